import type { ReactNode } from 'react';
import { formatRelativeTime } from '../../../shared/domain/relative-time';

interface RelativeTimeProps {
  /** The moment, as the API gives it. */
  at: string | null;
  /** When the data was loaded: the moment reads relative to it, so it does not drift between renders. */
  now: number;
  /** Shown when there is no moment, e.g. 'Never'. */
  fallback?: ReactNode;
  className?: string;
}

/** '5 minutes ago', with the exact local time on hover. */
export function RelativeTime({ at, now, fallback = null, className }: RelativeTimeProps) {
  if (!at) return fallback;
  return (
    <time dateTime={at} title={new Date(at).toLocaleString()} className={className}>
      {formatRelativeTime(at, now)}
    </time>
  );
}
