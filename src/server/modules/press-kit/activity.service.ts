// Who looked at a kit: page views, PDF downloads, photo downloads and plays, per UTC day and per
// source (the plain address, or a tracked link the band made for one contact). Counted by the
// server as the requests arrive: no script, no third party, nothing about the visitor stored.
// A browser that asks not to be tracked (DNT, Global Privacy Control) is not counted, nor a bot;
// and a visit counts each thing once: a short-lived cookie on /b/ lists what this visit has been
// counted for (kit, source and kind, no identifier).
import { randomBytes } from 'node:crypto';
import { PRESS_KIT_ACTIVITY_KINDS, PRESS_KIT_LIMITS, type PressKitActivity, type PressKitActivityCounts, type PressKitActivityKind, type TrackedLink } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { badRequest, notFound } from '@server/lib/app-error';
import { utcDay } from '@server/lib/clock';
import { activitySince, countActivity, deleteTrackedLink, findTrackedLink, insertTrackedLink, linkTotals, markOpened, trackedLinkCount, trackedLinks, type TrackedLinkRow } from './activity.repo';
import { pageUrl, requireKit } from './press-kit.service';
import { looksLikeBot } from './public-page.service';

const DAY_MS = 86_400_000;
export const VISIT_COOKIE = 'pk_visit';
/** A visit: this long after its last counted request. */
export const VISIT_SECONDS = 30 * 60;
/** Entries a visit cookie keeps, newest last: enough for every kind of a few kits. */
const VISIT_ENTRIES = 24;

export interface VisitRequest {
  method: string;
  userAgent: string | undefined;
  doNotTrack: boolean;
  /** The visit cookie as the browser sent it. */
  visit: string | undefined;
  /** The tracked link's token (?via=), if the visitor came by one. */
  via: string | undefined;
}

/** What the route does after counting: the visit cookie to set, or null to leave it. */
export interface VisitOutcome {
  counted: boolean;
  visit: string | null;
  /** The tracked link's token when it is one of this kit's, for the page's own links. */
  via: string | null;
}

const TOKEN = /^[A-Za-z0-9_-]{8,32}$/;

/** The token of one of the kit's tracked links, or undefined for anything else. */
export async function trackedToken(ctx: AppContext, kitId: number, via: string | undefined): Promise<string | undefined> {
  return via && TOKEN.test(via) ? (await findTrackedLink(ctx.db, kitId, via))?.token : undefined;
}

export async function countVisit(ctx: AppContext, kitId: number, kind: PressKitActivityKind, req: VisitRequest): Promise<VisitOutcome> {
  const link = req.via && TOKEN.test(req.via) ? await findTrackedLink(ctx.db, kitId, req.via) : undefined;
  const via = link?.token ?? null;
  if (req.doNotTrack || looksLikeBot(req.userAgent) || (req.method !== 'GET' && req.method !== 'POST')) return { counted: false, visit: null, via };
  const entry = `${kitId}.${link?.id ?? 0}.${kind}`;
  const seen = (req.visit ?? '').split('~').filter((e) => /^\d+\.\d+\.[a-z]+$/.test(e));
  const visit = [...seen.filter((e) => e !== entry), entry].slice(-VISIT_ENTRIES).join('~');
  if (seen.includes(entry)) return { counted: false, visit, via };
  const now = ctx.clock.now();
  await countActivity(ctx.db, kitId, utcDay(now), link?.id ?? 0, kind);
  if (link && kind === 'view') await markOpened(ctx.db, link.id, now);
  return { counted: true, visit, via };
}

const zero = (): PressKitActivityCounts => ({ view: 0, pdf: 0, photos: 0, play: 0 });
const isKind = (k: string): k is PressKitActivityKind => (PRESS_KIT_ACTIVITY_KINDS as readonly string[]).includes(k);

function linkView(ctx: AppContext, slug: string | null, row: TrackedLinkRow, counts: PressKitActivityCounts): TrackedLink {
  return {
    id: row.id,
    label: row.label,
    url: slug ? `${pageUrl(ctx, slug)}?via=${row.token}` : '',
    createdAt: row.createdAt.toISOString(),
    firstOpenedAt: row.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    counts,
  };
}

export async function kitActivity(ctx: AppContext, userId: number): Promise<PressKitActivity> {
  const kit = await requireKit(ctx, userId);
  const from = utcDay(new Date(ctx.clock.now().getTime() - (PRESS_KIT_LIMITS.viewsDays - 1) * DAY_MS));
  const rows = await activitySince(ctx.db, kit.id, from);
  const links = await trackedLinks(ctx.db, kit.id);
  const days = new Map<string, PressKitActivityCounts>();
  const sources = new Map<number, PressKitActivityCounts>([[0, zero()], ...links.map((l) => [l.id, zero()] as const)]);
  for (const r of rows) {
    if (!isKind(r.kind)) continue;
    const day = days.get(r.day) ?? zero();
    day[r.kind] += r.count;
    days.set(r.day, day);
    const source = sources.get(r.linkId);
    if (source) source[r.kind] += r.count;
  }
  const totals = new Map<number, PressKitActivityCounts>();
  for (const t of await linkTotals(ctx.db, kit.id)) {
    if (!isKind(t.kind)) continue;
    const c = totals.get(t.linkId) ?? zero();
    c[t.kind] += Number(t.count);
    totals.set(t.linkId, c);
  }
  const label = (id: number) => (id === 0 ? 'The page’s own address' : (links.find((l) => l.id === id)?.label ?? ''));
  return {
    days: [...days].map(([day, c]) => ({ day, ...c })),
    sources: [...sources].map(([id, c]) => ({ source: id === 0 ? 'direct' : `link-${id}`, label: label(id), ...c })),
    links: links.map((l) => linkView(ctx, kit.slug, l, totals.get(l.id) ?? zero())),
  };
}

export async function createTrackedLink(ctx: AppContext, userId: number, label: string): Promise<PressKitActivity> {
  const kit = await requireKit(ctx, userId);
  if ((await trackedLinkCount(ctx.db, kit.id)) >= PRESS_KIT_LIMITS.trackedLinksMax) {
    throw badRequest(`A press kit keeps at most ${PRESS_KIT_LIMITS.trackedLinksMax} tracked links: delete one first`);
  }
  await insertTrackedLink(ctx.db, { kitId: kit.id, label, token: randomBytes(9).toString('base64url'), createdAt: ctx.clock.now() });
  return kitActivity(ctx, userId);
}

export async function removeTrackedLink(ctx: AppContext, userId: number, id: number): Promise<PressKitActivity> {
  const kit = await requireKit(ctx, userId);
  if (!(await deleteTrackedLink(ctx.db, kit.id, id))) throw notFound('No such tracked link');
  return kitActivity(ctx, userId);
}
