import { FlaskConical } from 'lucide-react';
import { SIMULATED_CITATIONS_EXPLANATION, SIMULATED_LABEL } from '../../../shared/domain/simulated-data';
import { cn } from '../../lib/cn';
import { Badge } from './badge';

// Figures the sandbox's simulator made up carry this badge wherever they are shown (the scanner, Citation
// Monitoring, reports), with the same words everywhere.

/** The 'Simulated' badge alone, where a line of explanation is already near (a directory's source). */
export function SimulatedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="amber" className={cn('gap-1', className)} data-testid="simulated-badge">
      <FlaskConical aria-hidden="true" className="size-3" />
      {SIMULATED_LABEL}
    </Badge>
  );
}

interface SimulatedNoticeProps {
  /** The one line under the badge; the citations' by default. */
  explanation?: string;
  className?: string;
  'data-testid'?: string;
}

/** The badge and its one-line explanation, beside the made-up figures. */
export function SimulatedNotice({ explanation = SIMULATED_CITATIONS_EXPLANATION, className, ...props }: SimulatedNoticeProps) {
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-900', className)}
      data-testid={props['data-testid'] ?? 'simulated-notice'}
    >
      <SimulatedBadge />
      <span>{explanation}</span>
    </p>
  );
}
