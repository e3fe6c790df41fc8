/**
 * The user module's door: its routes, what the operator's commands need, the avatar folder an
 * account deletion empties, and `setAdmin`, which the tests use to make an admin.
 */
export { saveAdminRole } from './admin';
export { setAdmin } from './repository';
export { userModule } from './module';
export { avatarFolder, findProfileByEmail } from './service';
