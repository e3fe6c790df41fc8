import { useId, useState } from 'react';
import { CreditCard, Plus, Sparkles } from 'lucide-react';
import {
  CHECKOUT_MAX_CARDS,
  CHECKOUT_MIN_CARDS,
  TRIAL_MAX_CARDS,
  TRIAL_MONTHS,
  type SubscriptionDetails,
} from '../../../shared/billing';
import type { OrgSummary } from '../../../shared/organisations';
import { usagePercent } from '../../../shared/text';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Panel } from '../../components/ui/panel';
import { ProgressBar } from '../../components/ui/progress-bar';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { BusyButton } from '../../components/ui/submit-button';
import { useCheckout, usePortal } from '../../lib/billing-calls';
import { formatLongDate } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { TEAM_FAILURES, useOrgSubscription } from './api';
import { canBuySeats, canViewSeats } from './permissions';

const DESCRIPTION =
  'Each card of the organisation takes one seat of its own subscription; a member’s subscription never pays for them.';

/** Seats, used and free, as figures and a bar. */
function SeatCount({ details }: { details: SubscriptionDetails }) {
  const labelId = useId();
  const seats = details.card_allocation;
  const used = details.current_card_count;
  const figures = [
    ['Seats', seats],
    ['Used', used],
    ['Free', Math.max(0, seats - used)],
  ] as const;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-semibold text-ink">
          {`${used} of ${seats} seats used`}
        </p>
        <StatusBadge status={details.status} />
      </div>
      <ProgressBar percent={usagePercent(used, seats)} labelledBy={labelId} className="mt-2" />
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-ink-muted">{term}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {details.status === 'trialing' ? (
        <p className="mt-3 text-sm text-ink-muted">
          {`Free trial until ${formatLongDate(details.trial_end)}: nothing is charged before then.`}
        </p>
      ) : null}
      {details.status === 'active' && details.cancel_at_period_end ? (
        <p className="mt-3 text-sm text-ink-muted">
          {`Ends on ${formatLongDate(details.current_period_end)}; it is not renewed.`}
        </p>
      ) : null}
      {used > seats && details.status !== 'canceled' ? (
        <Notice tone="warning" live={false} className="mt-3">
          <p>
            {`The organisation has ${used} cards and pays for ${seats}: it can make no card until cards are deleted or seats added.`}
          </p>
        </Notice>
      ) : null}
    </div>
  );
}

/**
 * What an owner can do: start the trial, add seats, reactivate, and open the billing portal. Each
 * leaves for the payment provider's page (or the local test checkout) and comes back here.
 */
function OwnerActions({ orgId, details }: { orgId: string; details: SubscriptionDetails }) {
  const checkout = useCheckout();
  const portal = usePortal(orgId);
  const [quantity, setQuantity] = useState(CHECKOUT_MIN_CARDS);
  const live = details.status === 'trialing' || details.status === 'active';
  // A trial holds at most TRIAL_MAX_CARDS; one checkout adds at most CHECKOUT_MAX_CARDS.
  const room =
    details.status === 'trialing'
      ? Math.min(CHECKOUT_MAX_CARDS, TRIAL_MAX_CARDS - details.card_allocation)
      : CHECKOUT_MAX_CARDS;
  const busy = checkout.isPending || checkout.isSuccess || portal.isPending;

  let buy: { label: string; note: string; reactivation: boolean } | undefined;
  if (!details.has_subscription)
    buy = {
      label: 'Start free trial',
      note: `A ${TRIAL_MONTHS}-month free trial for the organisation, separate from yours: nothing is charged until it ends.`,
      reactivation: false,
    };
  else if (details.status === 'canceled')
    buy = {
      label: 'Reactivate subscription',
      note: 'The organisation’s subscription starts again at once, without a second trial.',
      reactivation: true,
    };
  else if (live && room > 0)
    buy = {
      label: 'Add seats',
      note:
        details.status === 'trialing'
          ? 'Seats added to the trial are charged when it ends.'
          : 'Extra seats are billed immediately.',
      reactivation: false,
    };

  return (
    <div className="mt-5 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-end sm:justify-between">
      {buy ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <QuantityStepper
            label={details.has_subscription && !buy.reactivation ? 'Seats to add' : 'Seats'}
            value={quantity}
            min={CHECKOUT_MIN_CARDS}
            max={Math.max(CHECKOUT_MIN_CARDS, room)}
            onChange={setQuantity}
            hint={buy.note}
            disabled={busy}
            decreaseLabel="Fewer seats"
            increaseLabel="More seats"
          />
          <BusyButton
            busy={checkout.isPending || checkout.isSuccess}
            disabled={busy}
            onClick={() =>
              checkout.mutate({
                card_quantity: quantity,
                orgId,
                ...(buy.reactivation ? { is_reactivation: true } : {}),
              })
            }
          >
            {details.has_subscription ? (
              <Plus aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Sparkles aria-hidden="true" className="h-4 w-4" />
            )}
            {buy.label}
          </BusyButton>
        </div>
      ) : null}
      {details.has_subscription ? (
        <Button variant="outline" disabled={busy} onClick={() => portal.mutate()}>
          <CreditCard aria-hidden="true" className="h-4 w-4" />
          {details.status === 'past_due' ? 'Update payment method' : 'Manage billing'}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The organisation's seats on its Team page (docs/product.md#team-billing): its subscription's
 * status and the cards it pays for, used and free, for owners and admins; owners also buy and
 * manage it. Members see nothing of it (the server refuses them too).
 */
export function SeatsSection({ organisation }: { organisation: OrgSummary }) {
  const visible = canViewSeats(organisation.role);
  const query = useOrgSubscription(organisation.id, visible);
  if (!visible) return null;
  const owner = canBuySeats(organisation.role);

  let body;
  if (query.isPending) body = <LoadingState label="Loading the seats…" className="mt-4 py-8" />;
  else if (query.isError)
    body = (
      <div className="mt-4">
        <ErrorState
          title={TEAM_FAILURES.loadSeats}
          message={failureMessage(query.error, TEAM_FAILURES.loadSeats)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  else
    body = (
      <>
        {query.data.has_subscription ? (
          <SeatCount details={query.data} />
        ) : (
          <p className="mt-4 text-sm text-slate-700">
            {owner
              ? 'The organisation has no subscription yet. Start its free trial to create its cards.'
              : 'The organisation has no subscription yet. Ask an owner to start its free trial to create its cards.'}
          </p>
        )}
        {query.data.status === 'past_due' ? (
          <Notice tone="error" live={false} className="mt-3">
            <p>
              {owner
                ? 'The organisation’s payment is past due. Update the payment method to create cards again.'
                : 'The organisation’s payment is past due. An owner can update the payment method.'}
            </p>
          </Notice>
        ) : null}
        {owner ? <OwnerActions orgId={organisation.id} details={query.data} /> : null}
      </>
    );

  return (
    <Panel icon={CreditCard} title="Seats" description={DESCRIPTION}>
      {body}
    </Panel>
  );
}
