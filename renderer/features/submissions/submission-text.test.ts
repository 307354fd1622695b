import { describe, expect, it } from 'vitest';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { ENHANCEMENT_DISABLED_MESSAGE } from '../../../shared/domain/integration-messages';
import type { ListingStatus } from '../../../shared/domain/listing-status';
import { sampleIntegrationStatus } from '../../testing/fixtures';
import {
  batchStartedDescription,
  directoryCountLabel,
  refusalsFirst,
  SUBMISSION_FEATURE_OFF_MESSAGE,
  submissionDisabledMessage,
  submissionStatusCounts,
  submissionSummary,
  submitButtonLabel,
  submittedDescription,
} from './submission-text';

const at = (...statuses: ListingStatus[]) => statuses.map((status) => ({ status }));

describe('directoryCountLabel', () => {
  it.each<[number, string]>([
    [0, '0 directories'],
    [1, '1 directory'],
    [12, '12 directories'],
  ])('%i', (count, expected) => {
    expect(directoryCountLabel(count)).toBe(expected);
  });
});

describe('submissionStatusCounts', () => {
  it.each<[string, ListingStatus[], Record<ListingStatus, number>]>([
    ['none', [], { pending: 0, submitted: 0, published: 0, error: 0 }],
    ['a mix', ['published', 'error', 'published', 'pending'], { pending: 1, submitted: 0, published: 2, error: 1 }],
  ])('%s', (_, statuses, expected) => {
    expect(submissionStatusCounts(at(...statuses))).toEqual(expected);
  });
});

describe('submissionSummary', () => {
  it.each<[string, ListingStatus[], string]>([
    ['no directories', [], '0 directories'],
    ['one published', ['published'], '1 directory: 1 published'],
    [
      'every status, live first and refusals last',
      ['error', 'pending', 'submitted', 'published', 'published'],
      '5 directories: 2 published, 1 submitted, 1 pending, 1 with errors',
    ],
    ['only waiting', ['submitted', 'submitted'], '2 directories: 2 submitted'],
  ])('%s', (_, statuses, expected) => {
    expect(submissionSummary(at(...statuses))).toBe(expected);
  });
});

describe('submitButtonLabel', () => {
  it.each<[number, number, string]>([
    [0, 0, 'Submit'],
    [1, 0, 'Submit'],
    [0, 4, 'Submit'],
    [1, 1, 'Submit to 1 directory'],
    [1, 12, 'Submit to 12 directories'],
    [3, 12, 'Submit 3 businesses to 12 directories'],
  ])('%i businesses, %i directories', (businesses, directories, expected) => {
    expect(submitButtonLabel(businesses, directories)).toBe(expected);
  });
});

describe('submittedDescription', () => {
  it.each<[string, ListingStatus[], string]>([
    ['all accepted', ['submitted', 'published'], 'Blue Door Bakery was sent to 2 directories.'],
    ['some refused', ['submitted', 'error', 'error'], 'Blue Door Bakery was sent to 3 directories; 2 refused it.'],
  ])('%s', (_, statuses, expected) => {
    expect(submittedDescription({ businessName: 'Blue Door Bakery', directories: at(...statuses) })).toBe(expected);
  });
});

describe('batchStartedDescription', () => {
  it.each<[number, number, string]>([
    [2, 1, '2 businesses to 1 directory. Follow the progress below.'],
    [40, 15, '40 businesses to 15 directories. Follow the progress below.'],
  ])('%i businesses, %i directories', (total, directories, expected) => {
    expect(batchStartedDescription({ total, directories: Array.from({ length: directories }, (_, i) => `d${i}`) })).toBe(expected);
  });
});

describe('submissionDisabledMessage', () => {
  const { features } = sampleIntegrationStatus();
  it.each<[string, Pick<IntegrationStatus, 'enabled' | 'features'>, string | undefined]>([
    ['on', { enabled: true, features }, undefined],
    ['the integration off', { enabled: false, features }, ENHANCEMENT_DISABLED_MESSAGE],
    ['only submission off', { enabled: true, features: { ...features, listingSubmission: false } }, SUBMISSION_FEATURE_OFF_MESSAGE],
    ['both off', { enabled: false, features: { ...features, listingSubmission: false } }, ENHANCEMENT_DISABLED_MESSAGE],
  ])('%s', (_, status, expected) => {
    expect(submissionDisabledMessage(status)).toBe(expected);
  });
});

describe('refusalsFirst', () => {
  it.each<[string, [string, ListingStatus][], string[]]>([
    ['none', [], []],
    ['no refusal keeps the order', [['a', 'published'], ['b', 'pending']], ['a', 'b']],
    [
      'refusals first, each group in order',
      [['a', 'published'], ['b', 'error'], ['c', 'submitted'], ['d', 'error']],
      ['b', 'd', 'a', 'c'],
    ],
  ])('%s', (_, entries, expected) => {
    expect(refusalsFirst(entries.map(([directory, status]) => ({ directory, status }))).map(({ directory }) => directory)).toEqual(expected);
  });
});
