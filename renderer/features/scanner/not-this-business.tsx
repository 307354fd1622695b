import { useEffect, useRef, useState } from 'react';
import { Ban, Undo2 } from 'lucide-react';
import type { CitationListingMark } from '../../../shared/contract/citations';
import type { CitationSourceId } from '../../../shared/domain/citation-sources';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { REJECTED_MESSAGE } from './citation-source-text';
import { useAddListingMark, useRemoveListingMark } from './queries';

/** A listing a scan found, as a "not this business" mark names it. */
export interface FoundListing {
  source: CitationSourceId;
  listingId: string;
  /** The directory it is on. */
  directory: string;
  url: string | null;
}

interface NotThisBusinessProps {
  businessId: string;
  listing: FoundListing;
  /** The business's marks, when loaded: one may already reject this listing. */
  marks: readonly CitationListingMark[] | undefined;
  /** Names the listing for screen readers, as several buttons share the words: 'the listing on Yelp'. */
  listingName: string;
}

/**
 * "Not this business" on a found listing: marks it so later scans leave it out, then says so and offers
 * Undo. Reversible, so it asks for no confirmation; focus moves to what replaces the button pressed.
 */
export function NotThisBusiness({ businessId, listing, marks, listingName }: NotThisBusinessProps) {
  const add = useAddListingMark(businessId);
  const remove = useRemoveListingMark(businessId);
  const mark = marks?.find(
    (candidate) => candidate.kind === 'rejected' && candidate.source === listing.source && candidate.listingId === listing.listingId,
  );
  const undoRef = useRef<HTMLButtonElement>(null);
  const markRef = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<'undo' | 'mark' | null>(null);

  useEffect(() => {
    if (focusAfter === 'undo' && mark) undoRef.current?.focus();
    if (focusAfter === 'mark' && !mark) markRef.current?.focus();
  }, [focusAfter, mark]);

  const reject = async () => {
    try {
      await add.mutateAsync({ kind: 'rejected', ...listing });
      setFocusAfter('undo');
    } catch (error) {
      toast({ title: 'Could not mark the listing', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const undo = async (markId: string) => {
    try {
      await remove.mutateAsync(markId);
      setFocusAfter('mark');
    } catch (error) {
      toast({ title: 'Could not undo the mark', description: failureMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="scan-not-this-business" data-rejected={String(Boolean(mark))}>
      {/* Always there, so the words are announced when they appear. */}
      <span role="status" className={mark ? 'text-sm text-slate-700' : 'sr-only'} data-testid="scan-reject-status">
        {mark ? REJECTED_MESSAGE : ''}
      </span>
      {mark ? (
        <Button
          ref={undoRef}
          variant="link"
          size="sm"
          className="text-sm"
          disabled={remove.isPending}
          onClick={() => void undo(mark.id)}
          data-testid="scan-rejected-undo"
        >
          <Undo2 aria-hidden="true" />
          {remove.isPending ? 'Undoing...' : 'Undo'}
          <span className="sr-only"> marking {listingName} not this business</span>
        </Button>
      ) : (
        <Button
          ref={markRef}
          variant="outline"
          size="sm"
          disabled={add.isPending || marks === undefined}
          onClick={() => void reject()}
          data-testid="scan-reject-button"
        >
          <Ban aria-hidden="true" />
          {add.isPending ? 'Marking...' : 'Not this business'}
          <span className="sr-only">: {listingName}</span>
        </Button>
      )}
    </div>
  );
}
