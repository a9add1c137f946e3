// Sends malformed and random bodies to every POST endpoint the OpenAPI document lists, and
// random path parameters to every GET: the server must answer each with a 4xx or a success,
// never a 5xx. Endpoints added later join automatically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './app-harness';

let t: TestApp;
let doc: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t.close();
});

/** Values that are wrong for a property in the ways clients get things wrong. */
const wrongValues: unknown[] = [null, '', ' ', 'x'.repeat(5000), -1, 0, 1e308, 3.5, true, [], {}, ['a'], { a: 1 }, '<script>', "'; drop table users; --", '\u0000'];

function bodiesFor(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [undefined, {}, [], null, 'text', 42, true];
  const props = schema?.properties ?? {};
  for (const key of Object.keys(props)) {
    for (const value of wrongValues) bodies.push({ [key]: value });
  }
  bodies.push(Object.fromEntries(Object.keys(props).map((k) => [k, 'x'.repeat(10_000)])));
  return bodies;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('OpenAPI-driven fuzzing', () => {
  it('lists endpoints to fuzz', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(1);
  });

  it('never answers a POST with a 5xx, whatever the body', async () => {
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const post = methods.post;
      if (!post) continue;
      const schema = post.requestBody?.content?.['application/json']?.schema;
      const url = fillPath(path, 'fuzz');
      for (const body of bodiesFor(schema)) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        if (res.statusCode >= 500) failures.push(`${path} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      for (const [payload, type] of [['{"a":', 'application/json'], ['a=1', 'application/x-www-form-urlencoded'], ['<x/>', 'text/xml']]) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
        if (res.statusCode >= 500) failures.push(`${path} raw ${type} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers a random JSON value with a 5xx (property-based)', async () => {
    const posts = Object.entries(doc.paths).filter(([, m]) => m.post).map(([p]) => fillPath(p, 'fuzz'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), fc.jsonValue({ maxDepth: 3 }), async (url, body) => {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        return res.statusCode < 500;
      }),
      { numRuns: 150, seed: 20260314 },
    );
  });

  it('never answers a GET with odd path parameters with a 5xx', async () => {
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!methods.get || !path.includes('{')) continue;
      for (const value of ['0', '-1', 'x'.repeat(600), '%00', '../../etc/passwd', '1e9999', 'null']) {
        const res = await t.app.inject({ method: 'GET', url: fillPath(path, value) });
        if (res.statusCode >= 500) failures.push(`${path} ${value} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
