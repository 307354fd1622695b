import type { GoogleImpressions } from '../../../shared/contract/provider';
import { formatCount } from './report-format';
import { ReportTable } from './report-table';

/** Rows of mobile, desktop and both; columns of Search, Maps and both. */
function impressionRows(impressions: GoogleImpressions) {
  const row = (key: string, heading: string, search: number, maps: number) => ({
    key,
    heading,
    cells: [search, maps, search + maps].map(formatCount),
  });
  const { mobileSearch, mobileMaps, desktopSearch, desktopMaps } = impressions;
  return [
    row('mobile', 'Mobile', mobileSearch, mobileMaps),
    row('desktop', 'Desktop', desktopSearch, desktopMaps),
    row('total', 'Total', mobileSearch + desktopSearch, mobileMaps + desktopMaps),
  ];
}

/** How often Google showed the profiles over the period: in Search or Maps, on phones or computers. */
export function ReportImpressions({ impressions }: { impressions: GoogleImpressions }) {
  return (
    <section className="space-y-2" aria-label="Impressions on Google" data-testid="report-analytics-impressions">
      <h3 className="text-sm font-semibold text-slate-900">Impressions on Google</h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <ReportTable
          caption="Impressions on Google by device, in Search and Maps"
          columns={['Device', 'Search', 'Maps', 'Total']}
          rows={impressionRows(impressions)}
        />
      </div>
    </section>
  );
}
