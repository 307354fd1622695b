import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { matchesMediaQuery, useMediaQuery, WIDE_SCREEN_QUERY } from '../../lib/use-media-query';
import { BottomTabBar } from './bottom-tab-bar';
import { SidebarPlaceholder } from './sidebar-frame';
import { TopBar } from './top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

// The drawer, with its dialog and scroll-area primitives, loads when first opened, not with every page.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));
// The sidebar, with its scroll area, tooltips and links, loads only where it shows: evaluating its code
// with the shell's made the shell's one long task on a phone a third longer.
const loadSidebar = () => import('./sidebar');
const Sidebar = lazy(() => loadSidebar().then((module) => ({ default: module.Sidebar })));
// On a large screen it is fetched beside the shell, not once React first renders it.
if (typeof window !== 'undefined' && matchesMediaQuery(WIDE_SCREEN_QUERY, false)) {
  loadSidebar().catch(() => undefined);
}

/** The signed-in frame: sidebar (large screens), top bar, drawer and bottom tabs (small screens). */
export function AppLayout({ children }: { children: ReactNode }) {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  // A phone never shows the sidebar: it is not rendered there at all, sparing its scroll area and links.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Focus goes back to the menu button once the drawer is gone: while it is there, it keeps focus inside.
  const drawerWasOpen = useRef(false);
  useEffect(() => {
    if (drawerOpen) drawerWasOpen.current = true;
    else if (drawerWasOpen.current) {
      drawerWasOpen.current = false;
      menuButtonRef.current?.focus();
    }
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-white px-3 py-2 text-sm font-medium text-primary shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {wide && (
        <Suspense fallback={<SidebarPlaceholder collapsed={collapsed} />}>
          <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} menuButtonRef={menuButtonRef} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 pt-6 pb-24 focus:outline-none sm:px-6 sm:pb-10 lg:px-8 lg:pt-8">
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeDrawer} />
        </Suspense>
      )}
      <BottomTabBar />
    </div>
  );
}
