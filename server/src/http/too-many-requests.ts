import { AppError } from './app-error.js';

/** A 429; the error handler sends `Retry-After` with it. */
export class TooManyRequests extends AppError {
  constructor(
    code: 'too_many_requests' | 'too_many_attempts',
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, tooManyMessage(code, retryAfterSeconds));
  }
}

function tooManyMessage(code: TooManyRequests['code'], seconds: number): string {
  const wait =
    seconds < 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return code === 'too_many_attempts'
    ? `Too many failed sign-in attempts. Please try again in ${wait}.`
    : `Too many requests. Please try again in ${wait}.`;
}
