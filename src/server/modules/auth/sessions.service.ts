// Server-side sessions: the cookie holds 256 random bits; the database keeps only their hash.
// A checkout that creates an account signs its browser in with an unverified session (stored kind
// 'checkout'): paying with an address is not owning it, so that session lasts 24 hours at most and
// ends when the address is first proven by an e-mailed link (endUnverifiedSessions).
import type { AppContext } from '@server/app-context';
import { newSecretToken, sha256Hex } from '@server/lib/ids';
import type { ResolvedSession, SessionKind } from '@server/plugins/auth';
import { hasPremium } from './entitlement';
import { deleteSession, deleteUnverifiedSessions, extendSession, findLiveSession, insertSession } from './sessions.repo';

export const USER_SESSION_DAYS = 30;
/** The longest an unverified checkout session works, whatever happens. */
export const CHECKOUT_SESSION_HOURS = 24;
/** What a session row's kind may be: a checkout's unverified session resolves as a user's. */
export type StoredSessionKind = SessionKind | 'checkout';
/** An admin session ends this long after sign-in whatever happens... */
export const ADMIN_SESSION_HOURS = 12;
/** ...and sooner when unused this long: each admin request moves the end on (up to the limit above). */
export const ADMIN_IDLE_MINUTES = 30;
const ADMIN_IDLE_MS = ADMIN_IDLE_MINUTES * 60_000;
/** An admin session's end is moved on only when it has used up this much, not on every request. */
const ADMIN_REFRESH_STEP_MS = 60_000;

const TTL_MS: Record<StoredSessionKind, number> = {
  user: USER_SESSION_DAYS * 86400_000,
  checkout: CHECKOUT_SESSION_HOURS * 3600_000,
  admin: ADMIN_IDLE_MS,
};

export async function createSession(ctx: AppContext, kind: StoredSessionKind, userId: number | null): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const now = ctx.clock.now();
  const ttlMs = TTL_MS[kind];
  const expiresAt = new Date(now.getTime() + ttlMs);
  await insertSession(ctx.db, { id: sha256Hex(token), kind, userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function resolveSession(ctx: AppContext, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.clock.now();
  const id = sha256Hex(token);
  const row = await findLiveSession(ctx.db, id, now);
  if (!row) return null;
  const user = row.user?.id != null ? { id: row.user.id, email: row.user.email, isPremium: hasPremium(row.user, now) } : null;
  let expiresAt = row.expiresAt;
  if (row.kind === 'admin') {
    const next = new Date(Math.min(row.createdAt.getTime() + ADMIN_SESSION_HOURS * 3600_000, now.getTime() + ADMIN_IDLE_MS));
    if (next.getTime() - expiresAt.getTime() >= ADMIN_REFRESH_STEP_MS) {
      await extendSession(ctx.db, id, next);
      expiresAt = next;
    }
  }
  return { kind: row.kind === 'admin' ? 'admin' : 'user', user, expiresAt };
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await deleteSession(ctx.db, sha256Hex(token));
}

/** Ends every unverified checkout session of an account: its address has just been proven. */
export async function endUnverifiedSessions(ctx: AppContext, userId: number): Promise<void> {
  await deleteUnverifiedSessions(ctx.db, userId);
}
