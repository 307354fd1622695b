import {
  createResilientJsonClient,
  resilienceWithDefaults,
  type ResilientJsonClient,
} from '../../providers/resilience/resilient-json-client';
import type { SourceClientOptions } from './citation-source';

// What the keyed sources (Yelp, Foursquare, Google) share: the options a factory takes and the
// resilient client built from them, with the same timeouts, retries and breaker as Data Axle.

export interface KeyedSourceOptions extends SourceClientOptions {
  apiKey: string;
  /** The API's origin; tests point it at a local stand-in. */
  baseUrl?: string;
}

export interface KeyedSourceProtocol {
  /** As people know it, for messages. */
  service: string;
  headers: Record<string, string>;
  describeRefusal: (status: number, body: unknown) => string;
  describeFailure?: (status: number, body: unknown) => string | undefined;
  onHeaders?: (headers: Headers, status: number) => void;
}

export function createKeyedSourceClient(options: KeyedSourceOptions, protocol: KeyedSourceProtocol): ResilientJsonClient {
  const safe = (text: string) => withoutSecret(text, options.apiKey);
  const { describeFailure } = protocol;
  return createResilientJsonClient({
    service: protocol.service,
    headers: protocol.headers,
    ...resilienceWithDefaults(options),
    // Error texts come from the service and are shown to people: one that echoes the key must not leak it.
    describeRefusal: (status, body) => safe(protocol.describeRefusal(status, body)),
    describeFailure: describeFailure && ((status, body) => {
      const text = describeFailure(status, body);
      return text === undefined ? undefined : safe(text);
    }),
    onHeaders: protocol.onHeaders,
  });
}

export function withoutSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A header's whole-number value, or null when absent or unreadable. */
export function headerCount(headers: Headers, name: string): number | null {
  const value = headers.get(name)?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** A service's own error text, cut short: it is shown inside our sentence. */
export function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}
