import { z } from 'zod';
import { subscriptionDetailsSchema } from './billing';
import { editVersionSchema } from './edit-version';
import { LANGUAGES, type Language } from './i18n/languages';

import {
  FULL_NAME_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
} from './user-constants';

export * from './user-constants';

export const emailSchema = z.email('Enter a valid email address').max(254);

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your full name')
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`);

/** Login form, sign-in mode (docs/product.md#validation-login). */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1, 'Please enter both email and password'),
  password: z.string().min(1, 'Please enter both email and password'),
});

/** Login form, sign-up mode (docs/product.md#validation-sign-up). */
export const signUpFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const emailOnlySchema = z.object({ email: emailSchema }).strict();

/** `POST user/create-user` (docs/product.md#data-user, docs/product.md#api-endpoints). */
export const createUserBodySchema = z
  .object({
    auth_uid: z.string().min(1).max(200),
    email: emailSchema,
    fullName: fullNameSchema,
    termsAccepted: z.literal(true, 'Please accept the terms and conditions to continue'),
  })
  .strict();
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Complete-profile form: the same name rule, plus the terms checkbox. */
export const completeProfileFormSchema = z.object({
  fullName: fullNameSchema,
  termsAccepted: z
    .boolean()
    .refine((value) => value, 'Please accept the terms and conditions to continue'),
});

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/**
 * Text fields of `POST user/update-user` (multipart). The image travels as the file `profileImage`;
 * `profileImageName` sent empty removes the current image. `version` is the profile's version the
 * change is based on: an older one than the saved profile's is refused with 409 `EDIT_CONFLICT`;
 * left out (clients older than versions), the update applies to whatever is saved
 * (docs/product.md#edit-conflicts).
 */
export const updateUserFieldsSchema = z
  .object({
    fullName: fullNameSchema,
    bio: optionalText(PROFILE_TEXT_MAX_LENGTH, 'Bio'),
    company: optionalText(PROFILE_TEXT_MAX_LENGTH, 'Company'),
    jobTitle: optionalText(PROFILE_TEXT_MAX_LENGTH, 'Job title'),
    location: optionalText(PROFILE_TEXT_MAX_LENGTH, 'Location'),
    phone: optionalText(15, 'Phone'),
    profileImageName: z.string().max(255).optional(),
    version: editVersionSchema.optional(),
  })
  .strict();
export type UpdateUserFields = z.infer<typeof updateUserFieldsSchema>;

/** One of the languages the app speaks (src/shared/i18n/languages.ts); any other is refused. */
export const languageSchema = z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]]);

/** `POST user/set-language`: the language menu's choice, kept for the app on every device. */
export const setLanguageBodySchema = z.object({ language: languageSchema }).strict();
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;

export const changePasswordFormSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password'),
  newPassword: passwordSchema,
});

/**
 * `POST user/get-user` on success: the user, their view and profile (docs/product.md#data-user).
 */
export const currentUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  location: z.string(),
  phone: z.string(),
  isAdmin: z.boolean(),
  signInProvider: z.enum(['password', 'other']),
  card_ids: z.array(z.string()),
  subscriptionDetails: subscriptionDetailsSchema,
  termsAcceptedAt: z.string(),
  /** The profile's version, what `user/update-user` names as its base (docs/product.md#edit-conflicts). */
  version: z.number().int(),
  /** The language chosen from the language menu, null before any choice. */
  language: languageSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * `GET user/auth-providers`: the external sign-in buttons the login page shows, and whether mail
 * stays on this machine (the screens that mail a link then say where to read it).
 */
export const authProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  localMailbox: z
    .boolean()
    .describe('Mail is not sent: it waits in the local mailbox the start-up log names'),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
