import { useState, type ReactNode } from 'react';
import { Send, Webhook } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  webhookCreateSchema,
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
import { isApiError } from '../../lib/http';
import { toast, toastFailure } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useWebhooks,
  WEBHOOK_FAILURES,
} from './api';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({
  value: event,
  label: WEBHOOK_EVENT_LABELS[event],
}));

function AddWebhookForm({
  orgId,
  onCreated,
}: {
  orgId: string | null;
  onCreated: (secret: string) => void;
}) {
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
      const reason = isApiError(error, ERROR_CODES.VALIDATION_ERROR)
        ? /^url: (.+)$/.exec(error.message)?.[1]
        : undefined;
      if (reason) setError('url', { message: reason }, { shouldFocus: true });
      else toastFailure(error, WEBHOOK_FAILURES.create);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 grid gap-5">
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://hooks.example.com/cardvault"
        hint="An HTTPS address on the public internet, or on this site's own network if its operator allows it."
        error={errors.url?.message}
        {...register('url')}
      />
      <CheckboxGroupField
        legend="Events"
        options={EVENT_OPTIONS}
        error={errors.events?.message}
        {...register('events')}
      />
      <div className="sm:flex sm:justify-end">
        <BusyButton type="submit" busy={create.isPending} className="w-full sm:w-auto">
          Add endpoint
        </BusyButton>
      </div>
    </form>
  );
}

const STATE_BADGES = {
  queued: { tone: 'brand', label: 'Sending…' },
  sending: { tone: 'brand', label: 'Sending…' },
  retrying: { tone: 'warning', label: 'Retrying' },
  delivered: { tone: 'success', label: 'Delivered' },
  failed: { tone: 'danger', label: 'Failed' },
} as const;

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/** What the endpoint answered last, once an attempt has ended; what happens now before that. */
function deliveryDetail(delivery: WebhookDelivery): string {
  const answer = delivery.lastStatusCode === null ? 'No answer' : `HTTP ${delivery.lastStatusCode}`;
  switch (delivery.state) {
    case 'queued':
      return 'Queued';
    case 'sending':
      return delivery.attempts > 1
        ? `Waiting for an answer · attempt ${delivery.attempts}`
        : 'Waiting for an answer';
    case 'retrying':
      return `${answer} · ${attemptsText(delivery.attempts)} · next try ${formatDateTime(delivery.nextAttemptAt)}`;
    default:
      return `${answer} · ${attemptsText(delivery.attempts)}`;
  }
}

function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  const badge = STATE_BADGES[delivery.state];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      <span className="font-mono text-xs text-ink">{delivery.type}</span>
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
  const test = useTestWebhook(orgId);
  const sendTest = async () => {
    try {
      await test.mutateAsync(endpoint.id);
      toast.success('Test event queued; its delivery shows below.');
    } catch (error) {
      toastFailure(error, WEBHOOK_FAILURES.test);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-mono text-sm break-all text-ink">{endpoint.url}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {endpoint.events.join(', ')} · added {formatDateTime(endpoint.createdAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <BusyButton
          variant="outline"
          size="sm"
          busy={test.isPending}
          onClick={() => void sendTest()}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          Send test event
        </BusyButton>
        {deleteButton}
      </div>
      <h3 className="mt-4 text-sm font-semibold text-ink">Last deliveries</h3>
      {endpoint.deliveries.length ? (
        <ul className="divide-y divide-slate-100">
          {endpoint.deliveries.map((delivery) => (
            <DeliveryLine key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">None yet. Send a test event to try it.</p>
      )}
    </li>
  );
}

const ACCOUNT_DESCRIPTION =
  "Send new leads and card changes to your CRM or automation tool. Each request is signed with the endpoint's secret (Standard Webhooks) and retried for a while if your endpoint is down.";
const ORGANISATION_DESCRIPTION =
  "Each request is signed with the endpoint's secret (Standard Webhooks) and retried for a while if your endpoint is down.";

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
          {organisation ? 'Endpoints' : 'Webhooks'}
        </>
      }
      description={organisation ? ORGANISATION_DESCRIPTION : ACCOUNT_DESCRIPTION}
    >
      <AddWebhookForm orgId={orgId} onCreated={setSecret} />
      {secret ? (
        <SecretOnceNotice
          title="Endpoint added: copy its signing secret"
          message={WEBHOOK_MESSAGES.secretOnce}
          secret={secret}
          name="Signing secret"
          copyLabel="Copy secret"
          onDone={() => setSecret(null)}
        />
      ) : null}
      <RevokeList
        className="mt-6"
        query={list}
        items={list.data?.items}
        label="Webhook endpoints"
        listClassName="space-y-4"
        loading="Loading webhooks…"
        loadFailure={WEBHOOK_FAILURES.load}
        empty={<p className="text-sm text-ink-muted">No endpoints yet.</p>}
        action="Delete"
        buttonLabel={(endpoint) => `Delete the endpoint ${endpoint.url}`}
        confirm={{
          title: 'Delete webhook endpoint',
          description: (endpoint) =>
            `Events will no longer be sent to ${endpoint.url}. Its deliveries are deleted too.`,
        }}
        revokeFailure={WEBHOOK_FAILURES.remove}
        onRevoke={async (endpoint) => {
          await remove.mutateAsync(endpoint.id);
          toast.success('Webhook endpoint deleted.');
        }}
        renderItem={(endpoint, deleteButton) => (
          <EndpointItem orgId={orgId} endpoint={endpoint} deleteButton={deleteButton} />
        )}
      />
    </Panel>
  );
}
