// How a failed response becomes the message a person reads.

export const SESSION_ERROR_CODES = ['INVALID_TOKEN', 'SESSION_NOT_FOUND', 'SESSION_EXPIRED'] as const;
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded - please try again later';
export const HTML_ERROR_MESSAGE = 'Server returned an HTML error page';
export const AUTHENTICATION_FAILED_MESSAGE = 'Authentication failed';
const MAX_TEXT_LENGTH = 500;

export function isSessionErrorCode(code: unknown): code is SessionErrorCode {
  return typeof code === 'string' && (SESSION_ERROR_CODES as readonly string[]).includes(code);
}

function looksLikeHtml(text: string): boolean {
  return /<!doctype html|<html[\s>]|<body[\s>]|<head[\s>]/i.test(text);
}

/** Keeps letters, digits, whitespace and - . , ! ? : only. */
function sanitize(text: string): string {
  return text.replace(/[^\p{L}\p{N}\s\-.,!?:]/gu, '').trim();
}

function jsonMessage(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the raw text is used.
  }
  return undefined;
}

/**
 * The message for a non-success response. For 401 the JSON body's message, else 'Authentication
 * failed'. Otherwise '{status}: {text}', where text is the JSON message when the body has one,
 * else the body cut to 500 characters and stripped of unsafe characters.
 */
export function errorMessageForResponse(status: number, body: string): string {
  const message = jsonMessage(body);
  if (status === 401) return message || AUTHENTICATION_FAILED_MESSAGE;
  if (/too many requests/i.test(body)) return `${status}: ${RATE_LIMIT_MESSAGE}`;
  if (looksLikeHtml(body)) return `${status}: ${HTML_ERROR_MESSAGE}`;
  const text = sanitize((message ?? body).slice(0, MAX_TEXT_LENGTH));
  return text ? `${status}: ${text}` : `${status}: Request failed`;
}
