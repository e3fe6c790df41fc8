import type { AuditEntry } from '../../../shared/admin';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { AdminList } from './admin-list';
import { AdminPageHeader, ScrollTable, tdClasses } from './admin-ui';
import { useAuditLog } from './api';
import { useListSearch } from './use-list-search';

/** The console's own actions, in words; each entry also shows its action's id. */
const ACTION_LABELS: Record<string, MessageId> = {
  'user.grant_admin': 'admin.audit.action.grantAdmin',
  'user.revoke_admin': 'admin.audit.action.revokeAdmin',
  'user.delete_by_admin': 'admin.audit.action.deleteUser',
  'card.delete': 'admin.audit.action.cardDelete',
  'subscription.grant': 'admin.audit.action.subscriptionGrant',
  'subscription.update': 'admin.audit.action.subscriptionUpdate',
  'subscription.cancel': 'admin.audit.action.subscriptionCancel',
  'subscription.reconcile': 'admin.audit.action.subscriptionReconcile',
};

/** Any other action's id as words, in English: 'domain.verify' reads as 'Verify'. */
const actionWords = (action: string) => {
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
  const t = useT();
  const { actorName: name, actorEmail: email } = entry;
  return (
    <>
      {name ? <span className="block font-semibold text-ink">{name}</span> : null}
      {/* 'Account owner' needs no second line saying 'account owner'. */}
      {name?.toLowerCase() === email.toLowerCase() ? null : (
        <bdi dir="ltr" className="block">
          {email}
        </bdi>
      )}
      {entry.actorDeleted ? (
        <span className="block text-xs text-ink-muted">{t('admin.audit.deleted')}</span>
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
          <dd className="min-w-0 wrap-anywhere">
            <bdi>{detailText(value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every admin action: who did what to which target, and when. */
export function AuditPage() {
  const t = useT();
  const { search, setSearch, term, page, setPage } = useListSearch();
  const log = useAuditLog({ page, search: term });

  return (
    <>
      <AdminPageHeader title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <AdminList
        search={{
          label: t('admin.audit.search'),
          placeholder: t('admin.audit.searchPlaceholder'),
          value: search,
          onChange: setSearch,
        }}
        label={t('admin.audit.list')}
        pagesLabel={t('admin.audit.pages')}
        rangeMessage="admin.audit.range"
        loadingLabel={t('admin.audit.loading')}
        query={log}
        page={page}
        onPageChange={setPage}
        failedMessage={t('admin.audit.failed')}
        empty={{ title: t('admin.audit.empty') }}
      >
        {(items) => (
          <ScrollTable
            label={t('admin.audit.table')}
            columns={[
              t('admin.audit.when'),
              t('admin.audit.who'),
              t('admin.audit.what'),
              t('admin.audit.target'),
              t('admin.audit.details'),
            ]}
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
                  <span className="font-semibold text-ink">
                    {Object.hasOwn(ACTION_LABELS, entry.action)
                      ? t(ACTION_LABELS[entry.action] as MessageId)
                      : actionWords(entry.action)}
                  </span>
                  <bdi dir="ltr" className="block font-mono text-xs text-ink-muted">
                    {entry.action}
                  </bdi>
                </td>
                <td className={tdClasses}>
                  <span className="block text-xs text-ink-muted">{entry.targetType}</span>
                  <bdi dir="ltr" className="font-mono text-xs break-all">
                    {entry.targetId}
                  </bdi>
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
