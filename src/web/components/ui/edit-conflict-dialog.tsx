import { useState, type ReactNode } from 'react';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';
import { Badge } from './badge';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { RadioCardGroup } from './radio-card-group';
import { BusyButton } from './submit-button';

/** For one difference: the editor's own value, or the one saved elsewhere since. */
export type ConflictChoice = 'mine' | 'newer';

/** One field that differs between the editor and the newer saved copy. */
export interface ConflictRow {
  id: string;
  label: string;
  mine: ReactNode;
  newer: ReactNode;
  /** Who changed it since the editor's copy was loaded: this editor, the other save, or both. */
  changed: 'mine' | 'newer' | 'both';
}

/** Who changed a row, as its badge says it (docs/product.md#edit-conflicts). */
const CHANGED_IDS = {
  mine: 'common.conflict.changedMine',
  newer: 'common.conflict.changedNewer',
  both: 'common.conflict.changedBoth',
} as const satisfies Record<ConflictRow['changed'], MessageId>;

/**
 * The editor's default for a row: what this editor changed stays, what only the other save
 * changed is taken, so both changes survive unless the user says otherwise.
 */
export const defaultChoice = (row: ConflictRow): ConflictChoice =>
  row.changed === 'newer' ? 'newer' : 'mine';

interface EditConflictDialogProps {
  open: boolean;
  /** What was edited, as the title names it: `card`, `profile`. */
  thing: string;
  rows: ConflictRow[];
  busy: boolean;
  /** The choice for every row, by its id. */
  onResolve: (choices: Record<string, ConflictChoice>) => void;
  /** Back to the editor with everything as typed. */
  onCancel: () => void;
}

/**
 * What changed between the copy being edited and the newer saved one, field by field: keep mine
 * (saved on top of the newer version) or take the newer one, per field or for all. Nothing typed
 * is touched until the user chooses; Back to editing, Escape and the close button change nothing.
 * Mount it with a new `key` for each conflict: the choices start from `defaultChoice`.
 */
export function EditConflictDialog({
  open,
  thing,
  rows,
  busy,
  onResolve,
  onCancel,
}: EditConflictDialogProps) {
  const t = useT();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>(() =>
    Object.fromEntries(rows.map((row) => [row.id, defaultChoice(row)])),
  );
  const choose = (id: string, choice: ConflictChoice) =>
    setChoices((current) => ({ ...current, [id]: choice }));
  const chooseAll = (choice: ConflictChoice) =>
    setChoices(Object.fromEntries(rows.map((row) => [row.id, choice])));
  const keepsAny = rows.some((row) => choices[row.id] === 'mine');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <DialogContent size="lg" closeLabel={t('common.conflict.closeLabel')}>
        <DialogHeader>
          <DialogTitle>{t('common.conflict.title', { thing })}</DialogTitle>
          <DialogDescription>{t('common.conflict.description', { thing })}</DialogDescription>
        </DialogHeader>
        <DialogBody label={t('common.conflict.differences')} className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => chooseAll('mine')}>
              {t('common.conflict.keepAll')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => chooseAll('newer')}>
              {t('common.conflict.takeAll')}
            </Button>
          </div>
          {rows.map((row) => (
            <RadioCardGroup
              key={row.id}
              name={`conflict-${row.id}`}
              legend={
                <>
                  <span className="text-sm font-semibold text-ink">{row.label}</span>
                  <Badge tone={row.changed === 'both' ? 'warning' : 'neutral'}>
                    {t(CHANGED_IDS[row.changed])}
                  </Badge>
                </>
              }
              legendClassName="flex w-full flex-wrap items-center gap-2"
              listClassName="grid gap-2 sm:grid-cols-2"
              descriptionClassName="mt-1 text-ink wrap-anywhere whitespace-pre-wrap"
              value={choices[row.id] ?? defaultChoice(row)}
              onChange={(choice) => choose(row.id, choice)}
              options={[
                { value: 'mine', label: t('common.conflict.keep'), description: row.mine },
                { value: 'newer', label: t('common.conflict.take'), description: row.newer },
              ]}
            />
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('common.conflict.back')}
            </Button>
          </DialogClose>
          <BusyButton busy={busy} onClick={() => onResolve(choices)}>
            {keepsAny ? t('common.conflict.save') : t('common.conflict.load')}
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A value shown in a conflict row; an empty one says so. */
export function ConflictValue({ text }: { text: string }) {
  const t = useT();
  return text.trim() ? (
    <>{text}</>
  ) : (
    <span className="text-ink-muted italic">{t('common.conflict.empty')}</span>
  );
}
