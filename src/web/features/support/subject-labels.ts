import type { MessageId } from '../../../shared/i18n/catalogue';
import type { SupportSubject } from '../../../shared/support';

/** Each subject's words; the value sent stays the English name the server knows. */
export const SUBJECT_LABELS: Record<SupportSubject, MessageId> = {
  Support: 'support.subjects.support',
  Suggestion: 'support.subjects.suggestion',
  'Bug Report': 'support.subjects.bugReport',
  Complaint: 'support.subjects.complaint',
  Billing: 'support.subjects.billing',
  Other: 'support.subjects.other',
};
