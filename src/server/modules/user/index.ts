/**
 * The user module's door: its routes, what the operator's commands need, the avatar folder an
 * account deletion empties, and `setAdmin`, which the tests use to make an admin.
 */
export { saveAdminRole } from './admin';
export { userAdminRoutes } from './admin-routes';
export { authMailRoutes } from './auth-mail-routes';
export { setAdmin } from './repository';
export { userRoutes } from './routes';
export { avatarFolder, findProfileByEmail } from './service';
