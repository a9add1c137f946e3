// Music players on the press kit: the share link a band copies from Bandcamp, Spotify,
// SoundCloud, YouTube or Apple Music, turned into that service's own embed. Only these hosts and
// these shapes of address are taken, so a kit can frame nothing else; anything else is refused
// with what was wrong. Used by the contract (refusals at save) and by the page (the frames).

export const PLAYER_SERVICES = ['bandcamp', 'spotify', 'soundcloud', 'youtube', 'apple'] as const;
export type PlayerService = (typeof PLAYER_SERVICES)[number];

export const PLAYER_SERVICE_NAMES: Record<PlayerService, string> = {
  bandcamp: 'Bandcamp',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  apple: 'Apple Music',
};

/** The origin each service's player is framed from: the page's frame-src names these alone. */
export const PLAYER_FRAME_ORIGINS: Record<PlayerService, string> = {
  bandcamp: 'https://bandcamp.com',
  spotify: 'https://open.spotify.com',
  soundcloud: 'https://w.soundcloud.com',
  youtube: 'https://www.youtube-nocookie.com',
  apple: 'https://embed.music.apple.com',
};

export interface PlayerEmbed {
  service: PlayerService;
  /** The player's address, on PLAYER_FRAME_ORIGINS[service]. */
  src: string;
  /** The frame's height in CSS pixels (its width is the column's). */
  height: number;
}

export type PlayerResult = { ok: true; embed: PlayerEmbed } | { ok: false; problem: string };

const refuse = (problem: string): PlayerResult => ({ ok: false, problem });
const accept = (service: PlayerService, src: string, height: number): PlayerResult => ({ ok: true, embed: { service, src, height } });

const SUPPORTED = 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music';

/** What a band pastes instead of a Bandcamp page the server cannot read. */
export const BANDCAMP_EMBED_HINT = 'paste the embed code or player address from the album’s Share / Embed button (it holds the album number a page address lacks)';

/** Bandcamp's share dialog gives the embed code; its player address carries the album or track id
 * that a plain album page's address does not. The whole <iframe> code may be pasted. A plain page
 * address (bandcampPage) is refused here: only the server, with online lookups on, can read the
 * number from the page (modules/press-kit/bandcamp-lookup.ts). */
function bandcamp(url: URL): PlayerResult {
  if (url.hostname !== 'bandcamp.com' || !url.pathname.startsWith('/EmbeddedPlayer/')) {
    return refuse(`Bandcamp: ${BANDCAMP_EMBED_HINT}`);
  }
  const item = /\/(album|track)=(\d{1,12})(?:\/|$)/.exec(url.pathname);
  if (!item) return refuse('Bandcamp: the player address has no album= or track= number');
  const track = /\/track=(\d{1,12})(?:\/|$)/.exec(url.pathname);
  const extra = item[1] === 'album' && track ? `track=${track[1]}/` : '';
  return accept('bandcamp', `https://bandcamp.com/EmbeddedPlayer/${item[1]}=${item[2]}/${extra}size=large/bgcol=ffffff/linkcol=5b21b6/tracklist=false/artwork=small/transparent=true/`, 120);
}

function spotify(url: URL): PlayerResult {
  const m = /^\/(?:intl-[a-z]{2}(?:-[a-z]{2})?\/)?(?:embed\/)?(track|album|playlist|artist|episode|show)\/([A-Za-z0-9]{22})\/?$/.exec(url.pathname);
  if (!m) return refuse('Spotify: use a link to a track, album, playlist, artist, episode or show (open.spotify.com/album/…)');
  return accept('spotify', `https://open.spotify.com/embed/${m[1]}/${m[2]}`, m[1] === 'track' || m[1] === 'episode' ? 152 : 352);
}

function soundcloud(url: URL): PlayerResult {
  if (url.hostname === 'on.soundcloud.com') return refuse('SoundCloud: a short on.soundcloud.com link cannot be read here; open it and copy the soundcloud.com address');
  const m = /^\/([a-z0-9_-]{2,80})\/(sets\/)?([a-z0-9_-]{1,200})\/?$/i.exec(url.pathname);
  if (!m) return refuse('SoundCloud: use a link to a track or a set (soundcloud.com/artist/track)');
  const page = `https://soundcloud.com/${m[1]}/${m[2] ?? ''}${m[3]}`;
  return accept('soundcloud', `https://w.soundcloud.com/player/?url=${encodeURIComponent(page)}&color=%235b21b6&visual=false&show_comments=false`, m[2] ? 300 : 166);
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LIST_ID = /^[A-Za-z0-9_-]{10,64}$/;

function youtube(url: URL): PlayerResult {
  const list = url.searchParams.get('list');
  let video: string | null = null;
  if (url.hostname === 'youtu.be') video = url.pathname.slice(1).replace(/\/$/, '');
  else if (url.pathname === '/watch') video = url.searchParams.get('v');
  else {
    const m = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
    if (m) video = m[1]!;
    else if (url.pathname !== '/playlist') return refuse('YouTube: use a link to a video or a playlist (youtube.com/watch?v=… or youtu.be/…)');
  }
  if (video !== null && !VIDEO_ID.test(video)) return refuse('YouTube: the video id in the link is not valid');
  if (video) return accept('youtube', `https://www.youtube-nocookie.com/embed/${video}?autoplay=1&rel=0`, 0);
  if (list && LIST_ID.test(list)) return accept('youtube', `https://www.youtube-nocookie.com/embed/videoseries?list=${list}&autoplay=1&rel=0`, 0);
  return refuse('YouTube: the playlist link has no valid list id');
}

function apple(url: URL): PlayerResult {
  const m = /^\/([a-z]{2})\/(album|playlist|song|music-video)\/(?:([^/]{1,200})\/)?((?:pl\.)?[A-Za-z0-9.-]{1,60})\/?$/.exec(url.pathname);
  if (!m) return refuse('Apple Music: use a link to an album, song or playlist (music.apple.com/gb/album/…)');
  const song = url.searchParams.get('i');
  if (song !== null && !/^\d{1,15}$/.test(song)) return refuse('Apple Music: the song number (i=) in the link is not valid');
  const path = `/${m[1]}/${m[2]}/${m[3] ? `${encodeURIComponent(decodeURIComponent(m[3]))}/` : ''}${m[4]}`;
  return accept('apple', `https://embed.music.apple.com${path}${song ? `?i=${song}` : ''}`, song || m[2] === 'song' ? 175 : 450);
}

const HOSTS: Record<string, (url: URL) => PlayerResult> = {
  'bandcamp.com': bandcamp,
  'open.spotify.com': spotify,
  'soundcloud.com': soundcloud,
  'www.soundcloud.com': soundcloud,
  'm.soundcloud.com': soundcloud,
  'on.soundcloud.com': soundcloud,
  'youtube.com': youtube,
  'www.youtube.com': youtube,
  'm.youtube.com': youtube,
  'music.youtube.com': youtube,
  'youtu.be': youtube,
  'www.youtube-nocookie.com': youtube,
  'music.apple.com': apple,
  'embed.music.apple.com': apple,
};

/** The embed a pasted share link (or a service's own <iframe> code) gives, or why it gives none. */
export function playerEmbed(input: string): PlayerResult {
  let text = input.trim();
  // A pasted <iframe … src="…"> (Bandcamp's and SoundCloud's share dialogs give code): its address.
  const src = /^<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
  if (src) text = src.replace(/&amp;/g, '&');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(`${SUPPORTED}: this is not a web address`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(`${SUPPORTED}: this is not a web address`);
  if (url.username || url.password || url.port) return refuse(`${SUPPORTED}: this address has parts a share link never has`);
  const host = url.hostname.toLowerCase();
  if (host.endsWith('.bandcamp.com') && host !== 'bandcamp.com') return bandcamp(url);
  // SoundCloud's own player address carries the track's page in url=.
  if (host === 'w.soundcloud.com') {
    const inner = url.searchParams.get('url');
    return inner && /^https:\/\/(?:api\.)?soundcloud\.com\//.test(inner) && !inner.includes('api.soundcloud.com') ? playerEmbed(inner) : refuse('SoundCloud: use the track’s own soundcloud.com link');
  }
  const parse = HOSTS[host];
  return parse ? parse(url) : refuse(`${SUPPORTED}; ${host} is not one of them`);
}

/** The player address of a Bandcamp album or track by its number, as bandcamp() builds it. */
export function bandcampPlayerAddress(kind: BandcampItemKind, id: string): string {
  const result = bandcamp(new URL(`https://bandcamp.com/EmbeddedPlayer/${kind}=${id}/`));
  if (!result.ok) throw new Error(`not a Bandcamp ${kind} number: ${id}`);
  return result.embed.src;
}

export type BandcampItemKind = 'album' | 'track';

export interface BandcampPage {
  kind: BandcampItemKind;
  /** The artist's subdomain: 'glassharbour' of glassharbour.bandcamp.com. */
  artist: string;
  /** '/album/tidewater': the path alone, without a query, a fragment or a trailing slash. */
  path: string;
  /** The page's address as it is fetched: https://<artist>.bandcamp.com<path>. */
  url: string;
}

/** One DNS label: letters, digits and inner hyphens (no dots, so no deeper host, no IP literal). */
const ARTIST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PAGE_PATH = /^\/(album|track)\/([a-z0-9][a-z0-9_-]{0,199})\/?$/i;

/**
 * A plain Bandcamp album or track page, `https://<artist>.bandcamp.com/(album|track)/<slug>`, the
 * one kind of address the server may fetch to find the player's number: https, a single
 * subdomain of bandcamp.com, no port, no user or password. Its query and fragment (share links
 * carry `?from=…`) are dropped. Anything else is null. Also the test of each redirect's target.
 */
export function bandcampPage(input: string): BandcampPage | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!host.endsWith('.bandcamp.com')) return null;
  const artist = host.slice(0, -'.bandcamp.com'.length);
  const page = PAGE_PATH.exec(url.pathname);
  if (!ARTIST_LABEL.test(artist) || !page) return null;
  const path = `/${page[1]!.toLowerCase()}/${page[2]!}`;
  return { kind: page[1]!.toLowerCase() as BandcampItemKind, artist, path, url: `https://${artist}.bandcamp.com${path}` };
}
