import { useId, useRef, useState } from 'react';
import { ClipboardPaste, FileSpreadsheet, Upload } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import {
  decodeImportFile,
  ImportFileError,
  readImportTable,
  type ImportTable,
} from './import-plan';
import { useT } from '../../lib/i18n/use-t';

export interface ImportSource extends ImportTable {
  /** The file's name, or "pasted-rows.csv" for pasted rows (they are sent as a file too). */
  fileName: string;
}

const PASTED_NAME = 'pasted-rows.csv';

/**
 * Step 1: a CSV file, or rows pasted from a spreadsheet. Read here, as the server will read it,
 * so a file it would refuse is said at once, in its words.
 */
export function ImportSourcePanel({
  source,
  onRead,
}: {
  source: ImportSource | null;
  onRead: (source: ImportSource) => void;
}) {
  const t = useT();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = (text: string, fileName: string) => {
    try {
      onRead({ ...readImportTable(text), fileName });
      setError(null);
    } catch (failure) {
      if (!(failure instanceof ImportFileError)) throw failure;
      setError(failure.message);
    }
  };

  const readFile = async (file: File) => {
    setReading(true);
    try {
      read(decodeImportFile(await file.arrayBuffer()), file.name);
    } catch (failure) {
      if (!(failure instanceof ImportFileError)) throw failure;
      setError(failure.message);
    } finally {
      setReading(false);
      // The same file chosen again (after fixing it) is read again.
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Panel
      icon={FileSpreadsheet}
      title={t('team.import.stepPeople')}
      description={t('team.import.stepPeopleDescription')}
    >
      <div className="mt-5 space-y-5">
        {source ? null : <p className="text-sm text-ink-muted">{t('team.import.peopleHelp')}</p>}
        {source ? (
          <Notice tone="success" live={false} title={source.fileName}>
            {t('team.import.read', {
              people: source.rows.length,
              columns: source.headers.length,
            })}
          </Notice>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={inputId} className="sr-only">
            {t('team.import.csvFile')}
          </label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            // The button below opens it; one stop for the keyboard.
            tabIndex={-1}
            accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void readFile(file);
            }}
          />
          <Button
            variant={source ? 'outline' : 'primary'}
            disabled={reading}
            onClick={() => fileInput.current?.click()}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {source ? t('team.import.chooseAnother') : t('team.import.choose')}
          </Button>
        </div>
        <details className="group rounded-xl border border-slate-200 p-3 open:pb-4">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <ClipboardPaste aria-hidden="true" className="h-4 w-4 text-brand-700" />
            {t('team.import.paste')}
          </summary>
          <div className="mt-3 space-y-3">
            <label
              htmlFor={`${inputId}-paste`}
              className="block text-sm font-medium text-slate-800"
            >
              {t('team.import.pasteLabel')}
            </label>
            <textarea
              id={`${inputId}-paste`}
              rows={6}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              placeholder={t('team.import.pastePlaceholder')}
              spellCheck={false}
              className="block min-h-32 w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 font-mono text-sm text-ink shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600/40"
            />
            <Button
              variant="outline"
              disabled={pasted.trim() === ''}
              onClick={() => read(pasted, PASTED_NAME)}
            >
              {t('team.import.usePasted')}
            </Button>
          </div>
        </details>
        {error ? <Notice id={`${inputId}-error`}>{error}</Notice> : null}
      </div>
    </Panel>
  );
}
