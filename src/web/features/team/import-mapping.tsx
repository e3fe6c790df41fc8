import { Columns3 } from 'lucide-react';
import {
  IMPORT_MESSAGES,
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportMapping,
  type ImportTarget,
} from '../../../shared/import';
import { SelectField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import type { ImportTable } from './import-plan';

const LEAVE_OUT = { value: '' as const, label: 'Leave out' };
const OPTIONS: { value: ImportTarget | ''; label: string }[] = [
  LEAVE_OUT,
  ...IMPORT_TARGETS.map((target) => ({ value: target, label: IMPORT_TARGET_LABELS[target] })),
];

/** Whether some column is the e-mail: every row needs an address to invite. */
export const mapsEmail = (mapping: ImportMapping) => Object.values(mapping).includes('email');

/**
 * Step 2: each column of the file and the field it fills, matched from its header and changeable
 * (or left out); the first person's value beside it, to recognise the column.
 */
export function ImportMappingPanel({
  table,
  mapping,
  onChange,
}: {
  table: ImportTable;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const first = table.rows[0] ?? [];
  return (
    <Panel
      icon={Columns3}
      title="2. Columns"
      description="Each column was matched from its header; change any that is wrong. A column left out is not imported."
    >
      <ul className="mt-5 grid gap-x-5 gap-y-4 sm:grid-cols-2" aria-label="Columns">
        {table.headers.map((header, index) => (
          <li key={`${header}-${index}`} className="min-w-0">
            <SelectField
              label={header || `Column ${index + 1}`}
              hint={
                <span className="block truncate">
                  {first[index] ? `First row: ${first[index]}` : 'Empty in the first row'}
                </span>
              }
              options={OPTIONS}
              value={mapping[header] ?? ''}
              onValueChange={(target) => onChange({ ...mapping, [header]: target })}
            />
          </li>
        ))}
      </ul>
      {!mapsEmail(mapping) ? (
        <Notice tone="warning" className="mt-4">
          {IMPORT_MESSAGES.noEmailColumn}
        </Notice>
      ) : null}
    </Panel>
  );
}
