import { Check } from 'lucide-react';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { MEMBER_ROLE_LABELS, PLAN_LABELS } from '../../../shared/domain/plans';
import { cn } from '../../lib/cn';

export const MENU_ITEM_CLASSES = cn(
  'flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 transition-colors max-sm:min-h-11',
  'hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:text-slate-900 focus:outline-none',
);

interface OrganizationMenuItemsProps {
  organizations: readonly OrganizationSummary[];
  currentId: string | undefined;
  onSelect(organization: OrganizationSummary): void;
}

/** One checkable menu item per organization, with the user's role and the plan under its name. */
export function OrganizationMenuItems({ organizations, currentId, onSelect }: OrganizationMenuItemsProps) {
  return organizations.map((organization) => {
    const current = organization.id === currentId;
    return (
      <button
        key={organization.id}
        type="button"
        role="menuitemradio"
        aria-checked={current}
        tabIndex={-1}
        data-testid="organization-option"
        className={MENU_ITEM_CLASSES}
        onClick={() => onSelect(organization)}
      >
        <Check aria-hidden="true" className={cn('size-4 shrink-0 text-primary', !current && 'invisible')} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{organization.name}</span>
          <span className="block text-xs text-slate-500">
            {MEMBER_ROLE_LABELS[organization.role]} · {PLAN_LABELS[organization.plan]}
          </span>
        </span>
      </button>
    );
  });
}
