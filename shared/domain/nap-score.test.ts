import { describe, expect, it } from 'vitest';
import { type BusinessNapScore, businessNapScore, type NapIssue, organizationNapScore } from './nap-score';

const open = (platform: string, issueType: string): NapIssue => ({ platform, issueType, resolved: false });

describe('businessNapScore', () => {
  it.each<[string, string[], NapIssue[], number | null]>([
    ['nothing checked', [], [], null],
    ['no issues', ['yelp', 'bing'], [], 100],
    ['a name mismatch on one of two', ['yelp', 'bing'], [open('yelp', 'name_mismatch')], 50],
    ['an address mismatch on one of four', ['a', 'b', 'c', 'd'], [open('a', 'address_mismatch')], 75],
    ['a phone mismatch on the only one', ['yelp'], [open('yelp', 'phone_mismatch')], 30],
    ['a website mismatch on the only one', ['yelp'], [open('yelp', 'website_mismatch')], 70],
    ['a duplicate on the only one', ['yelp'], [open('yelp', 'duplicate_listing')], 50],
    ['a missing listing on one of two', ['yelp', 'bing'], [open('bing', 'missing_listing')], 50],
    ['the worst issue of a directory counts', ['yelp'], [open('yelp', 'website_mismatch'), open('yelp', 'phone_mismatch')], 30],
    ['issues on two of three', ['a', 'b', 'c'], [open('a', 'phone_mismatch'), open('b', 'website_mismatch')], 67],
    ['a resolved issue', ['yelp'], [{ platform: 'yelp', issueType: 'name_mismatch', resolved: true }], 100],
    ['an issue on an unchecked directory', ['yelp'], [open('bing', 'name_mismatch')], 100],
    ['an unknown issue type', ['yelp'], [open('yelp', 'hours_mismatch')], 100],
    ['a directory listed twice', ['yelp', 'yelp', 'bing'], [open('yelp', 'name_mismatch')], 50],
  ])('%s: %s', (_, directories, issues, score) => {
    expect(businessNapScore(directories, issues)).toBe(score);
  });
});

describe('organizationNapScore', () => {
  it.each<[string, BusinessNapScore[], number | null]>([
    ['no businesses', [], null],
    ['no scored business', [{ score: null, listings: 0 }], null],
    ['one business', [{ score: 80, listings: 5 }], 80],
    ['equal listings', [{ score: 100, listings: 4 }, { score: 50, listings: 4 }], 75],
    ['weighted by listings', [{ score: 100, listings: 30 }, { score: 0, listings: 10 }], 75],
    ['unscored businesses left out', [{ score: 60, listings: 10 }, { score: null, listings: 0 }], 60],
  ])('%s', (_, businesses, score) => {
    expect(organizationNapScore(businesses)).toBe(score);
  });
});
