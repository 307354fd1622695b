import type { Directory } from '../../../shared/contract/provider';
import { directoryInitials } from './directory-display';

/** The directory's logo, or its initials on a tile when the provider has none. Decorative: the name is beside it. */
export function DirectoryLogo({ directory }: { directory: Pick<Directory, 'logo' | 'name'> }) {
  return directory.logo ? (
    <img src={directory.logo} alt="" className="size-10 shrink-0 rounded-lg object-contain" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
    >
      {directoryInitials(directory.name)}
    </span>
  );
}
