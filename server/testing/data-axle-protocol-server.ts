import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from '../http/listen';
import type { FailureBody, FailureErrors } from '../providers/data-axle/failure-message';
import {
  LISTINGS_BATCH_LIMIT,
  REQUIRED_COLUMNS,
  SUBMISSION_TYPES,
  type SubmissionsAnswer,
  type SubmissionStatusAnswer,
} from '../providers/data-axle/listings-protocol';

/*
 * A local stand-in for Data Axle that speaks its protocol, for the client's tests:
 *   POST /v2/places/match        Places Match v2 (documented): canned places, deterministic scores
 *   GET  /v1/places/search       Places Search (documented): {count, documents}
 *   POST /api/1/submissions      Local Listings Premium: the request as documented, the answer as
 *   GET  /api/1/submissions/:id  assumed in server/providers/data-axle/listings-protocol.ts
 * Every call needs the X-AUTH-TOKEN (401 otherwise) and a POST a JSON Content-Type (415); bodies are
 * validated (400 with the documented {result: 'failure', errors} body). Tests inject faults into the
 * next calls, or into a share of all calls at random, and read what arrived, e.g. every submission
 * row, to prove an add is never sent twice. An update (U) of a location it has no add for creates it,
 * as an upsert: assumed, like the answer's shape.
 */

export type InjectedFault =
  /**
   * Answers with this status (429 with Retry-After, 500, 503, a 4xx) before handling the call, or
   * after it, as a service failing on its way out does.
   */
  | { kind: 'status'; status: number; retryAfter?: string; body?: unknown; afterHandling?: boolean }
  /** Never answers, so the client has to time out; after handling it, the call did land. */
  | { kind: 'hang'; afterHandling?: boolean }
  /** Handles the call, then answers 200 with JSON cut short. */
  | { kind: 'malformed' }
  /** Handles the call, then closes the connection without answering: a lost answer. */
  | { kind: 'drop' };

export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  fault: InjectedFault['kind'] | null;
  /** Whether the call was carried out, whatever was answered. */
  handled: boolean;
}

/** One submission row as it arrived (handled: faults that answer first never get here). */
export interface ReceivedSubmissionRow {
  /** Null when the row was refused. */
  submissionId: string | null;
  type: unknown;
  clientLocationId: unknown;
  companyName: unknown;
}

export interface DataAxleTestPlace {
  infogroup_id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
  [attribute: string]: string | number;
}

/** The places the server knows, in the attribute names the client assumes (see places-match.ts). */
export const DATA_AXLE_TEST_PLACES: readonly DataAxleTestPlace[] = [
  {
    infogroup_id: '404501993',
    name: 'Roadhouse Diner',
    street: '405 Memorial Drive',
    city: 'Plano',
    state: 'TX',
    postal_code: '75074',
    phone: '(206) 405-9181',
    location_employee_count: '24',
    location_sales_volume: 1450000,
    year_established: '1998',
    facebook_url: 'https://www.facebook.com/roadhousediner',
    instagram_url: 'https://www.instagram.com/roadhousediner',
  },
  {
    infogroup_id: '939010853',
    name: "Joe's Cafe",
    street: '12 Market St',
    city: 'St. Louis',
    state: 'MO',
    postal_code: '63101',
    phone: '314-555-0100',
    corporate_employee_count: 8,
    corporate_sales_revenue: '420000',
  },
];

export interface DataAxleProtocolServer {
  apiKey: string;
  platformUrl: string;
  listingsUrl: string;
  /** The next `times` calls meet this fault. */
  inject(fault: InjectedFault, times?: number): void;
  /** From now on, each call without an injected fault meets one of `faults` with probability `rate`. */
  failAtRandom(options: { rate: number; faults: readonly InjectedFault[]; random: () => number }): void;
  /** Answers scores as numbers, the way Match v1 does, instead of v2's strings. */
  answerScoresAsNumbers(): void;
  /** What the status endpoint answers for a submission from now on. */
  setSubmissionStatus(id: string, status: Omit<SubmissionStatusAnswer, 'id'>): void;
  readonly requests: readonly ReceivedRequest[];
  readonly submissionRows: readonly ReceivedSubmissionRow[];
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

const DEFAULT_MATCH_FIELDS = ['name', 'street', 'city', 'state', 'postal_code'];
/** Match v2's default. */
const DEFAULT_MINIMUM_SCORE = 0.85;

export async function startDataAxleProtocolServer(options: { apiKey?: string } = {}): Promise<DataAxleProtocolServer> {
  const apiKey = options.apiKey ?? 'data-axle-test-token';
  const faults: InjectedFault[] = [];
  const requests: ReceivedRequest[] = [];
  const submissionRows: ReceivedSubmissionRow[] = [];
  const statuses = new Map<string, Omit<SubmissionStatusAnswer, 'id'>>();
  let scoresAsNumbers = false;
  let randomFaults: { rate: number; faults: readonly InjectedFault[]; random: () => number } | null = null;

  function nextFault(): InjectedFault | null {
    const injected = faults.shift();
    if (injected) return injected;
    if (!randomFaults || randomFaults.random() >= randomFaults.rate) return null;
    return randomFaults.faults[Math.floor(randomFaults.random() * randomFaults.faults.length)] ?? null;
  }

  function handle(method: string, url: URL, request: IncomingMessage, text: string): Answer {
    const token = request.headers['x-auth-token'];
    // Echoes the token, as careless services do: the client must never show it.
    if (token !== apiKey) return failure(401, { 'X-AUTH-TOKEN': [`${String(token)} is not a valid token`] });
    if (method === 'POST' && !request.headers['content-type']?.startsWith('application/json')) {
      return failure(415, { 'Content-Type': ['must be application/json'] });
    }
    if (method === 'GET' && url.pathname === '/v1/places/search') return search(url);
    const submission = /^\/api\/1\/submissions\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && submission) return submissionStatus(decodeURIComponent(submission[1]!));
    if (method !== 'POST') return notFound();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return failure(400, { body: ['is not JSON'] });
    }
    if (url.pathname === '/v2/places/match') return match(body);
    if (url.pathname === '/api/1/submissions') return submit(body);
    return notFound();
  }

  function match(body: unknown): Answer {
    if (!isObject(body) || !isObject(body.identifiers)) return failure(400, { identifiers: ['must be an object'] });
    const { identifiers, minimum_match_score: minimum = DEFAULT_MINIMUM_SCORE, fields = DEFAULT_MATCH_FIELDS } = body;
    if (typeof identifiers.name !== 'string' && typeof identifiers.phone !== 'string') {
      return failure(400, { identifiers: ['must include a name or a phone'] });
    }
    if (typeof minimum !== 'number' || minimum < 0 || minimum > 1) {
      return failure(400, { minimum_match_score: ['must be between 0 and 1'] });
    }
    if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) {
      return failure(400, { fields: ['must list field names'] });
    }
    const best = DATA_AXLE_TEST_PLACES.map((place) => ({ place, ...placeScore(place, identifiers) }))
      .filter(({ score }) => score >= minimum)
      .sort((a, b) => b.score - a.score)[0];
    if (!best) return { status: 200, body: { document: null } };
    const returned = fields.filter((field) => field in best.place);
    const attributes = Object.fromEntries(returned.map((field) => [field, best.place[field]]));
    return {
      status: 200,
      body: {
        document: {
          infogroup_id: best.place.infogroup_id,
          rules: best.rules,
          score: scoresAsNumbers ? best.score : best.score.toFixed(2),
          attributes,
        },
      },
    };
  }

  function search(url: URL): Answer {
    const limit = Number(url.searchParams.get('limit') ?? '10');
    if (!Number.isInteger(limit) || limit < 1 || limit > 400) return failure(400, { limit: ['must be 1 to 400'] });
    const documents = DATA_AXLE_TEST_PLACES.slice(0, limit).map(({ infogroup_id, name, city, state }) => ({
      id: infogroup_id,
      name,
      city,
      state,
    }));
    return { status: 200, body: { count: DATA_AXLE_TEST_PLACES.length, documents } };
  }

  function submit(body: unknown): Answer {
    if (!isObject(body) || !Array.isArray(body.submissions)) return failure(400, { submissions: ['must be a list'] });
    const rows: unknown[] = body.submissions;
    if (rows.length === 0 || rows.length > LISTINGS_BATCH_LIMIT) {
      return failure(400, { submissions: [`must hold 1 to ${LISTINGS_BATCH_LIMIT} rows`] });
    }
    const answer: SubmissionsAnswer = {
      submissions: rows.map((row) => {
        const errors = rowErrors(row);
        const submissionId = errors ? null : `llp_${String(submissionRows.length + 1).padStart(6, '0')}`;
        const fields = isObject(row) ? row : {};
        submissionRows.push({
          submissionId,
          type: fields['Submission Type'],
          clientLocationId: fields['Client Location ID'],
          companyName: fields['Company Name'],
        });
        if (!submissionId) return { id: null, status: 'failed', errors: errors ?? {} };
        statuses.set(submissionId, { status: 'pending' });
        return { id: submissionId, status: 'pending' };
      }),
    };
    return { status: 200, body: answer };
  }

  function submissionStatus(id: string): Answer {
    const status = statuses.get(id);
    return status ? { status: 200, body: { id, ...status } } : notFound();
  }

  function respond(response: ServerResponse, { status, body }: Answer, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://data-axle.test');
      const method = request.method ?? 'GET';
      const fault = nextFault();
      const idempotencyKey = request.headers['idempotency-key'];
      const handled = !fault || fault.kind === 'drop' || fault.kind === 'malformed' || fault.afterHandling === true;
      requests.push({
        method,
        path: url.pathname,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
        fault: fault?.kind ?? null,
        handled,
      });
      const answer = handled ? handle(method, url, request, Buffer.concat(chunks).toString()) : null;
      if (fault?.kind === 'hang') return;
      if (fault?.kind === 'status') {
        const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
        return respond(response, { status: fault.status, body: fault.body ?? { result: 'failure', errors: {} } }, headers);
      }
      if (!answer) return;
      if (fault?.kind === 'drop') return request.socket.destroy();
      if (fault?.kind === 'malformed') {
        return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body).slice(0, -1));
      }
      respond(response, answer);
    });
  });
  const port = await listen(server, 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;

  return {
    apiKey,
    platformUrl: origin,
    listingsUrl: `${origin}/api/1`,
    inject(fault, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push(fault);
    },
    failAtRandom(options) {
      randomFaults = options;
    },
    answerScoresAsNumbers() {
      scoresAsNumbers = true;
    },
    setSubmissionStatus(id, status) {
      statuses.set(id, status);
    },
    requests,
    submissionRows,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Deterministic scores by which identifiers agree. */
const RULE_SCORES: Record<string, number> = {
  'name+address+phone': 0.97,
  'name+phone': 0.93,
  'name+address': 0.9,
  'address+phone': 0.8,
  phone: 0.72,
  name: 0.6,
  address: 0.55,
};

/** A name alone counts only in the same city. */
function placeScore(place: DataAxleTestPlace, identifiers: Record<string, unknown>): { score: number; rules: string[] } {
  const same = (given: unknown, known: string, normalise: (text: string) => string) =>
    typeof given === 'string' && given !== '' && normalise(given) === normalise(known);
  const name = same(identifiers.name, place.name, letters);
  const address = same(identifiers.street, place.street, street) && same(identifiers.postal_code, place.postal_code, digits);
  const phone = same(identifiers.phone, place.phone, digits);
  const rules = [name && 'name', address && 'address', phone && 'phone'].filter((rule): rule is string => !!rule);
  const key = rules.join('+');
  if (key === 'name' && !same(identifiers.city, place.city, letters)) return { score: 0, rules };
  return { score: RULE_SCORES[key] ?? 0, rules };
}

function letters(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function digits(text: string): string {
  return text.replace(/\D/g, '').slice(-10);
}

/** "405 Memorial Drive" and "405 Memorial Dr." are one street. */
function street(text: string): string {
  return letters(text.toLowerCase().replace(/\b(street|st)\b/g, 'st').replace(/\b(drive|dr)\b/g, 'dr').replace(/\b(avenue|ave)\b/g, 'ave'));
}

function rowErrors(row: unknown): FailureErrors | null {
  if (!isObject(row)) return { row: ['must be an object'] };
  const errors: FailureErrors = {};
  for (const column of REQUIRED_COLUMNS) {
    const value = row[column];
    if (typeof value !== 'string' || value.trim() === '') errors[column] = ["can't be blank"];
  }
  const type = row['Submission Type'];
  if (typeof type === 'string' && type !== '' && !(SUBMISSION_TYPES as readonly string[]).includes(type)) {
    errors['Submission Type'] = ['must be A, U, R or D'];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function failure(status: number, errors: FailureErrors): Answer {
  const body: FailureBody = { result: 'failure', errors };
  return { status, body };
}

function notFound(): Answer {
  return failure(404, { path: ['not found'] });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
