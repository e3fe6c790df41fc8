import { useId } from 'react';
import { z } from 'zod';
import {
  ADMIN_MAX_CARD_ALLOCATION,
  grantSubscriptionBodySchema,
  type AdminSubscription,
} from '../../../shared/admin';
import { subscriptionStatusSchema } from '../../../shared/billing';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogForm } from '../../components/ui/dialog-form';
import { SelectField, TextField, type TextFieldProps } from '../../components/ui/form-field';
import { failureMessage } from '../../lib/http';
import { statusDisplay } from '../../lib/subscription-status';
import { ADMIN_ACTION_FAILURES, useGrantSubscription, useUpdateSubscription } from './api';
import { subscriberOf } from './subscription-rows';
import { useZodForm } from '../../lib/use-zod-form';

const allocationMessage = `Enter a whole number from 1 to ${ADMIN_MAX_CARD_ALLOCATION}`;
const allocationField = z
  .number(allocationMessage)
  .int(allocationMessage)
  .min(1, allocationMessage)
  .max(ADMIN_MAX_CARD_ALLOCATION, allocationMessage);
/** An empty number box reads as 0, which the allocation rule then refuses. */
const asNumber = (value: unknown) => (value === '' ? 0 : Number(value));

/** The number of cards a subscription holds. */
function AllocationField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Card allocation"
      type="number"
      inputMode="numeric"
      min={1}
      max={ADMIN_MAX_CARD_ALLOCATION}
      {...props}
    />
  );
}

const grantFormSchema = grantSubscriptionBodySchema.extend({ cardAllocation: allocationField });

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
  const form = useZodForm(grantFormSchema, {
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
        <DialogForm
          title="Add Subscription"
          description="A complimentary subscription for one year. Nothing is charged."
          failure={grant.isError ? failureMessage(grant.error, ADMIN_ACTION_FAILURES.grant) : null}
          failureId={alertId}
          submitLabel="Add Subscription"
          busy={grant.isPending}
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            label="User e-mail"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            describedBy={grant.isError ? alertId : undefined}
            {...form.register('email')}
          />
          <AllocationField
            error={errors.cardAllocation?.message}
            {...form.register('cardAllocation', { setValueAs: asNumber })}
          />
        </DialogForm>
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

/** Edit: the allocation and the status of one subscription. */
export function EditSubscriptionForm({
  subscription,
  onDone,
}: {
  subscription: AdminSubscription;
  onDone: () => void;
}) {
  const update = useUpdateSubscription();
  const alertId = useId();
  const form = useZodForm(editFormSchema, {
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
    <DialogForm
      title="Edit Subscription"
      description={subscriberOf(subscription)}
      failure={update.isError ? failureMessage(update.error, ADMIN_ACTION_FAILURES.update) : null}
      failureId={alertId}
      submitLabel="Save changes"
      busy={update.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <AllocationField
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
    </DialogForm>
  );
}
