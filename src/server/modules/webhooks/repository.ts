/** All the SQL of webhooks: endpoints, queued deliveries and the worker's claims. */
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema';
import { within, type RowScope } from '../access';

export async function insertEndpoint(
  db: Database,
  values: {
    userId: string | null;
    organizationId: string | null;
    url: string;
    events: string[];
    secret: string;
  },
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

export async function countEndpoints(db: Database, scope: RowScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(within(webhookEndpoints, scope));
  return row?.n ?? 0;
}

export async function findEndpoint(
  db: Database,
  id: string,
  scope: RowScope,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), within(webhookEndpoints, scope)));
  return row;
}

export async function listEndpoints(db: Database, scope: RowScope): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(within(webhookEndpoints, scope))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function deleteEndpoint(db: Database, id: string, scope: RowScope): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), within(webhookEndpoints, scope)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The newest `limit` deliveries of each endpoint, newest first. */
export async function latestDeliveries(
  db: Database,
  endpointIds: string[],
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  if (!endpointIds.length) return [];
  const ranked = db
    .select({
      id: webhookDeliveries.id,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .as('ranked');
  const rows = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(ranked, eq(ranked.id, webhookDeliveries.id))
    .where(lte(ranked.rank, limit))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return rows.map((row) => row.delivery);
}

/** Every delivery to any endpoint within the scope, oldest first (the data export). */
export async function listDeliveries(db: Database, scope: RowScope): Promise<WebhookDeliveryRow[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(within(webhookEndpoints, scope))
    .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);
  return rows.map((row) => row.delivery);
}

/**
 * Queues `payload` for every live endpoint within the scope subscribed to `type`, in one statement
 * (inside the caller's transaction when `db` is one); returns how many were queued.
 */
export async function queueForSubscribers(
  db: Database,
  scope: RowScope,
  type: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const result = (await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_type, payload)
    select id, ${type}::text, ${JSON.stringify(payload)}::jsonb
    from ${webhookEndpoints}
    where ${within(webhookEndpoints, scope)} and ${type}::text = any(events) and disabled_at is null
    returning id`)) as { rows: { id: string }[] };
  return result.rows.length;
}

/** Queues one delivery for one endpoint (the test event). */
export async function queueDelivery(
  db: Database,
  endpointId: string,
  type: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventType: type, payload })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('webhook delivery insert returned nothing');
  return row.id;
}

export interface ClaimedDelivery {
  delivery: WebhookDeliveryRow;
  endpoint: Pick<WebhookEndpointRow, 'id' | 'url' | 'secret' | 'disabledAt'>;
}

export interface ClaimRules {
  limit: number;
  leaseSeconds: number;
  /** Deliveries in flight at once (claimed by any instance) for one endpoint, and for one owner. */
  perEndpoint: number;
  perOwner: number;
  /** A retry is claimed only if it was due by then, so a pass attempts a delivery once. */
  retriesDueBy: Date;
}

/**
 * Claims up to `limit` due deliveries for `leaseSeconds` with SKIP LOCKED, so instances never
 * send the same one at once, and counts the attempt. Fair across owners: an endpoint or an owner
 * that already has its share in flight gets no more, and owners with fewer in flight go first, so
 * one owner's slow endpoint cannot take every slot.
 */
export async function claimDueDeliveries(
  db: Database,
  rules: ClaimRules,
): Promise<ClaimedDelivery[]> {
  const fair = sql`
    with in_flight as (
      select d.endpoint_id, e.user_id
      from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.locked_until > now()
    ),
    due as (
      select d.id, d.next_attempt_at, e.user_id,
        row_number() over (partition by d.endpoint_id order by d.next_attempt_at, d.id)
          + (select count(*) from in_flight f where f.endpoint_id = d.endpoint_id) as endpoint_place
      from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending'
        and d.next_attempt_at <= now()
        and (d.attempts = 0 or d.next_attempt_at <= ${rules.retriesDueBy.toISOString()}::timestamptz)
        and (d.locked_until is null or d.locked_until < now())
    ),
    placed as (
      select id, next_attempt_at,
        row_number() over (partition by user_id order by next_attempt_at, id)
          + (select count(*) from in_flight f where f.user_id = due.user_id) as owner_place
      from due
      where endpoint_place <= ${rules.perEndpoint}
    )
    select id from placed
    where owner_place <= ${rules.perOwner}
    order by owner_place, next_attempt_at, id
    limit ${rules.limit}`;
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${rules.leaseSeconds})`,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
    })
    .where(
      sql`${webhookDeliveries.id} in (
        select id from webhook_deliveries
        where id in (${fair}) and (locked_until is null or locked_until < now())
        for update skip locked)`,
    )
    .returning();
  if (!claimed.length) return [];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        claimed.map((row) => row.endpointId),
      ),
    );
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap((delivery) => {
    const endpoint = byId.get(delivery.endpointId);
    return endpoint ? [{ delivery, endpoint }] : [];
  });
}

export async function markDelivered(
  db: Database,
  id: string,
  answer: { statusCode: number; excerpt: string },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'sent',
      deliveredAt: sql`now()`,
      lockedUntil: null,
      lastStatusCode: answer.statusCode,
      responseExcerpt: answer.excerpt,
      lastError: null,
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function markAttemptFailed(
  db: Database,
  id: string,
  outcome: {
    giveUp: boolean;
    retryInMs: number;
    statusCode: number | null;
    excerpt: string | null;
    error: string;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.giveUp ? 'failed' : 'pending',
      lockedUntil: null,
      lastStatusCode: outcome.statusCode,
      responseExcerpt: outcome.excerpt,
      lastError: outcome.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
    })
    .where(eq(webhookDeliveries.id, id));
}
