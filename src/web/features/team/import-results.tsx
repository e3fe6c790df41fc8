import { useId } from 'react';
import { CircleCheck, CircleX, Download } from 'lucide-react';
import type { ImportReport, ImportRowResult } from '../../../shared/import';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { downloadText } from '../../lib/download';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { errorsCsv, importRowErrors } from './import-plan';

const ACTION_TEXT = {
  dryRun: {
    create: 'team.import.action.wouldCreate',
    update: 'team.import.action.wouldUpdate',
    none: 'team.import.action.none',
  },
  applied: {
    create: 'team.import.action.created',
    update: 'team.import.action.updated',
    none: 'team.import.action.none',
  },
} as const satisfies Record<string, Record<ImportRowResult['action'], MessageId>>;

function RowResult({ result, dryRun }: { result: ImportRowResult; dryRun: boolean }) {
  const t = useT();
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 px-3 py-2.5 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:items-start">
      <span className="text-sm font-semibold text-ink tabular-nums">
        {t('team.import.row', { row: result.row })}
      </span>
      <span className="min-w-0 text-sm break-all text-ink">
        {result.email ? <bdi dir="ltr">{result.email}</bdi> : t('team.import.noEmail')}
      </span>
      <span className="col-start-2 sm:col-start-3 sm:row-start-1">
        {result.ok ? (
          <Badge tone="success">
            <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
            {t(ACTION_TEXT[dryRun ? 'dryRun' : 'applied'][result.action])}
          </Badge>
        ) : (
          <Badge tone="danger">
            <CircleX aria-hidden="true" className="h-3.5 w-3.5" />
            {t('team.import.fails')}
          </Badge>
        )}
      </span>
      {result.errors.length > 0 ? (
        <ul className="col-start-2 list-disc space-y-0.5 ps-4 text-sm text-red-800 sm:col-span-2">
          {importRowErrors(result).map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Counts in a row of tiles: what happened (or would), and how many failed. */
export function ImportCounts({ counts }: { counts: { label: string; value: number }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map((count) => (
        <div
          key={count.label}
          className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5"
        >
          <dt className="text-xs font-semibold text-ink-muted uppercase">{count.label}</dt>
          <dd className="text-2xl font-extrabold text-ink tabular-nums">
            {formatNumber(count.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every row's result, and the failed rows as a CSV file to fix the spreadsheet from. */
export function ImportRowList({
  report,
  fileName,
  label,
}: {
  report: ImportReport;
  fileName: string;
  label: string;
}) {
  const t = useT();
  const headingId = useId();
  const failed = report.rows.filter((row) => !row.ok).length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          {label}
        </h3>
        {failed > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              downloadText(
                errorsCsv(report.rows),
                `${fileName.replace(/\.[^.]*$/, '')}-errors.csv`,
                'text/csv;charset=utf-8',
              )
            }
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('team.import.downloadErrors', { count: failed })}
          </Button>
        ) : null}
      </div>
      {/* Up to 1,000 rows: the list scrolls inside its frame, and the keyboard can scroll it. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        className="max-h-[28rem] overflow-y-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <ul className="divide-y divide-slate-200">
          {report.rows.map((result) => (
            <RowResult key={result.row} result={result} dryRun={report.dryRun} />
          ))}
        </ul>
      </div>
    </div>
  );
}
