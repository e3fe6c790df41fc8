import { availableParallelism } from 'node:os';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { JobList, SITE_JOBS, startJobs } from './jobs/scheduler';
import { clientAddressReader, fastifyTrustProxy } from './lib/client-address';
import { prepareDataDir } from './lib/data-dir';
import { findUp } from './lib/find-up';
import { ImageReencoder } from './lib/images';
import { SiteAddresses } from './lib/site-addresses';
import { serializeRequest } from './lib/log-redaction';
import { registerRequestIds, requestIdGenerator } from './lib/request-id';
import { registerRequestLanguage } from './lib/mail-language';
import { registerRequestLog } from './lib/request-log';
import { IdleCollector } from './lib/idle-collector';
import {
  createAuth,
  RememberedSessions,
  SESSION_TABLES,
  registerAdminGuard,
  registerAuthRoutes,
  registerCallerLookup,
  type Auth,
} from './plugins/auth';
import { auditLogRoutes } from './plugins/audit';
import { createBilling, type BillingProvider } from './plugins/billing';
import { createMailer, newMailboxToken, registerDevMailbox, type Mailer } from './plugins/mail';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerCardFonts } from './plugins/fonts';
import { registerMetrics } from './plugins/metrics';
import {
  registerCrossSiteGuard,
  registerPrivateApiCaching,
  registerSecurityHeaders,
} from './plugins/security';
import { registerSpa } from './plugins/spa';
import { createStorage, registerMediaRoutes, type Storage } from './plugins/storage';
import { AnalyticsCounter, insightsModule, rawVisitOf } from './modules/insights';
import { accountModule } from './modules/account';
import { billingModule, endOrganisationSubscriptionNow } from './modules/billing';
import { leadsModule } from './modules/leads';
import { supportModule } from './modules/support';
import { systemModule } from './modules/system';
import { userModule } from './modules/user';
import {
  createWebhookDispatcher,
  resolveWithDns,
  webhooksModule,
  type ResolveHost,
  type WebhookDispatcher,
} from './modules/webhooks';
import { cardsModule, listCardIds, removeOrganisationCards } from './modules/cards';
import { organisationsModule } from './modules/organisations';
import { afterScimChange, scimModule } from './modules/scim';
import { createSsoSignInHooks, ssoModule } from './modules/sso';
import {
  CachedResponseServer,
  CardChangeFeed,
  findPublicCardCached,
  KnownCardIds,
  publicPageModule,
  ResponseCache,
} from './modules/public-page';
import { loadWalletKeys, shareModule, type WalletKeys } from './modules/share';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: Storage;
    mailer: Mailer;
    auth: Auth;
    /** The session cookie's name as better-auth reads it (`__Secure-` first under https). */
    sessionCookieName: string;
    rememberedSessions: RememberedSessions;
    billing: BillingProvider;
    publicCards: ResponseCache;
    images: ImageReencoder;
    /** The addresses the site answers at, for what is drawn per address (QR codes). */
    siteAddresses: SiteAddresses;
    analytics: AnalyticsCounter;
    webhooks: WebhookDispatcher;
    /** How webhook hosts are resolved before their addresses are checked (DNS but in tests). */
    webhookResolver: ResolveHost;
    /**
     * The local mailbox's address with its token, which the start-up log prints (none with
     * SMTP): docs/decisions/0025.
     */
    devMailboxUrl: string | undefined;
    /**
     * The wallet passes' keys, read and checked once at boot: the wallet routes sign with them,
     * the admin console's Site set-up says which are missing or broken.
     */
    walletKeys: WalletKeys;
  }
}

export interface BuildAppOptions {
  /** A database opened by the caller (tests hand in a cloned PGlite); the caller closes it. */
  database?: DatabaseHandle;
  /** The built web client; defaults to dist/web when it exists. `false` serves the API only. */
  webRoot?: string | false;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: { write(line: string): void };
  /** Resolves webhook hosts instead of DNS (tests map public-looking names to any address). */
  resolveHost?: ResolveHost;
  /** The local mailbox's token: a cluster's workers get their primary's; otherwise a new one. */
  mailboxToken?: string;
}

/**
 * Where log lines go: the caller's stream (tests); pino-pretty's worker on a developer's terminal;
 * otherwise stdout through a buffered asynchronous writer, so that a busy server never waits for
 * its log (pino flushes it when the process exits).
 */
function logDestination(config: Config, stream: BuildAppOptions['logStream']) {
  if (stream) return { stream };
  if (config.env === 'development' && process.stdout.isTTY) {
    return {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return { stream: pino.destination({ dest: 1, sync: false }) };
}

/** How long without a request before the idle collector gives memory back. */
const IDLE_COLLECT_AFTER_MS = 3_000;

function defaultWebRoot(): string | undefined {
  try {
    return findUp('dist/web');
  } catch {
    return undefined;
  }
}

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Made first: the cached-response server answers cached public card URLs before Fastify routes them.
  const publicCards = new ResponseCache(config.publicCardCacheMs);
  const cachedResponseServer = new CachedResponseServer(publicCards);
  const app = Fastify({
    serverFactory: cachedResponseServer.serverFactory,
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...logDestination(config, options.logStream),
    },
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // A slow sender is cut loose: the whole request within requestTimeout, and no silence longer
    // than connectionTimeout (applied by the cached-response server's server factory).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIds(app);
  registerRequestLanguage(app);
  // Memory a busy spell grew to goes back once the server is quiet (not in tests: nothing waits).
  const idleCollector = new IdleCollector(config.env === 'test' ? 0 : IDLE_COLLECT_AFTER_MS);
  registerRequestLog(app, config.logSlowRequestMs, idleCollector.count);
  app.addHook('onReady', async () => idleCollector.start());
  app.addHook('onClose', async () => idleCollector.stop());

  await prepareDataDir(config.dataDir);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  publicCards.knowIdsFrom(
    new KnownCardIds(database.writesTo?.(['cards']), (limit) => listCardIds(database.db, limit)),
  );
  const storage = await createStorage(config.storage, config.publicCardCacheMs);
  const mailer = await createMailer({ config: config.mail, database, log: app.log, storage });
  // Single sign-on's rules at sign-in (modules/sso), which the identity library asks.
  const sso = createSsoSignInHooks({
    db: database.db,
    config,
    resolveHost: options.resolveHost ?? resolveWithDns,
    log: app.log,
  });
  const auth = await createAuth({
    config,
    database,
    mailer,
    log: app.log,
    sso,
    onScimChange: (change) => afterScimChange(app, change),
  });
  const billing = await createBilling(config, database);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  const sessionCookieName = (await auth.$context).authCookies.sessionToken.name;
  app.decorate('sessionCookieName', sessionCookieName);
  app.decorate(
    'rememberedSessions',
    new RememberedSessions(sessionCookieName, Date.now, database.writesTo?.(SESSION_TABLES)),
  );
  const analytics = new AnalyticsCounter({
    db: database.db,
    log: app.log,
    enabled: config.analytics.enabled,
    flushMs: config.analytics.flushMs,
  });
  app.decorate('analytics', analytics);
  const webhookResolver = options.resolveHost ?? resolveWithDns;
  const webhooks = createWebhookDispatcher({
    db: database.db,
    log: app.log,
    config: config.webhooks,
    resolveHost: webhookResolver,
  });
  app.decorate('webhooks', webhooks);
  app.decorate('webhookResolver', webhookResolver);
  const clientAddress = clientAddressReader(config.trustProxy);
  cachedResponseServer.attach({
    log: app.log,
    sessionCookieName,
    requestId: requestIdGenerator(config.trustProxy),
    answered: idleCollector.count,
    config,
    count: (counts, cardId, req) => {
      if (!analytics.enabled) return;
      const visit = rawVisitOf(req, clientAddress(req));
      if (counts === 'view') analytics.view(cardId, visit);
      else analytics.save(cardId, visit);
    },
  });
  // A cluster's workers share the cores: one image decoded at a time per core, server-wide.
  const images = new ImageReencoder(availableParallelism() / config.workers);
  app.decorate('images', images);
  app.decorate('walletKeys', loadWalletKeys(config.wallet));
  app.decorate(
    'siteAddresses',
    new SiteAddresses(config, () => {
      const address = app.server.address();
      return address && typeof address === 'object' ? [address.port] : [];
    }),
  );
  app.decorate('billing', billing.provider);
  app.decorate('publicCards', publicCards);
  if (config.database.kind === 'postgres') {
    // Edits reach the other instances' caches at once (docs/product.md#several-instances).
    const changes = new CardChangeFeed({
      url: config.database.url,
      db: database.db,
      log: app.log,
      listener: {
        forget: (id) => publicCards.forgetFromElsewhere(id),
        forgetEverything: () => publicCards.forgetEverything(),
      },
    });
    await changes.start();
    publicCards.publishChangesWith(
      (id) => changes.publish(id),
      (err) => app.log.warn({ err }, 'card change feed: could not tell the other instances'),
    );
    app.addHook('onClose', () => changes.close());
  }

  // Counting starts before the first request and writes its last counts before the database closes.
  app.addHook('onReady', () => analytics.start());
  app.addHook('onClose', async () => {
    publicCards.close();
    await analytics.close();
    await mailer.stop();
    storage.close?.();
    await webhooks.stop();
    if (ownsDatabase) await database.close();
  });

  registerSecurityHeaders(app, config);
  registerPrivateApiCaching(app);
  registerCrossSiteGuard(app, config);
  registerCallerLookup(app);
  registerAdminGuard(app);
  // File sizes are checked by lib/multipart.ts as each part passes its limit.
  await app.register(multipart, { throwFileSizeLimit: false });
  await registerApiDocs(app, sessionCookieName);

  registerMetrics(app, { config, database, mailer, publicCards, analytics, images });
  await registerAuthRoutes(app, { sso });
  // The modules, each one plugin with its routes and jobs (docs/ARCHITECTURE.md, "Modules").
  app.decorate('jobs', new JobList(SITE_JOBS));
  await app.register(systemModule, { config, database, storage });
  await app.register(userModule);
  await app.register(accountModule);
  await app.register(cardsModule);
  await app.register(shareModule);
  await app.register(billingModule, { stripe: billing.stripe });
  await app.register(supportModule);
  await app.register(auditLogRoutes);
  await app.register(insightsModule, { findPublicCard: (id) => findPublicCardCached(app, id) });
  await app.register(leadsModule);
  await app.register(webhooksModule);
  await app.register(scimModule);
  await app.register(ssoModule);
  await app.register(organisationsModule, {
    removeHoldings: async (id) => {
      // Its subscription ends at the payment provider first: nothing is deleted while it may
      // still be billed.
      await endOrganisationSubscriptionNow(app, id);
      await removeOrganisationCards(app, id);
    },
  });
  await registerMediaRoutes(app, storage);
  await registerCardFonts(app);
  app.decorate(
    'devMailboxUrl',
    config.mail.driver === 'local'
      ? await registerDevMailbox(app, mailer, config, options.mailboxToken ?? newMailboxToken())
      : undefined,
  );

  const webRoot = options.webRoot === false ? undefined : (options.webRoot ?? defaultWebRoot());
  await app.register(publicPageModule, { webRoot });
  await registerSpa(app, webRoot);

  if (config.jobsEnabled) {
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      mailer.start();
      webhooks.start();
      stopJobs = startJobs(app, app.jobs.all());
    });
    app.addHook('preClose', async () => {
      await stopJobs?.();
    });
  }
  return app;
}
