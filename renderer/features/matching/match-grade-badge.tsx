import { matchGradeLabel, normalizeMatchGrade } from '../../../shared/domain/match-grade';
import { Badge } from '../../components/ui/badge';
import { matchGradeTone } from './match-grade-tone';

/** A match grade as its letter and label in its colour, e.g. 'B · Good Match' in blue. */
export function MatchGradeBadge({ grade }: { grade: string | null }) {
  const letter = normalizeMatchGrade(grade);
  return (
    <Badge tone={matchGradeTone(grade)} data-testid="match-grade" data-grade={letter}>
      {letter} · {matchGradeLabel(grade)}
    </Badge>
  );
}
