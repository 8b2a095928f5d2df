import { isRecord, optionalText, record, text } from '../catalog/decode';

/** The signed-in customer, from `GET /api/auth/user` (and the sign-in and register answers). */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly role: string;
  readonly language?: string;
}

function code(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  return isRecord(value) ? optionalText(value, 'code') : undefined;
}

/** `{ user }`; a user without an id is no user (the spec: logged out). */
export function decodeUserAnswer(raw: unknown): User | undefined {
  const answer = record(raw, 'user answer');
  if (!isRecord(answer.user)) return undefined;
  const user = answer.user;
  const id = text(user, 'id');
  if (!id) return undefined;
  return {
    id,
    email: text(user, 'email'),
    displayName: text(user, 'displayName'),
    role: text(user, 'role', 'customer'),
    language: code(user.language),
  };
}
