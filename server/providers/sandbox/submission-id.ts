import { z } from 'zod';

// The sandbox keeps no state (several server instances share no memory), so a submission id carries
// the whole submission: any instance can answer its status from the id alone.

const PREFIX = 'sbx_';

const sandboxSubmissionSchema = z.object({
  /** Digest of the idempotency key and the input, so another request never shares the id. */
  request: z.string().min(1),
  businessId: z.string().min(1),
  /** Business name and city as directories put them in profile addresses. */
  slug: z.string().min(1),
  /** One per requested directory, in order; error is the refusal, null when accepted. */
  outcomes: z.array(z.object({ directory: z.string().min(1), error: z.string().nullable() })).min(1),
});
export type SandboxSubmission = z.infer<typeof sandboxSubmissionSchema>;

export function encodeSubmissionId(submission: SandboxSubmission): string {
  return PREFIX + Buffer.from(JSON.stringify(submission)).toString('base64url');
}

/** The submission an id describes; null for anything the sandbox did not issue. */
export function decodeSubmissionId(id: string): SandboxSubmission | null {
  if (!id.startsWith(PREFIX)) return null;
  try {
    const parsed = sandboxSubmissionSchema.safeParse(JSON.parse(Buffer.from(id.slice(PREFIX.length), 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
