import { Copy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied`, variant: 'success' });
  } catch {
    // No clipboard (an insecure page, a refused permission): the field stays selectable by hand.
    toast({ title: `Could not copy the ${what.toLowerCase()}; select it and copy it instead`, variant: 'destructive' });
  }
}

interface CopyableFieldProps {
  label: string;
  value: string;
  'data-testid'?: string;
}

/** A read-only value to paste elsewhere, selected whole on focus, with a button that copies it. */
export function CopyableField({ label, value, ...props }: CopyableFieldProps) {
  return (
    <FormField label={label}>
      {(field) => (
        <div className="flex gap-2">
          <Input
            {...field}
            readOnly
            value={value}
            spellCheck={false}
            data-testid={props['data-testid']}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button variant="outline" size="icon" aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy(value, label)}>
            <Copy aria-hidden="true" />
          </Button>
        </div>
      )}
    </FormField>
  );
}
