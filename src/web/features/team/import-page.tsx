import { useId, useState } from 'react';
import { ListChecks, PartyPopper } from 'lucide-react';
import { autoMapping, type ImportMapping, type ImportReport } from '../../../shared/import';
import type { OrgSummary } from '../../../shared/organisations';
import { Notice } from '../../components/ui/notice';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Panel } from '../../components/ui/panel';
import { ProgressBar } from '../../components/ui/progress-bar';
import { BusyButton } from '../../components/ui/submit-button';
import { failureMessage } from '../../lib/http';
import { toast } from '../../lib/toast';
import { IMPORT_FAILURES, postImport, useAfterImport } from './import-api';
import { ImportMappingPanel, mapsEmail } from './import-mapping';
import {
  chunkRows,
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
      setError(failureMessage(failure, IMPORT_FAILURES.dryRun));
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
        setError(failureMessage(failure, IMPORT_FAILURES.apply));
        stopped = true;
        break;
      }
    }
    setApplying(null);
    setResult({ report: mergeReports(reports, false), stopped });
    await afterImport(organisation.id);
    if (!stopped) toast.success('Import finished');
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
          title="3. Check, then import"
          description="The check changes nothing: it says what each row would do. Then import the rows that pass."
        >
          <div className="mt-5 space-y-5">
            <div className="flex flex-wrap gap-3">
              <BusyButton
                variant={check ? 'outline' : 'primary'}
                busy={checking}
                disabled={busy || !mapsEmail(mapping)}
                onClick={() => void dryRun()}
              >
                {check ? 'Check again' : 'Check the rows'}
              </BusyButton>
              {check && !result ? (
                <BusyButton
                  busy={applying !== null}
                  disabled={busy || okRows === 0}
                  onClick={() => void apply()}
                >
                  {`Import ${okRows.toLocaleString('en')} ${okRows === 1 ? 'person' : 'people'}`}
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
                      label: 'Would create',
                      value: check.rows.filter((r) => r.ok && r.action === 'create').length,
                    },
                    {
                      label: 'Would update',
                      value: check.rows.filter((r) => r.ok && r.action === 'update').length,
                    },
                    { label: 'Pass', value: okRows },
                    { label: 'Fail', value: failedRows },
                  ]}
                />
                {okRows === 0 ? (
                  <Notice tone="warning" live={false}>
                    No row can be imported: fix the file, choose it again and check it.
                  </Notice>
                ) : failedRows > 0 ? (
                  <Notice tone="warning" live={false}>
                    {`The ${failedRows === 1 ? 'row that fails is' : `${failedRows} rows that fail are`} left out; fix them in the spreadsheet and import it again later.`}
                  </Notice>
                ) : null}
                <ImportRowList
                  report={check}
                  fileName={source.fileName}
                  label="Each row, checked"
                />
              </div>
            ) : null}
            {result ? (
              <div className="space-y-4">
                <Notice
                  tone={result.stopped ? 'warning' : 'success'}
                  icon={result.stopped ? undefined : PartyPopper}
                  title={result.stopped ? 'The import stopped' : 'Import finished'}
                >
                  {result.stopped
                    ? 'The rows below were applied before it stopped. Import the same file again: it updates them and adds the rest.'
                    : 'Each new person has their card and an invitation by e-mail; the cards wait for them until they join.'}
                </Notice>
                <ImportCounts
                  counts={[
                    { label: 'Created', value: result.report.created },
                    { label: 'Updated', value: result.report.updated },
                    { label: 'Invited', value: result.report.invited },
                    { label: 'Failed', value: result.report.rows.filter((r) => !r.ok).length },
                  ]}
                />
                <ImportRowList
                  report={result.report}
                  fileName={source.fileName}
                  label="Each row, imported"
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
  return (
    <TeamSubPage
      title="Import people"
      describe={(organisation) =>
        `Each person gets a card of ${organisation.name} in its brand kit and an invitation by e-mail. Importing the same file again updates their cards.`
      }
      access={{
        may: canImport,
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} import people.`,
      }}
    >
      {(organisation) => <ImportFlow organisation={organisation} />}
    </TeamSubPage>
  );
}
