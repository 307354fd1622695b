import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/constants';
import { TextField } from '../../components/ui/text-field';
import type { NewPasswordErrors, NewPasswordValues } from './password-rules';

type NewPasswordLabels = Record<keyof NewPasswordValues, string>;

const NEW_PASSWORD_LABELS: NewPasswordLabels = { password: 'New password', confirmPassword: 'Confirm new password' };

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  setField: (field: keyof NewPasswordValues) => (value: string) => void;
  /** Register asks for a "Password"; reset and settings for a "New password". */
  labels?: NewPasswordLabels;
  /** The password input's form name. */
  passwordName?: string;
}

/** A password chosen under validateNewPassword's rules, typed twice. */
export function NewPasswordFields({
  values,
  errors,
  setField,
  labels = NEW_PASSWORD_LABELS,
  passwordName = 'password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        name={passwordName}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={setField('password')}
      />
      <TextField
        label={labels.confirmPassword}
        error={errors.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={setField('confirmPassword')}
      />
    </>
  );
}
