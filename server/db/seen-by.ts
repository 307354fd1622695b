import type { DirectoryScanResult } from '../../shared/contract/citations';
import type { CitationSourceId } from '../../shared/domain/citation-sources';

/** Where a scan saw each directory's listing, by directory id: the source, and whether its values were kept. */
export type SeenBy = Record<string, { source: CitationSourceId | null; valuesKept: boolean }>;

/**
 * The first result for each directory: what a scan stores to say where it saw each listing. Results stored before
 * sources were named have neither field, and kept every value. Own properties throughout, so an id
 * such as `__proto__` is kept as a key like any other.
 */
export function seenByOf(results: readonly DirectoryScanResult[]): SeenBy {
  const seen = new Map<string, SeenBy[string]>();
  for (const result of results) {
    if (!seen.has(result.platform)) seen.set(result.platform, { source: result.source ?? null, valuesKept: result.valuesKept ?? true });
  }
  return Object.fromEntries(seen);
}
