import { CircleX } from 'lucide-react';
import {
  cardsDeletedOn,
  endIfCanceledNow,
  type SubscriptionDetails,
} from '../../../shared/billing';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { formatLongDate } from '../../lib/format';
import { usePublicConfig } from '../../lib/public-config';
import { useCancelSubscription } from './api';

const LOSSES = [
  'You will lose access to premium features',
  'You will not be able to create new cards',
  'Your existing cards will remain accessible',
];

/** When the access ends, in the product's words for a trial and an active subscription. */
function endingText(status: SubscriptionDetails['status']) {
  if (status === 'trialing') return 'Your trial will end immediately';
  if (status === 'active') return 'Access continues until the end of your current billing period';
  // A past-due subscription has no paid period left to run: it ends now.
  return 'Your subscription will end immediately';
}

/**
 * The cancel dialog with its trial and active wording, and what happens to the cards afterwards:
 * deleted RETENTION_DAYS after the end unless the subscription is reactivated
 * (docs/product.md#dialog-cancel-subscription).
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  details,
  orgId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  details: Pick<SubscriptionDetails, 'status' | 'current_period_end'>;
  /** An organisation's subscription (its owner on the local portal) instead of the user's own. */
  orgId?: string | undefined;
}) {
  const cancel = useCancelSubscription(orgId);
  const retentionDays = usePublicConfig().data?.RETENTION_DAYS;
  const trialing = details.status === 'trialing';
  const deletion =
    retentionDays === undefined
      ? 'Your cards will be deleted after your subscription ends, unless you reactivate it.'
      : `Your cards will be deleted ${retentionDays} days after your subscription ends, on ${formatLongDate(
          cardsDeletedOn(endIfCanceledNow(details, new Date()), retentionDays),
        )}, unless you reactivate it.`;
  return (
    <ConfirmDialog
      open={open}
      title={trialing ? 'Cancel Trial' : 'Cancel Subscription'}
      description="Are you sure you want to cancel your subscription?"
      closeLabel="Close cancel subscription dialog"
      size="md"
      confirmLabel="Yes, Cancel Subscription"
      cancelLabel="Keep Subscription"
      danger
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
      onCancel={() => onOpenChange(false)}
    >
      <DangerNotice>
        <ul className="mt-1 space-y-1.5">
          {LOSSES.map((loss) => (
            <li key={loss} className="flex items-start gap-2">
              <CircleX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
              {loss}
            </li>
          ))}
        </ul>
      </DangerNotice>
      <p className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm font-semibold text-slate-800">
        {endingText(details.status)}
      </p>
      <p className="mt-3 text-sm text-slate-700">{deletion}</p>
    </ConfirmDialog>
  );
}
