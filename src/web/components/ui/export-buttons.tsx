import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { DownloadButton } from './download-button';

/**
 * An export offered two ways (docs/product.md#leads): `Excel` for people, a workbook whose cells
 * hold exactly what was typed, and `CSV` for tools, its formulas guarded. Each is made on request;
 * a refusal (an Excel file past its bound) is a toast with the server's reason.
 */
export function ExportButtons({
  excelUrl,
  csvUrl,
  fileName,
}: {
  excelUrl: string;
  csvUrl: string;
  /** The files' name when the server gives none, without its ending. */
  fileName: string;
}) {
  const t = useT();
  const label = useId();
  return (
    <div role="group" aria-labelledby={label} className="flex items-center gap-2">
      <span id={label} className="text-sm font-medium text-ink-muted">
        {t('common.export.label')}
      </span>
      <DownloadButton
        variant="outline"
        url={excelUrl}
        fallbackName={`${fileName}.xlsx`}
        failureText={t('common.export.excelFailed')}
      >
        {t('common.export.excel')}
      </DownloadButton>
      <DownloadButton
        variant="outline"
        url={csvUrl}
        fallbackName={`${fileName}.csv`}
        failureText={t('common.export.csvFailed')}
      >
        {t('common.export.csv')}
      </DownloadButton>
    </div>
  );
}
