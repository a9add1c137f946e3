import { describe, expect, it } from 'vitest';
import { mergeAdjustments, planVariation } from './variation';

describe('planVariation', () => {
  it.each([
    ['make it red', { colour: 'red' }, ['red colour']],
    ['Make it RED!', { colour: 'red' }, ['red colour']],
    ['crimson please', { colour: 'red' }, ['red colour']],
    ['make the sky purple', { colour: 'purple' }, ['purple colour']],
    ['turn it black and white', { colour: 'black-and-white' }, ['black and white']],
    ['golden tones', { colour: 'gold' }, ['gold colour']],
    ['at night', { time: 'night' }, ['night time']],
    ['make it a sunset scene', { time: 'dusk' }, ['at dusk']],
    ['at dawn', { time: 'dawn' }, ['at dawn']],
    ['daytime', { time: 'day' }, ['daytime']],
    ['add a moon', { add: ['moon'] }, ['a moon']],
    ['add a moon and some stars', { add: ['moon', 'stars'] }, ['a moon', 'stars']],
    // Falling weather replaces falling weather: a storm's rain takes away snow, snow takes away rain.
    ['put a storm in it', { add: ['clouds', 'rain', 'lightning'], clear: ['snow'] }, ['clouds', 'rain', 'lightning']],
    ['make it snow', { add: ['snow'], clear: ['rain'] }, ['snow']],
    ['make it winter', { add: ['snow'], clear: ['rain'] }, ['snow']],
    ['a calm clear night instead of the storm', { time: 'night', clear: ['clouds', 'fog', 'haze', 'rain', 'snow', 'lightning'] }, ['night time', 'clear weather']],
    ['no more rain', { clear: ['clouds', 'rain'] }, ['no rain']],
    // Weather said to have stopped is taken away, never drawn: 'rain stopped' once added rain.
    ['make it daytime, rain stopped', { time: 'day', clear: ['clouds', 'rain'] }, ['daytime', 'no rain']],
    ['the fog has lifted', { clear: ['fog'] }, ['no fog']],
    ['no snow', { clear: ['snow'] }, ['no snow']],
    ['fog instead of rain', { add: ['fog'], clear: ['clouds', 'rain'] }, ['fog', 'no rain']],
    // 'warmer' is applied: by the named colour when there is one, else as a warm colour.
    ['warmer, golden dawn light', { colour: 'gold', time: 'dawn' }, ['gold colour', 'at dawn']],
    ['make it warmer', { colour: 'orange' }, ['warmer colours']],
    ['some birds in the sky', { add: ['birds'] }, ['birds']],
    ['foggy', { add: ['fog'] }, ['fog']],
    ['a bit hazy', { add: ['haze'] }, ['haze']],
    ['darker', { mood: 'darker' }, ['darker']],
    ['brighter please', { mood: 'brighter' }, ['brighter']],
    ['make it lighter', { mood: 'brighter' }, ['brighter']],
    ['bigger title', { title: 'bigger' }, ['bigger title']],
    ['make the band name larger', { title: 'bigger' }, ['bigger title']],
    ['smaller text', { title: 'smaller' }, ['smaller title']],
  ] as const)('%s', (text, adjust, applied) => {
    const plan = planVariation(text);
    expect(plan.adjust).toEqual(adjust);
    expect(plan.applied).toEqual(applied);
    expect(plan.unapplied).toEqual([]);
  });

  it('combines several changes in one request', () => {
    const plan = planVariation('Make it red, at night, add a moon, darker and a bigger title');
    expect(plan.adjust).toEqual({ colour: 'red', time: 'night', add: ['moon'], mood: 'darker', title: 'bigger' });
    expect(plan.unapplied).toEqual([]);
  });

  it('says what it cannot do instead of dropping it', () => {
    // A thing the library has no drawing of cannot be what the picture shows: said so.
    expect(planVariation('remove the giraffe')).toEqual({ adjust: {}, applied: [], unapplied: ['removing things ("remove the giraffe")'] });
    const plan = planVariation('add a moon and remove the giraffe');
    expect(plan.adjust).toEqual({ add: ['moon'] });
    expect(plan.unapplied).toEqual(['removing things ("remove the giraffe")']);
    // A thing it draws is taken out by drawing the scene without it (subject-edits.test.ts).
    expect(planVariation('add a moon and remove the guitar')).toEqual({ adjust: { add: ['moon'], remove: ['guitar'] }, applied: ['no guitar', 'a moon'], unapplied: [] });
    expect(planVariation('move the title to the left').unapplied).toEqual(['moving things ("move the title to the left")']);
    expect(planVariation('more like a renaissance fresco').unapplied).toEqual(['"more like a renaissance fresco"']);
  });

  it('ignores politeness and filler', () => {
    expect(planVariation('please, thanks').unapplied).toEqual([]);
    expect(planVariation('').adjust).toEqual({});
  });

  it('does not read a bold title as a darker picture', () => {
    expect(planVariation('a bold title').adjust).toEqual({ title: 'bigger' });
  });

  it('handles hostile input without throwing', () => {
    const plan = planVariation(`${'🎸'.repeat(200)} ${'red '.repeat(500)}\u0000<script>`);
    expect(plan.adjust.colour).toBe('red');
    for (const u of plan.unapplied) expect(u.length).toBeLessThan(120);
  });
});

describe('mergeAdjustments', () => {
  it('lets the newer request win and accumulates added elements', () => {
    expect(mergeAdjustments({ colour: 'red', add: ['moon'], time: 'night' }, { colour: 'blue', add: ['stars', 'moon'] }))
      .toEqual({ colour: 'blue', time: 'night', add: ['moon', 'stars'] });
  });

  it('takes away what the newer request clears, and brings back what it adds', () => {
    expect(mergeAdjustments({ add: ['rain', 'clouds', 'moon'] }, { clear: ['rain', 'clouds'] })).toEqual({ add: ['moon'], clear: ['rain', 'clouds'] });
    expect(mergeAdjustments({ clear: ['rain', 'clouds'] }, { add: ['rain'] })).toEqual({ add: ['rain'], clear: ['clouds'] });
  });

  it('cancels opposite moods and title sizes, keeps repeated ones', () => {
    expect(mergeAdjustments({ mood: 'darker', title: 'bigger' }, { mood: 'brighter', title: 'smaller' })).toEqual({});
    expect(mergeAdjustments({ mood: 'darker' }, { mood: 'darker' })).toEqual({ mood: 'darker' });
    expect(mergeAdjustments(undefined, { title: 'bigger' })).toEqual({ title: 'bigger' });
  });
});
