export { createAuth, OIDC_PROVIDER_ID, type Auth } from './auth';
export { registerAuthRoutes, limitRequest } from './routes';
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
