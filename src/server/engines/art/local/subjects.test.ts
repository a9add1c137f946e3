// The subject library: every subject is found from its words and drawn clear of the title; a
// concept's weather sets the light; heavy genres stay dark in every style; compositions vary.
import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '@shared/catalog/art-styles';
import { GENRES } from '@shared/catalog/genres';
import { ownEntry } from '@shared/lookup';
import { createRng } from '@server/lib/random';
import { dominantHue } from '@server/testing/image-stats';
import { bbox } from './geometry';
import { composeCover, describeCover } from './compose';
import { chooseMotif, companionFromText, drawMotif, motifFromText } from './motifs';
import { choosePalette, GENRE_PALETTES, isDarkPreset, isHeavyGenre } from './palette';
import { renderCoverPixels, renderCoverPng } from './render';
import { SUBJECTS } from './scene/subjects';
import { titleArea } from './styles/style';

function stats(req: Parameters<typeof renderCoverPixels>[0]): { luma: number; light: number } {
  const { pixels } = renderCoverPixels(req, 48);
  let luma = 0;
  let light = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const l = (0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0)) / 255;
    luma += l;
    if (l > 0.75) light++;
  }
  const count = pixels.length / 4;
  return { luma: luma / count, light: light / count };
}

describe('the subject library', () => {
  it('holds over a hundred distinct subjects', () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SUBJECTS.map((s) => s.id)).size).toBe(SUBJECTS.length);
  });

  it('finds every subject from each of its words, and from its own pitch', () => {
    for (const s of SUBJECTS) {
      for (const w of s.words) expect(motifFromText(`a ${w} at the end of everything`), `${s.id}: ${w}`).toBe(s.id);
      expect(motifFromText(s.phrase), s.phrase).toBe(s.id);
    }
  });

  it('draws every subject on the canvas and never under the title', () => {
    for (const s of SUBJECTS) {
      for (const seed of [1, 2, 3, 4]) {
        const rng = createRng(seed);
        const titleAt = seed % 2 ? 'top' : 'bottom';
        const scene = drawMotif(s.id, { rng, titleAt }, s.phrase);
        const body = scene.shapes.filter((sh) => sh.role === 'focal');
        expect(body.length, s.id).toBeGreaterThan(0);
        const box = bbox(body.flatMap((sh) => sh.pts));
        const title = titleArea(titleAt);
        const overlaps = box.x < title.x + title.w && box.x + box.w > title.x && box.y < title.y + title.h && box.y + box.h > title.y;
        expect(overlaps, `${s.id} seed ${seed}: ${JSON.stringify(box)} under the ${titleAt} title`).toBe(false);
        expect(box.x + box.w > 0 && box.x < 1000, s.id).toBe(true);
        expect(scene.description).toContain(s.noun);
      }
    }
  });

  it('renders every subject', () => {
    for (const [i, s] of SUBJECTS.entries()) {
      const { width } = renderCoverPixels({ concept: s.phrase, style: ART_STYLES[i % ART_STYLES.length]!, bandName: 'Glass Harbour', genre: 'rock', seed: i }, 32);
      expect(width).toBe(32);
    }
  });
});

describe('a cabin in the snow', () => {
  const concept = 'a cabin in the snow';

  it('is a cabin in a cold palette, whatever the genre', () => {
    expect(chooseMotif(concept, 'folk', createRng(1))).toBe('cabin');
    for (const genre of ['folk', 'country', 'rock', 'pop', 'reggae', 'americana']) {
      for (const seed of [1, 2, 3]) expect(choosePalette(genre, '', concept, createRng(seed)).name, genre).toBe('ice');
    }
    expect(choosePalette('doom-metal', '', concept, createRng(1)).name).toBe('frost-black');
  });

  it('renders snow-white and blue, with a truthful description', async () => {
    for (const seed of [3, 4]) {
      const req = { concept, style: 'digital-art' as const, bandName: 'Glass Harbour', genre: 'americana', seed };
      expect(stats(req).light, `seed ${seed}`).toBeGreaterThan(0.3);
      expect((await dominantHue(renderCoverPng(req, 64))).name).toBe('blue');
      expect(composeCover(req).description).toMatch(/^A cabin in the snow under a .*sky, title 'Glass Harbour'$/);
    }
  });
});

describe('heavy genres', () => {
  it('are dark in every style, light paper styles included', () => {
    for (const style of ART_STYLES) {
      for (const [genre, seed, concept] of [['doom-metal', 1, 'a lone tree on a hill'], ['doom-metal', 2, 'a cabin in the snow'], ['black-metal', 3, 'a castle on a crag'], ['death-metal', 4, 'a skull in the dark']] as const) {
        expect(stats({ concept, style, bandName: 'Ashen Vigil', genre, seed }).luma, `${style} ${genre} ${seed}`).toBeLessThan(0.3);
      }
    }
  });
});

describe('composition', () => {
  it('moves the subject about: thirds, centre and sizes vary with the seed', () => {
    const xs: number[] = [];
    const sizes: number[] = [];
    for (let seed = 0; seed < 24; seed++) {
      const scene = drawMotif('house', { rng: createRng(seed), titleAt: seed % 2 ? 'top' : 'bottom' }, 'a house on a hill');
      xs.push(scene.focal.cx);
      sizes.push(scene.focal.r);
    }
    expect(xs.filter((x) => x < 420).length).toBeGreaterThan(3);
    expect(xs.filter((x) => x > 580).length).toBeGreaterThan(3);
    expect(xs.filter((x) => Math.abs(x - 500) < 60).length).toBeGreaterThan(0);
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeGreaterThan(1.5);
    // ...and a concept that asks for it sets the subject small under a vast sky.
    const small = drawMotif('house', { rng: createRng(5), titleAt: 'bottom' }, 'a house on a hill, set small against an enormous sky');
    expect(small.focal.r).toBeLessThan(Math.min(...sizes) * 1.05);
  });
});

describe('genre palettes', () => {
  it('give every genre of the catalogue its own palettes, and the heavy genres only dark ones', () => {
    for (const genre of GENRES) {
      const own = ownEntry(GENRE_PALETTES, genre);
      expect(own?.length, genre).toBeGreaterThan(0);
      if (isHeavyGenre(genre)) for (const name of own ?? []) expect(isDarkPreset(name), `${genre}: ${name}`).toBe(true);
    }
  });
});

describe('the description', () => {
  it('names what composeCover drew, without drawing it', () => {
    for (const [concept, genre, style] of [['a cabin in the snow', 'folk', 'watercolor'], ['a raven on a dead tree', 'doom-metal', 'pencil-sketch'], ['a lighthouse by the sea', 'rock', 'linocut']] as const) {
      const req = { concept, style, bandName: 'Glass Harbour', genre, seed: 9 };
      const composed = composeCover(req);
      expect(describeCover(req)).toBe(composed.description);
      expect(composed.description).toMatch(/ sky, title 'Glass Harbour'$/);
    }
    expect(describeCover({ concept: 'a raven on a dead tree', style: 'digital-art', bandName: 'X', genre: 'doom-metal', seed: 1 })).toMatch(/^A raven .*under (?:a (?:black|dark)|an orange)/); // doom's digital-art sky is painted as a dark orange glow
    expect(describeCover({ concept: 'a lighthouse by the sea', style: 'digital-art', bandName: '', genre: 'rock', seed: 1 })).toMatch(/^A lighthouse sweeping its beams over the sea under an? [a-z ]+sky$/);
  });
});

describe('a concept naming two subjects', () => {
  it('draws both, the first named leading', () => {
    const draw = (concept: string) => composeCover({ concept, style: 'digital-art', bandName: 'Grave Bloom', genre: 'death-metal', seed: 4 });
    expect(draw('A skull with roses').motif).toBe('skull');
    expect(draw('A skull with roses').description).toMatch(/^A skull and a rose /);
    expect(draw('A raven on a dead tree').description).toMatch(/^A raven and a dead tree /);
    expect(draw('A church by the sea with a flock of gulls').motif).toBe('church');
    expect(draw('A dead tree on a hill').description).toMatch(/^A dead tree [a-z ]*sky/);
    expect(draw('A dead tree on a hill').description).not.toContain(' and ');
  });
});

describe('the common subjects musicians ask for', () => {
  it('draws a person holding an instrument as its player, not a figure beside the instrument', () => {
    expect(motifFromText('a man playing an acoustic guitar')).toBe('guitarist');
    expect(motifFromText('a woman with a guitar on stage')).toBe('guitarist');
    expect(motifFromText('someone playing the saxophone')).toBe('horn-player');
    expect(motifFromText('a man singing into a microphone')).toBe('singer');
    // ...keeping what else the words name, and a guitar alone stays a guitar.
    expect(companionFromText('a man playing guitar by a campfire', 'guitarist')).toBe('campfire');
    expect(motifFromText('a red guitar leaning on a brick wall')).toBe('guitar');
  });

  it('reads one bird, a face, a DJ as themselves', () => {
    expect(motifFromText('a bird flying')).toBe('bird');
    expect(motifFromText('birds over the marsh')).toBe('flock');
    expect(motifFromText('a woman\'s face in profile')).toBe('face');
    expect(motifFromText('a dj in a club with lasers')).toBe('dj');
    // A flying thing is no aeroplane unless it is one.
    expect(companionFromText('a bird flying over the sea', 'bird')).toBeUndefined();
  });

  it('draws the subject large: a person or an object fills much of the picture, not a speck under a vast sky', () => {
    for (const id of ['guitarist', 'singer', 'dancer', 'figure', 'guitar', 'heart', 'horse', 'face', 'dj']) {
      const sizes: number[] = [];
      for (let seed = 1; seed <= 12; seed++) {
        const scene = drawMotif(id, { rng: createRng(seed), titleAt: seed % 2 ? 'top' : 'bottom' }, 'something at the end of everything');
        const box = bbox(scene.shapes.filter((sh) => sh.role === 'focal').flatMap((sh) => sh.pts));
        sizes.push(Math.max(box.w, box.h));
      }
      // (A standing figure was 176 units tall at the least and 269 on average.)
      expect(Math.min(...sizes), id).toBeGreaterThan(220);
      expect(sizes.reduce((a, b) => a + b) / sizes.length, id).toBeGreaterThan(290);
    }
    // Small under a vast sky only when the concept asks for it.
    const vast = drawMotif('figure', { rng: createRng(3), titleAt: 'bottom' }, 'a lone figure set small against an enormous sky');
    const box = bbox(vast.shapes.filter((sh) => sh.role === 'focal').flatMap((sh) => sh.pts));
    expect(box.h).toBeLessThan(320);
  });
});
