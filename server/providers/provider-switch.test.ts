import { describe, expect, it } from 'vitest';
import { ProviderError, type BusinessDataProvider } from './provider';
import type { ServiceHealth } from './resilience/resilient-json-client';
import { createProviderSwitch, NO_KEY_MESSAGE, type MonitoredProvider } from './provider-switch';

/** A provider whose every call answers with its own name, so a test sees where a call went. */
function namedProvider(name: string): BusinessDataProvider {
  const refuse = () => Promise.reject(new Error(`${name} was not meant to be asked this`));
  return {
    directories: refuse,
    submit: refuse,
    submissionStatus: async (submissionId) => ({ submissionId: `${name}: ${submissionId}`, directories: [] }),
    match: refuse,
    analytics: refuse,
    citations: refuse,
    checkCredentials: async () => name,
  };
}

function setUp(initial: { environment: 'sandbox' | 'production'; apiKey?: string }) {
  const state = { ...initial };
  const built: string[] = [];
  const tripped: ServiceHealth = { circuit: 'open', lastError: 'Data Axle did not answer', lastErrorAt: new Date(0) };
  const provider = createProviderSwitch({
    environment: async () => state.environment,
    apiKey: async () => state.apiKey,
    sandbox: namedProvider('sandbox'),
    dataAxle: (apiKey): MonitoredProvider => {
      built.push(apiKey);
      return { ...namedProvider(`data axle with ${apiKey}`), health: () => tripped };
    },
  });
  return { state, built, provider, tripped };
}

describe('createProviderSwitch', () => {
  it('asks the sandbox in the sandbox environment, and says it never failed', async () => {
    const { provider, built } = setUp({ environment: 'sandbox', apiKey: 'key-one' });
    expect(await provider.checkCredentials()).toBe('sandbox');
    expect(await provider.health()).toEqual({ circuit: 'closed', lastError: null, lastErrorAt: null });
    expect(built).toEqual([]);
  });

  it('follows the settings at each call, keeping one Data Axle client per key', async () => {
    const { provider, built, state, tripped } = setUp({ environment: 'production', apiKey: 'key-one' });
    expect(await provider.checkCredentials()).toBe('data axle with key-one');
    expect(await provider.checkCredentials()).toBe('data axle with key-one');
    expect(await provider.health()).toBe(tripped);
    state.apiKey = 'key-two';
    expect(await provider.checkCredentials()).toBe('data axle with key-two');
    state.environment = 'sandbox';
    expect(await provider.checkCredentials()).toBe('sandbox');
    expect(built).toEqual(['key-one', 'key-two']);
  });

  it('refuses production calls without a key, with a message an admin can act on', async () => {
    const { provider } = setUp({ environment: 'production' });
    const refused = await provider.checkCredentials().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).message).toBe(NO_KEY_MESSAGE);
    expect(await provider.health()).toEqual({ circuit: 'closed', lastError: null, lastErrorAt: null });
  });

  it('asks about a submission where it was made, after the environment changed', async () => {
    const { provider } = setUp({ environment: 'production', apiKey: 'key-one' });
    expect((await provider.submissionStatus('sbz_abc')).submissionId).toBe('sandbox: sbz_abc');
    expect((await provider.submissionStatus('dax_abc')).submissionId).toBe('data axle with key-one: dax_abc');
  });
});
