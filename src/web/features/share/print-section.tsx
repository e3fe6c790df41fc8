import { Printer } from 'lucide-react';
import { useState } from 'react';
import type { Card } from '../../../shared/card';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { PRINT_SHEETS, printPdfUrl, type PrintSheet } from '../../../shared/print';
import { DownloadButton } from '../../components/ui/download-button';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import { useT } from '../../lib/i18n/use-t';
import { useLocalAddressWarning } from './local-address';

/** Each sheet's name and detail. */
const SHEET_TEXT: Record<PrintSheet, [MessageId, MessageId]> = {
  card: ['share.print.card', 'share.print.cardDetail'],
  a4: ['share.print.a4', 'share.print.a4Detail'],
  letter: ['share.print.letter', 'share.print.letterDetail'],
};

/**
 * The share page's "Printed cards" section (docs/product.md#share-print): pick a single card or a
 * sheet of ten, download the PDF the server builds.
 */
export function PrintSection({ card }: { card: Card }) {
  const t = useT();
  const [sheet, setSheet] = useState<PrintSheet>('card');
  const local = useLocalAddressWarning(t('share.print.output'));
  return (
    <Panel title={t('share.print.title')} icon={Printer} description={t('share.print.description')}>
      <RadioCardGroup
        legend={t('share.print.paper')}
        name="print-sheet"
        indicator="hidden"
        className="mt-5"
        value={sheet}
        onChange={setSheet}
        options={PRINT_SHEETS.map((option) => ({
          value: option.id,
          label: t(SHEET_TEXT[option.id][0]),
          description: t(SHEET_TEXT[option.id][1]),
        }))}
      />
      {local.warning}
      <div className="mt-5">
        <DownloadButton
          url={printPdfUrl(card.id, sheet)}
          fallbackName="cards.pdf"
          failureText={t('share.print.failed')}
          className="w-full sm:w-auto"
          describedBy={local.describedBy}
        >
          {t('share.print.download')}
        </DownloadButton>
        <p className="mt-3 text-sm text-ink-muted">{t('share.print.howTo')}</p>
      </div>
    </Panel>
  );
}
