/** Resolves after `ms` milliseconds (0: in a later task, so the browser can handle input and paint). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
