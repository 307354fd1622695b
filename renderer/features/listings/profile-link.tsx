import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../lib/cn';
import { profileLinkText, safeProfileUrl } from './profile-url';

interface ProfileLinkProps {
  /** The address the directory gave for the listing. */
  url: string | null;
  /** Shown instead when there is no web address to link to. */
  fallback?: ReactNode;
  /** How wide the link may grow; the address is cut short beyond it. */
  className?: string;
  'data-testid'?: string;
}

/** A listing's profile on its directory, opening in a new tab; only web addresses become links. */
export function ProfileLink({ url, fallback = null, className = 'max-w-full', 'data-testid': testId }: ProfileLinkProps) {
  const safeUrl = safeProfileUrl(url);
  if (!safeUrl) return fallback;
  return (
    <a
      href={safeUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 text-primary hover:underline', className)}
      data-testid={testId}
    >
      <span className="truncate">{profileLinkText(safeUrl)}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
