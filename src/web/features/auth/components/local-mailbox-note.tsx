import { Inbox } from 'lucide-react';
import { Notice } from '../../../components/ui/notice';
import { cn } from '../../../lib/cn';
import { useAuthProviders } from '../api';
import { useT } from '../../../lib/i18n/use-t';

/**
 * On a server that keeps its mail instead of sending it (no SMTP, docs/product.md#dev-mailbox),
 * the screens that mail a link say where to read it: the mailbox address, with its token, that
 * the server printed when it started.
 */
export function LocalMailboxNote({ className }: { className?: string }) {
  const t = useT();
  const { data } = useAuthProviders();
  if (!data?.localMailbox) return null;
  return (
    <Notice
      tone="info"
      icon={Inbox}
      live={false}
      title={t('auth.localMailboxTitle')}
      className={cn('text-start', className)}
    >
      <p data-testid="local-mailbox-note">
        {t.rich('auth.localMailboxBody', {
          code: (chunks) => (
            <code dir="ltr" className="whitespace-nowrap">
              {chunks}
            </code>
          ),
        })}
      </p>
    </Notice>
  );
}
