import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { OrganizationSummary } from '../../../shared/contract/entities';
import { Spinner } from '../../components/ui/spinner';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import { failureMessage } from '../../lib/api-client';
import { useHandedOverFocus, type Handover } from '../../lib/use-deferred-module';
import { useAuth } from '../auth/auth-context';
import { OrganizationMenuItems } from './organization-menu-items';
import { OrganizationSwitcherTrigger } from './organization-switcher';
import { useMemberships } from './queries';
import { useSwitchOrganization } from './use-switch-organization';

/** The switcher's menu of the user's organizations; loaded when its trigger is first used. */
export function OrganizationSwitcherMenu({ handover }: { handover: Handover }) {
  const { organization } = useAuth();
  const memberships = useMemberships();
  const switcher = useSwitchOrganization();
  const triggerRef = useHandedOverFocus<HTMLButtonElement>(handover);

  if (!organization) return null;

  const select = (chosen: OrganizationSummary) => {
    if (chosen.id !== organization.id && !switcher.isPending) switcher.mutate(chosen.id);
  };

  return (
    <Menu defaultOpen={handover.open}>
      <MenuTrigger asChild>
        <OrganizationSwitcherTrigger ref={triggerRef} name={organization.name} pending={switcher.isPending} />
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
  );
}
