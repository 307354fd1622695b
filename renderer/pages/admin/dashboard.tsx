import { useState, type ComponentType, type SVGProps } from 'react';
import { Activity, ArrowRight, Building, ListChecks, PlugZap, ShieldAlert, Store, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { IntegrationStatus } from '../../../shared/contract/provider';
import { Page } from '../../components/layout/page';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { useAdminOverview } from '../../features/admin/queries';
import { ADMIN_SCREENS } from '../../features/admin/admin-screens';
import { AuditEntryItem } from '../../features/admin/audit-entry-item';
import { AUDIT_LOG_ID, AuditLog, useOrganizationInAddress } from '../../features/admin/audit-log';

const LINK_CARD =
  'group flex items-center gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-primary/40 hover:bg-primary-soft/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

interface CountCardProps {
  label: string;
  value: number | string | undefined;
  href: string;
  linkLabel: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function CountCard({ label, value, href, linkLabel, icon: Icon }: CountCardProps) {
  return (
    <Card className="p-5" data-testid={`admin-count-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-500">{label}</p>
          <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value ?? '—'}</p>
        </div>
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <Link href={href} className={buttonClasses('link', 'sm', 'mt-3 text-sm')}>
        {linkLabel}
      </Link>
    </Card>
  );
}

/** 'Active (sandbox)' or 'Switched off', as the business-data integration stands. */
function providerStatusText(integration: IntegrationStatus): string {
  return integration.enabled ? `Active (${integration.environment})` : 'Switched off';
}

export default function AdminDashboardPage() {
  const overview = useAdminOverview();
  // An organization's Activity link opens the log filtered to it.
  const linkedOrganization = useOrganizationInAddress();
  const [logOpen, setLogOpen] = useState(linkedOrganization !== '');

  return (
    <Page title="Admin Dashboard" description="Accounts, organizations and recent administrative activity.">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <CountCard label="Users" value={overview.data?.users} href="/admin/users" linkLabel="Manage users" icon={Users} />
        <CountCard
          label="Organizations"
          value={overview.data?.organizations}
          href="/admin/organizations"
          linkLabel="Manage organizations"
          icon={Building}
        />
        <CountCard
          label="Businesses"
          value={overview.data?.businesses}
          href="/admin/billing"
          linkLabel="Usage by organization"
          icon={Store}
        />
        <CountCard
          label="Live listings"
          value={overview.data?.liveListings}
          href="/admin/billing"
          linkLabel="Usage by organization"
          icon={ListChecks}
        />
        <CountCard
          label="Open issues"
          value={overview.data?.openIssues}
          href="/admin/organizations"
          linkLabel="Organizations"
          icon={ShieldAlert}
        />
        <CountCard
          label="Provider"
          value={overview.data ? providerStatusText(overview.data.integration) : undefined}
          href="/admin/settings"
          linkLabel="Integration settings"
          icon={PlugZap}
        />
      </div>
      {overview.isError && <QueryStatus query={overview} subject="the overview" />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2" aria-labelledby="recent-activity-title">
          <CardHeader className="flex-row items-start justify-between gap-3">
            <div>
              <CardTitle id="recent-activity-title">Recent activity</CardTitle>
              <CardDescription>The latest administrative actions across all organizations.</CardDescription>
            </div>
            <Button
              variant="link"
              className="shrink-0 text-sm"
              aria-expanded={logOpen}
              aria-controls={logOpen ? AUDIT_LOG_ID : undefined}
              onClick={() => setLogOpen((open) => !open)}
            >
              {logOpen ? 'Hide audit log' : 'Full audit log'}
            </Button>
          </CardHeader>
          <CardContent>
            {overview.data ? (
              overview.data.recentActivity.length > 0 ? (
                <ul className="divide-y divide-slate-100" aria-label="Recent activity" data-testid="recent-activity">
                  {overview.data.recentActivity.map((entry) => (
                    <AuditEntryItem key={entry.id} entry={entry} loadedAt={overview.dataUpdatedAt} />
                  ))}
                </ul>
              ) : (
                <EmptyState icon={Activity} title="No recent activity" compact />
              )
            ) : (
              !overview.isError && <QueryStatus query={overview} subject="recent activity" />
            )}
          </CardContent>
        </Card>

        <Card aria-labelledby="admin-screens-title">
          <CardHeader>
            <CardTitle id="admin-screens-title">Back-office</CardTitle>
          </CardHeader>
          <CardContent>
            <nav aria-label="Back-office screens">
              <ul className="space-y-2">
                {ADMIN_SCREENS.map(({ name, href, description, icon: Icon }) => (
                  <li key={href}>
                    <Link href={href} className={LINK_CARD}>
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                        <Icon aria-hidden="true" className="size-[18px]" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-medium text-slate-900">{name}</span>
                        <span className="block text-xs text-slate-500">{description}</span>
                      </span>
                      <ArrowRight aria-hidden="true" className="size-4 text-slate-300 transition-colors group-hover:text-primary" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </CardContent>
        </Card>
      </div>

      {logOpen && <AuditLog />}
    </Page>
  );
}
