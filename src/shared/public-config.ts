import { z } from 'zod';

/** What the browser reads from `/public-config.json` (docs/product.md#data-public-config). */
export const publicConfigSchema = z.object({
  MAX_FILE_SIZE: z.number().positive().describe('Image upload limit in MB'),
  SUPPORT_MAX_ATTACHMENT_SIZE: z.number().positive().describe('Support attachment limit in MB'),
  SUPPORT_MAX_ATTACHMENTS: z.number().int().nonnegative(),
  SUPPORT_ALLOWED_MIME_TYPES: z
    .string()
    .describe('Comma-separated MIME types; wildcards such as image/* are supported'),
  RETENTION_DAYS: z
    .number()
    .int()
    .nonnegative()
    .describe('Days the cards of an ended subscription are kept before they are deleted'),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const megabytesToBytes = (megabytes: number): number => Math.round(megabytes * 1024 * 1024);
