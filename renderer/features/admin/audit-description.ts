import type { AuditEntry } from '../../../shared/contract/admin';
import { MEMBER_ROLES, ORGANIZATION_TYPES, PLANS, USER_ROLES } from '../../../shared/domain/enums';
import { MEMBER_ROLE_LABELS, PLAN_LABELS } from '../../../shared/domain/plans';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { ORGANIZATION_TYPE_LABELS } from './organization-labels';

// Audit details are free-form JSON written by the server; each reader below checks the shape it needs.

type Details = AuditEntry['details'];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function labelIn<T extends string>(values: readonly T[], labels: Record<T, string>, value: unknown): string | undefined {
  return (values as readonly unknown[]).includes(value) ? labels[value as T] : undefined;
}

const userRole = (value: unknown) => labelIn(USER_ROLES, ROLE_LABELS, value) ?? text(value) ?? 'unknown';
const memberRole = (value: unknown) => labelIn(MEMBER_ROLES, MEMBER_ROLE_LABELS, value) ?? text(value) ?? 'unknown';
const planName = (value: unknown) => labelIn(PLANS, PLAN_LABELS, value) ?? text(value) ?? 'unknown';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const ORGANIZATION_FIELD_NAMES: Record<string, string> = {
  name: 'name',
  plan: 'plan',
  type: 'type',
  maxBusinesses: 'business limit',
  maxUsers: 'user limit',
  allowedDirectories: 'allowed directories',
  isActive: 'status',
};

function organizationValue(field: string, value: unknown): string {
  if (field === 'plan') return planName(value);
  if (field === 'type') return labelIn(ORGANIZATION_TYPES, ORGANIZATION_TYPE_LABELS, value) ?? String(value);
  if (field === 'isActive') return value ? 'active' : 'inactive';
  if (field === 'allowedDirectories') return Array.isArray(value) ? plural(value.length, 'directory', 'directories') : 'none';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return 'unknown';
}

/** 'plan Business → Business Pro, user limit 1 → 5' from { field: { from, to } }. */
function organizationChanges(details: Details): string {
  const parts = Object.entries(details).flatMap(([field, change]) => {
    const fromTo = record(change);
    if (!fromTo) return [];
    const name = ORGANIZATION_FIELD_NAMES[field] ?? field;
    return [`${name} ${organizationValue(field, fromTo.from)} → ${organizationValue(field, fromTo.to)}`];
  });
  return parts.join(', ');
}

function userUpdate(details: Details): string {
  const parts: string[] = [];
  const role = record(details.role);
  if (role) parts.push(`changed a user's role from ${userRole(role.from)} to ${userRole(role.to)}`);
  if (details.disabled === true) parts.push('disabled a user');
  if (details.disabled === false) parts.push('enabled a user');
  if (details.emailVerified === true) parts.push("marked a user's email verified");
  return parts.length > 0 ? parts.join(' and ') : 'updated a user';
}

function clientUpdate(details: Details): string {
  const parts: string[] = [];
  const name = text(details.name);
  if (name) parts.push(`renamed a client to ${name}`);
  if (details.plan !== undefined) parts.push(`moved a client to the ${planName(details.plan)} plan`);
  if (details.isActive === false) parts.push('paused a client');
  if (details.isActive === true) parts.push('resumed a client');
  return parts.length > 0 ? parts.join(' and ') : 'updated a client';
}

const DESCRIPTIONS: Record<string, (details: Details) => string> = {
  'admin.user_updated': userUpdate,
  'admin.sessions_ended': (d) => `ended ${plural(count(d.ended) ?? 0, 'session')} of a user`,
  'admin.organization_updated': (d) => {
    const changes = organizationChanges(d);
    return changes ? `updated an organization: ${changes}` : 'updated an organization';
  },
  'organization.updated': (d) => {
    const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string') : [];
    return fields.length > 0 ? `updated organization settings (${fields.join(', ')})` : 'updated organization settings';
  },
  'organization.domain_verified': (d) => `proved the custom domain ${text(d.domain) ?? 'of an organization'} by DNS`,
  // Recorded in the organization that lost an unproven claim; the actor is whoever claimed the domain.
  'member.role_changed': (d) => `changed a member's role from ${memberRole(d.from)} to ${memberRole(d.to)}`,
  'member.removed': () => 'removed a member',
  'member.left': () => 'left an organization',
  'invitation.sent': (d) => `invited ${text(d.email) ?? 'someone'} as ${memberRole(d.role)}`,
  'invitation.withdrawn': () => 'withdrew an invitation',
  'invitation.accepted': (d) => `accepted an invitation as ${memberRole(d.role)}`,
  'partner.client_created': (d) => `created the client ${text(d.name) ?? 'organization'} on the ${planName(d.plan)} plan`,
  'partner.client_updated': clientUpdate,
  'partner.acted_as_client': () => 'started working in a client organization',
  'settings.updated': (d) => `saved the setting ${text(d.key) ?? 'unknown'}`,
  'settings.deleted': (d) => `deleted the setting ${text(d.key) ?? 'unknown'}`,
  'settings.initialized': (d) =>
    `created ${plural(Array.isArray(d.settings) ? d.settings.length : 0, 'default setting')}`,
};

/**
 * What the actor did, in words, to follow their name: 'changed a user's role from Business to
 * Partner'. An action this screen does not know yet reads as its own name: 'billing.plan_changed' as 'billing plan changed'.
 */
export function describeAuditAction(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const describe = DESCRIPTIONS[entry.action];
  return describe ? describe(entry.details) : entry.action.replace(/[._]+/g, ' ');
}
