import type { ServiceHealth } from './resilience/resilient-json-client';
import { ProviderError, type BusinessDataProvider } from './provider';

/** A provider that can tell how it has been answering. */
export type MonitoredProvider = BusinessDataProvider & { health(): ServiceHealth };

export type SwitchingProvider = BusinessDataProvider & { health(): Promise<ServiceHealth> };

export const NO_KEY_MESSAGE = 'No Data Axle API key is configured';

/** The sandbox's submission ids (server/providers/sandbox/submission-id.ts). */
const SANDBOX_SUBMISSION = /^sb[xz]_/;

/** The sandbox, or a client never called, has nothing to report. */
const NO_FAILURES: ServiceHealth = { circuit: 'closed', lastError: null, lastErrorAt: null };

/**
 * The provider services talk to: each call goes to the environment the admin settings name at that
 * moment, the sandbox or Data Axle with the stored key. A client is kept while its key stays the same,
 * so its circuit breaker and health outlive single calls.
 */
export function createProviderSwitch(deps: {
  environment: () => Promise<'sandbox' | 'production'>;
  /** The decrypted Data Axle key, or undefined when none is stored. */
  apiKey: () => Promise<string | undefined>;
  sandbox: BusinessDataProvider;
  dataAxle: (apiKey: string) => MonitoredProvider;
}): SwitchingProvider {
  let cached: { apiKey: string; client: MonitoredProvider } | undefined;

  async function dataAxle(): Promise<MonitoredProvider | undefined> {
    const apiKey = await deps.apiKey();
    if (!apiKey) return undefined;
    if (cached?.apiKey !== apiKey) cached = { apiKey, client: deps.dataAxle(apiKey) };
    return cached.client;
  }

  async function current(): Promise<BusinessDataProvider> {
    if ((await deps.environment()) === 'sandbox') return deps.sandbox;
    const client = await dataAxle();
    if (!client) throw new ProviderError(NO_KEY_MESSAGE, false);
    return client;
  }

  return {
    directories: async () => (await current()).directories(),
    submit: async (business, directories, options) => (await current()).submit(business, directories, options),
    // A submission is asked about where it was made, whatever the environment is now.
    submissionStatus: async (submissionId) =>
      (SANDBOX_SUBMISSION.test(submissionId) ? deps.sandbox : await current()).submissionStatus(submissionId),
    match: async (business, options) => (await current()).match(business, options),
    analytics: async (business, period, until) => (await current()).analytics(business, period, until),
    citations: async (business, directories) => (await current()).citations(business, directories),
    checkCredentials: async () => (await current()).checkCredentials(),
    async health() {
      if ((await deps.environment()) === 'sandbox') return NO_FAILURES;
      return (await dataAxle())?.health() ?? NO_FAILURES;
    },
  };
}
