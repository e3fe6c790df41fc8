/**
 * Take your data and leave (docs/product.md#account-data): the export of everything that is a
 * user's, and the deletion of their account, by themselves or by an admin.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './user-constants';
import { webhookDeliverySchema } from './webhooks';

/** `GET account/export`: one ZIP, streamed. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** Exports one user may start per hour (each reads every card, image and day of figures). */
export const EXPORTS_PER_HOUR = 5;

/** How recent a password-less account's sign-in must be to delete it. */
export const REAUTHENTICATION_MINUTES = 5;

/** The export's file name on a given day: `cardvault-export-2026-11-25.zip`. */
export const exportFileName = (now: Date) =>
  `cardvault-export-${now.toISOString().slice(0, 10)}.zip`;

/**
 * `sessions.json` in the export: each sign-in session as stored (when it started and expires, the
 * IP address and user agent it was opened from), never its token.
 */
export const exportedSessionSchema = z.strictObject({
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const sessionsExportSchema = z.strictObject({ sessions: z.array(exportedSessionSchema) });
export type SessionsExport = z.infer<typeof sessionsExportSchema>;

/** What the export says in place of a webhook endpoint's signing secret. */
export const WEBHOOK_SECRET_WITHHELD =
  'withheld: the signing secret is shown once, when the endpoint is created';

/**
 * `webhooks.json` in the export: each endpoint with its events and every delivery's status and
 * times (a delivery's body repeats what leads.csv and cards.json hold); the secret withheld.
 */
export const exportedWebhookEndpointSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  signingSecret: z.literal(WEBHOOK_SECRET_WITHHELD),
  deliveries: z.array(z.strictObject(webhookDeliverySchema.shape)),
});
export const webhooksExportSchema = z.strictObject({
  endpoints: z.array(exportedWebhookEndpointSchema),
});
export type WebhooksExport = z.infer<typeof webhooksExportSchema>;

/** Compares the e-mail typed again with the account's, as the server does. */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * `POST account/delete`: the account's e-mail typed again, and the password for accounts that
 * have one (others must have signed in within the last REAUTHENTICATION_MINUTES).
 */
export const deleteAccountBodySchema = z
  .object({
    confirmation: z
      .string()
      .trim()
      .min(1, 'Type your e-mail address to confirm')
      .max(320, 'confirmation must be at most 320 characters'),
    password: z
      .string()
      .max(MAX_PASSWORD_LENGTH, `password must be at most ${MAX_PASSWORD_LENGTH} characters`)
      .optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** `POST admin/delete-user`: the account to delete. */
export const deleteUserBodySchema = z
  .object({ id: z.string().trim().min(1, 'id is required').max(128) })
  .strict();
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

/** The dialog's form: the e-mail again and, for password accounts, the password. */
export const deleteAccountFormSchema = (email: string, needsPassword: boolean) =>
  z.object({
    confirmation: z
      .string()
      .trim()
      .min(1, 'Type your e-mail address to confirm')
      .refine((typed) => confirmsEmail(typed, email), 'This is not the e-mail of your account'),
    password: needsPassword
      ? z.string().min(1, 'Enter your password').max(MAX_PASSWORD_LENGTH)
      : z.string().max(0).optional(),
  });
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountFormSchema>>;

export const ACCOUNT_DATA_MESSAGES = {
  deleted: 'Your account and everything in it have been deleted.',
  deletedByAdmin: 'The account and everything in it have been deleted.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  confirmationMismatch: 'confirmation: type the e-mail address of your account exactly',
  passwordRequired: 'password: enter your password',
  wrongPassword: 'password: the password is not correct',
  reauthenticate: `For your security, sign out, sign in again, then delete your account within ${REAUTHENTICATION_MINUTES} minutes.`,
  selfDelete: 'Delete your own account from your Account page, not from the console',
} as const;
