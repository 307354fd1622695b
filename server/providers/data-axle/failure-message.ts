import { z } from 'zod';

// The one error body Data Axle documents: {"result": "failure", "errors": {"phone": ["is invalid"]}}.

export const failureErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FailureErrors = z.infer<typeof failureErrorsSchema>;

export const failureBodySchema = z.object({ result: z.literal('failure'), errors: failureErrorsSchema });
export type FailureBody = z.infer<typeof failureBodySchema>;

/** {"Location Phone": ["is invalid"]} -> "Location Phone is invalid". */
export function describeFailureErrors(errors: FailureErrors): string {
  return Object.entries(errors)
    .flatMap(([field, messages]) => messages.map((message) => `${field} ${message}`))
    .join('; ');
}

/** What a 4xx answer says to people: the documented errors when the body has them. */
export function refusalMessage(status: number, body: unknown): string {
  const failure = failureBodySchema.safeParse(body);
  const errors = failure.success ? describeFailureErrors(failure.data.errors) : '';
  return errors ? `Data Axle refused the request: ${errors}` : `Data Axle refused the request (HTTP ${status})`;
}

/** Texts from Data Axle's answers are shown to people; a server that echoes our token must not leak it. */
export function redactSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}
