// The AI engines against hostile OpenAI-compatible answers on loopback: a body trickled after
// prompt headers is cut at the configured time limit and the local engine answers, labelled as
// such; text with NUL, controls or unpaired surrogates is cleaned before it is stored or returned.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/app-harness';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai-server';
import { apiUsageLogs, bandNames } from '../db/schema/index';
import { renderCover } from './art/local/render';
import { createOpenAiTextEngine, FALLBACK_NOTE } from './text/openai-text-engine';
import { createLocalTextEngine } from './index';
import { cleanEngineText } from './engine-text';

const TEXT_TIMEOUT_MS = 800;
const IMAGE_TIMEOUT_MS = 1200;

let t: TestApp;
let fake: FakeOpenAi;
let n = 1;
const address = () => `198.51.100.${n++}`;

beforeAll(async () => {
  // One byte every 50 ms: a chat answer of a few hundred bytes would take half a minute.
  fake = await startFakeOpenAi({ trickleMs: 50 });
  fake.imageB64 = renderCover({ concept: 'a red square', style: 'minimalist', bandName: 'AI', genre: 'pop', size: 1024, seed: 1 }).toString('base64');
  t = await createTestApp({
    env: {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_TIMEOUT_MS: String(TEXT_TIMEOUT_MS),
      OPENAI_IMAGE_TIMEOUT_MS: String(IMAGE_TIMEOUT_MS),
    },
    deps: { engineSeed: 11 },
  });
  // One local render first, so the timings below measure the time limit, not the render
  // workers' start-up.
  fake.imageMode = 'error500';
  const warm = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'Warm Up', genre: 'pop' }, remoteAddress: '198.51.100.254' });
  expect(warm.json().isAIGenerated).toBe(false);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'normal';
  fake.imageMode = undefined;
  fake.chatContent = () => ({
    names: [
      { name: 'Basalt Procession', description: 'A doom metal name for slow and crushing riffs.' },
      { name: 'Grey Monolith Choir', description: 'A slow and crushing doom metal choir of amplifiers.' },
      { name: 'Iron Tide Vigil', description: 'Slow and crushing doom metal for the long night.' },
    ],
    concepts: [
      'A chalkboard covered in dance-step diagrams, lit by a single hot bulb.',
      'Sweat-beaded brass instruments stacked like a skyline in a basement.',
      'A disco ball melting into a record groove under orange light.',
    ],
  });
});

async function lastLog(apiType: 'text' | 'image') {
  const [row] = await t.database.db.select().from(apiUsageLogs).where(eq(apiUsageLogs.apiType, apiType)).orderBy(desc(apiUsageLogs.id)).limit(1);
  expect(row).toBeDefined();
  return row!;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('an AI endpoint that trickles its answer', () => {
  it('is cut at OPENAI_TIMEOUT_MS and the local names answer, labelled as fallback', async () => {
    fake.mode = 'trickle';
    const { result: res, ms } = await timed(() =>
      t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'doom-metal', count: 3 }, remoteAddress: address() }),
    );
    expect(res.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(TEXT_TIMEOUT_MS - 50);
    // The trickled body would take far longer than this (a byte every 50 ms); the margin is wide
    // so a busy machine's fallback work does not fail it.
    expect(ms).toBeLessThan(TEXT_TIMEOUT_MS + 10_000);
    const names = res.json();
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(name.isAIGenerated).toBe(false);
      expect(name.description).toContain(FALLBACK_NOTE);
    }
    // The headers did arrive: this is the body's time limit at work, logged as a failed call.
    expect(fake.requests.at(-1)!.path).toBe('/v1/chat/completions');
    const log = await lastLog('text');
    expect(log.isSuccess).toBe(false);
    expect(log.errorMessage).toMatch(/800 ms|abort/i);
  });

  it('is cut at OPENAI_IMAGE_TIMEOUT_MS and the local renderer draws the cover, labelled local', async () => {
    fake.imageMode = 'trickle';
    const { result: res, ms } = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/generate-free-album-cover',
        payload: { bandName: 'Lantern Creek', genre: 'folk', vibe: 'dusty porch' },
        remoteAddress: address(),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(IMAGE_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(IMAGE_TIMEOUT_MS + 10_000);
    const cover = res.json();
    expect(cover.isAIGenerated).toBe(false);
    expect(cover.concepts[0]).toContain('chalkboard');
    const image = await t.app.inject({ method: 'GET', url: cover.imageUrl.replace(/\.webp$/, '.png') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await lastLog('image')).isSuccess).toBe(false);
  });
});

// NUL, a bell, an escape, an unpaired high and low surrogate, a right-to-left override, U+FFFF.
const DIRT = ['\u0000', '\u0007', '\u001b', '\ud800', '\udc00', '\u202e', '\uffff'];
const dirty = (text: string) => text.split(' ').map((word, i) => `${word}${DIRT[i % DIRT.length]}`).join(' ');
const EMOJI = ' 🔥 👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿';

describe('AI answers with characters no engine output may carry', () => {
  it('stores and returns names and descriptions cleaned, emoji intact', async () => {
    fake.chatContent = () => ({
      names: [
        { name: dirty('Basalt Procession'), description: dirty('A doom metal name for slow riffs.') + EMOJI },
        { name: `Grey\u0000Monolith\nChoir`, description: `Two lines\r\nof\u0000 text\ud83d.` },
        { name: '\u0000\ud800', description: 'Nothing is left of this name once it is cleaned.' },
        { name: 'Iron Tide Vigil', description: 'Slow and crushing doom metal for the long night.' },
      ],
    });
    const ip = address();
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'doom-metal', count: 3 }, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const names = res.json() as { name: string; description: string; isAIGenerated: boolean }[];
    expect(names.map((x) => x.name)).toEqual(['Basalt Procession', 'GreyMonolith Choir', 'Iron Tide Vigil']);
    expect(names[0]).toMatchObject({ description: `A doom metal name for slow riffs.${EMOJI}`, isAIGenerated: true });
    expect(names[1]!.description).toBe('Two lines\nof text.');

    const stored = await t.database.db.select().from(bandNames).where(eq(bandNames.ipAddress, ip)).orderBy(bandNames.id);
    expect(stored.map((r) => [r.name, r.description])).toEqual(names.map((x) => [x.name, x.description]));
    for (const row of stored) expect(`${row.name}${row.description}`).toBe(cleanEngineText(`${row.name}${row.description}`));
  });

  it('returns cover concepts cleaned', async () => {
    fake.chatContent = () => ({
      concepts: [
        dirty('A chalkboard covered in dance-step diagrams, lit by a single bulb.'),
        'Sweat-beaded brass\u0000 instruments stacked like a skyline.\ud800',
        'A disco ball melting into a record groove under orange light. 🪩',
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-free-album-cover',
      payload: { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' },
      remoteAddress: address(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().concepts).toEqual([
      'A chalkboard covered in dance-step diagrams, lit by a single bulb.',
      'Sweat-beaded brass instruments stacked like a skyline.',
      'A disco ball melting into a record groove under orange light. 🪩',
    ]);
  });

  it('cleans a Magic Mixer answer to one clean line', async () => {
    fake.chatContent = () => ({ mixedName: 'Velvet\u0000 \ud800Thunder\n\u202eMoth' });
    const engine = createOpenAiTextEngine({
      apiKey: 'sk-test',
      baseUrl: fake.baseUrl,
      model: 'gpt-4o-mini',
      timeoutMs: TEXT_TIMEOUT_MS,
      local: createLocalTextEngine({ seed: 3 }),
      logUsage: async () => undefined,
    });
    expect(await engine.mix(['velvet', 'thunder', 'moth'], 'rock', { endpoint: '/api/mix-words' })).toBe('Velvet Thunder Moth');
  });
});

describe('cleanEngineText', () => {
  it('keeps well-formed text, emoji sequences and line breaks; drops what cannot be stored or drawn', () => {
    const fine = 'Ünïcødé façade, 日本語, עברית — tabs\tand\nlines 🎸👨‍🎤🏳️‍🌈🏴󠁧󠁢󠁥󠁮󠁧󠁿';
    expect(cleanEngineText(fine)).toBe(fine);
    expect(cleanEngineText('a\u0000b\u0008c\u000bd\u000ce\u001ff\u007fg\u0085h\ufffei\uffffj')).toBe('abcdefghij');
    expect(cleanEngineText('\ud800x\udfffy\ud83d')).toBe('xy');
    expect(cleanEngineText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(cleanEngineText('\u202eevil\u202c \u2066iso\u2069')).toBe('evil iso');
  });
});
