import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Business } from '../../../shared/contract/businesses';
import type { Weekday } from '../../../shared/domain/business-hours';
import { FormField } from '../../components/ui/form-field';
import { inputClasses } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { FormDialogActions } from '../../components/ui/form-dialog';
import { useSaveBusiness } from './queries';
import {
  businessFormValues,
  checkBusinessForm,
  firstFieldErrors,
  type BusinessFormErrors,
  type BusinessTextField,
} from './business-form-values';
import { CATEGORY_OPTIONS } from './category-options';
import { HoursEditor } from './hours-editor';
import type { DayHoursFormValue } from './hours-form-values';

const UNKNOWN_FAILURE = 'Something went wrong. Please try again.';

/** Moves focus to the first control, in page order, that has an error; controls are named as the errors are keyed. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: BusinessFormErrors): void {
  const first = Array.from(form?.elements ?? []).find((control) => {
    const name = control.getAttribute('name');
    return name !== null && errors[name] !== undefined;
  });
  if (first instanceof HTMLElement) first.focus();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

interface BusinessFormProps {
  /** Absent: a new business. */
  business?: Business | undefined;
  onClose(): void;
}

/**
 * The Add/Edit Business form: checked with the contract's schema before sending, the server's field
 * errors shown under the same fields, and what was typed kept when saving fails.
 */
export function BusinessForm({ business, onClose }: BusinessFormProps) {
  const save = useSaveBusiness();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => businessFormValues(business));
  const [errors, setErrors] = useState<BusinessFormErrors>({});
  const editing = business !== undefined;

  const setField = (field: BusinessTextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const setDay = (day: Weekday, value: DayHoursFormValue) => {
    setValues((current) => ({ ...current, hours: { ...current.hours, [day]: value } }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`hours.${day}`))),
    );
  };

  const showErrors = (next: BusinessFormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkBusinessForm(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: business?.id, input: check.input });
      toast({ title: editing ? 'Business updated successfully' : 'Business created successfully', variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: editing ? 'Error updating business' : 'Error creating business',
        description: failureMessage(error, UNKNOWN_FAILURE),
        variant: 'destructive',
      });
      if (error instanceof ApiRequestError) showErrors(firstFieldErrors(error.fieldErrors));
    }
  };

  const text = (field: BusinessTextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onValueChange: setField(field),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-6"
      aria-label={editing ? 'Edit Business' : 'Add New Business'}
      data-testid="business-form"
    >
      <Section title="Basic Information">
        <TextField label="Business Name *" autoComplete="organization" {...text('name')} />
        <FormField label="Category *" error={errors.category}>
          {(field) => (
            <Select
              {...field}
              name="category"
              value={values.category}
              onValueChange={setField('category')}
              options={CATEGORY_OPTIONS}
              placeholder="Select a category"
            />
          )}
        </FormField>
      </Section>

      <Section title="Location">
        <TextField label="Address *" autoComplete="address-line1" {...text('address')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label="City *" autoComplete="address-level2" {...text('city')} />
          <TextField label="State *" autoComplete="address-level1" {...text('state')} />
          <TextField label="ZIP Code *" autoComplete="postal-code" inputMode="numeric" {...text('zipCode')} />
        </div>
      </Section>

      <Section title="Contact Information">
        <TextField label="Phone *" type="tel" autoComplete="tel" {...text('phone')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <TextField label="Website" type="url" autoComplete="url" placeholder="https://" {...text('website')} />
        </div>
      </Section>

      <Section title="Additional Details">
        <FormField label="Description" error={errors.description}>
          {(field) => (
            <textarea
              {...field}
              name="description"
              rows={3}
              className={inputClasses(Boolean(errors.description), 'h-auto py-2')}
              value={values.description}
              onChange={(event) => setField('description')(event.target.value)}
            />
          )}
        </FormField>
      </Section>

      <Section title="Opening Hours">
        <HoursEditor value={values.hours} onDayChange={setDay} errors={errors} />
        {errors.hours && <p className="text-sm text-red-600">{errors.hours}</p>}
      </Section>

      <FormDialogActions
        onCancel={onClose}
        pending={save.isPending}
        submitLabel={editing ? 'Update Business' : 'Add Business'}
        pendingLabel="Saving..."
      />
    </form>
  );
}
