import { useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import type { OrgAuditEntry, OrgSummary } from '../../../shared/organisations';
import { TeamSubPage } from '../../components/layout/team-sub-page';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { pageCountOf, rangeText } from '../../lib/paging';
import { AUDIT_PAGE_SIZE, TEAM_FAILURES, useMembers, useOrgAudit } from './api';
import { auditSentence, type NameOf } from './audit-sentence';
import { canViewAudit } from './permissions';

function AuditEntry({ entry, nameOf }: { entry: OrgAuditEntry; nameOf: NameOf }) {
  const actor = entry.actor.name || entry.actor.email || 'Someone';
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <time dateTime={entry.at} className="text-sm text-ink-muted">
        {formatDateTime(entry.at)}
      </time>
      <div className="min-w-0 text-sm">
        <p className="wrap-anywhere text-ink">
          <span className="font-semibold">{actor}</span> {auditSentence(entry, nameOf)}
        </p>
        {entry.actor.email && entry.actor.email !== actor ? (
          <p className="wrap-anywhere text-ink-muted">{entry.actor.email}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The log of one organisation, a page at a time (`?page=`), newest first. */
function AuditLog({ organisation }: { organisation: OrgSummary }) {
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

  if (audit.isPending) return <LoadingState label="Loading the audit log…" />;
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
      <EmptyState icon={History} title="Nothing recorded yet" headingLevel="h2">
        {`What the owners and admins of ${organisation.name} change shows here: invitations, roles, cards, the brand kit and imports.`}
      </EmptyState>
    );
  return (
    <section
      aria-label="Audit log entries"
      aria-busy={audit.isFetching || undefined}
      className={cn('space-y-4 transition-opacity', audit.isPlaceholderData && 'opacity-60')}
    >
      {items.length === 0 ? (
        <Notice
          tone="info"
          live={false}
          action={
            <Button variant="outline" size="sm" onClick={() => choosePage(1)}>
              Go to the newest entries
            </Button>
          }
        >
          This page is past the end of the log.
        </Notice>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {rangeText(
              { page, pageSize: AUDIT_PAGE_SIZE, shown: items.length, totalCount },
              'entries',
            )}
          </p>
          <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
            {items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} nameOf={nameOf} />
            ))}
          </ol>
        </>
      )}
      <Pagination
        label="Audit log pages"
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
  return (
    <TeamSubPage
      title="Audit log"
      describe={(organisation) =>
        `Every change the owners and admins of ${organisation.name} made, newest first: who, when and what. Entries are never changed or deleted.`
      }
      access={{
        may: canViewAudit,
        refusal: (organisation) =>
          `Only the owners and admins of ${organisation.name} see its audit log.`,
      }}
    >
      {(organisation) => <AuditLog organisation={organisation} />}
    </TeamSubPage>
  );
}
