import { useSearchParams } from 'wouter';
import { Page } from '../components/layout/page';
import { DirectoryExplorer } from '../features/directory-explorer/directory-explorer';
import { explorerFiltersFromAddress, explorerFiltersToAddress } from '../features/directory-explorer/explorer-filters';

export default function DirectoryExplorerPage() {
  // The filters and the chosen directory live in the address, so a view can be linked and reloaded.
  const [params, setParams] = useSearchParams();
  const filters = explorerFiltersFromAddress(params);

  return (
    <Page
      title="Directory Explorer"
      description="Browse the 130+ directories of our network: what they list, where they publish, and where your businesses stand."
    >
      <DirectoryExplorer filters={filters} onFiltersChange={(next) => setParams(explorerFiltersToAddress(next), { replace: true })} />
    </Page>
  );
}
