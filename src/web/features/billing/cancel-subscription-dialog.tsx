import { CircleX } from 'lucide-react';
import {
  cardsDeletedOn,
  endIfCanceledNow,
  type SubscriptionDetails,
} from '../../../shared/billing';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { formatLongDate } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';
import { usePublicConfig } from '../../lib/public-config';
import { useCancelSubscription } from './api';

const LOSSES = [
  'billing.cancel.loseFeatures',
  'billing.cancel.noNewCards',
  'billing.cancel.keepCards',
] as const;

/** When the access ends, in the product's words for a trial and an active subscription. */
function endingText(status: SubscriptionDetails['status']): MessageId {
  if (status === 'trialing') return 'billing.cancel.trialEnds';
  if (status === 'active') return 'billing.cancel.accessContinues';
  // A past-due subscription has no paid period left to run: it ends now.
  return 'billing.cancel.endsNow';
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
  const t = useT();
  const cancel = useCancelSubscription(orgId);
  const retentionDays = usePublicConfig().data?.RETENTION_DAYS;
  const trialing = details.status === 'trialing';
  const deletion =
    retentionDays === undefined
      ? t('billing.cancel.deletedAfter')
      : t('billing.cancel.deletedOn', {
          days: retentionDays,
          date: formatLongDate(
            cardsDeletedOn(endIfCanceledNow(details, new Date()), retentionDays),
          ),
        });
  return (
    <ConfirmDialog
      open={open}
      title={t(trialing ? 'billing.cancel.titleTrial' : 'billing.cancel.title')}
      description={t('billing.cancel.question')}
      closeLabel={t('billing.cancel.close')}
      size="md"
      confirmLabel={t('billing.cancel.confirm')}
      cancelLabel={t('billing.cancel.keep')}
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
              {t(loss)}
            </li>
          ))}
        </ul>
      </DangerNotice>
      <p className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm font-semibold text-slate-800">
        {t(endingText(details.status))}
      </p>
      <p className="mt-3 text-sm text-slate-700">{deletion}</p>
    </ConfirmDialog>
  );
}
