import { Resolver } from 'node:dns/promises';
import { ERROR_CODES } from '../../../shared/contract/errors';
import type { OrganizationRecord } from '../../db/records';
import { UniqueViolationError, type OrganizationRepository } from '../../db/repositories';
import { ApiError, forbidden } from '../../http/api-error';
import type { OrganizationContext } from './organization-context';
import type { AuditService } from '../admin/audit-service';
import { domainVerificationRecord, reservedHostProblem } from './custom-domains';
import { RATE_LIMITS, type RateLimiter } from '../infrastructure/rate-limiter';

/** The TXT records at a name, each as the strings DNS split it into; rejects as node:dns does. */
export type TxtResolver = (hostname: string) => Promise<string[][]>;

export const DNS_CHECK_TIMEOUT_MS = 8000;
const DNS_RETRY_AFTER_SECONDS = 60;
/** node:dns's answers for a name with no TXT record, or no such name at all. */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'NODATA']);

/** The system's resolver, each try bounded, so a silent DNS server cannot hold a request for long. */
export function systemTxtResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return (hostname) => resolver.resolveTxt(hostname);
}

export interface DomainVerificationDeps {
  organizations: OrganizationRepository;
  audit: AuditService;
  clock: () => Date;
  publicUrl: string;
  resolveTxt: TxtResolver;
  rateLimiter: Pick<RateLimiter, 'consume'>;
  timeoutMs?: number;
}

class DnsTimeout extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DnsTimeout()), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** Proves a custom domain by the TXT record only its DNS's owner can publish; only a proven domain is branded. */
export function createDomainVerificationService(deps: DomainVerificationDeps) {
  const { organizations, audit, clock } = deps;

  /** The TXT strings at `name`; none when the name or its record does not exist. */
  async function txtRecords(name: string): Promise<string[]> {
    try {
      const answers = await withDeadline(deps.resolveTxt(name), deps.timeoutMs ?? DNS_CHECK_TIMEOUT_MS);
      // A long value arrives in chunks of up to 255 characters; joined they are the value as published.
      return answers.map((chunks) => chunks.join('').trim());
    } catch (error) {
      if (NO_RECORD_CODES.has(codeOf(error) ?? '')) return [];
      const problem = error instanceof DnsTimeout ? 'did not answer in time' : 'could not be completed';
      throw new ApiError(
        503,
        `The DNS lookup of ${name} ${problem}. Please try again in a few minutes.`,
        ERROR_CODES.unavailable,
        undefined,
        DNS_RETRY_AFTER_SECONDS,
      );
    }
  }

  return {
    async verify(context: OrganizationContext, actorUserId: string): Promise<OrganizationRecord> {
      const { organization } = context;
      if (organization.type === 'standard') {
        throw forbidden('Branding is for white-label and private-label organizations. Ask an administrator to switch the type.');
      }
      const domain = organization.customDomain;
      if (!domain) throw new ApiError(409, 'Save a custom domain first, then check its DNS record.', ERROR_CODES.conflict);
      const reserved = reservedHostProblem(domain, deps.publicUrl);
      if (reserved) throw new ApiError(400, reserved, ERROR_CODES.validation, { customDomain: [reserved] });
      if (organization.customDomainVerifiedAt) return organization;
      await deps.rateLimiter.consume(RATE_LIMITS.domainChecksPerOrganization, organization.id);

      const record = domainVerificationRecord(organization.id, domain);
      const values = await txtRecords(record.name);
      if (!values.includes(record.value)) {
        const found = values.length === 0 ? `No TXT record named ${record.name} was found.` : `The TXT record ${record.name} does not hold the expected value.`;
        throw new ApiError(
          400,
          `${found} Add a TXT record named ${record.name} with the value ${record.value}, then check again. New DNS records can take up to an hour to appear.`,
          ERROR_CODES.domainNotVerified,
        );
      }
      const verified = await organizations.markCustomDomainVerified(organization.id, domain, clock()).catch((error: unknown) => {
        // Another organization proved it first: a proven domain is held by one organization.
        if (error instanceof UniqueViolationError) throw new ApiError(409, 'Another organization uses that domain', ERROR_CODES.conflict);
        throw error;
      });
      if (!verified) {
        throw new ApiError(409, 'The custom domain changed while it was being checked. Check its DNS record again.', ERROR_CODES.conflict);
      }
      await audit.record({
        actorUserId,
        organizationId: organization.id,
        action: 'organization.domain_verified',
        target: { type: 'organization', id: organization.id },
        details: { domain },
      });
      return verified;
    },
  };
}

export type DomainVerificationService = ReturnType<typeof createDomainVerificationService>;
