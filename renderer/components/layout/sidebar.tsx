import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { SIDEBAR_TOOLTIP_DELAY_MS } from '../../../shared/domain/constants';
import { navSectionsFor } from '../../../shared/domain/navigation';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { useAuth } from '../../features/auth/auth-context';
import { cn } from '../../lib/cn';
import { ScrollArea } from '../ui/scroll-area';
import { Tooltip } from '../ui/tooltip';
import { BrandMark } from './brand-mark';
import { NavSections } from './nav-sections';
import { SIDEBAR_FRAME_CLASS, sidebarWidth } from './sidebar-frame';
import { UserNameWithRole } from './role-badge';
import { UserAvatar } from './user-avatar';

interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The large-screen navigation: 256 px wide, or 64 px with icons only. */
export function Sidebar({ collapsed, onToggleCollapsed }: SidebarProps) {
  const { user } = useAuth();
  const sections = navSectionsFor(user?.role);
  const width = sidebarWidth(collapsed);

  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      aria-label="Sidebar"
      style={{ width }}
      className={SIDEBAR_FRAME_CLASS}
    >
      <div className={cn('flex h-16 shrink-0 items-center border-b border-slate-200', collapsed ? 'justify-center' : 'px-5')}>
        <BrandMark compact={collapsed} />
      </div>

      <ScrollArea className="min-h-0 flex-1">
        <nav id="sidebar-nav" aria-label="Main" className="px-3 py-5">
          <NavSections sections={sections} collapsed={collapsed} />
        </nav>
      </ScrollArea>

      <div className="shrink-0 space-y-2 border-t border-slate-200 p-3">
        <Tooltip content="Expand sidebar" side="right" delayDuration={SIDEBAR_TOOLTIP_DELAY_MS} enabled={collapsed}>
          <button
            type="button"
            data-testid="sidebar-collapse"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls="sidebar-nav"
            onClick={onToggleCollapsed}
            className={cn(
              'flex h-9 w-full items-center gap-3 rounded-lg text-sm font-medium text-slate-500 transition-colors',
              'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
              collapsed ? 'justify-center' : 'px-3',
            )}
          >
            {collapsed ? (
              <ChevronsRight aria-hidden="true" className="size-[18px]" />
            ) : (
              <>
                <ChevronsLeft aria-hidden="true" className="size-[18px]" />
                <span>Collapse</span>
              </>
            )}
          </button>
        </Tooltip>

        {user && (
          <div
            data-testid="sidebar-user"
            className={cn('flex items-center gap-3 rounded-lg bg-slate-50 py-2.5', collapsed ? 'justify-center px-0' : 'px-3')}
          >
            <Tooltip
              content={`${user.name} · ${ROLE_LABELS[user.role]}`}
              side="right"
              delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}
              enabled={collapsed}
            >
              <span className="rounded-full">
                <UserAvatar name={user.name} />
              </span>
            </Tooltip>
            <UserNameWithRole name={user.name} role={user.role} className={cn('flex-1', collapsed && 'sr-only')} />
          </div>
        )}
      </div>
    </aside>
  );
}
