import { useQueryClient } from '@tanstack/react-query';
import { importReportSchema, type ImportMapping } from '../../../shared/import';
import { orgKeys } from '../../lib/query-keys';
import { postMultipart } from '../../lib/upload';
import { translatedTexts } from './texts';

// Apart from api.ts: the answer is checked with its schema, which the Team page need not load.

export const IMPORT_FAILURES = translatedTexts({
  dryRun: 'team.import.failure.dryRun',
  apply: 'team.import.failure.apply',
});

/**
 * One request to `/api/org/import` (docs/product.md#bulk-import): the rows as a CSV file (pasted
 * rows too), the columns' mapping as JSON, and whether it is a dry run.
 */
export function postImport(input: {
  orgId: string;
  csv: string;
  fileName: string;
  mapping: ImportMapping;
  dryRun: boolean;
}) {
  const form = new FormData();
  form.append('orgId', input.orgId);
  form.append('dryRun', String(input.dryRun));
  form.append('mapping', JSON.stringify(input.mapping));
  form.append('file', new File([input.csv], input.fileName, { type: 'text/csv' }));
  return postMultipart({ url: '/api/org/import', form, response: importReportSchema });
}

/** After a real run: the organisation's cards, members and invitations are asked again. */
export function useAfterImport() {
  const queryClient = useQueryClient();
  return (orgId: string) => queryClient.invalidateQueries({ queryKey: orgKeys.of(orgId) });
}
