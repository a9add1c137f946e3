// Bodies a client gets wrong are answered with a 400 (or 413/415) that names the mistake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/check-name', payload, headers: { 'content-type': contentType } });

const INVALID = 'The request body is not valid JSON, or has a key that is not allowed (__proto__, constructor.prototype)';

describe('bodies a client gets wrong', () => {
  it.each([
    ['broken JSON', '{"name": "x"', 400, 'FST_ERR_CTP_INVALID_JSON_BODY', INVALID],
    ['a __proto__ key', '{"__proto__": {"name": "x"}}', 400, 'FST_ERR_CTP_INVALID_JSON_BODY', INVALID],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"x": 1}}}', 400, 'FST_ERR_CTP_INVALID_JSON_BODY', INVALID],
    ['an empty body', '', 400, 'FST_ERR_CTP_EMPTY_JSON_BODY', 'The request body is empty: send a JSON object'],
  ])('%s', async (_what, payload, status, code, error) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error, code });
  });

  it('another content type', async () => {
    const res = await send('name=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Unsupported content type: send JSON with Content-Type: application/json');
  });
});
