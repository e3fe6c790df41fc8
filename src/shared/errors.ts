import { z } from 'zod';

/**
 * The values a refusal's sentence names (a count, a file, a time), for the client to say the code's
 * message in the reader's language (src/web/lib/i18n/error-messages.ts).
 */
export const errorDetailsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

/**
 * Every API error body: `{ error: CODE, message: text }` (docs/product.md#api-errors), and
 * `details` when the sentence names values.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: errorDetailsSchema.optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** A success answer that is only a sentence for the user. */
export const messageSchema = z.object({ message: z.string() });
