// Chooses the engines from configuration: local by default, the OpenAI-compatible ones (with
// the local ones as fallback) when an API key is set. Call sites never know which served them.
import type { AppConfig } from '../config';
import { createRng, cryptoSeeds, type SeedSource } from '../lib/random';
import type { ArtEngine } from './art/art-engine';
import { createLocalArtEngine } from './art/local-art-engine';
import { composeConcepts } from './art/local/concepts';
import { createOpenAiArtEngine } from './art/openai-art-engine';
import { createOpenAiTextEngine } from './text/openai-text-engine';
import { createLocalNameEngine } from './text/local-text-engine';
import type { TextEngine } from './text/text-engine';
import type { UsageLogger } from './usage-log';

export interface Engines {
  text: TextEngine;
  art: ArtEngine;
  /** Starts the render workers ahead of the first cover; engines built by createEngines have it. */
  start?(): void;
  /** Releases what the engines hold (the render workers); engines built by createEngines have it. */
  close?(): Promise<void>;
}

export interface EngineOptions {
  /** Fixes the local engines' randomness (tests). */
  seed?: number;
  /** Where a call with neither its own seed nor an engine seed draws one; crypto unless given. */
  random?: SeedSource;
}

export function createLocalTextEngine(options: EngineOptions = {}): TextEngine {
  const names = createLocalNameEngine({ seed: options.seed, random: options.random });
  const random = options.random ?? cryptoSeeds;
  let calls = 0;
  return {
    ...names,
    async concepts(request, ctx) {
      const seed = ctx.seed ?? (options.seed !== undefined ? options.seed + ++calls : random.seed());
      return { concepts: composeConcepts(request, createRng(seed), request.count ?? 3), isAIGenerated: false };
    },
  };
}

export function createEngines(config: AppConfig, logUsage: UsageLogger, options: EngineOptions = {}): Engines {
  const localText = createLocalTextEngine(options);
  const localArt = createLocalArtEngine({ workers: config.renderWorkers });
  const text = config.openai.apiKey
    ? createOpenAiTextEngine({
        apiKey: config.openai.apiKey,
        baseUrl: config.openai.baseUrl,
        model: config.openai.model,
        timeoutMs: config.openai.timeoutMs,
        local: localText,
        logUsage,
      })
    : localText;
  const art = config.openai.apiKey && config.openai.imageModel !== 'none'
    ? createOpenAiArtEngine({
        apiKey: config.openai.apiKey,
        baseUrl: config.openai.baseUrl,
        model: config.openai.imageModel,
        timeoutMs: config.openai.imageTimeoutMs,
        local: localArt,
        logUsage,
      })
    : localArt;
  // The AI engine falls back to localArt, so closing it releases every render worker.
  return { text, art, start: () => localArt.start(), close: () => localArt.close() };
}
