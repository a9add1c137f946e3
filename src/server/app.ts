// buildApp(config): the whole server, used by main.ts and by the tests alike.
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './app-context';
import { openDatabase, type Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { clientAddress } from './lib/client-address';
import { createMailer } from './lib/mail';
import { createEngines, type Engines } from './engines/index';
import { createUsageLogger } from './engines/usage-log';
import { isApiPath, registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerJsonBody } from './plugins/json-body';
import { loadClientBundle, registerClient } from './plugins/client';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerNamesRoutes } from './modules/names/names.routes';
import { registerCoversRoutes } from './modules/covers/covers.routes';
import { registerEngagementRoutes } from './modules/engagement/engagement.routes';
import { registerMediaRoutes } from './modules/media/media.routes';
import { registerAuth } from './plugins/auth';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';

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
  /** Engines to use instead of the configured ones (tests pass seeded or failing ones). */
  engines?: Engines;
  /** Seed of the local engines' randomness (tests). */
  engineSeed?: number;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database =
    deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }));

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  const mailer = createMailer(config, app.log);
  const clock = deps.clock ?? systemClock;
  const engines = deps.engines ?? createEngines(config, createUsageLogger(database.db, () => clock.now()), { seed: deps.engineSeed });
  const ctx: AppContext = { config, database, db: database.db, clock, mailer, engines };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only (no text/plain), and no NUL characters.
  registerJsonBody(app);

  app.decorateRequest('clientIp', '');
  app.decorateRequest('userId', null);
  app.addHook('onRequest', (req, _reply, done) => {
    req.clientIp = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.trustProxy);
    done();
  });
  app.addHook('onClose', async () => {
    mailer.close();
    if (!deps.database) await database.close();
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
  registerAuth(app, ctx);

  registerSystemRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerNamesRoutes(app, ctx);
  registerCoversRoutes(app, ctx);
  registerEngagementRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);

  const sendSpa = bundle ? await registerClient(app, bundle, config.publicUrl) : undefined;
  app.setNotFoundHandler((req, reply) => {
    if (sendSpa && !isApiPath(req.url) && (req.method === 'GET' || req.method === 'HEAD')) return sendSpa(req.url, reply);
    return reply.code(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  return app;
}
