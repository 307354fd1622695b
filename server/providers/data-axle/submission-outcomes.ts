import type { DirectoryInfo, DirectoryOutcome } from '../provider';
import type { SubmissionStatusAnswer } from './listings-protocol';

// How each directory we asked for stands, from LLP's (assumed) status answer. A directory the answer
// lists on its own follows its own status; the others follow the submission's. LLP names partners as
// it likes, so an entry is recognised by our catalogue id or by the directory's name.

type DirectoryEntry = NonNullable<SubmissionStatusAnswer['directories']>[number];

export function directoryOutcomes(
  answer: Pick<SubmissionStatusAnswer, 'status' | 'message' | 'directories'>,
  requested: readonly string[],
  catalogue: readonly DirectoryInfo[],
): DirectoryOutcome[] {
  return requested.map((id) => {
    const name = catalogue.find((directory) => directory.id === id)?.name ?? id;
    const entry = answer.directories?.find((candidate) => names(candidate, id, name));
    return entry ? entryOutcome(id, name, entry) : submissionOutcome(id, answer);
  });
}

function names(entry: DirectoryEntry, id: string, name: string): boolean {
  const key = entry.directory.trim().toLowerCase();
  return key === id.toLowerCase() || key === name.toLowerCase();
}

function entryOutcome(directory: string, name: string, entry: DirectoryEntry): DirectoryOutcome {
  switch (entry.status) {
    case 'pending':
      return outcome(directory, 'submitted');
    case 'live':
      return { ...outcome(directory, 'published'), platformId: entry.listing_id ?? null, profileUrl: entry.url ?? null };
    case 'rejected':
      return { ...outcome(directory, 'error'), errorMessage: entry.message || `${name} refused the listing` };
  }
}

function submissionOutcome(directory: string, answer: Pick<SubmissionStatusAnswer, 'status' | 'message'>): DirectoryOutcome {
  switch (answer.status) {
    case 'pending':
    case 'processing':
      return outcome(directory, 'submitted');
    case 'completed':
      return outcome(directory, 'published');
    case 'failed':
      return { ...outcome(directory, 'error'), errorMessage: answer.message || 'Data Axle could not distribute the listing' };
  }
}

function outcome(directory: string, status: DirectoryOutcome['status']): DirectoryOutcome {
  return { directory, status, platformId: null, profileUrl: null, errorMessage: null };
}
