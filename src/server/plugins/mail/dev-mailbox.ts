import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieValues } from '../../lib/cookies';
import { escapeHtml, linkifyText } from '../../lib/html';
import { isLoopbackHost } from '../../lib/loopback';
import type { Config } from '../../config';
import type { OutboxRow } from '../../db/schema';
import { requireAdmin } from '../auth/guards';
import type { Mailer } from './outbox';
import { ERROR_CODES, statusOf } from '../../../shared/error-codes';

const MAILBOX_PATH = '/dev/mailbox';
/** Set by the token, sent back by the browser to the mailbox's own pages only. */
const MAILBOX_COOKIE = 'cardvault_mailbox';

const isToken = (given: string, token: string) => {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
};

/**
 * The mailbox shows sign-in links, and nothing about a request tells its owner from a stranger
 * whom a proxy on the same machine passed on (a socket from loopback, no forwarding header, any
 * Host): a secret decides (docs/decisions/0025). `token`: the address printed at start-up, with
 * the token; `reader`: its cookie, or a signed-in admin; `none`: anyone else.
 */
async function accessOf(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<'token' | 'reader' | 'none'> {
  const given = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof given === 'string' && isToken(given, token)) return 'token';
  const cookies = cookieValues(request.headers.cookie, MAILBOX_COOKIE);
  if (cookies.some((value) => isToken(value, token))) return 'reader';
  return requireAdmin(app, request).then(
    () => 'reader' as const,
    () => 'none' as const,
  );
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}p.hint{color:#475569;margin:0 0 20px}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e2e8f0;border-radius:8px;table-layout:fixed}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e2e8f0;vertical-align:top;overflow-wrap:anywhere}
th{font-size:13px;color:#475569;background:#f1f5f9}a{color:#1d4ed8}
.status{font-size:12px;padding:2px 8px;border-radius:999px;background:#e2e8f0}
.status-sent{background:#dcfce7;color:#166534}.status-failed{background:#fee2e2;color:#991b1b}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px;font:14px/1.6 ui-monospace,monospace}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 16px;margin:16px 0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
h1{overflow-wrap:anywhere}h2{font-size:17px;margin:24px 0 8px}
iframe{display:block;width:100%;height:560px;border:1px solid #e2e8f0;border-radius:8px;background:#fff}
@media (max-width:600px){td:nth-child(4),th:nth-child(4){display:none}main{padding:16px 12px}th,td{padding:8px}}
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

const formatDate = (date: Date | null) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '';

const row = (mail: OutboxRow) => `<tr>
<td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${escapeHtml(mail.to)}</td>
<td><span class="status status-${mail.status}">${mail.status}</span></td>
<td>${formatDate(mail.createdAt)}</td></tr>`;

/**
 * Links of the HTML part open in a new tab, as a mail program opens them: a `<base target>`
 * written into the document, before anything of the mail's own.
 */
function withLinksInNewTabs(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return (
      html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length)
    );
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return doctype[0] + base + html.slice(doctype[0].length);
  return base + html;
}

/**
 * A mail's HTML part as the recipient's mail program would show it: in a sandboxed frame (no
 * scripts, no forms, no plugins, an origin of its own, so it can reach neither this page nor the
 * app's cookies), written into `srcdoc` (escaped as an attribute value), so nothing is fetched to
 * show it. The frame inherits this page's CSP, which allows no script. Its links open in a new tab
 * (`allow-popups`), which leaves the sandbox (`allow-popups-to-escape-sandbox`) so that the page
 * they open runs as it would from a mail program; followed inside the frame, they would meet the
 * app's `frame-ancestors 'none'` and show nothing.
 */
const sandboxedHtml = (subject: string, html: string) =>
  `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" title="${escapeHtml(`HTML part of ${subject}`)}" srcdoc="${escapeHtml(withLinksInNewTabs(html))}"></iframe>`;

/**
 * `/dev/mailbox`: the local mail driver's inbox, registered only when that driver is in use.
 * Returns its address with the token, which the start-up log prints.
 */
export async function registerDevMailbox(
  fastify: FastifyInstance,
  mailer: Mailer,
  config: Config,
  token: string,
): Promise<string> {
  if (!isLoopbackHost(new URL(config.publicUrl).hostname)) {
    fastify.log.warn(
      `SMTP_URL is not set, but PUBLIC_URL (${config.publicUrl}) is a public address: mail is only written to the outbox folder, and /dev/mailbox shows it only with the token of the start-up log, or to signed-in admins. Set SMTP_URL to deliver it.`,
    );
  }
  const secure = config.publicUrl.startsWith('https://');
  const cookie = `${MAILBOX_COOKIE}=${token}; Path=${MAILBOX_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL: the router also serves `/dev/%6dailbox` here.
    const path = request.routeOptions.url ?? request.url;
    if (!path.startsWith(MAILBOX_PATH)) return;
    const access = await accessOf(fastify, request, token);
    if (access === 'none') {
      return reply.code(statusOf(ERROR_CODES.NOT_FOUND)).send({
        error: ERROR_CODES.NOT_FOUND,
        message: `No route ${request.method} ${request.url}`,
      });
    }
    if (access === 'token') {
      // The cookie carries the token from now on: the address bar and the history keep none.
      const id = (request.params as { id?: unknown } | undefined)?.id;
      const location =
        path === `${MAILBOX_PATH}/:id` && typeof id === 'string'
          ? `${MAILBOX_PATH}/${encodeURIComponent(id)}`
          : MAILBOX_PATH;
      return reply
        .code(303)
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .header('location', location)
        .send();
    }
  });

  app.get(MAILBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const mails = await mailer.list(200);
    const body = mails.length
      ? `<table><thead><tr><th>Subject</th><th>To</th><th>Status</th><th>Queued</th></tr></thead><tbody>${mails.map(row).join('')}</tbody></table>`
      : '<p>No messages yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Mailbox',
          `<h1>Local mailbox</h1><p class="hint">Messages the app sent with the local mail driver (newest first). Set SMTP_URL to deliver real mail.</p>${body}`,
        ),
      );
  });

  app.get(
    `${MAILBOX_PATH}/:id`,
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const mail = await mailer.get(request.params.id);
      if (!mail)
        return reply
          .code(statusOf(ERROR_CODES.NOT_FOUND))
          .send({ error: ERROR_CODES.NOT_FOUND, message: 'No such message' });
      const body = `<p><a href="/dev/mailbox">&larr; All messages</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Status</dt><dd>${mail.status}${mail.lastError ? ` (${escapeHtml(mail.lastError)})` : ''}</dd>
<dt>Queued</dt><dd>${formatDate(mail.createdAt)}</dd><dt>Sent</dt><dd>${formatDate(mail.sentAt)}</dd></dl>
${mail.html ? `<h2>HTML</h2>${sandboxedHtml(mail.subject, mail.html)}<h2>Plain text</h2>` : ''}
<pre>${linkifyText(mail.text)}</pre>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(mail.subject, body));
    },
  );
  return `${config.publicUrl}${MAILBOX_PATH}?token=${token}`;
}
