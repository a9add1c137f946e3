// The AI image engine behind the real endpoints, against an OpenAI-compatible loopback server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '@server/testing/app-harness';
import type { FakeOpenAi } from '@server/testing/fake-openai-server';
import { startOpenAiTestApp } from '@server/testing/openai-test-app';
import { apiUsageLogs } from '@server/db/schema/index';
import { renderCover } from '@server/engines/art/local/render';

let t: TestApp;
let fake: FakeOpenAi;
let close: () => Promise<void>;
let n = 1;

beforeAll(async () => {
  ({ t, fake, close } = await startOpenAiTestApp({ OPENAI_IMAGE_MODEL: 'gpt-image-1', OPENAI_IMAGE_TIMEOUT_MS: '2000' }, { engineSeed: 5 }));
  fake.imageB64 = renderCover({ concept: 'a red square', style: 'minimalist', bandName: 'AI', genre: 'pop', size: 1024, seed: 1 }).toString('base64');
});
afterAll(() => close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.chatContent = () => ({
    concepts: [
      'A chalkboard covered in dance-step diagrams, lit by a single hot bulb.',
      'Sweat-beaded brass instruments stacked like a skyline in a basement.',
      'A disco ball melting into a record groove under orange light.',
    ],
  });
});

async function imageLogs() {
  return t.database.db.select().from(apiUsageLogs).where(eq(apiUsageLogs.apiType, 'image')).orderBy(desc(apiUsageLogs.id));
}

describe('AI image engine', () => {
  it('uses the images endpoint, stores the image and logs its cost', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' }, remoteAddress: `198.18.0.${n++}` });
    expect(res.statusCode).toBe(200);
    const cover = res.json();
    expect(cover.isAIGenerated).toBe(true);
    expect(cover.concepts[0]).toContain('chalkboard');
    const image = await t.app.inject({ method: 'GET', url: cover.imageUrl.replace(/\.webp$/, '.png') });
    expect(image.rawPayload.toString('base64')).toBe(fake.imageB64);
    const [log] = await imageLogs();
    expect(log).toMatchObject({ endpoint: '/api/generate-free-album-cover', model: 'gpt-image-1', isSuccess: true, estimatedCost: 4.2 });
    const prompt = (fake.requests.at(-1)!.body as { prompt: string }).prompt;
    expect(prompt).toContain('Groove Thesis');
  });

  for (const mode of ['error500', 'slow', 'malformed'] as const) {
    it(`falls back to the local renderer on ${mode}, labelled local`, async () => {
      fake.mode = mode;
      const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'VAMPSILK', genre: 'synthwave', vibe: 'cold neon' }, remoteAddress: `198.18.0.${n++}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().isAIGenerated).toBe(false);
      const [log] = await imageLogs();
      expect(log!.isSuccess).toBe(false);
      const image = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
      expect(image.statusCode).toBe(200);
    });
  }
});
