import { describe, expect, it } from 'vitest';
import { formatDirectoryList, parseDirectoryList } from './directory-list';

describe('parseDirectoryList', () => {
  it.each<[string, string, string[]]>([
    ['nothing', '', []],
    ['only separators and spaces', ' , \n ,, ', []],
    ['one per line', 'Yelp\nGoogle Business Profile\nBing Places', ['Yelp', 'Google Business Profile', 'Bing Places']],
    ['commas', 'Yelp, Foursquare ,Apple Maps', ['Yelp', 'Foursquare', 'Apple Maps']],
    ['both, with Windows line ends', 'Yelp,\r\nFoursquare\r\n', ['Yelp', 'Foursquare']],
    ['a repeat in other capitals', 'Yelp\nyelp\nYELP, Bing', ['Yelp', 'Bing']],
  ])('%s', (_, text, expected) => {
    expect(parseDirectoryList(text)).toEqual(expected);
  });

  it('reads back what it formats', () => {
    const names = ['Yelp', 'Bing Places'];
    expect(parseDirectoryList(formatDirectoryList(names))).toEqual(names);
  });
});
