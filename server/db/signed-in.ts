import type { MembershipRecord, OrganizationRecord, SessionRecord, UserRecord } from './records';
import type { SignedInSession } from './repositories';

interface SignedInRow {
  session: SessionRecord;
  user: UserRecord;
  membership: MembershipRecord | null;
  organization: OrganizationRecord | null;
  dataVersion: number | null;
}

/** The joined row of findSignedIn as the repositories answer it, in either dialect. */
export function signedInOf(row: SignedInRow | undefined): SignedInSession | undefined {
  if (!row) return undefined;
  const { session, user, membership, organization, dataVersion } = row;
  return {
    session,
    user,
    membership: membership && organization ? { ...membership, organization, organizationDataVersion: dataVersion } : undefined,
  };
}
