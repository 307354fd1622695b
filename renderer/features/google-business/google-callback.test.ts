import { describe, expect, it } from 'vitest';
import { CONSENT_NOT_FROM_THIS_BROWSER, readGoogleCallback } from './google-callback';

describe('readGoogleCallback', () => {
  it.each<[string, string, string | null, ReturnType<typeof readGoogleCallback>]>([
    ['a code', '?code=abc&state=s1', 'p', { kind: 'answer', answer: { code: 'abc', state: 's1', pending: 'p' } }],
    ["Google's error", '?error=access_denied&state=s1', 'p', { kind: 'answer', answer: { error: 'access_denied', state: 's1', pending: 'p' } }],
    ['neither', '?state=s1', 'p', { kind: 'answer', answer: { state: 's1', pending: 'p' } }],
    ['no pending consent', '?code=abc&state=s1', null, { kind: 'refused', message: CONSENT_NOT_FROM_THIS_BROWSER }],
    ['no state', '?code=abc', 'p', { kind: 'refused', message: CONSENT_NOT_FROM_THIS_BROWSER }],
  ])('with %s', (_case, search, pending, expected) => {
    expect(readGoogleCallback(search, pending)).toEqual(expected);
  });
});
