/**
 * SCIM provisioning (docs/product.md#scim-provisioning): an organisation's directory creates,
 * updates and removes its members through SCIM 2.0 with a bearer token its owners and admins
 * make on the Provisioning screen. The requests of the /api/org/scim-* routes and the screen's
 * messages. Shared by the server and the web app.
 */
import { z } from 'zod';
import { orgRefSchema } from './organisations';

/** Where a directory sends its SCIM requests, below the site's address. */
export const SCIM_BASE_PATH = '/api/auth/scim/v2';

export const SCIM_TOKEN_NAME_MAX_LENGTH = 80;
/** Tokens an organisation may have in use at once. */
export const SCIM_MAX_ACTIVE_TOKENS = 10;
/** How long a token works; a new one is made before it ends (the list shows when). */
export const SCIM_TOKEN_DAYS = 730;
export const SCIM_ADMIN_GROUPS_MAX = 20;
export const SCIM_GROUP_NAME_MAX_LENGTH = 256;

export const scimTokenCreateSchema = orgRefSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(
      SCIM_TOKEN_NAME_MAX_LENGTH,
      `Name must be at most ${SCIM_TOKEN_NAME_MAX_LENGTH} characters`,
    ),
});
export type ScimTokenCreate = z.infer<typeof scimTokenCreateSchema>;

export const scimTokenRefSchema = orgRefSchema.extend({
  id: z.string().trim().min(1, 'Token is required').max(128),
});

export const scimSettingsUpdateSchema = orgRefSchema.extend({
  adminGroups: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A group name is required')
        .max(
          SCIM_GROUP_NAME_MAX_LENGTH,
          `A group name must be at most ${SCIM_GROUP_NAME_MAX_LENGTH} characters`,
        ),
    )
    .max(SCIM_ADMIN_GROUPS_MAX, `At most ${SCIM_ADMIN_GROUPS_MAX} admin groups`),
});

export type ScimTokenStatus = 'active' | 'expired' | 'revoked';

export interface ScimToken {
  id: string;
  name: string;
  status: ScimTokenStatus;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ScimTokenCreated {
  id: string;
  /** Shown once: only its digest is kept. */
  token: string;
  baseUrl: string;
}

export interface ScimSettings {
  baseUrl: string;
  adminGroups: string[];
}

/** The admin groups kept in an organisation's metadata (a JSON object), or none. */
export function scimAdminGroupsOf(metadata: string | null | undefined): string[] {
  if (!metadata) return [];
  try {
    const parsed = JSON.parse(metadata) as { scimAdminGroups?: unknown };
    const groups = parsed.scimAdminGroups;
    return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    return [];
  }
}

export const SCIM_MESSAGES = {
  created: 'Token created',
  revoked: 'Token revoked',
  saved: 'Admin groups saved',
  copied: 'Copied',
  shownOnce: 'Copy this token now: it will not be shown again.',
  tooMany: `An organisation may have at most ${SCIM_MAX_ACTIVE_TOKENS} tokens in use: revoke one first`,
  notFound: 'This token was not found',
} as const;
