import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { navSectionsFor } from '../../../shared/domain/navigation';
import { useAuth } from '../../features/auth/auth-context';
import { WIDE_SCREEN_QUERY } from '../../lib/use-media-query';
import { Button } from '../ui/button';
import { Dialog, DialogOverlay, DialogPrimitive, DialogTitle } from '../ui/dialog';
import { ScrollArea } from '../ui/scroll-area';
import { BrandMark } from './brand-mark';
import { DRAWER_NAV_ENTRIES } from './navigation';
import { NavSections } from './nav-sections';
import { UserNameWithRole } from './role-badge';
import { UserAvatar } from './user-avatar';

interface MobileDrawerProps {
  onClose: () => void;
}

/**
 * The small-screen menu: a modal side drawer that closes on a link, Escape or the backdrop. Mounted
 * while open; focus starts on its close button and stays inside.
 */
export function MobileDrawer({ onClose }: MobileDrawerProps) {
  const { user } = useAuth();
  const sections = navSectionsFor(user?.role, DRAWER_NAV_ENTRIES);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Growing the window to the sidebar's breakpoint makes the drawer pointless.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogOverlay className="lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-testid="mobile-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-drawer-in flex-col bg-white shadow-xl focus:outline-none lg:hidden"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeRef.current?.focus();
          }}
          // The layout puts focus back on the menu button itself.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <DialogTitle className="sr-only">Navigation menu</DialogTitle>
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
          <ScrollArea className="min-h-0 flex-1">
            <nav aria-label="Main" className="px-3 py-5">
              <NavSections sections={sections} onNavigate={onClose} />
            </nav>
          </ScrollArea>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
