import { z } from 'zod';

/**
 * The admin console's Site set-up (docs/product.md#site-setup): what this server runs with and
 * what an operator sets to change it. Names of variables only, never their values: several are
 * passwords or keys.
 */

/**
 * - `ready`: set up for real use;
 * - `default`: the built-in default runs (fine to try the app, not for production);
 * - `off`: a feature that is unavailable until it is set up;
 * - `problem`: set, but not working (or working with a caveat the operator should fix).
 */
export const SITE_SETUP_STATES = ['ready', 'default', 'off', 'problem'] as const;
export type SiteSetupState = (typeof SITE_SETUP_STATES)[number];

export const SITE_SETUP_AREAS = [
  'site-address',
  'mail',
  'billing',
  'storage',
  'database',
  'sign-in',
  'apple-wallet',
  'google-wallet',
] as const;

export const siteSetupItemSchema = z.object({
  area: z.enum(SITE_SETUP_AREAS),
  title: z.string(),
  state: z.enum(SITE_SETUP_STATES),
  /** What runs now, in a sentence. */
  summary: z.string(),
  /** What to set to change it; null when nothing needs doing. */
  action: z.string().nullable(),
  /** The environment variables of this area (names only). */
  variables: z.array(z.string()),
  /** What is wrong with what is set: `VARIABLE: reason`, never a value. */
  problems: z.array(z.string()),
  /** Where the repository documents it: a path, with an anchor where there is one. */
  docs: z.array(z.string()),
});
export type SiteSetupItem = z.infer<typeof siteSetupItemSchema>;

export const siteSetupSchema = z.object({ items: z.array(siteSetupItemSchema) });
export type SiteSetup = z.infer<typeof siteSetupSchema>;
