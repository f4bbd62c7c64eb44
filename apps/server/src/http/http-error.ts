/** An error whose Japanese message may be shown to the person who caused it. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
