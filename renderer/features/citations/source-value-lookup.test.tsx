// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationIssue, CitationSourceValue } from '../../../shared/contract/citations';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { sampleCitationIssue, SAMPLE_ISSUE_ID } from './citation-fixtures';
import { canLookUpSourceValue, SourceValueLookup, type LookableIssue } from './source-value-lookup';

const LOOKUP_PATH = `/api/citation-issues/${SAMPLE_ISSUE_ID}/source-value`;

/** Found on Yelp, whose terms let us keep only its listing ids: the value Yelp shows was not stored. */
const onYelp = (overrides: Partial<CitationIssue> = {}) =>
  sampleCitationIssue({ actualValue: null, source: 'yelp', valueKept: false, ...overrides }) as LookableIssue;

const looked = (overrides: Partial<CitationSourceValue> = {}): CitationSourceValue => ({
  source: 'yelp',
  listingId: 'WavvLdfdP6g8aZTtbBQHTw',
  url: 'https://www.yelp.com/biz/blue-door-bakery-urbana',
  value: '(217) 555-0199',
  checkedAt: '2025-06-10T12:00:00.000Z',
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
let rendered: Rendered | undefined;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(200, looked()));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderLookup(issue: LookableIssue = onYelp()) {
  rendered = await render(<SourceValueLookup issue={issue} />);
  return rendered.container;
}

const lookups = () => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url) === LOOKUP_PATH);

describe('canLookUpSourceValue', () => {
  it('offers a lookup for a mismatch whose value the source did not let us keep', () => {
    for (const issueType of ['name_mismatch', 'address_mismatch', 'phone_mismatch', 'website_mismatch'] as const) {
      expect(canLookUpSourceValue(onYelp({ issueType })), issueType).toBe(true);
    }
  });

  it('offers none for a value that was kept, a value shown, a missing or duplicate listing, or no source', () => {
    // A listing page that shows no phone: "Not shown" is the truth there.
    expect(canLookUpSourceValue(onYelp({ source: 'listing_pages', valueKept: true }))).toBe(false);
    expect(canLookUpSourceValue(onYelp({ actualValue: '(217) 555-0199' }))).toBe(false);
    expect(canLookUpSourceValue(onYelp({ issueType: 'missing_listing' }))).toBe(false);
    expect(canLookUpSourceValue(onYelp({ issueType: 'duplicate_listing' }))).toBe(false);
    expect(canLookUpSourceValue(onYelp({ source: null }))).toBe(false);
  });
});

describe('SourceValueLookup', () => {
  it("offers to look the value up on the issue's source, naming the issue for assistive technology", async () => {
    const container = await renderLookup(onYelp({ source: 'google' }));
    const button = byTestId(container, 'citation-issue-look-up');
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('Look up on Google Places');
    expect(button.getAttribute('aria-label')).toBe('Look up on Google Places: Phone mismatch on Yelp for Blue Door Bakery');
    // Nothing is asked until the person asks.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the value up when asked, says it is waiting, then shows it and why it is not stored', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const container = await renderLookup();
    const button = byTestId(container, 'citation-issue-look-up');
    button.focus();
    await click(button);
    await settle();

    expect(lookups()).toHaveLength(1);
    expect(button.textContent).toBe('Looking up on Yelp...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Still focusable while it waits, and a second press asks nothing more.
    expect(document.activeElement).toBe(button);
    await click(button);
    expect(lookups()).toHaveLength(1);

    answer(jsonResponse(200, looked()));
    await settle();
    expect(byTestId(container, 'citation-issue-looked-up-value').textContent).toBe('(217) 555-0199');
    expect(byTestId(container, 'citation-issue-looked-up-note').textContent).toBe(
      "Looked up just now; Yelp's terms let us keep only the listing's id, so it is not stored.",
    );
    expect(container.querySelector('[data-testid="citation-issue-look-up"]')).toBeNull();
    // The focus moves from the button to what replaced it.
    expect(document.activeElement).toBe(byTestId(container, 'citation-issue-looked-up'));
  });

  it('says when the source shows nothing for the field', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, looked({ value: null })));
    const container = await renderLookup(onYelp({ issueType: 'website_mismatch' }));
    await click(byTestId(container, 'citation-issue-look-up'));
    await settle();
    expect(byTestId(container, 'citation-issue-looked-up-value').textContent).toBe('Not shown on Yelp');
  });

  it("tells why the lookup failed, in the server's words, and lets the person try again", async () => {
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(502, { message: 'Yelp refused the request (HTTP 503)', code: 'PROVIDER_FAILED' }),
    );
    const container = await renderLookup();
    await click(byTestId(container, 'citation-issue-look-up'));
    await settle();
    const error = byTestId(container, 'citation-issue-look-up-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('Yelp refused the request (HTTP 503)');
    const button = byTestId(container, 'citation-issue-look-up');
    expect(button.textContent).toBe('Look up on Yelp');
    expect(button.getAttribute('aria-disabled')).toBe('false');

    await click(button);
    await settle();
    expect(lookups()).toHaveLength(2);
    expect(byTestId(container, 'citation-issue-looked-up-value').textContent).toBe('(217) 555-0199');
    expect(container.querySelector('[data-testid="citation-issue-look-up-error"]')).toBeNull();
  });

  it('falls back to a general message when the failure says nothing', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const container = await renderLookup();
    await click(byTestId(container, 'citation-issue-look-up'));
    await settle();
    expect(byTestId(container, 'citation-issue-look-up-error').textContent).toBe('The value could not be looked up. Please try again.');
  });
});
