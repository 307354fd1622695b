import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { useAuth } from '../../features/auth/auth-context';
import { useMemberships } from '../../features/organization/queries';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session-storage';
import { useDeferredModule } from '../../lib/use-deferred-module';
import { FOCUS_RING, TOUCH_TARGET } from '../ui/button';
import { UserAvatar } from './user-avatar';

// The menu's Radix primitives load on the first sign of use, not with every signed-in page.
const loadPopup = () => import('./user-menu-popup');

/** The top bar's account button: the menu's trigger, and its stand-in until the menu's code is there. */
export function UserMenuTrigger({ user, className, ...props }: ComponentProps<'button'> & { user: SessionUser }) {
  return (
    <button
      type="button"
      data-testid="user-menu"
      className={cn('group flex items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-slate-100', TOUCH_TARGET, FOCUS_RING, className)}
      {...props}
    >
      <UserAvatar name={user.name} />
      {/* Phones show the avatar only; the name stays the button's accessible name. */}
      <span className="sr-only max-w-36 truncate text-sm font-medium text-slate-700 sm:not-sr-only">{user.name}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
}

/** The top bar's account menu (see UserMenuPopup for what it holds). */
export function UserMenu() {
  const { user } = useAuth();
  const popup = useDeferredModule(loadPopup);
  // Fetched with the page as before, so the menu opens with the organizations to switch to.
  useMemberships();

  if (!user) return null;
  if (popup.module) return <popup.module.UserMenuPopup user={user} handover={popup.handover} />;
  return <UserMenuTrigger user={user} aria-haspopup="menu" aria-expanded={false} data-state="closed" {...popup.standIn} />;
}
