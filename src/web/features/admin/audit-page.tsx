import type { AuditEntry } from '../../../shared/admin';
import { formatDateTime } from '../../lib/format';
import { AdminList } from './admin-list';
import { AdminPageHeader, ScrollTable, tdClasses } from './admin-ui';
import { useAuditLog } from './api';
import { useListSearch } from './use-list-search';

const AUDIT_FAILED = 'Failed to fetch the audit log';

/** 'user.grant_admin' reads as 'Grant admin'. */
const actionLabel = (action: string) => {
  const words = (action.split('.').pop() ?? action).replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A detail as words: nested records ('from', 'to') read as 'status: active, cardAllocation: 3'. */
function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${detailText(inner)}`)
      .join(', ');
  }
  return JSON.stringify(value) ?? '';
}

/** Who acted, as the entry recorded them: their name, their address, and whether the account is gone. */
function Actor({ entry }: { entry: AuditEntry }) {
  const { actorName: name, actorEmail: email } = entry;
  return (
    <>
      {name ? <span className="block font-semibold text-ink">{name}</span> : null}
      {/* 'Account owner' needs no second line saying 'account owner'. */}
      {name?.toLowerCase() === email.toLowerCase() ? null : <span className="block">{email}</span>}
      {entry.actorDeleted ? (
        <span className="block text-xs text-ink-muted">Account deleted</span>
      ) : null}
    </>
  );
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1.5">
          <dt className="shrink-0 font-medium text-slate-600">{key}:</dt>
          <dd className="min-w-0 wrap-anywhere">{detailText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every admin action: who did what to which target, and when. */
export function AuditPage() {
  const { search, setSearch, term, page, setPage } = useListSearch();
  const log = useAuditLog({ page, search: term });

  return (
    <>
      <AdminPageHeader title="Audit log" description="Every admin action, newest first." />
      <AdminList
        search={{
          label: 'Search the audit log',
          placeholder: 'Admin name or e-mail, action or target',
          value: search,
          onChange: setSearch,
        }}
        label="Audit entries"
        pagesLabel="Audit log pages"
        noun="entries"
        loadingLabel="Loading the audit log…"
        query={log}
        page={page}
        onPageChange={setPage}
        failedMessage={AUDIT_FAILED}
        empty={{ title: 'No audit entries found' }}
      >
        {(items) => (
          <ScrollTable
            label="Audit log table"
            columns={['When', 'Who', 'What', 'Target', 'Details']}
          >
            {items.map((entry) => (
              <tr key={entry.id}>
                <td className={`${tdClasses} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className={`${tdClasses} wrap-anywhere`}>
                  <Actor entry={entry} />
                </td>
                <td className={tdClasses}>
                  <span className="font-semibold text-ink">{actionLabel(entry.action)}</span>
                  <span className="block font-mono text-xs text-ink-muted">{entry.action}</span>
                </td>
                <td className={tdClasses}>
                  <span className="block text-xs text-ink-muted">{entry.targetType}</span>
                  <span className="font-mono text-xs break-all">{entry.targetId}</span>
                </td>
                <td className={tdClasses}>
                  <Details details={entry.details} />
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </AdminList>
    </>
  );
}
