export { createAuth, OIDC_PROVIDER_ID, type Auth } from './auth';
export { registerAuthRoutes, limitRequest } from './routes';
export { answerNotBefore } from './answer-floor';
export { KnownSessions } from './known-sessions';
export {
  registerAdminGuard,
  requireCaller,
  requireAdmin,
  requireProfile,
  requireUser,
  isAdminProfile,
  type SessionUser,
} from './guards';
