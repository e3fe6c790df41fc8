import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type CreateUserBody, type CurrentUser, type UpdateUserFields } from '../../../shared/user';
import type { ProfileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { isAdminProfile, type Caller, type SessionUser } from '../../plugins/auth';
import { getSubscriptionDetails } from '../billing/service';
import * as repository from './repository';
import { ERROR_CODES } from '../../../shared/error-codes';

const AVATAR_MAX_DIMENSION = 512;

/** The user whose completed profile has this address, in any letter case (the operator's CLI). */
export const findProfileByEmail = repository.findProfileByEmail;

export async function toCurrentUser(
  app: FastifyInstance,
  profile: ProfileRow,
): Promise<CurrentUser> {
  const db = app.database.db;
  const [subscriptionDetails, hasPassword] = await Promise.all([
    getSubscriptionDetails(db, profile.id),
    repository.hasPasswordAccount(db, profile.id),
  ]);
  return {
    id: profile.id,
    fullName: profile.fullName,
    email: profile.email,
    profileImageUrl: profile.profileImageKey
      ? app.storage.publicUrl(profile.profileImageKey)
      : null,
    bio: profile.bio,
    company: profile.company,
    jobTitle: profile.jobTitle,
    location: profile.location,
    phone: profile.phone,
    isAdmin: isAdminProfile(app, profile),
    signInProvider: hasPassword ? 'password' : 'other',
    card_ids: subscriptionDetails.card_ids,
    subscriptionDetails,
    termsAcceptedAt: profile.termsAcceptedAt.toISOString(),
  };
}

const emailNotVerified = () =>
  new AppError(ERROR_CODES.EMAIL_NOT_VERIFIED, 'Please verify your email address first', 403);

/**
 * `user/get-user`: the caller's own view, or the code that sends the client to verify their
 * address or complete their profile first (docs/product.md#api-user-errors).
 */
export async function getCurrentUser(
  app: FastifyInstance,
  { user, profile }: Caller,
): Promise<CurrentUser> {
  if (!user.emailVerified) throw emailNotVerified();
  if (!profile)
    throw new AppError(ERROR_CODES.FIRST_TIME_USER, 'Please complete your profile', 404);
  return toCurrentUser(app, profile);
}

/** `user/create-user`: a verified user's profile, once, with the terms accepted now. */
export async function createUserProfile(
  app: FastifyInstance,
  user: SessionUser,
  body: CreateUserBody,
): Promise<CurrentUser> {
  if (!user.emailVerified) throw emailNotVerified();
  if (body.auth_uid !== user.id)
    throw AppError.forbidden('auth_uid does not match the signed-in account');
  if (body.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, 'email: does not match the signed-in account');
  }
  const profile = await repository.insertProfile(app.database.db, {
    id: user.id,
    fullName: body.fullName,
    email: user.email,
  });
  if (!profile)
    throw new AppError(ERROR_CODES.PROFILE_EXISTS, 'Your profile is already complete', 409);
  return toCurrentUser(app, profile);
}

export async function updateUserProfile(
  app: FastifyInstance,
  profile: ProfileRow,
  fields: UpdateUserFields,
  image: UploadedFile | undefined,
): Promise<CurrentUser> {
  const { profileImageName, ...text } = fields;
  let profileImageKey: string | null | undefined;
  if (image) {
    const processed = await app.images.reencode(image.buffer, AVATAR_MAX_DIMENSION);
    profileImageKey = `avatars/${profile.id}/${randomBytes(12).toString('base64url')}.${processed.extension}`;
    await app.storage.put(profileImageKey, processed.buffer, processed.contentType);
  } else if (profileImageName === '') {
    profileImageKey = null;
  }
  const updated = await repository.updateProfile(app.database.db, profile.id, {
    ...text,
    ...(profileImageKey !== undefined ? { profileImageKey } : {}),
  });
  if (profileImageKey !== undefined && profile.profileImageKey) {
    await app.storage.delete(profile.profileImageKey).catch((err: unknown) => {
      app.log.warn({ err, key: profile.profileImageKey }, 'could not delete the replaced avatar');
    });
  }
  return toCurrentUser(app, updated);
}
