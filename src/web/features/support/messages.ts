import type { MessageId } from '../../../shared/i18n/catalogue';
import {
  SUPPORT_BODY_MAX_LENGTH,
  SUPPORT_MESSAGES,
  type SupportSubject,
} from '../../../shared/support';
import { translate } from '../../lib/i18n/intl';

/** Each subject's words; the value sent stays the English name the server knows. */
export const SUBJECT_LABELS: Record<SupportSubject, MessageId> = {
  Support: 'support.subjects.support',
  Suggestion: 'support.subjects.suggestion',
  'Bug Report': 'support.subjects.bugReport',
  Complaint: 'support.subjects.complaint',
  Billing: 'support.subjects.billing',
  Other: 'support.subjects.other',
};

/**
 * The form rules' English sentences (src/shared/support.ts, checked by the server too) in the
 * active language; any other sentence is shown as it is.
 */
const RULE_SENTENCES: Record<string, () => string> = {
  [SUPPORT_MESSAGES.invalidFrom]: () => translate('support.message.invalidFrom'),
  [SUPPORT_MESSAGES.bodyRequired]: () => translate('support.message.bodyRequired'),
  [`The message must be at most ${SUPPORT_BODY_MAX_LENGTH} characters`]: () =>
    translate('support.message.bodyTooLong', { max: SUPPORT_BODY_MAX_LENGTH }),
};

export const supportRuleText = (message: string | undefined): string | undefined =>
  message !== undefined && Object.hasOwn(RULE_SENTENCES, message)
    ? RULE_SENTENCES[message]?.()
    : message;
