import { directionOf, type Language } from '../../../shared/i18n/languages';
import { SUPPORT_CONFIRM_HOURS, type SupportSubject } from '../../../shared/support';
import type { SupportRequestRow } from '../../db/schema';
import { withoutHiddenCharacters } from '../../lib/file-names';
import { escapeHtml } from '../../lib/html';
import { mailWriterFor, type Translate } from '../../lib/i18n';
import { startOf } from '../../plugins/auth/mails';
import type { MailMessage } from '../../plugins/mail';

const PRODUCT = 'CardVault';

/** The keys of the form's subjects in `mails.supportSubject`. */
const SUBJECT_KEYS: Record<SupportSubject, string> = {
  Support: 'support',
  Suggestion: 'suggestion',
  'Bug Report': 'bugReport',
  Complaint: 'complaint',
  Billing: 'billing',
  Other: 'other',
};

/** The request's subject in the mail's language; one not on the form's list as it was written. */
const subjectIn = (t: Translate, subject: string) =>
  Object.hasOwn(SUBJECT_KEYS, subject)
    ? t('mails.supportSubject', { kind: SUBJECT_KEYS[subject as SupportSubject] })
    : subject;

/** The page around a support mail, in `language`'s direction (see `layout` in plugins/auth/mails.ts). */
const frame = (inner: string, language: Language) =>
  `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="margin:0;background:#f4f4f8;font-family:system-ui,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td dir="${directionOf(language)}" align="${startOf(language)}">${inner}</td></tr></table></td></tr></table></body></html>`;

const paragraph = (text: string) =>
  `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(text)}</p>`;

/** Sent to a visitor: their request reaches support only once they follow this link. */
export async function supportConfirmationMail(
  request: SupportRequestRow,
  url: string,
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const heading = t('mails.supportConfirm.heading');
  const lines = [
    t('mails.supportConfirm.received', { subject: subjectIn(t, request.subject) }),
    t('mails.supportConfirm.confirm', { hours: SUPPORT_CONFIRM_HOURS }),
    t('mails.supportConfirm.ignore'),
  ];
  const label = t('mails.supportConfirm.action');
  return {
    to: request.email,
    subject: t('mails.supportConfirm.subject'),
    text: `${heading}\n\n${lines.join('\n\n')}\n\n${label}: ${url}\n\n— ${PRODUCT}`,
    html: frame(
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${lines.map(paragraph).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>
<p dir="ltr" style="font-size:13px;color:#475569;word-break:break-all;text-align:${startOf(language)}">${escapeHtml(url)}</p>`,
      language,
    ),
  };
}

/**
 * The request as the support inbox receives it: reply goes to the sender, files attached. One
 * mail to every inbox address, in `language` (the first address's saved language, else English:
 * the sender's language says nothing of the team's).
 */
export async function supportDeliveryMail(
  request: SupportRequestRow,
  inbox: string[],
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const subject = subjectIn(t, request.subject);
  const sender = request.userId
    ? t('mails.supportDelivery.signedIn', { id: request.userId })
    : t('mails.supportDelivery.visitor');
  const details: [string, string][] = [
    [t('mails.supportDelivery.from'), request.email],
    [t('mails.supportDelivery.account'), sender],
    [t('mails.supportDelivery.requestSubject'), subject],
    [t('mails.supportDelivery.sent'), request.createdAt.toISOString()],
    [t('mails.supportDelivery.requestId'), request.id],
  ];
  if (request.attachments.length) {
    details.push([
      t('mails.supportDelivery.attachments'),
      request.attachments
        .map((file) =>
          t('mails.supportDelivery.file', {
            name: withoutHiddenCharacters(file.name),
            size: String(file.size),
          }),
        )
        .join(', '),
    ]);
  }
  const heading = t('mails.supportDelivery.heading', {
    subject,
    email: request.email,
  });
  const text = `${details.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${request.body}\n`;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="${startOf(language)}" style="padding:${directionOf(language) === 'rtl' ? '4px 0 4px 16px' : '4px 16px 4px 0'};color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = frame(
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<table role="presentation" style="font-size:14px;margin:0 0 20px;border-collapse:collapse">${rows}</table>
<div dir="auto" style="font-size:15px;line-height:1.6;white-space:pre-wrap;word-break:break-word;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(request.body)}</div>`,
    language,
  );
  return {
    to: inbox.join(', '),
    replyTo: request.email,
    subject: t('mails.supportDelivery.subject', { subject, email: request.email }),
    text,
    html,
    // Names stored before they were cleaned on upload are cleaned here too.
    attachments: request.attachments.map(({ name, contentType, storageKey }) => ({
      filename: withoutHiddenCharacters(name) || 'attachment',
      contentType,
      storageKey,
    })),
  };
}

/**
 * Sent to a signed-in user when their request was delivered: what they sent, and that the reply
 * comes to this address (docs/product.md#support-mails). Everything they typed is escaped.
 */
export async function supportReceivedMail(
  request: SupportRequestRow,
  language: Language,
): Promise<MailMessage> {
  const { t } = await mailWriterFor(language);
  const heading = t('mails.supportReceived.heading');
  const lines = [
    t('mails.supportReceived.thanks', { subject: subjectIn(t, request.subject) }),
    t('mails.supportReceived.reference', { id: request.id }),
  ];
  const yourMessage = t('mails.supportReceived.yourMessage');
  // The quote's bar on the side the lines start from.
  const side = startOf(language);
  return {
    to: request.email,
    subject: t('mails.supportReceived.subject'),
    text: `${heading}\n\n${lines.join('\n\n')}\n\n${yourMessage}\n\n${request.body}\n\n— ${PRODUCT}`,
    html: frame(
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${lines.map(paragraph).join('')}
<p style="font-size:13px;color:#475569;margin:0 0 8px">${escapeHtml(yourMessage)}</p>
<div dir="auto" style="font-size:15px;line-height:1.6;white-space:pre-wrap;word-break:break-word;border-${side}:3px solid #e2e8f0;padding-${side}:12px">${escapeHtml(request.body)}</div>`,
      language,
    ),
  };
}
