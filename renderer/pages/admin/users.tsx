import { UserCog } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

export default function UserManagementPage() {
  return (
    <Page title="User Management" description="Everyone with an account, their roles and when they last signed in.">
      <Card>
        <EmptyState
          icon={UserCog}
          title="User list coming soon"
          description="Here you will search accounts, change roles and see verification status."
        />
      </Card>
    </Page>
  );
}
