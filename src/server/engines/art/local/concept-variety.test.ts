// The three concepts of a request are set apart by more than colour: where the request leaves the
// hour open the third is at the other end of the day, a standing subject of the second and third
// stands in another place of the genre's world, and a subject's own pitch adds no stray things.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { dominantHue, meanPixelDifference } from '@server/testing/image-stats';
import { describeCover } from './compose';
import { composeConcepts } from './concepts';
import { renderCoverPng } from './render';
import { readRequest } from './scene/request';
import { settingInText } from './scene/subject-scene';
import { motifFromText, pictureWords } from './motifs';

describe('three concepts of one request', () => {
  it('set the third at the other end of the day when the request names no hour, and keep an asked hour', () => {
    for (const [genre, seed] of [['indie-pop', 3], ['country', 8], ['reggae', 5], ['jazz', 11]] as const) {
      const concepts = composeConcepts({ bandName: 'Tin Orchard', genre }, createRng(seed));
      const first = readRequest(concepts[0] ?? '').time;
      const third = readRequest(concepts[2] ?? '').time;
      expect(third, concepts.join('\n')).toBeDefined();
      expect(third).not.toBe(first);
    }
    for (const c of composeConcepts({ bandName: 'Tin Orchard', genre: 'folk', vibe: 'at dawn in the mist' }, createRng(4))) expect(readRequest(c).time).toBe('dawn');
    // A heavy genre stays dark: no daylight is pitched to it.
    for (const c of composeConcepts({ bandName: 'Tin Orchard', genre: 'doom-metal' }, createRng(4))) expect(c).not.toMatch(/broad daylight/);
  });

  it('set a standing subject in different places of the genre\'s world, unless the vibe names one', () => {
    const settings = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      for (const c of composeConcepts({ bandName: 'Copper Wolves', genre: 'folk' }, createRng(seed)).slice(1)) settings.add(settingInText(pictureWords(c)) ?? '-');
    }
    expect(settings.size).toBeGreaterThanOrEqual(3);
    for (const c of composeConcepts({ bandName: 'Copper Wolves', genre: 'folk', vibe: 'walking the shore' }, createRng(2))) expect(c).toContain('by the sea');
  });

  it('read a campfire\'s smoke, an owl\'s eyes and a windmill\'s sails as parts of them, not a person, a lantern or a ship', () => {
    for (const concept of ['A campfire throwing sparks into the dark, figures of smoke rising, framed low', 'A great owl on a branch, its eyes two lamps in the dark', 'An old windmill on the flat land, its sails turning against the sky']) {
      expect(describeCover({ concept, style: 'digital-art', bandName: '', genre: 'folk', seed: 2 })).not.toMatch(/figure|lantern|ship/);
    }
  });

  it('carry the hour and weather of a vibe pitched as the first concept\'s picture to the others', () => {
    for (const c of composeConcepts({ bandName: 'Velvet Harbour', genre: 'soul', vibe: 'rainy night in the city' }, createRng(3))) {
      expect(readRequest(c).time, c).toBe('night');
      expect(readRequest(c).weather, c).toContain('rain');
    }
  });

  it('draw a vibe that names a place or a thing without small words, and keep a mood a mood', () => {
    const first = (genre: string, vibe: string) => composeConcepts({ bandName: 'Motel Saints', genre, vibe }, createRng(3))[0] ?? '';
    expect(motifFromText(first('americana', 'lonely highway motel'))).toBe('road');
    expect(motifFromText(first('blues', 'whiskey and heartbreak'))).toBe('bottle');
    expect(motifFromText(first('synthwave', 'cold neon'))).not.toBe('grid');
    expect(motifFromText(first('funk', 'sweaty basement party'))).not.toBe('crowd');
  });

  it('read campfire songs under the stars as a night outdoors, not deep space', () => {
    const concepts = composeConcepts({ bandName: 'Copper Lanterns', genre: 'folk', vibe: 'campfire songs under the stars' }, createRng(11));
    for (const c of concepts) expect(c).not.toMatch(/deep space/);
    expect(readRequest(concepts[0] ?? '').time).toBe('night');
  });

  it('keep their own colour stories in a pencil sketch when the vibe fixes the hour and weather of all three', async () => {
    // Graphite alone drew the three as one grey page: the coloured pencils carry each story.
    for (const [genre, vibe, seed] of [['indie-rock', 'rainy night in the city', 9], ['folk', 'foggy morning in the woods', 4], ['country', 'dusty sunset on the prairie', 3]] as const) {
      const concepts = composeConcepts({ bandName: 'Wet Asphalt', genre, vibe }, createRng(seed));
      const hues = await Promise.all(concepts.map((concept) => dominantHue(renderCoverPng({ concept, style: 'pencil-sketch', bandName: 'Wet Asphalt', genre, seed }, 64))));
      expect(new Set(hues.map((h) => h.name)).size, `${genre}: ${hues.map((h) => h.name).join(', ')}`).toBeGreaterThan(1);
    }
  });

  it('render the first and third (which carry the name on the same edge) apart in styles where a palette alone barely shows', async () => {
    for (const [style, genre, bandName, seed] of [['pencil-sketch', 'country', 'Dust Choir', 5], ['pencil-sketch', 'indie-pop', 'Paper Moths', 9], ['watercolor', 'reggae', 'Salt Lantern', 6], ['etching', 'rock', 'Iron Meadow', 4]] as const) {
      const concepts = composeConcepts({ bandName, genre }, createRng(seed));
      expect(concepts[2]).toMatch(/at night\.|in broad daylight\./);
      const pngs = concepts.map((concept) => renderCoverPng({ concept, style, bandName, genre, seed }, 64));
      expect(await meanPixelDifference(pngs[0]!, pngs[2]!), `${style}: ${concepts[0]} / ${concepts[2]}`).toBeGreaterThan(0.15);
    }
  });
});
