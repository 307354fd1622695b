import { normalizeMatchGrade, type MatchGrade } from '../../../shared/domain/match-grade';
import type { BadgeTone } from '../../components/ui/badge';

const GRADE_TONES: Record<MatchGrade, BadgeTone> = {
  A: 'green',
  B: 'blue',
  C: 'amber',
  D: 'red',
  F: 'grey',
};

/** The colour of a match grade: green for excellent down to grey for no match; unknown reads as F. */
export function matchGradeTone(grade: string | null | undefined): BadgeTone {
  return GRADE_TONES[normalizeMatchGrade(grade)];
}
