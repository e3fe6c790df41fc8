export { createAuth, OIDC_PROVIDER_ID, type Auth } from './auth';
export type { ScimMembershipChange } from './scim';
export { withTrustedIdpOrigins, type SsoRequirement, type SsoSignInHooks } from './sso-hooks';
export { registerAuthRoutes, limitRequest } from './routes';
export { answerNotBefore } from './answer-floor';
export { withMailSite } from './mail-site';
export { limitPasswordCheck, mailboxOf } from './limits';
export { endSession, hasPassword, isAccountPassword, sessionCreatedAt } from './reauthentication';
export { purgeExpiredSessions } from './expired-sessions';
export { RememberedSessions, SESSION_TABLES } from './remembered-sessions';
export { carriesSessionCredential } from './session-credential';
export {
  findCaller,
  registerAdminGuard,
  registerCallerLookup,
  requireCaller,
  requireAdmin,
  requireProfile,
  requireUser,
  type Caller,
  type SessionUser,
  type SignedIn,
} from './guards';
export { carriesApiToken, requireProfileOrToken, type TokenOrganisation } from './api-tokens';
