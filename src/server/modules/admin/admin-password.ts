// The owner's admin password. ADMIN_PASSWORD sets it; without it the server generates one at its
// first start, keeps only a salted scrypt hash in admin_credentials, and prints the password once
// in the log. It never reaches the client: the browser sends what the owner types, the server
// compares.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { adminCredentials } from '@server/db/schema/index';
import { sha256Hex } from '@server/lib/ids';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: { N: number }) => Promise<Buffer>;
const COST = 16384;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}

interface PasswordLog {
  warn(obj: { adminPassword: string }, msg: string): void;
}

/** Log levels that hide a warning. */
const QUIET_LEVELS = new Set(['error', 'fatal', 'silent']);

/** The generated password must reach the owner even when LOG_LEVEL hides warnings: it is shown once. */
export function passwordAnnouncer(
  log: { level: string; warn(obj: object, msg: string): void },
  stderr: { write(text: string): unknown } = process.stderr,
): PasswordLog {
  return {
    warn(obj, msg) {
      if (!QUIET_LEVELS.has(log.level)) log.warn(obj, msg);
      else stderr.write(`${msg} Password: ${obj.adminPassword}\n`);
    },
  };
}

/** Makes sure an admin password exists: the configured one, or the stored hash of a generated one
 * (made now, and printed once, if there is none). Several instances starting together make one:
 * the insert that loses the race prints nothing. */
export async function ensureAdminPassword(ctx: Pick<AppContext, 'config' | 'db'>, log: PasswordLog): Promise<void> {
  if (ctx.config.adminPassword) return;
  const [existing] = await ctx.db.select({ id: adminCredentials.id }).from(adminCredentials).where(eq(adminCredentials.id, 1));
  if (existing) return;
  const password = randomBytes(18).toString('base64url');
  const inserted = await ctx.db
    .insert(adminCredentials)
    .values({ id: 1, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: adminCredentials.id });
  if (inserted.length > 0) {
    log.warn(
      { adminPassword: password },
      `Owner's dashboard: open ${ctx.config.publicUrl}/admin-dashboard and sign in with the password generated for it (adminPassword). No ADMIN_PASSWORD is configured, so it is shown only this once; keep it safe, or set ADMIN_PASSWORD (12 characters or more) to choose your own.`,
    );
  }
}

/** Whether a typed password is the admin password; the comparison takes the same time either way. */
export async function isAdminPassword(ctx: Pick<AppContext, 'config' | 'db'>, candidate: string): Promise<boolean> {
  const configured = ctx.config.adminPassword;
  if (configured) return timingSafeEqual(Buffer.from(sha256Hex(candidate), 'hex'), Buffer.from(sha256Hex(configured), 'hex'));
  const [row] = await ctx.db.select({ passwordHash: adminCredentials.passwordHash }).from(adminCredentials).where(eq(adminCredentials.id, 1));
  return row ? verifyPassword(candidate, row.passwordHash) : false;
}
