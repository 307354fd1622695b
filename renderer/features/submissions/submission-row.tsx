import type { Submission } from '../../../shared/contract/provider';
import { Badge } from '../../components/ui/badge';
import { RelativeTime } from '../../components/ui/relative-time';
import { ListingStatusBadge } from '../listings/listing-status-badge';
import { ProfileLink } from '../listings/profile-link';
import { refusalsFirst, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUS_TONES, submissionSummary } from './submission-text';

interface SubmissionRowProps {
  submission: Submission;
  /** When it was loaded; its time reads relative to that. */
  loadedAt: number;
  /** Whether the directories start unfolded. */
  open?: boolean;
  /** 'submission-row' in lists; the submission just made names itself apart. */
  'data-testid'?: string;
}

/** One business's submission: where it stands, and each directory's status, profile link or error. */
export function SubmissionRow({ submission, loadedAt, open = false, 'data-testid': testId = 'submission-row' }: SubmissionRowProps) {
  return (
    <article
      className="space-y-2"
      data-testid={testId}
      data-submission-id={submission.id}
      data-business-id={submission.businessId}
      data-status={submission.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-slate-900" data-testid="submission-business">
            {submission.businessName}
          </h3>
          <p className="text-xs text-slate-500">
            <RelativeTime at={submission.createdAt} now={loadedAt} />
            {' · '}
            <span data-testid="submission-summary">{submissionSummary(submission.directories)}</span>
          </p>
        </div>
        <Badge tone={SUBMISSION_STATUS_TONES[submission.status]} data-testid="submission-status">
          {SUBMISSION_STATUS_LABELS[submission.status]}
        </Badge>
      </header>
      {submission.directories.length > 0 && (
        <details open={open} className="rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 max-sm:py-3 text-sm font-medium text-slate-700 hover:bg-slate-50">Directories</summary>
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto border-t border-slate-200">
            {refusalsFirst(submission.directories).map((entry) => (
              <SubmissionDirectory key={entry.directory} entry={entry} />
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function SubmissionDirectory({ entry }: { entry: Submission['directories'][number] }) {
  return (
    <li
      className="grid grid-cols-1 gap-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,12rem)_auto_minmax(0,1fr)] sm:items-start sm:gap-3"
      data-testid="submission-directory"
      data-directory-id={entry.directory}
      data-status={entry.status}
    >
      <span className="truncate font-medium text-slate-800">{entry.directoryName}</span>
      <span>
        <ListingStatusBadge status={entry.status} />
      </span>
      <span className="min-w-0 break-words">
        {entry.errorMessage ? (
          <span className="text-red-700" data-testid="submission-directory-error">
            {entry.errorMessage}
          </span>
        ) : (
          <ProfileLink
            url={entry.profileUrl}
            fallback={<span className="text-slate-400">No profile yet</span>}
            data-testid="submission-profile-link"
          />
        )}
      </span>
    </li>
  );
}
