// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleBusinessStatus, GoogleLink, GoogleUpdatePreview } from '../../../shared/contract/google-business';
import type { MemberRole } from '../../../shared/domain/enums';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { memberQueryClient } from '../../testing/member-query-client';
import { BAKERY_ID, sampleGoogleLink, sampleGooglePreview, sampleGoogleStatus } from './google-business-fixtures';
import { GoogleUpdateAction } from './google-update-action';

const LINK_PATH = `/api/businesses/${BAKERY_ID}/google-location`;
const UPDATE_PATH = `/api/businesses/${BAKERY_ID}/google-update`;

interface Answers {
  status: GoogleBusinessStatus;
  link: GoogleLink | null;
  preview: () => Response;
  update: (fields: string[]) => Response;
}

let answers: Answers;
let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();

const calls = (method: string, path: string) => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && url === path);
const bodyOf = (call: Parameters<typeof fetch> | undefined): unknown => JSON.parse(String(call?.[1]?.body));
const previewAnswer = (preview: GoogleUpdatePreview) => () => jsonResponse(200, { preview });

beforeEach(() => {
  answers = {
    status: sampleGoogleStatus(),
    link: sampleGoogleLink(),
    preview: previewAnswer(sampleGooglePreview()),
    update: (fields) => jsonResponse(200, { updated: fields, preview: sampleGooglePreview({ differences: [], validation: null }) }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/google-business') return jsonResponse(200, { status: answers.status });
    if (url === LINK_PATH) return jsonResponse(200, { link: answers.link });
    if (url === UPDATE_PATH && method === 'GET') return answers.preview();
    if (url === UPDATE_PATH && method === 'POST') return answers.update((JSON.parse(String(init?.body)) as { fields: string[] }).fields);
    throw new Error(`Unexpected call ${method} ${String(url)}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderAction(role: MemberRole = 'member') {
  rendered = await render(<GoogleUpdateAction business={{ id: BAKERY_ID, name: 'Blue Door Bakery' }} />, memberQueryClient(role));
  await settle();
  return rendered.container;
}

async function openDialog() {
  const container = await renderAction();
  await click(byTestId(container, 'google-update-open'));
  await settle();
  // The dialog is portalled to the end of the document, outside the rendered container.
  const dialog = byTestId(document, 'google-update-dialog');
  expect(dialog.getAttribute('data-state')).toBe('open');
  return dialog;
}

const has = (container: ParentNode, testId: string) => container.querySelector(`[data-testid="${testId}"]`) !== null;
const differenceRows = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('[data-testid="google-difference"]')].map((row) => [...row.children].map((cell) => cell.textContent));
const tick = (dialog: HTMLElement, field: string) =>
  dialog.querySelector<HTMLInputElement>(`[data-testid="google-difference"][data-field="${field}"] input[type="checkbox"]`)!;
const submit = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe('Update on Google', () => {
  it('is offered for a linked business only', async () => {
    let container = await renderAction();
    expect(byTestId(container, 'google-update-open').textContent).toBe('Update on Google Blue Door Bakery');
    rendered?.unmount();

    answers.link = null;
    container = await renderAction();
    expect(has(container, 'google-update-open')).toBe(false);
  });

  it('asks about no link before Google is connected, and nothing for viewers', async () => {
    answers.status = sampleGoogleStatus({ connection: null, linkedBusinesses: 0 });
    let container = await renderAction();
    expect(has(container, 'google-update-open')).toBe(false);
    expect(calls('GET', LINK_PATH)).toHaveLength(0);
    rendered?.unmount();

    fetchMock.mockClear();
    container = await renderAction('viewer');
    expect(has(container, 'google-update-open')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows each difference, all ticked, and Google's acceptance", async () => {
    const dialog = await openDialog();
    expect(dialog.querySelector('h2')?.textContent).toBe('Update Blue Door Bakery on Google');
    expect([...dialog.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Field', 'On Google', 'In Citewise']);
    expect(differenceRows(dialog)).toEqual([
      ['Phone', '(217) 555-0100', '(217) 555-0132'],
      ['Website', 'Empty', 'https://bluedoor.example'],
    ]);
    expect(tick(dialog, 'phone').checked).toBe(true);
    expect(tick(dialog, 'website').checked).toBe(true);
    const verdict = byTestId(dialog, 'google-verdict');
    expect(verdict.dataset.accepted).toBe('true');
    expect(verdict.textContent).toBe('Google accepts these changes');
    expect(byTestId(dialog, 'google-update-location').textContent).toContain('Blue Door Bakery, 12 Main Street');
  });

  it("shows Google's refusal with each field it refused", async () => {
    answers.preview = previewAnswer(
      sampleGooglePreview({
        validation: {
          accepted: false,
          message: 'Request contains an invalid argument.',
          fieldViolations: [{ field: 'phoneNumbers.primaryPhone', description: 'Phone number is not valid for the region' }],
        },
      }),
    );
    const dialog = await openDialog();
    const verdict = byTestId(dialog, 'google-verdict');
    expect(verdict.dataset.accepted).toBe('false');
    expect(verdict.getAttribute('role')).toBe('alert');
    expect(verdict.textContent).toContain('Request contains an invalid argument.');
    expect(byTestId(verdict, 'google-violations').textContent).toBe('phoneNumbers.primaryPhone: Phone number is not valid for the region');
  });

  it('sends only the ticked fields, then shows what still differs, ticked again', async () => {
    answers.update = (fields) =>
      jsonResponse(200, {
        updated: fields,
        preview: sampleGooglePreview({ differences: [{ field: 'website', label: 'Website', google: '', profile: 'https://bluedoor.example' }] }),
      });
    const dialog = await openDialog();
    await click(tick(dialog, 'website'));
    expect(tick(dialog, 'website').checked).toBe(false);
    await click(submit(dialog));
    await settle();
    expect(bodyOf(calls('POST', UPDATE_PATH)[0])).toEqual({ fields: ['phone'] });
    expect(byTestId(dialog, 'google-updated').textContent).toBe('Updated on Google: Phone');
    expect(differenceRows(dialog)).toEqual([['Website', 'Empty', 'https://bluedoor.example']]);
    expect(tick(dialog, 'website').checked).toBe(true);
  });

  it('says Google matches the profile once nothing differs', async () => {
    const dialog = await openDialog();
    await click(submit(dialog));
    await settle();
    expect(bodyOf(calls('POST', UPDATE_PATH)[0])).toEqual({ fields: ['phone', 'website'] });
    expect(byTestId(dialog, 'google-updated').textContent).toBe('Updated on Google: Phone, Website');
    expect(byTestId(dialog, 'google-no-differences').textContent).toContain('Google matches the profile');
    expect(dialog.querySelector('button[type="submit"]')).toBeNull();
  });

  it('refuses to send nothing', async () => {
    const dialog = await openDialog();
    await click(tick(dialog, 'phone'));
    await click(tick(dialog, 'website'));
    expect(submit(dialog).disabled).toBe(true);
  });

  it('says when there are no differences', async () => {
    answers.preview = previewAnswer(sampleGooglePreview({ differences: [], validation: null }));
    const dialog = await openDialog();
    expect(byTestId(dialog, 'google-no-differences').textContent).toBe('No differencesGoogle matches the profile.');
    expect(has(dialog, 'google-verdict')).toBe(false);
  });

  it("shows the server's message when the update fails, and keeps the choice", async () => {
    answers.update = () =>
      jsonResponse(429, { message: 'Google accepts at most 10 edits a minute of one location. Please try again in a minute.', code: 'RATE_LIMITED' });
    const dialog = await openDialog();
    await click(submit(dialog));
    await settle();
    expect(byTestId(dialog, 'google-update-error').textContent).toBe(
      '429: Google accepts at most 10 edits a minute of one location. Please try again in a minute.',
    );
    expect(differenceRows(dialog)).toHaveLength(2);
  });

  it("shows Google's reason when the comparison could not be made, with a retry", async () => {
    answers.preview = () => jsonResponse(409, { message: 'Google no longer shows Blue Door Bakery to this connection: link the business again.', code: 'CONFLICT' });
    const dialog = await openDialog();
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('Google no longer shows Blue Door Bakery to this connection');
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('Try again');
  });

  it('asks Google afresh each time the dialog opens', async () => {
    const dialog = await openDialog();
    const close = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Cancel');
    await click(close ?? null);
    await settle();
    await click(byTestId(rendered!.container, 'google-update-open'));
    await settle();
    expect(calls('GET', UPDATE_PATH)).toHaveLength(2);
  });
});
