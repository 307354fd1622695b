import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReportDelivery } from '../../shared/contract/reports';
import { TOO_MANY_REQUESTS } from '../services/infrastructure/rate-limiter';
import { createSessionedAccount, type TestAccount } from '../testing/accounts';
import { startMailCapture, type CapturedMail, type MailCapture } from '../testing/mail-capture';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// Attacks on the platform's mail: each replays a way to make it mail strangers at will, and checks
// the stranger gets no report unasked and that loops stop at the limits (429 with the usual message).

type ErrorBody = { message: string; code?: string };
type LinkBody = { organizationName: string; email: string; status: string } & ErrorBody;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** For the loops that mail a hundred messages through the SMTP server one by one. */
const LONG_MS = 60_000;
const CONFIRM_SUBJECT = 'Do you want to receive reports by email?';
const INVALID_LINK = 'This link is invalid, was already used or has expired. The link in the latest email you received works.';

describe.each(DIALECTS)('mail to strangers on %s', (dialect) => {
  let now = new Date('2026-05-04T09:00:00.000Z');
  let server: TestServer;
  let mail: MailCapture;
  let batch = 0;

  /** Addresses nobody asked for, new each time. */
  const strangers = (count: number) => {
    batch += 1;
    return Array.from({ length: count }, (_, i) => `stranger${batch}-${i}-${dialect}@example.net`);
  };
  const mailTo = (address: string): CapturedMail[] => mail.messages.filter((message) => message.to.includes(address));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const recipientLink = (message: CapturedMail) => message.links.find((link) => link.includes('/report-recipients?token='))!;

  /** An owner of a new organization with room for many members, signed in there. */
  const owner = async () => {
    const account = await createSessionedAccount(server, { now, expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
    await server.database.repositories.organizations.update(account.organizationId, { maxUsers: 500, name: 'Buy cheap watches at spam.example' });
    return account;
  };
  const sendReport = (account: TestAccount, recipients: string[]) =>
    server.request<ReportDelivery & ErrorBody>('POST', '/api/reports/send', { token: account.token, body: { recipients, period: 'monthly' } });
  const answerLink = (action: 'preview' | 'confirm' | 'decline', token: string) =>
    server.request<LinkBody>('POST', `/api/reports/recipients/${action}`, { body: { token } });

  beforeAll(async () => {
    mail = await startMailCapture();
    server = await startTestServer(dialect, { clock: () => now, smtp: { url: mail.url, from: 'Citewise <no-reply@example.com>' } });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });
  beforeEach(() => {
    // Each test starts in an hour of its own, so the hourly counts of one do not reach the next.
    now = new Date(now.getTime() + 2 * DAY_MS);
  });

  it('mails 20 strangers no report, only one request to confirm each, and stops a loop at the limits', async () => {
    const attacker = await owner();
    const first = strangers(20);
    const sent = await sendReport(attacker, first);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ sentTo: [], askedToConfirm: first, declined: [] });
    for (const address of first) {
      const messages = mailTo(address);
      expect(messages.map((message) => message.subject)).toEqual([CONFIRM_SUBJECT]);
      // The organization's name, which anyone may choose, is not the subject, and nothing is attached.
      expect(messages[0]!.attachments).toEqual([]);
    }

    // Asked already: sending again mails them nothing more.
    const again = await sendReport(attacker, first);
    expect(again.body).toEqual({ sentTo: [], askedToConfirm: first, declined: [] });
    expect(first.flatMap(mailTo)).toHaveLength(20);

    // New strangers each time: the person's hourly budget (40) ends the loop, before any mail of the refused call.
    const second = strangers(20);
    expect((await sendReport(attacker, second)).status).toBe(200);
    const third = strangers(20);
    const refused = await sendReport(attacker, third);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_REQUESTS, code: 'RATE_LIMITED' });
    expect(third.flatMap(mailTo)).toEqual([]);

    // Hour after hour, the organization's daily budget (100) ends it, whoever of its admins sends.
    const later = [strangers(20), strangers(20), strangers(20)];
    now = new Date(now.getTime() + HOUR_MS);
    expect((await sendReport(attacker, later[0]!)).status).toBe(200);
    expect((await sendReport(attacker, later[1]!)).status).toBe(200);
    now = new Date(now.getTime() + HOUR_MS);
    const colleague = await createSessionedAccount(server, {
      role: 'admin',
      organizationId: attacker.organizationId,
      now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    });
    expect((await sendReport(colleague, later[2]!)).status).toBe(200);
    const overDay = strangers(20);
    const refusedDay = await sendReport(colleague, overDay);
    expect(refusedDay.status).toBe(429);
    expect(refusedDay.body.message).toBe(TOO_MANY_REQUESTS);
    expect(overDay.flatMap(mailTo)).toEqual([]);

    const reached = [first, second, ...later].flat().flatMap(mailTo);
    expect(reached).toHaveLength(100);
    expect(reached.every((message) => message.subject === CONFIRM_SUBJECT && message.attachments.length === 0)).toBe(true);

    // The next day the organization may mail again.
    now = new Date(now.getTime() + DAY_MS);
    expect((await sendReport(colleague, strangers(1))).status).toBe(200);
  }, LONG_MS);

  it('sends the report to a member at once, and to an outside address only once it confirmed, with a way to stop', async () => {
    const sender = await owner();
    const member = await createSessionedAccount(server, { role: 'viewer', organizationId: sender.organizationId, now });
    const [client] = strangers(1) as [string];

    const sent = await sendReport(sender, [member.email, client]);
    expect(sent.body).toEqual({ sentTo: [member.email], askedToConfirm: [client], declined: [] });
    expect(mailTo(member.email).map((message) => message.attachments.map(({ contentType }) => contentType))).toEqual([['application/pdf']]);
    const [request] = mailTo(client);
    expect(request?.subject).toBe(CONFIRM_SUBJECT);
    const token = tokenOf(recipientLink(request!));
    expect(recipientLink(request!).startsWith(`${server.baseUrl}/report-recipients?token=`)).toBe(true);

    // Opening the link's page reads it without using it.
    const preview = await answerLink('preview', token);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toEqual({ organizationName: 'Buy cheap watches at spam.example', email: client, status: 'pending' });
    const confirmed = await answerLink('confirm', token);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');

    const report = await sendReport(sender, [client]);
    expect(report.body).toEqual({ sentTo: [client], askedToConfirm: [], declined: [] });
    const delivered = mailTo(client).at(-1)!;
    expect(delivered.attachments.map(({ contentType }) => contentType)).toEqual(['application/pdf']);
    expect(delivered.text).toContain('To stop them, open');

    // The report's own link unsubscribes: the address gets nothing more and is not asked again.
    expect((await answerLink('decline', tokenOf(recipientLink(delivered)))).body.status).toBe('declined');
    const after = await sendReport(sender, [client]);
    expect(after.body).toEqual({ sentTo: [], askedToConfirm: [], declined: [client] });
    expect(mailTo(client)).toHaveLength(2);
  });

  it('takes a confirmation link once, and only for the organization that sent it', async () => {
    const first = await owner();
    const second = await owner();
    const [client] = strangers(1) as [string];
    await sendReport(first, [client]);
    await sendReport(second, [client]);
    const [fromFirst, fromSecond] = mailTo(client).map((message) => tokenOf(recipientLink(message)));
    expect(fromFirst).toBeDefined();
    expect(fromSecond).toBeDefined();

    expect((await answerLink('confirm', fromFirst!)).body).toMatchObject({ status: 'confirmed' });
    // Replayed: refused, whether to confirm or to decline.
    for (const action of ['confirm', 'decline', 'preview'] as const) {
      const replay = await answerLink(action, fromFirst!);
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({ message: INVALID_LINK, code: 'INVALID_TOKEN_LINK' });
    }

    // The first organization's confirmation does not let the second send: it still waits for its own answer.
    const fromOther = await sendReport(second, [client]);
    expect(fromOther.body).toEqual({ sentTo: [], askedToConfirm: [client], declined: [] });
    expect((await sendReport(first, [client])).body.sentTo).toEqual([client]);
    expect(mailTo(client).filter((message) => message.attachments.length > 0)).toHaveLength(1);

    // A made-up token confirms nothing anywhere.
    expect((await answerLink('confirm', 'x'.repeat(43))).status).toBe(400);
  });

  it('stops inviting the same address again and again, and inviting stranger after stranger', async () => {
    const inviter = await owner();
    const [target] = strangers(1) as [string];
    const invite = (email: string) =>
      server.request<{ invitation: { id: string } } & ErrorBody>('POST', '/api/organization/invitations', {
        token: inviter.token,
        body: { email, role: 'viewer' },
      });
    const withdraw = (id: string) => server.request('DELETE', `/api/organization/invitations/${id}`, { token: inviter.token });

    let refused: Awaited<ReturnType<typeof invite>> | undefined;
    for (let attempt = 0; attempt < 10 && !refused; attempt += 1) {
      const invited = await invite(target);
      if (invited.status === 429) refused = invited;
      else await withdraw(invited.body.invitation.id);
    }
    expect(refused?.body).toEqual({ message: TOO_MANY_REQUESTS, code: 'RATE_LIMITED' });
    expect(mailTo(target)).toHaveLength(5);

    now = new Date(now.getTime() + HOUR_MS);
    const invitees = strangers(41);
    const statuses: number[] = [];
    for (const email of invitees) {
      const invited = await invite(email);
      statuses.push(invited.status);
      if (invited.status === 201) await withdraw(invited.body.invitation.id);
    }
    expect(statuses.slice(0, 40).every((status) => status === 201)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect(mailTo(invitees[40]!)).toEqual([]);
  }, LONG_MS);

  it('stops a change-email loop per account and per recipient', async () => {
    const changeEmail = (account: TestAccount, email: string) =>
      server.request<ErrorBody>('POST', '/api/auth/change-email', { token: account.token, body: { email } });

    const looper = await owner();
    const targets = strangers(6);
    const statuses = [];
    for (const email of targets) statuses.push((await changeEmail(looper, email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(targets.flatMap(mailTo)).toHaveLength(5);

    // Several accounts aiming at one inbox share its limit.
    const [victim] = strangers(1) as [string];
    const aimed = [];
    for (let account = 0; account < 3; account += 1) {
      const someone = await owner();
      for (let attempt = 0; attempt < 2; attempt += 1) aimed.push(await changeEmail(someone, victim));
    }
    expect(aimed.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(aimed.at(-1)?.body.message).toBe(TOO_MANY_REQUESTS);
    expect(mailTo(victim)).toHaveLength(5);
  });

  it('keeps a scheduled report to the same rule: strangers are asked once and never sent the report', async () => {
    const sender = await owner();
    const targets = strangers(19);
    const saved = await server.request('PUT', '/api/reports/schedule', {
      token: sender.token,
      body: { enabled: true, frequency: 'weekly', recipients: [sender.email, ...targets] },
    });
    expect(saved.status, saved.text).toBe(200);
    for (let week = 0; week < 3; week += 1) {
      now = new Date(now.getTime() + 7 * DAY_MS);
      await server.scheduler.tick();
    }
    expect(mailTo(sender.email).filter((message) => message.attachments.length > 0)).toHaveLength(3);
    for (const address of targets) expect(mailTo(address).map((message) => message.subject)).toEqual([CONFIRM_SUBJECT]);
  });
});
