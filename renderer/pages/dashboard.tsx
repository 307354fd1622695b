import { Activity, ArrowRight, ScanSearch, Sparkles, Store } from 'lucide-react';
import { Link } from 'wouter';
import { Page } from '../components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../features/auth/auth-context';

const QUICK_ACTIONS = [
  { label: 'Add New Business', description: 'Create a business profile', href: '/businesses', icon: Store },
  { label: 'Enhance Business Data', description: 'Match and enrich your profiles', href: '/matching', icon: Sparkles },
  { label: 'Scan Citations', description: 'Find inconsistent listings', href: '/scanner', icon: ScanSearch },
];

export default function DashboardPage() {
  const { user } = useAuth();
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <Page
      title="Dashboard Overview"
      description={firstName ? `Welcome back, ${firstName}. Here is where your listings stand.` : undefined}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between">
            <div>
              <CardTitle>Recent Business Profiles</CardTitle>
              <CardDescription>Your latest businesses, ready to edit and publish.</CardDescription>
            </div>
            <Link href="/businesses" className={buttonClasses('link', 'sm', 'text-sm')}>
              View All
            </Link>
          </CardHeader>
          <EmptyState
            icon={Store}
            title="No businesses yet. Add your first business to get started."
            action={
              <Link href="/businesses" className={buttonClasses('primary')}>
                Go to Business Profiles
              </Link>
            }
          />
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            {QUICK_ACTIONS.map(({ label, description, href, icon: Icon }) => (
              <Link
                key={label}
                href={href}
                className="group flex items-center gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-primary/40 hover:bg-primary-soft/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-[18px]" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900">{label}</span>
                  <span className="block text-xs text-slate-500">{description}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 text-slate-300 transition-colors group-hover:text-primary" />
              </Link>
            ))}
          </CardContent>
        </Card>

        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
            <CardDescription>Publishing, syncing and citation events across your businesses.</CardDescription>
          </CardHeader>
          <EmptyState icon={Activity} title="No recent activity" compact />
        </Card>
      </div>
    </Page>
  );
}
