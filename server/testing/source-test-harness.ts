import { afterEach, beforeEach, expect } from 'vitest';
import type { CitationSource } from '../citations/sources/citation-source';
import type { KeyedSourceOptions } from '../citations/sources/keyed-source-client';
import { ProviderError, type ProviderBusiness } from '../providers/provider';
import type { StandIn } from './protocol-stand-in';

// What the tests of clients against a local stand-in share: a fresh stand-in for every test, a clock
// that stands still, fixed jitter and waits that are only recorded, and failures that must be
// ProviderErrors; put together for the keyed citation sources (Yelp, Foursquare, Google Places).

/** Where the sources' clock stands. */
const TEST_START = new Date('2025-03-01T12:00:00Z');

/** Starts a stand-in before each test and closes it after; the accessor answers the running test's. */
function useStandIn<Server extends { close(): Promise<void> }>(start: () => Promise<Server>): () => Server {
  let server: Server | undefined;
  beforeEach(async () => {
    server = await start();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('The stand-in runs only while a test does');
    return server;
  };
}

/** Awaits the promise's rejection and answers it, failing the test unless it is a ProviderError. */
export async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/**
 * A keyed source (Yelp, Foursquare, Google Places) against its stand-in, started afresh for each
 * test: `connect` makes the source with the key, the stand-in's origin, the still clock, jitter fixed
 * at the middle and a sleep that only records (overrides win), and answers it with the waits it
 * asked for; `lookUp` looks a business up with no known URLs; `server` answers the running test's stand-in.
 */
export function useKeyedSourceHarness<Options extends KeyedSourceOptions, Source extends Pick<CitationSource, 'lookUp'>, Server extends StandIn>(setup: {
  apiKey: string;
  start: () => Promise<Server>;
  create: (options: Options) => Source;
  /** Whom lookUp looks up unless told another. */
  business: ProviderBusiness;
}) {
  const server = useStandIn(setup.start);

  function connect(overrides: Partial<Options> = {}): { source: Source; waits: number[] } {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const source = setup.create({ apiKey: setup.apiKey, baseUrl: server().origin, clock: () => TEST_START, random: () => 0.5, sleep, ...overrides } as Options);
    return { source, waits };
  }

  const lookUp = (source: Source, business: ProviderBusiness = setup.business) => source.lookUp(business, { knownUrls: [] });

  return { server, connect, lookUp };
}
