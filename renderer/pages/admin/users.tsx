import { Page } from '../../components/layout/page';
import { UserList } from '../../features/admin/user-list';

export default function UserManagementPage() {
  return (
    <Page
      title="User Management"
      description="Every account: search, change roles, disable or enable, verify emails and end sessions."
    >
      <UserList />
    </Page>
  );
}
