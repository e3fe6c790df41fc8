// What the contact exchange's form says when the server refused a submission, in the page's
// language: English the server's own sentence, as every failed call says it; another language the
// page's words (`publicPage.script.*`), since this chunk carries no catalogue.
import { ERROR_CODES } from '../../shared/error-codes';
import { LEAD_MESSAGES } from '../../shared/leads-constants';
import { failureMessage, isApiError } from '../lib/http';
import { pageText, type ScriptTextKey } from './page-texts';

export type LeadFieldName =
  'name' | 'email' | 'phone' | 'company' | 'jobTitle' | 'note' | 'consent';

const FIELD_NAMES: ReadonlySet<string> = new Set<LeadFieldName>([
  'name',
  'email',
  'phone',
  'company',
  'jobTitle',
  'note',
  'consent',
]);

/** The submission's rules as the server words them (shared/leads.ts), each the page's words. */
const RULES: Record<string, ScriptTextKey> = {
  'Name is required': 'leadRuleNameRequired',
  'Email is required': 'leadRuleEmailRequired',
  'Enter a valid email address': 'leadRuleEmailInvalid',
  'Phone is too long': 'leadRulePhoneTooLong',
  'Phone may contain digits, spaces, brackets, dashes and a leading +': 'leadRulePhoneChars',
  [LEAD_MESSAGES.consentRequired]: 'leadConsentRequired',
};

function ruleText(reason: string): string {
  const rule = Object.hasOwn(RULES, reason) ? RULES[reason] : undefined;
  if (rule) return pageText(rule);
  const longest = / must be at most (\d+) characters$/.exec(reason)?.[1];
  return longest ? pageText('leadRuleTooLong', { max: longest }) : pageText('leadRuleInvalid');
}

/**
 * A refused submission: under a field when the server named one of the form's (`field: reason`),
 * else for the whole form. `language` is the page's (`<html lang>`).
 */
export function leadFailure(
  error: unknown,
  language: string,
): { field?: LeadFieldName; text: string } {
  const english = language === '' || language === 'en';
  const named = isApiError(error, ERROR_CODES.VALIDATION_ERROR)
    ? /^([A-Za-z]+): (.+)$/.exec(error.message)
    : null;
  if (named?.[1] && named[2] && FIELD_NAMES.has(named[1])) {
    return { field: named[1] as LeadFieldName, text: english ? named[2] : ruleText(named[2]) };
  }
  if (english) return { text: failureMessage(error, pageText('leadSendFailed')) };
  if (isApiError(error, ERROR_CODES.RATE_LIMITED)) return { text: pageText('rateLimited') };
  return { text: pageText('leadSendFailed') };
}
