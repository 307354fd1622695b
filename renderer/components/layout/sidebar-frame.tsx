import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_EXPANDED_PX } from '../../../shared/domain/constants';

/** The sidebar's box: shown from large screens up, the full height of the window. */
export const SIDEBAR_FRAME_CLASS =
  'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex';

export const sidebarWidth = (collapsed: boolean) => (collapsed ? SIDEBAR_WIDTH_COLLAPSED_PX : SIDEBAR_WIDTH_EXPANDED_PX);

/** The sidebar's empty box while its code loads, so the page beside it does not move when it arrives. */
export function SidebarPlaceholder({ collapsed }: { collapsed: boolean }) {
  return <div aria-hidden="true" data-testid="sidebar-placeholder" style={{ width: sidebarWidth(collapsed) }} className={SIDEBAR_FRAME_CLASS} />;
}
