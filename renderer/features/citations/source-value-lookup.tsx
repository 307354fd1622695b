import { useEffect, useRef } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import type { CitationIssue } from '../../../shared/contract/citations';
import type { CitationIssueType } from '../../../shared/domain/citation-issues';
import { CITATION_SOURCE_LABELS, type CitationSourceId } from '../../../shared/domain/citation-sources';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/api-client';
import { issueDescription } from './citation-issue-text';
import { useLookUpSourceValue } from './queries';

// Yelp, Foursquare and Google Places let us keep only their listing ids, so an issue found there has no
// actual value stored. Instead of "Not shown", the person can have it looked up again; it is shown, not kept.

const MISMATCH_TYPES: readonly CitationIssueType[] = ['name_mismatch', 'address_mismatch', 'phone_mismatch', 'website_mismatch'];

const LOOKUP_FAILED = 'The value could not be looked up. Please try again.';

export type LookableIssue = CitationIssue & { source: CitationSourceId };

/** A mismatch whose directory value its source did not let us keep: it can be looked up again on request. */
export function canLookUpSourceValue(issue: CitationIssue): issue is LookableIssue {
  return issue.actualValue === null && !issue.valueKept && issue.source !== null && MISMATCH_TYPES.includes(issue.issueType);
}

/** "Yelp's terms let us keep only the listing's id, so it is not stored." */
export function notStoredNote(source: CitationSourceId): string {
  return `Looked up just now; ${CITATION_SOURCE_LABELS[source]}'s terms let us keep only the listing's id, so it is not stored.`;
}

/** A button that looks the issue's value up on its source, then the value with why it is not kept. */
export function SourceValueLookup({ issue }: { issue: LookableIssue }) {
  const sourceName = CITATION_SOURCE_LABELS[issue.source];
  const lookUp = useLookUpSourceValue(issue.id);
  const answer = lookUp.data;
  const shown = useRef<HTMLDivElement>(null);
  const pending = lookUp.isPending;
  const label = pending ? `Looking up on ${sourceName}...` : `Look up on ${sourceName}`;

  // The button gives way to the value: focus follows, so a keyboard user stays where they were.
  useEffect(() => {
    if (answer) shown.current?.focus();
  }, [answer]);

  if (answer) {
    return (
      <div
        ref={shown}
        tabIndex={-1}
        className="space-y-1 rounded focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        data-testid="citation-issue-looked-up"
      >
        <div data-testid="citation-issue-looked-up-value">
          {answer.value ?? <span className="text-slate-400">Not shown on {sourceName}</span>}
        </div>
        <p className="text-xs text-slate-500" data-testid="citation-issue-looked-up-note">
          {notStoredNote(answer.source)}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-1">
      {/* Not disabled while it waits, which would drop the keyboard focus: a second press is ignored instead. */}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={pending}
        aria-busy={pending}
        onClick={() => {
          if (!pending) lookUp.mutate();
        }}
        aria-label={`${label}: ${issueDescription(issue)}`}
        data-testid="citation-issue-look-up"
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Search aria-hidden="true" />}
        {label}
      </Button>
      {lookUp.isError && (
        <p role="alert" className="text-xs text-red-600" data-testid="citation-issue-look-up-error">
          {failureMessage(lookUp.error, LOOKUP_FAILED)}
        </p>
      )}
    </div>
  );
}
