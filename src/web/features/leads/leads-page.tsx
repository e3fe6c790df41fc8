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
import { ORG_PARAM, withOrg } from '../../lib/org-context';
import { orgRoleMay } from '../../lib/organisations';
import { pageCountOf, rangeText } from '../../lib/paging';
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
    { value: '', label: 'All members' },
    ...members.map((member) => ({
      value: member.userId,
      label: member.name ? `${member.name} (${member.email})` : member.email,
    })),
  ];
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: 'Unknown member' });
  }
  return options;
}
const SORT_OPTIONS = LEAD_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

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
function introOf(organisation: OrgSummary | null) {
  if (!organisation)
    return {
      title: 'Leads',
      text: 'People who shared their details from your cards. Only you see them.',
      cards: 'your cards',
    };
  const all = orgRoleMay(organisation.role, 'view', 'lead');
  return {
    title: `Leads of ${organisation.name}`,
    text: all
      ? `People who shared their details from the cards of ${organisation.name}. Its owners and admins see them all; a member sees those of the cards given to them.`
      : `People who shared their details from the cards of ${organisation.name} given to you. The organisation’s owners and admins see them too.`,
    cards: all ? `the cards of ${organisation.name}` : 'your cards',
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
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orgId = organisation?.id ?? null;
  const intro = introOf(organisation);
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
  if (leads.isPending) content = <LoadingState label="Loading leads…" />;
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
        title="No leads match"
        headingLevel="h2"
        action={
          <Button
            variant="outline"
            onClick={() => choose({ cardId: ALL_CARDS, member: '', q: '', from: '', to: '' })}
          >
            Clear filters
          </Button>
        }
      >
        Try another search, another card{members ? ', another member' : ''} or a wider range of
        dates.
      </EmptyState>
    );
  else if (totalCount === 0)
    content = (
      <EmptyState
        icon={Inbox}
        title="No leads yet"
        headingLevel="h2"
        action={
          <ButtonLink to={withOrg('/', organisation?.slug ?? null)} variant="outline">
            Go to My Cards
          </ButtonLink>
        }
      >
        When visitors of {intro.cards} tap &ldquo;Share your details&rdquo;, what they send shows up
        here. You can switch it off for a card in its editor.
      </EmptyState>
    );
  else
    content = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-ink-muted">
            {rangeText(
              { page: filters.page, pageSize: LEADS_PAGE_SIZE, shown: items.length, totalCount },
              'leads',
            )}
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
              Delete selected{selectedCount ? ` (${selectedCount})` : ''}
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
            aria-label="Find leads"
            className={cn(
              'grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs',
              members
                ? 'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.15fr)]'
                : 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]',
            )}
          >
            <SearchField
              label="Search leads"
              placeholder="Name, email, company or note"
              value={search}
              onChange={setSearch}
              className="col-span-2 lg:col-span-1"
            />
            <SelectField
              label="Card"
              className="col-span-2 lg:col-span-1"
              options={cardOptions}
              value={filters.cardId}
              onValueChange={(cardId) => choose({ cardId })}
            />
            {members ? (
              <SelectField
                label="Member"
                className="col-span-2 lg:col-span-1"
                options={memberOptions(members, filters.member)}
                value={filters.member}
                onValueChange={(member) => choose({ member })}
              />
            ) : null}
            <TextField
              label="From"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => choose({ from: event.target.value })}
            />
            <TextField
              label="To"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => choose({ to: event.target.value })}
            />
            <SelectField
              label="Sort"
              className="col-span-2 lg:col-span-1"
              options={SORT_OPTIONS}
              value={filters.sort}
              onValueChange={(sort) => choose({ sort })}
            />
          </section>
          <section
            aria-label={organisation ? intro.title : 'Your leads'}
            aria-busy={leads.isFetching || undefined}
            className={cn('space-y-4 transition-opacity', leads.isPlaceholderData && 'opacity-60')}
          >
            {content}
            <Pagination
              label="Lead pages"
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
        title={toDelete?.length === 1 ? 'Delete lead' : 'Delete leads'}
        description={
          toDelete?.length === 1
            ? 'Are you sure you want to delete this lead?'
            : `Are you sure you want to delete ${toDelete?.length ?? 0} leads?`
        }
        confirmLabel="Yes, delete"
        cancelLabel="Keep"
        danger
        busy={deleteLeads.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <DangerNotice>Their details, your notes and their consent will be gone.</DangerNotice>
      </ConfirmDialog>
    </>
  );
}
