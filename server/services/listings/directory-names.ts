import { createHash } from 'node:crypto';
import { directoryNamesJson } from '../../db/json-rows';
import { ProviderError, type BusinessDataProvider, type DirectoryInfo } from '../../providers/provider';

/** The provider's directories, or why it did not answer; any other failure is thrown. */
async function directoriesOrRefusal(provider: Pick<BusinessDataProvider, 'directories'>): Promise<readonly DirectoryInfo[] | ProviderError> {
  try {
    return await provider.directories();
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
}

const namesFrom = (directories: readonly DirectoryInfo[] | ProviderError): Map<string, string> =>
  directories instanceof ProviderError ? new Map() : new Map(directories.map((directory) => [directory.id, directory.name]));

/** Directory names by id; empty while the provider does not answer, so callers show ids instead and still answer. */
export async function directoryNames(provider: Pick<BusinessDataProvider, 'directories'>): Promise<Map<string, string>> {
  return namesFrom(await directoriesOrRefusal(provider));
}

/** How long a read of the directories is used before the provider is asked again. */
export const DIRECTORY_CATALOGUE_MS = 1000;

/** The provider's directories as one read saw them, with a digest of their ids and names. */
export interface DirectoryCatalogue {
  /** Answers that name directories are cached under it; 'unavailable' while the provider does not answer. */
  key: string;
  /** The directories, or why the provider did not answer. */
  directories: readonly DirectoryInfo[] | ProviderError;
}

/** Names by id from a read; none while the provider did not answer, so callers show ids instead. */
export const namesOf = ({ directories }: DirectoryCatalogue): Map<string, string> => namesFrom(directories);

/**
 * The directories, read from the provider at most once a second (one read shared by the requests
 * that ask meanwhile): the lists name directories on every read, and the provider reads its settings
 * each time. Names follow a change of provider within the second.
 */
export function directoryCatalogue(provider: Pick<BusinessDataProvider, 'directories'>, clock: () => Date): () => Promise<DirectoryCatalogue> {
  let kept: { read: Promise<DirectoryCatalogue>; until: number } | undefined;
  async function read(): Promise<DirectoryCatalogue> {
    const directories = await directoriesOrRefusal(provider);
    if (directories instanceof ProviderError) return { key: 'unavailable', directories };
    const digest = createHash('sha1').update(directories.map(({ id, name }) => `${id}=${name}`).join('\n'));
    return { key: digest.digest('base64url'), directories };
  }
  return () => {
    const now = clock().getTime();
    if (!kept || now >= kept.until) {
      const reading = read();
      kept = { read: reading, until: now + DIRECTORY_CATALOGUE_MS };
      // A failure other than the provider's is not kept.
      reading.catch(() => {
        if (kept?.read === reading) kept = undefined;
      });
    }
    return kept.read;
  };
}

// A catalogue read serves every request for a second: its names are written as JSON once.
const namesJson = new WeakMap<DirectoryCatalogue, string>();

/** namesOf as the JSON object the database reads names from (directoryNamesJson); {} while the provider did not answer. */
export function namesJsonOf(read: DirectoryCatalogue): string {
  let json = namesJson.get(read);
  if (json === undefined) namesJson.set(read, (json = directoryNamesJson(read.directories instanceof ProviderError ? [] : read.directories)));
  return json;
}
