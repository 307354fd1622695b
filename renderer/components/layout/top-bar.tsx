import type { Ref } from 'react';
import { Menu } from 'lucide-react';
import { OrganizationSwitcher } from '../../features/organization/organization-switcher';
import { Button } from '../ui/button';
import { BrandMark } from './brand-mark';
import { UserMenu } from './user-menu';

interface TopBarProps {
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function TopBar({ drawerOpen, onOpenDrawer, menuButtonRef }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="-ml-2 lg:hidden"
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        data-testid="mobile-menu-button"
        onClick={onOpenDrawer}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <BrandMark className="lg:hidden" />
      {/* Phones switch organizations from the user menu; the top bar has no room for both. */}
      <OrganizationSwitcher className="hidden sm:block lg:-ml-2.5" />
      <div className="ml-auto">
        <UserMenu />
      </div>
    </header>
  );
}
