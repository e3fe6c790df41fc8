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

export const WEBHOOK_FAILURES = {
  load: 'Failed to load webhooks',
  create: 'Failed to add the webhook endpoint',
  remove: 'Failed to delete the webhook endpoint',
  test: 'Failed to send a test event',
} as const;

/**
 * While a delivery queued in the last minutes still waits, the list is asked again this often, so
 * a test send shows its answer; older ones wait for retries minutes apart.
 */
const PENDING_REFRESH_MS = 3_000;
const RECENT_MS = 2 * 60_000;

const waitsForFirstAnswer = (list: WebhookList | undefined) =>
  list?.items.some((item) =>
    item.deliveries.some(
      (delivery) =>
        delivery.status === 'pending' && Date.now() - Date.parse(delivery.createdAt) < RECENT_MS,
    ),
  ) ?? false;

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: async () => webhookListSchema.parse(await postJson('/api/webhooks/list')),
    refetchInterval: (query) =>
      waitsForFirstAnswer(query.state.data) ? PENDING_REFRESH_MS : false,
  });
}

function useWebhookMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation(async (input: WebhookCreateInput) =>
    webhookCreatedSchema.parse(await postJson('/api/webhooks/create', input)),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => postJson<unknown>('/api/webhooks/delete', { id }));

export const useTestWebhook = () =>
  useWebhookMutation(async (id: string) =>
    z.object({ id: z.string() }).parse(await postJson('/api/webhooks/test', { id })),
  );
