// MusicBrainz artist search for "Is it taken?", by plain fetch to the documented endpoint
// (GET /ws/2/artist?query=...&fmt=json): one request at a time, at most one a second (the
// service's rule for every client), a named User-Agent, answers cached for a day. The npm client
// (musicbrainz-api) would add a dependency for one GET; this stays small and takes any base URL,
// which is how the tests point it at a loopback fake.
import type { Clock } from '@server/lib/clock';

/** MusicBrainz allows one request a second per client. */
export const MUSICBRAINZ_INTERVAL_MS = 1000;
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_SIZE = 2000;
const TIMEOUT_MS = 5000;
/** Lookups waiting their turn beyond this are skipped: the offline answer is better than a long wait. */
const MAX_WAITING = 5;

export interface MusicBrainzClient {
  /** Names of groups MusicBrainz finds for the query, best first; null when it could not be asked. */
  searchGroups(name: string): Promise<string[] | null>;
}

interface ArtistSearch {
  artists?: { name?: unknown; type?: unknown; score?: unknown }[];
}

/** Artist types that are not a band name someone holds ('Character' is a fictional one). */
const NOT_GROUPS = new Set(['Character']);
const MIN_SCORE = 60;

export function createMusicBrainzClient(options: { baseUrl: string; userAgent: string; clock: Clock; fetch?: typeof fetch }): MusicBrainzClient {
  const doFetch = options.fetch ?? fetch;
  const cache = new Map<string, { at: number; names: string[] }>();
  let lastDone = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const ask = async (name: string): Promise<string[] | null> => {
    // Spacing is real time (the rule is about real requests), not the app's clock, and counts from
    // the end of the last request, so even a slow connection never lands two within a second.
    const wait = lastDone + MUSICBRAINZ_INTERVAL_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = `${options.baseUrl}/ws/2/artist?query=${encodeURIComponent(luceneQuery(name))}&fmt=json&limit=10`;
    try {
      const res = await doFetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as ArtistSearch;
      return (body.artists ?? []).flatMap((a) =>
        typeof a.name === 'string' && !NOT_GROUPS.has(String(a.type)) && (typeof a.score !== 'number' || a.score >= MIN_SCORE) ? [a.name] : [],
      );
    } catch {
      return null;
    } finally {
      lastDone = Date.now();
    }
  };

  return {
    async searchGroups(name) {
      const key = name.trim().toLowerCase();
      const now = options.clock.now().getTime();
      const hit = cache.get(key);
      if (hit && now - hit.at < CACHE_MS) return hit.names;
      if (waiting >= MAX_WAITING) return null;
      waiting++;
      const turn = queue.then(() => ask(name));
      queue = turn.catch(() => undefined);
      try {
        const names = await turn;
        if (names !== null) {
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
          cache.set(key, { at: now, names });
        }
        return names;
      } finally {
        waiting--;
      }
    },
  };
}

/** The typed name as plain search terms, Lucene's special characters escaped: MusicBrainz then
 * searches names, sort names and aliases with its own fuzziness, and the matcher here decides. */
export function luceneQuery(name: string): string {
  return name.trim().replace(/([+\-&|!(){}[\]^"~*?:\\/])/g, '\\$1');
}
