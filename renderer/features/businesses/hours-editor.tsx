import { useId } from 'react';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '../../../shared/domain/business-hours';
import { Input } from '../../components/ui/input';
import { labelledOptions, Select } from '../../components/ui/select';
import type { BusinessFormErrors } from './business-form-values';
import { DAY_MODE_LABELS, DAY_MODES, type DayHoursFormValue, type HoursFormValues } from './hours-form-values';

const DAY_MODE_OPTIONS = labelledOptions(DAY_MODES, DAY_MODE_LABELS);

interface HoursEditorProps {
  value: HoursFormValues;
  onDayChange(day: Weekday, value: DayHoursFormValue): void;
  /** Keyed 'hours.monday', 'hours.monday.open', 'hours.monday.close'; the controls carry the same names. */
  errors: BusinessFormErrors;
}

/** One row a weekday: not set, open between two times, or closed. */
export function HoursEditor({ value, onDayChange, errors }: HoursEditorProps) {
  return (
    <div className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="hours-editor">
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} value={value[day]} onChange={(next) => onDayChange(day, next)} errors={errors} />
      ))}
    </div>
  );
}

interface DayRowProps {
  day: Weekday;
  value: DayHoursFormValue;
  onChange(value: DayHoursFormValue): void;
  errors: BusinessFormErrors;
}

function DayRow({ day, value, onChange, errors }: DayRowProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const label = WEEKDAY_LABELS[day];
  const name = `hours.${day}`;
  const modeError = errors[name];
  const openError = errors[`${name}.open`];
  const closeError = errors[`${name}.close`];
  const message = modeError ?? openError ?? closeError;
  const describedBy = message ? messageId : undefined;

  return (
    <div className="px-3 py-2.5" data-testid={`hours-${day}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="w-24 text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="w-32">
          <Select
            id={id}
            name={name}
            aria-invalid={Boolean(modeError)}
            aria-describedby={describedBy}
            value={value.mode}
            onValueChange={(mode) => onChange({ ...value, mode })}
            options={DAY_MODE_OPTIONS}
          />
        </div>
        {value.mode === 'open' && (
          <div className="flex items-center gap-2">
            <Input
              type="time"
              name={`${name}.open`}
              aria-label={`${label} opens at`}
              aria-invalid={Boolean(openError)}
              aria-describedby={describedBy}
              className="w-32"
              value={value.open}
              onChange={(event) => onChange({ ...value, open: event.target.value })}
            />
            <span aria-hidden="true" className="text-sm text-slate-400">
              to
            </span>
            <Input
              type="time"
              name={`${name}.close`}
              aria-label={`${label} closes at`}
              aria-invalid={Boolean(closeError)}
              aria-describedby={describedBy}
              className="w-32"
              value={value.close}
              onChange={(event) => onChange({ ...value, close: event.target.value })}
            />
          </div>
        )}
      </div>
      {message && (
        <p id={messageId} className="mt-1.5 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
