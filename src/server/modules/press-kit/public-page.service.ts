// What a visitor of /b/:slug gets: the page of a published kit whose owner holds premium, a
// redirect from an address the kit had before, the "offline for now" notice when the owner's plan
// ended, or not found. Views are counted per day, with nothing about the viewer; the cover is the
// only picture of the owner's reachable here.
import { pressKitPath, type PressKitContent } from '@shared/contracts/press-kit';
import { playerEmbed, type PlayerEmbed } from '@shared/contracts/press-kit-players';
import { frameOrigins } from './page-csp';
import type { AppContext } from '@server/app-context';
import { notFound } from '@server/lib/app-error';
import { utcDay } from '@server/lib/clock';
import { findImageFor, loadImage, mediaIdFromUrl, type ImageFormat, type LoadedImage } from '../media/media.service';
import { pageIsOnline, type NoticeLog } from './offline-notice';
import { renderNotFoundPage, renderOfflinePage, renderPressKitPage, type CoverInfo, type GalleryPicture, type PageInput } from './page-html';
import { DISPLAY_SIDE } from './picture-decode';
import { kitPictures, type PictureRow } from './pictures.repo';
import { countView, findByOldSlug, findKitBySlug, type KitRow } from './press-kit.repo';
import { pageUrl } from './press-kit.service';

export type PublicPage =
  | { kind: 'page'; html: string; kitId: number; frameOrigins: string[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'offline'; html: string }
  | { kind: 'not-found'; html: string };

/** Link-preview fetchers, crawlers and scripts: their requests are not views. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|skype|linkedin|pinterest|vkshare|quora|tumblr|mastodon|bluesky|snippet|headless|lighthouse|pagespeed|curl|wget|python|httpclient|http-client|go-http|java\/|okhttp|node-fetch|axios|undici|libwww|scrapy|monitor|uptime/i;

export function looksLikeBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** The slug as it may be stored: anything else is simply not a page. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function publishedKit(ctx: AppContext, slug: string): Promise<KitRow | undefined> {
  if (!SLUG.test(slug) || slug.length > 60) return undefined;
  const kit = await findKitBySlug(ctx.db, slug);
  return kit?.published ? kit : undefined;
}

async function coverOf(ctx: AppContext, kit: KitRow): Promise<CoverInfo | null> {
  const id = coverId(kit);
  const image = id ? await findImageFor(ctx, id, kit.userId) : undefined;
  if (!image || !kit.slug) return null;
  const base = `${pageUrl(ctx, kit.slug)}/cover`;
  return { webp: `${base}.webp`, png: `${base}.png`, width: image.width ?? 1024, height: image.height ?? 1024 };
}

function coverId(kit: Pick<KitRow, 'content'>): string | null {
  if (!kit.content.imageUrl) return null;
  try {
    return mediaIdFromUrl(kit.content.imageUrl);
  } catch {
    return null;
  }
}

/** The display copy's size: the picture fitted within the copy's 1200 px (picture-decode.ts). */
function displaySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, DISPLAY_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

async function galleryOf(ctx: AppContext, kit: KitRow): Promise<Pick<PageInput, 'photos' | 'logo' | 'photosZip' | 'plotImage'>> {
  const rows = await kitPictures(ctx.db, kit.id);
  const page = pressKitPath(kit.slug!);
  const shown = (row: PictureRow): GalleryPicture => ({ src: `${page}/pictures/${row.mediaId}.webp`, credit: row.credit, ...displaySize(row.width, row.height) });
  const photos = rows.filter((r) => r.kind === 'photo').map(shown);
  const logo = rows.find((r) => r.kind === 'logo');
  const plot = rows.find((r) => r.kind === 'plot');
  return { photos, logo: logo ? shown(logo) : null, plotImage: plot ? shown(plot) : null, photosZip: photos.length || logo ? `${page}/press-photos.zip` : null };
}

/** The players' embeds; a stored link the allow-list no longer takes is left out, never framed. */
export function kitPlayers(content: Pick<PressKitContent, 'players'>): PlayerEmbed[] {
  return (content.players ?? []).flatMap((link) => {
    const result = playerEmbed(link);
    return result.ok ? [result.embed] : [];
  });
}

export async function publicPage(ctx: AppContext, slug: string, log: NoticeLog, via?: string): Promise<PublicPage> {
  const kit = await publishedKit(ctx, slug);
  if (!kit) {
    const moved = SLUG.test(slug) ? await findByOldSlug(ctx.db, slug, ctx.clock.now()) : undefined;
    if (moved?.published && moved.slug) return { kind: 'redirect', location: pressKitPath(moved.slug) };
    return { kind: 'not-found', html: renderNotFoundPage(ctx.config.publicUrl) };
  }
  if (!(await pageIsOnline(ctx, kit, log))) return { kind: 'offline', html: renderOfflinePage(kit.content.bandName, ctx.config.publicUrl) };
  const players = kitPlayers(kit.content);
  const html = renderPressKitPage({
    content: kit.content,
    url: pageUrl(ctx, slug),
    publicUrl: ctx.config.publicUrl,
    indexable: kit.indexable,
    cover: await coverOf(ctx, kit),
    ...(await galleryOf(ctx, kit)),
    players,
    playPing: (n) => `${pressKitPath(slug)}/play/${n}${via ? `?via=${encodeURIComponent(via)}` : ''}`,
    via,
    today: utcDay(ctx.clock.now()),
  });
  return { kind: 'page', html, kitId: kit.id, frameOrigins: frameOrigins(players) };
}

export async function recordView(ctx: AppContext, kitId: number): Promise<void> {
  await countView(ctx.db, kitId, utcDay(ctx.clock.now()));
}

/** The kit's chosen picture, while its page is public: nothing else of the owner's gallery. */
export async function publicCover(ctx: AppContext, slug: string, format: ImageFormat, log: NoticeLog): Promise<LoadedImage> {
  const kit = await publishedKit(ctx, slug);
  const id = kit && coverId(kit);
  if (!kit || !id || !(await pageIsOnline(ctx, kit, log))) throw notFound('No such picture');
  // Loaded as its owner would see it: a studio image of the owner's, or a free cover.
  return loadImage(ctx, id, format, kit.userId);
}
