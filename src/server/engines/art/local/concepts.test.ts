import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { describeCover } from './compose';
import { composeConcepts } from './concepts';
import { FAMILY_IMAGERY } from './concept-lexicon';
import { motifFromText } from './motifs';
import { presetFromPhrase } from './mood-phrases';
import { genrePresets } from './palette';
import { kinPresets } from './palette-kin';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('composeConcepts', () => {
  const inputs = [
    { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' },
    { bandName: 'VAMPSILK', genre: 'synthwave', vibe: 'cold neon', influences: 'Kavinsky' },
    { bandName: 'Quiet Kettle', genre: 'folk' },
    { bandName: 'Zxqv', genre: 'techno', vibe: 'lazy afternoon' },
  ] as const;

  it('writes the article each genre is said with: an indie pop sleeve, an electronic one, a folk one', () => {
    const sleeve = (genre: string) => composeConcepts({ bandName: 'Moth Parade', genre }, createRng(5))[2];
    expect(sleeve('indie-pop')).toContain('the way an indie pop sleeve should look');
    expect(sleeve('electronic')).toContain('the way an electronic sleeve should look');
    expect(sleeve('folk')).toContain('the way a folk sleeve should look');
  });

  it('gives three distinct concepts of one or two sentences, each naming a motif', () => {
    for (const input of inputs) {
      const concepts = composeConcepts(input, createRng(3));
      expect(concepts).toHaveLength(3);
      expect(new Set(concepts).size).toBe(3);
      for (const c of concepts) {
        expect(sentences(c).length).toBeGreaterThanOrEqual(1);
        expect(sentences(c).length).toBeLessThanOrEqual(2);
        expect(motifFromText(c), c).toBeDefined();
      }
    }
  });

  it('uses the band name’s words or the genre’s imagery', () => {
    for (const input of inputs) {
      const nameWords = input.bandName.toLowerCase().split(/\s+/);
      const imagery = Object.values(FAMILY_IMAGERY).flat();
      for (const c of composeConcepts(input, createRng(9))) {
        const lower = c.toLowerCase();
        expect(nameWords.some((w) => lower.includes(w)) || imagery.some((s) => lower.includes(s.toLowerCase())), c).toBe(true);
      }
    }
  });

  it('turns the name’s words into imagery: Groove Thesis gets grooves and a chalkboard of dance steps', () => {
    const all = composeConcepts(inputs[0], createRng(1)).join(' ').toLowerCase();
    expect(all).toContain('groove');
    expect(all).toContain('chalkboard');
    expect(composeConcepts(inputs[0], createRng(1)).map(motifFromText)).toEqual(expect.arrayContaining(['diagram', 'vinyl']));
  });

  it('reflects the vibe’s mood in the colour direction', () => {
    expect(composeConcepts(inputs[0], createRng(2)).join(' ')).toMatch(/basement|orange/);
    expect(composeConcepts(inputs[1], createRng(2)).join(' ')).toMatch(/neon|cyan|magenta/);
    expect(composeConcepts(inputs[3], createRng(2))[0]).toContain('lazy afternoon');
  });

  it('names a palette plainly where its usual wording would set the wrong scene for the genre', () => {
    // 'a sweaty basement party' or 'an eighties sunset' is funk's or synth-pop's, not black metal's.
    for (let seed = 0; seed < 200; seed++) {
      for (const genre of ['black-metal', 'doom-metal', 'death-metal', 'folk', 'classical']) {
        for (const c of composeConcepts({ bandName: 'Pale Howl', genre, vibe: 'frozen' }, createRng(seed))) {
          expect(c, c).not.toMatch(/party|eighties|seventies|xerox/);
        }
      }
    }
    // The plain wording is still that palette's: the cover is drawn in it.
    const concepts = Array.from({ length: 200 }, (_, seed) => composeConcepts({ bandName: 'Pale Howl', genre: 'black-metal' }, createRng(seed))).flat();
    const fire = concepts.find((c) => c.includes('a fire in the dark'));
    expect(fire).toBeDefined();
    expect(presetFromPhrase(fire!)).toBe('basement-heat');
    expect(motifFromText(fire!)).not.toBe('fire');
    // Funk wears it, so its concepts keep the party.
    expect(Array.from({ length: 50 }, (_, seed) => composeConcepts({ bandName: 'Groove Thesis', genre: 'funk' }, createRng(seed))).flat().join(' ')).toContain('sweaty basement party');
  });

  it('works a suggestion into every concept', () => {
    const concepts = composeConcepts({ ...inputs[2], suggestion: 'a red lighthouse beam sweeping the water.' }, createRng(4));
    for (const c of concepts) {
      expect(c.toLowerCase()).toContain('a red lighthouse beam sweeping the water');
      expect(sentences(c).length).toBeLessThanOrEqual(2);
    }
  });

  it('draws what a suggestion names in every concept, in its setting, and nothing the scaffolding names', () => {
    for (const genre of ['folk', 'indie-rock', 'doom-metal'] as const) {
      const concepts = composeConcepts({ bandName: 'Quiet Kettle', genre, vibe: 'slow and haunted', influences: 'Fleet Foxes, Low', suggestion: 'a cabin in the snow' }, createRng(5));
      expect(new Set(concepts).size).toBe(3);
      for (const c of concepts) {
        expect(c.startsWith('A cabin in the snow,'), c).toBe(true);
        // The vibe is quoted as a mood and the influences as a nod: neither adds a fox or a ghost.
        expect(describeCover({ concept: c, style: 'digital-art', bandName: 'Quiet Kettle', genre, seed: 9 }), c).toMatch(/^A cabin in the snow under /);
      }
    }
    // A vibe that names something to draw leads the first concept, the one a visitor's cover shows.
    const fromVibe = composeConcepts({ bandName: 'Quiet Kettle', genre: 'folk', vibe: 'a cabin in the snow' }, createRng(7));
    // ...pitched in the art director's words with the vibe's setting, never pasted in as written.
    expect(fromVibe[0]).toMatch(/^A lone log cabin .*, in deep snow, .*in frozen blues and white\./);
    expect(fromVibe.slice(1).every((c) => !c.startsWith('A cabin in the snow'))).toBe(true);
    // A snowy suggestion brings its cold colours when the vibe names none.
    expect(composeConcepts({ bandName: 'Quiet Kettle', genre: 'folk', suggestion: 'a cabin in the snow' }, createRng(6))[0]).toContain('in frozen blues and white');
  });

  it("keeps a genre's three colour stories in its own world: reggae sunlit, folk earthy, synthwave neon, jazz smoky", () => {
    for (const genre of ['reggae', 'folk', 'synthwave', 'jazz', 'country', 'hip-hop', 'doom-metal']) {
      const own = [...genrePresets(genre), ...kinPresets(genre)];
      for (let seed = 1; seed <= 8; seed++) {
        for (const concept of composeConcepts({ bandName: 'Moth Parade', genre }, createRng(seed))) {
          expect(own, `${genre} ${seed}: ${concept}`).toContain(presetFromPhrase(concept));
        }
      }
    }
    // Cold palettes never stand in for a warm genre's third picture.
    for (let seed = 1; seed <= 8; seed++) {
      const reggae = composeConcepts({ bandName: 'Island Rootsmen', genre: 'reggae', vibe: 'sunny beach afternoon' }, createRng(seed));
      for (const c of reggae) expect(['ice', 'frost-black', 'rain-slate', 'concrete-purple']).not.toContain(presetFromPhrase(c));
    }
  });

  it("reads a vibe that only names the night as the genre's own night, not one genre's night for all", () => {
    const first = (genre: string, vibe: string) => presetFromPhrase(composeConcepts({ bandName: 'Neon Arcadia', genre, vibe }, createRng(2))[0] ?? '');
    expect(first('synthwave', 'late night drive')).toBe('synth-sunset');
    expect(first('hip-hop', 'late night cipher')).toBe('street-gold');
    expect(first('folk', 'a night by the fire')).not.toBe('synth-sunset');
    // A vibe that names a colour story keeps it.
    expect(first('synthwave', 'cold neon night')).toBe('cold-neon');
    // 'Golden hour' is the genre's own daylight, not a black-and-gold story.
    expect(first('reggae', 'rooftop dub session at golden hour')).toBe('reggae-sun');
  });

  it('is seeded: the same rng seed gives the same concepts', () => {
    expect(composeConcepts(inputs[1], createRng(11))).toEqual(composeConcepts(inputs[1], createRng(11)));
  });
});
