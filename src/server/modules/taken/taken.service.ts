// "Is it taken?": a name a user types (or saved) checked against the shipped list of real bands
// and, when the server is configured online, against MusicBrainz. The list answers at once; a
// MusicBrainz failure or wait only means the offline answer is given alone.
import { takenMessage, type CheckNameResponse, type NameMatch, type NameMatchKind } from '@shared/contracts/taken';
import { createBandList, shippedBandList } from '@server/engines/text/local/band-list';
import type { MusicBrainzClient } from './musicbrainz-client';

export const MUSICBRAINZ_SOURCE = 'musicbrainz';
const MAX_MATCHES = 5;
const RANK: Record<NameMatchKind, number> = { exact: 0, normalised: 1, 'sound-alike': 2, 'close-spelling': 3 };

export async function checkName(name: string, musicbrainz: MusicBrainzClient | null): Promise<CheckNameResponse> {
  const offline = shippedBandList().matches(name, MAX_MATCHES);
  const online = musicbrainz ? await onlineMatches(name, musicbrainz) : [];
  const seen = new Set(offline.map((m) => m.name.toLowerCase()));
  const matches = [...offline, ...online.filter((m) => !seen.has(m.name.toLowerCase()))]
    .sort((a, b) => RANK[a.kind] - RANK[b.kind])
    .slice(0, MAX_MATCHES);
  return {
    taken: matches.some((m) => m.kind === 'exact' || m.kind === 'normalised'),
    matches,
    message: takenMessage(matches),
  };
}

/** MusicBrainz's candidates, judged by the same matcher as the shipped list. */
async function onlineMatches(name: string, musicbrainz: MusicBrainzClient): Promise<NameMatch[]> {
  const found = await musicbrainz.searchGroups(name);
  if (!found || found.length === 0) return [];
  return createBandList(found, MUSICBRAINZ_SOURCE).matches(name, MAX_MATCHES);
}
