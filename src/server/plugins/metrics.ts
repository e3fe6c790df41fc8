import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnalyticsCounter } from '../modules/insights';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import { ERROR_CODES } from '../../shared/error-codes';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/app-error';
import { hostOf, isDirectLoopbackRequest, isLoopbackHost } from '../lib/loopback';
import { DRAWING_KINDS, type ImageReencoder } from '../lib/images';
import type { ResponseCache } from '../modules/public-page';
import type { Mailer } from './mail';
import { askPrimaryForClusterMetrics } from './metrics-relay';

/**
 * `GET /metrics` in Prometheus' text format (docs/product.md#metrics): requests and their latency
 * per route, the event loop, the database's queue or pool, the outbox, and what the public card
 * cache saved. Counting costs a histogram observation per routed request; everything else is read
 * only when the metrics are scraped. Each app has its own registry, so test apps share nothing.
 */
export function registerMetrics(
  app: FastifyInstance,
  sources: {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    publicCards: ResponseCache;
    analytics: AnalyticsCounter;
    images: ImageReencoder;
  },
): void {
  const { config, database, mailer, publicCards, analytics, images } = sources;
  const registry = new Registry();
  // The process metrics (memory, event loop delay, handles) start with the first scrape, so a
  // single server nobody scrapes, and every test app, runs no event loop monitor.
  let processMetricsStarted = false;
  const startProcessMetrics = () => {
    if (processMetricsStarted) return;
    processMetricsStarted = true;
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  };

  const duration = new Histogram({
    name: 'cardvault_http_request_duration_seconds',
    help: 'Time from a routed request to its answer, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        // The route's pattern, never the raw URL (ids and query strings would make a series each).
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const stats = publicCards.stats;
  new Counter({
    name: 'cardvault_front_door_answers_total',
    help: 'Public card answers (pages, vCards, QR codes) given from memory before routing',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats.cachedResponseAnswers);
    },
  });
  new Counter({
    name: 'cardvault_public_card_lookups_total',
    help: 'Public card lookups, by whether the card row was fresh in memory (hit), read (load) or no card has the id, known without a query (unknown)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, stats.rowHits);
      this.inc({ result: 'load' }, stats.rowLoads);
      this.inc({ result: 'unknown' }, stats.unknownIds);
    },
  });
  new Gauge({
    name: 'cardvault_public_card_hit_ratio',
    help: 'Share of public card lookups answered from memory since start (0 to 1)',
    registers: [registry],
    collect() {
      const lookups = stats.rowHits + stats.rowLoads;
      this.set(lookups === 0 ? 0 : stats.rowHits / lookups);
    },
  });

  // Image work (lib/images.ts): what was decoded or drawn, and what waits for its turn.
  new Counter({
    name: 'cardvault_drawings_total',
    help: 'Images decoded or drawn by this process, by what for (uploads, QR codes, icons, …)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const kind of DRAWING_KINDS) this.inc({ kind }, images.drawn[kind]);
    },
  });
  new Gauge({
    name: 'cardvault_drawings_waiting',
    help: 'Decodes and drawings waiting for a free slot (one per core)',
    registers: [registry],
    collect() {
      this.set(images.waiting);
    },
  });

  new Gauge({
    name: 'cardvault_database_waiting',
    help: "Queries waiting: for PGlite's turn on the event loop, or for a free pool connection",
    registers: [registry],
    collect() {
      this.set(database.load().waiting);
    },
  });
  new Gauge({
    name: 'cardvault_database_connections',
    help: "The PostgreSQL pool's connections, by state (none on PGlite)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const connections = database.load().connections;
      if (!connections) return;
      this.set({ state: 'open' }, connections.open);
      this.set({ state: 'idle' }, connections.idle);
    },
  });

  // Insights: this process's flushes (docs/product.md#insights).
  new Counter({
    name: 'cardvault_analytics_flushes_total',
    help: 'Insights flushes that wrote counts, by result (a failed one keeps its counts for the next)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'written' }, analytics.stats.flushes);
      this.inc({ result: 'failed' }, analytics.stats.failures);
    },
  });
  new Counter({
    name: 'cardvault_analytics_flushed_rows_total',
    help: 'Insights counts and visitor hashes written by this process',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ kind: 'counts' }, analytics.stats.rows);
      this.inc({ kind: 'visitors' }, analytics.stats.visitors);
    },
  });
  new Gauge({
    name: 'cardvault_analytics_pending',
    help: 'Insights counts and visitor hashes waiting in memory for the next flush',
    registers: [registry],
    collect() {
      this.set(analytics.pending);
    },
  });

  // The outbox is shared by every instance: one query per scrape reads its depth and its oldest.
  const outboxGauges = {
    depth: new Gauge({
      name: 'cardvault_outbox_pending',
      help: 'Mails waiting in the outbox to be delivered (all instances)',
      registers: [registry],
    }),
    age: new Gauge({
      name: 'cardvault_outbox_oldest_pending_seconds',
      help: 'Age of the oldest mail waiting in the outbox (0 when none waits)',
      registers: [registry],
    }),
  };
  // The webhook queue likewise (docs/product.md#webhooks).
  const webhookGauges = {
    depth: new Gauge({
      name: 'cardvault_webhook_deliveries_pending',
      help: 'Webhook deliveries waiting to be sent or retried (all instances)',
      registers: [registry],
    }),
    age: new Gauge({
      name: 'cardvault_webhook_oldest_pending_seconds',
      help: 'Age of the oldest webhook delivery waiting (0 when none waits)',
      registers: [registry],
    }),
  };
  const readWebhookQueue = async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as age
          from webhook_deliveries where status = 'pending'`,
    )) as { rows: { pending: number; age: number | null }[] };
    const row = result.rows[0];
    webhookGauges.depth.set(Number(row?.pending ?? 0));
    webhookGauges.age.set(Math.max(0, Number(row?.age ?? 0)));
  };
  const readOutbox = async () => {
    const { pending, oldestPendingAt } = await mailer.backlog();
    outboxGauges.depth.set(pending);
    outboxGauges.age.set(
      oldestPendingAt ? Math.max(0, (Date.now() - oldestPendingAt.getTime()) / 1000) : 0,
    );
  };

  const workers = cluster.isWorker && config.workers > 1;
  if (workers) {
    AggregatorRegistry.setRegistries(registry);
    // A cluster's primary asks every worker at once, not through this route.
    startProcessMetrics();
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const reader = scraperOf(config, request);
    if (reader === 'public') {
      throw AppError.notFound(`No route ${request.method} ${request.url}`);
    }
    if (reader === 'refused') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(
        ERROR_CODES.UNAUTHORIZED,
        'Metrics need the METRICS_TOKEN as a bearer token, or a direct request from this machine',
      );
    }
    startProcessMetrics();
    await readOutbox().catch((err: unknown) =>
      request.log.warn({ err }, 'metrics: the outbox could not be read'),
    );
    await readWebhookQueue().catch((err: unknown) =>
      request.log.warn({ err }, 'metrics: the webhook queue could not be read'),
    );
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return workers ? askPrimaryForClusterMetrics() : registry.metrics();
  });
}

/**
 * Who asks: the token, compared in constant time; or, without one, the machine itself: a direct
 * loopback request (no sign of a proxy, no TRUST_PROXY: a proxy on this host connects from loopback
 * too) addressed to a loopback name. A loopback request addressed to any other name came through a
 * proxy on this machine that adds no header (a TCP relay, stunnel, an SSH tunnel): it is the
 * public's, and is answered as if there were no metrics here (`public`). Anything else is refused
 * with a request for the token.
 */
function scraperOf(config: Config, request: FastifyRequest): 'allowed' | 'refused' | 'public' {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ') && config.metricsToken) {
    const digest = (value: string) => createHash('sha256').update(value).digest();
    if (timingSafeEqual(digest(header.slice(7)), digest(config.metricsToken))) return 'allowed';
  }
  if (config.trustProxy !== false || !isDirectLoopbackRequest(request)) return 'refused';
  if (!isLoopbackHost(hostOf(request.headers.host))) return 'public';
  return header === undefined ? 'allowed' : 'refused';
}
