import { useState } from 'react';
import { Download, QrCode } from 'lucide-react';
import { cardQrCodeUrl, cardVCardQrCodeUrl, type Card, type QrContent } from '../../../shared/card';
import { buttonClasses } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup, type RadioCardOption } from '../../components/ui/radio-card-group';
import { useLocalAddressWarning } from './local-address';

const CONTENTS: RadioCardOption<QrContent>[] = [
  {
    value: 'url',
    label: 'Link to the card page',
    description: 'Opens your card, always up to date. The scanning phone needs a connection.',
  },
  {
    value: 'vcard',
    label: 'Contact inside (works with no network)',
    description:
      'The phone saves your name, phone, e-mail, company and title straight from the code. Print it again after you edit the card.',
  },
];

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
  const [content, setContent] = useState<QrContent>('url');
  const local = useLocalAddressWarning('A code downloaded here');
  return (
    <Panel
      title="QR code"
      icon={QrCode}
      description="For slides, posters, stickers and printed cards."
    >
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <RadioCardGroup
          legend="The code carries"
          name="qr-content"
          className="flex-1"
          value={content}
          onChange={setContent}
          options={CONTENTS}
        />
        <img
          src={qrUrl(card, content, 'svg')}
          alt={
            content === 'vcard'
              ? `QR code with the contact of ${card.fullName}`
              : `QR code of the card of ${card.fullName}`
          }
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
          Download PNG
        </a>
        <a
          href={qrUrl(card, content, 'svg', true)}
          download
          className={buttonClasses({ variant: 'outline' })}
          aria-describedby={local.describedBy}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download SVG
        </a>
      </div>
    </Panel>
  );
}
