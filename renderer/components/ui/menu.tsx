import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

// Styled parts of @radix-ui/react-dropdown-menu: the menu-button keyboard (arrows, Home, End,
// type-ahead, Escape returning focus to the trigger), submenus with their hover delay and pointer
// grace, and dismissal on a click outside.

/**
 * Not modal, as a menu button is: the page stays in the accessibility tree and reachable, rather
 * than hidden while its controls stay focusable. Escape and a click outside still close it.
 */
export function Menu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

export const MenuTrigger = MenuPrimitive.Trigger;
export const MenuGroup = MenuPrimitive.Group;
export const MenuRadioGroup = MenuPrimitive.RadioGroup;
export const MenuSub = MenuPrimitive.Sub;

export const MENU_ITEM_CLASSES = cn(
  'flex w-full cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 transition-colors outline-none select-none max-sm:min-h-11',
  'hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:text-slate-900 data-[highlighted]:bg-slate-100',
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
);

const CONTENT_CLASSES =
  'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 animate-fade-in overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg';

const CHECKED_ITEM = '[role="menuitemradio"][aria-checked="true"]';
const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);

interface MenuContentProps extends ComponentProps<typeof MenuPrimitive.Content> {
  /** Opens on the checked radio item rather than the first item, as a list of choices does. */
  focusChecked?: boolean;
  /** False while the items are still loading: focus moves to the checked one when they arrive, unless the user moved it. */
  itemsReady?: boolean;
}

export function MenuContent({ className, focusChecked = false, itemsReady = true, sideOffset = 8, children, ...props }: MenuContentProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content ref={contentRef} sideOffset={sideOffset} className={cn(CONTENT_CLASSES, className)} {...props}>
        {focusChecked && <FocusCheckedItem contentRef={contentRef} ready={itemsReady} />}
        {children}
      </MenuPrimitive.Content>
    </MenuPrimitive.Portal>
  );
}

/**
 * Mounted with the open menu: focuses its checked item, at once or when the items arrive. Focus
 * already inside the menu keeps Radix from moving it to the menu itself.
 */
function FocusCheckedItem({ contentRef, ready }: { contentRef: RefObject<HTMLDivElement | null>; ready: boolean }) {
  const moved = useRef(false);

  useEffect(() => {
    const content = contentRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (NAVIGATION_KEYS.has(event.key) || event.key.length === 1) moved.current = true;
    };
    content?.addEventListener('keydown', onKeyDown);
    return () => content?.removeEventListener('keydown', onKeyDown);
  }, [contentRef]);

  useEffect(() => {
    if (ready && !moved.current) contentRef.current?.querySelector<HTMLElement>(CHECKED_ITEM)?.focus({ preventScroll: true });
  }, [contentRef, ready]);

  return null;
}

export function MenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={cn(MENU_ITEM_CLASSES, className)} {...props} />;
}

export function MenuRadioItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return <MenuPrimitive.RadioItem className={cn(MENU_ITEM_CLASSES, className)} {...props} />;
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-2.5 pt-1.5 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase', className)}
      {...props}
    />
  );
}

export function MenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('my-1 h-px bg-slate-100', className)} {...props} />;
}

export function MenuSubTrigger({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.SubTrigger>) {
  return (
    <MenuPrimitive.SubTrigger className={cn(MENU_ITEM_CLASSES, 'data-[state=open]:bg-slate-100', className)} {...props}>
      {children}
      <ChevronRight aria-hidden="true" className="ml-auto size-4 text-slate-400" />
    </MenuPrimitive.SubTrigger>
  );
}

export function MenuSubContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof MenuPrimitive.SubContent>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        sideOffset={sideOffset}
        className={cn(CONTENT_CLASSES, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}
