import type { BusinessDataProvider, DirectoryCitation } from '../providers/provider';
import { citationOfProfile } from '../providers/citation-of-profile';
import { createSandboxProvider } from '../providers/sandbox/sandbox-provider';

/** How one directory shows a business: as its profile says, but for the overrides. */
export type Shown = Partial<DirectoryCitation>;

/** One citation, as the profile says. */
export const AS_PROFILE: readonly Shown[] = [{}];

/**
 * The sandbox, but with citations as a test scripts them: by business name, what each directory shows
 * (none, one or several copies). A directory not scripted shows nothing, or the profile as it is when
 * `unscripted` says so.
 */
export function scriptedCitations(options: { clock?: () => Date; unscripted?: 'absent' | 'asProfile' } = {}) {
  const sandbox = createSandboxProvider({ clock: options.clock ?? (() => new Date()) });
  const unscripted = options.unscripted === 'asProfile' ? AS_PROFILE : [];
  const scripts = new Map<string, Record<string, readonly Shown[]>>();
  const provider: BusinessDataProvider = {
    ...sandbox,
    citations: async (business, directories) =>
      directories.flatMap((directory) =>
        (scripts.get(business.name)?.[directory] ?? unscripted).map((shown, copy) => ({
          ...citationOfProfile(business, directory, `https://${directory}.example/${business.id}${copy > 0 ? `-${copy + 1}` : ''}`),
          ...shown,
        })),
      ),
  };
  return { provider, show: (businessName: string, script: Record<string, readonly Shown[]>) => scripts.set(businessName, script) };
}
