import {
  Briefcase,
  Building,
  ChartColumn,
  Circle,
  Compass,
  CreditCard,
  Gauge,
  Handshake,
  LayoutDashboard,
  ListChecks,
  MapPinned,
  Network,
  ScanSearch,
  Send,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Store,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { DIRECTORY_INTEGRATION_ENTRY, NAV_ENTRIES, type NavEntry } from '../../../shared/domain/navigation';

const NAV_ICONS: Record<string, LucideIcon> = {
  '/': LayoutDashboard,
  '/businesses': Store,
  '/matching': Sparkles,
  '/submissions': Send,
  '/scanner': ScanSearch,
  '/directory-explorer': Compass,
  '/listings': ListChecks,
  '/google-business': MapPinned,
  '/citations': ShieldCheck,
  '/directories': Network,
  '/reports': ChartColumn,
  '/settings': Settings,
  '/partner': Briefcase,
  '/partner/clients': Users,
  '/admin': Gauge,
  '/admin/users': UserCog,
  '/admin/partners': Handshake,
  '/admin/organizations': Building,
  '/admin/settings': SlidersHorizontal,
  '/admin/billing': CreditCard,
};

export function navIcon(href: string): LucideIcon {
  return NAV_ICONS[href] ?? Circle;
}

/** The small-screen menu lists Directory Integration too, just before Reports. */
export const DRAWER_NAV_ENTRIES: readonly NavEntry[] = NAV_ENTRIES.flatMap((entry) =>
  entry.href === '/reports' ? [DIRECTORY_INTEGRATION_ENTRY, entry] : [entry],
);
