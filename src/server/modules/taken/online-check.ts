// The online part of "Is it taken?": the catalogues (MusicBrainz, iTunes, Deezer) and the band's
// web addresses by RDAP, all asked at once, each within its own time limit and rate rule (the
// source gate) and answered from the day's cache when it can. A source that fails is "could not
// check" and never fails the whole answer.
import { ONLINE_SOURCES, type DomainResult, type NameMatch, type OnlineSource, type SourceResult } from '@shared/contracts/taken';
import type { AppContext } from '@server/app-context';
import { createBandList } from '@server/engines/text/local/band-list';
import type { RateRule } from '../quota/outbound-rate.service';
import { cachedAnswer, readCachedAnswers, writeCachedAnswers, type CacheKey } from './availability.repo';
import type { CatalogueArtist } from './catalogue-artist';
import { DEEZER_RATE, searchDeezer } from './deezer-client';
import { domainCandidates } from './domain-names';
import { ITUNES_RATE, searchItunes } from './itunes-client';
import { MUSICBRAINZ_RATE, searchMusicBrainz } from './musicbrainz-client';
import { currentBootstrap } from './rdap-bootstrap';
import { askRdap, RDAP_RATE, type RdapAnswer } from './rdap-client';
import { askThroughGate } from './source-gate';

const MAX_MATCHES = 5;

interface Catalogue {
  rule: RateRule;
  search(ctx: AppContext, name: string, signal: AbortSignal): Promise<CatalogueArtist[]>;
}

const CATALOGUES: Record<OnlineSource, Catalogue> = {
  musicbrainz: {
    rule: MUSICBRAINZ_RATE,
    search: (ctx, name, signal) => searchMusicBrainz({ baseUrl: ctx.config.onlineChecks.musicbrainzBaseUrl, userAgent: ctx.config.onlineChecks.userAgent }, name, signal),
  },
  itunes: { rule: ITUNES_RATE, search: (ctx, name, signal) => searchItunes(ctx.config.onlineChecks.itunesBaseUrl, name, signal) },
  deezer: { rule: DEEZER_RATE, search: (ctx, name, signal) => searchDeezer(ctx.config.onlineChecks.deezerBaseUrl, name, signal) },
};

export interface OnlineAnswer {
  sources: SourceResult[];
  domains: DomainResult[];
}

/** The same name asked again (any case, spacing) is the same cache entry. */
const catalogueKey = (source: OnlineSource, name: string): CacheKey => ({ source, key: name.trim().replace(/\s+/g, ' ').toLowerCase() });
const rdapKey = (domain: string): CacheKey => ({ source: 'rdap', key: domain });

export async function checkOnline(ctx: AppContext, name: string): Promise<OnlineAnswer> {
  const domains = domainCandidates(name);
  const [bootstrap, cached] = await Promise.all([
    currentBootstrap(ctx),
    readCachedAnswers(ctx.db, [...ONLINE_SOURCES.map((s) => catalogueKey(s, name)), ...domains.map((d) => rdapKey(d.domain))]),
  ]);
  // Each source's time runs from here: waiting for its turn and its request, not our own lookups.
  const deadline = Date.now() + ctx.config.onlineChecks.sourceTimeoutMs;
  const fresh: (CacheKey & { answer: unknown })[] = [];

  const askCatalogue = async (source: OnlineSource): Promise<SourceResult> => {
    const key = catalogueKey(source, name);
    let artists = cachedAnswer(cached, key) as CatalogueArtist[] | undefined;
    if (!artists) {
      const catalogue = CATALOGUES[source];
      const [found] = await askThroughGate(ctx.db, { rateKey: source, rule: catalogue.rule, deadline, fetches: [(signal) => catalogue.search(ctx, name, signal)] });
      if (!found) return { source, status: 'could-not-check', matches: [] };
      fresh.push({ ...key, answer: found });
      artists = found;
    }
    return judge(source, name, artists);
  };

  // Domains are asked per RDAP server, the server's places taken together.
  const domainStatus = new Map<string, DomainResult['status']>();
  const byServer = new Map<string, { domain: string; base: string }[]>();
  for (const { domain, tld } of domains) {
    const registryBase = bootstrap.baseFor(tld);
    const known = cachedAnswer(cached, rdapKey(domain)) as RdapAnswer | undefined;
    if (!registryBase) domainStatus.set(domain, 'no-rdap');
    else if (known === 'free' || known === 'taken') domainStatus.set(domain, known);
    else {
      // A configured base (a mirror, the tests' fake) takes the queries; the registry's rule still holds.
      const server = `rdap:${new URL(registryBase).host}`;
      byServer.set(server, [...(byServer.get(server) ?? []), { domain, base: ctx.config.onlineChecks.rdapBaseUrl ?? registryBase }]);
    }
  }
  const askServer = async ([server, asks]: [string, { domain: string; base: string }[]]) => {
    const answers = await askThroughGate(ctx.db, { rateKey: server, rule: RDAP_RATE, deadline, fetches: asks.map((a) => (signal: AbortSignal) => askRdap(a.base, a.domain, signal)) });
    asks.forEach(({ domain }, i) => {
      const answer = answers[i];
      domainStatus.set(domain, answer ?? 'could-not-tell');
      if (answer) fresh.push({ ...rdapKey(domain), answer });
    });
  };

  const [sources] = await Promise.all([Promise.all(ONLINE_SOURCES.map(askCatalogue)), Promise.all([...byServer].map(askServer))]);
  // Keeping the answers is a nicety: a database hiccup here must not cost the visitor the answer.
  await writeCachedAnswers(ctx.db, fresh).catch(() => undefined);
  return { sources, domains: domains.map(({ domain }) => ({ domain, status: domainStatus.get(domain) ?? 'could-not-tell' })) };
}

/** A catalogue's artists judged by the same matcher as the shipped list: the same name after
 * normalising is taken there, a sound-alike or near spelling is close. */
export function judge(source: OnlineSource, name: string, artists: readonly CatalogueArtist[]): SourceResult {
  const links = new Map<string, string>();
  for (const a of artists) if (!links.has(a.name)) links.set(a.name, a.link);
  const matches: NameMatch[] = createBandList([...links.keys()], source)
    .matches(name, MAX_MATCHES)
    .map((m) => ({ ...m, link: links.get(m.name) }));
  const taken = matches.some((m) => m.kind === 'exact' || m.kind === 'normalised');
  return { source, status: taken ? 'taken' : matches.length > 0 ? 'close' : 'free', matches };
}
