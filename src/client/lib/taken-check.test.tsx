import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TakenCheckField, TakenMark, takenSentence } from './taken-check';

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
