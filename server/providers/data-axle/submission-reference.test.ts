import { describe, expect, it } from 'vitest';
import { decodeSubmissionReference, encodeSubmissionReference } from './submission-reference';

describe('submission reference', () => {
  it('carries the LLP id and the directories', () => {
    const reference = { id: 'llp_000001', directories: ['google', 'yelp'] };
    expect(decodeSubmissionReference(encodeSubmissionReference(reference))).toEqual(reference);
  });

  it.each([
    ['a sandbox id', 'sbx_eyJ9'],
    ['no payload', 'dax_'],
    ['not JSON', `dax_${Buffer.from('nope').toString('base64url')}`],
    ['no directories', `dax_${Buffer.from(JSON.stringify({ id: 'x', directories: [] })).toString('base64url')}`],
  ])('refuses %s', (_case, id) => {
    expect(decodeSubmissionReference(id)).toBeNull();
  });
});
