import { describe, expect, it } from 'vitest';
import { homePathForRole, planForRole, ROLE_LABELS, roleBadgeTone } from './roles';

describe('roles', () => {
  it.each([
    ['admin', 'red', 'Admin', 'business', '/admin'],
    ['partner', 'purple', 'Partner', 'partner', '/'],
    ['business_pro', 'grey', 'Business Pro', 'business_pro', '/'],
    ['business', 'grey', 'Business', 'business', '/'],
  ] as const)('%s: badge %s, label %s, plan %s, home %s', (role, tone, label, plan, home) => {
    expect(roleBadgeTone(role)).toBe(tone);
    expect(ROLE_LABELS[role]).toBe(label);
    expect(planForRole(role)).toBe(plan);
    expect(homePathForRole(role)).toBe(home);
  });
});
