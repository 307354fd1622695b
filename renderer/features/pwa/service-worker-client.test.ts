import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_CHECK_MS } from '../../../shared/domain/constants';
import type * as ClientModule from './service-worker-client';

// The registration's life with the browser's objects replaced: no offer on the first install, an
// offer for a build waiting behind the one in control, checks every minute, reload on consent only.

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly postMessage = vi.fn();

  install(): void {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());

  findUpdate(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

function fakeHost(registration: FakeRegistration, controlled: boolean) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration as unknown as ServiceWorkerRegistration)),
  });
  const checks: { callback: () => void; ms: number }[] = [];
  return {
    container,
    checks,
    reload: vi.fn(),
    setInterval: (callback: () => void, ms: number) => checks.push({ callback, ms }),
  };
}

let client: typeof ClientModule;

beforeEach(async () => {
  // The module keeps the waiting build; each test starts from a fresh copy.
  vi.resetModules();
  client = await import('./service-worker-client');
});

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole app and offers nothing on the first install', async () => {
    const registration = new FakeRegistration();
    const host = fakeHost(registration, false);
    await client.startServiceWorker(host);
    expect(host.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    registration.findUpdate().install();
    expect(client.isUpdateReady()).toBe(false);
  });

  it('carries on without a worker when the browser answers the registration with nothing', async () => {
    const host = fakeHost(new FakeRegistration(), true);
    host.container.register.mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    await expect(client.startServiceWorker(host)).resolves.toBeUndefined();
    expect(host.checks).toEqual([]);
    expect(client.isUpdateReady()).toBe(false);
  });

  it('offers a build already waiting behind the one in control', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    await client.startServiceWorker(fakeHost(registration, true));
    expect(client.isUpdateReady()).toBe(true);
  });

  it('offers a new build once it has installed, not while it installs', async () => {
    const registration = new FakeRegistration();
    await client.startServiceWorker(fakeHost(registration, true));
    const worker = registration.findUpdate();
    expect(client.isUpdateReady()).toBe(false);
    registration.waiting = worker;
    worker.install();
    expect(client.isUpdateReady()).toBe(true);
  });

  it('checks for a new build every 60 seconds, and a failed check is no error', async () => {
    const registration = new FakeRegistration();
    const host = fakeHost(registration, true);
    await client.startServiceWorker(host);
    expect(host.checks).toHaveLength(1);
    expect(host.checks[0]?.ms).toBe(SERVICE_WORKER_CHECK_MS);
    expect(SERVICE_WORKER_CHECK_MS).toBe(60_000);
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    host.checks[0]?.callback();
    host.checks[0]?.callback();
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('reloads only after the person accepted the update and the new build took control', async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const host = fakeHost(registration, true);
    await client.startServiceWorker(host);

    // Another tab's update taking control is no reason to reload this one.
    host.container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).not.toHaveBeenCalled();

    client.applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(host.reload).not.toHaveBeenCalled();
    host.container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the offer when the person chooses later', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    await client.startServiceWorker(fakeHost(registration, true));
    client.dismissUpdate();
    expect(client.isUpdateReady()).toBe(false);
  });

  it('leaves the app working when registration fails', async () => {
    const host = fakeHost(new FakeRegistration(), false);
    host.container.register.mockRejectedValueOnce(new DOMException('Blocked', 'SecurityError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client.startServiceWorker(host)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
