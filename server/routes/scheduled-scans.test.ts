import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitationIssue, CitationSchedule, CitationScan } from '../../shared/contract/citations';
import type { ActivityItem } from '../../shared/contract/dashboard';
import type { Batch, IntegrationStatus } from '../../shared/contract/provider';
import { createTestBusiness } from '../testing/businesses';
import { startMailCapture, type MailCapture } from '../testing/mail-capture';
import { scriptedCitations } from '../testing/scripted-citations';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The directory the test breaks and fixes; every other one cites the profile as it is. */
const SCRIPTED_DIRECTORY = 'yelp';
const WRONG_PHONE = '(217) 555-0199';
const BROKEN = { [SCRIPTED_DIRECTORY]: [{ phone: WRONG_PHONE }] };
const FIXED = {};

describe.each(DIALECTS)('scheduled citation rescans through the API on %s', (dialect) => {
  let server: TestServer;
  let mail: MailCapture;
  let now = new Date('2026-04-06T08:00:00.000Z');
  const scripted = scriptedCitations({ clock: () => now, unscripted: 'asProfile' });
  const email = `owner-scheduled-${dialect}@example.com`;
  let token: string;

  const get = async <T>(path: string) => {
    const response = await server.request<T>('GET', path, { token });
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${response.text}`);
    return response.body;
  };
  const moveDays = (days: number) => {
    now = new Date(now.getTime() + days * DAY_MS);
  };
  const scanBatchIds = async () =>
    (await get<{ batches: Batch[] }>('/api/data-axle/batches?limit=50')).batches.filter((batch) => batch.kind === 'scan').map((batch) => batch.id);

  /** Runs a round of scheduled scans and follows the batch it started, as the screen does, until it is done. */
  async function scheduledRound(): Promise<Batch> {
    const before = await scanBatchIds();
    await server.scheduler.tick();
    const started = (await scanBatchIds()).filter((id) => !before.includes(id));
    expect(started).toHaveLength(1);
    for (let look = 0; look < 2000; look++) {
      const { batch } = await get<{ batch: Batch }>(`/api/data-axle/batches/${started[0]}`);
      if (batch.status === 'completed' || batch.status === 'failed') return batch;
    }
    throw new Error(`Batch ${started[0]} did not finish`);
  }

  const scriptedIssue = async (businessId: string) => {
    const { issues } = await get<{ issues: CitationIssue[] }>(`/api/citation-issues?businessId=${businessId}&status=all`);
    return issues.filter((issue) => issue.platform === SCRIPTED_DIRECTORY);
  };

  /** Registers the organization's owner through the emailed verification link, and signs in. */
  async function signUpOwner(): Promise<string> {
    const registered = await server.request('POST', '/api/auth/register', {
      body: { name: 'Olive Owner', email, password: 'correct horse', role: 'business' },
    });
    expect(registered.status).toBe(201);
    const link = (await mail.waitFor(email, /verify your email/i)).links.find((l) => l.includes('/verify-email?token='))!;
    const verified = await server.request('POST', '/api/auth/verify-email', { body: { token: new URL(link).searchParams.get('token') } });
    expect(verified.status).toBe(200);
    const login = await server.request<{ token: string }>('POST', '/api/auth/login', { body: { email, password: 'correct horse' } });
    expect(login.status).toBe(200);
    return login.body.token;
  }

  beforeAll(async () => {
    mail = await startMailCapture();
    server = await startTestServer(dialect, {
      clock: () => now,
      provider: scripted.provider,
      smtp: { url: mail.url, from: 'no-reply@example.com' },
      // The test moves weeks ahead; the owner stays signed in.
      sessions: { idleMs: 365 * DAY_MS, maxMs: 365 * DAY_MS },
    });
    token = await signUpOwner();
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it('rescans weekly: a fixed citation is confirmed, and when it breaks again the owner hears of the regression', async () => {
    expect((await get<IntegrationStatus>('/api/data-axle/status')).features.citationScanning).toBe(true);
    const { schedule } = await get<{ schedule: CitationSchedule }>('/api/citations/schedule');
    expect(schedule).toMatchObject({ enabled: true, intervalDays: 7, lastScanAt: null });

    const business = await createTestBusiness(server, token);
    scripted.show(business.name, BROKEN);
    const manual = await server.request<{ scan: CitationScan }>('POST', `/api/businesses/${business.id}/scan-citations`, { token, body: {} });
    expect(manual.status).toBe(200);
    expect(manual.body.scan).toMatchObject({ trigger: 'manual', newIssues: 1, openIssues: 1 });
    expect(await scriptedIssue(business.id)).toMatchObject([
      { issueType: 'phone_mismatch', actualValue: WRONG_PHONE, resolved: false, regression: false },
    ]);
    // Not due yet: a round now starts nothing.
    const before = await scanBatchIds();
    await server.scheduler.tick();
    expect(await scanBatchIds()).toEqual(before);

    // The directory corrects the listing; the weekly rescan sees it fixed.
    scripted.show(business.name, FIXED);
    moveDays(7);
    expect(await scheduledRound()).toMatchObject({ status: 'completed', total: 1, succeeded: 1 });
    expect(await scriptedIssue(business.id)).toMatchObject([{ issueType: 'phone_mismatch', resolved: true, regression: false }]);
    const latest = await get<{ scan: CitationScan }>(`/api/businesses/${business.id}/citation-scan`);
    expect(latest.scan).toMatchObject({ trigger: 'scheduled', resolvedIssues: 1, openIssues: 0 });
    expect((await get<{ schedule: CitationSchedule }>('/api/citations/schedule')).schedule.lastScanAt).not.toBeNull();

    // It breaks again: the next weekly rescan reopens it as a regression.
    scripted.show(business.name, BROKEN);
    moveDays(7);
    expect(await scheduledRound()).toMatchObject({ status: 'completed', succeeded: 1 });
    expect(await scriptedIssue(business.id)).toMatchObject([
      { issueType: 'phone_mismatch', actualValue: WRONG_PHONE, resolved: false, resolvedAt: null, regression: true },
    ]);
    const { activity } = await get<{ activity: ActivityItem[] }>('/api/dashboard/activity?limit=50');
    expect(activity.some((item) => item.type === 'warning' && item.businessId === business.id)).toBe(true);
    const warned = await mail.waitFor(email, /came back/i);
    expect(warned.subject).toContain(business.name);
  });
});
