import { ANALYTICS_PERIODS } from '../../../shared/domain/report-periods';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { ScanBusinessSelect } from '../scanner/scan-business-select';
import type { ReportView } from './report-address';
import { REPORT_PERIOD_LABELS } from './report-format';

const PERIOD_OPTIONS = labelledOptions(ANALYTICS_PERIODS, REPORT_PERIOD_LABELS);

interface ReportControlsProps {
  view: ReportView;
  onViewChange(view: ReportView): void;
}

/** Whose report (the organization's or one business's) and over which period. */
export function ReportControls({ view, onViewChange }: ReportControlsProps) {
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" data-testid="report-controls">
      <ScanBusinessSelect value={view.businessId} onChange={(businessId) => onViewChange({ ...view, businessId })} />
      <SelectField
        label="Period"
        value={view.period}
        onValueChange={(period) => onViewChange({ ...view, period })}
        data-testid="report-period"
        options={PERIOD_OPTIONS}
      />
    </div>
  );
}
