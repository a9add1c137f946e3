// The press kit's queries: the kit (one per account), its addresses and its daily view counts.
import { and, asc, eq, gt, gte, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { pressKitContentSchema, type PressKitContent } from '@shared/contracts/press-kit';
import type { Db } from '@server/db/client';
import { pressKitOldSlugs, pressKits, pressKitViews } from '@server/db/schema/index';

export type KitRow = typeof pressKits.$inferSelect;

const EMPTY = pressKitContentSchema.parse({ bandName: '-' });

/** A kit saved before a field existed reads with that field's default (no players, an empty
 * rider, the new links blank), so every reader can rely on the whole shape. */
function filled<T extends KitRow | undefined>(row: T): T {
  if (!row) return row;
  const c = row.content as Partial<PressKitContent>;
  return { ...row, content: { ...EMPTY, ...c, links: { ...EMPTY.links, ...c.links }, rider: { ...EMPTY.rider, ...c.rider } } };
}

export async function findKitByUser(db: Db, userId: number): Promise<KitRow | undefined> {
  const [row] = await db.select().from(pressKits).where(eq(pressKits.userId, userId)).limit(1);
  return filled(row);
}

export async function findKitBySlug(db: Db, slug: string): Promise<KitRow | undefined> {
  const [row] = await db.select().from(pressKits).where(eq(pressKits.slug, slug)).limit(1);
  return filled(row);
}

/** The kit an old address belongs to while it is reserved, with the kit's current address. */
export async function findByOldSlug(db: Db, slug: string, now: Date): Promise<KitRow | undefined> {
  const [row] = await db
    .select({ kit: pressKits })
    .from(pressKitOldSlugs)
    .innerJoin(pressKits, eq(pressKits.id, pressKitOldSlugs.kitId))
    .where(and(eq(pressKitOldSlugs.slug, slug), gt(pressKitOldSlugs.expiresAt, now)))
    .limit(1);
  return filled(row?.kit);
}

/** Saves the draft whole: the account's one kit is made on its first save. */
export async function saveKitContent(db: Db, userId: number, content: PressKitContent, now: Date): Promise<KitRow> {
  const [row] = await db
    .insert(pressKits)
    .values({ userId, content, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pressKits.userId, set: { content, updatedAt: now } })
    .returning();
  return filled(row!);
}

export async function setPublished(db: Db, kitId: number, state: { published: boolean; indexable?: boolean; publishedAt?: Date | null }, now: Date): Promise<KitRow> {
  const [row] = await db
    .update(pressKits)
    .set({ ...state, updatedAt: now })
    .where(eq(pressKits.id, kitId))
    .returning();
  return filled(row!);
}

/** Why an address cannot be this kit's: another kit's address now, or another kit's old one still reserved. */
export type SlugConflict = 'taken' | 'reserved';

export class SlugConflictError extends Error {
  constructor(readonly conflict: SlugConflict) {
    super(`slug ${conflict}`);
  }
}

/**
 * Gives the kit the address `slug`, in one transaction: refused (SlugConflictError) when another kit
 * has it or keeps it as a reserved old address; the kit's own old address is simply taken back.
 * The address it had becomes an old one, reserved until `oldUntil`; of its old addresses only the
 * newest `oldKept` stay. Expired old addresses of this slug are dropped first, so they never block
 * anyone.
 */
export async function claimSlug(db: Db, kit: Pick<KitRow, 'id' | 'slug'>, slug: string, now: Date, oldUntil: Date, oldKept: number): Promise<void> {
  if (kit.slug === slug) return;
  await db.transaction(async (tx) => {
    await tx.delete(pressKitOldSlugs).where(and(eq(pressKitOldSlugs.slug, slug), lte(pressKitOldSlugs.expiresAt, now)));
    const reservedFor = async () =>
      (await tx.select({ kitId: pressKitOldSlugs.kitId }).from(pressKitOldSlugs).where(eq(pressKitOldSlugs.slug, slug)).limit(1))[0]?.kitId;
    const holder = await reservedFor();
    if (holder !== undefined && holder !== kit.id) throw new SlugConflictError('reserved');
    const [current] = await tx.select({ id: pressKits.id }).from(pressKits).where(and(eq(pressKits.slug, slug), ne(pressKits.id, kit.id))).limit(1);
    if (current) throw new SlugConflictError('taken');

    if (holder === kit.id) await tx.delete(pressKitOldSlugs).where(eq(pressKitOldSlugs.slug, slug));
    if (kit.slug) {
      await tx
        .insert(pressKitOldSlugs)
        .values({ slug: kit.slug, kitId: kit.id, expiresAt: oldUntil })
        .onConflictDoUpdate({ target: pressKitOldSlugs.slug, set: { kitId: kit.id, expiresAt: oldUntil } });
    }
    try {
      await tx.update(pressKits).set({ slug, updatedAt: now }).where(eq(pressKits.id, kit.id));
    } catch (err) {
      // Another kit took it between the check and the update (PostgreSQL's unique violation).
      if (isUniqueViolation(err)) throw new SlugConflictError('taken');
      throw err;
    }
    // A kit that changed away from this address at the same moment made it its old one: read
    // again after the update (which waited for that change to commit), so neither loses it.
    const after = await reservedFor();
    if (after !== undefined && after !== kit.id) throw new SlugConflictError('reserved');
    // Only the newest old addresses stay reserved; the oldest are released. After the kit's row
    // update, so changes of one kit at once take turns here and the cap holds.
    await tx.execute(sql`delete from ${pressKitOldSlugs} where kit_id = ${kit.id} and slug not in (
      select slug from ${pressKitOldSlugs} where kit_id = ${kit.id} order by expires_at desc, slug limit ${oldKept})`);
  });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Counts one view of the kit's page on the day. */
export async function countView(db: Db, kitId: number, day: string): Promise<void> {
  await db
    .insert(pressKitViews)
    .values({ kitId, day, count: 1 })
    .onConflictDoUpdate({ target: [pressKitViews.kitId, pressKitViews.day], set: { count: sql`${pressKitViews.count} + 1` } });
}

export async function viewsSince(db: Db, kitId: number, fromDay: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pressKitViews.count}), 0)::int` })
    .from(pressKitViews)
    .where(and(eq(pressKitViews.kitId, kitId), gte(pressKitViews.day, fromDay)));
  return Number(row?.n ?? 0);
}

/** Marks the offline notice as sent; false when it already was (by another view or the task). */
export async function claimOfflineNotice(db: Db, kitId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(pressKits)
    .set({ offlineNotifiedAt: now })
    .where(and(eq(pressKits.id, kitId), isNull(pressKits.offlineNotifiedAt)))
    .returning({ id: pressKits.id });
  return rows.length > 0;
}

/** Forgets the notice: after a failed send (so it is tried again), or once the plan is back. */
export async function clearOfflineNotice(db: Db, kitId: number): Promise<boolean> {
  const rows = await db
    .update(pressKits)
    .set({ offlineNotifiedAt: null })
    .where(and(eq(pressKits.id, kitId), isNotNull(pressKits.offlineNotifiedAt)))
    .returning({ id: pressKits.id });
  return rows.length > 0;
}

/** Published kits after the given id, in id order (the scheduled look at lapsed plans). */
export async function publishedKitsAfter(db: Db, afterId: number, limit: number): Promise<KitRow[]> {
  return db
    .select()
    .from(pressKits)
    .where(and(eq(pressKits.published, true), gt(pressKits.id, afterId)))
    .orderBy(asc(pressKits.id))
    .limit(limit)
    .then((rows) => rows.map(filled));
}

export async function deleteExpiredOldSlugs(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(pressKitOldSlugs).where(lte(pressKitOldSlugs.expiresAt, now)).returning({ slug: pressKitOldSlugs.slug });
  return rows.length;
}

/** The picture addresses every kit holds (drafts too): the pictures a kit shows must outlive the free covers' retention. */
export async function kitImageUrls(db: Db): Promise<string[]> {
  const rows = await db.select({ url: sql<string | null>`${pressKits.content}->>'imageUrl'` }).from(pressKits);
  return rows.flatMap((r) => (r.url ? [r.url] : []));
}

/** The addresses of published kits whose owners let search engines index them. */
export async function indexableSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: pressKits.slug })
    .from(pressKits)
    .where(and(eq(pressKits.published, true), eq(pressKits.indexable, true), isNotNull(pressKits.slug)))
    .orderBy(asc(pressKits.id));
  return rows.flatMap((r) => (r.slug ? [r.slug] : []));
}

