import { z } from 'zod';

/** Every API error body: `{ error: CODE, message: text }` (docs/product.md#api-errors). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** A success answer that is only a sentence for the user. */
export const messageSchema = z.object({ message: z.string() });
