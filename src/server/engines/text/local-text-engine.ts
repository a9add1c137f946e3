// The local text engine: names, the Magic Mixer, bios, taglines, e-mails and lyrics readings from the local
// writers, seeded per call. `concepts` belongs to the art side and is added in engines/index.ts.
import { createRng, cryptoSeeds, hashString, type SeedSource } from '@server/lib/random';
import { generateLocalNames } from './local/generate-local-names';
import { createRecentNames } from './local/recent-names';
import { createMixMemory, mixWords } from './local/mix-words';
import { writeBio } from './local/bio/write-bio';
import { writeTaglines } from './local/bio/write-taglines';
import { shortenBio } from './local/bio/shorten-bio';
import { refineEmail, writeEmail } from './local/email/write-email';
import { interpretLyricsLocally } from './local/lyrics/interpret-lyrics';
import type { EngineCallContext, TextEngine } from './text-engine';

export type LocalNameEngine = Omit<TextEngine, 'concepts'>;

export interface LocalEngineOptions {
  /** A fixed seed makes every call reproducible (tests, benches); calls still differ by a counter. */
  seed?: number;
  /** Where a call with neither its own seed nor an engine seed draws one; crypto unless given. */
  random?: SeedSource;
}

export function createLocalNameEngine(options: LocalEngineOptions = {}): LocalNameEngine {
  let calls = 0;
  // Names given lately to anyone, per genre: visitors asking for the same genre get fresh ones.
  const recent = createRecentNames();
  // Mixes given lately per set of words: mixing the same words again gives another name.
  const mixes = createMixMemory();
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
      return generateLocalNames(request, createRng(seedFor(ctx)), { recent });
    },
    async mix(words, genre, ctx) {
      return mixWords(words, genre, createRng(seedFor(ctx)), mixes);
    },
    async bio(request, ctx) {
      return { ...writeBio(request, createRng(seedFor(ctx))), isAIGenerated: false };
    },
    async taglines(request, ctx) {
      const taglines = writeTaglines(request.config, request.bio, request.count, request.exclude, createRng(seedFor(ctx)));
      return { taglines, isAIGenerated: false };
    },
    async email(request, ctx) {
      const rng = createRng(seedFor(ctx));
      return { email: request.isRefinement ? refineEmail(request, rng) : writeEmail(request, rng), isAIGenerated: false };
    },
    async interpretLyrics(request) {
      // A reading, not a composition: the same lyrics always give the same interpretation, so no seed.
      return { ...interpretLyricsLocally(request), isAIGenerated: false };
    },
    async shortenBio(request) {
      // Extractive: the same bio always gives the same short one, so no seed.
      return { bio: shortenBio(request.bio, request), isAIGenerated: false };
    },
  };
}
