import { describe, expect, it } from 'vitest';
import { ProviderError, type DirectoryInfo } from '../../providers/provider';
import { DIRECTORY_CATALOGUE_MS, directoryCatalogue, namesOf } from './directory-names';

const yelp = { id: 'yelp', name: 'Yelp' } as DirectoryInfo;
const google = { id: 'google', name: 'Google Business Profile' } as DirectoryInfo;

describe('directory catalogue reads', () => {
  it('read the provider once a second, sharing a read in flight, keyed by ids and names', async () => {
    let now = 0;
    let answer: () => Promise<DirectoryInfo[]> = async () => [yelp];
    let reads = 0;
    const read = directoryCatalogue({ directories: () => (reads++, answer()) }, () => new Date(now));
    const [first, second] = await Promise.all([read(), read()]);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    expect(namesOf(first)).toEqual(new Map([['yelp', 'Yelp']]));

    answer = async () => [yelp, google];
    now = DIRECTORY_CATALOGUE_MS - 1;
    expect((await read()).key).toBe(first.key);
    now = DIRECTORY_CATALOGUE_MS;
    const changed = await read();
    expect(reads).toBe(2);
    expect(changed.key).not.toBe(first.key);

    // A provider not answering is a read too, named by ids, under a key of its own.
    answer = () => Promise.reject(new ProviderError('No Data Axle API key is configured', false));
    now += DIRECTORY_CATALOGUE_MS;
    const unavailable = await read();
    expect(unavailable.key).toBe('unavailable');
    expect(namesOf(unavailable)).toEqual(new Map());
  });

  it('keep no read that failed otherwise', async () => {
    let fail = true;
    const read = directoryCatalogue(
      { directories: async () => (fail ? Promise.reject(new Error('settings unreadable')) : [yelp]) },
      () => new Date(0),
    );
    await expect(read()).rejects.toThrow('settings unreadable');
    fail = false;
    expect(namesOf(await read())).toEqual(new Map([['yelp', 'Yelp']]));
  });
});
