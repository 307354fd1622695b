import { Page } from '../../components/layout/page';
import { Alert } from '../../components/ui/alert';
import { OrganizationList } from '../../features/admin/organization-list';
import { PlanSummary } from '../../features/admin/plan-summary';

export default function BillingPage() {
  return (
    <Page title="Billing" description="Plans, their default limits and each organization's usage.">
      <Alert data-testid="billing-statement">
        No payment processor is connected. Plans and limits are set by administrators here.
      </Alert>

      <section aria-labelledby="plans-title" className="space-y-3">
        <h2 id="plans-title" className="text-base font-semibold text-slate-900">
          Plans and their default limits
        </h2>
        <PlanSummary />
      </section>

      <section aria-labelledby="usage-title" className="space-y-3">
        <h2 id="usage-title" className="text-base font-semibold text-slate-900">
          Usage per organization
        </h2>
        <OrganizationList />
      </section>
    </Page>
  );
}
