import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../mail';

const PRODUCT = 'CardVault';

/** A mail with a heading, paragraphs (escaped) and one action button; text and HTML alike. */
export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
) {
  const text = `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\n— ${PRODUCT}`;
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f8;font-family:system-ui,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569;word-break:break-all">${escapeHtml(action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}

export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Verify your email address for ${PRODUCT}`,
    ...layout(
      'Confirm your email address',
      [
        `Thanks for signing up for ${PRODUCT}. Confirm that this is your address to finish creating your account.`,
        'The link works for 24 hours. If you did not sign up, you can ignore this message.',
      ],
      { label: 'Verify email address', url },
    ),
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    ...layout(
      'Reset your password',
      [
        `Someone asked to reset the password of your ${PRODUCT} account.`,
        'The link works for one hour and only once. If it was not you, ignore this message: your password stays as it is.',
      ],
      { label: 'Choose a new password', url },
    ),
  };
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function existingAccountMail(to: string, loginUrl: string): MailMessage {
  return {
    to,
    subject: `You already have a ${PRODUCT} account`,
    ...layout(
      'You already have an account',
      [
        `Someone, probably you, just tried to create a ${PRODUCT} account with this address. It already has one, so nothing was changed.`,
        'Sign in instead. If you forgot your password, choose "Forgot password" on the sign-in page. If your address is not verified yet, signing in offers a new verification link.',
      ],
      { label: 'Sign in', url: loginUrl },
    ),
  };
}
