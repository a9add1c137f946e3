import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { generateLocalNames } from './generate-local-names';
import { createRecentNames } from './recent-names';

describe("the engine's memory of recent names", () => {
  it('remembers the last names of each genre, forgetting the oldest past its size', () => {
    const recent = createRecentNames(3, 2);
    for (const n of ['a', 'b', 'c', 'd']) recent.add('rock', n);
    expect(['a', 'b', 'c', 'd'].map((n) => recent.has('rock', n))).toEqual([false, true, true, true]);
    expect(recent.has('jazz', 'b')).toBe(false);
    recent.add('jazz', 'x');
    recent.add('folk', 'y');
    // Only two genres are kept: the least recently used one (rock) goes.
    expect(recent.has('rock', 'd')).toBe(false);
    expect(recent.has('jazz', 'x') && recent.has('folk', 'y')).toBe(true);
  });

  it('makes a stream of requests for one genre avoid names it gave lately', () => {
    const recent = createRecentNames();
    const rng = createRng('recent:stream');
    const seen = new Set<string>();
    let repeats = 0;
    for (let i = 0; i < 150; i++) {
      for (const { name } of generateLocalNames({ genre: 'doom-metal', count: 10 }, rng, { recent })) {
        if (seen.has(name.toLowerCase())) repeats++;
        seen.add(name.toLowerCase());
      }
    }
    expect(seen.size + repeats).toBe(1500);
    expect(repeats).toBe(0);
  });

  it('never leaves a narrow request short: the fallback ignores the memory', () => {
    const recent = createRecentNames();
    const request = { genre: 'jazz', count: 10, options: { oneWordNames: true, compoundWords: true, useSeedWord: true, seedWord: 'moon' } };
    const rng = createRng('recent:narrow');
    for (let i = 0; i < 60; i++) expect(generateLocalNames(request, rng, { recent })).toHaveLength(10);
  });
});
