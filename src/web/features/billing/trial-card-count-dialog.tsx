import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  belowCardCountMessage,
  firstCharge,
  TRIAL_MAX_CARDS,
  TRIAL_MIN_CARDS,
  trialCardCountBodySchema,
  type Pricing,
} from '../../../shared/billing';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { Notice } from '../../components/ui/notice';
import { formatLongDate, formatMoney } from '../../lib/format';
import { useUpdateTrialCardCount } from './api';
import { QuantityStepper } from '../../components/ui/quantity-stepper';

/** '+N', '-N' or 'No change' (docs/product.md#dialog-trial-card-count). */
function allocationChange(current: number, next: number): string {
  const delta = next - current;
  if (delta === 0) return 'No change';
  return delta > 0 ? `+${delta}` : `${delta}`;
}

interface TrialTerms {
  currentAllocation: number;
  /** Cards the user already has; the count may not go below it (docs/product.md#server-rules-trial). */
  cardsInUse: number;
  trialEnd: string | null;
  pricing: Pricing | undefined;
}

/** The new count's yearly total and when it is first charged, beside the product's warning. */
function newTotalText({ trialEnd, pricing }: TrialTerms, count: number): string | null {
  const charge = pricing
    ? firstCharge(
        { status: 'trialing', card_allocation: count, trial_end: trialEnd },
        pricing.unit_price,
      )
    : undefined;
  if (!charge || !pricing) return null;
  return `New yearly total: ${formatMoney(charge.amount, pricing.currency)} for ${count} ${count === 1 ? 'card' : 'cards'}, first charged on ${formatLongDate(charge.date)}.`;
}

function TrialCardCountForm({ onDone, ...terms }: TrialTerms & { onDone: () => void }) {
  const { currentAllocation, cardsInUse } = terms;
  const [count, setCount] = useState(Math.max(TRIAL_MIN_CARDS, currentAllocation));
  const update = useUpdateTrialCardCount();
  const inRange = trialCardCountBodySchema.safeParse({ new_card_count: count }).success;
  // The server's own refusal, shown before sending (docs/product.md#dialog-trial-card-count).
  const belowInUse = inRange && count < cardsInUse;
  const valid = inRange && !belowInUse;
  const belowId = useId();
  const busy = update.isPending;
  const newTotal = valid ? newTotalText(terms, count) : null;

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
        describedBy={belowInUse ? belowId : undefined}
        hint={`You can set between ${TRIAL_MIN_CARDS}-${TRIAL_MAX_CARDS} cards.`}
        decreaseLabel="Fewer cards"
        increaseLabel="More cards"
        disabled={busy}
      />
      {belowInUse ? (
        <p id={belowId} role="alert" className="text-sm font-medium text-red-700">
          {belowCardCountMessage(cardsInUse, count)}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Current allocation', String(currentAllocation)],
          ['New allocation', inRange ? String(count) : '–'],
          ['Change', inRange ? allocationChange(currentAllocation, count) : '–'],
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
      {newTotal ? <p className="text-sm font-medium text-ink">{newTotal}</p> : null}
    </DialogForm>
  );
}

/** 'Update Card Count (Trial Period)' (docs/product.md#dialog-trial-card-count). */
export function TrialCardCountDialog({
  open,
  onOpenChange,
  ...terms
}: TrialTerms & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel="Close card count dialog">
        {open ? <TrialCardCountForm {...terms} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
