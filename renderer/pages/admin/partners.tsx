import { Page } from '../../components/layout/page';
import { OrganizationList } from '../../features/admin/organization-list';

export default function PartnerManagementPage() {
  return (
    <Page
      title="Partner Management"
      description="Agencies on the Partner plan. White-label and private-label types let them show their own brand."
    >
      <OrganizationList partnersOnly />
    </Page>
  );
}
