// Keep-worthiness, pinned by what readers said: the names they marked generic or tautological rank
// below the ones they would shortlist; a list's names do not say one thing twice; the brief's mood
// shapes which pictures a list draws from, without its words and without taking the list over.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { generateLocalNames } from './generate-local-names';
import { judgeName, scoreName } from './name-score';
import { nameTokens } from './normalise-name';
import { singularCandidates } from './english';
import { vibePictures } from './vibe-pictures';

const NO_VIBE = { vibeImages: new Set<string>() };
const CORE = ['trap', 'hip-hop', 'techno', 'black-metal', 'folk', 'jazz'];

function list(genre: string, vibe: string | undefined, seeds = 6): string[] {
  const names: string[] = [];
  for (let s = 0; s < seeds; s++) names.push(...generateLocalNames({ genre, vibe, count: 10 }, createRng(`score:${genre}:${s}`)).map((i) => i.name));
  return names;
}

describe('keep-worthiness of a name', () => {
  it("ranks the names readers called generic below the ones they would shortlist", () => {
    const generic = ['Nocturnal Shadow', 'Starless Darkness', 'Whiskey Bartenders', 'Smooth Breezes', 'Grim Darkness', 'Brass Saxophone', 'Rite Ceremony', 'Galaxy Stardust', 'Radio Frequency', 'Desolation Abyss'];
    const kept = ['Lil Payroll', 'Linoleum Getaways', 'The Wren and the Heron', 'Seafoam Lido', 'Smouldering Abbot', 'The Moonless Crown', 'Ashtray Ensemble', 'Palm Bay Nights'];
    const worstKept = Math.min(...kept.map((n) => scoreName(n, true, NO_VIBE)));
    for (const name of generic) expect(scoreName(name, true, NO_VIBE), name).toBeLessThan(worstKept);
  });

  it("ranks a dream-pop adjective that only repeats its noun below a pair with a tension ('Sleepy Reverie', 'Underwater Brine')", () => {
    const said = ['Sleepy Reverie', 'Underwater Brine', 'Drowned Lagoon', 'Submerged Shallows', 'Luminous Lantern', 'Hush Whispers'];
    const kept = ['Velvet Undertow', 'Chlorine Halo', 'Opaline Chandelier', 'Vacant Neon'];
    const worstKept = Math.min(...kept.map((n) => scoreName(n, true, NO_VIBE)));
    for (const name of said) expect(scoreName(name, true, NO_VIBE), name).toBeLessThan(worstKept);
  });

  it("prefers a word of the vibe's pictures, never the vibe's own word", () => {
    const grief = { vibeImages: vibePictures(['grief']) };
    expect(grief.vibeImages.has('grief')).toBe(false);
    expect(judgeName('Lil Tombstone', true, grief).vibe).toBe(true);
    expect(scoreName('Lil Tombstone', true, grief)).toBeGreaterThan(scoreName('Lil Tombstone', true, NO_VIBE));
  });
});

describe('lists ranked by keep-worthiness', () => {
  it('never put two words of one narrow kind in a name (Galaxy Stardust, Rival Feud, Watchful Cameras)', () => {
    const KINDS = [
      'stardust galaxy planet planets satellite orbital interstellar comet comets cosmos nebula',
      'rival rivals grudge feud feuding quarrel quarrelsome duel standoff showdown crossfire strife warring siege',
      'static signal signals frequency radio antenna',
      'tomb crypt grave sepulchral coffin funeral decay',
      'throne crown king royal regal majesty',
    ].map((l) => new Set(l.split(' ')));
    const bad: string[] = [];
    for (const genre of CORE) {
      for (const vibe of [undefined, 'paranoia and grief', 'the bass arguing with the drummer']) {
        for (const name of list(genre, vibe, 3)) {
          const tokens = nameTokens(name);
          if (KINDS.some((k) => tokens.filter((t) => k.has(t) || singularCandidates(t).some((s) => k.has(s))).length >= 2)) bad.push(name);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(CORE.map((g) => [g]))("%s: the vibe 'grief' moves the list toward its pictures, never its own word, never all of it", (genre) => {
    const pictures = vibePictures(['grief']);
    const share = (names: string[]) => names.filter((n) => nameTokens(n).some((t) => pictures.has(t) || singularCandidates(t).some((s) => pictures.has(s)))).length / names.length;
    const withVibe = list(genre, 'grief');
    const without = list(genre, undefined);
    expect(share(withVibe)).toBeGreaterThanOrEqual(0.3);
    expect(share(withVibe)).toBeGreaterThan(2 * share(without));
    expect(share(withVibe)).toBeLessThanOrEqual(0.6);
    expect(withVibe.filter((n) => /grief/i.test(n))).toEqual([]);
  });

  it.each(['paranoia', 'the bass arguing with the drummer'])("the vibe '%s' is heard in every core genre's list", (vibe) => {
    const pictures = vibePictures(vibe.split(' '));
    for (const genre of CORE) {
      const names = list(genre, vibe, 3);
      const share = names.filter((n) => nameTokens(n).some((t) => pictures.has(t) || singularCandidates(t).some((s) => pictures.has(s)))).length / names.length;
      expect(share, genre).toBeGreaterThanOrEqual(0.3);
    }
  });
});
