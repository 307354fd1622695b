// Timings and sizes of the menu, select, scroll-area and toast primitives. Radix hard-codes the three menu
// timings (menu.test.tsx holds it to them); the scroll-area values are passed to the primitive.

/** A pause this long in typing ends a menu's type-ahead search; the next letter starts a new one. */
export const MENU_TYPEAHEAD_RESET_MS = 1000;
/** Hovering a submenu's trigger this long opens the submenu. */
export const SUBMENU_OPEN_DELAY_MS = 100;
/** After leaving a submenu's trigger, the pointer has this long to reach the submenu. */
export const MENU_POINTER_GRACE_MS = 300;

/** A select's list is at most this tall, less where the window has less room; longer lists scroll. */
export const SELECT_CONTENT_MAX_HEIGHT_PX = 320;

export const SCROLL_AREA_HIDE_DELAY_MS = 600;
export const SCROLL_AREA_MIN_THUMB_PX = 18;

/** From the medium breakpoint up; the viewport's class `md:max-w-[420px]` must agree. */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
