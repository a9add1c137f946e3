// The OpenAPI-driven fuzz (openapi-fuzz.ts), one of four files: every POST body and GET parameter
// signed in as the admin, so admin endpoints are fuzzed past their guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, fuzzGets, fuzzPosts, premiumTokens, requests, send, startFuzz, stopFuzz } from './openapi-fuzz';

/** This file's share of the 5,000 requests the fuzz must reach (it sends about eight times as many):
 * a floor that fails if the fuzz stops reaching the endpoints, not a count to keep exact. */
const MIN_REQUESTS = 1_100;

beforeAll(startFuzz, 180_000);
afterAll(stopFuzz);

// Each sweep sends thousands of requests: its time limit only catches a hang, and is wide so that a
// machine loaded by other work (a second copy of the suite, say) does not fail it.
describe('OpenAPI-driven fuzzing: the admin', () => {
  it('lists endpoints to fuzz', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(1);
    expect(premiumTokens).toHaveLength(20);
  });

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
