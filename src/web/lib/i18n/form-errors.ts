import type { MessageId } from '../../../shared/i18n/catalogue';
import {
  FULL_NAME_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../shared/user-constants';
import { translate } from './intl';

/**
 * The form rules' sentences (src/shared/user.ts: the zod schemas the server checks too, in
 * English) and their messages: a field's error is shown in the active language by its English
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
};

export const FORM_ERROR_SENTENCES = Object.keys(FORM_ERRORS);

export function localizeFormError(message: string | undefined): string | undefined {
  if (message === undefined || !Object.hasOwn(FORM_ERRORS, message)) return message;
  const [id, values] = FORM_ERRORS[message] ?? [];
  return id ? translate(id, values) : message;
}
