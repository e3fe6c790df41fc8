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
import { formatLongDate, formatNumber } from '../../lib/format';
import { failureMessage } from '../../lib/http';
import { useT } from '../../lib/i18n/use-t';
import { TEAM_FAILURES, useOrgSubscription } from './api';
import { canBuySeats, canViewSeats } from './permissions';

/** Seats, used and free, as figures and a bar. */
function SeatCount({ details }: { details: SubscriptionDetails }) {
  const t = useT();
  const labelId = useId();
  const seats = details.card_allocation;
  const used = details.current_card_count;
  const figures = [
    [t('team.seats.seats'), seats],
    [t('team.seats.usedTerm'), used],
    [t('team.seats.free'), Math.max(0, seats - used)],
  ] as const;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-semibold text-ink">
          {t('team.seats.used', { used: formatNumber(used), seats: formatNumber(seats) })}
        </p>
        <StatusBadge status={details.status} />
      </div>
      <ProgressBar percent={usagePercent(used, seats)} labelledBy={labelId} className="mt-2" />
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-ink-muted">{term}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {details.status === 'trialing' ? (
        <p className="mt-3 text-sm text-ink-muted">
          {t('team.seats.trialUntil', { date: formatLongDate(details.trial_end) })}
        </p>
      ) : null}
      {details.status === 'active' && details.cancel_at_period_end ? (
        <p className="mt-3 text-sm text-ink-muted">
          {t('team.seats.endsOn', { date: formatLongDate(details.current_period_end) })}
        </p>
      ) : null}
      {used > seats && details.status !== 'canceled' ? (
        <Notice tone="warning" live={false} className="mt-3">
          <p>{t('team.seats.over', { used: formatNumber(used), seats: formatNumber(seats) })}</p>
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
  const t = useT();
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
      label: t('team.seats.startTrial'),
      note: t('team.seats.startTrialNote', { months: TRIAL_MONTHS }),
      reactivation: false,
    };
  else if (details.status === 'canceled')
    buy = {
      label: t('team.seats.reactivate'),
      note: t('team.seats.reactivateNote'),
      reactivation: true,
    };
  else if (live && room > 0)
    buy = {
      label: t('team.seats.add'),
      note: details.status === 'trialing' ? t('team.seats.addTrialNote') : t('team.seats.addNote'),
      reactivation: false,
    };

  return (
    <div className="mt-5 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-end sm:justify-between">
      {buy ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <QuantityStepper
            label={
              details.has_subscription && !buy.reactivation
                ? t('team.seats.toAdd')
                : t('team.seats.seats')
            }
            value={quantity}
            min={CHECKOUT_MIN_CARDS}
            max={Math.max(CHECKOUT_MIN_CARDS, room)}
            onChange={setQuantity}
            hint={buy.note}
            disabled={busy}
            decreaseLabel={t('team.seats.fewer')}
            increaseLabel={t('team.seats.more')}
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
          {details.status === 'past_due'
            ? t('team.seats.updatePayment')
            : t('team.seats.manageBilling')}
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
  const t = useT();
  const visible = canViewSeats(organisation.role);
  const query = useOrgSubscription(organisation.id, visible);
  if (!visible) return null;
  const owner = canBuySeats(organisation.role);

  let body;
  if (query.isPending)
    body = <LoadingState label={t('team.seats.loading')} className="mt-4 py-8" />;
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
            {owner ? t('team.seats.noSubscriptionOwner') : t('team.seats.noSubscription')}
          </p>
        )}
        {query.data.status === 'past_due' ? (
          <Notice tone="error" live={false} className="mt-3">
            <p>{owner ? t('team.seats.pastDueOwner') : t('team.seats.pastDue')}</p>
          </Notice>
        ) : null}
        {owner ? <OwnerActions orgId={organisation.id} details={query.data} /> : null}
      </>
    );

  return (
    <Panel
      icon={CreditCard}
      title={t('team.seats.title')}
      description={t('team.seats.description')}
    >
      {body}
    </Panel>
  );
}
