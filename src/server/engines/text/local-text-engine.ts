// The local text engine: names and the Magic Mixer from the local generator, seeded per call.
// `concepts` (and the other premium members) live elsewhere; the lead spreads them in:
//   const engine: TextEngine = { ...createLocalNameEngine({ seed }), concepts: ... };
import { createRng, cryptoSeeds, hashString, type SeedSource } from '@server/lib/random';
import { generateLocalNames } from './local/generate-local-names';
import { mixWords } from './local/mix-words';
import type { EngineCallContext, TextEngine } from './text-engine';

export type LocalNameEngine = Pick<TextEngine, 'kind' | 'names' | 'mix'>;

export interface LocalEngineOptions {
  /** A fixed seed makes every call reproducible (tests, benches); calls still differ by a counter. */
  seed?: number;
  /** Where a call with neither its own seed nor an engine seed draws one; crypto unless given. */
  random?: SeedSource;
}

export function createLocalNameEngine(options: LocalEngineOptions = {}): LocalNameEngine {
  let calls = 0;
  const random = options.random ?? cryptoSeeds;
  // ctx.seed wins (the caller wants this exact output); else the engine seed plus a counter, so
  // two calls never repeat each other; else a fresh seed from the app's seed source (crypto in production).
  const seedFor = (ctx: EngineCallContext): number => {
    calls++;
    if (ctx.seed !== undefined) return ctx.seed;
    if (options.seed !== undefined) return hashString(`${options.seed}:${calls}`);
    return random.seed();
  };
  return {
    kind: 'local',
    async names(request, ctx) {
      return generateLocalNames(request, createRng(seedFor(ctx)));
    },
    async mix(words, genre, ctx) {
      return mixWords(words, genre, createRng(seedFor(ctx)));
    },
  };
}
