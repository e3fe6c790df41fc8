import { Columns3 } from 'lucide-react';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { IMPORT_TARGETS, type ImportMapping, type ImportTarget } from '../../../shared/import';
import { SelectField } from '../../components/ui/form-field';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { useT } from '../../lib/i18n/use-t';
import type { ImportTable } from './import-plan';

/** Each field a column may fill, by its name on screen (shared/import.ts IMPORT_TARGET_LABELS). */
const TARGET_LABELS = {
  email: 'team.import.target.email',
  fullName: 'team.import.target.fullName',
  firstName: 'team.import.target.firstName',
  lastName: 'team.import.target.lastName',
  jobTitle: 'team.import.target.jobTitle',
  department: 'team.import.target.department',
  phone: 'team.import.target.phone',
  mobile: 'team.import.target.mobile',
  company: 'team.import.target.company',
  location: 'team.import.target.location',
  website: 'team.import.target.website',
  bio: 'team.import.target.bio',
  linkedin: 'team.import.target.linkedin',
  github: 'team.import.target.github',
  twitter: 'team.import.target.twitter',
  facebook: 'team.import.target.facebook',
  instagram: 'team.import.target.instagram',
  role: 'team.import.target.role',
} as const satisfies Record<ImportTarget, MessageId>;

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
  const t = useT();
  const first = table.rows[0] ?? [];
  const options: { value: ImportTarget | ''; label: string }[] = [
    { value: '', label: t('team.import.leaveOut') },
    ...IMPORT_TARGETS.map((target) => ({ value: target, label: t(TARGET_LABELS[target]) })),
  ];
  return (
    <Panel
      icon={Columns3}
      title={t('team.import.stepColumns')}
      description={t('team.import.stepColumnsDescription')}
    >
      <ul
        className="mt-5 grid gap-x-5 gap-y-4 sm:grid-cols-2"
        aria-label={t('team.import.columns')}
      >
        {table.headers.map((header, index) => (
          <li key={`${header}-${index}`} className="min-w-0">
            <SelectField
              label={header || t('team.import.column', { number: index + 1 })}
              hint={
                <span className="block truncate">
                  {first[index]
                    ? t.rich('team.import.firstRow', {
                        // A phone or an address keeps its own direction inside the line.
                        value: <bdi key="value">{first[index]}</bdi>,
                      })
                    : t('team.import.emptyFirstRow')}
                </span>
              }
              options={options}
              value={mapping[header] ?? ''}
              onValueChange={(target) => onChange({ ...mapping, [header]: target })}
            />
          </li>
        ))}
      </ul>
      {!mapsEmail(mapping) ? (
        <Notice tone="warning" className="mt-4">
          {t('team.import.noEmailColumn')}
        </Notice>
      ) : null}
    </Panel>
  );
}
