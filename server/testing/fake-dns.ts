import type { TxtResolver } from '../services/organizations/domain-verification-service';
import type { TestServer } from './test-server';

/** TXT records a test publishes, answered the way node:dns answers (ENODATA when there are none). */
export interface FakeDns {
  resolveTxt: TxtResolver;
  /** Replaces the TXT records at `name`; each value is one record, split in chunks as DNS may split it. */
  publish(name: string, ...values: (string | string[])[]): void;
  /** Every name asked for, in order. */
  lookups: string[];
}

export function createFakeDns(): FakeDns {
  const records = new Map<string, string[][]>();
  const lookups: string[] = [];
  return {
    lookups,
    publish(name, ...values) {
      records.set(name.toLowerCase(), values.map((value) => (Array.isArray(value) ? value : [value])));
    },
    async resolveTxt(name) {
      lookups.push(name);
      const found = records.get(name.toLowerCase());
      if (!found?.length) throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: 'ENODATA', hostname: name });
      return found;
    },
  };
}

interface DomainVerificationBody {
  organization: { customDomain: string | null; domainVerification: { recordName: string; recordValue: string; verifiedAt: string | null } | null };
}

/** Publishes the TXT record the organization's details ask for and has the server check it, as an admin would. */
export async function proveCustomDomain(server: TestServer, dns: FakeDns, token: string): Promise<void> {
  const details = await server.request<DomainVerificationBody>('GET', '/api/organization', { token });
  const verification = details.body.organization.domainVerification;
  if (!verification) throw new Error(`The organization has no custom domain to prove: ${details.text}`);
  dns.publish(verification.recordName, verification.recordValue);
  const verified = await server.request('POST', '/api/organization/domain/verify', { token });
  if (verified.status !== 200) throw new Error(`Proving the domain failed: ${verified.status} ${verified.text}`);
}
