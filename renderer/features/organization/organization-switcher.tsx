import { Building, ChevronsUpDown, LoaderCircle, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { FOCUS_RING } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useMenu } from '../../components/ui/use-menu';
import { failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/auth-context';
import { MENU_ITEM_CLASSES, OrganizationMenuItems } from './organization-menu-items';
import { useMemberships } from './organization-queries';
import { useSwitchOrganization } from './use-switch-organization';

/** The top bar's current organization: its name, and a menu to work in another one. */
export function OrganizationSwitcher({ className }: { className?: string }) {
  const { organization } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();
  const { open, close, rootRef, buttonProps, menuProps } = useMenu({ focusChecked: true, itemsReady: memberships.data !== undefined });

  if (!organization) return null;

  const select = (chosen: OrganizationSummary) => {
    close(true);
    if (chosen.id !== organization.id && !switcher.isPending) switcher.mutate(chosen.id);
  };

  return (
    <div ref={rootRef} className={cn('relative min-w-0', className)}>
      <button
        {...buttonProps}
        data-testid="organization-switcher"
        // Busy rather than disabled: disabling would drop the keyboard focus the menu just gave back.
        aria-busy={switcher.isPending}
        className={cn(
          'flex max-w-72 min-w-0 items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm text-slate-600 transition-colors',
          'hover:bg-slate-100 hover:text-slate-900',
          FOCUS_RING,
        )}
      >
        {switcher.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-slate-400" />
        ) : (
          <Building aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        )}
        <span className="sr-only">Organization: </span>
        <span data-testid="current-organization" className="truncate font-medium text-slate-700">
          {organization.name}
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </button>

      {open && (
        <div
          {...menuProps}
          aria-label="Organizations"
          data-testid="organization-menu"
          className="absolute left-0 z-50 mt-2 w-72 origin-top-left animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <p className="px-2.5 pt-1.5 pb-1 text-[11px] font-semibold tracking-wider text-slate-400 uppercase">
            Your organizations
          </p>
          {memberships.data ? (
            <OrganizationMenuItems
              organizations={memberships.data.organizations}
              currentId={organization.id}
              onSelect={select}
            />
          ) : memberships.isError ? (
            <p className="px-2.5 py-2 text-sm text-red-700">
              {failureMessage(memberships.error, 'Could not load your organizations.')}
            </p>
          ) : (
            <div className="flex justify-center py-3">
              <Spinner label="Loading your organizations" />
            </div>
          )}
          <div role="separator" className="my-1 h-px bg-slate-100" />
          <Link href="/settings" role="menuitem" tabIndex={-1} className={MENU_ITEM_CLASSES} onClick={() => close(false)}>
            <Settings aria-hidden="true" className="size-4 text-slate-400" />
            Organization settings
          </Link>
        </div>
      )}
    </div>
  );
}
