import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Business } from '../../../shared/contract/businesses';
import { matchGradeLabel, matchPercent } from '../../../shared/domain/match-grade';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { FormDialog } from '../../components/ui/form-dialog';
import { useIntegrationStatus } from './business-queries';
import { ENHANCEMENT_DISABLED_MESSAGE } from './enhancement-text';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface EnhanceDialogProps {
  business: Business;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** What enhancing a business does, or what it found, and the way to Business Matching where it happens. */
export function EnhanceDialog({ business, open, onOpenChange }: EnhanceDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={`Enhance ${business.name}`} data-testid="enhance-dialog">
      <EnhanceDialogContent business={business} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

// Rendered only while the dialog is open, so the integration status is asked for then.
function EnhanceDialogContent({ business, onClose }: { business: Business; onClose(): void }) {
  const integration = useIntegrationStatus();
  const enhanced = business.dataAxleInfogroupId !== null;
  const percent = matchPercent(business.dataAxleConfidenceScore);

  return (
    <div className="space-y-4 text-sm text-slate-600">
      {enhanced ? (
        <div data-testid="enhance-summary" className="space-y-3">
          <p>This profile is enhanced with verified information from our business database.</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Match</dt>
            <dd className="font-medium text-slate-900">{matchGradeLabel(business.dataAxleMatchGrade)}</dd>
            {percent !== null && (
              <>
                <dt>Confidence</dt>
                <dd className="font-medium text-slate-900">{percent}%</dd>
              </>
            )}
            {business.dataAxleLastSynced && (
              <>
                <dt>Last updated</dt>
                <dd className="font-medium text-slate-900">{DATE_FORMAT.format(new Date(business.dataAxleLastSynced))}</dd>
              </>
            )}
          </dl>
          <p>Business Matching shows every verified detail and can look for a fresh match.</p>
        </div>
      ) : (
        <p data-testid="enhance-summary">
          Enhancing looks this business up in our business database. When a match is found you review it and, if you
          accept it, the profile is verified and gains details such as employee count, annual revenue, year
          established and social profiles. Nothing changes until you accept a match.
        </p>
      )}
      {integration.isPending ? (
        <Spinner label="Checking business enhancement" />
      ) : (
        integration.data?.enabled === false && <Alert variant="info">{ENHANCEMENT_DISABLED_MESSAGE}</Alert>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end sm:gap-3">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Link href="/matching" className={buttonClasses('primary')} data-testid="enhance-go-matching">
          <Sparkles aria-hidden="true" />
          Go to Business Matching
        </Link>
      </div>
    </div>
  );
}
