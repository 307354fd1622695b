import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const coded = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
/** As Drizzle wraps a failed query. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection, wrapped by Drizzle', wrapped(coded('ECONNRESET'))],
    ['an admin shutdown', wrapped(coded('57P01', 'terminating connection due to administrator command'))],
    ['a connection failure (class 08)', coded('08006')],
    ['a connection ended under a query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    // postgres.js, the steady reads' client, names its own connection errors by code.
    ['a connection postgres.js could not make in time', coded('CONNECT_TIMEOUT', 'write CONNECT_TIMEOUT 127.0.0.1:5432')],
    ['a connection closed under a postgres.js query', wrapped(coded('CONNECTION_CLOSED', 'write CONNECTION_CLOSED 127.0.0.1:5432'))],
    ['both addresses refused', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(coded('23505'))],
    ['a syntax error', wrapped(coded('42601'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
