// Three concepts of one request are three different pictures: subject, framing and colour story differ.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { dominantHue, meanPixelDifference } from '@server/testing/image-stats';
import { composeConcepts } from './concepts';
import { presetFromPhrase } from './mood-phrases';
import { motifFromText } from './motifs';
import { renderCoverPng } from './render';

const requests = [
  { bandName: 'Glass Harbor', genre: 'rock' },
  { bandName: 'Glass Harbor', genre: 'synthwave' },
  { bandName: 'Ashen Vigil', genre: 'black-metal' },
  { bandName: 'Sugar Static', genre: 'pop', vibe: 'cold neon' },
  { bandName: 'Block Theory', genre: 'trap' },
  { bandName: 'Blue Hour Quartet', genre: 'jazz' },
  { bandName: 'Quiet Kettle', genre: 'folk' },
] as const;

describe('three concepts, three pictures', () => {
  it('differ in subject, composition and colour story', () => {
    for (const req of requests) {
      const concepts = composeConcepts(req, createRng(2));
      expect(new Set(concepts.map(presetFromPhrase)).size, concepts.join('\n')).toBe(3);
      expect(new Set(concepts.map((c) => c.split(',')[1])).size).toBe(3);
      expect(concepts.every((c) => motifFromText(c))).toBe(true);
    }
  });

  it('render (same style, same seed) with a mean pixel difference above 0.15 between any two', async () => {
    for (const req of requests) {
      for (const seed of [1, 2]) {
        const concepts = composeConcepts(req, createRng(seed));
        const pngs = concepts.map((concept) => renderCoverPng({ concept, style: 'digital-art', bandName: req.bandName, genre: req.genre, seed: 100 + seed }, 64));
        for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) {
          expect(await meanPixelDifference(pngs[a]!, pngs[b]!), `${req.genre} seed ${seed}: ${concepts[a]} / ${concepts[b]}`).toBeGreaterThan(0.15);
        }
      }
    }
  });

  it('draw each concept in the colour story it names: a colour in the subject is detail, a colour added after it leads', async () => {
    const concept = "A city skyline at night with every window lit gold, built in receding silhouettes, near to far, in frozen blues and white. Set 'Glass Harbour' in hand-tagged lettering.";
    const draw = (text: string) => renderCoverPng({ concept: text, style: 'digital-art', bandName: 'Glass Harbour', genre: 'trap', seed: 7 }, 64);
    expect((await dominantHue(draw(concept))).name).toBe('blue');
    expect((await dominantHue(draw(`${concept} Make the sky crimson.`))).name).toBe('red');
  });

  it('stay three different pictures when each is drawn with its own seed, as the studio does', async () => {
    let closest = 1;
    for (let seed = 0; seed < 12; seed++) {
      const concepts = composeConcepts({ bandName: 'Glass Harbour', genre: 'indie-rock' }, createRng(500 + seed));
      const pngs = concepts.map((concept, i) => renderCoverPng({ concept, style: 'digital-art', bandName: 'Glass Harbour', genre: 'indie-rock', seed: 31 * seed + i }, 64));
      for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) closest = Math.min(closest, await meanPixelDifference(pngs[a]!, pngs[b]!));
    }
    expect(closest).toBeGreaterThan(0.15);
  });
});
