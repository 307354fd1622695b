import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Plus, RefreshCw, ScanSearch, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useCanEditBusinesses } from '../businesses/use-business-permissions';
import { useSyncAllListings } from '../listings/use-sync-all-listings';

const TILE_CLASSES = cn(
  'group flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left transition-colors',
  'hover:border-primary/40 hover:bg-primary-soft/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
  'disabled:pointer-events-none disabled:opacity-60',
);

function TileContent({ icon: Icon, label, description }: { icon: ComponentType<SVGProps<SVGSVGElement>>; label: ReactNode; description: string }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
    </>
  );
}

/** Shortcuts to the common next steps; adding and syncing are left out for viewers, who may not. */
export function QuickActions({ onAddBusiness }: { onAddBusiness(): void }) {
  const canEdit = useCanEditBusinesses();
  const { syncAll, pending } = useSyncAllListings();

  return (
    <Card data-testid="quick-actions" aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {canEdit && (
          <button type="button" className={TILE_CLASSES} onClick={onAddBusiness} data-testid="add-business-button">
            <TileContent icon={Plus} label="Add New Business" description="Create a business profile" />
          </button>
        )}
        <Link href="/matching" className={TILE_CLASSES} data-testid="enhance-data-link">
          <TileContent icon={Sparkles} label="Enhance Business Data" description="Match and enrich your profiles" />
        </Link>
        <Link href="/scanner" className={TILE_CLASSES} data-testid="scan-citations-link">
          <TileContent icon={ScanSearch} label="Scan Citations" description="Find inconsistent listings" />
        </Link>
        {canEdit && (
          <button
            type="button"
            className={TILE_CLASSES}
            disabled={pending}
            onClick={() => void syncAll()}
            data-testid="sync-all-button"
          >
            <TileContent
              icon={RefreshCw}
              label={pending ? 'Syncing...' : 'Sync All Listings'}
              description="Check every listing with its directory"
            />
          </button>
        )}
      </CardContent>
    </Card>
  );
}
