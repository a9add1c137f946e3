import { describe, expect, it } from 'vitest';
import { createLocalNameEngine } from './local-text-engine';

const ctx = { endpoint: '/api/generate-names' };
const request = { genre: 'synthwave', vibe: 'cold neon', count: 5 };

describe('local text engine', () => {
  it('is the local kind and labels its names as not AI-generated', async () => {
    const engine = createLocalNameEngine();
    expect(engine.kind).toBe('local');
    const names = await engine.names(request, ctx);
    expect(names).toHaveLength(5);
    for (const n of names) expect(n.isAIGenerated).toBe(false);
  });

  it('uses ctx.seed when given: the same seed gives the same answer', async () => {
    const a = createLocalNameEngine();
    const b = createLocalNameEngine({ seed: 99 });
    expect(await a.names(request, { ...ctx, seed: 5 })).toEqual(await b.names(request, { ...ctx, seed: 5 }));
    expect(await a.mix(['Neon', 'Nomad'], 'synthwave', { ...ctx, seed: 5 })).toBe(await b.mix(['Neon', 'Nomad'], 'synthwave', { ...ctx, seed: 5 }));
  });

  it('with an engine seed, replays the same sequence of calls, each call different', async () => {
    const run = async () => {
      const engine = createLocalNameEngine({ seed: 7 });
      return [await engine.names(request, ctx), await engine.names(request, ctx), await engine.mix(['Glass', 'Harbor'], 'rock', ctx)];
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first[0]).not.toEqual(first[1]);
  });

  it('without any seed, draws fresh randomness', async () => {
    const engine = createLocalNameEngine();
    const a = (await engine.names({ ...request, count: 10 }, ctx)).map((n) => n.name);
    const b = (await engine.names({ ...request, count: 10 }, ctx)).map((n) => n.name);
    expect(a).not.toEqual(b);
  });
});
