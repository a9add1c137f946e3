// A plain Bandcamp album or track link made into a player: Bandcamp's embed needs the item's
// number, which the page's address does not carry but the page itself does. With online lookups on
// (ONLINE_CHECKS), the server fetches the page once: only https://<artist>.bandcamp.com/(album|track)/<slug>
// (press-kit-players.ts's bandcampPage, also the test of every redirect's target), within a short
// time limit, reading at most a small part of it, as the site's user agent, within a rate rule held
// in the database for every instance (decision 014's source gate), and keeps the number a day in the
// online checks' cache. Any failure is a reason to give the band, never an error of ours.
import {
  BANDCAMP_EMBED_HINT,
  bandcampPage,
  bandcampPlayerAddress,
  type BandcampItemKind,
  type BandcampPage,
} from '@shared/contracts/press-kit-players';
import type { AppContext } from '@server/app-context';
import { cachedAnswer, readCachedAnswers, writeCachedAnswers, type CacheKey } from '../taken/availability.repo';
import { askThroughGate } from '../taken/source-gate';

export const BANDCAMP_LOOKUP = {
  /** The whole lookup, redirects and the wait for a place in the rate window included. */
  timeoutMs: 2500,
  /** The page is read up to its </head> (where both tags are), and never past this many bytes. */
  maxBytes: 512 * 1024,
  maxRedirects: 3,
  /** Bandcamp publishes no rule; one page a second on average keeps us an unremarkable visitor. */
  rate: { limit: 10, windowMs: 10_000 },
} as const;

export type BandcampLookup =
  | { ok: true; kind: BandcampItemKind; id: string }
  | { ok: false; why: 'status'; status: number }
  | { ok: false; why: 'off-site' | 'too-many-redirects' | 'no-number' | 'wrong-kind'; found?: BandcampItemKind };

/** The page's number and its kind, from either tag Bandcamp pages carry; absent when neither has one. */
export function bandcampItemOf(html: string): { kind: BandcampItemKind; id: string }[] {
  const found: { kind: BandcampItemKind; id: string }[] = [];
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
    const content = attr('content');
    if (content === undefined) continue;
    if (attr('property') === 'og:video' || attr('property') === 'og:video:secure_url') {
      // https://bandcamp.com/EmbeddedPlayer/v=2/album=NNN/size=large/...
      const m = /^https:\/\/bandcamp\.com\/EmbeddedPlayer\/(?:[^?#]*\/)?(album|track)=(\d{1,12})(?:[/?#]|$)/.exec(decodeEntities(content));
      if (m) found.push({ kind: m[1] as BandcampItemKind, id: m[2]! });
    } else if (attr('name') === 'bc-page-properties') {
      const props = parseJson(decodeEntities(content));
      const kind = props?.item_type === 'a' ? 'album' : props?.item_type === 't' ? 'track' : null;
      const id = typeof props?.item_id === 'number' ? String(props.item_id) : props?.item_id;
      if (kind && typeof id === 'string' && /^\d{1,12}$/.test(id)) found.push({ kind, id });
    }
  }
  return found;
}

function decodeEntities(text: string): string {
  return text.replace(/&(quot|#34|#x22|apos|#39|#x27|lt|gt|amp);/gi, (_, e: string) => {
    const map: Record<string, string> = { quot: '"', '#34': '"', '#x22': '"', apos: "'", '#39': "'", '#x27': "'", lt: '<', gt: '>', amp: '&' };
    return map[e.toLowerCase()] ?? '';
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the body up to its </head> or maxBytes, whichever comes first, then stops the download. */
async function readHead(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    while (bytes < BANDCAMP_LOOKUP.maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      if (/<\/head\s*>/i.test(text.slice(-chunk.length - 16))) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, BANDCAMP_LOOKUP.maxBytes);
}

/** Where a page is fetched from: Bandcamp itself, or the configured base (the tests' fake). */
const fetchAddress = (ctx: AppContext, page: BandcampPage) => {
  const base = ctx.config.onlineChecks.bandcampBaseUrl;
  return base ? `${base}/${page.artist}${page.path}` : page.url;
};

/** One page, following at most maxRedirects redirects, each to a Bandcamp album or track page. */
async function fetchItem(ctx: AppContext, first: BandcampPage, signal: AbortSignal): Promise<BandcampLookup> {
  let page = first;
  for (let hop = 0; ; hop++) {
    const res = await fetch(fetchAddress(ctx, page), {
      redirect: 'manual',
      signal,
      headers: { 'user-agent': ctx.config.onlineChecks.userAgent, accept: 'text/html' },
    });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      // A relative target is Bandcamp's own: resolved against the page, never the fake's address.
      const next = location ? bandcampPage(safeUrl(location, page.url)) : null;
      if (!next) return { ok: false, why: 'off-site' };
      if (hop >= BANDCAMP_LOOKUP.maxRedirects) return { ok: false, why: 'too-many-redirects' };
      page = next;
      continue;
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      return { ok: false, why: 'status', status: res.status };
    }
    const items = bandcampItemOf(await readHead(res));
    const item = items.find((i) => i.kind === first.kind);
    if (item) return { ok: true, ...item };
    return items[0] ? { ok: false, why: 'wrong-kind', found: items[0].kind } : { ok: false, why: 'no-number' };
  }
}

function safeUrl(location: string, base: string): string {
  try {
    return new URL(location, base).href;
  } catch {
    return '';
  }
}

const cacheKey = (page: BandcampPage): CacheKey => ({ source: 'bandcamp', key: page.url });

/** The lookups of several pages (a kit's players), the cache first, one request per page not in it;
 * null for a page that could not be asked or did not answer in time. */
export async function lookUpBandcampPages(ctx: AppContext, pages: readonly BandcampPage[]): Promise<(BandcampLookup | null)[]> {
  const cached = await readCachedAnswers(ctx.db, pages.map(cacheKey));
  const known = pages.map((p) => cachedAnswer(cached, cacheKey(p)) as { kind: BandcampItemKind; id: string } | undefined);
  const missing = [...new Set(pages.filter((_, i) => !known[i]).map((p) => p.url))].map((url) => pages.find((p) => p.url === url)!);
  const answers = missing.length
    ? await askThroughGate(ctx.db, {
        rateKey: 'bandcamp',
        rule: BANDCAMP_LOOKUP.rate,
        deadline: Date.now() + BANDCAMP_LOOKUP.timeoutMs,
        fetches: missing.map((page) => (signal: AbortSignal) => fetchItem(ctx, page, signal)),
      })
    : [];
  const fresh = new Map(missing.map((p, i) => [p.url, answers[i] ?? null]));
  // Only numbers are kept: a page that failed may work a minute later (a new album going live).
  const found = [...fresh].flatMap(([url, a]) => (a?.ok ? [{ source: 'bandcamp', key: url, answer: { kind: a.kind, id: a.id } }] : []));
  await writeCachedAnswers(ctx.db, found).catch(() => undefined);
  return pages.map((p, i) => (known[i] ? { ok: true, ...known[i] } : (fresh.get(p.url) ?? null)));
}

/** The player address a lookup gives, or what to tell the band. */
export function bandcampPlayer(page: BandcampPage, lookup: BandcampLookup | null): { ok: true; src: string } | { ok: false; problem: string } {
  if (lookup?.ok) return { ok: true, src: bandcampPlayerAddress(lookup.kind, lookup.id) };
  const what = `the ${page.kind} page ${page.url}`;
  const why = !lookup
    ? `${what} could not be read within ${BANDCAMP_LOOKUP.timeoutMs / 1000} s`
    : lookup.why === 'status'
      ? `${what} answered ${lookup.status}${lookup.status === 404 ? ' (not found: check the link)' : ''}`
      : lookup.why === 'off-site' || lookup.why === 'too-many-redirects'
        ? `${what} sends visitors elsewhere`
        : lookup.why === 'wrong-kind'
          ? `${what} is a ${lookup.found} page`
          : `${what} shows no ${page.kind} number`;
  return { ok: false, problem: `Bandcamp: ${why}; ${BANDCAMP_EMBED_HINT}` };
}

/** Why a plain page is not looked up at all: this server does not go online. */
export const BANDCAMP_OFFLINE_PROBLEM = `Bandcamp: ${BANDCAMP_EMBED_HINT}`;
