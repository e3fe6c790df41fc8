import { useState } from 'react';
import { Download, QrCode } from 'lucide-react';
import { cardQrCodeUrl, cardVCardQrCodeUrl, type Card, type QrContent } from '../../../shared/card';
import { buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import { useT } from '../../lib/i18n/use-t';
import { useLocalAddressWarning } from './local-address';

/** The address of the card's QR code carrying `content`, shown or downloaded as `format`. */
const qrUrl = (card: Card, content: QrContent, format: 'svg' | 'png', download = false) =>
  content === 'vcard'
    ? cardVCardQrCodeUrl(card, format, download)
    : cardQrCodeUrl(card, format, download);

/**
 * The share page's "QR code" section (docs/product.md#share-qr): the code of the card's address
 * or of its contact, previewed and downloaded as PNG (print) or SVG (any size).
 */
export function QrSection({ card }: { card: Card }) {
  const t = useT();
  const [content, setContent] = useState<QrContent>('url');
  const local = useLocalAddressWarning(t('share.qr.output'));
  return (
    <Panel title={t('share.qr.title')} icon={QrCode} description={t('share.qr.description')}>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <RadioCardGroup
          legend={t('share.qr.carries')}
          name="qr-content"
          className="flex-1"
          value={content}
          onChange={setContent}
          options={[
            {
              value: 'url',
              label: t('share.qr.url'),
              description: t('share.qr.urlDescription'),
            },
            {
              value: 'vcard',
              label: t('share.qr.vcard'),
              description: t('share.qr.vcardDescription'),
            },
          ]}
        />
        <img
          src={qrUrl(card, content, 'svg')}
          alt={t(content === 'vcard' ? 'share.qr.vcardAlt' : 'share.qr.urlAlt', {
            name: card.fullName,
          })}
          width={176}
          height={176}
          className="mx-auto h-44 w-44 shrink-0 rounded-lg border border-slate-200 sm:mx-0"
        />
      </div>
      {local.warning}
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={qrUrl(card, content, 'png', true)}
          download
          className={buttonClasses()}
          aria-describedby={local.describedBy}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('share.qr.png')}
        </a>
        <a
          href={qrUrl(card, content, 'svg', true)}
          download
          className={buttonClasses({ variant: 'outline' })}
          aria-describedby={local.describedBy}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('share.qr.svg')}
        </a>
      </div>
    </Panel>
  );
}
