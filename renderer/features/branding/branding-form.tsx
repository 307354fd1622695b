import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contract } from '../../lib/api-routes';
import { contract as contractSchemas } from '../../../shared/contract';
import type { OrganizationDetails } from '../../../shared/contract/organizations';
import { CUSTOM_CSS_MAX_LENGTH, customCssProblem } from '../../../shared/domain/branding';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { inputClasses } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, callRoute, failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useFormFields } from '../../lib/use-form-fields';
import { organizationKeys } from '../organization/queries';
import { brandingKeys } from './queries';
import { BrandPreview } from './brand-preview';
import { brandingChanges, brandingValues, BRANDING_FIELDS, type BrandingChanges, type BrandingValues } from './branding-changes';
import { ColorField } from './color-field';
import { DomainVerification } from './domain-verification';

type BrandingErrors = Partial<Record<keyof BrandingValues, string>>;

const updateBody = contractSchemas.organizations.updateCurrent.body;

function firstMessages(fieldErrors: Record<string, string[] | undefined> | undefined): BrandingErrors {
  const errors: BrandingErrors = {};
  for (const field of BRANDING_FIELDS) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

function refusedFields(error: unknown): BrandingErrors {
  return error instanceof ApiRequestError ? firstMessages(error.fieldErrors) : {};
}

function saveBranding(body: BrandingChanges) {
  return callRoute(contract.organizations.updateCurrent, { body });
}

interface BrandingFormProps {
  organization: OrganizationDetails;
  /** Admins edit; everyone else sees the brand read-only. */
  editable: boolean;
}

/** A white-label organization's logo, colours, custom CSS and domain, with a preview of the edits. */
export function BrandingForm({ organization, editable }: BrandingFormProps) {
  const queryClient = useQueryClient();
  const { values, setValues, fieldErrors, setFieldErrors, setField } = useFormFields(brandingValues(organization));
  const save = useMutation({
    mutationFn: saveBranding,
    onSuccess: ({ organization: saved }) => {
      queryClient.setQueryData(organizationKeys.current(), saved);
      void queryClient.invalidateQueries({ queryKey: brandingKeys.all });
      setValues(brandingValues(saved));
      toast({ title: 'Branding saved', variant: 'success' });
    },
    onError: (error) => setFieldErrors(refusedFields(error)),
  });

  const changes = brandingChanges(organization, values);
  const changed = Object.keys(changes).length > 0;
  // Checked as it is typed: the same rule the server applies.
  const cssProblem = customCssProblem(values.customCss);
  const refused = Object.keys(refusedFields(save.error)).length > 0;
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not save the branding') : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateBody.safeParse(changes);
    if (!parsed.success) {
      setFieldErrors(firstMessages(z.flattenError(parsed.error).fieldErrors));
      return;
    }
    setFieldErrors({});
    save.mutate(changes);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Branding" className="space-y-5">
      {formError && (
        <Alert variant="destructive" data-testid="branding-error">
          {formError}
        </Alert>
      )}
      {!editable && <Alert>Only admins can change the branding.</Alert>}
      {organization.customCssProblem && (
        <Alert variant="destructive" data-testid="branding-css-withheld">
          Your saved custom CSS is not applied. {organization.customCssProblem}. Save new CSS without it to style the app.
        </Alert>
      )}
      <fieldset disabled={!editable} className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <legend className="sr-only">Brand</legend>
        <div className="space-y-4">
          <TextField
            label="Logo URL"
            error={fieldErrors.logoUrl}
            hint="An https:// address of a square image; it replaces the mark beside the name."
            name="logoUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://cdn.example.com/logo.png"
            value={values.logoUrl}
            onValueChange={setField('logoUrl')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ColorField
              label="Primary colour"
              name="primaryColor"
              hint="Buttons, links and the active menu entry."
              placeholderColor="#2563eb"
              error={fieldErrors.primaryColor}
              value={values.primaryColor}
              onValueChange={setField('primaryColor')}
            />
            <ColorField
              label="Secondary colour"
              name="secondaryColor"
              hint="Accents, such as the sign-in page's gradient."
              placeholderColor="#4338ca"
              error={fieldErrors.secondaryColor}
              value={values.secondaryColor}
              onValueChange={setField('secondaryColor')}
            />
          </div>
          <TextField
            label="Custom domain"
            error={fieldErrors.customDomain}
            hint="Point this domain at the app and prove it with a DNS record; its sign-in page then shows your brand."
            name="customDomain"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="listings.example.com"
            value={values.customDomain}
            onValueChange={setField('customDomain')}
          />
          <DomainVerification organization={organization} editable={editable} domainEdited={'customDomain' in changes} />
        </div>
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">Preview</p>
          <BrandPreview
            name={organization.name}
            logoUrl={values.logoUrl}
            primaryColor={values.primaryColor}
            secondaryColor={values.secondaryColor}
          />
          <p className="text-xs text-slate-500">The brand name is the organization name above.</p>
        </div>
        <div className="lg:col-span-2">
          <FormField
            label="Custom CSS"
            error={fieldErrors.customCss ?? cssProblem}
            hint={`Styles only: nothing that loads files (url(), @import, @font-face, image-set()), no backslash escapes, <, > or script features. ${values.customCss.length.toLocaleString()} of ${CUSTOM_CSS_MAX_LENGTH.toLocaleString()} characters.`}
          >
            {(field) => (
              <textarea
                {...field}
                name="customCss"
                rows={6}
                spellCheck={false}
                placeholder=".sidebar { letter-spacing: 0.01em; }"
                value={values.customCss}
                onChange={(event) => setField('customCss')(event.target.value)}
                className={cn(inputClasses(Boolean(fieldErrors.customCss ?? cssProblem)), 'h-auto py-2 font-mono text-xs leading-relaxed')}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {editable && (
        <div className="flex justify-end">
          <SubmitButton pending={save.isPending} pendingLabel="Saving..." disabled={!changed || Boolean(cssProblem)}>
            Save branding
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
