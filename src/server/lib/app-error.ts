// The one error type services throw; the error handler turns it into { error, code, details? }.
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown[],
    /** Seconds after which trying again may succeed; the error handler sends it as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown[]) => new AppError('BAD_REQUEST', message, 400, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const unauthorized = (message = 'Sign in required') => new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message, 403);
export const dailyLimit = (message: string) => new AppError('DAILY_LIMIT', message, 429);
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, 503, undefined, retryAfterSeconds);
