import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyDraft, memberRow, quoteRow, showRow, type PressKitDraft } from './press-kit-draft';
import { PressKitPreview } from './press-kit-preview';

function kit(): PressKitDraft {
  const draft = emptyDraft('Glass Harbour');
  return {
    ...draft,
    tagline: 'Tidal indie rock',
    genre: 'Indie Rock',
    location: 'Leeds',
    imageUrl: '/api/media/abc123.webp',
    bioLong: 'Long story.\n\nSecond part.',
    bioShort: 'Short story.',
    members: [memberRow({ name: 'Ada Quinn', role: 'vocals' })],
    shows: [
      showRow({ date: '2026-12-01', venue: 'Brudenell', city: 'Leeds', ticketUrl: 'javascript:alert(1)' }),
      showRow({ date: '2026-11-01', venue: 'Old Fleece', city: 'Bristol', ticketUrl: '' }),
    ],
    quotes: [quoteRow({ text: '<script>alert(1)</script>', source: '"><img src=x onerror=alert(1)>' })],
    links: { ...draft.links, bandcamp: 'https://gh.bandcamp.com', spotify: 'javascript:alert(1)', bookingEmail: 'book@gh.example' },
  };
}

describe('PressKitPreview', () => {
  const html = renderToStaticMarkup(<PressKitPreview draft={kit()} today="2026-11-25" />);

  it('shows the page in its order: cover, name, tagline, genre · location, links, bio, members, shows, quotes', () => {
    const order = ['<img src="/api/media/abc123.webp"', 'Glass Harbour', 'Tidal indie rock', 'Indie Rock · Leeds', 'Bandcamp', 'Long story.', 'Ada Quinn', 'Brudenell', 'Press'].map((t) =>
      html.indexOf(t),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('Short story.');
  });

  it('leaves out past shows, and turns only http(s) addresses into links', () => {
    expect(html).toContain('Tue 1 Dec 2026');
    expect(html).not.toContain('Old Fleece');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Spotify');
    expect(html).toContain('href="mailto:book@gh.example"');
  });

  it('shows pasted markup as text', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });
});
