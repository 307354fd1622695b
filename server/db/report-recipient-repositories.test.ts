import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithBusinesses } from '../testing/batch-fixtures';
import { DIALECTS, openTestDatabase } from '../testing/test-databases';
import type { Database, Repositories } from './repositories';

const T = new Date(Date.UTC(2026, 2, 2, 7));
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);
let n = 0;
const tokenOf = () => `token-${++n}`.padEnd(64, '0');

describe.each(DIALECTS)('report recipient repository on %s', (dialect) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    repos = database.repositories;
  });
  afterAll(async () => {
    await database?.close();
  });

  const organization = async () => (await organizationWithBusinesses(repos, 0)).organizationId;
  const ask = (organizationId: string, email: string, token: string, now = T) =>
    repos.reportRecipients.request({ organizationId, email, token, expiresAt: minutes(60), now });

  it('asks an address once while its request is live, and again only once it expired unanswered', async () => {
    const organizationId = await organization();
    const first = tokenOf();
    expect(await ask(organizationId, 'ana@example.com', first)).toBe(true);
    expect(await ask(organizationId, 'ana@example.com', tokenOf(), minutes(30))).toBe(false);
    expect(await repos.reportRecipients.findByToken(first, minutes(30))).toMatchObject({ email: 'ana@example.com', status: 'pending' });

    const second = tokenOf();
    expect(await repos.reportRecipients.request({ organizationId, email: 'ana@example.com', token: second, expiresAt: minutes(200), now: minutes(60) })).toBe(true);
    expect(await repos.reportRecipients.findByToken(first, minutes(60))).toBeUndefined();
    expect(await repos.reportRecipients.findByToken(second, minutes(60))).toMatchObject({ requestedAt: minutes(60), tokenExpiresAt: minutes(200) });
  });

  it('confirms with a live token once, and never asks an address that answered', async () => {
    const organizationId = await organization();
    const token = tokenOf();
    await ask(organizationId, 'ben@example.com', token);
    expect(await repos.reportRecipients.answer(token, 'confirmed', minutes(61))).toBeUndefined();
    const confirmed = await repos.reportRecipients.answer(token, 'confirmed', minutes(1));
    expect(confirmed).toMatchObject({ organizationId, email: 'ben@example.com', status: 'confirmed', token: null, tokenExpiresAt: null, answeredAt: minutes(1) });
    expect(await repos.reportRecipients.answer(token, 'confirmed', minutes(2))).toBeUndefined();
    expect(await repos.reportRecipients.answer(token, 'declined', minutes(2))).toBeUndefined();
    expect(await ask(organizationId, 'ben@example.com', tokenOf(), minutes(500))).toBe(false);
    expect((await repos.reportRecipients.find(organizationId, ['ben@example.com', 'nobody@example.com'])).map((row) => row.status)).toEqual(['confirmed']);
  });

  it('unsubscribes a confirmed address with its latest token, and confirms nothing declined', async () => {
    const organizationId = await organization();
    const asked = tokenOf();
    await ask(organizationId, 'cy@example.com', asked);
    await repos.reportRecipients.answer(asked, 'confirmed', minutes(1));

    const older = tokenOf();
    const latest = tokenOf();
    expect(await repos.reportRecipients.setToken({ organizationId, email: 'cy@example.com', token: older, expiresAt: minutes(100) })).toBe(true);
    expect(await repos.reportRecipients.setToken({ organizationId, email: 'cy@example.com', token: latest, expiresAt: minutes(100) })).toBe(true);
    expect(await repos.reportRecipients.answer(older, 'declined', minutes(2))).toBeUndefined();
    // A confirmed address's link only stops the reports.
    expect(await repos.reportRecipients.answer(latest, 'confirmed', minutes(2))).toBeUndefined();
    expect(await repos.reportRecipients.answer(latest, 'declined', minutes(2))).toMatchObject({ status: 'declined', token: null });
    expect(await repos.reportRecipients.setToken({ organizationId, email: 'cy@example.com', token: tokenOf(), expiresAt: minutes(100) })).toBe(false);
  });

  it("keeps each organization's answers apart", async () => {
    const [first, second] = [await organization(), await organization()];
    const token = tokenOf();
    await ask(first, 'dee@example.com', token);
    await ask(second, 'dee@example.com', tokenOf());
    await repos.reportRecipients.answer(token, 'confirmed', minutes(1));
    expect((await repos.reportRecipients.find(first, ['dee@example.com']))[0]?.status).toBe('confirmed');
    expect((await repos.reportRecipients.find(second, ['dee@example.com']))[0]?.status).toBe('pending');
    expect(await repos.reportRecipients.find(second, [])).toEqual([]);
  });
});
