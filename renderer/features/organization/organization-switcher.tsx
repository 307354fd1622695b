import { Building, ChevronsUpDown, LoaderCircle, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { FOCUS_RING } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import { failureMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/auth-context';
import { OrganizationMenuItems } from './organization-menu-items';
import { useMemberships } from './queries';
import { useSwitchOrganization } from './use-switch-organization';

/** The top bar's current organization: its name, and a menu to work in another one. */
export function OrganizationSwitcher({ className }: { className?: string }) {
  const { organization } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();

  if (!organization) return null;

  const select = (chosen: OrganizationSummary) => {
    if (chosen.id !== organization.id && !switcher.isPending) switcher.mutate(chosen.id);
  };

  return (
    <div className={cn('relative min-w-0', className)}>
      <Menu>
        <MenuTrigger asChild>
          <button
            type="button"
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
        </MenuTrigger>

        <MenuContent
          align="start"
          focusChecked
          itemsReady={memberships.data !== undefined}
          // The menu's own name, not its trigger's (Radix labels it by the trigger otherwise).
          aria-labelledby={undefined}
          aria-label="Organizations"
          data-testid="organization-menu"
        >
          <MenuLabel>Your organizations</MenuLabel>
          {memberships.data ? (
            <OrganizationMenuItems organizations={memberships.data.organizations} currentId={organization.id} onSelect={select} />
          ) : memberships.isError ? (
            <p className="px-2.5 py-2 text-sm text-red-700">
              {failureMessage(memberships.error, 'Could not load your organizations.')}
            </p>
          ) : (
            <div className="flex justify-center py-3">
              <Spinner label="Loading your organizations" />
            </div>
          )}
          <MenuSeparator />
          <MenuItem asChild>
            <Link href="/settings">
              <Settings aria-hidden="true" className="size-4 text-slate-400" />
              Organization settings
            </Link>
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}
