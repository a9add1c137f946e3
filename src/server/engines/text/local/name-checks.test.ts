import { describe, expect, it } from 'vitest';
import { nameIsAcceptable } from './name-checks';
import { planRequest } from './request-plan';

describe('nameIsAcceptable', () => {
  const plan = planRequest({ genre: 'indie-pop', count: 10 });

  it('refuses a name that says one word twice, a -y adjective and its noun included', () => {
    for (const stutter of ['Moon Moonlight', 'Monolith of Monoliths', 'Sunny Sunshine Superstars', 'The Rusty Rust Belt', 'Foggy Foghorns', 'Sunshine Sunny']) {
      expect(nameIsAcceptable(stutter, plan), stutter).toBe(false);
    }
  });

  it('keeps alliteration and -y adjectives whose noun is not repeated', () => {
    for (const fine of ['Sunny Harbour Club', 'Misty Lantern Choir', 'Holy Hollow', 'Black Blade', 'Sugar Static']) {
      expect(nameIsAcceptable(fine, plan), fine).toBe(true);
    }
  });
});
