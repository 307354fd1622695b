import { describe, expect, it } from 'vitest';
import { CITATION_ISSUE_LABELS, CITATION_ISSUE_TYPES, isCitationIssueType } from './citation-issues';

describe('citation issue types', () => {
  it.each<[string, boolean]>([
    ['name_mismatch', true],
    ['duplicate_listing', true],
    ['hours_mismatch', false],
    ['', false],
  ])('%j is known: %s', (value, known) => {
    expect(isCitationIssueType(value)).toBe(known);
  });

  it('labels every type', () => {
    expect(Object.keys(CITATION_ISSUE_LABELS).sort()).toEqual([...CITATION_ISSUE_TYPES].sort());
  });
});
