export { createAuth, OIDC_PROVIDER_ID, type Auth } from './auth';
export { registerAuthRoutes, limitRequest } from './routes';
export {
  registerAdminGuard,
  requireAdmin,
  requireProfile,
  requireUser,
  isAdminProfile,
  type SessionUser,
} from './guards';
