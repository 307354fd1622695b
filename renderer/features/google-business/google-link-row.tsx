import { useId } from 'react';
import { Check, ExternalLink, Unlink } from 'lucide-react';
import type { GoogleLinkRow, GoogleLocationView } from '../../../shared/contract/google-business';
import { Badge } from '../../components/ui/badge';
import { Button, TEXT_TOUCH_TARGET } from '../../components/ui/button';
import { LabelledCell } from '../../components/ui/labelled-cell';
import { Select } from '../../components/ui/select';
import { failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useLinkGoogleLocation, useUnlinkGoogleLocation } from './queries';
import { locationOptionText, type LocationChoice } from './location-options';

interface GoogleLinkRowProps {
  row: GoogleLinkRow;
  choice: LocationChoice;
}

/** One business: its Google location (or the one suggested, to confirm), a choice of another, and unlink. */
export function GoogleLinkTableRow({ row, choice }: GoogleLinkRowProps) {
  const selectId = useId();
  const link = useLinkGoogleLocation();
  const unlink = useUnlinkGoogleLocation();
  const busy = link.isPending || unlink.isPending;

  const linkTo = async (location: GoogleLocationView) => {
    try {
      const target = { accountName: location.accountName, locationName: location.name };
      const linked = await link.mutateAsync({ businessId: row.businessId, target });
      toast({ title: `${row.businessName} linked to ${linked.title}`, variant: 'success' });
    } catch (failure) {
      const description = failureMessage(failure, 'Please try again.');
      toast({ title: `Could not link ${row.businessName}`, description, variant: 'destructive' });
    }
  };

  const removeLink = async () => {
    try {
      await unlink.mutateAsync(row.businessId);
      toast({ title: `${row.businessName} unlinked from Google`, variant: 'success' });
    } catch (failure) {
      const description = failureMessage(failure, 'Please try again.');
      toast({ title: `Could not unlink ${row.businessName}`, description, variant: 'destructive' });
    }
  };

  const choose = (locationName: string) => {
    if (locationName === '') {
      if (row.link) void removeLink();
      return;
    }
    const location = choice.byName.get(locationName);
    if (location) void linkTo(location);
  };

  const suggested = row.suggestion ? choice.byName.get(row.suggestion.locationName) : undefined;

  return (
    <tr
      className="align-top max-md:block max-md:space-y-2 max-md:px-4 max-md:py-4"
      data-testid="google-link-row"
      data-business-id={row.businessId}
      data-linked={String(row.link !== null)}
      aria-busy={busy}
    >
      <LabelledCell stackBelow="md" label="Business">
        <p className="font-medium text-slate-900">{row.businessName}</p>
        <p className="text-slate-500">{row.businessAddress}</p>
      </LabelledCell>
      <LabelledCell stackBelow="md" label="On Google" data-testid="google-link-location">
        {row.link ? (
          <>
            <p className="font-medium text-slate-900">{row.link.title}</p>
            {row.link.address && <p className="text-slate-500">{row.link.address}</p>}
            {row.link.mapsUrl && (
              <a
                href={row.link.mapsUrl}
                target="_blank"
                rel="noreferrer"
                className={cn('inline-flex items-center gap-1 text-primary hover:underline', TEXT_TOUCH_TARGET)}
                data-testid="google-link-maps"
              >
                <ExternalLink aria-hidden="true" className="size-3.5" />
                Google Maps<span className="sr-only"> for {row.link.title} (opens in a new tab)</span>
              </a>
            )}
          </>
        ) : row.suggestion ? (
          <div className="space-y-1.5" data-testid="google-link-suggestion">
            <Badge tone="blue">Suggested</Badge>
            <p className="font-medium text-slate-900">{row.suggestion.title}</p>
            {row.suggestion.address && <p className="text-slate-500">{row.suggestion.address}</p>}
            <Button
              size="sm"
              disabled={busy || !suggested}
              onClick={() => {
                if (suggested) void linkTo(suggested);
              }}
              data-testid="google-link-confirm"
            >
              <Check aria-hidden="true" />
              {link.isPending ? 'Linking...' : 'Confirm'}
              <span className="sr-only"> {row.suggestion.title} for {row.businessName}</span>
            </Button>
          </div>
        ) : (
          <span className="text-slate-500">Not linked</span>
        )}
      </LabelledCell>
      <LabelledCell stackBelow="md" label="Link to" className="md:w-72">
        <label htmlFor={selectId} className="sr-only">
          Google location of {row.businessName}
        </label>
        <Select
          id={selectId}
          value={row.link?.locationName ?? ''}
          disabled={busy}
          onValueChange={choose}
          options={[
            { value: '', label: 'Not linked' },
            ...choice.groups.map((group) => ({
              group: group.accountLabel,
              options: group.locations.map((location) => {
                const owner = choice.owners.get(location.name);
                const elsewhere = owner !== undefined && location.name !== row.link?.locationName;
                return {
                  value: location.name,
                  label: elsewhere ? `${locationOptionText(location)} (linked to ${owner})` : locationOptionText(location),
                  disabled: elsewhere,
                };
              }),
            })),
          ]}
          data-testid="google-link-select"
        />
      </LabelledCell>
      <td className="px-4 py-3 last:pr-6 max-md:block max-md:p-0 md:text-right">
        {row.link && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void removeLink()} data-testid="google-unlink">
            <Unlink aria-hidden="true" />
            {unlink.isPending ? 'Unlinking...' : 'Unlink'}
            <span className="sr-only"> {row.businessName}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}
