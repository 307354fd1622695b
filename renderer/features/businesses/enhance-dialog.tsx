import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Business } from '../../../shared/contract/businesses';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { EnhancementCard } from '../matching/enhancement-card';

interface EnhanceDialogProps {
  business: Business;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The business's enhancement card, as on Business Matching, with the way there for many at once. */
export function EnhanceDialog({ business, open, onOpenChange }: EnhanceDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Enhance ${business.name}`}
      description="Verify this business against our business database and add what it knows."
      data-testid="enhance-dialog"
    >
      {/* FormDialog renders its children only while open, so the integration status is asked for then. */}
      <EnhancementCard business={business} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
        <Link href="/matching" className={buttonClasses('outline')} data-testid="enhance-go-matching">
          <Sparkles aria-hidden="true" />
          Business Matching
        </Link>
      </div>
    </FormDialog>
  );
}
