// Security headers on every response, and the same-origin rule for state-changing API calls.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden, type AppError } from '../lib/app-error';
import { isApiPath } from './errors';

export interface SecurityOptions {
  /** sha256-... hashes of the inline scripts the pages carry (the no-flash theme script). */
  inlineScriptHashes: string[];
  /** Extra origins scripts, frames and connections may use (the payment provider's, when configured). */
  paymentOrigins: string[];
}

/** Paths that third parties call with their own signatures instead of our origin. */
const CROSS_ORIGIN_POSTS = new Set(['/api/stripe/webhook']);

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders({
    // HSTS only over HTTPS (below): on plain-HTTP localhost it would be meaningless.
    hsts: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'${h}'`), ...options.paymentOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...options.paymentOrigins],
        frameSrc: ["'self'", ...options.paymentOrigins],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  // Callback-style hooks here and in app.ts and auth.ts: they run on every request, and an async
  // hook costs a promise each time.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done(crossOriginRefusal(req));
  });
}

/** Why a state-changing API call from another site is refused, or undefined when it is not. */
function crossOriginRefusal(req: FastifyRequest): AppError | undefined {
  if (!isStateChanging(req.method) || !isApiPath(req.url)) return undefined;
  const [pathname = req.url] = req.url.split('?');
  if (CROSS_ORIGIN_POSTS.has(pathname)) return undefined;
  if (req.headers['sec-fetch-site'] === 'cross-site') return forbidden('Cross-site requests are not allowed');
  const origin = req.headers.origin;
  // No Origin at all: not a browser's cross-site request (browsers send one with every
  // cross-origin POST), so curl, server-side callers and the tests may proceed.
  if (!origin) return undefined;
  // "null" is what sandboxed frames, data: and file: documents and cross-origin redirects send:
  // an opaque origin that is by definition not ours, and the usual vehicle for forging a request
  // whose sender cannot be named. Nothing of ours posts from such a context.
  if (origin === 'null') return forbidden('Cross-origin requests are not allowed');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return forbidden('Invalid Origin header');
  }
  return originHost === req.headers.host ? undefined : forbidden('Cross-origin requests are not allowed');
}

function isStateChanging(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}

/** The headers helmet sets, worked out once: our policy has no per-request parts (no nonces), so
 * every response can carry the same ones without running helmet on each request. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  } as unknown as ServerResponse;
  helmet(options)({} as never, res, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
