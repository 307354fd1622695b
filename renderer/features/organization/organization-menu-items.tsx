import { Check } from 'lucide-react';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { MEMBER_ROLE_LABELS, PLAN_LABELS } from '../../../shared/domain/plans';
import { MenuRadioGroup, MenuRadioItem } from '../../components/ui/menu';
import { cn } from '../../lib/cn';

interface OrganizationMenuItemsProps {
  organizations: readonly OrganizationSummary[];
  currentId: string | undefined;
  onSelect(organization: OrganizationSummary): void;
}

/** One checkable menu item per organization, with the user's role and the plan under its name. */
export function OrganizationMenuItems({ organizations, currentId, onSelect }: OrganizationMenuItemsProps) {
  return (
    <MenuRadioGroup value={currentId}>
      {organizations.map((organization) => {
        const current = organization.id === currentId;
        return (
          <MenuRadioItem
            key={organization.id}
            value={organization.id}
            // The name alone leads the type-ahead, not the role and plan under it.
            textValue={organization.name}
            data-testid="organization-option"
            onSelect={() => onSelect(organization)}
          >
            <Check aria-hidden="true" className={cn('size-4 shrink-0 text-primary', !current && 'invisible')} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{organization.name}</span>
              <span className="block text-xs text-slate-500">
                {MEMBER_ROLE_LABELS[organization.role]} · {PLAN_LABELS[organization.plan]}
              </span>
            </span>
          </MenuRadioItem>
        );
      })}
    </MenuRadioGroup>
  );
}
