import { useEffect, useRef, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { navSectionsFor } from '../../../shared/domain/navigation';
import { useAuth } from '../../features/auth/auth-context';
import { Button } from '../ui/button';
import { BrandMark } from './brand-mark';
import { DRAWER_NAV_ENTRIES } from './navigation';
import { NavSections } from './nav-sections';
import { UserNameWithRole } from './role-badge';
import { UserAvatar } from './user-avatar';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MobileDrawerProps {
  onClose: () => void;
}

/** The small-screen menu: a modal side drawer that closes on a link, Escape or the backdrop. */
export function MobileDrawer({ onClose }: MobileDrawerProps) {
  const { user } = useAuth();
  const sections = navSectionsFor(user?.role, DRAWER_NAV_ENTRIES);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    // The page behind must not scroll while the drawer covers it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // Growing the window to the sidebar's breakpoint (lg, 64rem) makes the drawer pointless.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  // Keeps keyboard focus inside the open drawer.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-slate-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        data-testid="mobile-drawer"
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-drawer-in flex-col bg-white shadow-xl"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <BrandMark />
          <Button ref={closeRef} variant="ghost" size="icon" aria-label="Close menu" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
        {user && (
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
            <UserAvatar name={user.name} className="size-10 text-sm" />
            <UserNameWithRole name={user.name} role={user.role} />
          </div>
        )}
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-5">
          <NavSections sections={sections} onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
