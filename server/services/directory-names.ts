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
