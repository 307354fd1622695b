import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

// What a custom domain may be, and the DNS record that proves an organization holds it.

/** The label in front of the domain where the proving TXT record lives. */
export const DOMAIN_VERIFICATION_LABEL = '_citewise-verify';

export interface DomainVerificationRecord {
  /** The TXT record's full name, e.g. _citewise-verify.listings.example.com */
  name: string;
  value: string;
}

/**
 * The TXT record that proves `organizationId` holds `domain`. No secret goes into the value: the
 * proof is that only whoever runs the domain's DNS can publish it, and a value anyone could compute
 * gives no such control. Binding it to the organization keeps one tenant's record from proving
 * another's claim to the same domain; needing no secret, it survives key rotation, works without a
 * settings key and needs nothing stored.
 */
export function domainVerificationRecord(organizationId: string, domain: string): DomainVerificationRecord {
  const digest = createHash('sha256').update(`citewise custom domain\n${organizationId}\n${domain}`).digest('hex');
  return { name: `${DOMAIN_VERIFICATION_LABEL}.${domain}`, value: `citewise-verification=${digest.slice(0, 40)}` };
}

/** A Host header or domain as a bare lower-case name: no port, brackets or trailing dot. */
export function normalizeHostName(host: string | undefined): string | undefined {
  let name = host?.trim().toLowerCase();
  if (!name) return undefined;
  const bracketed = /^\[([^\]]*)\]/.exec(name);
  if (bracketed) name = bracketed[1]!;
  else if (name.split(':').length === 2) name = name.split(':')[0]!;
  name = name.replace(/\.+$/, '');
  return name || undefined;
}

/** The host names the app itself answers on: PUBLIC_URL's. */
function platformHost(publicUrl: string): string | undefined {
  try {
    return normalizeHostName(new URL(publicUrl).hostname);
  } catch {
    return undefined;
  }
}

/**
 * Why a host can never be a tenant's custom domain, or undefined when it may be one: the app's own
 * address (its signed-out visitors would get a tenant's brand and CSS), this machine, or an IP.
 */
export function reservedHostProblem(host: string, publicUrl: string): string | undefined {
  const name = normalizeHostName(host);
  if (!name) return undefined;
  if (isIP(name)) return 'Use a domain name, not an IP address';
  if (name === platformHost(publicUrl)) {
    return `${name} is this app's own address, so it cannot be a custom domain. Use a domain of your own, such as listings.example.com`;
  }
  if (name === 'localhost' || name.endsWith('.localhost')) return 'A localhost address cannot be a custom domain';
  return undefined;
}
