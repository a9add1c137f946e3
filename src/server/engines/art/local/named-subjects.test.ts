// Every thing a request names is drawn (or its nearest kin), up to three of them, and the alt text
// names exactly those; a request naming only things the library lacks gets a landscape of its
// genre, never a stock prop it did not ask for.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { describeCover } from './compose';
import { chooseMotif, drawMotif, motifFromText } from './motifs';

const alt = (concept: string, genre = 'rock', seed = 5) => describeCover({ concept, style: 'digital-art', bandName: '', genre, seed });
const shapeCount = (concept: string, motif: string) => drawMotif(motif, { rng: createRng(3), titleAt: 'top' }, concept).shapes.length;

describe('the things a request names', () => {
  it('draws a second and a third named thing beside the first, and says so', () => {
    expect(alt('a bluesman on a porch, a hound asleep at his feet and a jug of whiskey', 'country')).toMatch(/^A guitarist, a dog and a bottle /);
    expect(alt('a boy flying a kite by an old barn', 'folk')).toMatch(/^A lone figure, a kite and a barn /);
    // A companion that would reach under the title is moved back into the picture, not dropped.
    for (let seed = 1; seed <= 8; seed++) expect(alt('a cabin, a wolf and a pine tree in the snow', 'folk', seed)).toMatch(/^A cabin, a wolf and a lone tree /);
    expect(shapeCount('a cello and a candle beside a grand piano', 'candle')).toBeGreaterThan(shapeCount('a candle', 'candle'));
  });

  it('draws the things named in a setting the scene builds itself (a skyline, the sea)', () => {
    expect(alt('kids on the rooftops of the city skyline, a comet overhead', 'pop')).toMatch(/^A city skyline of lit windows, a lone figure and a comet /);
    expect(alt('three teenagers on a rooftop over the city, a comet overhead', 'pop')).toMatch(/^A group of figures and a comet in the city /);
    expect(alt('a lighthouse, a whale and a flock of gulls in a storm', 'indie-rock')).toMatch(/a whale and a flock/);
    expect(shapeCount('a skyline with a raven', 'skyline')).toBeGreaterThan(shapeCount('a skyline', 'skyline'));
  });

  it('draws an animal the library lacks as its nearest kin', () => {
    expect(motifFromText('a tiger in the long grass')).toBe('cat');
    expect(motifFromText('a unicorn on a hill')).toBe('horse');
    expect(motifFromText('a parrot on a branch')).toBe('bird');
    expect(alt('a lion asleep under an acacia', 'reggae')).not.toContain('not drawn');
  });

  it('draws the gig\'s and the night street\'s things as themselves, not a stand-in', () => {
    expect(motifFromText('a red telephone box on a rainy street')).toBe('phone-box');
    expect(motifFromText('a payphone in the desert')).toBe('phone-box');
    expect(motifFromText('an old rotary phone')).toBe('telephone');
    expect(motifFromText('a bunch of balloons over a field')).toBe('balloons');
    expect(motifFromText('a hot-air balloon over the hills')).toBe('balloon');
    expect(motifFromText('a hot air balloon over the hills')).toBe('balloon');
    expect(motifFromText('a disco ball above the dance floor')).toBe('mirror-ball');
    expect(motifFromText('an amp stack on an empty stage')).toBe('amp');
    expect(motifFromText('a street lamp in the fog')).toBe('street-lamp');
    expect(motifFromText('an analog synth in a dark studio')).toBe('synthesizer');
    expect(motifFromText('a gas station at midnight')).toBe('gas-station');
    expect(motifFromText('a traffic light over an empty junction')).toBe('traffic-light');
    expect(motifFromText('a red light district at night')).not.toBe('traffic-light');
    expect(motifFromText('a white limousine')).toBe('car');
    expect(alt('a mirror ball spinning over an empty dance floor', 'funk')).toMatch(/^A mirror ball /);
    expect(alt('a mirror ball spinning over an empty dance floor', 'funk')).not.toMatch(/not drawn/);
    expect(alt('a girl holding a red balloon', 'pop')).toMatch(/balloons/);
  });

  it('reads a thing\'s face as its surface, not a person\'s face', () => {
    expect(alt('A huge pale moon rising behind jagged mountain ridges, a thin line of birds crossing its face.', 'indie-rock')).not.toMatch(/face/);
    expect(motifFromText('a climber on the north face of the mountain')).not.toBe('face');
    expect(motifFromText('a rock face at dawn')).not.toBe('face');
    expect(motifFromText('a face in the crowd')).toBe('face');
  });

  it('takes what a named person does as that person, not a second one', () => {
    expect(motifFromText('a woman dancing barefoot on the sand')).toBe('dancer');
    expect(alt('a couple slow dancing in a diner', 'soul')).not.toMatch(/dancer/);
  });

  it('reads a light left burning as lit, not on fire', () => {
    expect(alt('an old car on the shoulder, headlights burning, by the sea', 'synthwave')).not.toMatch(/flames/i);
    expect(alt('a burning barn at night', 'country')).toMatch(/flames|barn/i);
  });

  it('gives a request whose things the library lacks a landscape, never a stock prop', () => {
    const props = /crown|dancer|car|horse|butterfly|heart|balloon|flames|microphone|cassette|headphones|guitar|saxophone|skull|raven/i;
    for (const [genre, concept] of [['pop', 'a giraffe at the zoo'], ['hip-hop', 'a helicopter over a stadium'], ['folk', 'a tortoise and a teapot'], ['rock', 'a trophy on a shelf']] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const motif = chooseMotif(concept, genre, createRng(seed));
        expect(['mountains', 'celestial', 'skyline', 'waves', 'road', 'forest', 'grid'], `${genre} ${concept}`).toContain(motif);
        expect(alt(concept, genre, seed)).not.toMatch(props);
      }
    }
    // Words that only sound like a stock prop do not bring one: a colour, a rider, an empire.
    expect(motifFromText('a sky of royal blue')).not.toBe('crown');
    expect(motifFromText('a night rider on the highway')).not.toBe('horse');
    expect(motifFromText('the fall of an empire')).not.toBe('crown');
    // A field or a season is where and when, not a thing: the road and the moon are the pictures.
    expect(motifFromText('an open road at sunset, with a porch and fields')).toBe('road');
    expect(motifFromText('the moon in the snow in autumn')).toBe('celestial');
    // A named setting with nothing in it is that setting.
    expect(chooseMotif('an empty warehouse district after dark', 'techno', createRng(1))).toBe('skyline');
  });
});
