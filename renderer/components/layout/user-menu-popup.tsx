import { ArrowLeftRight, Building, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { useAuth } from '../../features/auth/auth-context';
import { OrganizationMenuItems } from '../../features/organization/organization-menu-items';
import { useMemberships } from '../../features/organization/queries';
import { useSwitchOrganization } from '../../features/organization/use-switch-organization';
import type { SessionUser } from '../../lib/session-storage';
import { useHandedOverFocus, type Handover } from '../../lib/use-deferred-module';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuSub, MenuSubContent, MenuSubTrigger, MenuTrigger } from '../ui/menu';
import { UserMenuTrigger } from './user-menu';

/**
 * The account menu itself: who is signed in, in which organization (with a submenu of the others
 * to switch to, for phones, whose top bar has no switcher), Settings and Log out. Loaded when the
 * top bar's trigger is first used (see UserMenu).
 */
export function UserMenuPopup({ user, handover }: { user: SessionUser; handover: Handover }) {
  const { organization, logout } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();
  const triggerRef = useHandedOverFocus<HTMLButtonElement>(handover);

  const organizationName = organization?.name;
  const organizations = memberships.data?.organizations ?? [];

  const select = (chosen: OrganizationSummary) => {
    if (chosen.id !== organization?.id && !switcher.isPending) switcher.mutate(chosen.id);
  };

  return (
    <Menu defaultOpen={handover.open}>
      <MenuTrigger asChild>
        <UserMenuTrigger ref={triggerRef} user={user} />
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
