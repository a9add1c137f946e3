// Premium sign-in by e-mailed link: a premium address gets a one-time link (256 random bits,
// stored hashed, valid 10 minutes, single use); requests are limited per address and per e-mail.
// Opening a link proves the address, which ends the account's unverified checkout sessions.
import type { AppContext } from '@server/app-context';
import { AppError } from '@server/lib/app-error';
import { newSecretToken, sha256Hex } from '@server/lib/ids';
import { escapeHtml } from '@server/lib/html';
import { PREMIUM_PRODUCT_NAME } from '@shared/catalog/routes';
import { SIGN_IN, SIGN_IN_TEXTS, type VerifyPremiumEmailResponse } from '@shared/contracts/auth';
import { hasPremium } from './entitlement';
import { hitRateLimit, pruneRateLimits } from './rate-limit';
import { endUnverifiedSessions } from './sessions.service';
import { consumeSignInToken, deleteStaleSignInTokens, insertSignInToken } from './sign-in.repo';
import { findAccountByEmail, touchLastLogin, type Account } from './users.repo';

const HOUR_MS = 3600_000;

const tooManyRequests = () => new AppError('RATE_LIMITED', SIGN_IN_TEXTS.tooMany, 429);

/** The part of a request logger sign-in uses. */
export interface SignInLog {
  warn(obj: object, msg?: string): void;
}

/** Deliveries still running off the request path: awaited when the app closes, and by tests. */
const pending = new Set<Promise<void>>();

/**
 * POST /api/auth/verify-premium-email. The answer is the same, in the same time, for every
 * well-formed address: the request path does the same work for all (both rate limits count every
 * request), and whether the address has a plan is looked at only afterwards, off the request path,
 * where a premium address gets its link by e-mail. So the endpoint never tells who has a plan.
 */
export async function requestSignInLink(ctx: AppContext, email: string, ipAddress: string, log: SignInLog): Promise<VerifyPremiumEmailResponse> {
  if (!(await hitRateLimit(ctx.db, `sign-in:address:${ipAddress}`, SIGN_IN.perAddressPerHour, HOUR_MS, ctx.clock))) throw tooManyRequests();
  if (!(await hitRateLimit(ctx.db, `sign-in:email:${email}`, SIGN_IN.perEmailPerHour, HOUR_MS, ctx.clock))) throw tooManyRequests();
  const delivery = deliverSignInLink(ctx, email, log);
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
  return { success: true, message: SIGN_IN_TEXTS.linkSent };
}

async function deliverSignInLink(ctx: AppContext, email: string, log: SignInLog): Promise<void> {
  try {
    const now = ctx.clock.now();
    const account = await findAccountByEmail(ctx.db, email);
    if (account && hasPremium(account, now)) await ctx.mailer.send(signInMail(email, await issueSignInLink(ctx, email)));
    await housekeeping(ctx, now);
  } catch (err) {
    // The visitor was already answered; asking again sends a fresh link.
    log.warn({ err }, 'could not send a sign-in link');
  }
}

/** Resolves when every sign-in e-mail asked for so far has been sent (or has failed). */
export async function signInDeliveriesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Creates a one-time link for an address (also used by the purchase confirmation e-mail). */
export async function issueSignInLink(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, email: string): Promise<string> {
  const token = newSecretToken();
  const now = ctx.clock.now();
  await insertSignInToken(ctx.db, {
    email,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + SIGN_IN.tokenTtlMinutes * 60_000),
    createdAt: now,
  });
  return `${ctx.config.publicUrl}/api/auth/verify?token=${token}`;
}

/** Uses up a link's token; the account it signs in, or undefined when invalid, used or expired. */
export async function redeemSignInToken(ctx: AppContext, token: string | undefined): Promise<Account | undefined> {
  if (!token || token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const now = ctx.clock.now();
  const email = await consumeSignInToken(ctx.db, sha256Hex(token), now);
  if (!email) return undefined;
  const account = await findAccountByEmail(ctx.db, email);
  if (account) {
    await touchLastLogin(ctx.db, account.id, now);
    // The address is proven now: a browser signed in by a checkout paid with it (by anyone) is out.
    await endUnverifiedSessions(ctx, account.id);
  }
  return account;
}

async function housekeeping(ctx: AppContext, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  await pruneRateLimits(ctx.db, dayAgo);
  await deleteStaleSignInTokens(ctx.db, dayAgo);
}

/** The sign-in e-mail: after a purchase, and on every request from /premium-signin. */
export function signInMail(email: string, link: string) {
  const subject = `Your ${PREMIUM_PRODUCT_NAME} sign-in link`;
  const text = [
    'Hi,',
    '',
    `Use this link to sign in to ${PREMIUM_PRODUCT_NAME} (${email}):`,
    '',
    link,
    '',
    `The link works once and expires in ${SIGN_IN.tokenTtlMinutes} minutes. If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.`,
    '',
    'Rock on,',
    'The Band Name Studio team',
  ].join('\n');
  const html = `<p>Hi,</p><p>Use this link to sign in to ${escapeHtml(PREMIUM_PRODUCT_NAME)} (${escapeHtml(email)}):</p>
<p><a href="${escapeHtml(link)}">Sign in to ${escapeHtml(PREMIUM_PRODUCT_NAME)}</a></p>
<p>The link works once and expires in ${SIGN_IN.tokenTtlMinutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>
<p>Rock on,<br>The Band Name Studio team</p>`;
  return { to: email, subject, text, html };
}
