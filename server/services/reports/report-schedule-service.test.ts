import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../../../shared/contract/reports';
import type { Database, Repositories } from '../../db/repositories';
import { ApiError } from '../../http/api-error';
import type { OrganizationContext } from '../organizations/organization-context';
import { silentLogger, type Logger } from '../../logger';
import { createMailService, type MailService } from '../../mail/mail-service';
import type { AnalyticsPeriod } from '../../providers/provider';
import { organizationWithBusinesses } from '../../testing/batch-fixtures';
import { startMailCapture, type CapturedMail, type MailCapture } from '../../testing/mail-capture';
import { DIALECTS, openTestDatabase } from '../../testing/test-databases';
import { createRateLimiter } from '../infrastructure/rate-limiter';
import { createReportRecipientService } from './report-recipient-service';
import { createReportScheduleService } from './report-schedule-service';
import { hashSessionToken } from '../accounts/session-tokens';

const PUBLIC_URL = 'https://app.example.com';
/** A Wednesday; the next weekly send is Monday 2026-03-09 07:00 UTC, the next monthly one 2026-04-01 07:00 UTC. */
const START = new Date('2026-03-04T12:00:00.000Z');
const NEXT_MONDAY = new Date('2026-03-09T07:00:00.000Z');
const MONDAY_AFTER = new Date('2026-03-16T07:00:00.000Z');
const NEXT_FIRST = new Date('2026-04-01T07:00:00.000Z');
const FIRST_AFTER = new Date('2026-05-01T07:00:00.000Z');
const justBefore = (at: Date) => new Date(at.getTime() - 1);
/** Who sends now: their own budget of outside mail is counted. */
const SENDER = 'b0b0b0b0-0000-4000-8000-000000000001';

/** A tiny valid PDF: what the real renderer's bytes stand for here. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function reportOf(name: string, period: AnalyticsPeriod, at: Date): Report {
  const label = `${period[0]!.toUpperCase()}${period.slice(1)}`;
  return {
    title: `${label} report: ${name}`,
    scope: { kind: 'organization', businessId: null, name },
    period,
    from: new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString(),
    to: at.toISOString(),
    generatedAt: at.toISOString(),
    coverage: { totals: { published: 12, pending: 3, error: 1 }, byDirectory: [] },
    nap: { score: 87, series: [] },
    issues: { open: 4, opened: 2, resolved: 5, series: [] },
    enrichment: { enriched: 8, total: 10, rate: 80 },
    analytics: { totals: { views: 1234, searches: 567, clicks: 89, calls: 12, directionRequests: 3 }, series: [] },
    analyticsError: null,
    citationsSimulated: false,
    analyticsSimulated: false,
    analyticsSource: 'provider',
    analyticsImpressions: null,
  };
}

describe.each(DIALECTS)('scheduled report emails on %s', (dialect) => {
  let capture: MailCapture;
  let database: Database;
  let repos: Repositories;
  /** The fake clock every service of a test reads; tests move it. */
  let now: Date;
  /** Each report rendered: the organization and the period. */
  let rendered: { organizationId: string; period: AnalyticsPeriod }[];
  let failingOrganizationId: string | undefined;
  let errors: string[];

  const logger: Logger = { ...silentLogger, error: (message) => errors.push(message) };
  const capturingMail = (): MailService =>
    createMailService({
      fromEnvironment: { url: capture.url, from: 'Citewise <no-reply@citewise.local>' },
      settings: { value: async () => undefined },
      logger,
    });
  /** One server instance's service; several may share the database. */
  const instance = (mail = capturingMail()) => {
    const rateLimiter = createRateLimiter(repos.rateLimits, () => now);
    return createReportScheduleService({
      repositories: repos,
      pdf: async (context, period) => {
        if (context.organization.id === failingOrganizationId) throw new Error('renderer crashed');
        rendered.push({ organizationId: context.organization.id, period });
        return { report: reportOf('Blue Door Bakery', period, now), pdf: PDF, brandName: 'Acme Marketing' };
      },
      mail,
      recipients: createReportRecipientService({ repositories: repos, mail, rateLimiter, clock: () => now, publicUrl: PUBLIC_URL }),
      rateLimiter,
      publicUrl: PUBLIC_URL,
      clock: () => now,
      logger,
    });
  };
  /** Outside addresses that confirmed they want the organization's reports, as their links would record it. */
  const confirmed = async (organizationId: string, emails: readonly string[]) => {
    for (const email of emails) {
      const token = hashSessionToken(`confirm-${organizationId}-${email}`);
      await repos.reportRecipients.request({ organizationId, email, token, expiresAt: new Date(now.getTime() + 60_000), now });
      await repos.reportRecipients.answer(token, 'confirmed', now);
    }
  };
  const RECIPIENT_LINK = expect.stringMatching(/^https:\/\/app\.example\.com\/report-recipients\?token=[\w-]{43}$/);
  const contextOf = async (organizationId: string): Promise<OrganizationContext> => ({
    organization: (await repos.organizations.findById(organizationId))!,
    role: 'admin',
  });
  const mailTo = (address: string): CapturedMail[] => capture.messages.filter((message) => message.to.includes(address));

  beforeAll(async () => {
    capture = await startMailCapture();
  });
  afterAll(async () => {
    await capture?.close();
  });
  beforeEach(async () => {
    // A database per test: every round looks at every organization in it.
    database = await openTestDatabase(dialect);
    repos = database.repositories;
    now = START;
    rendered = [];
    failingOrganizationId = undefined;
    errors = [];
    capture.messages.length = 0;
  });
  afterEach(async () => {
    await database?.close();
  });

  it('reads a switched-off monthly schedule without recipients until one is saved', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    expect(await instance().get(organizationId)).toEqual({
      organizationId,
      enabled: false,
      frequency: 'monthly',
      recipients: [],
      nextSendAt: NEXT_FIRST,
      lastSentAt: null,
    });
    expect(await repos.reportSchedules.get(organizationId)).toBeUndefined();
  });

  it('emails the weekly PDF to each recipient when due, once, then again the next week', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    const recipients = ['ana@example.com', 'ben@example.com'];
    await confirmed(organizationId, recipients);
    expect(await service.update(organizationId, { enabled: true, frequency: 'weekly', recipients })).toMatchObject({ nextSendAt: NEXT_MONDAY });

    now = justBefore(NEXT_MONDAY);
    expect(await service.runDue()).toBe(0);
    expect(capture.messages).toEqual([]);

    now = NEXT_MONDAY;
    expect(await service.runDue()).toBe(1);
    expect(rendered).toEqual([{ organizationId, period: 'weekly' }]);
    expect(capture.messages.map((message) => message.to)).toEqual(recipients.map((address) => [address]));
    for (const message of capture.messages) {
      expect(message.subject).toBe('Weekly report: Blue Door Bakery · Acme Marketing');
      expect(message.text).toContain('12 live, 3 waiting, 1 refused');
      expect(message.text).toContain('NAP consistency: 87%');
      expect(message.text).toContain('1,234 views');
      expect(message.text).not.toContain('Citewise');
      // Confirmed outside addresses can stop the reports from the mail.
      expect(message.links).toEqual([RECIPIENT_LINK, `${PUBLIC_URL}/reports`]);
      expect(message.attachments).toHaveLength(1);
      const [attachment] = message.attachments;
      expect(attachment).toMatchObject({ filename: 'weekly-report-2026-03-09.pdf', contentType: 'application/pdf' });
      const bytes = Buffer.from(attachment!.base64, 'base64');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(new Uint8Array(bytes)).toEqual(PDF);
    }
    expect(await service.get(organizationId)).toMatchObject({ lastSentAt: NEXT_MONDAY, nextSendAt: MONDAY_AFTER });

    // Claimed: the same moment again sends nothing.
    expect(await service.runDue()).toBe(0);
    now = justBefore(MONDAY_AFTER);
    expect(await service.runDue()).toBe(0);
    expect(capture.messages).toHaveLength(2);
    now = MONDAY_AFTER;
    expect(await service.runDue()).toBe(1);
    expect(capture.messages).toHaveLength(4);
  });

  it('emails the monthly PDF on the 1st and moves on to the next month', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await confirmed(organizationId, ['ana@example.com']);
    await service.update(organizationId, { enabled: true, frequency: 'monthly', recipients: ['ana@example.com'] });
    now = NEXT_MONDAY;
    expect(await service.runDue()).toBe(0);
    now = NEXT_FIRST;
    expect(await service.runDue()).toBe(1);
    expect(rendered).toEqual([{ organizationId, period: 'monthly' }]);
    expect(mailTo('ana@example.com').map((message) => message.subject)).toEqual(['Monthly report: Blue Door Bakery · Acme Marketing']);
    expect(await service.get(organizationId)).toMatchObject({ lastSentAt: NEXT_FIRST, nextSendAt: FIRST_AFTER });
  });

  it('sends once when two instances run the same round at once', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const [first, second] = [instance(), instance()];
    await confirmed(organizationId, ['ana@example.com']);
    await first.update(organizationId, { enabled: true, frequency: 'weekly', recipients: ['ana@example.com'] });
    now = NEXT_MONDAY;
    const sent = await Promise.all([first.runDue(), second.runDue()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(rendered).toHaveLength(1);
    expect(mailTo('ana@example.com')).toHaveLength(1);
  });

  it('never sends a disabled schedule, and starts from the next period when switched on', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.update(organizationId, { enabled: false, frequency: 'weekly', recipients: ['ana@example.com'] });
    for (const at of [NEXT_MONDAY, MONDAY_AFTER, NEXT_FIRST]) {
      now = at;
      expect(await service.runDue()).toBe(0);
    }
    expect(capture.messages).toEqual([]);
    expect(await service.get(organizationId)).toMatchObject({ enabled: false, lastSentAt: null });

    // Switched on mid-week: no stale report at once, the next Monday's instead.
    now = new Date('2026-04-02T10:00:00.000Z');
    expect(await service.update(organizationId, { enabled: true, frequency: 'weekly', recipients: ['ana@example.com'] })).toMatchObject({
      nextSendAt: new Date('2026-04-06T07:00:00.000Z'),
    });
    expect(await service.runDue()).toBe(0);
  });

  it('keeps the send time when saved again at the same frequency, and moves it with a new frequency', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.update(organizationId, { enabled: true, frequency: 'weekly', recipients: ['ana@example.com'] });
    now = NEXT_MONDAY;
    expect(await service.update(organizationId, { enabled: true, frequency: 'weekly', recipients: ['ben@example.com'] })).toMatchObject({
      nextSendAt: NEXT_MONDAY,
      recipients: ['ben@example.com'],
    });
    expect(await service.update(organizationId, { enabled: true, frequency: 'monthly', recipients: ['ben@example.com'] })).toMatchObject({
      nextSendAt: NEXT_FIRST,
    });
    expect(await service.runDue()).toBe(0);
  });

  it('sends now to the recipients given, or else to the schedule’s, over the period asked', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    const context = await contextOf(organizationId);
    await confirmed(organizationId, ['cy@example.com', 'ana@example.com', 'ben@example.com']);
    expect(await service.sendNow(context, SENDER, { recipients: ['cy@example.com'], period: 'quarterly' })).toEqual({
      sentTo: ['cy@example.com'],
      askedToConfirm: [],
      declined: [],
    });
    expect(rendered).toEqual([{ organizationId, period: 'quarterly' }]);
    const [message] = mailTo('cy@example.com');
    expect(message?.subject).toBe('Quarterly report: Blue Door Bakery · Acme Marketing');
    expect(message?.attachments.map(({ contentType }) => contentType)).toEqual(['application/pdf']);

    await service.update(organizationId, { enabled: false, frequency: 'weekly', recipients: ['ana@example.com', 'ben@example.com'] });
    expect((await service.sendNow(context, SENDER, {})).sentTo).toEqual(['ana@example.com', 'ben@example.com']);
    expect(rendered.at(-1)).toEqual({ organizationId, period: 'weekly' });
    expect(mailTo('ana@example.com')).toHaveLength(1);
    expect(mailTo('ben@example.com')).toHaveLength(1);
    // Sending now leaves the schedule as it was.
    expect(await service.get(organizationId)).toMatchObject({ lastSentAt: null, nextSendAt: NEXT_MONDAY });
  });

  it('refuses to send now without recipients, or without mail set up', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const context = await contextOf(organizationId);
    await expect(instance().sendNow(context, SENDER, {})).rejects.toMatchObject({ status: 400, message: 'Add at least one recipient' });

    const unconfigured = createMailService({ fromEnvironment: undefined, settings: { value: async () => undefined }, logger });
    const refused = await instance(unconfigured)
      .sendNow(context, SENDER, { recipients: ['ana@example.com'] })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message: expect.stringContaining('Email is not set up') });
    expect(rendered).toEqual([]);
  });

  it("goes on with the other organizations when one's report fails", async () => {
    const failing = await organizationWithBusinesses(repos, 1);
    const working = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await confirmed(failing.organizationId, ['ana@example.com']);
    await confirmed(working.organizationId, ['ben@example.com']);
    await service.update(failing.organizationId, { enabled: true, frequency: 'weekly', recipients: ['ana@example.com'] });
    await service.update(working.organizationId, { enabled: true, frequency: 'weekly', recipients: ['ben@example.com'] });
    failingOrganizationId = failing.organizationId;
    now = NEXT_MONDAY;
    expect(await service.runDue()).toBe(1);
    expect(errors).toEqual([`Scheduled report of organization ${failing.organizationId} failed`]);
    expect(mailTo('ana@example.com')).toEqual([]);
    expect(mailTo('ben@example.com')).toHaveLength(1);
  });

  it('sends a scheduled report to members and confirmed addresses only; a new address is asked once instead', async () => {
    const { organizationId, ownerId } = await organizationWithBusinesses(repos, 1);
    const owner = (await repos.users.findById(ownerId))!.email;
    const service = instance();
    await confirmed(organizationId, ['ana@example.com']);
    await service.update(organizationId, { enabled: true, frequency: 'weekly', recipients: [owner, 'ana@example.com', 'stranger@example.com'] });

    now = NEXT_MONDAY;
    expect(await service.runDue()).toBe(1);
    expect(mailTo(owner).map((message) => message.subject)).toEqual(['Weekly report: Blue Door Bakery · Acme Marketing']);
    // A member leaves the organization's list instead of unsubscribing.
    expect(mailTo(owner)[0]!.links).toEqual([`${PUBLIC_URL}/reports`]);
    expect(mailTo('ana@example.com').map((message) => message.attachments.length)).toEqual([1]);
    const [request] = mailTo('stranger@example.com');
    expect(request?.subject).toBe('Do you want to receive reports by email?');
    expect(request?.attachments).toEqual([]);
    expect(request?.links).toEqual([RECIPIENT_LINK]);

    // Unanswered: the next week's report neither reaches nor asks the stranger again.
    now = MONDAY_AFTER;
    expect(await service.runDue()).toBe(1);
    expect(mailTo('stranger@example.com')).toHaveLength(1);
    expect(mailTo('ana@example.com')).toHaveLength(2);
  });

  it('leaves a paused organization alone', async () => {
    const { organizationId } = await organizationWithBusinesses(repos, 1);
    const service = instance();
    await service.update(organizationId, { enabled: true, frequency: 'weekly', recipients: ['ana@example.com'] });
    await repos.organizations.update(organizationId, { isActive: false });
    now = NEXT_MONDAY;
    expect(await service.runDue()).toBe(0);
    expect(capture.messages).toEqual([]);
  });
});
