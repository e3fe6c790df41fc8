import { useId, useState } from 'react';
import { ListChecks, PartyPopper } from 'lucide-react';
import { autoMapping, type ImportMapping, type ImportReport } from '../../../shared/import';
import type { OrgSummary } from '../../../shared/organisations';
import { Notice } from '../../components/ui/notice';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Panel } from '../../components/ui/panel';
import { ProgressBar } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast } from '../../lib/toast';
import { IMPORT_FAILURES, postImport, useAfterImport } from './import-api';
import { ImportMappingPanel, mapsEmail } from './import-mapping';
import {
  chunkRows,
  importFailureText,
  importProgressText,
  mergeReports,
  placeChunkReport,
  serialiseCsv,
} from './import-plan';
import { ImportCounts, ImportRowList } from './import-results';
import { ImportSourcePanel, type ImportSource } from './import-source';
import { canImport } from './permissions';

interface Applying {
  done: number;
  total: number;
}

/** The failed rows of a dry run, as a report of their own (they are not sent again). */
const failuresOf = (report: ImportReport): ImportReport => ({
  dryRun: false,
  rows: report.rows.filter((row) => !row.ok),
  created: 0,
  updated: 0,
  invited: 0,
});

/** Steps 1 to 4: the file, its columns, the dry run, the import. */
function ImportFlow({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const progressId = useId();
  const afterImport = useAfterImport();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  // The dry run of the file and mapping shown; a change to either asks for a new one.
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [applying, setApplying] = useState<Applying | null>(null);
  const [result, setResult] = useState<{ report: ImportReport; stopped: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const startOver = () => {
    setCheck(null);
    setResult(null);
    setError(null);
  };

  const read = (next: ImportSource) => {
    setSource(next);
    setMapping(autoMapping(next.headers));
    startOver();
  };

  const dryRun = async () => {
    if (!source) return;
    startOver();
    setChecking(true);
    try {
      setCheck(
        await postImport({
          orgId: organisation.id,
          csv: serialiseCsv(source.headers, source.rows),
          fileName: source.fileName,
          mapping,
          dryRun: true,
        }),
      );
    } catch (failure) {
      setError(importFailureText(failure, IMPORT_FAILURES.dryRun));
    } finally {
      setChecking(false);
    }
  };

  /** The rows the dry run passed, in requests of at most 100, each report put back at its rows. */
  const apply = async () => {
    if (!source || !check) return;
    const rowNumbers = check.rows.filter((row) => row.ok).map((row) => row.row);
    const rows = rowNumbers.map((row) => source.rows[row - 2] ?? []);
    const chunks = chunkRows(source.headers, rows, rowNumbers);
    const reports: ImportReport[] = [failuresOf(check)];
    setError(null);
    setResult(null);
    setApplying({ done: 0, total: rows.length });
    let stopped = false;
    for (const chunk of chunks) {
      try {
        const report = await postImport({
          orgId: organisation.id,
          csv: chunk.csv,
          fileName: source.fileName,
          mapping,
          dryRun: false,
        });
        reports.push(placeChunkReport(report, chunk));
        setApplying((current) =>
          current ? { ...current, done: current.done + chunk.rowNumbers.length } : current,
        );
      } catch (failure) {
        // The rows before stay applied; importing again updates them instead of doubling them.
        setError(importFailureText(failure, IMPORT_FAILURES.apply));
        stopped = true;
        break;
      }
    }
    setApplying(null);
    setResult({ report: mergeReports(reports, false), stopped });
    await afterImport(organisation.id);
    if (!stopped) toast.success(translate('team.import.finished'));
  };

  const okRows = check?.rows.filter((row) => row.ok).length ?? 0;
  const failedRows = (check?.rows.length ?? 0) - okRows;
  const busy = checking || applying !== null;

  return (
    <>
      <ImportSourcePanel source={source} onRead={read} />
      {source ? (
        <ImportMappingPanel
          table={source}
          mapping={mapping}
          onChange={(next) => {
            setMapping(next);
            startOver();
          }}
        />
      ) : null}
      {source ? (
        <Panel
          icon={ListChecks}
          title={t('team.import.stepCheck')}
          description={t('team.import.stepCheckDescription')}
        >
          <div className="mt-5 space-y-5">
            <div className="flex flex-wrap gap-3">
              <BusyButton
                variant={check ? 'outline' : 'primary'}
                busy={checking}
                disabled={busy || !mapsEmail(mapping)}
                onClick={() => void dryRun()}
              >
                {check ? t('team.import.checkAgain') : t('team.import.check')}
              </BusyButton>
              {check && !result ? (
                <BusyButton
                  busy={applying !== null}
                  disabled={busy || okRows === 0}
                  onClick={() => void apply()}
                >
                  {t('team.import.run', { count: okRows })}
                </BusyButton>
              ) : null}
            </div>
            {error ? <Notice>{error}</Notice> : null}
            {applying ? (
              <div className="space-y-1.5" role="status">
                <p id={progressId} className="text-sm font-medium text-slate-700">
                  {importProgressText(applying.done, applying.total)}
                </p>
                <ProgressBar
                  percent={Math.round((applying.done / Math.max(applying.total, 1)) * 100)}
                  labelledBy={progressId}
                />
              </div>
            ) : null}
            {check && !result ? (
              <div className="space-y-4">
                <ImportCounts
                  counts={[
                    {
                      label: t('team.import.count.wouldCreate'),
                      value: check.rows.filter((r) => r.ok && r.action === 'create').length,
                    },
                    {
                      label: t('team.import.count.wouldUpdate'),
                      value: check.rows.filter((r) => r.ok && r.action === 'update').length,
                    },
                    { label: t('team.import.count.pass'), value: okRows },
                    { label: t('team.import.count.fail'), value: failedRows },
                  ]}
                />
                {okRows === 0 ? (
                  <Notice tone="warning" live={false}>
                    {t('team.import.noneImportable')}
                  </Notice>
                ) : failedRows > 0 ? (
                  <Notice tone="warning" live={false}>
                    {t('team.import.leftOut', { count: failedRows })}
                  </Notice>
                ) : null}
                <ImportRowList
                  report={check}
                  fileName={source.fileName}
                  label={t('team.import.checkedRows')}
                />
              </div>
            ) : null}
            {result ? (
              <div className="space-y-4">
                <Notice
                  tone={result.stopped ? 'warning' : 'success'}
                  icon={result.stopped ? undefined : PartyPopper}
                  title={result.stopped ? t('team.import.stopped') : t('team.import.finished')}
                >
                  {result.stopped ? t('team.import.stoppedBody') : t('team.import.finishedBody')}
                </Notice>
                <ImportCounts
                  counts={[
                    { label: t('team.import.count.created'), value: result.report.created },
                    { label: t('team.import.count.updated'), value: result.report.updated },
                    { label: t('team.import.count.invited'), value: result.report.invited },
                    {
                      label: t('team.import.count.failed'),
                      value: result.report.rows.filter((r) => !r.ok).length,
                    },
                  ]}
                />
                <ImportRowList
                  report={result.report}
                  fileName={source.fileName}
                  label={t('team.import.importedRows')}
                />
              </div>
            ) : null}
          </div>
        </Panel>
      ) : null}
    </>
  );
}

/** `/team/import?org=<slug>` (docs/product.md#bulk-import): owners and admins. */
export function ImportPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('team.import.title')}
      describe={(organisation) => t('team.import.describe', { organisation: organisation.name })}
      access={{
        may: canImport,
        refusal: (organisation) => t('team.import.refusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <ImportFlow organisation={organisation} />}
    </TeamSubPage>
  );
}
