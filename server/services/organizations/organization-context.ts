import type { MemberRole } from '../../../shared/domain/enums';
import type { OrganizationRecord } from '../../db/records';
import { forbidden } from '../../http/api-error';

/** The organization a request works in, and the caller's role there. */
export interface OrganizationContext {
  organization: OrganizationRecord;
  role: MemberRole;
  /** The organization's data version as this request read it; absent when it was not read with the session. */
  dataVersion?: number | null;
}

/** A paused organization's businesses cannot change. */
export function assertOrganizationActive(organization: OrganizationRecord): void {
  if (!organization.isActive) {
    throw forbidden('This organization is paused, so its businesses cannot change. Contact your administrator.');
  }
}
