import type { GoogleFieldDifference } from '../../../shared/contract/google-business';
import type { GooglePushedField } from '../../../shared/domain/google-business';
import { Checkbox } from '../../components/ui/checkbox';

interface GoogleDifferencesTableProps {
  differences: readonly GoogleFieldDifference[];
  /** The fields left out of the update; every other one is ticked. */
  unticked: ReadonlySet<GooglePushedField>;
  onTickedChange(field: GooglePushedField, ticked: boolean): void;
  disabled: boolean;
}

const EMPTY = <span className="text-slate-400 italic">Empty</span>;

/** Each field that differs, as Google and the profile have it, ticked to be sent to Google. */
export function GoogleDifferencesTable({ differences, unticked, onTickedChange, disabled }: GoogleDifferencesTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm" data-testid="google-differences">
        <caption className="sr-only">Fields that differ between Google and Citewise</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Field
            </th>
            <th scope="col" className="px-3 py-2">
              On Google
            </th>
            <th scope="col" className="px-3 py-2">
              In Citewise
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {differences.map((difference) => (
            <tr key={difference.field} className="align-top" data-testid="google-difference" data-field={difference.field}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                <label className="flex cursor-pointer items-center gap-2 max-sm:min-h-11">
                  <Checkbox
                    checked={!unticked.has(difference.field)}
                    disabled={disabled}
                    onCheckedChange={(ticked) => onTickedChange(difference.field, ticked)}
                    data-testid="google-difference-tick"
                  />
                  {difference.label}
                </label>
              </th>
              <td className="px-3 py-2 break-words whitespace-pre-line text-slate-600">{difference.google || EMPTY}</td>
              <td className="px-3 py-2 break-words whitespace-pre-line text-slate-900">{difference.profile || EMPTY}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
