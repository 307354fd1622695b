import { ERROR_CODES } from '../../shared/contract/errors';

/** An error meant for the caller: its status, message, code and field errors are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Sent as Retry-After with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found`, ERROR_CODES.notFound);
}

export function forbidden(message = 'You do not have permission to do that'): ApiError {
  return new ApiError(403, message, ERROR_CODES.forbidden);
}
