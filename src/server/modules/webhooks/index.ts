/**
 * The webhooks module's door: its routes, the dispatcher the app starts, the events other modules
 * emit, and the webhooks an account export carries.
 */
export { checkTarget, RefusedTargetError, resolveWithDns, type ResolveHost } from './address-guard';
export { createWebhookDispatcher, type WebhookDispatcher } from './dispatcher';
export { webhooksModule } from './module';
export { emitWebhookEvent, exportOwnerWebhooks } from './service';
export type { WebhooksContext } from './context';
