import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  firstCharge,
  TRIAL_MAX_CARDS,
  TRIAL_MIN_CARDS,
  trialCardCountBodySchema,
  type Pricing,
} from '../../../shared/billing';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { Notice } from '../../components/ui/notice';
import { activeLocale, formatLongDate, formatMoney, formatNumber } from '../../lib/format';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { useUpdateTrialCardCount } from './api';
import { QuantityStepper } from '../../components/ui/quantity-stepper';

/** '+N', '-N' or 'No change' (docs/product.md#dialog-trial-card-count). */
function allocationChange(current: number, next: number): string {
  const delta = next - current;
  if (delta === 0) return translate('billing.cardCount.noChange');
  return new Intl.NumberFormat(activeLocale(), { signDisplay: 'always' }).format(delta);
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
  return translate('billing.cardCount.newTotal', {
    total: formatMoney(charge.amount, pricing.currency),
    count,
    date: formatLongDate(charge.date),
  });
}

function TrialCardCountForm({ onDone, ...terms }: TrialTerms & { onDone: () => void }) {
  const t = useT();
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
      title={t('billing.cardCount.title')}
      description={t('billing.cardCount.description')}
      submitLabel={t('billing.cardCount.submit')}
      busy={busy}
      submitDisabled={!valid}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || busy) return;
        update.mutate(count, { onSuccess: onDone });
      }}
    >
      <QuantityStepper
        label={t('billing.pricing.numberOfCards')}
        value={count}
        min={TRIAL_MIN_CARDS}
        max={TRIAL_MAX_CARDS}
        onChange={setCount}
        invalid={!valid}
        describedBy={belowInUse ? belowId : undefined}
        hint={t('billing.cardCount.hint', { min: TRIAL_MIN_CARDS, max: TRIAL_MAX_CARDS })}
        decreaseLabel={t('billing.pricing.fewer')}
        increaseLabel={t('billing.pricing.more')}
        disabled={busy}
      />
      {belowInUse ? (
        <p id={belowId} role="alert" className="text-sm font-medium text-red-700">
          {t('billing.cardCount.below', { created: cardsInUse, asked: count })}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t('billing.cardCount.current'), formatNumber(currentAllocation)],
          [t('billing.cardCount.new'), inRange ? formatNumber(count) : '–'],
          [
            t('billing.cardCount.change'),
            inRange ? allocationChange(currentAllocation, count) : '–',
          ],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-ink-muted">{term}</dt>
            <dd className="mt-1 text-base font-bold text-ink tabular-nums sm:text-lg">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Notice tone="warning" icon={TriangleAlert} live={false}>
        {t('billing.cardCount.notice')}
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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel={t('billing.cardCount.close')}>
        {open ? <TrialCardCountForm {...terms} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
