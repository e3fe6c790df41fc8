import { CircleX } from 'lucide-react';
import { ConfirmDialog, DangerNotice } from '../../components/ui/confirm-dialog';
import { useCancelSubscription } from './api';

const LOSSES = [
  'You will lose access to premium features',
  'You will not be able to create new cards',
  'Your existing cards will remain accessible',
];

/** Spec §2 Cancel dialog, with its trial and active wording. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  trialing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trialing: boolean;
}) {
  const cancel = useCancelSubscription();
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
        {trialing
          ? 'Your trial will end immediately'
          : 'Access continues until the end of your current billing period'}
      </p>
    </ConfirmDialog>
  );
}
