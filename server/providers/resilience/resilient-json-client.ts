import type { z } from 'zod';
import { backoffDelay, type BackoffOptions } from './backoff-delay';
import { createCircuitBreaker, type CircuitState } from './circuit-breaker';
import { retryAfterMs } from './retry-after';
import { ServiceCallError } from './service-call-error';

// JSON over HTTP to a service that may be slow, rate limited or down: every attempt has a timeout;
// 429, 408, 5xx, network errors, timeouts and unreadable answers are retried with jittered
// exponential backoff (or the wait the server asks for in Retry-After, capped); other 4xx are
// answers and are not retried; a circuit breaker refuses calls at once while the service is failing.

interface ResilienceSettings {
  /** Per attempt, including reading the answer. */
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  breaker: { failureThreshold: number; cooldownMs: number };
  backoff: BackoffOptions;
}

/**
 * No service's JSON answer is this large (a page of locations or places is tens of kilobytes): a larger
 * one is refused as it streams in, so a broken or hostile service cannot fill the memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** The answer's text, or null once it grows past `maxBytes` (the rest is not read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What a client built on this one may be given instead of its defaults; tests give a fake clock and a sleep that does not wait. */
export interface ResilientClientOverrides {
  fetch?: typeof fetch;
  clock?: () => Date;
  /** For backoff jitter. */
  random?: () => number;
  /** Backoff waits go through it, so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  retries?: number;
  backoff?: BackoffOptions;
  breaker?: { failureThreshold: number; cooldownMs: number };
}

type ResilienceDependencies = ResilienceSettings & Pick<ResilientJsonClientOptions, 'fetch' | 'clock' | 'random' | 'sleep'>;

/** What a client built on this one starts from (the same timeouts, retries and breaker as Data Axle), with its overrides. */
export function resilienceWithDefaults(overrides: ResilientClientOverrides): ResilienceDependencies {
  return {
    fetch: overrides.fetch ?? fetch,
    clock: overrides.clock ?? (() => new Date()),
    random: overrides.random ?? Math.random,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    timeoutMs: overrides.timeoutMs ?? 10_000,
    retries: overrides.retries ?? 3,
    breaker: overrides.breaker ?? { failureThreshold: 5, cooldownMs: 30_000 },
    backoff: overrides.backoff ?? { baseMs: 500, maxMs: 30_000 },
  };
}

export interface ResilientJsonClientOptions extends ResilienceSettings {
  /** The service as people know it, for messages. */
  service: string;
  /** The largest answer read; MAX_ANSWER_BYTES when absent. */
  maxAnswerBytes?: number;
  /** Sent on every call (authentication). */
  headers: Record<string, string>;
  fetch: typeof fetch;
  clock: () => Date;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
  /** What a 4xx answer (other than 401, 403, 408, 429) says to people; it must not echo secrets. */
  describeRefusal: (status: number, body: unknown) => string;
  /**
   * What a 401, 403 or 429 answer says to people, when its body tells more than the default text
   * (a daily quota used up, an API not enabled); undefined keeps the default. It must not echo secrets.
   */
  describeFailure?: (status: number, body: unknown) => string | undefined;
  /** Told the headers of every answer, whatever its status: some services report their quota there. */
  onHeaders?: (headers: Headers, status: number) => void;
  /**
   * What the ServiceCallError of a refused answer (4xx) keeps of its body as `detail`, for the client's own
   * handling (a reason code, the fields at fault). It must not keep secrets.
   */
  refusalDetail?: (status: number, body: unknown) => unknown;
}

export interface JsonCall {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  /** The JSON body, told whether an earlier attempt may have landed, so a write can change form on a retry. */
  body?: (earlierAttemptMayHaveLanded: boolean) => unknown;
  idempotencyKey?: string;
  /** Sent on this call only, besides the client's headers (e.g. a field mask). */
  headers?: Record<string, string>;
  /** Texts for particular refusals, e.g. 404 on a lookup. */
  refusals?: Partial<Record<number, string>>;
  /** False for a write that must not land twice: a failed attempt that may have reached the service is not repeated. */
  repeatIfMayHaveLanded?: boolean;
}

export interface ServiceHealth {
  circuit: CircuitState;
  /** The message of the latest failed attempt, as shown to people. */
  lastError: string | null;
  lastErrorAt: Date | null;
}

export interface ResilientJsonClient {
  /** The answer, validated; throws ServiceCallError (a ProviderError) otherwise. */
  send<T>(call: JsonCall, schema: z.ZodType<T>): Promise<T>;
  health(): ServiceHealth;
}

type Attempt<T> =
  | { kind: 'answer'; value: T }
  | {
      kind: 'failure';
      message: string;
      retryable: boolean;
      /** The service itself is failing (counts towards opening the circuit). */
      serviceFailing: boolean;
      mayHaveLanded: boolean;
      /** The wait the service asked for, if it did. */
      retryAfterMs: number | null;
      /** The HTTP status of an answer that was one. */
      status?: number;
      detail?: unknown;
    };

export function createResilientJsonClient(options: ResilientJsonClientOptions): ResilientJsonClient {
  const { service, clock } = options;
  const breaker = createCircuitBreaker({ ...options.breaker, clock });
  let lastError: { message: string; at: Date } | null = null;

  function failure(
    message: string,
    details: {
      retryable: boolean;
      serviceFailing: boolean;
      mayHaveLanded: boolean;
      retryAfterMs?: number | null;
      status?: number;
      detail?: unknown;
    },
  ): Attempt<never> {
    return { kind: 'failure', message, retryAfterMs: null, ...details };
  }

  async function attempt<T>(call: JsonCall, schema: z.ZodType<T>, earlierMayHaveLanded: boolean): Promise<Attempt<T>> {
    const headers: Record<string, string> = { ...options.headers, ...call.headers, Accept: 'application/json' };
    let body: string | undefined;
    if (call.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body(earlierMayHaveLanded));
    }
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let status: number;
    let responseHeaders: Headers;
    let retryAfter: string | null;
    let text: string;
    try {
      const response = await options.fetch(call.url, { method: call.method, headers, body, signal: controller.signal });
      status = response.status;
      responseHeaders = response.headers;
      retryAfter = response.headers.get('retry-after');
      const read = await readCapped(response, options.maxAnswerBytes ?? MAX_ANSWER_BYTES);
      if (read === null) {
        return failure(`${service} answered more than ${Math.round((options.maxAnswerBytes ?? MAX_ANSWER_BYTES) / 1024 / 1024)} MB`, {
          retryable: false,
          serviceFailing: true,
          mayHaveLanded: true,
        });
      }
      text = read;
    } catch (error) {
      if (controller.signal.aborted) {
        return failure(`${service} did not answer within ${options.timeoutMs / 1000} s`, {
          retryable: true,
          serviceFailing: true,
          mayHaveLanded: true,
        });
      }
      const code = networkErrorCode(error);
      return failure(`Could not reach ${service}${code ? ` (${code})` : ''}`, {
        retryable: true,
        serviceFailing: true,
        // A refused connection never carried the request.
        mayHaveLanded: code !== 'ECONNREFUSED',
      });
    } finally {
      clearTimeout(timer);
    }
    options.onHeaders?.(responseHeaders, status);
    const refused = (body: unknown) => ({ status, detail: options.refusalDetail?.(status, body) });

    if (status === 401 || status === 403) {
      const body = parseJson(text);
      const message = options.describeFailure?.(status, body) ?? `${service} refused the API key`;
      return failure(message, { retryable: false, serviceFailing: false, mayHaveLanded: false, ...refused(body) });
    }
    if (status === 429) {
      const body = parseJson(text);
      const message = options.describeFailure?.(status, body) ?? `${service} is limiting how fast we may call it`;
      return failure(message, {
        retryable: true,
        serviceFailing: false,
        mayHaveLanded: false,
        retryAfterMs: retryAfterMs(retryAfter, clock()),
        ...refused(body),
      });
    }
    if (status === 408 || status >= 500) {
      return failure(`${service} failed (HTTP ${status})`, {
        retryable: true,
        serviceFailing: true,
        mayHaveLanded: status !== 408,
        retryAfterMs: retryAfterMs(retryAfter, clock()),
        status,
      });
    }
    if (status < 200 || status >= 300) {
      const body = parseJson(text);
      const message = call.refusals?.[status] ?? options.describeRefusal(status, body);
      return failure(message, { retryable: false, serviceFailing: false, mayHaveLanded: false, ...refused(body) });
    }

    const unreadable = `${service} sent an answer we could not read`;
    const json = parseJson(text);
    // A cut-off answer is worth another try; a well-formed answer of another shape is not.
    if (json === undefined) return failure(unreadable, { retryable: true, serviceFailing: true, mayHaveLanded: true });
    const parsed = schema.safeParse(json);
    if (!parsed.success) return failure(unreadable, { retryable: false, serviceFailing: false, mayHaveLanded: true });
    return { kind: 'answer', value: parsed.data };
  }

  return {
    async send<T>(call: JsonCall, schema: z.ZodType<T>): Promise<T> {
      let mayHaveLanded = false;
      for (let retry = 0; ; retry += 1) {
        const admission = breaker.admit();
        if (!admission.admitted) {
          const seconds = Math.max(1, Math.ceil(admission.retryInMs / 1000));
          throw new ServiceCallError(`${service} is not answering; retrying in ${seconds} s`, true, mayHaveLanded);
        }
        // Only a bug of ours throws here; the admitted call still has to end for the breaker.
        const outcome: Attempt<T> = await attempt(call, schema, mayHaveLanded).catch((error: unknown) => {
          breaker.failed();
          throw error;
        });
        if (outcome.kind === 'answer') {
          breaker.succeeded();
          return outcome.value;
        }
        if (outcome.serviceFailing) breaker.failed();
        else breaker.succeeded();
        lastError = { message: outcome.message, at: clock() };
        mayHaveLanded ||= outcome.mayHaveLanded;
        const mustNotRepeat = call.repeatIfMayHaveLanded === false && mayHaveLanded;
        if (!outcome.retryable || retry >= options.retries || mustNotRepeat) {
          throw new ServiceCallError(outcome.message, outcome.retryable, mayHaveLanded, outcome.status, outcome.detail);
        }
        // An open circuit refuses the retry anyway: no point waiting for it.
        if (breaker.state() === 'open') continue;
        const wait = outcome.retryAfterMs ?? backoffDelay(retry, options.random, options.backoff);
        await options.sleep(Math.min(options.backoff.maxMs, wait));
      }
    },

    health() {
      return { circuit: breaker.state(), lastError: lastError?.message ?? null, lastErrorAt: lastError?.at ?? null };
    },
  };
}

/** undici puts the system's error code (ECONNRESET, UND_ERR_SOCKET, ...) on the cause. */
function networkErrorCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return undefined;
  return typeof cause.code === 'string' ? cause.code : undefined;
}

/** The JSON value, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
