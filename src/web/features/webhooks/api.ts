import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  webhookCreatedSchema,
  webhookListSchema,
  type WebhookCreateInput,
  type WebhookList,
} from '../../../shared/webhooks';
import { postJson } from '../../lib/http';
import { webhookKeys } from '../../lib/query-keys';
import { translate } from '../../lib/i18n/intl';

/** What each failed call says, in the active language when it is read. */
export const WEBHOOK_FAILURES = {
  get load() {
    return translate('webhooks.failure.load');
  },
  get create() {
    return translate('webhooks.failure.create');
  },
  get remove() {
    return translate('webhooks.failure.remove');
  },
  get test() {
    return translate('webhooks.failure.test');
  },
};

/**
 * While a delivery has not settled, the list is asked again, so its line follows it from sending
 * to delivered (or to a retry): soon while it is queued or being sent, at its next attempt while
 * it waits to be retried. Settled deliveries (delivered, failed) are not asked about.
 */
const SENDING_REFRESH_MS = 2_000;
const LONGEST_REFRESH_MS = 60_000;
/** A delivery queued this long ago whose worker has not taken it is asked about less often. */
const STALE_QUEUE_MS = 2 * 60_000;

export function refreshIntervalOf(list: WebhookList | undefined, now = Date.now()): number | false {
  const waits = (list?.items ?? []).flatMap((item) =>
    item.deliveries.map((delivery) => {
      switch (delivery.state) {
        case 'queued':
          return now - Date.parse(delivery.createdAt) < STALE_QUEUE_MS
            ? SENDING_REFRESH_MS
            : LONGEST_REFRESH_MS;
        case 'sending':
          return SENDING_REFRESH_MS;
        case 'retrying':
          return Date.parse(delivery.nextAttemptAt ?? '') - now + SENDING_REFRESH_MS;
        default:
          return undefined;
      }
    }),
  );
  const pending = waits.filter((wait) => wait !== undefined);
  if (!pending.length) return false;
  const soonest = Math.min(
    ...pending.map((wait) => (Number.isNaN(wait) ? SENDING_REFRESH_MS : wait)),
  );
  return Math.min(LONGEST_REFRESH_MS, Math.max(SENDING_REFRESH_MS, soonest));
}

/** The account's endpoints, or with `orgId` the organisation's (its owners and admins). */
export function useWebhooks(orgId: string | null = null) {
  return useQuery({
    queryKey: webhookKeys.list(orgId),
    queryFn: async () =>
      webhookListSchema.parse(await postJson('/api/webhooks/list', orgId ? { orgId } : undefined)),
    refetchInterval: (query) => refreshIntervalOf(query.state.data),
  });
}

function useWebhookMutation<Input, Output>(
  orgId: string | null,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(orgId) }),
  });
}

/** The organisation's id in a request body, or nothing for the account's own endpoints. */
const orgPart = (orgId: string | null) => (orgId ? { orgId } : {});

export const useCreateWebhook = (orgId: string | null = null) =>
  useWebhookMutation(orgId, async (input: WebhookCreateInput) =>
    webhookCreatedSchema.parse(
      await postJson('/api/webhooks/create', { ...input, ...orgPart(orgId) }),
    ),
  );

export const useDeleteWebhook = (orgId: string | null = null) =>
  useWebhookMutation(orgId, (id: string) =>
    postJson<unknown>('/api/webhooks/delete', { id, ...orgPart(orgId) }),
  );

export const useTestWebhook = (orgId: string | null = null) =>
  useWebhookMutation(orgId, async (id: string) =>
    z
      .object({ id: z.string() })
      .parse(await postJson('/api/webhooks/test', { id, ...orgPart(orgId) })),
  );
