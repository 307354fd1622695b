import type { ReactNode } from 'react';
import { Page } from '../components/layout/page';
import { RoleBadge } from '../components/layout/role-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useAuth } from '../features/auth/auth-context';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function SettingsPage() {
  const { user, organization } = useAuth();
  if (!user) return null;

  return (
    <Page title="Settings" description="Your account and the organization you work in.">
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Profile editing and password changes arrive in a later release.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100">
            <Detail label="Name">{user.name}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Account type">
              <RoleBadge role={user.role} />
            </Detail>
            <Detail label="Organization">{organization?.name ?? 'None'}</Detail>
          </dl>
        </CardContent>
      </Card>
    </Page>
  );
}
