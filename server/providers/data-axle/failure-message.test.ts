import { describe, expect, it } from 'vitest';
import { describeFailureErrors, redactSecret, refusalMessage } from './failure-message';

describe('refusalMessage', () => {
  it.each<[number, unknown, string]>([
    [400, { result: 'failure', errors: { phone: ['is invalid'] } }, 'Data Axle refused the request: phone is invalid'],
    [
      422,
      { result: 'failure', errors: { 'Location Phone': ['is invalid'], 'Company Name': ["can't be blank", 'is too short'] } },
      "Data Axle refused the request: Location Phone is invalid; Company Name can't be blank; Company Name is too short",
    ],
    [400, { result: 'failure', errors: {} }, 'Data Axle refused the request (HTTP 400)'],
    [404, { error: 'not found' }, 'Data Axle refused the request (HTTP 404)'],
    [409, undefined, 'Data Axle refused the request (HTTP 409)'],
  ])('%i %j', (status, body, expected) => {
    expect(refusalMessage(status, body)).toBe(expected);
  });
});

describe('describeFailureErrors', () => {
  it('joins every message of every field', () => {
    expect(describeFailureErrors({ a: ['x', 'y'], b: ['z'] })).toBe('a x; a y; b z');
  });
});

describe('redactSecret', () => {
  it.each([
    ['token tok-123 is invalid', 'tok-123', 'token [redacted] is invalid'],
    ['tok-123 and tok-123', 'tok-123', '[redacted] and [redacted]'],
    ['nothing to hide', 'tok-123', 'nothing to hide'],
    ['an empty secret hides nothing', '', 'an empty secret hides nothing'],
  ])('%s', (text, secret, expected) => {
    expect(redactSecret(text, secret)).toBe(expected);
  });
});
