import { Link, useLocation } from 'wouter';
import { SIDEBAR_TOOLTIP_DELAY_MS } from '../../../shared/domain/constants';
import { isNavEntryActive, navTestId, type NavSection } from '../../../shared/domain/navigation';
import { cn } from '../../lib/cn';
import { Tooltip } from '../ui/tooltip';
import { navIcon } from './navigation';

interface NavSectionsProps {
  sections: readonly NavSection[];
  /** Icon-only entries whose names show as tooltips on the right. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The grouped entries of the sidebar and the small-screen drawer. */
export function NavSections({ sections, collapsed = false, onNavigate }: NavSectionsProps) {
  const [path] = useLocation();
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <div key={section.group} role="group" aria-labelledby={`nav-group-${section.group}`}>
          <p
            id={`nav-group-${section.group}`}
            className={cn(
              'mb-2 px-3 text-[11px] font-semibold tracking-wider text-slate-500 uppercase',
              collapsed && 'sr-only',
            )}
          >
            {section.title}
          </p>
          <ul className="space-y-0.5">
            {section.entries.map((entry) => {
              const Icon = navIcon(entry.href);
              const active = isNavEntryActive(entry, path);
              return (
                <li key={entry.href}>
                  <Tooltip content={entry.name} side="right" delayDuration={SIDEBAR_TOOLTIP_DELAY_MS} enabled={collapsed}>
                    <Link
                      href={entry.href}
                      data-testid={navTestId(entry.name)}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      className={cn(
                        'group flex h-9 items-center gap-3 rounded-lg text-sm font-medium transition-colors max-sm:h-11',
                        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                        collapsed ? 'justify-center px-0' : 'px-3',
                        active
                          ? 'bg-primary-soft text-primary-soft-foreground'
                          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                      )}
                    >
                      <Icon
                        aria-hidden="true"
                        className={cn(
                          'size-[18px] shrink-0',
                          active ? 'text-primary' : 'text-slate-400 group-hover:text-slate-600',
                        )}
                      />
                      <span className={cn('truncate', collapsed && 'sr-only')}>{entry.name}</span>
                    </Link>
                  </Tooltip>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
