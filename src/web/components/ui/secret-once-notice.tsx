import type { ReactNode } from 'react';
import { Copy } from 'lucide-react';
import { copyToClipboard } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { Notice } from './notice';

/**
 * A secret the server hands over once (an API token, a SCIM token, a webhook's signing secret):
 * the warning that it will not be shown again, the secret itself, a button that copies it and one
 * that puts the notice away. `children` come under the secret (how to use it).
 */
export function SecretOnceNotice({
  title,
  message,
  secret,
  name,
  copyLabel,
  secretLabel,
  copiedTitle,
  onDone,
  className,
  children,
}: {
  /** The notice's first line: what was made, and to copy it now. */
  title: string;
  /** That it is shown only this once. */
  message: string;
  secret: string;
  /** What the secret is, as it starts a sentence: "Token", "Signing secret". */
  name: string;
  /** The copy button's text: "Copy token", "Copy secret". */
  copyLabel: string;
  /** The secret's accessible name, where the page's tests or readers need one. */
  secretLabel?: string;
  /** The title of the toast that says it was copied. */
  copiedTitle?: string;
  onDone: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Notice tone="warning" title={title} className={cn('mt-6', className)}>
      <p>{message}</p>
      <code
        aria-label={secretLabel}
        className="mt-2 block rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-ink ring-1 ring-amber-200"
      >
        {secret}
      </code>
      {children ? <div className="mt-2 text-sm">{children}</div> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copyToClipboard(secret, name, copiedTitle)}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {copyLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('common.secret.saved')}
        </Button>
      </div>
    </Notice>
  );
}
