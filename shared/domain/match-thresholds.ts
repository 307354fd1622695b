import type { MatchGrade } from './match-grade';

/**
 * The provider scores a match from 0 to 1; the grade shown to people follows these lower bounds.
 * Data Axle's own "confident match" line is 0.85, which is where B starts.
 */
export const MATCH_GRADE_THRESHOLDS: readonly { grade: MatchGrade; minimum: number }[] = [
  { grade: 'A', minimum: 0.95 },
  { grade: 'B', minimum: 0.85 },
  { grade: 'C', minimum: 0.7 },
  { grade: 'D', minimum: 0.5 },
  { grade: 'F', minimum: 0 },
];

/** Below this score the provider's answer is treated as no match at all. */
export const MINIMUM_MATCH_SCORE = 0.5;

export function gradeForScore(score: number): MatchGrade {
  return MATCH_GRADE_THRESHOLDS.find(({ minimum }) => score >= minimum)?.grade ?? 'F';
}
