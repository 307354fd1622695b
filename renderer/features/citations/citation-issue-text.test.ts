import { describe, expect, it } from 'vitest';
import { sampleCitationIssue } from './citation-fixtures';
import { issueCountLabel, issueDescription, resolvedManyDescription, resolveSelectedLabel } from './citation-issue-text';

describe('issueDescription', () => {
  it('names the problem, the directory and the business', () => {
    expect(issueDescription(sampleCitationIssue())).toBe('Phone mismatch on Yelp for Blue Door Bakery');
  });
});

describe('issueCountLabel', () => {
  it.each<[number, 'open' | 'resolved' | 'all', string]>([
    [1, 'open', '1 open issue'],
    [3, 'resolved', '3 resolved issues'],
    [0, 'all', '0 issues'],
    [1, 'all', '1 issue'],
  ])('%i %s', (count, status, label) => {
    expect(issueCountLabel(count, status)).toBe(label);
  });
});

describe('resolve texts', () => {
  it('counts what is chosen and what was resolved', () => {
    expect(resolveSelectedLabel(2)).toBe('Resolve selected (2)');
    expect(resolvedManyDescription(1)).toBe('1 issue marked resolved. A later scan reopens any that directories still show wrong.');
  });
});
