import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { TONES } from '@shared/catalog/bio-options';
import { bioRequestSchema } from '@shared/contracts/writing';
import { inTone } from './tone-voice';
import { writeBio } from './write-bio';

// Every tone must be heard in the sentences that state the facts, not only in one hook line.
describe('each tone in the writer\'s sentences', () => {
  it('talks in contractions only in the talking tones', () => {
    expect(inTone('They are out on the road, and it is loud.', 'Casual')).toBe("They're out on the road, and it's loud.");
    expect(inTone("They're out on the road, and it isn't quiet.", 'Professional')).toBe('They are out on the road, and it is not quiet.');
    expect(inTone('None of it is worship.', 'Edgy')).toBe('None of it is worship.');
  });

  it('says the plain facts each tone\'s way', () => {
    const lede = 'Copper Wolves are a country four-piece from Lubbock, Texas, formed in 2016.';
    const said = TONES.map((tone) => inTone(lede, tone));
    expect(new Set(said).size).toBe(TONES.length);
    for (const text of said) expect(text).toMatch(/Copper Wolves.*Lubbock, Texas.*2016|2016.*Copper Wolves|Lubbock, Texas.*2016.*Copper Wolves/);
    const lineup = 'Ewan Bell plays guitar, with Iona Shaw on bass and Rab Kerr on drums.';
    const lines = TONES.map((tone) => inTone(lineup, tone));
    expect(new Set(lines).size).toBe(TONES.length);
    for (const text of lines) for (const who of ['Ewan Bell', 'Iona Shaw', 'Rab Kerr', 'guitar', 'bass', 'drums']) expect(text.toLowerCase()).toContain(who.toLowerCase());
  });

  it('says the releases, the residency and a "-based" opening each tone\'s way, keeping every fact', () => {
    const release = "In 2022, three years later, they put out the album 'Tide Tables'.";
    const releases = TONES.map((tone) => inTone(release, tone));
    expect(new Set(releases).size).toBe(TONES.length);
    for (const text of releases) expect(text).toMatch(/(?=.*2022)(?=.*three years later)(?=.*album 'Tide Tables')/);
    const residency = "Since 2022, they have held a residency at Trout's every Friday.";
    for (const tone of TONES) expect(inTone(residency, tone)).toMatch(/(?=.*2022)(?=.*Trout's)(?=.*every Friday)(?=.*residency)/i);
    const based = 'Static Orchard are a Montreal-based experimental trio, formed in 2020.';
    for (const tone of TONES) expect(inTone(based, tone)).toMatch(/(?=.*Static Orchard)(?=.*Montreal)(?=.*experimental trio)(?=.*2020)/i);
    expect(inTone(based, 'Poetic')).toBe('From Montreal comes Static Orchard, an experimental trio, formed in 2020.');
  });

  it('frames a second release of one bio differently from the first', () => {
    const counts = new Map();
    const first = inTone("In 2019, two years after forming, they put out the EP 'Dry Stone'.", 'Humorous', counts);
    const second = inTone("In 2022, three years later, they put out the album 'Tide Tables'.", 'Humorous', counts);
    expect(first).toBe("Exhibit A: the EP 'Dry Stone', out in 2019, two years after forming.");
    expect(second).toBe("Exhibit B: the album 'Tide Tables', out in 2022, three years later.");
  });

  it('moves in short sentences when Edgy', () => {
    expect(inTone("Maya's pedal steel adds the long lines; Jonah's bass holds the floor; and Lou's drums push from behind.", 'Edgy')).toBe("Maya's pedal steel adds the long lines. Jonah's bass holds the floor. Lou's drums push from behind.");
  });

  it('leaves headings and fact-sheet lines alone', () => {
    expect(inTone('**The Sound**', 'Edgy')).toBe('**The Sound**');
    expect(inTone('*Based in:* Leeds', 'Casual')).toBe('*Based in:* Leeds');
  });

  it('makes bios of one form in two tones share under half of their sentences', () => {
    const form = {
      bandName: 'Tidal Engines', genre: 'Rock', subGenres: ['Progressive'], formationYear: 2018, location: 'Glasgow',
      members: [{ name: 'Ewan Bell', instrument: 'Guitar' }, { name: 'Iona Shaw', instrument: 'Bass' }, { name: 'Rab Kerr', instrument: 'Drums' }],
      influences: ['Mogwai', 'Russian Circles'], achievements: ["Album 'Foghorn Hymns' (2022)"], personalityTraits: ['Introspective'],
    };
    const sentences = TONES.map((tone) => new Set(writeBio(bioRequestSchema.parse({ ...form, tone }), createRng(5)).bio.split(/(?<=[.!?])\s+|\n+/).filter((s) => s && !s.startsWith('*'))));
    let pairs = 0;
    let close = 0;
    for (let i = 0; i < TONES.length; i++) {
      for (let j = i + 1; j < TONES.length; j++) {
        const a = sentences[i] ?? new Set<string>();
        const b = sentences[j] ?? new Set<string>();
        pairs++;
        if ([...a].filter((s) => b.has(s)).length / Math.min(a.size, b.size) >= 0.5) close++;
      }
    }
    expect(close / pairs).toBeLessThan(0.5);
  });
});
