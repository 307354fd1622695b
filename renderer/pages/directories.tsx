import { Page } from '../components/layout/page';
import { DirectoryIntegrationPanel } from '../features/directories/directory-integration-panel';

export default function DirectoriesPage() {
  return (
    <Page
      title="Directory Integration"
      description="The directories your listings are published to, what your plan includes, and how each stands."
    >
      <DirectoryIntegrationPanel />
    </Page>
  );
}
