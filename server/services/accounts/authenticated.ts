import type { SessionRecord, UserRecord } from '../../db/records';
import type { SignedInMembership } from '../../db/repositories';

/** Who a request's bearer token belongs to, as the session read found them. */
export interface Authenticated {
  user: UserRecord;
  session: SessionRecord;
  /** The bearer token's hash, as stored. */
  tokenHash: string;
  /** The membership of the session's organization, read with the session; resolving uses it before reading more. */
  membership?: SignedInMembership;
}
