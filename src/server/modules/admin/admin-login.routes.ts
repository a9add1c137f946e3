// POST /api/admin/login: the one admin endpoint open without an admin session. The password is
// checked on the server; attempts are rate-limited per address, and failures are capped for all
// addresses together (so many addresses cannot guess as one); a success starts a server-side admin
// session (httpOnly cookie) and a failure says only 'Incorrect password'.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_INCORRECT_PASSWORD, adminLoginRequestSchema, adminSessionResponseSchema } from '@shared/contracts/admin';
import type { AppModule } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { hitRateLimit, releaseRateLimit, secondsLeftInWindow } from '../auth/rate-limit';
import { signInAdminBrowser } from '../auth/session-cookie';
import { isAdminPassword } from './admin-password';

/** Attempts per address in a window: enough for typos, far too few to guess a password. */
export const ADMIN_LOGIN_ATTEMPTS = 10;
export const ADMIN_LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed attempts from all addresses together in a window; past it every attempt waits. */
export const ADMIN_LOGIN_FAILURES_PER_HOUR = 50;
const GLOBAL_WINDOW_MS = 3600_000;
const GLOBAL_KEY = 'admin-login:failures';

export const adminLoginModule: AppModule = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/login',
    { schema: { tags: ['admin'], body: adminLoginRequestSchema, response: { 200: adminSessionResponseSchema } } },
    async (req, reply) => {
      if (!(await hitRateLimit(ctx.db, `admin-login:${req.clientIp}`, ADMIN_LOGIN_ATTEMPTS, ADMIN_LOGIN_WINDOW_MS, ctx.clock))) {
        throw new AppError('TOO_MANY_ATTEMPTS', 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.', 429, undefined, ADMIN_LOGIN_WINDOW_MS / 1000);
      }
      // Every attempt takes a slot of the global cap before the password is looked at (so attempts
      // sent together cannot overshoot it); a correct password gives its slot back.
      const attempt = await hitRateLimit(ctx.db, GLOBAL_KEY, ADMIN_LOGIN_FAILURES_PER_HOUR, GLOBAL_WINDOW_MS, ctx.clock);
      if (!attempt) {
        req.log.warn('admin login: the hourly cap on failed attempts is reached; every attempt waits');
        throw new AppError('TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Please try again later.', 429, undefined, secondsLeftInWindow(ctx.clock.now(), GLOBAL_WINDOW_MS));
      }
      if (!(await isAdminPassword(ctx, req.body.password))) throw new AppError('INCORRECT_PASSWORD', ADMIN_INCORRECT_PASSWORD, 401);
      await releaseRateLimit(ctx.db, attempt);
      req.log.info('admin signed in');
      const idleExpiresAt = await signInAdminBrowser(ctx, req, reply);
      return { authenticated: true as const, idleExpiresAt: idleExpiresAt.toISOString() };
    },
  );
};
