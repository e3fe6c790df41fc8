import { Mail } from 'lucide-react';
import type { Card } from '../../../shared/card';
import { SIGNATURE_LAYOUTS, signaturePagePath } from '../../../shared/email-signature';
import { ButtonLink } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useT } from '../../lib/i18n/use-t';
import { activeLocale } from '../../lib/format';
import { SIGNATURE_LAYOUT_TEXT } from './signature-layouts';
import { useLocalAddressWarning } from './local-address';

/** The share page's "E-mail signature" section: what it is, and the way to the signature page. */
export function SignatureSection({ card }: { card: Card }) {
  const t = useT();
  const local = useLocalAddressWarning(t('share.signature.output'));
  return (
    <Panel
      title={t('share.signature.title')}
      icon={Mail}
      description={t('share.signature.description')}
    >
      <p className="mt-3 text-sm text-ink-muted">
        {t('share.signature.body', {
          count: SIGNATURE_LAYOUTS.length,
          // Names one after another, as a list of items ('Classic, Compact, Banner').
          layouts: new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' }).format(
            SIGNATURE_LAYOUTS.map((layout) => t(SIGNATURE_LAYOUT_TEXT[layout.id][0])),
          ),
        })}
      </p>
      {local.warning}
      <ButtonLink
        to={signaturePagePath(card.id)}
        variant="outline"
        className="mt-4"
        aria-describedby={local.describedBy}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        {t('share.signature.make')}
      </ButtonLink>
    </Panel>
  );
}
