import { z } from 'zod';

// The submission id we hand out carries LLP's id and the directories asked for: listings store only
// the id, and LLP's status may not list every directory, so the status lookup needs both.

const PREFIX = 'dax_';

const referenceSchema = z.object({
  id: z.string().min(1),
  directories: z.array(z.string().min(1)).min(1),
});
export type SubmissionReference = z.infer<typeof referenceSchema>;

export function encodeSubmissionReference(reference: SubmissionReference): string {
  return PREFIX + Buffer.from(JSON.stringify(reference)).toString('base64url');
}

/** The reference an id carries; null for anything this adapter did not issue. */
export function decodeSubmissionReference(submissionId: string): SubmissionReference | null {
  if (!submissionId.startsWith(PREFIX)) return null;
  try {
    const parsed = referenceSchema.safeParse(JSON.parse(Buffer.from(submissionId.slice(PREFIX.length), 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
