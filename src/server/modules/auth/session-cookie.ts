// Starting and ending a browser's server-side session (shared by sign-in links and checkout).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '@server/app-context';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '@server/plugins/auth';
import { ADMIN_SESSION_HOURS, createSession, endSession } from './sessions.service';

/** Signs the browser in as userId; any session it had before is ended (no fixation). 'checkout' is
 * the unverified session of a checkout that created the account (sessions.service.ts). */
export async function signInBrowser(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  kind: 'user' | 'checkout' = 'user',
): Promise<void> {
  const previous = req.cookies?.[SESSION_COOKIE];
  if (previous) await endSession(ctx, previous);
  const { token, expiresAt } = await createSession(ctx, kind, userId);
  setSessionCookie(req, reply, token, expiresAt);
}

/** Starts the owner's admin session in this browser (ending any session it had). The cookie lasts
 * the absolute limit; the server ends the session sooner when it goes unused. */
export async function signInAdminBrowser(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<Date> {
  const previous = req.cookies?.[SESSION_COOKIE];
  if (previous) await endSession(ctx, previous);
  const { token, expiresAt } = await createSession(ctx, 'admin', null);
  setSessionCookie(req, reply, token, new Date(ctx.clock.now().getTime() + ADMIN_SESSION_HOURS * 3600_000));
  return expiresAt;
}

export async function signOutBrowser(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies?.[SESSION_COOKIE];
  if (token) await endSession(ctx, token);
  clearSessionCookie(reply);
}
