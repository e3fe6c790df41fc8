import { SUPPORT_CONFIRM_HOURS } from '../../../shared/support';
import type { SupportRequestRow } from '../../db/schema';
import { withoutHiddenCharacters } from '../../lib/file-names';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../plugins/mail';

const PRODUCT = 'CardVault';

const frame = (inner: string) =>
  `<!doctype html><html><body style="margin:0;background:#f4f4f8;font-family:system-ui,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>${inner}</td></tr></table></td></tr></table></body></html>`;

const paragraph = (text: string) =>
  `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(text)}</p>`;

/** Sent to a visitor: their request reaches support only once they follow this link. */
export function supportConfirmationMail(request: SupportRequestRow, url: string): MailMessage {
  const heading = 'Confirm your support request';
  const lines = [
    `We received a support request from this address with the subject "${request.subject}".`,
    `Confirm that you sent it and we will pass it on to the ${PRODUCT} team. The link works once, for ${SUPPORT_CONFIRM_HOURS} hours.`,
    'If you did not write to us, ignore this message: nothing will be sent.',
  ];
  const label = 'Confirm and send my request';
  return {
    to: request.email,
    subject: `Confirm your ${PRODUCT} support request`,
    text: `${heading}\n\n${lines.join('\n\n')}\n\n${label}: ${url}\n\n— ${PRODUCT}`,
    html: frame(`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${lines.map(paragraph).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(url)}</p>`),
  };
}

/** The request as the support inbox receives it: reply goes to the sender, files attached. */
export function supportDeliveryMail(request: SupportRequestRow, inbox: string[]): MailMessage {
  const sender = request.userId
    ? `signed-in user ${request.userId}`
    : 'visitor (address confirmed by e-mail)';
  const details: [string, string][] = [
    ['From', request.email],
    ['Account', sender],
    ['Subject', request.subject],
    ['Sent', request.createdAt.toISOString()],
    ['Request id', request.id],
  ];
  if (request.attachments.length) {
    details.push([
      'Attachments',
      request.attachments
        .map((file) => `${withoutHiddenCharacters(file.name)} (${file.size} bytes)`)
        .join(', '),
    ]);
  }
  const text = `${details.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${request.body}\n`;
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html =
    frame(`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(`${request.subject} from ${request.email}`)}</h1>
<table role="presentation" style="font-size:14px;margin:0 0 20px;border-collapse:collapse">${rows}</table>
<div style="font-size:15px;line-height:1.6;white-space:pre-wrap;word-break:break-word;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(request.body)}</div>`);
  return {
    to: inbox.join(', '),
    replyTo: request.email,
    subject: `[Support] ${request.subject} from ${request.email}`,
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
export function supportReceivedMail(request: SupportRequestRow): MailMessage {
  const heading = 'We received your support request';
  const lines = [
    `Thank you for writing to the ${PRODUCT} team. Your request "${request.subject}" has reached us, and we will reply to this address.`,
    `Your reference: ${request.id}`,
  ];
  return {
    to: request.email,
    subject: `We received your ${PRODUCT} support request`,
    text: `${heading}\n\n${lines.join('\n\n')}\n\nYour message:\n\n${request.body}\n\n— ${PRODUCT}`,
    html: frame(`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${lines.map(paragraph).join('')}
<p style="font-size:13px;color:#475569;margin:0 0 8px">Your message:</p>
<div style="font-size:15px;line-height:1.6;white-space:pre-wrap;word-break:break-word;border-left:3px solid #e2e8f0;padding-left:12px">${escapeHtml(request.body)}</div>`),
  };
}
