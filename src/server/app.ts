// buildApp(config): the whole server, used by main.ts and by the tests alike.
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './app-context';
import { openDatabase, type Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { cryptoSeeds, type SeedSource } from './lib/random';
import { createConfiguredImageStore, type ImageStore } from './lib/image-store';
import { clientAddress, compileTrust, trustProxyWarning } from './lib/client-address';
import { createMailer } from './lib/mail';
import { createEngines, type Engines } from './engines/index';
import { createUsageLogger } from './modules/ai-usage/ai-usage.repo';
import { frameworkErrors, isApiPath, registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerJsonBody } from './plugins/json-body';
import { loadClientBundle, registerClient } from './plugins/client';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { systemModule } from './modules/system/system.routes';
import { analyticsModule } from './modules/analytics/analytics.routes';
import { contentModule } from './modules/content/content.routes';
import { namesModule } from './modules/names/names.routes';
import { coversModule } from './modules/covers/covers.routes';
import { quotaModule } from './modules/quota/quota.routes';
import { engagementModule } from './modules/engagement/engagement.routes';
import { mediaModule } from './modules/media/media.routes';
import { registerAuth } from './plugins/auth';
import { authModule } from './modules/auth/auth.routes';
import { resolveSession } from './modules/auth/sessions.service';
import { paymentsModule } from './modules/payments/payments.routes';
import { choosePaymentProvider } from './modules/payments/payment-provider';
import { writingModule } from './modules/writing/writing.routes';
import { libraryModule } from './modules/library/library.routes';
import { studioModule } from './modules/studio/studio.routes';
import { pressKitModule } from './modules/press-kit/press-kit.routes';
import { adminLoginModule } from './modules/admin/admin-login.routes';
import { adminModule } from './modules/admin/admin.routes';
import { takenModule } from './modules/taken/taken.routes';
import { ensureAdminPassword, passwordAnnouncer } from './modules/admin/admin-password';
import { maintenanceModule } from './modules/maintenance/maintenance.routes';
import { createMailOutbox } from './modules/mail/mail-outbox';
import { mailQueueDepth } from './modules/mail/mail-outbox.repo';
import { mailModule } from './modules/mail/mail.routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address the visitor is counted by (see lib/client-address.ts). */
    clientIp: string;
    /** The signed-in user's id, or null. */
    userId: number | null;
  }
}

export interface AppDeps {
  /** An already open database (tests pass a throwaway one); otherwise opened from config. */
  database?: Database;
  clock?: Clock;
  /** Where services and the local engines draw fresh seeds; crypto unless given (tests seed it). */
  random?: SeedSource;
  /** Where pictures are kept instead of the configured folder. */
  images?: ImageStore;
  /** Engines to use instead of the configured ones (tests pass seeded or failing ones). */
  engines?: Engines;
  /** Seed of the local engines' randomness (tests). */
  engineSeed?: number;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database =
    deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }));

  const trustProxy = compileTrust(config.trustProxy);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Readable lines for a person at a terminal; JSON lines (the default) for log collectors.
            ...(config.logFormat === 'pretty' && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }),
          },
    trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    frameworkErrors,
    // A visitor whose headers or body have not all arrived within the limit is answered 408 and
    // cut off, so slow senders cannot hold connections (and their memory) open. The whole request
    // counts, so trickling a byte now and then does not extend it. Node only looks for such
    // requests every connectionsCheckingInterval (30 s by default), which would let one live up to
    // twice the limit; checking every second keeps the answer within a second of it. Idle
    // keep-alive connections are not requests in progress: keepAliveTimeout governs them.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(config.requestTimeoutMs),
    },
    clientErrorHandler,
  });
  const proxyWarning = trustProxyWarning(config.trustProxy);
  if (proxyWarning) app.log.warn(proxyWarning);
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? cryptoSeeds;
  const metrics = createMetrics({ processMetrics: Boolean(config.metricsToken) });
  // Every message goes through the outbox table, which tries it with the transport and retries.
  const mailer = createMailOutbox({ db: database.db, transport: metrics.observeMailer(createMailer(config, app.log, clock)), clock, log: app.log });
  metrics.observeMailQueue(() => mailQueueDepth(database.db));
  const givenEngines =
    deps.engines ?? createEngines(config, metrics.observeUsage(createUsageLogger(database.db, () => clock.now())), { seed: deps.engineSeed, random });
  const engines: Engines = { ...givenEngines, art: metrics.observeArt(givenEngines.art) };
  const ctx: AppContext = { config, database, db: database.db, clock, random, mailer, engines, images: deps.images ?? createConfiguredImageStore(config) };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (no text/plain), and no NUL characters.
  registerJsonBody(app);

  app.decorateRequest('clientIp', '');
  app.decorateRequest('userId', null);
  app.addHook('onRequest', (req, _reply, done) => {
    req.clientIp = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy);
    done();
  });
  app.addHook('onClose', async () => {
    mailer.close();
    // Engines passed in belong to the caller; the ones made here hold the render workers.
    if (!deps.engines) await engines.close?.();
    if (!deps.database) await database.close();
  });
  // A server that listens starts its render workers now, not on its first visitor's cover;
  // app.inject tests never listen, so they start none unless they render.
  app.addHook('onListen', (done) => {
    engines.start?.();
    done();
  });
  // A request still in flight when closing starts (a cover waiting on the render workers) is
  // answered with Connection: close; otherwise its keep-alive connection would hold
  // server.close() open until the keep-alive timeout, past the shutdown deadline.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const bundle = loadClientBundle(config.clientDir);
  await registerSecurity(app, {
    inlineScriptHashes: bundle?.inlineScriptHashes ?? [],
    paymentOrigins: config.stripe.secretKey ? ['https://js.stripe.com', 'https://checkout.stripe.com'] : [],
  });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Band Name Studio API', version: '1.0.0', description: 'The JSON API behind the band name site.' },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  // Before the modules, so that its hooks see every route's answers.
  registerMetrics(app, metrics, config.metricsToken);
  registerAuth(app, (token) => resolveSession(ctx, token));

  // Each module is an encapsulated plugin with what it needs passed in.
  await app.register(systemModule, { ctx, isClosing: () => closing });
  await app.register(analyticsModule, { ctx });
  await app.register(contentModule, { ctx });
  await app.register(namesModule, { ctx });
  await app.register(coversModule, { ctx });
  await app.register(quotaModule, { ctx });
  await app.register(engagementModule, { ctx });
  await app.register(mediaModule, { ctx });
  await app.register(authModule, { ctx });
  await app.register(paymentsModule, { ctx, ...choosePaymentProvider(ctx) });
  await app.register(writingModule, { ctx });
  await app.register(libraryModule, { ctx });
  await app.register(studioModule, { ctx });
  await app.register(pressKitModule, { ctx });
  await app.register(adminLoginModule, { ctx });
  await app.register(adminModule, { ctx });
  await app.register(takenModule, { ctx });
  await app.register(maintenanceModule, { ctx });
  await app.register(mailModule, { ctx, outbox: mailer });
  await ensureAdminPassword(ctx, passwordAnnouncer(app.log));

  const sendSpa = bundle ? await registerClient(app, bundle, config.publicUrl) : undefined;
  app.setNotFoundHandler((req, reply) => {
    if (sendSpa && !isApiPath(req.url) && (req.method === 'GET' || req.method === 'HEAD')) return sendSpa(req.url, reply);
    return reply.code(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  return app;
}

/** How often Node sweeps for requests over their time limit: a second, or less for short limits. */
export function connectionsCheckingInterval(requestTimeoutMs: number): number {
  return Math.max(100, Math.min(1000, Math.floor(requestTimeoutMs / 10)));
}

/** Answers a request the HTTP parser gave up on (too slow, malformed, headers too large) in the
 * API's error shape, then closes the connection: after such an error the stream cannot be trusted
 * to hold a next request. */
function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', { error: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' }]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', { error: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' }]
        : [400, 'Bad Request', { error: 'Malformed HTTP request', code: 'BAD_REQUEST' }];
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
