import type { OrganizationType } from '../../../shared/domain/enums';

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  standard: 'Standard',
  white_label: 'White label',
  private_label: 'Private label',
};
