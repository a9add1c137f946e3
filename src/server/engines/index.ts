// Chooses the engines from configuration: local by default, the OpenAI-compatible ones (with
// the local ones as fallback) when an API key is set. Call sites never know which served them.
import type { AppConfig } from '../config';
import { createRng, cryptoSeeds, type SeedSource } from '../lib/random';
import type { ArtEngine } from './art/art-engine';
import { createLocalArtEngine } from './art/local-art-engine';
import { composeConcepts } from './art/local/concepts';
import { createOpenAiArtEngine } from './art/openai-art-engine';
import { shippedBandList } from './text/local/band-list';
import { createOpenAiTextEngine } from './text/openai-text-engine';
import { createLocalNameEngine } from './text/local-text-engine';
import type { TextEngine } from './text/text-engine';
import type { UsageLogger } from './usage-log';

export interface Engines {
  text: TextEngine;
  art: ArtEngine;
  /** Readies the engines ahead of the first visitor (render workers, the list of real bands);
   * engines built by createEngines have it. */
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
  const start = () => {
    localArt.start();
    // Every generated name is checked against the list of real bands (the AI engine's too). Read
    // and indexed on first use, it would hold the first visitor's request, and every request
    // behind it, for a quarter to three quarters of a second; a listening server reads it now.
    shippedBandList();
  };
  // The AI engine falls back to localArt, so closing it releases every render worker.
  return { text, art, start, close: () => localArt.close() };
}
