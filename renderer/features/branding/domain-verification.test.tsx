// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDetails } from '../../../shared/contract/organizations';
import { toast } from '../../lib/toast';
import { byTestId, click, jsonResponse, render, settle, typeInto, type Rendered } from '../../testing/dom';
import { useCurrentOrganization } from '../organization/queries';
import { BrandingForm } from './branding-form';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const RECORD_NAME = '_citewise-verify.listings.example.com';
const RECORD_VALUE = 'citewise-verification=0123456789abcdef0123456789abcdef01234567';
const VERIFY_PATH = '/api/organization/domain/verify';

function organization(overrides: Partial<OrganizationDetails> = {}): OrganizationDetails {
  return {
    id: '7d0c3f0e-7f55-4a47-9d6a-1d8c9d0e5a11',
    name: 'Harbor Digital',
    slug: 'harbor-digital',
    type: 'white_label',
    plan: 'partner',
    role: 'owner',
    isActive: true,
    customDomain: 'listings.example.com',
    domainVerification: { verifiedAt: null, recordType: 'TXT', recordName: RECORD_NAME, recordValue: RECORD_VALUE },
    logoUrl: null,
    primaryColor: null,
    secondaryColor: null,
    customCss: null,
    customCssProblem: null,
    partnerOrganizationId: null,
    limits: { maxBusinesses: 100, maxUsers: 25, allowedDirectories: [] },
    usage: { businesses: 0, users: 1, pendingInvitations: 0 },
    ...overrides,
  };
}

const verified = organization({
  domainVerification: { verifiedAt: '2025-03-01T12:00:00.000Z', recordType: 'TXT', recordName: RECORD_NAME, recordValue: RECORD_VALUE },
});

/** The settings screen's part: the branding form fed by the current organization's query. */
function BrandingScreen({ editable = true }: { editable?: boolean }) {
  const current = useCurrentOrganization();
  return current.data ? <BrandingForm organization={current.data} editable={editable} /> : null;
}

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const verifyCalls: string[] = [];

/** GET /api/organization answers `current`; the DNS check answers `check` (a response, or one the test releases). */
function serve(current: OrganizationDetails, check: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/organization' && method === 'GET') return jsonResponse(200, { organization: current });
    if (url === VERIFY_PATH && method === 'POST') {
      verifyCalls.push(method);
      return check();
    }
    if (url === '/api/branding') return jsonResponse(200, { brand: null });
    throw new Error(`Unexpected call ${method} ${String(url)}`);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  verifyCalls.length = 0;
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function renderScreen(editable = true) {
  rendered = await render(<BrandingScreen editable={editable} />);
  await settle();
  return byTestId(rendered.container, 'domain-verification');
}

const input = (panel: HTMLElement, testId: string) => byTestId(panel, testId) as HTMLInputElement;

describe('custom domain verification', () => {
  it('shows an unproven domain as not verified, with the TXT record to add as copyable text', async () => {
    serve(organization(), () => jsonResponse(200, { organization: verified }));
    const panel = await renderScreen();
    expect(panel.dataset.verified).toBe('false');
    expect(byTestId(panel, 'domain-status').textContent).toBe('Not verified');
    expect(panel.textContent).toContain('listings.example.com');
    expect(input(panel, 'domain-record-name').value).toBe(RECORD_NAME);
    expect(input(panel, 'domain-record-name').readOnly).toBe(true);
    expect(input(panel, 'domain-record-value').value).toBe(RECORD_VALUE);
    // Each value has a label and a copy button a keyboard reaches.
    expect(panel.querySelector('button[aria-label="Copy record name"]')).not.toBeNull();
    expect(panel.querySelector('button[aria-label="Copy record value"]')).not.toBeNull();
    expect(byTestId(panel, 'domain-check').getAttribute('type')).toBe('button');
  });

  it('checks DNS with the button, says so while it runs, and shows the domain verified', async () => {
    let release: (response: Response) => void = () => undefined;
    serve(organization(), () => new Promise<Response>((resolve) => (release = resolve)));
    let panel = await renderScreen();
    await click(byTestId(panel, 'domain-check'));
    await settle();
    expect(verifyCalls).toEqual(['POST']);
    expect(byTestId(panel, 'domain-check').textContent).toBe('Checking DNS...');
    expect(byTestId(panel, 'domain-check').hasAttribute('disabled')).toBe(true);
    expect(byTestId(panel, 'domain-check').getAttribute('aria-busy')).toBe('true');

    release(jsonResponse(200, { organization: verified }));
    await settle();
    panel = byTestId(rendered!.container, 'domain-verification');
    expect(byTestId(panel, 'domain-status').textContent).toBe('Verified');
    expect(panel.dataset.verified).toBe('true');
    expect(panel.querySelector('[data-testid="domain-check"]')).toBeNull();
    expect(toast).toHaveBeenCalledWith({ title: 'listings.example.com is verified', variant: 'success' });
  });

  it("shows the server's message when the record is not there yet", async () => {
    const message = `No TXT record named ${RECORD_NAME} was found. Add a TXT record named ${RECORD_NAME} with the value ${RECORD_VALUE}, then check again.`;
    serve(organization(), () => jsonResponse(400, { message, code: 'DOMAIN_NOT_VERIFIED' }));
    const panel = await renderScreen();
    await click(byTestId(panel, 'domain-check'));
    await settle();
    expect(byTestId(panel, 'domain-check-error').textContent).toBe(message);
    expect(byTestId(panel, 'domain-check-error').getAttribute('role')).toBe('alert');
    expect(byTestId(panel, 'domain-status').textContent).toBe('Not verified');
    expect(byTestId(panel, 'domain-check').hasAttribute('disabled')).toBe(false);
  });

  it('asks to save an edited domain before checking, since the record shown is for the saved one', async () => {
    serve(organization(), () => jsonResponse(200, { organization: verified }));
    const panel = await renderScreen();
    await typeInto(rendered!.container.querySelector('[name="customDomain"]'), 'other.example.com');
    expect(byTestId(panel, 'domain-unsaved-note').textContent).toContain('Save the branding');
    expect(byTestId(panel, 'domain-check').hasAttribute('disabled')).toBe(true);
  });

  it('shows nothing to prove without a saved domain, and no check button to non-admins', async () => {
    serve(organization({ customDomain: null, domainVerification: null }), () => jsonResponse(500, {}));
    rendered = await render(<BrandingScreen />);
    await settle();
    expect(rendered.container.querySelector('[data-testid="domain-verification"]')).toBeNull();
    rendered.unmount();

    serve(organization(), () => jsonResponse(500, {}));
    const panel = await renderScreen(false);
    expect(byTestId(panel, 'domain-status').textContent).toBe('Not verified');
    expect(panel.querySelector('[data-testid="domain-check"]')).toBeNull();
  });

  it('says when saved custom CSS is withheld because a rule refuses it', async () => {
    const problem = 'Custom CSS may not use url(): it cannot load images, fonts or other files';
    serve(organization({ customCssProblem: problem }), () => jsonResponse(200, { organization: verified }));
    await renderScreen();
    expect(byTestId(rendered!.container, 'branding-css-withheld').textContent).toContain(problem);
  });
});
