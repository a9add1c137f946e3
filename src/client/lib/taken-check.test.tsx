import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TakenCheckField, TakenMark, takenSentence } from './taken-check';
import { checksRanSentence, TakenResultPanel } from './taken-result-panel';

const taken = { taken: true, matches: [{ name: 'Metallica', kind: 'exact' as const, source: 'wikidata' }], message: 'A band called Metallica exists' };
const similar = { taken: false, matches: [{ name: 'Iron Maiden', kind: 'sound-alike' as const, source: 'musicbrainz' }], message: 'sounds like Iron Maiden' };
const clear = { taken: false, matches: [], message: null };

describe('"Is it taken?" in the client', () => {
  it('says what the check found, with its source', () => {
    expect(takenSentence('metallica', taken)).toBe('Taken: A band called Metallica exists (Wikidata).');
    expect(takenSentence('Iron Mayden', similar)).toBe('Close: Iron Mayden sounds like Iron Maiden (MusicBrainz).');
    expect(takenSentence('Velvet Quarry', clear)).toBe('No band called Velvet Quarry in our lists of real bands.');
  });

  it('labels its field and announces the answer in a live region', () => {
    const html = renderToStaticMarkup(<TakenCheckField />);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Is it taken\?<\/label>.*<input id="\1"/);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
  });

  it('marks a saved name taken, similar or clear, with the reason for screen readers', () => {
    expect(renderToStaticMarkup(<TakenMark result={taken} />)).toContain('Taken<span class="sr-only">: A band called Metallica exists</span>');
    expect(renderToStaticMarkup(<TakenMark result={similar} />)).toContain('Similar');
    expect(renderToStaticMarkup(<TakenMark result={clear} />)).toContain('Clear');
    expect(renderToStaticMarkup(<TakenMark result={undefined} />)).toBe('');
  });
});

describe('the answer panel', () => {
  const handles = [{ network: 'instagram' as const, handles: [{ handle: 'quietharbour', url: 'https://www.instagram.com/quietharbour/' }] }];
  const off = { ...taken, online: { state: 'off' as const, remaining: null }, sources: [], domains: [], handles };
  const ran = {
    ...taken,
    online: { state: 'ran' as const, remaining: 7 },
    sources: [
      { source: 'musicbrainz' as const, status: 'taken' as const, matches: [{ name: 'Metallica', kind: 'exact' as const, source: 'musicbrainz', link: 'https://musicbrainz.org/artist/x' }] },
      { source: 'itunes' as const, status: 'could-not-check' as const, matches: [] },
      { source: 'deezer' as const, status: 'free' as const, matches: [] },
    ],
    domains: [
      { domain: 'metallica.com', status: 'taken' as const },
      { domain: 'metallica.fm', status: 'no-rdap' as const },
    ],
    handles,
  };

  it('says which checks ran when online checks are off, and that handles are not checked', () => {
    const html = renderToStaticMarkup(<TakenResultPanel result={off} />);
    expect(html).toContain('online checks are off on this site');
    expect(html).toContain('These handles are not checked');
    expect(html).toContain('href="https://www.instagram.com/quietharbour/"');
    expect(html).not.toContain('Web addresses');
  });

  it('shows each catalogue with its link, each address, and the checks left', () => {
    const html = renderToStaticMarkup(<TakenResultPanel result={ran} />);
    expect(html).toContain('<span class="font-semibold">MusicBrainz:</span> <span class="text-red-700 dark:text-red-400">Taken there</span>');
    expect(html).toContain('href="https://musicbrainz.org/artist/x"');
    expect(html).toMatch(/iTunes:<\/span> <span[^>]*>Could not check/);
    expect(html).toMatch(/metallica\.fm<\/span>: <span[^>]*>No RDAP service: not checked/);
    expect(checksRanSentence(ran)).toBe('Checked: our list of real bands and sound-alikes, MusicBrainz, iTunes, Deezer and 2 web addresses. 7 online checks left today.');
  });
});
