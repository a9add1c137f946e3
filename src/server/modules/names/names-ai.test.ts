// The AI engine behind the real endpoint, against an OpenAI-compatible server on loopback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import type { TestApp } from '@server/testing/app-harness';
import type { FakeOpenAi } from '@server/testing/fake-openai-server';
import { startOpenAiTestApp } from '@server/testing/openai-test-app';
import { apiUsageLogs } from '@server/db/schema/index';
import { createOpenAiTextEngine, FALLBACK_NOTE } from '@server/engines/text/openai-text-engine';
import { createLocalTextEngine } from '@server/engines/index';

let t: TestApp;
let fake: FakeOpenAi;
let close: () => Promise<void>;
let ipCounter = 1;

beforeAll(async () => {
  ({ t, fake, close } = await startOpenAiTestApp({ OPENAI_TEXT_MODEL: 'gpt-4o-mini' }, { engineSeed: 7 }));
});
afterAll(() => close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.chatContent = () => ({
    names: [
      { name: 'Basalt Procession', description: 'A doom metal name for slow and crushing riffs that move like cooling lava.' },
      { name: 'The Lantern Cult', description: 'Doom metal with a slow and crushing pulse, lit by a single candle.' },
      { name: 'Grey Monolith Choir', description: 'A slow and crushing doom metal choir of amplifiers.' },
      { name: 'Sleepwalker Dunes', description: 'Doom metal heat haze, slow and crushing.' },
      { name: 'Iron Tide Vigil', description: 'Slow and crushing doom metal for the long night.' },
    ],
  });
});

async function lastLog() {
  const [row] = await t.database.db.select().from(apiUsageLogs).orderBy(desc(apiUsageLogs.id)).limit(1);
  expect(row).toBeDefined();
  return row!;
}

function generate(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/generate-names', payload: body, remoteAddress: `192.0.2.${ipCounter++}` });
}

const doom = { genre: 'doom-metal', influences: 'Black Sabbath', vibe: 'slow and crushing' };

describe('AI engine through POST /api/generate-names', () => {
  it('serves names from the AI endpoint and logs tokens and cost', async () => {
    const res = await generate(doom);
    expect(res.statusCode).toBe(200);
    const [name] = res.json();
    expect(name).toMatchObject({ name: 'Basalt Procession', isAIGenerated: true });
    const sent = fake.requests.at(-1)!.body as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.messages[1]!.content).toContain('Doom Metal');
    const log = await lastLog();
    expect(log).toMatchObject({ apiType: 'text', endpoint: '/api/generate-names', model: 'gpt-4o-mini', promptTokens: 120, completionTokens: 80, totalTokens: 200, isSuccess: true });
    expect(log.estimatedCost).toBeCloseTo((120 * 0.15 + 80 * 0.6) / 1e6 * 100, 10);
  });

  for (const mode of ['slow', 'error500', 'malformed', 'wrong-shape'] as const) {
    it(`falls back to the local engine on a ${mode} answer, says so, and logs the failure`, async () => {
      fake.mode = mode;
      const res = await generate(doom);
      expect(res.statusCode).toBe(200);
      const [name] = res.json();
      expect(name.isAIGenerated).toBe(false);
      expect(name.description).toContain(FALLBACK_NOTE);
      const log = await lastLog();
      expect(log.isSuccess).toBe(false);
      expect(log.errorMessage).toBeTruthy();
    });
  }

  it('drops AI names that break the options and fills from the local engine', async () => {
    const res = await generate({ ...doom, count: 3, options: { oneWordNames: true } });
    const names = res.json();
    expect(names).toHaveLength(3);
    for (const n of names) expect(n.name).not.toMatch(/\s/);
  });

  it("drops a real band's name the model offers, or one that sounds like it, and fills from the local engine", async () => {
    fake.chatContent = () => ({
      names: [
        { name: 'Wolves in the Throne Room', description: 'A doom metal name, slow and crushing.' },
        { name: 'Sleep Tokken', description: 'Doom metal, slow and crushing.' },
        { name: 'Basalt Procession', description: 'A doom metal name for slow and crushing riffs.' },
      ],
    });
    const names: { name: string; isAIGenerated: boolean }[] = (await generate({ ...doom, count: 3 })).json();
    expect(names).toHaveLength(3);
    expect(names.map((n) => n.name)).not.toContain('Wolves in the Throne Room');
    expect(names.map((n) => n.name)).not.toContain('Sleep Tokken');
    expect(names[0]).toMatchObject({ name: 'Basalt Procession', isAIGenerated: true });
    expect(names.slice(1).every((n) => !n.isAIGenerated)).toBe(true);
  });

  it("answers a Magic Mixer mix of the local mixer's when the model's is a real band's name", async () => {
    fake.chatContent = () => ({ mixedName: 'Iron Maiden' });
    const engine = createOpenAiTextEngine({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', timeoutMs: 5000, local: createLocalTextEngine({ seed: 3 }), logUsage: async () => undefined });
    const mixed = await engine.mix(['Iron', 'Maiden'], 'metal', { endpoint: '/api/mix-words' });
    expect(mixed).not.toBe('Iron Maiden');
    expect(mixed.toLowerCase()).toMatch(/iron/);
  });

  it('checks the quota before paying for an AI call', async () => {
    const ip = '192.0.2.250';
    for (let i = 0; i < 4; i++) await t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { ...doom, count: 5 }, remoteAddress: ip });
    const calls = fake.requests.length;
    const over = await t.app.inject({ method: 'POST', url: '/api/generate-names', payload: doom, remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(fake.requests.length).toBe(calls);
  });
});
