import { describe, expect, it } from 'vitest';
import { profileChanges, type ProfileValues } from './profile-changes';

const saved: ProfileValues = { name: 'Ada Lovelace', username: 'ada' };

describe('profileChanges', () => {
  it.each<[string, ProfileValues, Partial<ProfileValues>]>([
    ['nothing edited', { name: 'Ada Lovelace', username: 'ada' }, {}],
    ['only spaces added', { name: ' Ada Lovelace ', username: ' ada ' }, {}],
    ['the username in capitals', { name: 'Ada Lovelace', username: 'ADA' }, {}],
    ['a new name', { name: 'Ada King', username: 'ada' }, { name: 'Ada King' }],
    ['a new username', { name: 'Ada Lovelace', username: 'countess' }, { username: 'countess' }],
    ['both', { name: 'Ada King', username: 'countess' }, { name: 'Ada King', username: 'countess' }],
    ['a cleared name', { name: '', username: 'ada' }, { name: '' }],
  ])('%s', (_, edited, expected) => {
    expect(profileChanges(saved, edited)).toEqual(expected);
  });
});
