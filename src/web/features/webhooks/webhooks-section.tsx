import { useState, type ReactNode } from 'react';
import { Send, Webhook } from 'lucide-react';
import {
  WEBHOOK_EVENTS,
  webhookCreateSchema,
  type WebhookEvent,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../shared/webhooks';
import { Badge } from '../../components/ui/badge';
import { CheckboxGroupField, TextField } from '../../components/ui/form-field';
import { Panel } from '../../components/ui/panel';
import { RevokeList } from '../../components/ui/revoke-list';
import { SecretOnceNotice } from '../../components/ui/secret-once-notice';
import { BusyButton } from '../../components/ui/submit-button';
import { formatDateTime } from '../../lib/format';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useWebhooks,
  WEBHOOK_FAILURES,
} from './api';
import { targetRefusalText } from './target-refusal';

/** Each event by what happens (shared/webhooks.ts WEBHOOK_EVENT_LABELS). */
const EVENT_LABELS = {
  'lead.created': 'webhooks.event.leadCreated',
  'card.updated': 'webhooks.event.cardUpdated',
  'card.deleted': 'webhooks.event.cardDeleted',
} as const satisfies Record<WebhookEvent, MessageId>;

function AddWebhookForm({
  orgId,
  onCreated,
}: {
  orgId: string | null;
  onCreated: (secret: string) => void;
}) {
  const t = useT();
  const create = useCreateWebhook(orgId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(webhookCreateSchema, { defaultValues: { url: '', events: ['lead.created'] } });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      reset();
      onCreated(created.secret);
    } catch (error) {
      // The server decides which addresses may be reached (plain http only where its operator
      // allows it): its reason goes under the field.
      const reason = targetRefusalText(error);
      if (reason) setError('url', { message: reason }, { shouldFocus: true });
      else toastFailure(error, WEBHOOK_FAILURES.create);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 grid gap-5">
      <TextField
        label={t('webhooks.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        // An address, the same in every language.
        // eslint-disable-next-line i18next/no-literal-string
        placeholder="https://hooks.example.com/cardvault"
        dir="ltr"
        hint={t('webhooks.urlHint')}
        error={errors.url?.message}
        {...register('url')}
      />
      <CheckboxGroupField
        legend={t('webhooks.events')}
        options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(EVENT_LABELS[event]) }))}
        error={errors.events?.message}
        {...register('events')}
      />
      <div className="sm:flex sm:justify-end">
        <BusyButton type="submit" busy={create.isPending} className="w-full sm:w-auto">
          {t('webhooks.add')}
        </BusyButton>
      </div>
    </form>
  );
}

const STATE_BADGES = {
  queued: { tone: 'brand', label: 'webhooks.state.sending' },
  sending: { tone: 'brand', label: 'webhooks.state.sending' },
  retrying: { tone: 'warning', label: 'webhooks.state.retrying' },
  delivered: { tone: 'success', label: 'webhooks.state.delivered' },
  failed: { tone: 'danger', label: 'webhooks.state.failed' },
} as const;

/** What the endpoint answered last, once an attempt has ended; what happens now before that. */
function deliveryDetail(delivery: WebhookDelivery): string {
  const answer =
    delivery.lastStatusCode === null
      ? translate('webhooks.noAnswer')
      : translate('webhooks.httpStatus', { status: delivery.lastStatusCode });
  const attempts = translate('webhooks.attempts', { count: delivery.attempts });
  switch (delivery.state) {
    case 'queued':
      return translate('webhooks.queued');
    case 'sending':
      return delivery.attempts > 1
        ? translate('webhooks.waitingAttempt', { attempt: delivery.attempts })
        : translate('webhooks.waiting');
    case 'retrying':
      return [
        answer,
        attempts,
        translate('webhooks.nextTry', { date: formatDateTime(delivery.nextAttemptAt) }),
      ].join(' · ');
    default:
      return `${answer} · ${attempts}`;
  }
}

function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  const t = useT();
  const badge = STATE_BADGES[delivery.state];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <Badge tone={badge.tone}>{t(badge.label)}</Badge>
      <span dir="ltr" className="font-mono text-xs text-ink">
        {delivery.type}
      </span>
      <span className="text-ink-muted">{deliveryDetail(delivery)}</span>
      <span className="text-ink-muted sm:ms-auto">{formatDateTime(delivery.createdAt)}</span>
    </li>
  );
}

function EndpointItem({
  orgId,
  endpoint,
  deleteButton,
}: {
  orgId: string | null;
  endpoint: WebhookEndpoint;
  deleteButton: ReactNode;
}) {
  const t = useT();
  const test = useTestWebhook(orgId);
  const sendTest = async () => {
    try {
      await test.mutateAsync(endpoint.id);
      toast.success(translate('webhooks.testQueued'));
    } catch (error) {
      toastFailure(error, WEBHOOK_FAILURES.test);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p dir="ltr" className="text-start font-mono text-sm break-all text-ink">
        {endpoint.url}
      </p>
      <p className="mt-1 text-xs text-ink-muted">
        <bdi dir="ltr">{endpoint.events.join(', ')}</bdi>
        {' · '}
        {t('webhooks.added', { date: formatDateTime(endpoint.createdAt) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <BusyButton
          variant="outline"
          size="sm"
          busy={test.isPending}
          onClick={() => void sendTest()}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {t('webhooks.sendTest')}
        </BusyButton>
        {deleteButton}
      </div>
      <h3 className="mt-4 text-sm font-semibold text-ink">{t('webhooks.lastDeliveries')}</h3>
      {endpoint.deliveries.length ? (
        <ul className="divide-y divide-slate-100">
          {endpoint.deliveries.map((delivery) => (
            <DeliveryLine key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t('webhooks.noDeliveries')}</p>
      )}
    </li>
  );
}

/**
 * Webhooks (docs/product.md#webhooks): add, test and delete endpoints. The account page's, or with
 * `organisation` that organisation's, which hear every card of it
 * (docs/product.md#team-insights-and-leads).
 */
export function WebhooksSection({
  organisation = null,
}: {
  organisation?: { id: string; name: string } | null;
}) {
  const t = useT();
  const orgId = organisation?.id ?? null;
  const list = useWebhooks(orgId);
  const remove = useDeleteWebhook(orgId);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Panel
      title={
        <>
          <Webhook aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {/* The team page's own heading already says "Webhooks" and whose they are. */}
          {organisation ? t('webhooks.endpoints') : t('webhooks.title')}
        </>
      }
      description={
        organisation ? t('webhooks.organisationDescription') : t('webhooks.accountDescription')
      }
    >
      <AddWebhookForm orgId={orgId} onCreated={setSecret} />
      {secret ? (
        <SecretOnceNotice
          title={t('webhooks.addedTitle')}
          message={t('webhooks.secretOnce')}
          secret={secret}
          name={t('webhooks.secret')}
          copyLabel={t('webhooks.copySecret')}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <RevokeList
        className="mt-6"
        query={list}
        items={list.data?.items}
        label={t('webhooks.list')}
        listClassName="space-y-4"
        loading={t('webhooks.loading')}
        loadFailure={WEBHOOK_FAILURES.load}
        empty={<p className="text-sm text-ink-muted">{t('webhooks.none')}</p>}
        action={t('webhooks.delete')}
        buttonLabel={(endpoint) => t('webhooks.deleteLabel', { url: endpoint.url })}
        confirm={{
          title: t('webhooks.deleteTitle'),
          description: (endpoint) => t('webhooks.deleteBody', { url: endpoint.url }),
        }}
        revokeFailure={WEBHOOK_FAILURES.remove}
        onRevoke={async (endpoint) => {
          await remove.mutateAsync(endpoint.id);
          toast.success(translate('webhooks.deleted'));
        }}
        renderItem={(endpoint, deleteButton) => (
          <EndpointItem orgId={orgId} endpoint={endpoint} deleteButton={deleteButton} />
        )}
      />
    </Panel>
  );
}
