import { describe, expect, it } from 'vitest';
import { canRejectListings, markDescription, shortUrl, valuesWithheldText } from './citation-source-text';

describe('citation source texts', () => {
  it('names the source whose terms keep its values from us', () => {
    expect(valuesWithheldText('yelp')).toBe("Yelp's terms let us keep only the listing's id; open the listing to see what it shows.");
    expect(valuesWithheldText('google')).toBe("Google Places' terms let us keep only the listing's id; open the listing to see what it shows.");
  });

  it('offers "not this business" only on listings a real source found', () => {
    expect(canRejectListings({ source: 'yelp', listingId: 'abc' })).toBe(true);
    expect(canRejectListings({ source: 'simulated', listingId: 'https://www.yelp.example/biz/x' })).toBe(false);
    expect(canRejectListings({ source: null, listingId: null })).toBe(false);
  });

  it('shortens a listing address to its host and path', () => {
    expect(shortUrl('https://www.yelp.com/biz/blue-door-bakery/')).toBe('www.yelp.com/biz/blue-door-bakery');
    expect(shortUrl('http://127.0.0.1:5324/listings/a?x=1')).toBe('127.0.0.1:5324/listings/a?x=1');
    expect(shortUrl('not an address')).toBe('not an address');
  });

  it('says what each mark does to scans', () => {
    expect(markDescription({ kind: 'added', source: null }, 'Yelp')).toBe('Read by every scan, as a listing on Yelp');
    expect(markDescription({ kind: 'rejected', source: 'listing_pages' }, 'Yelp')).toBe('Left out of scans: a listing on Yelp, via listing page');
  });
});
