import { describe, expect, it } from 'vitest';
import type { DirectoryOutcome } from '../provider';
import { DIRECTORY_CATALOGUE } from '../sandbox/directory-catalogue';
import type { SubmissionStatusAnswer } from './listings-protocol';
import { directoryOutcomes } from './submission-outcomes';

type Answer = Pick<SubmissionStatusAnswer, 'status' | 'message' | 'directories'>;

function outcome(status: DirectoryOutcome['status'], changes: Partial<DirectoryOutcome> = {}): Omit<DirectoryOutcome, 'directory'> {
  return { status, platformId: null, profileUrl: null, errorMessage: null, ...changes };
}

describe('directoryOutcomes', () => {
  it.each<[string, Answer, Omit<DirectoryOutcome, 'directory'>]>([
    ['pending is submitted', { status: 'pending' }, outcome('submitted')],
    ['processing is submitted', { status: 'processing' }, outcome('submitted')],
    ['completed is published', { status: 'completed' }, outcome('published')],
    ['failed is an error with its message', { status: 'failed', message: 'Duplicate listing' }, outcome('error', { errorMessage: 'Duplicate listing' })],
    ['failed without a message', { status: 'failed' }, outcome('error', { errorMessage: 'Data Axle could not distribute the listing' })],
    [
      'an entry of its own, live',
      { status: 'processing', directories: [{ directory: 'yelp', status: 'live', listing_id: 'y-1', url: 'https://www.yelp.com/biz/y-1' }] },
      outcome('published', { platformId: 'y-1', profileUrl: 'https://www.yelp.com/biz/y-1' }),
    ],
    ['an entry of its own, pending', { status: 'completed', directories: [{ directory: 'yelp', status: 'pending' }] }, outcome('submitted')],
    [
      'an entry of its own, rejected',
      { status: 'completed', directories: [{ directory: 'yelp', status: 'rejected', message: 'Category not accepted' }] },
      outcome('error', { errorMessage: 'Category not accepted' }),
    ],
    [
      'rejected without a message',
      { status: 'completed', directories: [{ directory: 'yelp', status: 'rejected' }] },
      outcome('error', { errorMessage: 'Yelp refused the listing' }),
    ],
    ['an entry named as people know it', { status: 'pending', directories: [{ directory: ' YELP ', status: 'live' }] }, outcome('published')],
    ['an entry for another directory', { status: 'pending', directories: [{ directory: 'bing', status: 'live' }] }, outcome('submitted')],
  ])('%s', (_case, answer, expected) => {
    expect(directoryOutcomes(answer, ['yelp'], DIRECTORY_CATALOGUE)).toEqual([{ directory: 'yelp', ...expected }]);
  });

  it('answers each requested directory, in order, and no other', () => {
    const answer: Answer = {
      status: 'processing',
      directories: [
        { directory: 'Google Business Profile', status: 'live' },
        { directory: 'bing', status: 'live' },
      ],
    };
    const outcomes = directoryOutcomes(answer, ['yelp', 'google'], DIRECTORY_CATALOGUE);
    expect(outcomes.map(({ directory, status }) => [directory, status])).toEqual([
      ['yelp', 'submitted'],
      ['google', 'published'],
    ]);
  });
});
