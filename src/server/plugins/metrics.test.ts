// The Prometheus figures: served only to the holder of METRICS_TOKEN, and counting what visitors
// did (requests by route and status, refusals of the free limits, covers rendered, mail, AI calls
// that fell back to the local engine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { startOpenAiTestApp, type OpenAiTestApp } from '@server/testing/openai-test-app';

const TOKEN = 'metrics-token-for-the-tests-0123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
});

const metricsOf = async (app: TestApp['app'], token = TOKEN) =>
  (await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${token}` } })).body;

/** The value of one series in the exposition text, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('http_request_duration_seconds');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer metrics-token-for-the-tests-0124' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a token shorter than 16 characters at start', async () => {
    await expect(createTestApp({ env: { METRICS_TOKEN: 'short' } })).rejects.toThrow('METRICS_TOKEN must be at least 16 characters long');
  });

  it('counts requests by route and status, the 429s of a free limit, covers rendered and mail sent', async () => {
    const ip = '203.0.113.91';
    const names = (count: number) => t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'rock', count }, remoteAddress: ip });
    expect((await names(10)).statusCode).toBe(200);
    expect((await names(10)).statusCode).toBe(200);
    expect((await names(1)).statusCode).toBe(429);
    const cover = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: { bandName: 'Tin Lantern', genre: 'folk' }, remoteAddress: ip });
    expect(cover.statusCode).toBe(200);
    const contact = { name: 'Riley Stone', email: 'riley@example.com', subject: 'Booking', message: 'Can we use a generated name on merch?' };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: ip })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/api/generate-names",status="200"}')).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/api/generate-names",status="429"}')).toBe(1);
    expect(valueOf(text, 'http_errors_total{route="/api/generate-names",class="4xx"}')).toBe(1);
    expect(valueOf(text, 'limit_refusals_total{code="DAILY_LIMIT",route="/api/generate-names"}')).toBe(1);
    expect(valueOf(text, 'render_duration_seconds_count{engine="local",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'render_queue_depth')).toBe(0);
    expect(valueOf(text, 'mail_total{outcome="sent"}')).toBe(1);
    // The process's own figures come with them.
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('AI metrics', () => {
  let ai: OpenAiTestApp;
  beforeAll(async () => {
    ai = await startOpenAiTestApp({ METRICS_TOKEN: TOKEN, OPENAI_IMAGE_MODEL: 'none' });
  });
  afterAll(async () => {
    await ai.close();
  });

  it('counts a failed AI call as a fallback to the local engine', async () => {
    ai.fake.mode = 'error500';
    const res = await ai.t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'jazz', count: 2 }, remoteAddress: '203.0.113.92' });
    expect(res.statusCode).toBe(200);
    const text = await metricsOf(ai.t.app);
    expect(valueOf(text, 'ai_calls_total{type="text",outcome="failure"}')).toBe(1);
    expect(valueOf(text, 'ai_fallbacks_total{type="text"}')).toBe(1);
  });
});
