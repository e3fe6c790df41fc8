import { Printer } from 'lucide-react';
import { useState } from 'react';
import type { Card } from '../../../shared/card';
import { PRINT_SHEETS, printPdfUrl, type PrintSheet } from '../../../shared/print';
import { DownloadButton } from '../../components/ui/download-button';
import { Panel } from '../../components/ui/panel';
import { cn } from '../../lib/cn';
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
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">Paper</legend>
        <div className="mt-2 grid gap-2">
          {PRINT_SHEETS.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border px-3 py-2 text-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                sheet === option.id
                  ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-700'
                  : 'border-slate-300 bg-white text-ink hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="print-sheet"
                value={option.id}
                checked={sheet === option.id}
                onChange={() => setSheet(option.id)}
                className="sr-only"
              />
              <span>{option.label}</span>
              <span className="text-xs font-normal text-ink-muted">{option.detail}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
