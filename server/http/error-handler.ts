import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_CODES, type ApiErrorBody } from '../../shared/contract/errors';
import { CursorError } from '../db/cursor';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Logger } from '../logger';
import { ApiError } from './api-error';
import { sendJsonText } from './routing/send-answer';

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function typeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'type' in error && typeof error.type === 'string') return error.type;
  return undefined;
}

/** Seconds a client waits before trying again while the database is away; pools reconnect within it. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure answers the one JSON error shape; unexpected ones are logged and never shown. Written on
 * the bare response, so requests served before Express (plain-api) answer their failures the same way.
 */
export function sendError(logger: Logger, error: unknown, method: string | undefined, path: string, res: ServerResponse): void {
  let status = 500;
  let body: ApiErrorBody = { message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal };
  let retryAfterSeconds: number | undefined;

  if (error instanceof ApiError) {
    status = error.status;
    body = { message: error.message, code: error.code, fieldErrors: error.fieldErrors };
    retryAfterSeconds = error.retryAfterSeconds;
  } else if (error instanceof CursorError) {
    status = 400;
    body = { message: 'The page cursor is not valid; start again from the first page', code: ERROR_CODES.validation };
  } else if (typeOf(error) === 'entity.parse.failed') {
    status = 400;
    body = { message: 'The request body is not valid JSON', code: ERROR_CODES.malformedJson };
  } else if (typeOf(error) === 'entity.too.large') {
    status = 413;
    body = { message: 'The request body is too large', code: ERROR_CODES.payloadTooLarge };
  } else if (isDatabaseUnavailable(error)) {
    // Expected during a database restart or failover: a short line, not a stack, and no driver details.
    status = 503;
    body = { message: 'The service is briefly unavailable. Please try again in a moment.', code: ERROR_CODES.unavailable };
    retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
    logger.warn(`${method} ${path}: the database is unreachable`);
  } else if (statusOf(error) !== undefined && statusOf(error)! >= 400 && statusOf(error)! < 500) {
    status = statusOf(error)!;
    body = { message: 'The request could not be processed', code: ERROR_CODES.validation };
  } else {
    logger.error(`${method} ${path} failed`, error);
  }

  // An answer already under way cannot become an error: cut it, so the client does not wait on it.
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  sendJsonText(res, status, JSON.stringify(body));
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => sendError(logger, error, req.method, req.path, res);
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route ${req.method} ${req.originalUrl.split("?")[0]}`, code: ERROR_CODES.notFound });
};
