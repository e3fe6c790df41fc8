import { CircleCheck } from 'lucide-react';
import type { Lead } from '../../../shared/leads';
import { Badge } from '../../components/ui/badge';
import { formatDateTime } from '../../lib/format';

const CHECKBOX = 'h-5 w-5 shrink-0 accent-brand-700';

interface LeadListProps {
  leads: readonly Lead[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onOpen: (lead: Lead) => void;
}

/**
 * One page of leads: a row each with its checkbox, the name (which opens the lead), how to reach
 * them, the card they came from and when. Everything a visitor wrote is shown as text.
 */
export function LeadList({ leads, selected, onToggle, onToggleAll, onOpen }: LeadListProps) {
  const all = leads.length > 0 && leads.every((lead) => selected.has(lead.id));
  const some = !all && leads.some((lead) => selected.has(lead.id));
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div className="flex min-h-12 items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2">
        <input
          id="select-all-leads"
          type="checkbox"
          className={CHECKBOX}
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = some;
          }}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        <label htmlFor="select-all-leads" className="text-sm font-medium text-slate-800">
          Select all on this page
        </label>
      </div>
      <ul className="divide-y divide-slate-200">
        {leads.map((lead) => {
          const role = [lead.jobTitle, lead.company].filter(Boolean).join(' at ');
          return (
            <li
              key={lead.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 px-4 py-3 md:grid-cols-[auto_minmax(0,2fr)_minmax(0,1.4fr)_auto] md:items-center"
            >
              <input
                type="checkbox"
                aria-label={`Select ${lead.name}`}
                className={`${CHECKBOX} mt-0.5 md:mt-0`}
                checked={selected.has(lead.id)}
                onChange={(event) => onToggle(lead.id, event.target.checked)}
              />
              <div className="min-w-0">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => onOpen(lead)}
                  className="max-w-full rounded-sm text-left font-semibold wrap-anywhere text-brand-800 underline-offset-4 hover:underline"
                >
                  {lead.name}
                </button>
                <p className="text-sm wrap-anywhere text-slate-700">{lead.email}</p>
                {role ? <p className="text-sm wrap-anywhere text-ink-muted">{role}</p> : null}
              </div>
              <div className="col-start-2 min-w-0 text-sm text-slate-700 md:col-start-auto">
                <p className="wrap-anywhere">
                  <span className="sr-only">Card: </span>
                  {lead.cardName}
                </p>
                <p className="text-ink-muted">
                  <span className="sr-only">Received </span>
                  <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                </p>
              </div>
              <div className="col-start-2 md:col-start-auto">
                {lead.followedUp ? (
                  <Badge tone="success">
                    <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
                    Followed up
                  </Badge>
                ) : (
                  <Badge tone="neutral">New</Badge>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
