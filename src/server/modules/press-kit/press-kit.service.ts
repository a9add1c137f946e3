// The owner's side of the press kit: the draft (saved whole), publishing under an address,
// unpublishing, changing the address (the old one redirects, and stays reserved, for
// PRESS_KIT_LIMITS.oldSlugDays; a few changes a day, a few old addresses kept), the Short bio made from the long one, and the view count.
import { PRESS_KIT_LIMITS, pressKitPath, slugFromName, type PressKit, type PressKitContent } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { bandcampPage, playerEmbed } from '@shared/contracts/press-kit-players';
import { AppError, badRequest, notFound } from '@server/lib/app-error';
import { utcDay } from '@server/lib/clock';
import { findImageFor, mediaIdFromUrl, mediaUrl } from '../media/media.service';
import { refundQuota, withQuota, type QuotaHolder } from '../quota/quota.service';
import { takeWindowQuota } from '../quota/window-quota.service';
import { BANDCAMP_OFFLINE_PROBLEM, bandcampPlayer, lookUpBandcampPages } from './bandcamp-lookup';
import { kitPictureViews } from './picture-view';
import { claimSlug, clearOfflineNotice, findKitByUser, indexableSlugs, kitImageUrls, saveKitContent, setPublished, SlugConflictError, viewsSince, type KitRow } from './press-kit.repo';

const DAY_MS = 86_400_000;

export const NO_KIT = 'You have no press kit yet: save it first';

export function pageUrl(ctx: AppContext, slug: string): string {
  return `${ctx.config.publicUrl}${pressKitPath(slug)}`;
}

export async function kitView(ctx: AppContext, kit: KitRow): Promise<PressKit> {
  const since = utcDay(new Date(ctx.clock.now().getTime() - (PRESS_KIT_LIMITS.viewsDays - 1) * DAY_MS));
  return {
    content: kit.content,
    slug: kit.slug,
    // The owner is here through the premium guard, so a published kit is online.
    state: kit.published ? 'published' : 'draft',
    indexable: kit.indexable,
    pageUrl: kit.slug ? pageUrl(ctx, kit.slug) : null,
    views: await viewsSince(ctx.db, kit.id, since),
    ...(await kitPictureViews(ctx.db, kit.id)),
    updatedAt: kit.updatedAt.toISOString(),
    publishedAt: kit.publishedAt?.toISOString() ?? null,
  };
}

export async function requireKit(ctx: AppContext, userId: number): Promise<KitRow> {
  const kit = await findKitByUser(ctx.db, userId);
  if (!kit) throw notFound(NO_KIT);
  return kit;
}

export async function getPressKit(ctx: AppContext, userId: number): Promise<PressKit | null> {
  const kit = await findKitByUser(ctx.db, userId);
  if (!kit) return null;
  // The owner holds premium again (the guard let them in): a notice of an earlier lapse is over.
  if (kit.offlineNotifiedAt) await clearOfflineNotice(ctx.db, kit.id);
  return kitView(ctx, kit);
}

/** The chosen picture as the kit stores it: one of this site's addresses, of a free cover or of the
 * owner's own studio image; anything else is refused, naming the field. */
async function checkedImageUrl(ctx: AppContext, userId: number, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  const id = mediaIdFromUrl(imageUrl);
  if (!(await findImageFor(ctx, id, userId))) throw notFound('imageUrl: no such image among the free covers or your studio images');
  return mediaUrl(id, 'webp');
}

/** The players as the kit stores them: each a link playerEmbed takes. A plain Bandcamp page (the
 * contract lets it through) becomes its player address when online lookups are on and the page
 * gives its number; otherwise the save is refused, naming the player and what to paste instead. */
async function storedPlayers(ctx: AppContext, players: readonly string[]): Promise<string[]> {
  const pages = players.map((link) => (playerEmbed(link).ok ? null : bandcampPage(link)));
  const asked = pages.flatMap((p) => (p ? [p] : []));
  if (asked.length === 0) return [...players];
  const lookups = ctx.config.onlineChecks.enabled ? await lookUpBandcampPages(ctx, asked) : [];
  const problems: { path: string; message: string }[] = [];
  let n = 0;
  const stored = players.map((link, i) => {
    const page = pages[i];
    if (!page) return link;
    const player = ctx.config.onlineChecks.enabled ? bandcampPlayer(page, lookups[n++] ?? null) : { ok: false as const, problem: BANDCAMP_OFFLINE_PROBLEM };
    if (player.ok) return player.src;
    problems.push({ path: `content.players.${i}`, message: player.problem });
    return link;
  });
  if (problems[0]) throw badRequest(`${problems[0].path}: ${problems[0].message}`, problems);
  return stored;
}

export async function savePressKit(ctx: AppContext, userId: number, content: PressKitContent): Promise<PressKit> {
  const imageUrl = await checkedImageUrl(ctx, userId, content.imageUrl);
  const players = await storedPlayers(ctx, content.players);
  return kitView(ctx, await saveKitContent(ctx.db, userId, { ...content, imageUrl, players }, ctx.clock.now()));
}

const conflict = (slug: string, why: 'taken' | 'reserved') =>
  new AppError(
    'SLUG_TAKEN',
    why === 'taken'
      ? `slug: The address /b/${slug} is taken by another press kit; choose another`
      : `slug: The address /b/${slug} was another press kit's until recently and is reserved for it; choose another`,
    409,
  );

/** Gives the kit an address. Moving from one address to another is a change: a kit makes at most
 * PRESS_KIT_LIMITS.slugChangesPerDay a UTC day (a change that fails is given back), and keeps at
 * most oldSlugsKept old addresses, so nobody can hold a row of names by changing in a loop. */
async function giveSlug(ctx: AppContext, kit: KitRow, slug: string): Promise<void> {
  if (kit.slug === slug) return;
  const change = kit.slug ? await takeWindowQuota(ctx, 'pressKitSlug', `kit:${kit.id}`) : null;
  const now = ctx.clock.now();
  try {
    await claimSlug(ctx.db, kit, slug, now, new Date(now.getTime() + PRESS_KIT_LIMITS.oldSlugDays * DAY_MS), PRESS_KIT_LIMITS.oldSlugsKept);
  } catch (err) {
    if (change) await refundQuota(ctx, change);
    if (err instanceof SlugConflictError) throw conflict(slug, err.conflict);
    throw err;
  }
}

/** The address a band name gives: the name's own, or with -2, -3... when that is not free. */
async function slugFromBandName(ctx: AppContext, kit: KitRow): Promise<void> {
  let base = slugFromName(kit.content.bandName);
  if (base.length < PRESS_KIT_LIMITS.slugMin) base = base ? `${base}-band` : 'band';
  for (let n = 1; n <= 100; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, PRESS_KIT_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
    try {
      await giveSlug(ctx, kit, candidate);
      return;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'SLUG_TAKEN')) throw err;
    }
  }
  throw new AppError('SLUG_TAKEN', 'slug: Every address made from this band name is taken; choose one', 409);
}

export async function publishPressKit(ctx: AppContext, userId: number, input: { slug?: string; indexable: boolean }): Promise<PressKit> {
  const kit = await requireKit(ctx, userId);
  if (!kit.content.bandName.trim()) throw new AppError('BAD_REQUEST', 'bandName: Band name is required to publish', 400);
  if (input.slug) await giveSlug(ctx, kit, input.slug);
  else if (!kit.slug) await slugFromBandName(ctx, kit);
  const now = ctx.clock.now();
  return kitView(ctx, await setPublished(ctx.db, kit.id, { published: true, indexable: input.indexable, publishedAt: now }, now));
}

export async function unpublishPressKit(ctx: AppContext, userId: number): Promise<PressKit> {
  const kit = await requireKit(ctx, userId);
  return kitView(ctx, await setPublished(ctx.db, kit.id, { published: false }, ctx.clock.now()));
}

export async function changeSlug(ctx: AppContext, userId: number, slug: string): Promise<PressKit> {
  const kit = await requireKit(ctx, userId);
  await giveSlug(ctx, kit, slug);
  return kitView(ctx, await requireKit(ctx, userId));
}

/** The Short bio made from the long one: one unit of the texts fair use, given back if it fails.
 * The facts it keeps come from the request, else from the saved kit. */
export async function makeShortBio(
  ctx: AppContext,
  input: { bio: string; bandName?: string; genre?: string; location?: string },
  who: QuotaHolder,
): Promise<{ bio: string; isAIGenerated: boolean }> {
  const saved = who.userId !== null ? (await findKitByUser(ctx.db, who.userId))?.content : undefined;
  const request = {
    bio: input.bio,
    bandName: input.bandName || saved?.bandName,
    genre: input.genre || saved?.genre,
    location: input.location || saved?.location,
  };
  return withQuota(ctx, who, 'texts', () =>
    ctx.engines.text.shortenBio(request, { endpoint: '/api/premium/press-kit/short-bio', ipAddress: who.ipAddress, userId: who.userId }),
  );
}

/** The media ids of the pictures kits show: the free-cover clean-up keeps them (see maintenance). */
export async function pictureIdsInKits(ctx: AppContext): Promise<string[]> {
  return (await kitImageUrls(ctx.db)).flatMap((url) => {
    try {
      return [mediaIdFromUrl(url)];
    } catch {
      // Saved kits hold only this site's addresses (savePressKit checks them); anything else keeps nothing.
      return [];
    }
  });
}

/** The pages of kits whose owners opted in to search engines, for the sitemap. */
export async function indexableKitPaths(ctx: AppContext): Promise<string[]> {
  return (await indexableSlugs(ctx.db)).map(pressKitPath);
}

