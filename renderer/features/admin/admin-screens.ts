import { NAV_ENTRIES } from '../../../shared/domain/navigation';
import { navIcon } from '../../components/layout/navigation';

const DESCRIPTIONS: Record<string, string> = {
  '/admin/users': 'Roles, disabled accounts, verification, sessions',
  '/admin/partners': 'Agencies on the Partner plan',
  '/admin/organizations': 'Plans, limits and allowed directories',
  '/admin/settings': 'Integrations, email, general and security',
  '/admin/billing': 'Plans and usage per organization',
};

/** The back-office screens the admin dashboard links to, named and drawn as in the navigation. */
export const ADMIN_SCREENS = NAV_ENTRIES.filter((entry) => entry.group === 'admin' && entry.href !== '/admin').map(
  (entry) => ({ ...entry, description: DESCRIPTIONS[entry.href], icon: navIcon(entry.href) }),
);
