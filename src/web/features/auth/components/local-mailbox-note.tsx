import { Inbox } from 'lucide-react';
import { Notice } from '../../../components/ui/notice';
import { cn } from '../../../lib/cn';
import { useAuthProviders } from '../api';

/**
 * On a server that keeps its mail instead of sending it (no SMTP, docs/product.md#dev-mailbox),
 * the screens that mail a link say where to read it: the mailbox address, with its token, that
 * the server printed when it started.
 */
export function LocalMailboxNote({ className }: { className?: string }) {
  const { data } = useAuthProviders();
  if (!data?.localMailbox) return null;
  return (
    <Notice
      tone="info"
      icon={Inbox}
      live={false}
      title="This server does not send email"
      className={cn('text-start', className)}
    >
      <p data-testid="local-mailbox-note">
        To find the link, open the mailbox address the server printed when it started (it ends in{' '}
        <code className="whitespace-nowrap">/dev/mailbox?token=…</code>).
      </p>
    </Notice>
  );
}
