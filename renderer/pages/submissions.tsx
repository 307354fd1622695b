import { Send } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function SubmissionsPage() {
  return (
    <Page title="Directory Submissions" description="Track the listings you send to directories, from submission to publication.">
      <Card>
        <EmptyState
          icon={Send}
          title="No submissions yet"
          description="Publish a business to directories and each submission's progress shows up here."
        />
      </Card>
    </Page>
  );
}
