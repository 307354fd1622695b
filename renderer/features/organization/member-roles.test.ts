import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../shared/domain/enums';
import { canManageMember, invitableRoles, roleChoices } from './member-roles';

describe('canManageMember', () => {
  it.each<[MemberRole, MemberRole, boolean]>([
    ['owner', 'owner', true],
    ['owner', 'viewer', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'member', true],
    ['member', 'viewer', false],
    ['viewer', 'viewer', false],
  ])('%s managing a %s: %s', (actor, target, expected) => {
    expect(canManageMember(actor, target)).toBe(expected);
  });
});

describe('roleChoices', () => {
  it.each<[MemberRole, MemberRole, MemberRole[]]>([
    ['owner', 'member', ['owner', 'admin', 'member', 'viewer']],
    ['owner', 'owner', ['owner', 'admin', 'member', 'viewer']],
    ['admin', 'member', ['admin', 'member', 'viewer']],
    ['admin', 'admin', ['admin', 'member', 'viewer']],
    ['admin', 'owner', []],
    ['member', 'viewer', []],
    ['viewer', 'member', []],
  ])('%s changing a %s picks from %j', (actor, target, expected) => {
    expect(roleChoices(actor, target)).toEqual(expected);
  });
});

describe('invitableRoles', () => {
  it.each<[MemberRole, MemberRole[]]>([
    ['owner', ['owner', 'admin', 'member', 'viewer']],
    ['admin', ['admin', 'member', 'viewer']],
    ['member', []],
    ['viewer', []],
  ])('%s invites as %j', (actor, expected) => {
    expect(invitableRoles(actor)).toEqual(expected);
  });
});
