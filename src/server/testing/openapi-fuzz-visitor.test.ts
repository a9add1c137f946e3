// The OpenAPI-driven fuzz (openapi-fuzz.ts), one of four files: every POST body as a visitor,
// with the widest dictionary (wrong types and shapes, SQL and markup, rare spellings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, fuzzPosts, premiumTokens, requests, startFuzz, stopFuzz } from './openapi-fuzz';

/** This file's share of the 5,000 requests the fuzz must reach (it sends about eight times as many):
 * a floor that fails if the fuzz stops reaching the endpoints, not a count to keep exact. */
const MIN_REQUESTS = 1_700;

beforeAll(startFuzz, 180_000);
afterAll(stopFuzz);

// Each sweep sends thousands of requests: its time limit only catches a hang, and is wide so that a
// machine loaded by other work (a second copy of the suite, say) does not fail it.
describe('OpenAPI-driven fuzzing: visitor bodies', () => {
  it('lists endpoints to fuzz', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(1);
    expect(premiumTokens).toHaveLength(20);
  });

  it('never answers a visitor with a 5xx, whatever the body', async () => {
    const { failures, accepted } = await fuzzPosts('visitor');
    expect(failures).toEqual([]);
    // The examples pass validation, so the hostile values reached the generators behind it.
    for (const path of ['/api/generate-names', '/api/generate-free-album-cover', '/api/generate-album-cover', '/api/analytics/events']) {
      expect([...accepted]).toContain(path);
    }
  }, 600_000);

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
