import { describe, expect, it } from 'vitest';
import { composeCover } from '@server/engines/art/local/compose';
import { elementsFor } from '@server/engines/art/local/adjust';
import { MOTIFS } from '@server/engines/art/local/motifs';
import { renderCoverPng } from '@server/engines/art/local/render';
import { createRng } from '@server/lib/random';
import { dominantHue } from '@server/testing/image-stats';
import { interpretLyricsLocally } from './interpret-lyrics';

const LIGHTHOUSE = `The keeper climbs the stairs tonight
A lighthouse in a storm, cold blue light
The sea is black and I am alone
I hold the beam to guide you home`;

const read = (lyrics: string, genre = 'rock') => interpretLyricsLocally({ lyrics, genre });

/** Every quote must be found in the lyrics as written. */
function expectQuotesFrom(lyrics: string, r: ReturnType<typeof read>) {
  for (const q of [...r.analysis.imagery.map((i) => i.quote), ...r.analysis.colours.map((c) => c.quote ?? '')]) {
    expect(q.length).toBeGreaterThan(0);
    expect(lyrics.includes(q), q).toBe(true);
  }
  for (const m of r.interpretation.matchAll(/“([^”]*)”/g)) expect(lyrics.includes(m[1] ?? ''), m[1]).toBe(true);
}

describe('interpretLyricsLocally', () => {
  it('reads the lighthouse lyrics: a lighthouse, the sea, a storm, cold blue light, at night', () => {
    const r = read(LIGHTHOUSE);
    expect(r.analysis.imagery[0]).toEqual({ subject: 'a lighthouse', quote: 'A lighthouse in a storm, cold blue light' });
    expect(r.analysis.imagery.map((i) => i.subject)).toEqual(expect.arrayContaining(['the sea', 'a storm']));
    expect(r.analysis.colours[0]).toMatchObject({ name: 'blue', quote: 'A lighthouse in a storm, cold blue light' });
    expect(r.analysis.colours[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(r.analysis.setting).toContain('storm');
    expect(r.analysis.setting).toContain('night');
    expect(r.analysis.prompt).toMatch(/lighthouse/);
    expect(r.analysis.prompt).toMatch(/cold blue light/);
    expect(r.interpretation).toContain('“A lighthouse in a storm, cold blue light”');
    expectQuotesFrom(LIGHTHOUSE, r);
  });

  it('its prompt draws a lighthouse in a storm, dominantly blue', async () => {
    const { prompt } = read(LIGHTHOUSE).analysis;
    for (const [genre, seed] of [['rock', 1], ['metal', 2], ['pop', 3], ['jazz', 4]] as const) {
      const req = { concept: prompt, style: 'digital-art' as const, bandName: 'Harbour Lights', genre, seed };
      const cover = composeCover(req);
      expect(cover.motif).toBe('lighthouse');
      const scene = MOTIFS.lighthouse({ rng: createRng(1), titleAt: 'top' });
      expect(elementsFor(prompt, undefined, scene)).toEqual(expect.arrayContaining(['clouds', 'rain', 'lightning']));
      expect((await dominantHue(renderCoverPng(req, 128))).name, genre).toBe('blue');
    }
  });

  it('takes colours from any line and says where: crimson, golden', () => {
    const lyrics = 'We drove the highway through the crimson dusk\nYour golden hair, the radio on\nRunning from the city, running free';
    const r = read(lyrics);
    expect(r.analysis.colours.map((c) => c.name)).toEqual(['red', 'gold']);
    expect(r.analysis.imagery.map((i) => i.subject)).toEqual(expect.arrayContaining(['a highway', 'a city skyline']));
    expect(r.analysis.mood).toBe('restless');
    expectQuotesFrom(lyrics, r);
  });

  it('falls back to mood and genre for lyrics with nothing to draw, and says so', () => {
    const r = read('I feel it, I know it\nnothing is real, nothing is true', 'metal');
    expect(r.analysis.imagery).toEqual([]);
    expect(r.analysis.colours).toEqual([]);
    expect(r.analysis.mood).toBe('dark and ominous');
    expect(r.interpretation).toMatch(/name nothing concrete to draw/);
    expect(r.analysis.prompt).toMatch(/metal/i);
    expect(read('I feel it, I know it', 'indie-rock').analysis.prompt).toMatch(/for an indie rock song/);
  });

  it('survives hostile input: huge, emoji only, markup, one endless line', () => {
    const huge = `${'storm and sea and sorrow '.repeat(4000)}`;
    const start = performance.now();
    const r = read(huge);
    // A bound that only catches a reading gone quadratic on 96 KB, not a slow machine.
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(r.analysis.imagery[0]?.quote.length).toBeLessThanOrEqual(140);
    expectQuotesFrom(huge, r);
    const emoji = read('🌊🌊🌊 🔥🔥 💙\n\u0000\u202e <script>alert(1)</script>');
    expect(emoji.analysis.prompt.length).toBeGreaterThan(10);
    expect(emoji.analysis.imagery).toEqual([]);
    const empty = read('   \n\n  ');
    expect(empty.interpretation.length).toBeGreaterThan(10);
  });

  it('is deterministic', () => {
    expect(read(LIGHTHOUSE)).toEqual(read(LIGHTHOUSE));
  });
});

describe('reading what the words say (blind reading, issue #36)', () => {
  it('does not make a denied thing the picture', () => {
    const r = read('No lighthouse burns on this black shore\nthe tide comes in');
    expect(r.analysis.imagery.map((i) => i.subject)).not.toContain('a lighthouse');
    expect(r.analysis.prompt).not.toMatch(/lighthouse/i);
  });

  it('reads fall after a pronoun or auxiliary as a verb, not autumn', () => {
    expect(read("we don't fall, we hold the line\nunder the streetlights").analysis.setting).not.toMatch(/autumn/);
    expect(read('The leaves in fall are gold').analysis.setting).toMatch(/autumn/);
  });

  it('keeps a named road', () => {
    const r = read('Walking down Dumbarton Road at night');
    expect(r.analysis.prompt).toContain('Dumbarton Road');
    expect(r.analysis.prompt).not.toMatch(/open road/);
  });
});

describe('weather in the picture prompt', () => {
  it('is the sky of the scene, not its subject, and never said twice', () => {
    const r = interpretLyricsLocally({ lyrics: 'Rain on the windshield, radio low\nDriving through the tunnel of the midnight town', genre: 'synthwave', bandName: 'Tunnel Lights' });
    expect(r.analysis.prompt).toMatch(/^A radio in the rain/);
    const only = interpretLyricsLocally({ lyrics: 'Rain, rain, all through the night', genre: 'folk', bandName: 'Low Water' });
    expect(only.analysis.prompt).not.toMatch(/rain in the rain/i);
  });
});
