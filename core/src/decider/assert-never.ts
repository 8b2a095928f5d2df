/** The default of an exhaustive `switch`: a forgotten case is a compile error, an unknown one a throw. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled: ${JSON.stringify(value)}`);
}
