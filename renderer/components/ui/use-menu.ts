import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A button that opens a menu, with the keyboard of the ARIA menu-button pattern: ArrowDown on the
 * button opens it, arrows, Home and End move between items, Escape closes and returns focus, Tab
 * leaves, a click outside closes. The first item has focus on opening, or with `focusChecked` the
 * checked one, as in a list of choices. With `itemsReady` false the items are still loading: focus
 * moves to them when they arrive, unless the user has moved it meanwhile.
 */
export function useMenu({ focusChecked = false, itemsReady = true }: { focusChecked?: boolean; itemsReady?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) {
      moved.current = false;
      return;
    }
    if (moved.current) return;
    const menu = menuRef.current;
    const checked = focusChecked ? menu?.querySelector<HTMLElement>('[aria-checked="true"]') : null;
    (checked ?? menu?.querySelector<HTMLElement>(ITEM_SELECTOR))?.focus();
  }, [open, focusChecked, itemsReady]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    moved.current = true;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((current) => !current),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' && !open) {
        event.preventDefault();
        setOpen(true);
      }
    },
  };

  const menuProps = { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown };

  return { open, close, rootRef, buttonProps, menuProps };
}
