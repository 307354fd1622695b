import { SlidersHorizontal } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryStatus } from '../../components/ui/query-status';
import { CitationSourcesCard } from '../../features/admin/citation-sources-card';
import { DataAxleCard } from '../../features/admin/data-axle-card';
import { SettingList } from '../../features/admin/setting-list';
import { InitializeButton, InitializeResult, useSettingsInitializer } from '../../features/admin/settings-initializer';
import { useAdminSettings } from '../../features/admin/queries';

export default function AdminSettingsPage() {
  const settings = useAdminSettings();
  const initializer = useSettingsInitializer();

  return (
    <Page
      title="Admin Settings"
      description="Integration, email, general and security settings for the whole platform. Secrets are stored encrypted and never shown."
      actions={<InitializeButton initializer={initializer} />}
    >
      <InitializeResult initializer={initializer} />
      <DataAxleCard />
      <CitationSourcesCard />
      {settings.data ? (
        <>
          {settings.data.length === 0 && (
            <Card>
              <EmptyState
                icon={SlidersHorizontal}
                title="No settings yet"
                description="'Initialize defaults' writes every setting the product knows with its default value; or add your own."
                compact
              />
            </Card>
          )}
          <SettingList settings={settings.data} />
        </>
      ) : (
        <QueryStatus query={settings} subject="the settings" />
      )}
    </Page>
  );
}
