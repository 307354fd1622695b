import { z } from 'zod';

/** The one error shape every endpoint answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export { ERROR_CODES } from '../domain/error-codes';
