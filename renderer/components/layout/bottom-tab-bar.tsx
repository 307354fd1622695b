import { Link, useLocation } from 'wouter';
import { BOTTOM_TAB_ENTRIES, isNavEntryActive } from '../../../shared/domain/navigation';
import { cn } from '../../lib/cn';
import { navIcon } from './navigation';

/** Phone navigation (up to 639 px wide): five tabs along the bottom edge. */
export function BottomTabBar() {
  const [path] = useLocation();
  return (
    <nav
      aria-label="Quick navigation"
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_TAB_ENTRIES.map((entry) => {
          const Icon = navIcon(entry.href);
          const active = isNavEntryActive(entry, path);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${entry.name.toLowerCase()}`}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset',
                  active ? 'text-primary' : 'text-slate-500 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {entry.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
