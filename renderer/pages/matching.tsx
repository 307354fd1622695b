import { Sparkles } from 'lucide-react';
import { Page } from '../components/layout/page';
import { Card } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';

export default function MatchingPage() {
  return (
    <Page title="Business Matching" description="Match your profiles against our business database to verify and enrich them.">
      <Card>
        <EmptyState
          icon={Sparkles}
          title="No businesses to match yet"
          description="Once you add a business, you can find its match here, accept it and enrich the profile with verified data."
        />
      </Card>
    </Page>
  );
}
