import { Copy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { copyToClipboard } from '../../lib/clipboard';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';

/**
 * One value to paste elsewhere (a DNS record, an identity provider's address), as a term and its
 * definition with a button that copies it: put it in a `<dl>`.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <div className="grid gap-1.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="flex flex-wrap items-start gap-2">
        <code className="min-w-0 flex-1 basis-48 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs break-all text-ink ring-1 ring-slate-200">
          {value}
        </code>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('common.copyNamed', {
            label: locale === 'en' ? label.toLowerCase() : label,
          })}
          onClick={() => void copyToClipboard(value, label)}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('common.copy')}
        </Button>
      </dd>
    </div>
  );
}
