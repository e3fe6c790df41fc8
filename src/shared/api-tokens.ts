/**
 * Organisation API tokens (docs/product.md#api-tokens): what owners and admins make for scripts
 * and integrations. A token acts as its organisation, limited by its scopes, on the documented
 * routes those scopes cover, and nowhere else. Shared by the server and the web app.
 */
import { z } from 'zod';
import type { OrgAction, OrgResource } from './organisation-policy';

export const API_TOKEN_SCOPES = [
  'cards:read',
  'cards:write',
  'leads:read',
  'insights:read',
  'members:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'cards:read': 'Read cards',
  'cards:write': 'Read, create and edit cards',
  'leads:read': 'Read leads',
  'insights:read': 'Read insights',
  'members:read': 'Read members',
};

/**
 * The scopes that reach a route asking for `scope`: writing cards includes reading them, as the
 * grants below say; every other scope stands alone.
 */
export const API_TOKEN_SCOPES_REACHING: {
  readonly [S in ApiTokenScope]: readonly ApiTokenScope[];
} = {
  'cards:read': ['cards:read', 'cards:write'],
  'cards:write': ['cards:write'],
  'leads:read': ['leads:read'],
  'insights:read': ['insights:read'],
  'members:read': ['members:read'],
};

/** Whether a token with `scopes` may use a route that asks for `scope`. */
export const tokenReaches = (scopes: readonly ApiTokenScope[], scope: ApiTokenScope) =>
  API_TOKEN_SCOPES_REACHING[scope].some((reaching) => scopes.includes(reaching));

/**
 * What each scope lets a token do in its organisation, in the organisation policy's words (the
 * policy asks this instead of a role's grants when the caller is a token). Writing cards includes
 * reading them and the brand kit their locks come from.
 */
export const API_TOKEN_GRANTS: {
  readonly [S in ApiTokenScope]: { readonly [R in OrgResource]?: readonly OrgAction[] };
} = {
  'cards:read': { card: ['view'], brand: ['view'] },
  'cards:write': { card: ['view', 'create', 'edit'], brand: ['view'] },
  'leads:read': { lead: ['view'] },
  'insights:read': { insights: ['view'] },
  'members:read': { membership: ['view'] },
};

/**
 * Every token begins with this, so that it is never mistaken for a session's bearer token and a
 * secret scanner can recognise one that leaked.
 */
export const API_TOKEN_PREFIX = 'cv_org_';

/** The expiries the create dialog offers, in days. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_NAME_MAX_LENGTH = 80;
/** Live (unrevoked, unexpired) tokens one organisation may have. */
export const API_TOKENS_PER_ORGANISATION = 50;
/** Requests one token may make a minute, over every instance. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

const orgId = z.string().trim().min(1, 'Organisation is required').max(64);

export const createApiTokenSchema = z.object({
  orgId,
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(API_TOKEN_NAME_MAX_LENGTH, `Name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length),
  expiresInDays: z
    .number()
    .int()
    .min(1, 'Expiry must be at least 1 day')
    .max(API_TOKEN_MAX_DAYS, `Expiry must be at most ${API_TOKEN_MAX_DAYS} days`),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenSchema>;

export const apiTokenRefSchema = z.object({ orgId, id: z.string().trim().min(1).max(64) });

export const createdApiTokenSchema = z.object({ id: z.string(), token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const API_TOKEN_MESSAGES = {
  created: 'Token created',
  revoked: 'Token revoked',
  notFound: 'No such token',
  tooMany: `An organisation may have at most ${API_TOKENS_PER_ORGANISATION} live tokens: revoke one first`,
  invalid: 'The API token is not valid',
  expired: 'The API token has expired',
  revokedToken: 'The API token was revoked',
  notAccepted: 'This route does not accept API tokens',
  missingScope: (scope: ApiTokenScope) => `The API token lacks the ${scope} scope`,
  shownOnce: 'Copy the token now: it is shown only once and cannot be seen again.',
} as const;
