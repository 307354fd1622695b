import { describe, expect, it } from 'vitest';
import { errorMessageForResponse, isSessionErrorCode } from './api-error-message';

describe('errorMessageForResponse', () => {
  it.each([
    ['401 with a JSON message uses it', 401, '{"message":"Invalid email or password"}', 'Invalid email or password'],
    ['401 without a message', 401, '', 'Authentication failed'],
    ['401 with plain text', 401, 'Unauthorized', 'Authentication failed'],
    ['JSON message of another status', 400, '{"message":"Invalid email address","code":"X"}', '400: Invalid email address'],
    ['plain text', 500, 'Database unavailable', '500: Database unavailable'],
    ['strips characters outside the allowed set', 500, 'Bad <thing> & "quoted" $tuff; ok?', '500: Bad thing  quoted tuff ok?'],
    ['keeps - . , ! ? : and accented letters', 422, 'Café: bad-value, retry. Now!', '422: Café: bad-value, retry. Now!'],
    ['rate limiting by text, any case', 429, 'Too Many Requests', '429: Rate limit exceeded - please try again later'],
    ['rate limiting inside JSON', 429, '{"message":"too many requests, slow down"}', '429: Rate limit exceeded - please try again later'],
    ['an HTML page', 502, '<!DOCTYPE html><html><body>Bad gateway</body></html>', '502: Server returned an HTML error page'],
    ['an HTML fragment with html tag', 500, '<html lang="en"><head></head></html>', '500: Server returned an HTML error page'],
    ['an empty body', 503, '', '503: Request failed'],
  ])('%s', (_name, status, body, expected) => {
    expect(errorMessageForResponse(status, body)).toBe(expected);
  });

  it('cuts text to 500 characters before showing it', () => {
    const message = errorMessageForResponse(500, 'x'.repeat(800));
    expect(message).toBe(`500: ${'x'.repeat(500)}`);
  });
});

describe('isSessionErrorCode', () => {
  it.each([
    ['INVALID_TOKEN', true],
    ['SESSION_NOT_FOUND', true],
    ['SESSION_EXPIRED', true],
    ['INVALID_CREDENTIALS', false],
    [undefined, false],
    [42, false],
  ])('%s -> %s', (code, expected) => {
    expect(isSessionErrorCode(code)).toBe(expected);
  });
});
