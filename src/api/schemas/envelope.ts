/**
 * 2.1 The envelope of every response. Read loosely: the client decides what a reply means from the
 * HTTP status and `success`, and takes the service's words from `message` and `errors`.
 */
import * as z from 'zod/mini';

export const envelopeSchema = z.looseObject({
  success: z.boolean(),
  message: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
  meta: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
});
export type Envelope = z.infer<typeof envelopeSchema>;
