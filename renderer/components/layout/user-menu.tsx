import { ArrowLeftRight, Building, ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { useAuth } from '../../features/auth/auth-context';
import { OrganizationMenuItems } from '../../features/organization/organization-menu-items';
import { useMemberships } from '../../features/organization/queries';
import { useSwitchOrganization } from '../../features/organization/use-switch-organization';
import { cn } from '../../lib/cn';
import { FOCUS_RING, TOUCH_TARGET } from '../ui/button';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuSub, MenuSubContent, MenuSubTrigger, MenuTrigger } from '../ui/menu';
import { UserAvatar } from './user-avatar';

/**
 * The top bar's account menu: who is signed in, in which organization (with a submenu of the others
 * to switch to, for phones, whose top bar has no switcher), Settings and Log out.
 */
export function UserMenu() {
  const { user, organization, logout } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();

  if (!user) return null;
  const organizationName = organization?.name;
  const organizations = memberships.data?.organizations ?? [];

  const select = (chosen: OrganizationSummary) => {
    if (chosen.id !== organization?.id && !switcher.isPending) switcher.mutate(chosen.id);
  };

  return (
    <Menu>
      <MenuTrigger asChild>
        <button
          type="button"
          data-testid="user-menu"
          className={cn('group flex items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-slate-100', TOUCH_TARGET, FOCUS_RING)}
        >
          <UserAvatar name={user.name} />
          {/* Phones show the avatar only; the name stays the button's accessible name. */}
          <span className="sr-only max-w-36 truncate text-sm font-medium text-slate-700 sm:not-sr-only">{user.name}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180" />
        </button>
      </MenuTrigger>

      <MenuContent
        align="end"
        // The menu's own name, not its trigger's (Radix labels it by the trigger otherwise).
        aria-labelledby={undefined}
        aria-label="Account"
        data-testid="user-menu-content"
      >
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p data-testid="user-menu-email" className="truncate text-sm text-slate-500">
            {user.email}
          </p>
          {organizationName && (
            <p data-testid="user-menu-organization" className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
              <Building aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{organizationName}</span>
            </p>
          )}
        </div>
        {organizations.length > 1 && (
          <>
            <MenuSeparator />
            <MenuSub>
              <MenuSubTrigger data-testid="switch-organization">
                <ArrowLeftRight aria-hidden="true" className="size-4 text-slate-400" />
                Switch organization
              </MenuSubTrigger>
              <MenuSubContent aria-label="Switch organization">
                <OrganizationMenuItems organizations={organizations} currentId={organization?.id} onSelect={select} />
              </MenuSubContent>
            </MenuSub>
          </>
        )}
        <MenuSeparator />
        <MenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" className="size-4 text-slate-400" />
            Settings
          </Link>
        </MenuItem>
        <MenuItem data-testid="logout" onSelect={() => void logout()}>
          <LogOut aria-hidden="true" className="size-4 text-slate-400" />
          Log out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
