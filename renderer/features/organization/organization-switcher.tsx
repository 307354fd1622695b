import type { ComponentProps } from 'react';
import { Building, ChevronsUpDown, LoaderCircle } from 'lucide-react';
import { FOCUS_RING } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDeferredModule } from '../../lib/use-deferred-module';
import { useAuth } from '../auth/auth-context';
import { useMemberships } from './queries';

// The menu's Radix primitives load on the first sign of use, not with every signed-in page.
const loadMenu = () => import('./organization-switcher-menu');

interface TriggerProps extends ComponentProps<'button'> {
  name: string;
  /** A switch is under way. */
  pending?: boolean;
}

/** The switcher's button: the menu's trigger, and its stand-in until the menu's code is there. */
export function OrganizationSwitcherTrigger({ name, pending = false, className, ...props }: TriggerProps) {
  return (
    <button
      type="button"
      data-testid="organization-switcher"
      // Busy rather than disabled: disabling would drop the keyboard focus the menu just gave back.
      aria-busy={pending}
      className={cn(
        'flex max-w-72 min-w-0 items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm text-slate-600 transition-colors',
        'hover:bg-slate-100 hover:text-slate-900',
        FOCUS_RING,
        className,
      )}
      {...props}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-slate-400" />
      ) : (
        <Building aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      )}
      <span className="sr-only">Organization: </span>
      <span data-testid="current-organization" className="truncate font-medium text-slate-700">
        {name}
      </span>
      <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
    </button>
  );
}

/** The top bar's current organization: its name, and a menu to work in another one. */
export function OrganizationSwitcher({ className }: { className?: string }) {
  const { organization } = useAuth();
  const menu = useDeferredModule(loadMenu);
  // Fetched with the page as before, so the menu opens on the list rather than a spinner.
  useMemberships();

  if (!organization) return null;

  return (
    <div className={cn('relative min-w-0', className)}>
      {menu.module ? (
        <menu.module.OrganizationSwitcherMenu handover={menu.handover} />
      ) : (
        <OrganizationSwitcherTrigger name={organization.name} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...menu.standIn} />
      )}
    </div>
  );
}
