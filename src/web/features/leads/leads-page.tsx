import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Inbox, Trash2 } from 'lucide-react';
import { LEAD_SORTS, LEADS_PAGE_SIZE, type Lead } from '../../../shared/leads';
import type { OrgSummary } from '../../../shared/organisations';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { ExportButtons } from '../../components/ui/export-buttons';
import { SearchField, SelectField, TextField } from '../../components/ui/form-field';
import { PageMeta } from '../../components/ui/page-meta';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { ALL_CARDS, cardPickerOptions, type CardChoice } from '../../lib/card-picker';
import { cn } from '../../lib/cn';
import { failureMessage } from '../../lib/http';
import { formatNumber } from '../../lib/format';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { ORG_PARAM, withOrg } from '../../lib/org-context';
import { orgRoleMay } from '../../lib/organisations';
import { pageCountOf } from '../../lib/paging';
import { toast, toastFailure } from '../../lib/toast';
import { LEADS_MESSAGES, useDeleteLeads, useLeads } from './api';
import { LeadDetailDialog } from './lead-detail-dialog';
import {
  exportUrl,
  filtersFromParams,
  hasFilters,
  listRequestOf,
  paramsOf,
  SORT_LABELS,
  type LeadFilters,
} from './lead-filters';
import { LeadList } from './lead-list';

const SEARCH_DEBOUNCE_MS = 300;

/** A member the Member filter offers. */
export interface MemberChoice {
  userId: string;
  name: string;
  email: string;
}

/** The Member filter's options: all, then each member; one in the address not (yet) listed too. */
function memberOptions(members: readonly MemberChoice[], chosen: string) {
  const options = [
    { value: '', label: translate('leads.allMembers') },
    ...members.map((member) => ({
      value: member.userId,
      label: member.name ? `${member.name} (${member.email})` : member.email,
    })),
  ];
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: translate('leads.unknownMember') });
  }
  return options;
}
const sortOptions = () =>
  LEAD_SORTS.map((sort) => ({ value: sort, label: translate(SORT_LABELS[sort]) }));

/**
 * The search box: its text at once, the term into the address once typing pauses. A term the
 * address gets otherwise (the back button, Clear filters) shows in the box.
 */
function useSearchBox(q: string, onSettled: (term: string) => void) {
  const [search, setSearch] = useState(q);
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (q !== search.trim()) setSearch(q);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = (value: string) => {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSettled(value.trim()), SEARCH_DEBOUNCE_MS);
  };
  return [search, change] as const;
}

/** Whose leads the page shows, and who else sees them (docs/product.md#team-insights-and-leads). */
function introOf(t: ReturnType<typeof useT>, organisation: OrgSummary | null) {
  if (!organisation)
    return {
      title: t('leads.title'),
      text: t('leads.intro.own'),
      empty: t('leads.empty.own'),
    };
  const all = orgRoleMay(organisation.role, 'view', 'lead');
  const values = { organisation: organisation.name };
  return {
    title: t('leads.orgTitle', values),
    text: t(all ? 'leads.intro.orgAll' : 'leads.intro.orgGiven', values),
    empty: all ? t('leads.empty.org', values) : t('leads.empty.own'),
  };
}

/**
 * Leads (docs/product.md#leads): the people who shared their details from the user's cards,
 * searched, filtered by card and date, sorted and paged on the server; one or many deleted; one
 * opened with its private note, its followed-up mark and its vCard. With an organisation
 * (`?org=`), the leads of its cards the user may see; a member, who cannot delete them, gets
 * neither the selection nor Delete.
 */
export function LeadsPage({
  cards,
  organisation,
  members,
}: {
  cards: readonly CardChoice[] | undefined;
  organisation: OrgSummary | null;
  /**
   * The organisation's members, for its owners and admins to filter by the member a card is
   * assigned to; absent for a member and for a person's own leads.
   */
  members?: readonly MemberChoice[] | undefined;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orgId = organisation?.id ?? null;
  const intro = introOf(t, organisation);
  const deletes = organisation === null || orgRoleMay(organisation.role, 'delete', 'lead');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** Changes what is shown, from the address as it is then; any change but the page's goes back to page 1 and forgets the selection. */
  const choose = (next: Partial<LeadFilters>) => {
    if (Object.keys(next).some((key) => key !== 'page')) setSelected(new Set());
    setParams(
      (current) => {
        const query = paramsOf({ ...filtersFromParams(current), page: 1, ...next });
        if (organisation) query.set(ORG_PARAM, organisation.slug);
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const [search, setSearch] = useSearchBox(filters.q, (q) => choose({ q }));
  const leads = useLeads(listRequestOf(filters, orgId));
  const deleteLeads = useDeleteLeads(orgId);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<Lead | null>(null);
  const [toDelete, setToDelete] = useState<string[] | null>(null);

  const items = leads.data?.items ?? [];
  const totalCount = leads.data?.totalCount ?? 0;
  const pageCount = pageCountOf(totalCount, LEADS_PAGE_SIZE);
  // The open lead as the list has it now (a saved note, a new mark), else as it was opened.
  const openLead = openId ? (items.find((lead) => lead.id === openId) ?? opened) : null;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const lead of items) {
        if (on) next.add(lead.id);
        else next.delete(lead.id);
      }
      return next;
    });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const { deleted } = await deleteLeads.mutateAsync(toDelete);
      toast.success(LEADS_MESSAGES.deleted(deleted));
      setSelected((current) => new Set([...current].filter((id) => !toDelete.includes(id))));
      if (openId && toDelete.includes(openId)) setOpenId(null);
      setToDelete(null);
      // The last leads of the last page are gone: show the page before it.
      const left = totalCount - deleted;
      if (filters.page > pageCountOf(left, LEADS_PAGE_SIZE)) {
        choose({ page: pageCountOf(left, LEADS_PAGE_SIZE) });
      }
    } catch (error) {
      toastFailure(error, LEADS_MESSAGES.deleteFailed);
    }
  };

  const cardOptions = cardPickerOptions(cards, filters.cardId);

  const selectedCount = selected.size;
  let content;
  if (leads.isPending) content = <LoadingState label={t('leads.loading')} />;
  else if (leads.isError)
    content = (
      <ErrorState
        title={LEADS_MESSAGES.loadFailed}
        message={failureMessage(leads.error, LEADS_MESSAGES.loadFailed)}
        retrying={leads.isFetching}
        onRetry={() => void leads.refetch()}
      />
    );
  else if (totalCount === 0 && hasFilters(filters))
    content = (
      <EmptyState
        title={t('leads.noMatch.title')}
        headingLevel="h2"
        action={
          <Button
            variant="outline"
            onClick={() => choose({ cardId: ALL_CARDS, member: '', q: '', from: '', to: '' })}
          >
            {t('leads.noMatch.clear')}
          </Button>
        }
      >
        {t(members ? 'leads.noMatch.textMembers' : 'leads.noMatch.text')}
      </EmptyState>
    );
  else if (totalCount === 0)
    content = (
      <EmptyState
        icon={Inbox}
        title={t('leads.empty.title')}
        headingLevel="h2"
        action={
          <ButtonLink to={withOrg('/', organisation?.slug ?? null)} variant="outline">
            {t('leads.empty.goToCards')}
          </ButtonLink>
        }
      >
        {intro.empty}
      </EmptyState>
    );
  else
    content = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-ink-muted">
            {t('leads.showing', {
              first: formatNumber((filters.page - 1) * LEADS_PAGE_SIZE + 1),
              last: formatNumber((filters.page - 1) * LEADS_PAGE_SIZE + items.length),
              total: formatNumber(totalCount),
            })}
          </p>
          {deletes ? (
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-haspopup="dialog"
              disabled={selectedCount === 0}
              onClick={() => setToDelete([...selected])}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {selectedCount
                ? t('leads.deleteSelectedCount', { count: formatNumber(selectedCount) })
                : t('leads.deleteSelected')}
            </Button>
          ) : null}
        </div>
        <LeadList
          leads={items}
          selection={deletes ? { selected, onToggle: toggle, onToggleAll: toggleAll } : null}
          onOpen={(lead) => {
            setOpened(lead);
            setOpenId(lead.id);
          }}
        />
      </>
    );

  return (
    <>
      <PageMeta title={intro.title} noindex />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink">
                {intro.title}
              </h1>
              <p className="mt-1 text-sm text-ink-muted">{intro.text}</p>
            </div>
            <ExportButtons
              excelUrl={exportUrl(filters, 'xlsx', orgId)}
              csvUrl={exportUrl(filters, 'csv', orgId)}
              fileName="leads"
            />
          </div>
          <section
            aria-label={t('leads.find')}
            className={cn(
              'grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs',
              members
                ? 'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.15fr)]'
                : 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]',
            )}
          >
            <SearchField
              label={t('leads.search')}
              placeholder={t('leads.searchPlaceholder')}
              value={search}
              onChange={setSearch}
              className="col-span-2 lg:col-span-1"
            />
            <SelectField
              label={t('leads.card')}
              className="col-span-2 lg:col-span-1"
              options={cardOptions}
              value={filters.cardId}
              onValueChange={(cardId) => choose({ cardId })}
            />
            {members ? (
              <SelectField
                label={t('leads.member')}
                className="col-span-2 lg:col-span-1"
                options={memberOptions(members, filters.member)}
                value={filters.member}
                onValueChange={(member) => choose({ member })}
              />
            ) : null}
            <TextField
              label={t('leads.from')}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => choose({ from: event.target.value })}
            />
            <TextField
              label={t('leads.to')}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => choose({ to: event.target.value })}
            />
            <SelectField
              label={t('leads.sort')}
              className="col-span-2 lg:col-span-1"
              options={sortOptions()}
              value={filters.sort}
              onValueChange={(sort) => choose({ sort })}
            />
          </section>
          <section
            aria-label={organisation ? intro.title : t('leads.yourLeads')}
            aria-busy={leads.isFetching || undefined}
            className={cn('space-y-4 transition-opacity', leads.isPlaceholderData && 'opacity-60')}
          >
            {content}
            <Pagination
              label={t('leads.pages')}
              page={filters.page}
              pageCount={pageCount}
              onPageChange={(page) => choose({ page })}
              maxButtons={5}
            />
          </section>
        </div>
      </div>
      <LeadDetailDialog
        lead={openLead}
        organisation={organisation}
        onClose={() => setOpenId(null)}
        onDelete={deletes ? (lead) => setToDelete([lead.id]) : undefined}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t(toDelete?.length === 1 ? 'leads.delete.titleOne' : 'leads.delete.titleMany')}
        description={
          toDelete?.length === 1
            ? t('leads.delete.questionOne')
            : t('leads.delete.questionMany', { count: toDelete?.length ?? 0 })
        }
        confirmLabel={t('leads.delete.confirm')}
        cancelLabel={t('leads.delete.keep')}
        danger
        busy={deleteLeads.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <DangerNotice>{t('leads.delete.warning')}</DangerNotice>
      </ConfirmDialog>
    </>
  );
}
