// Reads the session cookie into req.session / req.userId, and the guards premium and admin
// routes use as onRequest hooks: 401 without a session, 403 without the entitlement.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import { resolveSession, SESSION_COOKIE, type ResolvedSession } from '../modules/auth/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  // onRequest, so a guard can refuse before the body is even validated.
  app.addHook('onRequest', (req, _reply, done) => {
    const token = req.cookies?.[SESSION_COOKIE];
    if (!token) return done();
    resolveSession(ctx, token).then((session) => {
      req.session = session;
      req.userId = session?.user?.id ?? null;
      done();
    }, done);
  });
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function requireUser(req: FastifyRequest): Promise<void> {
  if (!req.session?.user) throw unauthorized('Sign in to use premium features');
}

export async function requirePremium(req: FastifyRequest): Promise<void> {
  if (!req.session?.user) throw unauthorized('Sign in to use premium features');
  if (!req.session.user.isPremium) throw new AppError('PREMIUM_REQUIRED', 'An active premium plan is required', 403);
}

export async function requireAdmin(req: FastifyRequest): Promise<void> {
  if (!req.session) throw unauthorized('Admin sign-in required');
  if (req.session.kind !== 'admin') throw forbidden('Admin access required');
}
