// The OpenAPI-driven fuzz (openapi-fuzz.ts), one of four files: odd path and query parameters
// on every GET as a visitor and as a premium user, and random JSON values (property-based).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doc, fillPath, fuzzGets, knownParam, postJson, premiumTokens, requests, startFuzz, stopFuzz } from './openapi-fuzz';

/** This file's share of the 5,000 requests the fuzz must reach (it sends about eight times as many):
 * a floor that fails if the fuzz stops reaching the endpoints, not a count to keep exact. */
const MIN_REQUESTS = 1_200;

beforeAll(startFuzz, 180_000);
afterAll(stopFuzz);

// Each sweep sends thousands of requests: its time limit only catches a hang, and is wide so that a
// machine loaded by other work (a second copy of the suite, say) does not fail it.
describe('OpenAPI-driven fuzzing: parameters and random values', () => {
  it('lists endpoints to fuzz', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(1);
    expect(premiumTokens).toHaveLength(20);
  });

  it('never answers a GET with odd path or query parameters with a 5xx', async () => {
    expect([...(await fuzzGets('visitor')), ...(await fuzzGets('premium'))]).toEqual([]);
  }, 600_000);

  it('never answers a random JSON value with a 5xx (property-based)', async () => {
    const posts = Object.entries(doc.paths).filter(([, m]) => m.post).map(([p]) => fillPath(p, knownParam));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (url, body, premium) => {
        const res = await postJson(premium ? 'premium' : 'visitor', url, body);
        return res.statusCode < 500;
      }),
      { numRuns: 200, seed: 20260314 },
    );
  }, 600_000);

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
