// The kit's link set: each network's field takes that network's addresses only, and says what it
// expects otherwise; the website and the booking e-mail keep their own rules.
import { describe, expect, it } from 'vitest';
import { pressKitContentSchema, type PressKitLink } from '@shared/contracts/press-kit';

const problem = (link: PressKitLink, value: string) => {
  const parsed = pressKitContentSchema.safeParse({ bandName: 'Glass Harbour', links: { [link]: value } });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('links, each checked for its network', () => {
  it.each<[PressKitLink, string]>([
    ['website', 'https://glassharbour.example'],
    ['bandcamp', 'https://glassharbour.bandcamp.com'],
    ['spotify', 'https://open.spotify.com/artist/4aawyAB9vmqN3uQ7FjRGTy'],
    ['appleMusic', 'https://music.apple.com/gb/artist/glass-harbour/123'],
    ['soundcloud', 'https://soundcloud.com/glass-harbour'],
    ['youtube', 'https://www.youtube.com/@glassharbour'],
    ['instagram', 'https://www.instagram.com/glassharbour'],
    ['tiktok', 'https://www.tiktok.com/@glassharbour'],
    ['facebook', 'https://www.facebook.com/glassharbour'],
    ['x', 'https://x.com/glassharbour'],
    ['x', 'https://twitter.com/glassharbour'],
    ['mastodon', 'https://mastodon.social/@glassharbour'],
  ])('takes %s %s', (link, value) => {
    expect(problem(link, value)).toBeNull();
  });

  it.each<[PressKitLink, string, string]>([
    ['spotify', 'https://spotify.evil.example/artist/x', 'The Spotify link must be a Spotify address, like https://open.spotify.com/artist/…'],
    ['instagram', 'https://www.tiktok.com/@glassharbour', 'The Instagram link must be an Instagram address, like https://instagram.com/yourband'],
    ['tiktok', 'https://www.tiktok.com/', 'The TikTok link must lead to your page, like https://tiktok.com/@yourband'],
    ['bandcamp', 'https://notbandcamp.com/x', 'The Bandcamp link must be a Bandcamp address, like https://yourband.bandcamp.com'],
    ['mastodon', 'https://mastodon.social/glassharbour', 'The Mastodon link must be a profile address like https://mastodon.social/@yourband'],
    ['facebook', 'javascript:alert(1)', 'The Facebook link must be a web address starting with http:// or https://'],
  ])('refuses %s %s', (link, value, message) => {
    expect(problem(link, value)).toBe(message);
  });
});
