import { useState } from 'react';
import { CloudUpload } from 'lucide-react';
import { TOUCH_TARGET } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useCanEditBusinesses } from '../businesses/use-business-permissions';
import { useBusinessGoogleLink, useGoogleBusinessStatus } from './queries';
import { GoogleUpdateDialog } from './google-update-dialog';

/**
 * 'Update on Google' for a business linked to a Google location, for members and up. A business's link
 * is asked for only while the organization is connected and has linked any business at all.
 */
export function GoogleUpdateAction({ business }: { business: { id: string; name: string } }) {
  const canUpdate = useCanEditBusinesses();
  const status = useGoogleBusinessStatus(canUpdate).data;
  const usable = Boolean(status?.available && status.connection && !status.connection.needsReconnect && status.linkedBusinesses > 0);
  const link = useBusinessGoogleLink(business.id, canUpdate && usable);
  const [open, setOpen] = useState(false);
  if (!canUpdate || !usable || !link.data) return null;
  return (
    <>
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
          TOUCH_TARGET,
        )}
        onClick={() => setOpen(true)}
        data-testid="google-update-open"
      >
        <CloudUpload aria-hidden="true" className="size-3.5" />
        Update on Google
        <span className="sr-only"> {business.name}</span>
      </button>
      <GoogleUpdateDialog business={business} open={open} onOpenChange={setOpen} />
    </>
  );
}
