import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITATION_ISSUE_TYPES } from '../../shared/domain/citation-issues';
import type { CitationIssueRecord, CitationReconciliation } from '../db/records';
import type { CitationFinding } from './citation-comparison';
import { reconcileIssues } from './reconcile';

const ORGANIZATION = 'org-1';
const BUSINESS = 'business-1';
const EARLIER = new Date('2025-03-01T09:00:00Z');
const SCANNED = new Date('2025-03-08T09:00:00Z');

function issue(id: string, platform: string, issueType: CitationIssueRecord['issueType'], state: Partial<CitationIssueRecord> = {}): CitationIssueRecord {
  return {
    id,
    organizationId: ORGANIZATION,
    businessId: BUSINESS,
    platform,
    issueType,
    expectedValue: '(217) 555-0132',
    actualValue: '(217) 555-0199',
    resolved: false,
    regression: false,
    fixConfirmed: false,
    discoveredAt: EARLIER,
    resolvedAt: null,
    lastSeenAt: EARLIER,
    ...state,
  };
}

const resolvedByHand = { resolved: true, resolvedAt: EARLIER, fixConfirmed: false };
const seenFixed = { resolved: true, resolvedAt: EARLIER, fixConfirmed: true };

function finding(platform: string, issueType: CitationFinding['issueType'], actualValue: string | null = '(217) 555-0100'): CitationFinding {
  return { platform, issueType, expectedValue: '(217) 555-0132', actualValue };
}

const reconcile = (existing: CitationIssueRecord[], findings: CitationFinding[], checked: string[]) =>
  reconcileIssues(existing, findings, checked, ORGANIZATION, BUSINESS);

const NOTHING: CitationReconciliation = { insert: [], reopen: [], refresh: [], resolve: [], confirm: [] };

describe('reconcileIssues', () => {
  it('inserts what is found for the first time', () => {
    expect(reconcile([], [finding('yelp', 'phone_mismatch')], ['yelp', 'google'])).toEqual({
      ...NOTHING,
      insert: [
        {
          organizationId: ORGANIZATION,
          businessId: BUSINESS,
          platform: 'yelp',
          issueType: 'phone_mismatch',
          expectedValue: '(217) 555-0132',
          actualValue: '(217) 555-0100',
        },
      ],
    });
  });

  it('refreshes an open issue found again with the values now seen', () => {
    const open = issue('i1', 'yelp', 'phone_mismatch');
    expect(reconcile([open], [finding('yelp', 'phone_mismatch', '(217) 555-0177')], ['yelp'])).toEqual({
      ...NOTHING,
      refresh: [{ id: 'i1', expectedValue: '(217) 555-0132', actualValue: '(217) 555-0177' }],
    });
  });

  it('resolves an open issue the scan no longer finds', () => {
    expect(reconcile([issue('i1', 'yelp', 'phone_mismatch')], [], ['yelp'])).toEqual({ ...NOTHING, resolve: ['i1'] });
  });

  it('confirms a fix marked by hand once a scan no longer finds it, and leaves a confirmed one alone', () => {
    const existing = [issue('i1', 'yelp', 'phone_mismatch', resolvedByHand), issue('i2', 'yelp', 'name_mismatch', seenFixed)];
    expect(reconcile(existing, [], ['yelp'])).toEqual({ ...NOTHING, confirm: ['i1'] });
  });

  it('reopens a fixed issue that came back as a regression, and one only marked resolved as not', () => {
    const existing = [issue('i1', 'yelp', 'phone_mismatch', seenFixed), issue('i2', 'google', 'phone_mismatch', resolvedByHand)];
    expect(reconcile(existing, [finding('yelp', 'phone_mismatch'), finding('google', 'phone_mismatch')], ['yelp', 'google'])).toEqual({
      ...NOTHING,
      reopen: [
        { id: 'i1', expectedValue: '(217) 555-0132', actualValue: '(217) 555-0100', regression: true },
        { id: 'i2', expectedValue: '(217) 555-0132', actualValue: '(217) 555-0100', regression: false },
      ],
    });
  });

  it('leaves issues on directories the scan did not check as they are', () => {
    const existing = [issue('i1', 'bing', 'phone_mismatch'), issue('i2', 'bing', 'name_mismatch', resolvedByHand)];
    expect(reconcile(existing, [], ['yelp'])).toEqual(NOTHING);
  });

  it('keys issues by directory and type, so another type on the same directory is a new issue', () => {
    const changes = reconcile([issue('i1', 'yelp', 'phone_mismatch')], [finding('yelp', 'website_mismatch')], ['yelp']);
    expect(changes.insert.map((inserted) => inserted.issueType)).toEqual(['website_mismatch']);
    expect(changes.resolve).toEqual(['i1']);
  });

  it('makes one issue of several findings with the same key, keeping the first', () => {
    const copies = [finding('yelp', 'duplicate_listing', 'https://yelp.example/2'), finding('yelp', 'duplicate_listing', 'https://yelp.example/3')];
    const changes = reconcile([], copies, ['yelp']);
    expect(changes.insert).toHaveLength(1);
    expect(changes.insert[0]!.actualValue).toBe('https://yelp.example/2');
  });
});

// The repository's side of a reconciliation, in memory: what the issues look like after the scan.
function applied(existing: readonly CitationIssueRecord[], changes: CitationReconciliation): CitationIssueRecord[] {
  const byId = new Map(existing.map((row) => [row.id, { ...row }]));
  for (const { id, expectedValue, actualValue } of changes.refresh) {
    Object.assign(byId.get(id)!, { expectedValue, actualValue, fixConfirmed: false, lastSeenAt: SCANNED });
  }
  for (const { id, expectedValue, actualValue, regression } of changes.reopen) {
    Object.assign(byId.get(id)!, { expectedValue, actualValue, regression, resolved: false, resolvedAt: null, fixConfirmed: false, lastSeenAt: SCANNED });
  }
  for (const id of changes.resolve) Object.assign(byId.get(id)!, { resolved: true, resolvedAt: SCANNED, fixConfirmed: true });
  for (const id of changes.confirm) Object.assign(byId.get(id)!, { fixConfirmed: true });
  changes.insert.forEach((row, n) => {
    const id = `new-${byId.size}-${n}`;
    byId.set(id, issue(id, row.platform, row.issueType as CitationIssueRecord['issueType'], {
      expectedValue: row.expectedValue ?? null,
      actualValue: row.actualValue ?? null,
      discoveredAt: SCANNED,
      lastSeenAt: SCANNED,
    }));
  });
  return [...byId.values()];
}

const PLATFORMS = ['google', 'yelp', 'bing', 'facebook'];
const platform = fc.constantFrom(...PLATFORMS);
const issueType = fc.constantFrom(...CITATION_ISSUE_TYPES);
const findingArbitrary = fc.record({
  platform,
  issueType,
  expectedValue: fc.option(fc.string(), { nil: null }),
  actualValue: fc.option(fc.string(), { nil: null }),
});
/** Earlier issues, one per key, in any state. */
const existingArbitrary = fc
  .uniqueArray(
    fc.record({ platform, issueType, resolved: fc.boolean(), fixConfirmed: fc.boolean(), regression: fc.boolean() }),
    { selector: (row) => `${row.platform}/${row.issueType}` },
  )
  .map((rows) => rows.map((row, n) => issue(`old-${n}`, row.platform, row.issueType, { ...row, resolvedAt: row.resolved ? EARLIER : null })));
const checkedArbitrary = fc.subarray(PLATFORMS, { minLength: 1 });

/** The findings of the checked directories, as a scan only reports those. */
const scanArbitrary = fc
  .tuple(existingArbitrary, checkedArbitrary, fc.array(findingArbitrary, { maxLength: 12 }))
  .map(([existing, checked, findings]) => ({ existing, checked, findings: findings.filter((f) => checked.includes(f.platform)) }));

const keyOf = (row: { platform: string; issueType: string }) => `${row.platform}/${row.issueType}`;

describe('reconcileIssues, whatever came before', () => {
  it('leaves every finding open exactly once, and no two issues with one key', () => {
    fc.assert(
      fc.property(scanArbitrary, ({ existing, checked, findings }) => {
        const after = applied(existing, reconcile(existing, findings, checked));
        const keys = after.map(keyOf);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of new Set(findings.map(keyOf))) {
          expect(after.filter((row) => keyOf(row) === key && !row.resolved)).toHaveLength(1);
        }
        // Whatever is open on a checked directory was found by this scan.
        const found = new Set(findings.map(keyOf));
        expect(after.filter((row) => !row.resolved && checked.includes(row.platform) && !found.has(keyOf(row)))).toEqual([]);
      }),
    );
  });

  it('changes nothing but the values seen when the same findings come again', () => {
    fc.assert(
      fc.property(scanArbitrary, ({ existing, checked, findings }) => {
        const once = applied(existing, reconcile(existing, findings, checked));
        const again = reconcile(once, findings, checked);
        expect({ ...again, refresh: [] }).toEqual(NOTHING);
        expect(again.refresh).toHaveLength(new Set(findings.map(keyOf)).size);
      }),
    );
  });
});
