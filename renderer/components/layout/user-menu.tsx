import { Building, ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { useAuth } from '../../features/auth/auth-context';
import { MENU_ITEM_CLASSES, OrganizationMenuItems } from '../../features/organization/organization-menu-items';
import { useMemberships } from '../../features/organization/organization-queries';
import { useSwitchOrganization } from '../../features/organization/use-switch-organization';
import { cn } from '../../lib/cn';
import { FOCUS_RING, TOUCH_TARGET } from '../ui/button';
import { useMenu } from '../ui/use-menu';
import { UserAvatar } from './user-avatar';

/**
 * The top bar's account menu: who is signed in, in which organization (with the others to switch
 * to, for phones, whose top bar has no switcher), Settings and Log out.
 */
export function UserMenu() {
  const { user, organization, logout } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();
  const { open, close, rootRef, buttonProps, menuProps } = useMenu();

  if (!user) return null;
  const organizationName = organization?.name;
  const organizations = memberships.data?.organizations ?? [];

  const select = (chosen: OrganizationSummary) => {
    close(true);
    if (chosen.id !== organization?.id && !switcher.isPending) switcher.mutate(chosen.id);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        data-testid="user-menu"
        className={cn('flex items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-slate-100', TOUCH_TARGET, FOCUS_RING)}
      >
        <UserAvatar name={user.name} />
        {/* Phones show the avatar only; the name stays the button's accessible name. */}
        <span className="sr-only max-w-36 truncate text-sm font-medium text-slate-700 sm:not-sr-only">{user.name}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 text-slate-400 transition-transform', open && 'rotate-180')} />
      </button>

      {open && (
        <div
          {...menuProps}
          aria-label="Account"
          data-testid="user-menu-content"
          className="absolute right-0 z-50 mt-2 w-72 origin-top-right animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
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
              <div role="separator" className="my-1 h-px bg-slate-100" />
              <div role="group" aria-label="Switch organization">
                <p aria-hidden="true" className="px-2.5 pt-1.5 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
                  Switch organization
                </p>
                <OrganizationMenuItems organizations={organizations} currentId={organization?.id} onSelect={select} />
              </div>
            </>
          )}
          <div role="separator" className="my-1 h-px bg-slate-100" />
          <Link href="/settings" role="menuitem" tabIndex={-1} className={MENU_ITEM_CLASSES} onClick={() => close(false)}>
            <Settings aria-hidden="true" className="size-4 text-slate-400" />
            Settings
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-testid="logout"
            className={MENU_ITEM_CLASSES}
            onClick={() => {
              close(false);
              void logout();
            }}
          >
            <LogOut aria-hidden="true" className="size-4 text-slate-400" />
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
