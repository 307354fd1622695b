import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Business } from '../../shared/contract/businesses';
import { Page } from '../components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { LazySection } from '../components/ui/lazy-section';
import { useAuth } from '../features/auth/auth-context';
import { DashboardMetrics } from '../features/dashboard/dashboard-metrics';
import { EnhancementPanel, EnhancementSkeleton } from '../features/dashboard/enhancement-panel';
import { PullIndicator } from '../features/dashboard/pull-indicator';
import { QuickActions } from '../features/dashboard/quick-actions';
import { RecentActivity, RecentActivitySkeleton } from '../features/dashboard/recent-activity';
import { RecentBusinesses } from '../features/dashboard/recent-businesses';
import { SyncStatusPanel, SyncStatusSkeleton } from '../features/dashboard/sync-status-panel';
import { useDashboardRefresh } from '../features/dashboard/use-dashboard-refresh';
import { useOpenedOnce } from '../lib/use-opened-once';
import { usePullToRefresh } from '../lib/use-pull-to-refresh';

// The form and its validation load when someone adds or edits a business, not with the dashboard.
const BusinessDialog = lazy(() => import('../features/businesses/business-dialog').then((module) => ({ default: module.BusinessDialog })));

interface PanelProps {
  title: string;
  description?: string;
  testId: string;
  /** Skeleton shown until the panel nears the viewport; its content (and its query) starts then. */
  placeholder: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A lower section of the dashboard: its frame at once, its content when scrolled near. */
function LazyPanel({ title, description, testId, placeholder, className, children }: PanelProps) {
  return (
    <Card className={className} aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <LazySection data-testid={testId} placeholder={placeholder}>
          {children}
        </LazySection>
      </CardContent>
    </Card>
  );
}

interface DialogState {
  open: boolean;
  business?: Business;
}

export default function DashboardPage() {
  const { user } = useAuth();
  const refresh = useDashboardRefresh();
  const pull = usePullToRefresh(refresh);
  // One Add/Edit dialog for the quick action and every card.
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const dialogMounted = useOpenedOnce(dialog.open);
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <Page
      title="Dashboard Overview"
      description={firstName ? `Welcome back, ${firstName}. Here is where your listings stand.` : undefined}
    >
      <PullIndicator {...pull} />
      <DashboardMetrics />
      <RecentBusinesses onAdd={() => setDialog({ open: true })} onEdit={(business) => setDialog({ open: true, business })} />
      <QuickActions onAddBusiness={() => setDialog({ open: true })} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <LazyPanel
          title="Recent Activity"
          description="Publishing, syncing and citation events across your businesses."
          testId="recent-activity"
          placeholder={<RecentActivitySkeleton />}
          className="lg:col-span-2 lg:row-span-2"
        >
          <RecentActivity />
        </LazyPanel>
        <LazyPanel title="Sync Status" testId="sync-status-panel" placeholder={<SyncStatusSkeleton />}>
          <SyncStatusPanel />
        </LazyPanel>
        <LazyPanel title="Business Enhancement" testId="enhancement-panel" placeholder={<EnhancementSkeleton />}>
          <EnhancementPanel />
        </LazyPanel>
      </div>

      {dialogMounted && (
        <Suspense fallback={null}>
          <BusinessDialog
            open={dialog.open}
            business={dialog.business}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </Page>
  );
}
