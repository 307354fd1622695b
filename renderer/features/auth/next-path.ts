// Where to go after signing in, carried through /login and /register as ?next=.

/**
 * The path when it stays on this site: it starts with one '/', and has no backslash or control
 * character (browsers read '/\evil.example' and '/\t/evil.example' as '//evil.example').
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** `path` with ?next= (and any other parameters) added, or `path` alone when there is no safe next. */
export function withNextPath(path: string, next: string | undefined, extra: Record<string, string> = {}): string {
  const safe = safeNextPath(next);
  const query = new URLSearchParams({ ...extra, ...(safe ? { next: safe } : {}) }).toString();
  return query ? `${path}?${query}` : path;
}
