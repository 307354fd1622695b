// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../testing/dom';
import ReportRecipientsPage from './report-recipients';

vi.mock('../features/auth/auth-context', () => ({ useAuth: () => ({ user: null, organization: null }) }));

const TOKEN = 'a'.repeat(43);
const INVALID = 'This link is invalid, was already used or has expired. The link in the latest email you received works.';

type Answer = () => Response;
let answers: { preview: Answer; confirm: Answer; decline: Answer };
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

const posted = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  const link = { organizationName: 'Acme Marketing', email: 'client@example.com' };
  answers = {
    preview: () => jsonResponse(200, { ...link, status: 'pending' }),
    confirm: () => jsonResponse(200, { ...link, status: 'confirmed' }),
    decline: () => jsonResponse(200, { ...link, status: 'declined' }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/reports/recipients/preview') return answers.preview();
    if (path === '/api/reports/recipients/confirm') return answers.confirm();
    if (path === '/api/reports/recipients/decline') return answers.decline();
    if (path === '/api/branding') return jsonResponse(200, { brand: null });
    return jsonResponse(404, { message: `No answer for ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(search = `?token=${TOKEN}`) {
  window.history.replaceState(null, '', `/report-recipients${search}`);
  rendered = await render(<ReportRecipientsPage />);
  await settle();
  return rendered.container;
}

describe('Report recipient link', () => {
  it('asks before confirming, clears the token from the address bar, then confirms once asked', async () => {
    const container = await renderPage();
    expect(window.location.search).toBe('');
    expect(posted('/api/reports/recipients/preview')).toEqual([{ token: TOKEN }]);
    // Opening the link alone (as a mail scanner does) answers nothing.
    expect(posted('/api/reports/recipients/confirm')).toEqual([]);
    expect(byTestId(container, 'report-recipient-question').textContent).toBe(
      'Acme Marketing would like to email its listings reports to client@example.com. Nothing is sent unless you confirm.',
    );

    await click(byTestId(container, 'report-recipient-confirm'));
    await settle();
    expect(posted('/api/reports/recipients/confirm')).toEqual([{ token: TOKEN }]);
    expect(byTestId(container, 'report-recipient-done').textContent).toBe(
      "Confirmed: Acme Marketing's reports will be emailed to client@example.com. Each report has a link to stop them.",
    );
  });

  it('declines, and offers only to stop reports an address already confirmed', async () => {
    let container = await renderPage();
    await click(byTestId(container, 'report-recipient-decline'));
    await settle();
    expect(byTestId(container, 'report-recipient-done').textContent).toBe(
      'Done: Acme Marketing will not email reports to client@example.com, and will not ask again.',
    );

    rendered?.unmount();
    answers.preview = () => jsonResponse(200, { organizationName: 'Acme Marketing', email: 'client@example.com', status: 'confirmed' });
    container = await renderPage();
    expect(container.querySelector('[data-testid="report-recipient-confirm"]')).toBeNull();
    expect(byTestId(container, 'report-recipient-decline').textContent).toBe('Stop these reports');
  });

  it('says when a link is used up or missing', async () => {
    answers.preview = () => jsonResponse(400, { message: INVALID, code: 'INVALID_TOKEN_LINK' });
    let container = await renderPage();
    expect(byTestId(container, 'report-recipient-error').textContent).toBe(INVALID);

    rendered?.unmount();
    container = await renderPage('');
    expect(byTestId(container, 'report-recipient-error').textContent).toBe('This link is incomplete. Open the link from the email again.');
  });
});
