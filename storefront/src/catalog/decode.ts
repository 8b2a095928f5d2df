/**
 * Small readers for API answers: the client hands back `unknown`, and these check the shape
 * the pages rely on, filling what the sample data sometimes leaves out.
 */

export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

export type Fields = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function record(value: unknown, what: string): Fields {
  if (!isRecord(value)) throw new UnexpectedAnswerError(`${what} is not an object`);
  return value;
}

export function requiredNumber(fields: Fields, name: string): number {
  const value = fields[name];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  throw new UnexpectedAnswerError(`${name} is not a number`);
}

export function optionalNumber(fields: Fields, name: string): number | undefined {
  return fields[name] === undefined || fields[name] === null
    ? undefined
    : requiredNumber(fields, name);
}

export function text(fields: Fields, name: string, fallback = ''): string {
  const value = fields[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

export function optionalText(fields: Fields, name: string): string | undefined {
  const value = text(fields, name);
  return value === '' ? undefined : value;
}

export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function texts(value: unknown): readonly string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}

export function numbers(value: unknown): readonly number[] {
  return list(value).filter((item): item is number => typeof item === 'number');
}
