import { createHash } from 'node:crypto';
import { ProviderError, type BusinessDataProvider } from '../providers/provider';

/** Directory names by id; empty while the provider does not answer, so callers show ids instead and still answer. */
export async function directoryNames(provider: Pick<BusinessDataProvider, 'directories'>): Promise<Map<string, string>> {
  try {
    return new Map((await provider.directories()).map((directory) => [directory.id, directory.name]));
  } catch (error) {
    if (error instanceof ProviderError) return new Map();
    throw error;
  }
}

/** How long a directory names key is used before the provider is asked again. */
export const DIRECTORY_NAMES_KEY_MS = 1000;

/**
 * A digest of the directories' ids and names (empty while the provider does not answer): answers that
 * show directory names are cached under it. Asked on every cached read, so it is kept for a second
 * rather than read from the provider settings each time: names follow a change of provider within it.
 */
export function directoryNamesKey(provider: Pick<BusinessDataProvider, 'directories'>, clock: () => Date): () => Promise<string> {
  let kept: { key: string; until: number } | undefined;
  return async () => {
    const now = clock().getTime();
    if (kept && now < kept.until) return kept.key;
    const names = [...(await directoryNames(provider))].map(([id, name]) => `${id}=${name}`);
    const key = names.length === 0 ? '' : createHash('sha1').update(names.join('\n')).digest('base64url');
    kept = { key, until: now + DIRECTORY_NAMES_KEY_MS };
    return key;
  };
}
