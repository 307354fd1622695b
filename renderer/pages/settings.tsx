import type { ReactNode } from 'react';
import { memberRoleAtLeast } from '../../shared/domain/plans';
import { Page } from '../components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { QueryStatus } from '../components/ui/query-status';
import { useProfile, useSessions } from '../features/account/queries';
import { useCurrentOrganization, useInvitations, useMembers } from '../features/organization/queries';
import { PasswordForm } from '../features/account/password-form';
import { ProfileForm } from '../features/account/profile-form';
import { SessionList } from '../features/account/session-list';
import { BrandingForm } from '../features/branding/branding-form';
import { InvitationForm } from '../features/organization/invitation-form';
import { InvitationList } from '../features/organization/invitation-list';
import { MemberList } from '../features/organization/member-list';
import { DeleteOrganization } from '../features/organization/delete-organization';
import { OrganizationOverview } from '../features/organization/organization-overview';

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

export default function SettingsPage() {
  const profile = useProfile();
  const sessions = useSessions();
  const organization = useCurrentOrganization();
  const members = useMembers();
  const current = organization.data;
  const isAdmin = current ? memberRoleAtLeast(current.role, 'admin') : false;
  const invitations = useInvitations(isAdmin);

  return (
    <Page title="Settings" description="Your profile, your password, your devices and your organization.">
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

        <Section
          testId="settings-organization"
          title="Organization"
          description="The organization you are working in, its plan and how much of it is in use."
        >
          {current ? <OrganizationOverview organization={current} /> : <QueryStatus query={organization} subject="your organization" />}
        </Section>

        <Section
          testId="settings-members"
          title="Members"
          description={
            isAdmin
              ? 'Everyone in the organization. Change what each person may do, or remove them.'
              : 'Everyone in the organization and what each person may do.'
          }
        >
          {current && members.data ? (
            <MemberList organization={current} members={members.data} />
          ) : (
            <QueryStatus query={organization.isError ? organization : members} subject="the members" />
          )}
        </Section>

        {current && isAdmin && (
          <Section
            testId="settings-invitations"
            title="Invitations"
            description="Invite people by email. The link works for 7 days; each open invitation holds a seat."
          >
            <div className="space-y-6">
              <InvitationForm actor={current.role} />
              <div className="border-t border-slate-100 pt-5">
                <h3 className="mb-3 text-sm font-semibold text-slate-900">Pending invitations</h3>
                {invitations.data ? (
                  <InvitationList invitations={invitations.data} />
                ) : (
                  <QueryStatus query={invitations} subject="the invitations" />
                )}
              </div>
            </div>
          </Section>
        )}

        {current && current.type !== 'standard' && (
          <Section
            testId="settings-branding"
            title="Branding"
            description="Your white-label brand: shown to your members and clients in place of ours."
          >
            <BrandingForm key={current.id} organization={current} editable={isAdmin} />
          </Section>
        )}

        {current?.role === 'owner' && (
          <Section testId="settings-delete-organization" title="Delete organization" description="For owners only.">
            <DeleteOrganization key={current.id} organization={current} />
          </Section>
        )}
      </div>
    </Page>
  );
}
