import { describe, expect, it } from 'vitest';
import type { DirectoryScanResult } from '../../shared/contract/citations';
import { scanResult as result } from '../testing/scan-results';
import { issueSourceOf } from '../services/citations/citation-issue-service';
import { seenByOf } from './seen-by';

describe('seenByOf', () => {
  it("keeps the first result's source for each directory, as the issue list reads them", () => {
    expect(
      seenByOf([
        result('yelp', { source: 'yelp', valuesKept: false }),
        result('yelp', { source: 'foursquare', valuesKept: true }),
        result('bing', { source: 'openstreetmap' }),
      ]),
    ).toEqual({ yelp: { source: 'yelp', valuesKept: false }, bing: { source: 'openstreetmap', valuesKept: true } });
  });

  it('reads a result stored before sources were named as without a source, every value kept', () => {
    const old = { platform: 'bing' } as DirectoryScanResult;
    expect(seenByOf([old])).toEqual({ bing: { source: null, valuesKept: true } });
  });

  it('keeps an id that names an object property as a key like any other', () => {
    const seen = seenByOf([result('__proto__', { source: 'yelp' }), result('constructor', { source: 'google' })]);
    expect(Object.keys(seen)).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(seen))).toEqual(JSON.parse('{"__proto__":{"source":"yelp","valuesKept":true},"constructor":{"source":"google","valuesKept":true}}'));
  });

  it("names an issue's source from its directory's own entry only, else none with its values kept", () => {
    const seen = seenByOf([result('yelp', { source: 'yelp', valuesKept: false }), result('__proto__', { source: 'google' })]);
    expect(issueSourceOf({ platform: 'yelp' }, seen)).toEqual({ source: 'yelp', valueKept: false });
    expect(issueSourceOf({ platform: '__proto__' }, seen)).toEqual({ source: 'google', valueKept: true });
    // Inherited properties are not entries.
    expect(issueSourceOf({ platform: 'constructor' }, seen)).toEqual({ source: null, valueKept: true });
    expect(issueSourceOf({ platform: 'toString' }, {})).toEqual({ source: null, valueKept: true });
    expect(issueSourceOf({ platform: 'yelp' }, undefined)).toEqual({ source: null, valueKept: true });
  });
});
