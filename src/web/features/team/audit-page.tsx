import { useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import type { OrgAuditEntry, OrgSummary } from '../../../shared/organisations';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatDateTime, formatNumber } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { pageCountOf } from '../../lib/paging';
import { AUDIT_PAGE_SIZE, TEAM_FAILURES, useMembers, useOrgAudit } from './api';
import { auditSentence, type NameOf } from './audit-sentence';
import { canViewAudit } from './permissions';

function AuditEntry({ entry, nameOf }: { entry: OrgAuditEntry; nameOf: NameOf }) {
  const t = useT();
  const actor = entry.actor.name || entry.actor.email || t('team.audit.someoneActor');
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <time dateTime={entry.at} className="text-sm text-ink-muted">
        {formatDateTime(entry.at)}
      </time>
      <div className="min-w-0 text-sm">
        <p className="wrap-anywhere text-ink">
          {t.rich('team.audit.line', {
            actor,
            sentence: auditSentence(entry, nameOf),
            b: (chunks) => <bdi className="font-semibold">{chunks}</bdi>,
          })}
        </p>
        {entry.actor.email && entry.actor.email !== actor ? (
          <p className="wrap-anywhere text-ink-muted">
            <bdi dir="ltr">{entry.actor.email}</bdi>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The log of one organisation, a page at a time (`?page=`), newest first. */
function AuditLog({ organisation }: { organisation: OrgSummary }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const audit = useOrgAudit(organisation.id, page);
  // Members are named as they are called now; the log keeps their id.
  const members = useMembers(organisation.id);
  const names = new Map((members.data ?? []).map((member) => [member.userId, member.name]));
  const nameOf: NameOf = (userId) => names.get(userId);

  const choosePage = (next: number) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next > 1) query.set('page', String(next));
      else query.delete('page');
      return query;
    });

  if (audit.isPending) return <LoadingState label={t('team.audit.loading')} />;
  if (audit.isError)
    return (
      <ErrorState
        title={TEAM_FAILURES.loadAudit}
        message={failureMessage(audit.error, TEAM_FAILURES.loadAudit)}
        retrying={audit.isFetching}
        onRetry={() => void audit.refetch()}
      />
    );
  const { items, totalCount } = audit.data;
  const pageCount = pageCountOf(totalCount, AUDIT_PAGE_SIZE);
  if (totalCount === 0)
    return (
      <EmptyState icon={History} title={t('team.audit.emptyTitle')} headingLevel="h2">
        {t('team.audit.emptyBody', { organisation: organisation.name })}
      </EmptyState>
    );
  return (
    <section
      aria-label={t('team.audit.entries')}
      aria-busy={audit.isFetching || undefined}
      className={cn('space-y-4 transition-opacity', audit.isPlaceholderData && 'opacity-60')}
    >
      {items.length === 0 ? (
        <Notice
          tone="info"
          live={false}
          action={
            <Button variant="outline" size="sm" onClick={() => choosePage(1)}>
              {t('team.audit.newest')}
            </Button>
          }
        >
          {t('team.audit.pastEnd')}
        </Notice>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {t('team.audit.range', {
              first: formatNumber((page - 1) * AUDIT_PAGE_SIZE + 1),
              last: formatNumber((page - 1) * AUDIT_PAGE_SIZE + items.length),
              total: formatNumber(totalCount),
            })}
          </p>
          <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
            {items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} nameOf={nameOf} />
            ))}
          </ol>
        </>
      )}
      <Pagination
        label={t('team.audit.pages')}
        page={page}
        pageCount={pageCount}
        onPageChange={choosePage}
        maxButtons={5}
      />
    </section>
  );
}

/** `/team/audit?org=<slug>` (docs/product.md#organisation-audit-log): owners and admins. */
export function AuditPage() {
  const t = useT();
  return (
    <TeamSubPage
      title={t('team.audit.title')}
      describe={(organisation) => t('team.audit.describe', { organisation: organisation.name })}
      access={{
        may: canViewAudit,
        refusal: (organisation) => t('team.audit.refusal', { organisation: organisation.name }),
      }}
    >
      {(organisation) => <AuditLog organisation={organisation} />}
    </TeamSubPage>
  );
}
