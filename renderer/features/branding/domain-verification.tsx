import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, SearchCheck } from 'lucide-react';
import { contract } from '../../lib/api-routes';
import type { OrganizationDetails } from '../../../shared/contract/organizations';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CopyableField } from '../../components/ui/copyable-field';
import { callRoute, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { organizationKeys } from '../organization/queries';
import { brandingKeys } from './queries';

function checkDns() {
  return callRoute(contract.organizations.verifyDomain);
}

interface DomainVerificationProps {
  organization: OrganizationDetails;
  /** Admins may ask for the check; everyone else sees the state. */
  editable: boolean;
  /** The domain field holds text that is not saved yet: the record shown is for the saved domain. */
  domainEdited: boolean;
}

/** The saved custom domain's proof: its state, the TXT record to publish and a DNS check. */
export function DomainVerification({ organization, editable, domainEdited }: DomainVerificationProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const check = useMutation({
    mutationFn: checkDns,
    onSuccess: ({ organization: checked }) => {
      queryClient.setQueryData(organizationKeys.current(), checked);
      void queryClient.invalidateQueries({ queryKey: brandingKeys.all });
      toast({ title: `${checked.customDomain ?? 'The domain'} is verified`, variant: 'success' });
    },
  });
  const domain = organization.customDomain;
  const verification = organization.domainVerification;
  if (!domain || !verification) return null;
  const verified = verification.verifiedAt !== null;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="domain-verification"
      data-verified={String(verified)}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          <span className="font-mono">{domain}</span>
        </h3>
        <Badge tone={verified ? 'green' : 'amber'} data-testid="domain-status">
          {verified ? 'Verified' : 'Not verified'}
        </Badge>
      </div>
      {domainEdited && (
        <p className="text-sm text-slate-600" data-testid="domain-unsaved-note">
          Save the branding to get the record for the domain you typed.
        </p>
      )}
      {verified ? (
        <p className="text-sm text-slate-600">
          DNS proved this domain is yours: its sign-in page shows your brand. Keep the TXT record in place.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            To prove the domain is yours, add this TXT record in its DNS, then check. Until then the domain shows the
            standard sign-in page, not your brand.
          </p>
          <CopyableField label="Record name" value={verification.recordName} data-testid="domain-record-name" />
          <CopyableField label="Record value" value={verification.recordValue} data-testid="domain-record-value" />
          {check.isError && (
            <Alert variant="destructive" data-testid="domain-check-error">
              {failureMessage(check.error, 'The DNS check could not run. Please try again.')}
            </Alert>
          )}
          {editable && (
            <Button
              variant="outline"
              disabled={check.isPending || domainEdited}
              aria-busy={check.isPending}
              onClick={() => check.mutate()}
              data-testid="domain-check"
            >
              {check.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <SearchCheck aria-hidden="true" />}
              {check.isPending ? 'Checking DNS...' : 'Check DNS'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
