// The OpenAPI-driven fuzz (openapi-fuzz.ts), second of three files: every POST body signed in as a
// premium user and as the admin, and the admin's GETs, so premium and admin endpoints are fuzzed
// past their guards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, fuzzGets, fuzzPosts, premiumTokens, requests, send, startFuzz, stopFuzz } from './openapi-fuzz';

/** This file's share of the 5,000 requests the fuzz must reach (it sends about eight times as many):
 * a floor that fails if the fuzz stops reaching the endpoints, not a count to keep exact. */
const MIN_REQUESTS = 2_100;

beforeAll(startFuzz, 180_000);
afterAll(stopFuzz);

// Each sweep sends thousands of requests: its time limit only catches a hang, and is wide so that a
// machine loaded by other work (a second copy of the suite, say) does not fail it.
describe('OpenAPI-driven fuzzing: members and the admin', () => {
  it('lists endpoints to fuzz', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(1);
    expect(premiumTokens).toHaveLength(20);
  });

  it('never answers a premium user with a 5xx, whatever the body', async () => {
    const { failures, accepted } = await fuzzPosts('premium');
    expect(failures).toEqual([]);
    for (const path of ['/api/generate-premium-names', '/api/mix-words', '/api/generate-free-album-cover']) {
      if (doc.paths[path]) expect([...accepted]).toContain(path);
    }
  }, 600_000);

  it('never answers the admin with a 5xx, whatever the body or parameters', async () => {
    const { failures } = await fuzzPosts('admin');
    expect([...failures, ...(await fuzzGets('admin'))]).toEqual([]);
    // The session held throughout, so the guarded endpoints were reached, not refused.
    expect((await send('admin', { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
  }, 600_000);

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
