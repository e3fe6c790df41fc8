import { CircleX, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { BusyButton } from '../../components/ui/submit-button';
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
  const busy = cancel.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent size="md" closeLabel="Close cancel subscription dialog">
        <DialogHeader>
          <DialogTitle>{trialing ? 'Cancel Trial' : 'Cancel Subscription'}</DialogTitle>
          <DialogDescription>Are you sure you want to cancel your subscription?</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
            <div className="min-w-0">
              <p className="font-semibold">This action cannot be undone!</p>
              <ul className="mt-2 space-y-1.5 text-sm">
                {LOSSES.map((loss) => (
                  <li key={loss} className="flex items-start gap-2">
                    <CircleX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
                    {loss}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm font-semibold text-slate-800">
            {trialing
              ? 'Your trial will end immediately'
              : 'Access continues until the end of your current billing period'}
          </p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Keep Subscription
            </Button>
          </DialogClose>
          <BusyButton
            busy={busy}
            className="bg-red-700 hover:bg-red-800"
            onClick={() => cancel.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
          >
            Yes, Cancel Subscription
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
