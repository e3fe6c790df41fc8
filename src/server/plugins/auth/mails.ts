import { directionOf, type Language } from '../../../shared/i18n/languages';
import { escapeHtml } from '../../lib/html';
import { translatorFor, type Translate } from '../../lib/i18n';
import type { MailMessage } from '../mail';

const PRODUCT = 'CardVault';

/** The side a line starts on: mail programs know `align` and `left`/`right`, seldom `start`. */
export const startOf = (language: Language) => (directionOf(language) === 'rtl' ? 'right' : 'left');

/**
 * A mail with a heading, paragraphs (escaped) and one action button; text and HTML alike. The HTML
 * part says its language and direction (right to left for Arabic and Hebrew) on the document and
 * again on the cell that holds the text, which mail programs that drop `<html>` keep; the link
 * below the button stays left to right.
 */
export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  language: Language = 'en',
) {
  const text = `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\n— ${PRODUCT}`;
  const html = `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="margin:0;background:#f4f4f8;font-family:system-ui,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td dir="${directionOf(language)}" align="${startOf(language)}"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p dir="ltr" style="font-size:13px;color:#475569;word-break:break-all;text-align:${startOf(language)}">${escapeHtml(action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}

type MailKind = 'verify' | 'reset' | 'existing';

/** One of the sign-in mails in `language`, from the catalogue's `mail.<kind>.*` messages. */
function signInMail(t: Translate, kind: MailKind, to: string, url: string, language: Language) {
  return {
    to,
    subject: t(`mail.${kind}.subject`),
    ...layout(
      t(`mail.${kind}.heading`),
      [t(`mail.${kind}.body1`), t(`mail.${kind}.body2`)],
      { label: t(`mail.${kind}.action`), url },
      language,
    ),
  };
}

export async function verificationMail(
  to: string,
  url: string,
  language: Language,
): Promise<MailMessage> {
  return signInMail(await translatorFor(language), 'verify', to, url, language);
}

export async function passwordResetMail(
  to: string,
  url: string,
  language: Language,
): Promise<MailMessage> {
  return signInMail(await translatorFor(language), 'reset', to, url, language);
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export async function existingAccountMail(
  to: string,
  loginUrl: string,
  language: Language,
): Promise<MailMessage> {
  return signInMail(await translatorFor(language), 'existing', to, loginUrl, language);
}
