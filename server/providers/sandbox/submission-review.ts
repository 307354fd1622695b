import type { DirectoryInfo } from '../provider';
import { seededRandom } from './seeded-random';

// What a directory does with a listing it accepted. The big general directories and the aggregators
// take it at once; the others review it for a while, and now and then turn it down. Each outcome is
// fixed per business profile and directory, so every status check tells the same story.

export const REVIEW_MINUTES = { shortest: 1, longest: 20 } as const;
export const REVIEW_REFUSAL_RATE = 0.05;

const REFUSALS: readonly ((directory: string) => string)[] = [
  (directory) => `${directory} found a duplicate listing for this business`,
  (directory) => `${directory} could not verify the phone number`,
  (directory) => `${directory} could not verify the address`,
  (directory) => `${directory} asked for proof that the business operates at this address`,
  (directory) => `${directory} could not confirm that the business is open`,
];

export interface Review {
  /** From submission to the directory's decision. */
  minutes: number;
  /** Why it turned the listing down; null when it publishes it. */
  refusal: string | null;
}

/** `profile` names the business as submitted: a changed profile is reviewed anew. */
export function reviewOf(directory: DirectoryInfo, profile: string): Review {
  if (directory.tier === 'basic' || directory.aggregator) return { minutes: 0, refusal: null };
  const random = seededRandom(`review:${directory.id}:${profile}`);
  return {
    minutes: random.between(REVIEW_MINUTES.shortest, REVIEW_MINUTES.longest),
    refusal: random.chance(REVIEW_REFUSAL_RATE) ? random.pick(REFUSALS)(directory.name) : null,
  };
}
