import type { MessageId } from '../../../shared/i18n/catalogue';
import { SUPPORT_BODY_MAX_LENGTH, SUPPORT_MESSAGES } from '../../../shared/support';
import {
  FULL_NAME_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../shared/user-constants';
import { translate } from './intl';

/**
 * The form rules' sentences (src/shared/user.ts, support.ts, account-data.ts: the zod schemas
 * the server checks too, in English) and their messages: a field's error is shown in the active language by its English
 * words. A sentence not listed yet is shown as it is.
 */
const FORM_ERRORS: Record<string, [MessageId, Record<string, number>?]> = {
  'Enter a valid email address': ['validation.emailInvalid'],
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: [
    'validation.passwordMin',
    { min: MIN_PASSWORD_LENGTH },
  ],
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: [
    'validation.passwordMax',
    { max: MAX_PASSWORD_LENGTH },
  ],
  'Passwords do not match': ['validation.passwordsDiffer'],
  'Please enter both email and password': ['auth.missingCredentials'],
  'Please accept the terms and conditions to continue': ['validation.termsRequired'],
  'Please enter your full name': ['validation.fullNameMissing'],
  [`Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: [
    'validation.fullNameMax',
    { max: FULL_NAME_MAX_LENGTH },
  ],
  // The support form (src/shared/support.ts).
  [SUPPORT_MESSAGES.invalidFrom]: ['support.message.invalidFrom'],
  [SUPPORT_MESSAGES.bodyRequired]: ['support.message.bodyRequired'],
  [`The message must be at most ${SUPPORT_BODY_MAX_LENGTH} characters`]: [
    'support.message.bodyTooLong',
    { max: SUPPORT_BODY_MAX_LENGTH },
  ],
  // Deleting one's account (src/shared/account-data.ts).
  'Type your e-mail address to confirm': ['account.delete.typeEmail'],
  'This is not the e-mail of your account': ['account.delete.notYourEmail'],
  'Enter your password': ['account.delete.enterPassword'],
};

export const FORM_ERROR_SENTENCES = Object.keys(FORM_ERRORS);

export function localizeFormError(message: string | undefined): string | undefined {
  if (message === undefined || !Object.hasOwn(FORM_ERRORS, message)) return message;
  const [id, values] = FORM_ERRORS[message] ?? [];
  return id ? translate(id, values) : message;
}
