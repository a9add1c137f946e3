// Server-side sessions: the cookie holds 256 random bits; the database keeps only their hash.
import type { AppContext } from '@server/app-context';
import { newSecretToken, sha256Hex } from '@server/lib/ids';
import type { ResolvedSession, SessionKind } from '@server/plugins/auth';
import { hasPremium } from './entitlement';
import { deleteSession, findLiveSession, insertSession } from './sessions.repo';

export const USER_SESSION_DAYS = 30;
export const ADMIN_SESSION_HOURS = 12;

export async function createSession(ctx: AppContext, kind: SessionKind, userId: number | null): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const now = ctx.clock.now();
  const ttlMs = kind === 'admin' ? ADMIN_SESSION_HOURS * 3600_000 : USER_SESSION_DAYS * 86400_000;
  const expiresAt = new Date(now.getTime() + ttlMs);
  await insertSession(ctx.db, { id: sha256Hex(token), kind, userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function resolveSession(ctx: AppContext, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.clock.now();
  const row = await findLiveSession(ctx.db, sha256Hex(token), now);
  if (!row) return null;
  const user = row.user?.id != null ? { id: row.user.id, email: row.user.email, isPremium: hasPremium(row.user, now) } : null;
  return { kind: row.kind as SessionKind, user };
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await deleteSession(ctx.db, sha256Hex(token));
}
