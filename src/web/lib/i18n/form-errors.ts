import type { MessageId } from '../../../shared/i18n/catalogue';
import { SUPPORT_BODY_MAX_LENGTH, SUPPORT_MESSAGES } from '../../../shared/support';
import {
  FULL_NAME_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../shared/user-constants';
import { CARD_TEXT_MAX_LENGTH, WEBSITE_EXAMPLE } from '../../../shared/card-constants';
import { PHONE_MAX_DIGITS } from '../../../shared/phone';
import { SOCIAL_LABELS } from '../../../shared/social';
import { DOMAIN_MESSAGES, ORG_DOMAIN_LIMIT } from '../../../shared/organisation-domains';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { activeLanguage, translate } from './intl';

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
  // A verified domain (src/shared/organisation-domains.ts), and the refusals the server gives
  // under the same field.
  [DOMAIN_MESSAGES.invalid]: ['team.domains.rule.invalid'],
  [DOMAIN_MESSAGES.ipAddress]: ['team.domains.rule.ipAddress'],
  [DOMAIN_MESSAGES.publicSuffix]: ['team.domains.rule.publicSuffix'],
  [DOMAIN_MESSAGES.consumer]: ['team.domains.rule.consumer'],
  [DOMAIN_MESSAGES.taken]: ['error.DOMAIN_TAKEN'],
  [DOMAIN_MESSAGES.limit]: ['error.DOMAIN_LIMIT', { max: ORG_DOMAIN_LIMIT }],
  // Single sign-on's connection (src/shared/sso.ts).
  'Domain is required': ['team.sso.rule.domainRequired'],
  'Client ID is required': ['team.sso.rule.clientIdRequired'],
  'Client secret is required': ['team.sso.rule.clientSecretRequired'],
  'A scope is one word without quotes or backslashes': ['team.sso.rule.scope'],
  'The metadata is too large': ['team.sso.rule.metadataTooLarge'],
  "Give the identity provider's metadata XML or its URL (one of them)": [
    'team.sso.rule.metadataOne',
  ],
};

/** The card's fields as src/shared/card.ts names them in its rules, and their names here. */
const CARD_FIELDS: [english: string, id: MessageId, max: number][] = [
  ['Card title', 'editor.field.title', CARD_TEXT_MAX_LENGTH],
  ['Full name', 'editor.field.fullName', CARD_TEXT_MAX_LENGTH],
  ['Job title', 'editor.field.jobTitle', CARD_TEXT_MAX_LENGTH],
  ['Company', 'editor.field.company', CARD_TEXT_MAX_LENGTH],
  ['Bio', 'editor.field.bio', CARD_TEXT_MAX_LENGTH],
  ['Email', 'editor.field.email', CARD_TEXT_MAX_LENGTH],
  ['Phone', 'editor.field.phone', CARD_TEXT_MAX_LENGTH],
  ['Location', 'editor.field.location', CARD_TEXT_MAX_LENGTH],
  ['Website', 'editor.field.website', CARD_TEXT_MAX_LENGTH],
];

/**
 * The card's and the brand kit's rules (src/shared/card.ts, src/shared/brand-kit.ts): each
 * sentence with the field's name in the active language. Social networks keep their own names.
 */
const CARD_ERRORS: Record<string, () => string> = {
  [`Phone must be at most ${PHONE_MAX_DIGITS} digits`]: () =>
    translate('editor.rule.phoneDigits', { max: PHONE_MAX_DIGITS }),
  'Phone may contain digits, spaces, brackets, dashes and a leading +': () =>
    translate('editor.rule.phonePattern'),
  [`Please enter a valid website address e.g. ${WEBSITE_EXAMPLE}`]: () =>
    translate('editor.rule.website', { example: WEBSITE_EXAMPLE }),
  'Add the main phone before locking it: every card needs a phone number': () =>
    translate('brandKit.lockedPhoneEmpty'),
  'Address must be at most 200 characters': () => translate('brandKit.addressTooLong'),
};
for (const [english, id, max] of CARD_FIELDS) {
  CARD_ERRORS[`${english} is required`] = () =>
    translate('editor.rule.required', { label: translate(id) });
  CARD_ERRORS[`${english} must be at most ${max} characters`] = () =>
    translate('editor.rule.tooLong', { label: translate(id), max });
}
for (const label of Object.values(SOCIAL_LABELS)) {
  CARD_ERRORS[`${label} must be at most 200 characters`] = () =>
    translate('editor.rule.tooLong', { label, max: 200 });
  CARD_ERRORS[`Enter a ${label} profile link or handle`] = () =>
    translate('editor.rule.social', { label });
}

// Single sign-on's addresses, named as the form's fields are (its English words are the rule's own).
for (const [english, id] of [
  ['Issuer URL', 'team.sso.issuerUrl'],
  ['Metadata URL', 'team.sso.metadataUrl'],
] as const) {
  const inLanguage = (sentence: string, rule: MessageId) => () =>
    activeLanguage() === DEFAULT_LANGUAGE ? sentence : translate(rule, { label: translate(id) });
  CARD_ERRORS[`${english} must be a URL`] = inLanguage(
    `${english} must be a URL`,
    'team.sso.rule.url',
  );
  CARD_ERRORS[`${english} must start with https://`] = inLanguage(
    `${english} must start with https://`,
    'team.sso.rule.https',
  );
}

export const FORM_ERROR_SENTENCES = [...Object.keys(FORM_ERRORS), ...Object.keys(CARD_ERRORS)];

export function localizeFormError(message: string | undefined): string | undefined {
  if (message === undefined) return message;
  if (Object.hasOwn(CARD_ERRORS, message)) return CARD_ERRORS[message]?.() ?? message;
  if (!Object.hasOwn(FORM_ERRORS, message)) return message;
  const [id, values] = FORM_ERRORS[message] ?? [];
  return id ? translate(id, values) : message;
}
