import { CircleCheck } from 'lucide-react';
import type { Lead } from '../../../shared/leads';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';

const CHECKBOX = 'h-5 w-5 shrink-0 accent-brand-700';

/** The checkboxes that pick leads to delete; absent for someone who may not delete them. */
interface LeadSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
}

interface LeadListProps {
  leads: readonly Lead[];
  selection: LeadSelection | null;
  onOpen: (lead: Lead) => void;
}

function SelectAll({ leads, selection }: { leads: readonly Lead[]; selection: LeadSelection }) {
  const t = useT();
  const all = leads.length > 0 && leads.every((lead) => selection.selected.has(lead.id));
  const some = !all && leads.some((lead) => selection.selected.has(lead.id));
  return (
    <div className="flex min-h-12 items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2">
      <input
        id="select-all-leads"
        type="checkbox"
        className={CHECKBOX}
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = some;
        }}
        onChange={(event) => selection.onToggleAll(event.target.checked)}
      />
      <label htmlFor="select-all-leads" className="text-sm font-medium text-slate-800">
        {t('leads.list.selectAll')}
      </label>
    </div>
  );
}

/**
 * One page of leads: a row each with its checkbox (when leads may be deleted), the name (which
 * opens the lead), how to reach them, the card they came from (an organisation's: and the member
 * it is assigned to) and when. Everything a visitor
 * wrote is shown as text.
 */
export function LeadList({ leads, selection, onOpen }: LeadListProps) {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      {selection ? <SelectAll leads={leads} selection={selection} /> : null}
      <ul className="divide-y divide-slate-200">
        {leads.map((lead) => {
          const role =
            lead.jobTitle && lead.company
              ? t('leads.list.role', { jobTitle: lead.jobTitle, company: lead.company })
              : lead.jobTitle || lead.company;
          return (
            <li
              key={lead.id}
              className={cn(
                'grid items-start gap-x-3 gap-y-1 px-4 py-3 md:items-center',
                selection
                  ? 'grid-cols-[auto_minmax(0,1fr)] md:grid-cols-[auto_minmax(0,2fr)_minmax(0,1.4fr)_auto]'
                  : 'grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto]',
              )}
            >
              {selection ? (
                <input
                  type="checkbox"
                  aria-label={t('leads.list.select', { name: lead.name })}
                  className={`${CHECKBOX} mt-0.5 md:mt-0`}
                  checked={selection.selected.has(lead.id)}
                  onChange={(event) => selection.onToggle(lead.id, event.target.checked)}
                />
              ) : null}
              <div className="min-w-0">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpen(lead)}
                  className="max-w-full rounded-sm text-start font-semibold wrap-anywhere text-brand-800 underline-offset-4 hover:underline"
                >
                  {lead.name}
                </button>
                <p className="text-sm wrap-anywhere text-slate-700">
                  <bdi dir="ltr">{lead.email}</bdi>
                </p>
                {role ? <p className="text-sm wrap-anywhere text-ink-muted">{role}</p> : null}
              </div>
              <div
                className={cn(
                  'min-w-0 text-sm text-slate-700 md:col-start-auto',
                  selection && 'col-start-2',
                )}
              >
                <p className="wrap-anywhere">
                  <span className="sr-only">{t('leads.list.card')}</span>
                  {lead.cardName}
                </p>
                {lead.member === undefined ? null : (
                  <p className="wrap-anywhere text-ink-muted">
                    {lead.member
                      ? t('leads.list.member', { member: lead.member.name || lead.member.email })
                      : t('leads.list.unassigned')}
                  </p>
                )}
                <p className="text-ink-muted">
                  <span className="sr-only">{t('leads.list.received')}</span>
                  <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                </p>
              </div>
              <div className={cn('md:col-start-auto', selection && 'col-start-2')}>
                {lead.followedUp ? (
                  <Badge tone="success">
                    <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('leads.list.followedUp')}
                  </Badge>
                ) : (
                  <Badge tone="neutral">{t('leads.list.new')}</Badge>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
