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
    ['put a storm in it', { add: ['clouds', 'rain', 'lightning'] }, ['clouds', 'rain', 'lightning']],
    ['make it snow', { add: ['snow'] }, ['snow']],
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
    expect(planVariation('remove the guitar')).toEqual({ adjust: {}, applied: [], unapplied: ['removing things ("remove the guitar")'] });
    const plan = planVariation('add a moon and remove the guitar');
    expect(plan.adjust).toEqual({ add: ['moon'] });
    expect(plan.unapplied).toEqual(['removing things ("remove the guitar")']);
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

  it('cancels opposite moods and title sizes, keeps repeated ones', () => {
    expect(mergeAdjustments({ mood: 'darker', title: 'bigger' }, { mood: 'brighter', title: 'smaller' })).toEqual({});
    expect(mergeAdjustments({ mood: 'darker' }, { mood: 'darker' })).toEqual({ mood: 'darker' });
    expect(mergeAdjustments(undefined, { title: 'bigger' })).toEqual({ title: 'bigger' });
  });
});
