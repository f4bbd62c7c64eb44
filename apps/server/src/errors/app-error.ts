/**
 * What went wrong, in terms of the service rather than of HTTP, so the API, the admin CLI and the
 * background jobs can all catch it by code. The API maps a code to its status in one place
 * (http/error-handlers.ts).
 */
export type AppErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** A card refused or an authentication abandoned (HTTP 402). */
  | 'payment_failed'
  | 'out_of_range'
  | 'rate_limited'
  | 'unavailable';

/** An error whose Japanese message may be shown to the person who caused it. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const isAppError = (error: unknown, code?: AppErrorCode): error is AppError =>
  error instanceof AppError && (code === undefined || error.code === code);
