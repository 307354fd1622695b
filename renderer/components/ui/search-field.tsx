import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { FormField } from './form-field';
import { Input } from './input';

export interface SearchFieldProps {
  label?: string;
  placeholder: string;
  value: string;
  onValueChange(value: string): void;
  className?: string;
  /** Put on the input, for end-to-end tests. */
  'data-testid'?: string;
}

/** A labelled search box with its magnifier icon, for filtering lists. */
export function SearchField({ label = 'Search', placeholder, value, onValueChange, className, ...props }: SearchFieldProps) {
  return (
    <FormField label={label}>
      {(field) => (
        <div className={cn('relative', className)}>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            {...field}
            type="search"
            placeholder={placeholder}
            className="pl-9"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            data-testid={props['data-testid']}
          />
        </div>
      )}
    </FormField>
  );
}
