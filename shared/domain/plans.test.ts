import { describe, expect, it } from 'vitest';
import type { MemberRole } from './enums';
import { canAssignRole, memberRoleAtLeast, PLAN_LIMITS } from './plans';

describe('memberRoleAtLeast', () => {
  it.each<[MemberRole, MemberRole, boolean]>([
    ['viewer', 'viewer', true],
    ['viewer', 'member', false],
    ['member', 'member', true],
    ['member', 'admin', false],
    ['admin', 'member', true],
    ['admin', 'owner', false],
    ['owner', 'admin', true],
    ['owner', 'owner', true],
  ])('%s at least %s: %s', (role, required, expected) => {
    expect(memberRoleAtLeast(role, required)).toBe(expected);
  });
});

describe('canAssignRole', () => {
  it.each<[MemberRole, MemberRole, boolean]>([
    ['owner', 'owner', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'viewer', true],
    ['member', 'viewer', false],
    ['viewer', 'member', false],
  ])('%s may give %s: %s', (actor, role, expected) => {
    expect(canAssignRole(actor, role)).toBe(expected);
  });
});

describe('PLAN_LIMITS', () => {
  it('keeps one business and one user for the business plan and grows with the plan', () => {
    expect(PLAN_LIMITS.business).toMatchObject({ maxBusinesses: 1, maxUsers: 1, clients: false });
    expect(PLAN_LIMITS.business_pro.maxBusinesses).toBeGreaterThan(PLAN_LIMITS.business.maxBusinesses);
    expect(PLAN_LIMITS.partner.clients).toBe(true);
  });
});
