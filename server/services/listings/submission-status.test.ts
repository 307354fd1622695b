import { describe, expect, it } from 'vitest';
import type { ListingStatus } from '../../../shared/domain/listing-status';
import { submissionStatusOf, type SubmissionStatus } from './submission-status';

describe('submissionStatusOf', () => {
  it.each<{ statuses: ListingStatus[]; expected: SubmissionStatus }>([
    { statuses: [], expected: 'pending' },
    { statuses: ['submitted'], expected: 'processing' },
    { statuses: ['published', 'pending'], expected: 'processing' },
    { statuses: ['error', 'submitted'], expected: 'processing' },
    { statuses: ['published', 'error'], expected: 'completed' },
    { statuses: ['published'], expected: 'completed' },
    { statuses: ['error', 'error'], expected: 'failed' },
  ])('$statuses -> $expected', ({ statuses, expected }) => {
    expect(submissionStatusOf(statuses)).toBe(expected);
  });
});
