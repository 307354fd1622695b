import { describe, expect, it } from 'vitest';
import { seatsInUse, seatsNote } from './plan-usage';

describe('seatsInUse', () => {
  it.each([
    [{ businesses: 0, users: 1, pendingInvitations: 0 }, 1],
    [{ businesses: 3, users: 2, pendingInvitations: 3 }, 5],
  ])('counts members and pending invitations in %j', (usage, expected) => {
    expect(seatsInUse(usage)).toBe(expected);
  });
});

describe('seatsNote', () => {
  it.each([
    [1, 0, undefined],
    [1, 1, '1 member and 1 pending invitation'],
    [2, 3, '2 members and 3 pending invitations'],
  ])('%i members, %i invitations: %j', (users, pendingInvitations, expected) => {
    expect(seatsNote({ businesses: 0, users, pendingInvitations })).toBe(expected);
  });
});
