import { useState } from 'react';
import { KeyRound, Trash2, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

interface DataAxleApiKeyProps {
  /** Whether a key is stored; the key itself never reaches the browser. */
  stored: boolean;
  value: string;
  onValueChange(value: string): void;
  removing: boolean;
  onRemovingChange(removing: boolean): void;
  error?: string;
}

/**
 * The write-only API key: a stored key shows only that it exists, with Replace and Remove; a new
 * key is typed into a password field and sent on save.
 */
export function DataAxleApiKey({ stored, value, onValueChange, removing, onRemovingChange, error }: DataAxleApiKeyProps) {
  const [replacing, setReplacing] = useState(false);

  if (stored && removing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
        <span data-testid="data-axle-key-status">The stored key will be removed when you save.</span>
        <Button variant="outline" size="sm" onClick={() => onRemovingChange(false)} data-testid="data-axle-key-undo">
          <Undo2 aria-hidden="true" />
          Keep it
        </Button>
      </div>
    );
  }

  if (stored && !replacing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-3.5 py-3 text-sm">
        <span className="flex items-center gap-2 text-slate-700" data-testid="data-axle-key-status">
          <KeyRound aria-hidden="true" className="size-4 text-slate-400" />A key is stored
        </span>
        <span className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setReplacing(true)} data-testid="data-axle-key-replace">
            Replace
          </Button>
          <Button variant="outline" size="sm" onClick={() => onRemovingChange(true)} data-testid="data-axle-key-remove">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </span>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <TextField
        label={stored ? 'New API key' : 'API key'}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={stored ? 'Replaces the stored key when you save.' : 'Stored encrypted; it is never shown again.'}
        data-testid="data-axle-key-input"
      />
      {stored && (
        <Button
          variant="link"
          onClick={() => {
            onValueChange('');
            setReplacing(false);
          }}
          data-testid="data-axle-key-cancel"
        >
          Keep the stored key
        </Button>
      )}
    </div>
  );
}
