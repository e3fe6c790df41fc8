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
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { useGrantSubscription, useUpdateSubscription } from './api';
import { subscriberOf } from './subscription-rows';
import { useZodForm } from '../../lib/use-zod-form';

/** The rule's sentence, read in the active language when the rule fails. */
const allocationMessage = () =>
  translate('admin.form.allocationRule', { max: ADMIN_MAX_CARD_ALLOCATION });
const allocationField = z
  .number({ error: allocationMessage })
  .int({ error: allocationMessage })
  .min(1, { error: allocationMessage })
  .max(ADMIN_MAX_CARD_ALLOCATION, { error: allocationMessage });
/** An empty number box reads as 0, which the allocation rule then refuses. */
const asNumber = (value: unknown) => (value === '' ? 0 : Number(value));

/** The number of cards a subscription holds. */
function AllocationField(props: Omit<TextFieldProps, 'label'>) {
  const t = useT();
  return (
    <TextField
      label={t('admin.form.allocation')}
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
  const t = useT();
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
      <DialogContent size="sm" closeLabel={t('admin.form.closeAdd')}>
        <DialogForm
          title={t('admin.form.addTitle')}
          description={t('admin.form.addDescription')}
          failure={grant.isError ? failureMessage(grant.error, t('admin.subs.grantFailed')) : null}
          failureId={alertId}
          submitLabel={t('admin.form.addTitle')}
          busy={grant.isPending}
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            label={t('admin.form.userEmail')}
            type="email"
            dir="ltr"
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
  const t = useT();
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
      title={t('admin.form.editTitle')}
      description={subscriberOf(subscription)}
      failure={update.isError ? failureMessage(update.error, t('admin.subs.updateFailed')) : null}
      failureId={alertId}
      submitLabel={t('admin.form.save')}
      busy={update.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <AllocationField
        hint={t('admin.form.allocationHint', { count: subscription.current_card_count })}
        error={errors.cardAllocation?.message}
        describedBy={update.isError ? alertId : undefined}
        {...form.register('cardAllocation', { setValueAs: asNumber })}
      />
      <SelectField
        label={t('admin.form.status')}
        options={subscriptionStatusSchema.options.map((status) => ({
          value: status,
          label: t(`admin.status.${status}`),
        }))}
        hint={
          ownStatus ? undefined : t('admin.form.statusHint', { provider: subscription.provider })
        }
        {...form.register('status')}
      />
    </DialogForm>
  );
}
