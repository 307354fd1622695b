import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listen } from '../http/listen';

// What the local stand-ins for the citation sources' APIs share (Yelp, Foursquare, Google Places):
// an HTTP server on 127.0.0.1 that hands each call to the protocol's handler, faults tests inject
// into the next calls, and a log of every call as it arrived. The style of data-axle-protocol-server.ts.
// The Nominatim stand-in, which logs and faults calls its own way, shares the serving and the fault queue.

export type StandInFault =
  /** Answers this status (a 429 with Retry-After, a 500) with this body, without handling the call. */
  | { kind: 'status'; status: number; retryAfter?: string; body?: unknown; headers?: Record<string, string> }
  /** Never answers, so the client has to time out. */
  | { kind: 'hang' }
  /** Handles the call, then answers 200 with JSON cut short. */
  | { kind: 'malformed' }
  /** Handles the call, then closes the connection without answering. */
  | { kind: 'drop' };

export interface StandInRequest {
  method: string;
  path: string;
  /** The query string's parameters, decoded. */
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The JSON body, undefined when there was none or it was not JSON. */
  body: unknown;
  fault: StandInFault['kind'] | null;
}

export interface StandInAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface StandInCall {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The raw body text. */
  text: string;
}

/** What a test does with a stand-in, whatever its faults and log look like. */
export interface StandInControls<Fault, Request> {
  /** The next `times` calls meet this fault. */
  inject(fault: Fault, times?: number): void;
  readonly requests: readonly Request[];
  close(): Promise<void>;
}

export interface StandIn extends StandInControls<StandInFault, StandInRequest> {
  origin: string;
}

/** Faults for the next calls: `inject` queues one for the next `times` calls, `next` takes the next call's. */
export function faultQueue<Fault>(): Pick<StandInControls<Fault, unknown>, 'inject'> & { next(): Fault | undefined } {
  const faults: Fault[] = [];
  return {
    inject(fault, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push(fault);
    },
    next: () => faults.shift(),
  };
}

/** Serves on a free port of 127.0.0.1 (or the one given); `close` ends open connections too, so a hanging call does not hold it. */
export async function serveOnLoopback(server: Server, wantedPort = 0): Promise<{ origin: string; close(): Promise<void> }> {
  const port = await listen(server, wantedPort, '127.0.0.1');
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startStandIn(handle: (call: StandInCall) => StandInAnswer): Promise<StandIn> {
  const faults = faultQueue<StandInFault>();
  const requests: StandInRequest[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in.test');
      const method = request.method ?? 'GET';
      const text = Buffer.concat(chunks).toString();
      const fault = faults.next() ?? null;
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: parseJson(text),
        fault: fault?.kind ?? null,
      });
      if (fault?.kind === 'hang') return;
      if (fault?.kind === 'status') {
        const headers = { ...fault.headers, ...(fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter }) };
        response.writeHead(fault.status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(fault.body ?? {}));
        return;
      }
      const answer = handle({ method, url, headers: request.headers, text });
      if (fault?.kind === 'drop') return void request.socket.destroy();
      const body = JSON.stringify(answer.body);
      response
        .writeHead(fault?.kind === 'malformed' ? 200 : answer.status, { 'Content-Type': 'application/json', ...answer.headers })
        .end(fault?.kind === 'malformed' ? body.slice(0, -1) : body);
    });
  });
  const { origin, close } = await serveOnLoopback(server);
  return { origin, inject: faults.inject, requests, close };
}

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Letters and digits, lower case: how the stand-ins compare names and cities. */
export function letters(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function digits(text: string): string {
  return text.replace(/\D/g, '').slice(-10);
}

/** '201 Lincoln Square' and '201 Lincoln Sq.' are one street. */
export function street(text: string): string {
  const short: Record<string, string> = { street: 'st', avenue: 'ave', drive: 'dr', square: 'sq', road: 'rd', boulevard: 'blvd' };
  return letters(text.toLowerCase().replace(/\b[a-z]+\b/g, (word) => short[word] ?? word));
}
