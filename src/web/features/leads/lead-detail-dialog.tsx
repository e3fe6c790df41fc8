import { useState, type ReactNode } from 'react';
import { Contact, Trash2 } from 'lucide-react';
import { leadUpdateSchema, type Lead } from '../../../shared/leads';
import type { OrgSummary } from '../../../shared/organisations';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { LEADS_MESSAGES, useUpdateLead } from './api';
import { leadVcardUrl } from './lead-filters';

/** The owner's private note: at most what the update takes (its schema says how much). */
const OWNER_NOTE_MAX_LENGTH = leadUpdateSchema.shape.note.unwrap().maxLength ?? 2_000;

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-ink-muted">{term}</dt>
      <dd className="text-sm wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

function NotGiven() {
  const t = useT();
  return <span className="text-ink-muted">{t('leads.detail.notGiven')}</span>;
}

const NONE = <NotGiven />;

interface LeadDetailProps {
  lead: Lead;
  /** The organisation whose card the lead came from, or null for the user's own. */
  organisation: OrgSummary | null;
  /** Absent for someone who may not delete it (a member of the organisation). */
  onDelete?: (lead: Lead) => void;
}

/** Everything the visitor sent and agreed to, then what the owner keeps about them. */
function LeadDetail({ lead, organisation, onDelete }: LeadDetailProps) {
  const t = useT();
  const update = useUpdateLead(organisation?.id ?? null);
  const [note, setNote] = useState(lead.ownerNote);
  const [followedUp, setFollowedUp] = useState(lead.followedUp);

  const saveNote = async () => {
    try {
      await update.mutateAsync({ id: lead.id, note });
      toast.success(LEADS_MESSAGES.noteSaved);
    } catch (error) {
      toastFailure(error, LEADS_MESSAGES.updateFailed);
    }
  };

  const markFollowedUp = async (next: boolean) => {
    setFollowedUp(next);
    try {
      await update.mutateAsync({ id: lead.id, followedUp: next });
    } catch (error) {
      setFollowedUp(!next);
      toastFailure(error, LEADS_MESSAGES.updateFailed);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">{lead.name}</DialogTitle>
        <DialogDescription>
          {/* The card as My Cards names it: its title, else the person's name. */}
          {organisation
            ? t('leads.detail.fromOrgCard', {
                card: lead.cardName,
                organisation: organisation.name,
                date: formatDateTime(lead.createdAt),
              })
            : t('leads.detail.fromCard', {
                card: lead.cardName,
                date: formatDateTime(lead.createdAt),
              })}
        </DialogDescription>
      </DialogHeader>
      <DialogBody label={t('leads.detail.label')} className="space-y-6">
        <dl className="space-y-3">
          <Item term={t('leads.detail.email')}>
            <a
              dir="ltr"
              href={`mailto:${lead.email}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {lead.email}
            </a>
          </Item>
          <Item term={t('leads.detail.phone')}>
            {lead.phone ? (
              <a
                dir="ltr"
                href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {lead.phone}
              </a>
            ) : (
              NONE
            )}
          </Item>
          <Item term={t('leads.detail.company')}>{lead.company || NONE}</Item>
          <Item term={t('leads.detail.jobTitle')}>{lead.jobTitle || NONE}</Item>
          <Item term={t('leads.detail.theirNote')}>
            {lead.note ? <span className="whitespace-pre-wrap">{lead.note}</span> : NONE}
          </Item>
          <Item term={t('leads.detail.consent')}>
            <span className="block text-slate-700">
              {/* The sentence the visitor agreed to, isolated in its own direction inside the quotes. */}
              {t.rich('leads.detail.consentQuote', { text: <bdi>{lead.consentText}</bdi> })}
            </span>
            <span className="mt-1 block text-ink-muted">
              {t.rich('leads.detail.given', {
                time: () => (
                  <time dateTime={lead.consentedAt}>{formatDateTime(lead.consentedAt)}</time>
                ),
              })}
            </span>
          </Item>
        </dl>

        <label className="flex min-h-11 items-start gap-3 rounded-xl border border-slate-300 p-3 text-sm">
          <input
            type="checkbox"
            checked={followedUp}
            onChange={(event) => void markFollowedUp(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="min-w-0">
            <span className="block font-semibold text-ink">{t('leads.detail.followedUp')}</span>
            <span className="block text-xs text-ink-muted">{t('leads.detail.followedUpHint')}</span>
          </span>
        </label>

        <div className="space-y-3">
          <TextAreaField
            label={t('leads.detail.privateNote')}
            hint={
              organisation
                ? t('leads.detail.noteOrg', { organisation: organisation.name })
                : t('leads.detail.noteOwn')
            }
            rows={4}
            maxLength={OWNER_NOTE_MAX_LENGTH}
            length={note.length}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <BusyButton
            variant="outline"
            size="sm"
            busy={update.isPending && update.variables.note !== undefined}
            disabled={note === lead.ownerNote}
            onClick={() => void saveNote()}
          >
            {t('leads.detail.saveNote')}
          </BusyButton>
        </div>
      </DialogBody>
      {/* The vCard route reads the user's own leads only: an organisation's lead has none yet. */}
      {onDelete || !organisation ? (
        <DialogFooter className="sm:justify-between">
          {onDelete ? (
            <Button
              variant="outline"
              className="text-red-700 hover:bg-red-50"
              aria-haspopup="dialog"
              onClick={() => onDelete(lead)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('leads.detail.delete')}
            </Button>
          ) : null}
          <a
            href={leadVcardUrl(lead.id, organisation?.id)}
            download
            className={buttonClasses({ variant: 'primary' })}
          >
            <Contact aria-hidden="true" className="h-4 w-4" />
            {t('leads.detail.vcard')}
          </a>
        </DialogFooter>
      ) : null}
    </>
  );
}

/** A lead's detail in a dialog; `lead` null closes it. */
export function LeadDetailDialog({
  lead,
  organisation,
  onClose,
  onDelete,
}: {
  lead: Lead | null;
  organisation: OrgSummary | null;
  onClose: () => void;
  onDelete?: (lead: Lead) => void;
}) {
  const t = useT();
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {lead ? (
        <DialogContent size="md" closeLabel={t('leads.detail.close')}>
          {/* A new lead starts with its own note and mark. */}
          <LeadDetail key={lead.id} lead={lead} organisation={organisation} onDelete={onDelete} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
