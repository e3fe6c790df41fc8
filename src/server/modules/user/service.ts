import { randomBytes } from 'node:crypto';
import { type CreateUserBody, type CurrentUser, type UpdateUserFields } from '../../../shared/user';
import type { ProfileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { editConflict, UNVERSIONED_ATTEMPTS } from '../../lib/edit-conflict';
import type { UploadedFile } from '../../lib/multipart';
import { type Caller, type SessionUser } from '../../plugins/auth';
import { hasRole, userPrincipal } from '../access';
import { getSubscriptionDetails } from '../billing';
import * as repository from './repository';
import { ERROR_CODES } from '../../../shared/error-codes';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import type { UserContext } from './context';

const AVATAR_MAX_DIMENSION = 512;

/** The user whose completed profile has this address, in any letter case (the operator's CLI). */
export const findProfileByEmail = repository.findProfileByEmail;

export async function toCurrentUser(ctx: UserContext, profile: ProfileRow): Promise<CurrentUser> {
  const db = ctx.database.db;
  const [subscriptionDetails, hasPassword] = await Promise.all([
    getSubscriptionDetails(db, { ownerId: profile.id }),
    repository.hasPasswordAccount(db, profile.id),
  ]);
  return {
    id: profile.id,
    fullName: profile.fullName,
    email: profile.email,
    profileImageUrl: profile.profileImageKey
      ? ctx.storage.publicUrl(profile.profileImageKey)
      : null,
    bio: profile.bio,
    company: profile.company,
    jobTitle: profile.jobTitle,
    location: profile.location,
    phone: profile.phone,
    isAdmin: hasRole(userPrincipal(profile.id, profile, ctx.config.auth.adminEmails), 'admin'),
    signInProvider: hasPassword ? 'password' : 'other',
    card_ids: subscriptionDetails.card_ids,
    subscriptionDetails,
    termsAcceptedAt: profile.termsAcceptedAt.toISOString(),
    version: profile.version,
    language: isLanguage(profile.language) ? profile.language : null,
  };
}

const emailNotVerified = () =>
  new AppError(ERROR_CODES.EMAIL_NOT_VERIFIED, 'Please verify your email address first');

/**
 * `user/get-user`: the caller's own view, or the code that sends the client to verify their
 * address or complete their profile first (docs/product.md#api-user-errors).
 */
export async function getCurrentUser(
  ctx: UserContext,
  { user, profile }: Caller,
): Promise<CurrentUser> {
  if (!user.emailVerified) throw emailNotVerified();
  if (!profile) throw new AppError(ERROR_CODES.FIRST_TIME_USER, 'Please complete your profile');
  return toCurrentUser(ctx, profile);
}

/** `user/create-user`: a verified user's profile, once, with the terms accepted now. */
export async function createUserProfile(
  ctx: UserContext,
  user: SessionUser,
  body: CreateUserBody,
): Promise<CurrentUser> {
  if (!user.emailVerified) throw emailNotVerified();
  if (body.auth_uid !== user.id)
    throw AppError.forbidden('auth_uid does not match the signed-in account');
  if (body.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, 'email: does not match the signed-in account');
  }
  const profile = await repository.insertProfile(ctx.database.db, {
    id: user.id,
    fullName: body.fullName,
    email: user.email,
  });
  if (!profile) throw new AppError(ERROR_CODES.PROFILE_EXISTS, 'Your profile is already complete');
  return toCurrentUser(ctx, profile);
}

/** `user/set-language`: the language menu's choice, for the app on every device. */
export async function setUserLanguage(
  ctx: UserContext,
  profile: ProfileRow,
  language: Language,
): Promise<{ language: Language }> {
  await repository.setProfileLanguage(ctx.database.db, profile.id, language);
  return { language };
}

/** Where a user's pictures are stored: `avatars/<user id>/`. */
export const avatarFolder = (userId: string) => `avatars/${userId}/`;

/**
 * `user/update-user`, applied only to the version it is based on
 * (docs/product.md#edit-conflicts). A new picture is stored first; the profile then moves to it in
 * one compare-and-set, and only after that is the picture it replaced deleted. A refused or failed
 * save deletes the picture it stored, so parallel uploads leave no file behind. `version`
 * undefined (a client older than versions): the change applies to whatever is saved.
 */
export async function updateUserProfile(
  ctx: UserContext,
  profile: ProfileRow,
  fields: UpdateUserFields,
  image: UploadedFile | undefined,
): Promise<CurrentUser> {
  const { profileImageName, version: baseVersion, ...text } = fields;
  if (baseVersion !== undefined && profile.version !== baseVersion) {
    throw editConflict('profile', profile.version, baseVersion);
  }
  let profileImageKey: string | null | undefined;
  if (image) {
    const processed = await ctx.images.reencode(image.buffer, AVATAR_MAX_DIMENSION);
    profileImageKey = `${avatarFolder(profile.id)}${randomBytes(12).toString('base64url')}.${processed.extension}`;
    await ctx.storage.put(profileImageKey, processed.buffer, processed.contentType);
  } else if (profileImageName === '') {
    profileImageKey = null;
  }
  const values = { ...text, ...(profileImageKey !== undefined ? { profileImageKey } : {}) };
  let saved: { before: ProfileRow; after: ProfileRow };
  try {
    saved = await saveProfileChange(ctx, profile, baseVersion, values);
  } catch (error) {
    if (profileImageKey) await deleteAvatar(ctx, profileImageKey);
    throw error;
  }
  const replaced = saved.before.profileImageKey;
  if (profileImageKey !== undefined && replaced) await deleteAvatar(ctx, replaced);
  return toCurrentUser(ctx, saved.after);
}

/**
 * Compare-and-set on the profile as it was read; when another save came first, a versioned change
 * is refused (409) and one without a version is applied again to the newer profile.
 */
async function saveProfileChange(
  ctx: UserContext,
  profile: ProfileRow,
  baseVersion: number | undefined,
  values: Parameters<typeof repository.updateProfile>[3],
): Promise<{ before: ProfileRow; after: ProfileRow }> {
  const db = ctx.database.db;
  let before = profile;
  for (let attempt = 1; ; attempt++) {
    const after = await repository.updateProfile(db, profile.id, before.version, values);
    if (after) return { before, after };
    const newer = await repository.findProfile(db, profile.id);
    // The account was deleted while the picture was being stored.
    if (!newer) throw AppError.unauthorized();
    if (baseVersion !== undefined || attempt >= UNVERSIONED_ATTEMPTS) {
      throw editConflict('profile', newer.version, baseVersion ?? profile.version);
    }
    before = newer;
  }
}

const deleteAvatar = (ctx: UserContext, key: string) =>
  ctx.storage.delete(key).catch((err: unknown) => {
    ctx.log.warn({ err, key }, 'could not delete a profile picture');
  });
