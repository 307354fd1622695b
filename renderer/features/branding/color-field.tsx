import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { normalizeHexColor } from '../../../shared/domain/brand-colors';

interface ColorFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  /** What the picker shows while the text is empty or not a colour yet. */
  placeholderColor: string;
  onValueChange(value: string): void;
}

/** A colour as #rrggbb text with a picker beside it; empty text means no colour. */
export function ColorField({ label, name, value, error, hint, placeholderColor, onValueChange }: ColorFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(field) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={normalizeHexColor(value) ?? placeholderColor}
            onChange={(event) => onValueChange(event.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
          />
          <Input
            {...field}
            name={name}
            placeholder="None"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            className="font-mono"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}
