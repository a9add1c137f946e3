// Prometheus metrics (prom-client): requests by route and status with their latency, the refusals
// of limits and quotas, the render queue, AI calls and their fallbacks, and mail. Each app has its
// own registry (tests build many apps in one process). GET /api/metrics serves them only with
// METRICS_TOKEN as a bearer token: without the setting the route does not exist (404), and a
// request without the right token is answered 401, so the figures are never public.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error';
import { sha256Hex } from '../lib/ids';
import type { Mailer } from '../lib/mail';
import type { ArtEngine, ArtRenderPlace } from '../engines/art/art-engine';
import type { UsageLogger } from '../engines/usage-log';

export interface AppMetrics {
  readonly registry: Registry;
  /** Counts each paid AI call; a failed call is a fallback to the local engine (the engines fall back on any failure). */
  observeUsage(logUsage: UsageLogger): UsageLogger;
  /** Counts mail sent and mail that could not be sent (each try). */
  observeMailer(mailer: Mailer): Mailer;
  /** The mail outbox's rows by status (queued, sending, failed for good), read at each scrape. */
  observeMailQueue(depth: () => Promise<Record<string, number>>): void;
  /** Times renders and keeps the render queue's depth (renders running or waiting, places held). */
  observeArt(art: ArtEngine): ArtEngine;
  /** What registerMetrics records each answer in. */
  readonly http: { requests: Histogram; errors: Counter; refusals: Counter };
}

export function createMetrics(options: { processMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  // Memory, CPU, event loop lag and handles: only for a server that serves them (each call starts an event loop monitor).
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (the pattern, not the path) and status code; its _count is the request rate.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by route and class (4xx, 5xx).',
    labelNames: ['route', 'class'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'limit_refusals_total',
    help: 'Requests refused with 429 by a free limit, a fair-use cap or a rate limit, by the refusal code (DAILY_LIMIT, HOURLY_LIMIT...) and route.',
    labelNames: ['code', 'route'],
    registers: [registry],
  });
  let queued = 0;
  new Gauge({
    name: 'render_queue_depth',
    help: 'Covers being rendered or waiting for a render worker in this process, places held included.',
    registers: [registry],
    collect() {
      this.set(queued);
    },
  });
  const renders = new Histogram({
    name: 'render_duration_seconds',
    help: 'Time from asking for a cover to having it, queue wait included, by engine and outcome.',
    labelNames: ['engine', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const aiCalls = new Counter({ name: 'ai_calls_total', help: 'Calls to the AI endpoint, by type (text, image) and outcome.', labelNames: ['type', 'outcome'], registers: [registry] });
  const aiFallbacks = new Counter({ name: 'ai_fallbacks_total', help: 'AI calls that failed, so the local engine answered instead, by type.', labelNames: ['type'], registers: [registry] });
  const mail = new Counter({ name: 'mail_total', help: 'Tries at handing an e-mail to the mail server (or the outbox folder), by outcome (sent, failed).', labelNames: ['outcome'], registers: [registry] });

  return {
    registry,
    http: { requests, errors, refusals },
    observeUsage: (logUsage) => async (entry) => {
      aiCalls.inc({ type: entry.apiType, outcome: entry.isSuccess ? 'success' : 'failure' });
      if (!entry.isSuccess) aiFallbacks.inc({ type: entry.apiType });
      return logUsage(entry);
    },
    observeMailQueue(depth) {
      new Gauge({
        name: 'mail_queue',
        help: 'Messages in the mail outbox by status: queued (waiting for a try), sending, failed (for good, on the dashboard).',
        labelNames: ['status'],
        registers: [registry],
        async collect() {
          for (const [status, n] of Object.entries(await depth())) this.set({ status }, n);
        },
      });
    },
    observeMailer: (mailer) => ({
      ...mailer,
      async send(message) {
        try {
          const sent = await mailer.send(message);
          mail.inc({ outcome: 'sent' });
          return sent;
        } catch (err) {
          mail.inc({ outcome: 'failed' });
          throw err;
        }
      },
      close: () => mailer.close(),
    }),
    observeArt(art) {
      const timed = async <T>(work: () => Promise<T>): Promise<T> => {
        const end = renders.startTimer({ engine: art.kind });
        try {
          const result = await work();
          end({ outcome: 'ok' });
          return result;
        } catch (err) {
          end({ outcome: err instanceof AppError && err.status === 503 ? 'busy' : 'failed' });
          throw err;
        }
      };
      const queuedWhile = async <T>(work: () => Promise<T>): Promise<T> => {
        queued++;
        try {
          return await work();
        } finally {
          queued--;
        }
      };
      const reserve = art.reserve?.bind(art);
      const busyFor = art.busyFor?.bind(art);
      return {
        kind: art.kind,
        ...(busyFor && { busyFor }),
        render: (request, ctx) => queuedWhile(() => timed(() => art.render(request, ctx))),
        ...(reserve && {
          reserve(): ArtRenderPlace {
            const place = reserve();
            queued++;
            let held = true;
            const giveBack = () => {
              if (held) queued--;
              held = false;
            };
            return {
              async render(request, ctx) {
                if (!held) return queuedWhile(() => timed(() => place.render(request, ctx)));
                try {
                  return await timed(() => place.render(request, ctx));
                } finally {
                  giveBack();
                }
              },
              release() {
                giveBack();
                place.release();
              },
            };
          },
        }),
      };
    },
  };
}

/** Records every answer (rate, latency, errors, refusals) and serves GET /api/metrics behind the token. */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  const { requests, errors, refusals } = metrics.http;
  // The route's pattern (/api/media/:file), never the raw path: one series per route, not per picture.
  const routeOf = (url: string | undefined) => url ?? 'unmatched';
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeOf(req.routeOptions.url);
    const status = reply.statusCode;
    requests.observe({ method: req.method, route, status: String(status) }, reply.elapsedTime / 1000);
    if (status >= 400) errors.inc({ route, class: status >= 500 ? '5xx' : '4xx' });
    done();
  });
  app.addHook('onError', (req, _reply, err, done) => {
    if (err instanceof AppError && err.status === 429) refusals.inc({ code: err.code, route: routeOf(req.routeOptions.url) });
    done();
  });
  if (!token) return;
  const expected = Buffer.from(sha256Hex(token), 'hex');
  app.get('/api/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    // Compared as hashes, so the comparison takes the same time whatever the token's length.
    if (!timingSafeEqual(Buffer.from(sha256Hex(given), 'hex'), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Metrics need the METRICS_TOKEN as a bearer token', code: 'UNAUTHORIZED' });
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}
