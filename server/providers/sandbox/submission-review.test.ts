import { describe, expect, it } from 'vitest';
import { DIRECTORY_CATALOGUE } from './directory-catalogue';
import { REVIEW_MINUTES, reviewOf } from './submission-review';

const PROFILES = Array.from({ length: 1000 }, (_, index) => `profile-${index}`);
const reviewing = DIRECTORY_CATALOGUE.filter((directory) => directory.tier === 'pro' && !directory.aggregator);
const immediate = DIRECTORY_CATALOGUE.filter((directory) => directory.tier === 'basic' || directory.aggregator);

describe('reviewOf', () => {
  it.each(['google', 'yelp', 'foursquare', 'data-axle', 'neustar-localeze'])('%s publishes at once, always', (id) => {
    expect(immediate.map((directory) => directory.id)).toContain(id);
    const directory = immediate.find((candidate) => candidate.id === id)!;
    for (const profile of PROFILES) expect(reviewOf(directory, profile)).toEqual({ minutes: 0, refusal: null });
  });

  it('gives every other directory 1 to 20 minutes, spread over the whole range', () => {
    const minutes = new Set<number>();
    for (const directory of reviewing.slice(0, 20)) {
      for (const profile of PROFILES.slice(0, 200)) {
        const { minutes: taken } = reviewOf(directory, profile);
        expect(taken).toBeGreaterThanOrEqual(REVIEW_MINUTES.shortest);
        expect(taken).toBeLessThanOrEqual(REVIEW_MINUTES.longest);
        minutes.add(taken);
      }
    }
    expect(minutes.size).toBe(REVIEW_MINUTES.longest - REVIEW_MINUTES.shortest + 1);
  });

  it('turns down about one listing in twenty after review, with the directory’s reason', () => {
    const reviews = reviewing.slice(0, 10).flatMap((directory) => PROFILES.map((profile) => ({ directory, ...reviewOf(directory, profile) })));
    const refused = reviews.filter((review) => review.refusal !== null);
    expect(refused.length / reviews.length).toBeGreaterThan(0.04);
    expect(refused.length / reviews.length).toBeLessThan(0.06);
    for (const { directory, refusal } of refused) expect(refusal).toMatch(new RegExp(`^${directory.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
    expect(new Set(refused.map(({ directory, refusal }) => refusal!.slice(directory.name.length))).size).toBeGreaterThanOrEqual(4);
  });

  it('tells the same story every time for one profile on one directory, and another for another profile', () => {
    const directory = reviewing[0]!;
    expect(reviewOf(directory, 'profile-1')).toEqual(reviewOf(directory, 'profile-1'));
    const stories = new Set(PROFILES.slice(0, 50).map((profile) => JSON.stringify(reviewOf(directory, profile))));
    expect(stories.size).toBeGreaterThan(10);
  });
});
