// Players on the press kit: the share link of each allowed service becomes that service's own
// embed, anything else is refused with what is wrong, the page's CSP frames exactly the services
// its players use, and the frames load nothing of theirs until a visitor clicks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerEmbed } from '@shared/contracts/press-kit-players';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { pageCsp } from './page-csp';
import { ORDINARY_KIT } from './press-kit-fixtures';

const embedOf = (link: string) => {
  const result = playerEmbed(link);
  if (!result.ok) throw new Error(result.problem);
  return result.embed;
};
const problemOf = (link: string) => {
  const result = playerEmbed(link);
  return result.ok ? null : result.problem;
};

describe('share links to embeds', () => {
  it.each([
    ['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy?si=abc', 'spotify', 'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy', 352],
    ['https://open.spotify.com/intl-de/track/11dFghVXANMlKmJXsNCbNl', 'spotify', 'https://open.spotify.com/embed/track/11dFghVXANMlKmJXsNCbNl', 152],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0', 0],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0', 0],
    ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'youtube', 'https://www.youtube-nocookie.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI&autoplay=1&rel=0', 0],
    ['https://soundcloud.com/glass-harbour/tidewater', 'soundcloud', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fglass-harbour%2Ftidewater&color=%235b21b6&visual=false&show_comments=false', 166],
    ['https://soundcloud.com/glass-harbour/sets/tidewater-ep', 'soundcloud', 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fglass-harbour%2Fsets%2Ftidewater-ep&color=%235b21b6&visual=false&show_comments=false', 300],
    ['https://music.apple.com/gb/album/tidewater/1440833098', 'apple', 'https://embed.music.apple.com/gb/album/tidewater/1440833098', 450],
    ['https://music.apple.com/gb/album/tidewater/1440833098?i=1440833275', 'apple', 'https://embed.music.apple.com/gb/album/tidewater/1440833098?i=1440833275', 175],
    [
      '<iframe style="border: 0; width: 100%; height: 120px;" src="https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/" seamless><a href="https://glassharbour.bandcamp.com/album/tidewater">Tidewater</a></iframe>',
      'bandcamp',
      'https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/bgcol=ffffff/linkcol=5b21b6/tracklist=false/artwork=small/transparent=true/',
      120,
    ],
    ['https://bandcamp.com/EmbeddedPlayer/track=2203457145/size=small/', 'bandcamp', 'https://bandcamp.com/EmbeddedPlayer/track=2203457145/size=large/bgcol=ffffff/linkcol=5b21b6/tracklist=false/artwork=small/transparent=true/', 120],
  ])('%s → %s', (link, service, src, height) => {
    expect(embedOf(link)).toEqual({ service, src, height });
  });

  it.each([
    ['https://evil.example/embed', 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music; evil.example is not one of them'],
    ['javascript:alert(1)', 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music: this is not a web address'],
    ['not a link', 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music: this is not a web address'],
    ['https://open.spotify.com.evil.example/album/4aawyAB9vmqN3uQ7FjRGTy', 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music; open.spotify.com.evil.example is not one of them'],
    ['https://open.spotify.com/user/glassharbour', 'Spotify: use a link to a track, album, playlist, artist, episode or show (open.spotify.com/album/…)'],
    ['https://www.youtube.com/watch?v=short', 'YouTube: the video id in the link is not valid'],
    ['https://www.youtube.com/@glassharbour', 'YouTube: use a link to a video or a playlist (youtube.com/watch?v=… or youtu.be/…)'],
    ['https://glassharbour.bandcamp.com/album/tidewater', 'Bandcamp: paste the embed code or player address from the album’s Share / Embed button (it holds the album number a page address lacks)'],
    ['https://on.soundcloud.com/abc123', 'SoundCloud: a short on.soundcloud.com link cannot be read here; open it and copy the soundcloud.com address'],
    ['https://music.apple.com/gb/artist/glass-harbour/123', 'Apple Music: use a link to an album, song or playlist (music.apple.com/gb/album/…)'],
    ['https://user:pw@open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music: this address has parts a share link never has'],
    ['<iframe src="https://evil.example/x"></iframe>', 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music; evil.example is not one of them'],
  ])('refuses %s', (link, problem) => {
    expect(problemOf(link)).toBe(problem);
  });

  it('puts the site policy together with exactly the given frame sources', () => {
    const site = "default-src 'self';frame-src 'self' https://checkout.example;frame-ancestors 'none'";
    expect(pageCsp(site, ['https://bandcamp.com'])).toBe("default-src 'self';frame-ancestors 'none';frame-src https://bandcamp.com");
    expect(pageCsp(site, [])).toBe("default-src 'self';frame-ancestors 'none';frame-src 'none'");
  });
});

describe('players on the page', () => {
  let t: TestApp;
  let cookies: { bns_session: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://bands.example' } });
    cookies = { bns_session: await buyPlan(t, 'lifetime', 'players@example.com') };
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });
  const save = (players: string[]) => t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, players } }, cookies });
  const frameSrc = (csp: string) => /(?:^|;)\s*frame-src ([^;]*)/.exec(csp)?.[1];

  it('refuses a link no service gives, naming the player and the problem, and more than three', async () => {
    const res = await save(['https://youtu.be/dQw4w9WgXcQ', 'https://evil.example/player']);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'content.players.1', message: 'Paste a share link from Bandcamp, Spotify, SoundCloud, YouTube or Apple Music; evil.example is not one of them' })]);
    const four = await save(Array.from({ length: 4 }, () => 'https://youtu.be/dQw4w9WgXcQ'));
    expect(four.statusCode).toBe(400);
    expect(four.json().error).toContain('At most 3 players');
  });

  it('frames each player behind a click and lets the page frame exactly those services', async () => {
    const players = [
      'https://bandcamp.com/EmbeddedPlayer/album=1536701931/size=large/',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
    ];
    expect((await save(players)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: { slug: 'glass-harbour' }, cookies })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/b/glass-harbour' });
    expect(page.statusCode).toBe(200);
    expect(frameSrc(String(page.headers['content-security-policy']))).toBe('https://bandcamp.com https://open.spotify.com https://www.youtube-nocookie.com');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const frames = [...page.body.matchAll(/<iframe class="player" title="([^"]+)"[^>]*srcdoc="([^"]+)"/g)];
    expect(frames.map((f) => f[1])).toEqual(['Bandcamp player: Glass Harbour', 'YouTube player: Glass Harbour', 'Spotify player: Glass Harbour']);
    // The frame's own document links to the embed; no iframe of the page has a third-party src.
    expect(frames[1]![2]).toContain('href=&quot;https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;amp;rel=0&quot;');
    expect(frames[1]![2]).toContain('ping=&quot;/b/glass-harbour/play/2&quot;');
    expect(page.body).not.toMatch(/<iframe[^>]*\ssrc=/);

    expect((await save([])).statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/b/glass-harbour' });
    expect(frameSrc(String(none.headers['content-security-policy']))).toBe("'none'");
    expect(none.body).not.toContain('<iframe');
  });
});
