import { z } from 'zod';

/**
 * Who can open the site at the address a page was opened at, when PUBLIC_URL is not set and that
 * address is not public: `device`, only this machine; `network`, only its network
 * (docs/product.md#site-address).
 */
export const SITE_LOCAL_TO = ['device', 'network'] as const;
export type SiteLocalTo = (typeof SITE_LOCAL_TO)[number];

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
  SITE_ORIGIN: z
    .string()
    .describe(
      "The site's address as this request sees it (PUBLIC_URL, else the address it was sent to); QR codes, passes, printed cards and tags carry it",
    ),
  SITE_LOCAL_TO: z
    .enum(SITE_LOCAL_TO)
    .nullable()
    .describe(
      'Without PUBLIC_URL, `device` or `network` when that address only reaches this machine or this network; otherwise null',
    ),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const megabytesToBytes = (megabytes: number): number => Math.round(megabytes * 1024 * 1024);
