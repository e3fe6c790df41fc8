import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  TRIAL_MAX_CARDS,
  TRIAL_MIN_CARDS,
  trialCardCountBodySchema,
} from '../../../shared/billing';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { Notice } from '../../components/ui/notice';
import { useUpdateTrialCardCount } from './api';
import { QuantityStepper } from './quantity-stepper';

/** '+N', '-N' or 'No change' (spec §2 trial card-count dialog). */
export function allocationChange(current: number, next: number): string {
  const delta = next - current;
  if (delta === 0) return 'No change';
  return delta > 0 ? `+${delta}` : `${delta}`;
}

function TrialCardCountForm({
  currentAllocation,
  onDone,
}: {
  currentAllocation: number;
  onDone: () => void;
}) {
  const [count, setCount] = useState(Math.max(TRIAL_MIN_CARDS, currentAllocation));
  const update = useUpdateTrialCardCount();
  const valid = trialCardCountBodySchema.safeParse({ new_card_count: count }).success;
  const busy = update.isPending;

  return (
    <DialogForm
      title="Update Card Count (Trial Period)"
      description="Choose how many cards your subscription holds during the trial."
      submitLabel="Update Cards (No Charge Now)"
      busy={busy}
      submitDisabled={!valid}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || busy) return;
        update.mutate(count, { onSuccess: onDone });
      }}
    >
      <QuantityStepper
        label="Number of cards"
        value={count}
        min={TRIAL_MIN_CARDS}
        max={TRIAL_MAX_CARDS}
        onChange={setCount}
        invalid={!valid}
        hint={`You can set between ${TRIAL_MIN_CARDS}-${TRIAL_MAX_CARDS} cards.`}
        decreaseLabel="Fewer cards"
        increaseLabel="More cards"
        disabled={busy}
      />
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Current allocation', String(currentAllocation)],
          ['New allocation', valid ? String(count) : '–'],
          ['Change', valid ? allocationChange(currentAllocation, count) : '–'],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-ink-muted">{term}</dt>
            <dd className="mt-1 text-base font-bold text-ink tabular-nums sm:text-lg">{value}</dd>
          </div>
        ))}
      </dl>
      <Notice tone="warning" icon={TriangleAlert} live={false}>
        Nothing is charged now. The prorated amount for extra cards is included in your first
        billing cycle after the trial ends.
      </Notice>
    </DialogForm>
  );
}

/** Spec §2 'Update Card Count (Trial Period)'. */
export function TrialCardCountDialog({
  open,
  onOpenChange,
  currentAllocation,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentAllocation: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Close card count dialog">
        {open ? (
          <TrialCardCountForm
            currentAllocation={currentAllocation}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
