/**
 * The first link in a mail's text, up to white space, a quote or an angle bracket: the link a
 * person would follow, however the layer got the mail (the outbox, an SMTP capture, the e2e
 * server's /messages). Throws naming `mail` when it has none.
 */
export function firstLinkIn(text: string, mail = 'the mail'): string {
  const link = /https?:\/\/[^\s"'<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${mail}`);
  return link;
}
