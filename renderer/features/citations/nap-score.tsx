import { useId, useState } from 'react';
import { Info } from 'lucide-react';
import { napScoreExplanation } from '../../../shared/domain/nap-score';
import { FOCUS_RING, TOUCH_TARGET } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NAP_SCORE_BAND_LABELS, napScoreBand, type NapScoreBand } from './nap-score-band';

const BAND_CLASSES: Record<NapScoreBand | 'none', string> = {
  good: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  fair: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  poor: 'bg-red-50 text-red-700 ring-red-600/20',
  none: 'bg-slate-50 text-slate-600 ring-slate-500/20',
};

function valueSize(large: boolean, unscanned: boolean): string {
  if (!large) return cn('px-2 py-0.5 text-xs', unscanned ? 'font-medium' : 'font-semibold');
  return unscanned ? 'px-3 py-1.5 text-base font-medium' : 'px-3 py-1 text-3xl font-semibold tracking-tight';
}

interface NapScoreProps {
  /** 0-100; null before any scan. */
  score: number | null;
  /** sm: a pill for rows and lists; lg: the headline figure of a card. */
  size?: 'sm' | 'lg';
}

/**
 * A NAP score in its colour band, with the band's word for those who do not see colour, and a
 * button that opens how the score is worked out (a disclosure, so it works by keyboard and touch).
 */
export function NapScore({ score, size = 'sm' }: NapScoreProps) {
  const [explained, setExplained] = useState(false);
  const explanationId = useId();
  const band = score === null ? 'none' : napScoreBand(score);
  const large = size === 'lg';

  return (
    <div
      className="min-w-0"
      data-testid="nap-score"
      data-band={band}
    >
      <div className={cn('flex items-center', large ? 'gap-3' : 'gap-1.5')}>
        <span
          className={cn(
            'inline-flex items-baseline rounded-md whitespace-nowrap tabular-nums ring-1 ring-inset',
            BAND_CLASSES[band],
            valueSize(large, score === null),
          )}
          data-testid="nap-score-value"
        >
          {score === null ? (
            'Not scanned yet'
          ) : (
            <>
              {score}
              <span className={cn('font-medium', large ? 'ml-0.5 text-base' : 'ml-px')}>/100</span>
              <span className="sr-only">, {NAP_SCORE_BAND_LABELS[napScoreBand(score)]}</span>
            </>
          )}
        </span>
        {large && score !== null && (
          <span aria-hidden="true" className="text-sm font-medium text-slate-600" data-testid="nap-score-band">
            {NAP_SCORE_BAND_LABELS[napScoreBand(score)]}
          </span>
        )}
        <button
          type="button"
          aria-expanded={explained}
          aria-controls={explanationId}
          aria-label="How the NAP score is worked out"
          onClick={() => setExplained((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && explained) {
              event.stopPropagation();
              setExplained(false);
            }
          }}
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900',
            large ? 'size-8' : 'size-6',
            TOUCH_TARGET,
            FOCUS_RING,
          )}
          data-testid="nap-score-explain"
        >
          <Info aria-hidden="true" className={large ? 'size-4' : 'size-3.5'} />
        </button>
      </div>
      <p
        id={explanationId}
        hidden={!explained}
        className="mt-2 max-w-prose rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-slate-600"
        data-testid="nap-score-explanation"
      >
        {napScoreExplanation}
      </p>
    </div>
  );
}
