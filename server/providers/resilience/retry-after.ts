// Retry-After is delay-seconds or an HTTP date (RFC 9110, 10.2.3); recipients must read both.

/** The wait a server asked for in milliseconds; null when the header is absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // HTTP dates begin with the day's name; requiring it keeps Date.parse from reading "1.5" as a date.
  if (!/^[A-Za-z]{3}/.test(value)) return null;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}
