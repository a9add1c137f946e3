// When the renderer fails on a cover (a worker process that died: engines/art/render-pool.ts), the
// free covers, whose style the site picks, are drawn in the next style instead; the visitor gets a
// cover, the style it was drawn in, and one unit counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_STYLES, type ArtStyle } from '@shared/catalog/art-styles';
import type { ArtEngine } from '@server/engines/art/art-engine';
import { createLocalArtEngine } from '@server/engines/art/local-art-engine';
import { RENDER_FAILED, RENDER_FAILED_MESSAGE } from '@server/engines/art/render-pool';
import { createLocalTextEngine } from '@server/engines/index';
import { AppError } from '@server/lib/app-error';
import { createTestApp, type TestApp } from '@server/testing/app-harness';

const local = createLocalArtEngine({ workers: 1 });
const tried: ArtStyle[] = [];
/** The local engine, failing as a dead worker does on every style until one has failed. */
const art: ArtEngine = {
  kind: 'local',
  async render(request, ctx) {
    tried.push(request.style);
    if (tried.length === 1) throw new AppError(RENDER_FAILED, RENDER_FAILED_MESSAGE, 503, undefined, 1);
    return local.render(request, ctx);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { engines: { text: createLocalTextEngine({ seed: 3 }), art } } });
});
afterAll(async () => {
  await t.close();
  await local.close();
});

describe('a cover the renderer fails on', () => {
  it('is drawn in the next style, and says so', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' }, remoteAddress: '203.0.113.77' });
    expect(res.statusCode).toBe(200);
    const [first, second] = tried;
    expect(second).toBe(ART_STYLES[(ART_STYLES.indexOf(first!) + 1) % ART_STYLES.length]);
    expect(res.json()).toMatchObject({ artStyle: { value: second }, remaining: 2 });
  });
});
