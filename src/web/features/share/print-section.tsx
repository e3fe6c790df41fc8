import { Printer } from 'lucide-react';
import { useState } from 'react';
import type { Card } from '../../../shared/card';
import { PRINT_SHEETS, printPdfUrl, type PrintSheet } from '../../../shared/print';
import { DownloadButton } from '../../components/ui/download-button';
import { Panel } from '../../components/ui/panel';
import { RadioCardGroup } from '../../components/ui/radio-card-group';
import { useLocalAddressWarning } from './local-address';

/**
 * The share page's "Printed cards" section (docs/product.md#share-print): pick a single card or a
 * sheet of ten, download the PDF the server builds.
 */
export function PrintSection({ card }: { card: Card }) {
  const [sheet, setSheet] = useState<PrintSheet>('card');
  const local = useLocalAddressWarning('Cards printed from this PDF');
  return (
    <Panel
      title="Printed cards"
      icon={Printer}
      description="A PDF of your card in its colours and font: the details on the front, a QR code to your card page on the back."
    >
      <RadioCardGroup
        legend="Paper"
        name="print-sheet"
        indicator="hidden"
        className="mt-5"
        value={sheet}
        onChange={setSheet}
        options={PRINT_SHEETS.map((option) => ({
          value: option.id,
          label: option.label,
          description: option.detail,
        }))}
      />
      {local.warning}
      <div className="mt-5">
        <DownloadButton
          url={printPdfUrl(card.id, sheet)}
          fallbackName="cards.pdf"
          failureText="Could not make the PDF. Please try again."
          className="w-full sm:w-auto"
          describedBy={local.describedBy}
        >
          Download PDF
        </DownloadButton>
        <p className="mt-3 text-sm text-ink-muted">
          Print at 100% (actual size, not “fit to page”); for a sheet, print on both sides, flipping
          on the long edge, then cut along the marks.
        </p>
      </div>
    </Panel>
  );
}
