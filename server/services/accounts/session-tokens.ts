import { createHash, randomBytes } from 'node:crypto';

/** A bearer token of 256 random bits. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak yields no usable tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer …` header; null when absent, undefined when malformed. */
export function bearerTokenOf(header: string | undefined): string | null | undefined {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1] || !TOKEN_PATTERN.test(match[1])) return undefined;
  return match[1];
}
