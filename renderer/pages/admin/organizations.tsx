import { Page } from '../../components/layout/page';
import { OrganizationList } from '../../features/admin/organization-list';

export default function OrganizationsPage() {
  return (
    <Page title="Organizations" description="Every organization: its plan, type, limits, allowed directories and whether it is active.">
      <OrganizationList />
    </Page>
  );
}
