import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Building, ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../../features/auth/auth-context';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../ui/button';
import { UserAvatar } from './user-avatar';

const ITEM_CLASSES = cn(
  'flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 transition-colors',
  'hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:text-slate-900 focus:outline-none',
);

/** The top bar's account menu: who is signed in, in which organization, Settings and Log out. */
export function UserMenu() {
  const { user, organization, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems();
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  if (!user) return null;
  const organizationName = organization?.name;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cn('flex items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-slate-100', FOCUS_RING)}
      >
        <UserAvatar name={user.name} />
        {/* Phones show the avatar only; the name stays the button's accessible name. */}
        <span className="sr-only max-w-36 truncate text-sm font-medium text-slate-700 sm:not-sr-only">{user.name}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 text-slate-400 transition-transform', open && 'rotate-180')} />
      </button>

      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          data-testid="user-menu-content"
          onKeyDown={onMenuKeyDown}
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
          <div role="separator" className="my-1 h-px bg-slate-100" />
          <Link href="/settings" role="menuitem" tabIndex={-1} className={ITEM_CLASSES} onClick={() => close(false)}>
            <Settings aria-hidden="true" className="size-4 text-slate-400" />
            Settings
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-testid="logout"
            className={ITEM_CLASSES}
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
