// Errors that mean the database cannot be reached right now (a restart, a failover, a cut network),
// as opposed to a bad query: the server answers 503 for them and the pool reconnects by itself.

/**
 * Socket errors on the way to the database, and postgres.js's own (the steady reads' client): a
 * connection not made in time, or closed or destroyed under a query.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
]);
/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now, and class 08 (connection exception). */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when a connection ends under it or cannot be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Connection refused',
];

/** Follows Drizzle's and node-postgres's wrapping down to the driver's own error. */
function* causes(error: unknown): Generator<object> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = 'code' in cause ? String(cause.code) : '';
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = 'message' in cause ? String(cause.message) : '';
    if (DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    // An AggregateError (IPv4 and IPv6 both refused) holds the socket errors themselves.
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
