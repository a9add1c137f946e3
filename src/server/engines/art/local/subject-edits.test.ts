// A variation that removes or swaps a thing really changes the picture, and its alt text says
// what was drawn: never a change that did not happen.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { planVariation } from '../variation';
import { elementsFor } from './adjust';
import { composeCover } from './compose';
import { chooseMotif, drawMotif } from './motifs';
import { renderCoverPixels } from './render';
import { absentThings, editConcept, PEOPLE_MOTIFS, withoutBodies } from './subject-edits';

const car = {
  concept: 'a lonely red car parked by a motel at night under a full moon',
  style: 'photorealistic' as const,
  bandName: 'Vacancy',
  genre: 'indie-rock',
  seed: 11,
};

const crowd = {
  concept: 'two dancers on a rooftop at sunset with a crowd below',
  style: 'oil-painting' as const,
  bandName: 'Rooftop Hours',
  genre: 'pop',
  seed: 12,
};

describe('variations that take a thing out or swap it', () => {
  it("reads 'no people', 'remove the guitar' and 'swap the car for a bicycle' as changes it can draw", () => {
    expect(planVariation('no people')).toMatchObject({ adjust: { remove: ['people'] }, unapplied: [] });
    expect(planVariation('remove the guitar')).toMatchObject({ adjust: { remove: ['guitar'] }, unapplied: [] });
    expect(planVariation('swap the car for a bicycle')).toMatchObject({ adjust: { swap: [['car', 'bicycle']] }, unapplied: [] });
    expect(planVariation('a bike instead of the car').adjust.swap).toEqual([['car', 'bike']]);
    // A colour or an hour is no thing: 'turn the lights to blue' stays a colour.
    expect(planVariation('turn the lights to blue').adjust).toEqual({ colour: 'blue' });
    // A thing it has no drawing of is said so, not claimed.
    const giraffe = planVariation('replace the car with a giraffe');
    expect(giraffe.adjust.swap).toBeUndefined();
    expect(giraffe.unapplied.join(' ')).toContain('giraffe');
  });

  it("'swap the car for a bicycle' draws a bicycle, keeps the colour said of it, and the alt text names the bicycle", () => {
    const before = composeCover(car);
    const after = composeCover({ ...car, adjust: planVariation('swap the car for a bicycle').adjust });
    expect(before.motif).toBe('car');
    expect(after.motif).toBe('bicycle');
    expect(after.description).toMatch(/^A bicycle/);
    expect(after.description).not.toMatch(/\bcar\b/);
    expect(editConcept(car.concept, { swap: [['car', 'bicycle']] }).concept).toContain('red bicycle');
  });

  it("'no people' draws no people, whatever the genre would pick, and the alt text says so", () => {
    const before = composeCover(crowd);
    const after = composeCover({ ...crowd, adjust: planVariation('no people').adjust });
    expect(PEOPLE_MOTIFS).toContain(before.motif);
    expect(PEOPLE_MOTIFS).not.toContain(after.motif);
    expect(after.description).toContain('without people');
    expect(before.description).not.toContain('without');
    // A concept of nothing but people: the genre's pick is never a people scene either.
    for (let seed = 1; seed <= 12; seed++) {
      const { concept, exclude } = editConcept('a crowd of dancers', { remove: ['people'] });
      expect(PEOPLE_MOTIFS, String(seed)).not.toContain(chooseMotif(concept, 'hip-hop', createRng(seed), exclude));
    }
  });

  it("'remove the girl with the umbrella' from a fox in the snow claims nothing: the picture never showed one", () => {
    const fox = { concept: 'a red fox in a snowy birch forest at dawn', style: 'watercolor' as const, bandName: 'First Frost', genre: 'folk', seed: 8 };
    const adjust = planVariation('remove the girl with the umbrella').adjust;
    expect(absentThings(fox.concept, adjust.remove)).toEqual(adjust.remove);
    expect(composeCover({ ...fox, adjust }).description).not.toContain('without');
    // A thing the words did name is taken out and said so.
    expect(absentThings(car.concept, planVariation('remove the car').adjust.remove)).toEqual([]);
    // A concept naming no subject is the genre's pick: nothing is called absent there.
    expect(absentThings('something moody and slow', ['people'])).toEqual([]);
  });

  it("'remove the moon' takes the scene's own moon away, and the alt text says so", () => {
    const adjust = planVariation('remove the moon').adjust;
    const scene = drawMotif(chooseMotif(car.concept, car.genre, createRng(11)), { rng: createRng(11), titleAt: 'bottom' }, car.concept);
    expect(scene.shapes.some((s) => s.role === 'celestial' && s.circle)).toBe(true);
    expect(withoutBodies(scene, adjust.clear).shapes.some((s) => s.role === 'celestial' && s.circle)).toBe(false);
    const after = composeCover({ ...car, adjust });
    expect(after.description).toContain('without the moon');
    expect(after.motif).toBe('car');
    // The moon was the only near-white disc in the night sky: its pixels are gone.
    const bright = (adj?: typeof adjust) => {
      const { pixels, width } = renderCoverPixels({ ...car, adjust: adj }, 100);
      let n = 0;
      for (let i = 0; i < width * 55 * 4; i += 4) if ((pixels[i] ?? 0) > 200 && (pixels[i + 1] ?? 0) > 200 && (pixels[i + 2] ?? 0) > 200) n++;
      return n;
    };
    const before = bright();
    expect(before).toBeGreaterThan(20);
    expect(bright(adjust)).toBeLessThan(before / 4);
  });

  it("'remove the moon' on a picture of the moon draws the rest of it, and names no sun or moon it no longer shows", () => {
    const moon = { concept: 'a huge moon over the hills', style: 'digital-art' as const, bandName: 'Test Band', genre: 'rock', seed: 3 };
    expect(composeCover(moon).motif).toBe('celestial');
    const after = composeCover({ ...moon, adjust: planVariation('remove the moon').adjust });
    expect(after.motif).not.toBe('celestial');
    const [drawn = ''] = after.description.split(', without');
    expect(drawn).not.toMatch(/\b(sun|moon)\b/);
    expect(after.description).toContain('without the moon');
  });

  it('a picture that still has its moon never says it was taken out', () => {
    expect(composeCover(car).description).not.toContain('without');
    expect(composeCover({ ...car, adjust: { time: 'day' } }).description).not.toContain('without');
  });
});

describe('one sun, one moon', () => {
  it("'add a sun' to a day scene with its own sun, or 'add a moon' to a night with its moon, adds no second disc", () => {
    const concept = 'A lone highway vanishing into the heat haze toward a swollen setting sun';
    const scene = drawMotif(chooseMotif(concept, 'indie-rock', createRng(5)), { rng: createRng(5), titleAt: 'bottom' }, concept);
    expect(scene.shapes.filter((s) => s.role === 'celestial' && s.circle)).toHaveLength(1);
    expect(elementsFor(concept, { add: ['sun'] }, scene)).not.toContain('sun');
    expect(elementsFor(concept, { add: ['moon'], time: 'night' }, scene)).not.toContain('moon');
    // A moon by day beside the sun is still added: it is what was asked and no double.
    expect(elementsFor(concept, { add: ['moon'] }, scene)).toContain('moon');
  });
});
