/** An error with an HTTP status and a stable code, turned into the JSON error body. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const unauthenticated = () =>
  new AppError(401, 'unauthenticated', 'You have to login first.');

export const forbidden = () => new AppError(403, 'forbidden', 'You are not allowed to do this.');

export const notFound = (what = 'This resource') =>
  new AppError(404, 'not_found', `${what} could not be found.`);
