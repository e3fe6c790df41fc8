import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ADMIN_MAX_CARD_ALLOCATION,
  grantSubscriptionBodySchema,
  type AdminSubscription,
} from '../../../shared/admin';
import { subscriptionStatusSchema } from '../../../shared/billing';
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
import { FormAlert, SelectField, TextField } from '../../components/ui/form-field';
import { BusyButton } from '../../components/ui/submit-button';
import { failureMessage } from '../../lib/http';
import { statusDisplay } from '../../lib/subscription-status';
import { ADMIN_ACTION_FAILURES, useGrantSubscription, useUpdateSubscription } from './api';

const allocationMessage = `Enter a whole number from 1 to ${ADMIN_MAX_CARD_ALLOCATION}`;
const allocationField = z
  .number(allocationMessage)
  .int(allocationMessage)
  .min(1, allocationMessage)
  .max(ADMIN_MAX_CARD_ALLOCATION, allocationMessage);
/** An empty number box reads as 0, which the allocation rule then refuses. */
const asNumber = (value: unknown) => (value === '' ? 0 : Number(value));

const grantFormSchema = grantSubscriptionBodySchema.extend({ cardAllocation: allocationField });
type GrantValues = z.infer<typeof grantFormSchema>;

/** Add Subscription: a complimentary year for an existing user, by e-mail. */
export function AddSubscriptionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const grant = useGrantSubscription();
  const alertId = useId();
  const form = useForm<GrantValues>({
    resolver: zodResolver(grantFormSchema),
    defaultValues: { email: '', cardAllocation: 1 },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    grant.reset();
    onOpenChange(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await grant.mutateAsync(values);
      close();
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent size="sm" closeLabel="Close add subscription dialog">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="contents">
          <DialogHeader>
            <DialogTitle>Add Subscription</DialogTitle>
            <DialogDescription>
              A complimentary subscription for one year. Nothing is charged.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            {grant.isError ? (
              <FormAlert id={alertId}>
                {failureMessage(grant.error, ADMIN_ACTION_FAILURES.grant)}
              </FormAlert>
            ) : null}
            <TextField
              label="User e-mail"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              describedBy={grant.isError ? alertId : undefined}
              {...form.register('email')}
            />
            <TextField
              label="Card allocation"
              type="number"
              inputMode="numeric"
              min={1}
              max={ADMIN_MAX_CARD_ALLOCATION}
              error={errors.cardAllocation?.message}
              {...form.register('cardAllocation', { setValueAs: asNumber })}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <BusyButton type="submit" busy={grant.isPending}>
              Add Subscription
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const OWN_STATUS_PROVIDERS = new Set(['local', 'complimentary']);

const STATUS_OPTIONS = subscriptionStatusSchema.options.map((status) => ({
  value: status,
  label: statusDisplay(status).label,
}));

const editFormSchema = z.object({
  cardAllocation: allocationField,
  status: subscriptionStatusSchema,
});
type EditValues = z.infer<typeof editFormSchema>;

/** Edit: the allocation and the status of one subscription. */
export function EditSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm" closeLabel="Close edit subscription dialog">
        {subscription ? (
          <EditSubscriptionForm
            key={subscription.id}
            subscription={subscription}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditSubscriptionForm({
  subscription,
  onDone,
}: {
  subscription: AdminSubscription;
  onDone: () => void;
}) {
  const update = useUpdateSubscription();
  const alertId = useId();
  const form = useForm<EditValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: { cardAllocation: subscription.card_allocation, status: subscription.status },
  });
  const { errors } = form.formState;
  // A payment provider's status follows the provider (the server refuses other changes).
  const ownStatus = OWN_STATUS_PROVIDERS.has(subscription.provider);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: subscription.id, ...values });
      onDone();
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="contents">
      <DialogHeader>
        <DialogTitle>Edit Subscription</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {subscription.user_name} ({subscription.user_email})
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        {update.isError ? (
          <FormAlert id={alertId}>
            {failureMessage(update.error, ADMIN_ACTION_FAILURES.update)}
          </FormAlert>
        ) : null}
        <TextField
          label="Card allocation"
          type="number"
          inputMode="numeric"
          min={1}
          max={ADMIN_MAX_CARD_ALLOCATION}
          hint={`The user has ${subscription.current_card_count} ${subscription.current_card_count === 1 ? 'card' : 'cards'}; the allocation cannot go below that.`}
          error={errors.cardAllocation?.message}
          describedBy={update.isError ? alertId : undefined}
          {...form.register('cardAllocation', { setValueAs: asNumber })}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          hint={
            ownStatus
              ? undefined
              : `The status of a ${subscription.provider} subscription follows ${subscription.provider}: use Cancel, or Reconcile to read it again.`
          }
          {...form.register('status')}
        />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <BusyButton type="submit" busy={update.isPending}>
          Save changes
        </BusyButton>
      </DialogFooter>
    </form>
  );
}
