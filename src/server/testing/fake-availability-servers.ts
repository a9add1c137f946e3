// Loopback stand-ins for the services "Is it taken?" asks online, on one port: MusicBrainz
// (/ws/2/artist), the iTunes Search API (/search), Deezer (/search/artist), an RDAP server
// (/rdap/domain/<name>) and IANA's bootstrap file (/dns.json). Each answers from a small catalogue
// the way the real one shapes its answers; a test sets a source's mode (a status, a hang, a body
// that is not JSON), a domain's own answer, or a latency for every request, and reads what
// arrived when. Used by the API tests, the bench and the browser test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSource = 'musicbrainz' | 'itunes' | 'deezer' | 'rdap' | 'bootstrap';
/** 'ok' answers normally; a number answers that status; 'hang' never answers; 'malformed' sends a
 * 200 that is not JSON; 'error-body' a 200 whose JSON is Deezer's error object (its quota answer). */
export type FakeAnswerMode = 'ok' | 'hang' | 'malformed' | 'error-body' | number;

export interface FakeRequest {
  source: FakeSource;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Arrival time, ms since the epoch. */
  at: number;
}

export interface FakeAvailability {
  url: string;
  /** The settings that point the app at this fake. */
  env: Record<string, string>;
  modes: Partial<Record<FakeSource, FakeAnswerMode>>;
  /** A domain's own answer, over the RDAP mode. */
  domainModes: Map<string, FakeAnswerMode>;
  /** Registered domains: RDAP answers 200 for these, 404 for the rest. */
  registered: Set<string>;
  /** Artists each catalogue knows. */
  artists: Record<'musicbrainz' | 'itunes' | 'deezer', string[]>;
  /** The bootstrap file /dns.json serves. */
  bootstrap: unknown;
  latencyMs: number;
  requests: FakeRequest[];
  countOf(source: FakeSource): number;
  close(): Promise<void>;
}

const DEFAULT_ARTISTS = {
  musicbrainz: ['Nirvana', 'Nirvana (UK)', 'Velvet Quarry Lanterns'],
  itunes: ['Nirvana', 'Glasswing Parade'],
  deezer: ['Nirvana', 'Nirvana Tribute Band'],
};

/** Artists whose name shares a word of four letters or more with the query, as a search would. */
function found(artists: readonly string[], query: string): string[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  return artists.filter((a) => words.some((w) => a.toLowerCase().includes(w)));
}

const slug = (name: string) => encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'));

export async function startFakeAvailability(options: { latencyMs?: number } = {}): Promise<FakeAvailability> {
  const fake = {
    modes: {} as Partial<Record<FakeSource, FakeAnswerMode>>,
    domainModes: new Map<string, FakeAnswerMode>(),
    registered: new Set(['nirvana.com', 'nirvana.net', 'nirvana.band', 'thenirvana.com']),
    artists: { musicbrainz: [...DEFAULT_ARTISTS.musicbrainz], itunes: [...DEFAULT_ARTISTS.itunes], deezer: [...DEFAULT_ARTISTS.deezer] },
    bootstrap: null as unknown,
    latencyMs: options.latencyMs ?? 0,
    requests: [] as FakeRequest[],
  } satisfies Partial<FakeAvailability>;

  const answer = (url: URL, source: FakeSource): { status: number; body: unknown } => {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (source === 'musicbrainz') {
      const artists = found(fake.artists.musicbrainz, q('query').replace(/\\/g, '')).map((name, i) => ({ id: `mbid-${slug(name)}`, type: 'Group', score: 100 - i, name }));
      return { status: 200, body: { created: new Date().toISOString(), count: artists.length, offset: 0, artists } };
    }
    if (source === 'itunes') {
      const results = found(fake.artists.itunes, q('term')).map((name, i) => ({
        wrapperType: 'artist',
        artistType: 'Artist',
        artistName: name,
        artistLinkUrl: `https://music.apple.com/us/artist/${slug(name)}/${1000 + i}`,
        artistId: 1000 + i,
      }));
      return { status: 200, body: { resultCount: results.length, results } };
    }
    if (source === 'deezer') {
      const data = found(fake.artists.deezer, q('q')).map((name, i) => ({ id: 500 + i, name, link: `https://www.deezer.com/artist/${500 + i}`, type: 'artist' }));
      return { status: 200, body: { data, total: data.length } };
    }
    if (source === 'bootstrap') return { status: 200, body: fake.bootstrap };
    const domain = decodeURIComponent(url.pathname.slice('/rdap/domain/'.length)).toLowerCase();
    return fake.registered.has(domain)
      ? { status: 200, body: { objectClassName: 'domain', ldhName: domain.toUpperCase(), status: ['active'] } }
      : { status: 404, body: { errorCode: 404, title: 'Not Found' } };
  };

  const sourceOf = (path: string): FakeSource | null =>
    path.startsWith('/ws/2/artist')
      ? 'musicbrainz'
      : path.startsWith('/search/artist')
        ? 'deezer'
        : path.startsWith('/search')
          ? 'itunes'
          : path.startsWith('/rdap/domain/')
            ? 'rdap'
            : path === '/dns.json'
              ? 'bootstrap'
              : null;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const source = sourceOf(url.pathname);
    if (!source) {
      res.writeHead(404).end();
      return;
    }
    fake.requests.push({ source, path: req.url ?? '', headers: req.headers, at: Date.now() });
    const domain = source === 'rdap' ? decodeURIComponent(url.pathname.slice('/rdap/domain/'.length)).toLowerCase() : '';
    const mode = (domain && fake.domainModes.get(domain)) || fake.modes[source] || 'ok';
    if (mode === 'hang') return;
    setTimeout(() => {
      if (res.destroyed) return;
      if (mode === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"artists": [ <html>');
        return;
      }
      if (mode === 'error-body') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'Exception', message: 'Quota limit exceeded', code: 4 } }));
        return;
      }
      if (typeof mode === 'number') {
        res.writeHead(mode, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `status ${mode}` }));
        return;
      }
      const { status, body } = answer(url, source);
      const type = source === 'rdap' ? 'application/rdap+json' : source === 'itunes' ? 'text/javascript; charset=utf-8' : 'application/json';
      res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
    }, fake.latencyMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    env: {
      MUSICBRAINZ_BASE_URL: url,
      ITUNES_BASE_URL: url,
      DEEZER_BASE_URL: url,
      RDAP_BASE_URL: `${url}/rdap/`,
      RDAP_BOOTSTRAP_URL: `${url}/dns.json`,
    },
    countOf: (source: FakeSource) => fake.requests.filter((r) => r.source === source).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
