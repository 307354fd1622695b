import { describe, expect, it } from 'vitest';
import { describeAuditAction } from './audit-description';

describe('describeAuditAction', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['admin.user_updated', { role: { from: 'business', to: 'partner' } }, "changed a user's role from Business to Partner"],
    ['admin.user_updated', { disabled: true }, 'disabled a user'],
    ['admin.user_updated', { disabled: false }, 'enabled a user'],
    ['admin.user_updated', { emailVerified: true }, "marked a user's email verified"],
    [
      'admin.user_updated',
      { role: { from: 'partner', to: 'business_pro' }, disabled: true },
      "changed a user's role from Partner to Business Pro and disabled a user",
    ],
    ['admin.user_updated', {}, 'updated a user'],
    ['admin.sessions_ended', { ended: 1 }, 'ended 1 session of a user'],
    ['admin.sessions_ended', { ended: 3 }, 'ended 3 sessions of a user'],
    [
      'admin.organization_updated',
      { plan: { from: 'business', to: 'business_pro' }, maxUsers: { from: 1, to: 5 } },
      'updated an organization: plan Business → Business Pro, user limit 1 → 5',
    ],
    [
      'admin.organization_updated',
      { type: { from: 'standard', to: 'white_label' }, isActive: { from: true, to: false } },
      'updated an organization: type Standard → White label, status active → inactive',
    ],
    [
      'admin.organization_updated',
      { allowedDirectories: { from: [], to: ['Yelp', 'Bing'] } },
      'updated an organization: allowed directories 0 directories → 2 directories',
    ],
    ['admin.organization_updated', {}, 'updated an organization'],
    ['organization.updated', { fields: ['name', 'logoUrl'] }, 'updated organization settings (name, logoUrl)'],
    ['organization.domain_verified', { domain: 'listings.example.com' }, 'proved the custom domain listings.example.com by DNS'],
    ['member.role_changed', { from: 'member', to: 'admin' }, "changed a member's role from Member to Admin"],
    ['member.removed', { role: 'viewer' }, 'removed a member'],
    ['member.left', {}, 'left an organization'],
    ['invitation.sent', { email: 'ada@example.com', role: 'viewer' }, 'invited ada@example.com as Viewer'],
    ['invitation.withdrawn', {}, 'withdrew an invitation'],
    ['invitation.accepted', { role: 'member' }, 'accepted an invitation as Member'],
    ['partner.client_created', { name: 'Bakery', plan: 'business_pro' }, 'created the client Bakery on the Business Pro plan'],
    ['partner.client_updated', { isActive: false }, 'paused a client'],
    ['partner.client_updated', { name: 'Bakery Two', plan: 'business' }, 'renamed a client to Bakery Two and moved a client to the Business plan'],
    ['partner.acted_as_client', {}, 'started working in a client organization'],
    ['settings.updated', { key: 'support_email', encrypted: false }, 'saved the setting support_email'],
    ['settings.deleted', { key: 'smtp_url' }, 'deleted the setting smtp_url'],
    ['settings.initialized', { settings: [{ key: 'a' }, { key: 'b' }] }, 'created 2 default settings'],
    ['billing.plan_changed', { anything: 1 }, 'billing plan changed'],
    ['admin.user_updated', { role: 'not-a-change' }, 'updated a user'],
    ['member.role_changed', { from: 'superuser', to: 42 }, "changed a member's role from superuser to unknown"],
  ])('%s %j', (action, details, expected) => {
    expect(describeAuditAction({ action, details })).toBe(expected);
  });
});
