// The picture shows what was asked: the genre sets the mood whatever the band name's words, a
// studio description's night, rain, colours and subject are drawn, and the alt text says what was.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { dominantHue, hueShares, meanLuminance } from '@server/testing/image-stats';
import { studioRenderRequest, variationRecipe } from '@server/modules/studio/studio-request';
import { composeConcepts } from './concepts';
import { suggestionSentence } from './concept-pitch';
import { composeCover } from './compose';
import { renderCoverPng } from './render';
import { readRequest } from './scene/request';

describe('a doom band whose name sounds like synthwave', () => {
  const input = { bandName: 'Electric Ossuary', genre: 'doom-metal', vibe: 'slow and crushing' };

  it('gets three dark concepts, none of them a neon grid or a synthwave palette', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const concepts = composeConcepts(input, createRng(seed));
      expect(concepts).toHaveLength(3);
      for (const concept of concepts) {
        expect(concept, concept).not.toMatch(/neon grid|wireframe|synth|eighties/i);
        const cover = composeCover({ ...input, concept, style: 'digital-art', seed });
        expect(cover.motif, concept).not.toBe('grid');
        expect(['cold-neon', 'synth-sunset'], concept).not.toContain(cover.palette.name);
      }
      if (seed <= 2) {
        for (const concept of concepts) {
          const png = renderCoverPng({ ...input, concept, style: 'oil-painting', seed }, 128);
          expect(await meanLuminance(png), concept).toBeLessThan(0.3);
        }
      }
    }
  });
});

describe('a studio description', () => {
  const recipe = {
    source: 'description' as const, customArtists: null, genre: 'rock', bandName: 'Night Crossing', vibe: null, template: null,
    seed: 11, adjust: null, variationOf: null, note: null, artStyle: 'digital-art' as const,
  };
  const asked = (prompt: string) => studioRenderRequest({ ...recipe, prompt, concept: prompt });
  const ferry = 'A ferry terminal at night in heavy rain, one lighthouse beam, teal and amber';

  it('reads the time, the weather and the colours of the words', () => {
    expect(readRequest(ferry)).toMatchObject({ time: 'night', weather: ['clouds', 'rain'], colours: ['teal', 'orange'] });
    expect(readRequest('A seaside pier, 1970s bubble lettering').lettering).toBe('bubble');
  });

  it('draws the night dark, the rain, teal and amber, the beam, and says what it drew', async () => {
    const request = asked(ferry);
    const cover = composeCover(request);
    // The lighthouse is the beam's; the ferry is drawn as the closest boat the library has, a ship.
    expect(cover.motif).toBe('lighthouse');
    expect(cover.description).toMatch(/^A lighthouse sweeping its beams over the sea and a ship at night in the rain under a (dark )?teal sky, lit in orange/);
    const png = renderCoverPng(request, 128);
    // Dark as a night with a moon, a beam and lit bands on the tower is (a plain day is over 0.5).
    expect(await meanLuminance(png)).toBeLessThan(0.38);
    const hues = await hueShares(png);
    expect(hues.teal).toBeGreaterThan(0.1);
    expect(hues.orange).toBeGreaterThan(0.02);
    // The rain is drawn: the same request without it is another picture.
    const dry = renderCoverPng(asked(ferry.replace(' in heavy rain', '')), 128);
    expect(dry.equals(png)).toBe(false);
    expect(composeCover(asked(ferry.replace(' in heavy rain', ''))).description).not.toMatch(/rain/);
  });

  it('draws a ferry as the closest thing the library has, a ship, and says so', () => {
    const cover = composeCover(asked('a ferry terminal at night in heavy rain'));
    expect(cover.motif).toBe('ship');
    expect(cover.description).toMatch(/^A ship.* at night in the rain/);
  });

  it('keeps the night dark in the light-paper styles', async () => {
    for (const style of ['pencil-sketch', 'watercolor', 'etching'] as const) {
      const png = renderCoverPng({ ...asked(ferry), style }, 96);
      expect(await meanLuminance(png), style).toBeLessThan(0.45);
    }
  });
});

describe('concepts', () => {
  it('never paste the vibe in as their subject', () => {
    const vibes = ['Roots, sunshine', 'a cabin in the snow', 'slow and crushing', 'neon rain on the city', 'a skull with roses', 'sunny beach days', 'the moon over the sea'];
    for (const genre of ['reggae', 'folk', 'doom-metal', 'synthwave', 'indie-pop']) {
      for (const vibe of vibes) {
        for (const concept of composeConcepts({ bandName: 'Glass Harbour', genre, vibe }, createRng(9))) {
          expect(concept.toLowerCase().startsWith(vibe.toLowerCase()), `${genre} / ${vibe}: ${concept}`).toBe(false);
        }
      }
    }
  });

  it("keep a vibe's time and weather when the vibe is read as a colour story", () => {
    for (const concept of composeConcepts({ bandName: 'Velvet Static', genre: 'synthwave', vibe: 'rainy midnight, neon' }, createRng(4))) {
      expect(concept).toMatch(/, at night, in the rain\./);
      expect(readRequest(concept)).toMatchObject({ time: 'night', weather: ['clouds', 'rain'] });
    }
  });

  it('work a suggestion in as a sentence, never "Work in add" or "Bring make"', () => {
    const suggestions = [
      'add a single warm lit window and falling snow', 'Add a red moon', 'please add some birds', 'can you include a lighthouse',
      'put a skull in the foreground', 'make it darker', 'more neon', 'a cat on the roof', 'with a full moon', 'show the band on stage',
      'I want a desert road at dusk', 'use only black and gold', 'give it a vintage feel', 'draw a whale in the sky', 'turn the sky red',
    ];
    for (const suggestion of suggestions) {
      for (let i = 0; i < 3; i++) {
        const sentence = suggestionSentence(suggestion, i);
        expect(sentence, sentence).not.toMatch(/\b(work in|bring|around)\s+(add|adding|include|put|make|please|can|i|use|give|draw|show|turn|with)\b/i);
      }
      const concepts = composeConcepts({ bandName: 'Quiet Kettle', genre: 'folk', suggestion }, createRng(3));
      for (const concept of concepts) expect(concept).not.toMatch(/\b(in|Bring) (add|include|put|please)\b/i);
    }
  });
});

describe('what the words give the sky, the lights and the weather', () => {
  const recipe = {
    source: 'description' as const, customArtists: null, genre: 'country', bandName: 'Dust County', vibe: null, template: null,
    seed: 5, adjust: null, variationOf: null, note: null, artStyle: 'digital-art' as const,
  };
  const asked = (prompt: string) => studioRenderRequest({ ...recipe, prompt, concept: prompt });

  it('reads the colour of the sky and of the lights whatever their order', () => {
    expect(readRequest('golden wheat fields under a clear blue sky at noon')).toMatchObject({ sky: 'blue', colours: ['blue', 'gold'], time: 'day' });
    expect(readRequest('a city street at night, green lights, pink sky')).toMatchObject({ sky: 'pink', lights: 'green', colours: ['pink', 'green'] });
    // A black sky has no hue to steer, but it is a night.
    expect(readRequest('a lighthouse in a storm, black sky').time).toBe('night');
  });

  it('reads a full moon or moonlight as a night', () => {
    expect(readRequest('a wolf howling on a hill under a full moon').time).toBe('night');
    expect(readRequest('a harbour in moonlight').time).toBe('night');
  });

  it('draws "golden wheat, clear blue sky at noon" light and blue, and says so', async () => {
    const request = asked('an old truck on a dirt road, golden wheat fields, clear blue sky at noon');
    const cover = composeCover(request);
    expect(cover.description).toMatch(/by day under a (pale )?blue sky, lit in gold/);
    const png = renderCoverPng(request, 128);
    // A day, not a night (a night is under 0.2).
    expect(await meanLuminance(png)).toBeGreaterThan(0.3);
    const hues = await hueShares(png);
    expect(hues.blue).toBeGreaterThan(hues.green + hues.yellow);
  });

  it('lights "green lights" in green and never paints the sky with them', () => {
    const cover = composeCover(asked('a city street at night, green lights, pink sky'));
    expect(cover.palette.lead).toBe('pink');
    expect(cover.palette.accentHue).toBe('green');
    expect(cover.description).toMatch(/pink sky, lit in green/);
  });

  it("does not read the quoted band name's words as weather", () => {
    const concept = "A cave mouth at night, the name 'Lightning Bright Abyss' cut into the rock";
    const cover = composeCover({ concept, style: 'digital-art', bandName: 'Lightning Bright Abyss', genre: 'black-metal', seed: 3 });
    expect(cover.description.split(', title')[0]).not.toMatch(/lightning/i);
  });

  it('a calm clear night instead of the storm has no rain, and snow replaces the rain', async () => {
    const storm = { ...recipe, prompt: 'a lighthouse in a storm', concept: 'a lighthouse in a storm', genre: 'rock' };
    const calm = variationRecipe(storm, 1, 'a calm clear night instead of the storm');
    expect(calm.note).toBeNull();
    const calmCover = composeCover(studioRenderRequest(calm));
    expect(calmCover.description).toMatch(/at night/);
    expect(calmCover.description).not.toMatch(/rain|lightning/);
    const snowy = composeCover(studioRenderRequest(variationRecipe(storm, 1, 'add snow')));
    expect(snowy.description).toMatch(/falling snow/);
    expect(snowy.description).not.toMatch(/rain/);
    expect(variationRecipe(storm, 1, 'warmer, golden dawn light').note).toBeNull();
  });
});

describe('the alt text names the sky as painted', () => {
  // The hue buckets of image-stats in ring order: a sky named one of them may read as its neighbour.
  const RING = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
  const BUCKET: Record<string, (typeof RING)[number]> = { red: 'red', orange: 'orange', golden: 'yellow', green: 'green', teal: 'teal', blue: 'blue', violet: 'purple', pink: 'pink' };
  const near = (a: string, b: string) => {
    const d = Math.abs(RING.indexOf(a as never) - RING.indexOf(b as never));
    return Math.min(d, RING.length - d) <= 1;
  };
  const requests = [
    'golden wheat fields under a clear blue sky at noon',
    'a lighthouse in a storm at night, black sky',
    'dancing skeletons in a graveyard under a pink sky',
    'a sax player under a street lamp, black and gold',
  ];
  const styles = ['digital-art', 'watercolor', 'anime', 'linocut', 'oil-painting', 'pencil-sketch'] as const;

  it('never names a sky colour or darkness the picture contradicts', async () => {
    const sharp = (await import('sharp')).default;
    for (const concept of requests) {
      for (const style of styles) {
        const req = { concept, style, bandName: 'Keeper', genre: 'rock', seed: 8 };
        const png = renderCoverPng(req, 192);
        const { description } = composeCover(req);
        const words = /under an? (?:(dark|pale) )?([a-z]+) sky/.exec(description);
        expect(words, description).not.toBeNull();
        const [, shade, hue = ''] = words ?? [];
        // The whole upper sky, inside the margins and frames styles lay.
        const top = await sharp(png).extract({ left: 29, top: 19, width: 134, height: 77 }).png().toBuffer();
        const lum = await meanLuminance(top);
        const label = `${style} "${concept}": ${description} (upper luminance ${lum.toFixed(2)})`;
        if (hue === 'black' || shade === 'dark') expect(lum, label).toBeLessThan(0.5);
        if (shade === 'pale') expect(lum, label).toBeGreaterThan(0.3);
        const dominant = await dominantHue(top);
        const bucket = BUCKET[hue];
        if (bucket && dominant.name !== 'grey' && dominant.coverage > 0.4) expect(near(bucket, dominant.name), `${label}: painted ${dominant.name}`).toBe(true);
      }
    }
  });
});

describe('the people and vehicles a description names', () => {
  const draw = (concept: string) => composeCover({ concept, style: 'digital-art', bandName: 'Porch Light', genre: 'blues', seed: 2 });

  it('draws a player with the instrument, and a pickup as a pickup', () => {
    expect(draw('a blues guitarist on a porch at twilight').motif).toBe('guitarist');
    expect(draw('a sax player under a street lamp').motif).toBe('horn-player');
    expect(draw('an old pickup truck on a dirt road').motif).toBe('pickup');
    expect(draw('an old pickup truck on a dirt road').description).toMatch(/^A pickup truck/);
    // The instrument alone is still the instrument.
    expect(draw('an old guitar leaning on a wall').motif).toBe('guitar');
  });
});

describe('a named colour reaches the picture', () => {
  it("turns a sun's glow of another hue to it: 'a pink sky' is pink, not the palette's red glow", async () => {
    const req = { concept: 'dancing skeletons in a graveyard under a pink sky', style: 'digital-art' as const, bandName: 'Keeper', genre: 'rock', seed: 8 };
    const hues = await hueShares(renderCoverPng(req, 128));
    expect(hues.pink, JSON.stringify(hues)).toBeGreaterThan(hues.red * 2);
    expect(composeCover(req).description).toMatch(/under a (pale )?pink sky/);
  });
});
