import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';

// The sandbox keeps no state (several server instances share no memory), so a submission id carries
// the whole submission: any instance can answer its status from the id alone. It is compressed, as
// every listing of a submission stores it and a submission may go to a hundred directories.

const PREFIX = 'sbz_';
/** Ids issued before they were compressed: read, never written. */
const PLAIN_PREFIX = 'sbx_';

const sandboxSubmissionSchema = z.object({
  /** Digest of the idempotency key and the input, so another request never shares the id. */
  request: z.string().min(1),
  businessId: z.string().min(1),
  /** Business name and city as directories put them in profile addresses. */
  slug: z.string().min(1),
  /**
   * When it was sent, in ms, rounded down to the minute so that a retry within the minute gets the
   * same id. Ids issued before submissions took time have none: their reviews are long over.
   */
  submittedAt: z.number().int().nonnegative().optional(),
  /** The business profile as sent, which directories review; ids issued before fall back to businessId. */
  profile: z.string().min(1).optional(),
  /** One per requested directory, in order; error is the refusal, null when accepted. */
  outcomes: z.array(z.object({ directory: z.string().min(1), error: z.string().nullable() })).min(1),
});
export type SandboxSubmission = z.infer<typeof sandboxSubmissionSchema>;

export function encodeSubmissionId(submission: SandboxSubmission): string {
  return PREFIX + deflateRawSync(JSON.stringify(submission)).toString('base64url');
}

/** The submission an id describes; null for anything the sandbox did not issue. */
export function decodeSubmissionId(id: string): SandboxSubmission | null {
  try {
    const bytes = (prefix: string) => Buffer.from(id.slice(prefix.length), 'base64url');
    const json = id.startsWith(PREFIX) ? inflateRawSync(bytes(PREFIX)) : id.startsWith(PLAIN_PREFIX) ? bytes(PLAIN_PREFIX) : null;
    if (!json) return null;
    const parsed = sandboxSubmissionSchema.safeParse(JSON.parse(json.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
