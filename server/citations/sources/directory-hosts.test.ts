import { describe, expect, it } from 'vitest';
import { DIRECTORY_CATALOGUE } from '../../providers/sandbox/directory-catalogue';
import { directoryOfHostIn } from './directory-hosts';

describe('the directory of a listing page', () => {
  const directoryOf = directoryOfHostIn(DIRECTORY_CATALOGUE);

  it.each([
    ['www.yelp.com', 'yelp'],
    ['yelp.com', 'yelp'],
    ['m.yelp.com', 'yelp'],
    ['WWW.YELP.COM.', 'yelp'],
    ['www.yellowpages.com', 'yellowpages'],
    ['www.bbb.org', 'bbb'],
  ])('reads %s as %s', (host, id) => {
    expect(directoryOf(host)).toBe(id);
  });

  it.each(['notyelp.com', 'yelp.com.evil.example', 'example.com', 'com'])('names no directory for %s', (host) => {
    expect(directoryOf(host)).toBeNull();
  });
});
