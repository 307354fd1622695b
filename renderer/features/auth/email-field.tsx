import { TextField } from '../../components/ui/text-field';

interface EmailFieldProps {
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

/** The email an account signs up and signs in with. */
export function EmailField({ value, error, onValueChange }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      error={error}
      name="email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      value={value}
      onValueChange={onValueChange}
    />
  );
}
