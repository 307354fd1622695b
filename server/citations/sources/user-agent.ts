// How Citewise names itself to services and sites it reads. Nominatim's usage policy asks for a
// User-Agent that identifies the application (stock library agents are blocked) with a contact;
// robots.txt groups are chosen by the agent's product token.

export interface UserAgentParts {
  /** The app's version, e.g. package.json's. */
  version: string;
  /** Where the instance is reachable (PUBLIC_URL), so a site owner can see who reads them. */
  publicUrl?: string | null;
  /** Whom an operator may write to about our requests. */
  contact: string;
}

export const PRODUCT_TOKEN = 'Citewise';

/** "Citewise/0.1.0 (+https://app.example.com; ops@example.com)". */
export function citewiseUserAgent({ version, publicUrl, contact }: UserAgentParts): string {
  const details = [publicUrl ? `+${publicUrl}` : null, contact.trim()].filter(Boolean).join('; ');
  return `${PRODUCT_TOKEN}/${version} (${details})`;
}

/** The name before the version ("Citewise" of "Citewise/0.1.0 (...)"), which robots.txt rules name. */
export function productToken(userAgent: string): string {
  return userAgent.trim().split(/[/\s]/, 1)[0] ?? '';
}

/** An agent that names no product, or that an HTTP library sends by itself, identifies nobody. */
export function assertIdentifyingUserAgent(userAgent: string): void {
  const token = productToken(userAgent).toLowerCase();
  if (!token || STOCK_AGENTS.has(token)) {
    throw new Error(`User-Agent "${userAgent}" does not identify the application; use e.g. ${citewiseUserAgent({ version: '1.0', contact: 'ops@example.com' })}`);
  }
}

const STOCK_AGENTS = new Set(['node', 'node-fetch', 'undici', 'axios', 'got', 'python-requests', 'curl', 'wget', 'mozilla']);
