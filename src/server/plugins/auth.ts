// Reads the session cookie into req.session / req.userId, and the guards premium and admin
// routes use as onRequest hooks: 401 without a session, 403 without the entitlement.
// The plugin owns the cookie and the shape of req.session; looking a token up is the auth
// module's (sessions.service.ts), which app.ts passes in, so the module depends on the plugin
// and never the other way round.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUserView } from '@shared/contracts/auth';
import { AppError, unauthorized } from '../lib/app-error';

export const SESSION_COOKIE = 'bns_session';

export type SessionKind = 'user' | 'admin';

/** Who a live session belongs to: a signed-in user, or the owner's admin session (no user). */
export interface ResolvedSession {
  kind: SessionKind;
  user: SessionUserView | null;
  /** When the session ends (an admin session's end moves on with use). */
  expiresAt: Date;
}

/** Looks a session token up; null when it is unknown or expired. */
export type SessionResolver = (token: string) => Promise<ResolvedSession | null>;

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
}

export function registerAuth(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('session', null);
  // onRequest, so a guard can refuse before the body is even validated.
  app.addHook('onRequest', (req, _reply, done) => {
    const token = req.cookies?.[SESSION_COOKIE];
    if (!token) return done();
    resolveSession(token).then((session) => {
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

/** Admin data is visitors' personal data: without the owner's admin session (a user's session is
 * not one) every admin call is 401. */
export async function requireAdmin(req: FastifyRequest): Promise<void> {
  if (req.session?.kind !== 'admin') throw unauthorized('Admin sign-in required');
}
