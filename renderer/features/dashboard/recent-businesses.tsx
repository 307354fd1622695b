import { Plus, Store } from 'lucide-react';
import { Link } from 'wouter';
import type { Business } from '../../../shared/contract/businesses';
import { RECENT_BUSINESSES_SHOWN } from '../../../shared/domain/constants';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { BusinessCard } from '../businesses/business-card';
import { useBusinesses } from '../businesses/queries';
import { useCanEditBusinesses } from '../businesses/use-business-permissions';

const GRID = 'grid gap-4 md:grid-cols-2 lg:grid-cols-3';

interface RecentBusinessesProps {
  onAdd(): void;
  onEdit(business: Business): void;
}

/** The first businesses (most recently updated) as cards, with a way to all of them. */
export function RecentBusinesses(props: RecentBusinessesProps) {
  return (
    <Card data-testid="recent-businesses" aria-labelledby="recent-businesses-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <div>
          <CardTitle id="recent-businesses-title">Recent Business Profiles</CardTitle>
          <CardDescription>Your latest businesses, ready to edit and publish.</CardDescription>
        </div>
        <Link href="/businesses" className={buttonClasses('link', 'sm', 'text-sm')} data-testid="view-all-businesses">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        <RecentBusinessCards {...props} />
      </CardContent>
    </Card>
  );
}

function RecentBusinessCards({ onAdd, onEdit }: RecentBusinessesProps) {
  const businesses = useBusinesses({ limit: RECENT_BUSINESSES_SHOWN });
  const canEdit = useCanEditBusinesses();

  if (!businesses.data) {
    if (businesses.isError) return <QueryStatus query={businesses} subject="your businesses" />;
    return (
      <SkeletonGroup label="Loading your businesses" className={GRID}>
        {Array.from({ length: RECENT_BUSINESSES_SHOWN }, (_, index) => (
          <div key={index} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-1.5 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (businesses.data.businesses.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title="No businesses yet. Add your first business to get started."
        compact
        action={
          canEdit && (
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add New Business
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className={GRID} data-testid="recent-businesses-list">
      {businesses.data.businesses.map((business) => (
        <BusinessCard key={business.id} business={business} onEdit={onEdit} />
      ))}
    </div>
  );
}
