// Provider match grades, from A (excellent match) to F (no match); anything unknown reads as F.

export const MATCH_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type MatchGrade = (typeof MATCH_GRADES)[number];

const LABELS: Record<MatchGrade, string> = {
  A: 'Excellent Match',
  B: 'Good Match',
  C: 'Fair Match',
  D: 'Poor Match',
  F: 'No Match',
};

export function normalizeMatchGrade(grade: string | null | undefined): MatchGrade {
  const upper = grade?.trim().toUpperCase();
  return (MATCH_GRADES as readonly string[]).includes(upper ?? '') ? (upper as MatchGrade) : 'F';
}

export function matchGradeLabel(grade: string | null | undefined): string {
  return LABELS[normalizeMatchGrade(grade)];
}

/** A 0-1 confidence score as a whole percentage, e.g. 0.87 -> 87. */
export function matchPercent(confidence: number | null | undefined): number | null {
  return confidence === null || confidence === undefined ? null : Math.round(confidence * 100);
}
