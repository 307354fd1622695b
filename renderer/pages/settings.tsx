import type { ReactNode } from 'react';
import { Page } from '../components/layout/page';
import { RoleBadge } from '../components/layout/role-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { QueryStatus } from '../components/ui/query-status';
import { useProfile, useSessions } from '../features/account/account-queries';
import { PasswordForm } from '../features/account/password-form';
import { ProfileForm } from '../features/account/profile-form';
import { SessionList } from '../features/account/session-list';

function Section({ title, description, testId, children }: { title: string; description: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

export default function SettingsPage() {
  const profile = useProfile();
  const sessions = useSessions();

  return (
    <Page title="Settings" description="Your profile, your password and the devices you are signed in on.">
      <div className="max-w-3xl space-y-6">
        <Section testId="settings-profile" title="Profile" description="How you appear in the app and how you sign in.">
          {profile.data ? <ProfileForm user={profile.data.user} /> : <QueryStatus query={profile} subject="your profile" />}
        </Section>

        <Section
          testId="settings-password"
          title="Password"
          description="Changing it signs you out everywhere except on this device."
        >
          <PasswordForm />
        </Section>

        <Section
          testId="settings-sessions"
          title="Sessions"
          description="Devices signed in to your account. Revoke any you do not recognise."
        >
          {sessions.data ? (
            <SessionList sessions={sessions.data} loadedAt={sessions.dataUpdatedAt} />
          ) : (
            <QueryStatus query={sessions} subject="your sessions" />
          )}
        </Section>

        {profile.data && (
          <Section
            testId="settings-organization"
            title="Organization"
            description="Organization and plan settings arrive in a later release."
          >
            <dl className="divide-y divide-slate-100">
              <Detail label="Organization">{profile.data.organization?.name ?? 'None'}</Detail>
              <Detail label="Account type">
                <RoleBadge role={profile.data.user.role} />
              </Detail>
            </dl>
          </Section>
        )}
      </div>
    </Page>
  );
}
