/**
 * Webhooks (docs/product.md#webhooks): HTTPS endpoints an owner adds on the account page, the events
 * each receives, and the deliveries listed beside them. Shared by the account page's form and the
 * server's routes.
 */
import { z } from 'zod';

/** The events an endpoint can subscribe to. `webhook.test` is sent by the test button only. */
export const WEBHOOK_EVENTS = ['lead.created', 'card.updated', 'card.deleted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'A visitor shares their details (lead.created)',
  'card.updated': 'A card is updated (card.updated)',
  'card.deleted': 'A card is deleted (card.deleted)',
};

export const WEBHOOK_URL_MAX_LENGTH = 2_000;
/** Endpoints one user may have. */
export const WEBHOOKS_PER_USER = 10;
/** The deliveries listed under each endpoint, newest first. */
export const WEBHOOK_DELIVERIES_LISTED = 10;
/** Test events (`Send test event`) one endpoint may be sent, and one user may send, per window. */
export const WEBHOOK_TEST_LIMITS = {
  perEndpoint: { max: 10, windowMinutes: 10 },
  perUser: { max: 30, windowMinutes: 60 },
} as const;

const tryAgainIn = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

export const WEBHOOK_MESSAGES = {
  invalidUrl: 'Enter a valid URL, such as https://hooks.example.com/cardvault',
  noEvents: 'Choose at least one event',
  tooMany: `You can have at most ${WEBHOOKS_PER_USER} webhook endpoints. Delete one to add another.`,
  notFound: 'Webhook endpoint not found',
  secretOnce: "Copy this signing secret now: you won't see it again.",
  testsPerEndpoint: (retryAfterSeconds: number) =>
    `Too many test events for this endpoint: at most ${WEBHOOK_TEST_LIMITS.perEndpoint.max} in ${WEBHOOK_TEST_LIMITS.perEndpoint.windowMinutes} minutes. ${tryAgainIn(retryAfterSeconds)}`,
  testsPerUser: (retryAfterSeconds: number) =>
    `Too many test events: at most ${WEBHOOK_TEST_LIMITS.perUser.max} in ${WEBHOOK_TEST_LIMITS.perUser.windowMinutes} minutes across your endpoints. ${tryAgainIn(retryAfterSeconds)}`,
} as const;

const isWebUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
};

export const webhookCreateSchema = z.object({
  /** The organisation's endpoint (it hears every organisation card); owners and admins. */
  orgId: z.string().trim().min(1).max(64).optional(),
  /** https only; the server also refuses addresses that are not public (docs/product.md#webhooks). */
  url: z
    .string()
    .trim()
    .min(1, WEBHOOK_MESSAGES.invalidUrl)
    .max(WEBHOOK_URL_MAX_LENGTH, `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
    .refine(isWebUrl, WEBHOOK_MESSAGES.invalidUrl),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, WEBHOOK_MESSAGES.noEvents)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** The secret is in this answer and in no other. */
export const webhookCreatedSchema = z.object({ id: z.string(), secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookIdSchema = z.object({
  id: z.uuid('id: must be a webhook endpoint id'),
  /** One of the organisation's endpoints. */
  orgId: z.string().trim().min(1).max(64).optional(),
});

/** `webhooks/list`: the caller's endpoints, or with `orgId` the organisation's. */
export const webhookListRequestSchema = z
  .object({ orgId: z.string().trim().min(1).max(64).optional() })
  .optional();

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Where a delivery is now, as its owner sees it: `queued` (no attempt yet), `sending` (an attempt
 * under way), `retrying` (an attempt failed, the next is at `nextAttemptAt`), `delivered`, or
 * `failed` (the last attempt failed). Only `delivered` and `failed` are settled.
 */
export const WEBHOOK_DELIVERY_STATES = [
  'queued',
  'sending',
  'retrying',
  'delivered',
  'failed',
] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** When the next attempt is due while `retrying`; null otherwise. */
  nextAttemptAt: z.string().nullable(),
  /** The last answer's HTTP status; null before any answer (refused, unreachable, timed out). */
  lastStatusCode: z.number().int().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** What every delivery's JSON body looks like. */
export interface WebhookPayload {
  type: WebhookEventType;
  /** ISO 8601, when the event happened (the same on every retry). */
  timestamp: string;
  data: unknown;
}
