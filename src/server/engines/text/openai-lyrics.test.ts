// The AI reading of lyrics through an OpenAI-compatible endpoint on loopback: quotes the model
// did not take from the lyrics are dropped, usage is logged, and any failure gives the local
// reading, labelled as such.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '@server/testing/fake-openai-server';
import type { UsageEntry } from '../usage-log';
import { createLocalTextEngine } from '../index';
import { coverPrompt } from '../art/openai-art-engine';
import { createOpenAiTextEngine, FALLBACK_NOTE } from './openai-text-engine';

const LYRICS = 'A lighthouse in a storm, cold blue light\nThe sea is black and I am alone';
let fake: FakeOpenAi;
const usage: UsageEntry[] = [];
const engine = () => createOpenAiTextEngine({
  apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', timeoutMs: 1500, local: createLocalTextEngine({ seed: 1 }),
  logUsage: async (e) => { usage.push(e); },
});
const ctx = { endpoint: '/api/premium/interpret-lyrics', userId: 7 };

beforeAll(async () => { fake = await startFakeOpenAi(); });
afterAll(async () => { await fake.close(); });
beforeEach(() => {
  usage.length = 0;
  fake.mode = 'normal';
  fake.chatContent = () => ({
    interpretation: 'A lighthouse stands in a storm: “A lighthouse in a storm, cold blue light”.',
    imagery: [
      { subject: 'a lighthouse', quote: 'A lighthouse in a storm, cold blue light' },
      { subject: 'a ship', quote: 'A ship goes down' },
    ],
    colours: [{ name: 'cold blue', hex: '#2255AA', quote: 'A lighthouse in a storm, cold blue light' }, { name: 'black', hex: '#000000', quote: 'Invented line' }],
    setting: 'a rocky coast at night in a storm',
    mood: 'lonely',
    prompt: 'A lighthouse on a rocky coast in a storm at night, cold blue light, lonely mood.',
  });
});

describe('interpretLyrics with the AI engine', () => {
  it('keeps only quotes found in the lyrics and logs the call', async () => {
    const r = await engine().interpretLyrics({ lyrics: LYRICS, genre: 'rock', bandName: undefined }, ctx);
    expect(r.isAIGenerated).toBe(true);
    expect(r.analysis.imagery).toEqual([{ subject: 'a lighthouse', quote: 'A lighthouse in a storm, cold blue light' }]);
    expect(r.analysis.colours).toEqual([
      { name: 'cold blue', hex: '#2255aa', quote: 'A lighthouse in a storm, cold blue light' },
      { name: 'black', hex: '#000000', quote: null },
    ]);
    expect(usage).toMatchObject([{ apiType: 'text', endpoint: ctx.endpoint, isSuccess: true, userId: 7 }]);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('cold blue light');
  });

  it('falls back to the local reading, labelled, on a failure or a wrong answer', async () => {
    for (const mode of ['error500', 'wrong-shape', 'malformed'] as const) {
      fake.mode = mode;
      const r = await engine().interpretLyrics({ lyrics: LYRICS, genre: 'rock', bandName: undefined }, ctx);
      expect(r.isAIGenerated, mode).toBe(false);
      expect(r.interpretation).toContain(FALLBACK_NOTE);
      expect(r.analysis.imagery[0]?.subject).toBe('a lighthouse');
    }
    expect(usage.every((u) => !u.isSuccess)).toBe(true);
  });
});

describe('the image prompt', () => {
  const base = { concept: 'A lighthouse in a storm', style: 'watercolor' as const, bandName: 'Harbour Lights', genre: 'folk', size: 1024 as const, seed: 1 };
  it('uses the request prompt, the style and the band name, and asks for no mockup', () => {
    const p = coverPrompt({ ...base, prompt: 'In cold blue light: a lighthouse on a rocky coast in a storm.' });
    expect(p).toContain('In cold blue light: a lighthouse');
    expect(p).toContain('watercolor');
    expect(p).toContain('"Harbour Lights"');
    expect(p).toMatch(/no CD case, no mockup/);
  });
  it('uses a template’s brief, and a variation’s changes as a modification', () => {
    expect(coverPrompt({ ...base, template: 'jazz-classic' })).toContain('spinning vinyl record under a single spotlight');
    expect(coverPrompt({ ...base, changes: 'make it red, add a moon' })).toMatch(/Modify: make it red, add a moon$/);
  });
});
