// The render pool seen through the API: a full queue is a 503 with Retry-After, and an app that
// made its own pool leaves no worker process behind when it closes.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '@server/testing/app-harness';
import { createLocalTextEngine } from '../index';
import { createLocalArtEngine } from './local-art-engine';
import { BUSY_MESSAGE } from './render-pool';

const groove = { bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party' };

/** Processes this one started that are still alive (render workers are child processes). */
function workerProcesses(): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's closing parenthesis: state, then the parent's pid.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === process.pid && state !== 'Z') count++;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return count;
}

describe('covers while the render queue is full', () => {
  it('answers 503 with Retry-After to the renders past the bound and serves the others', async () => {
    // One worker and no waiting room: while one cover renders, the next is refused.
    const art = createLocalArtEngine({ workers: 1, maxQueue: 0 });
    const t = await createTestApp({ deps: { engines: { text: createLocalTextEngine({ seed: 3 }), art } } });
    try {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: `198.51.100.${i + 1}` }),
        ),
      );
      const busy = results.filter((r) => r.statusCode === 503);
      expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(busy.length + results.filter((r) => r.statusCode === 200).length).toBe(4);
      for (const res of busy) {
        expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
        expect(res.json()).toEqual({ error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      }
    } finally {
      await t.close();
      await art.close();
    }
  });
});

describe('closing the app', () => {
  it('stops the render workers of the engines it made', async () => {
    const before = workerProcesses();
    const t = await createTestApp({ env: { RENDER_WORKERS: '1' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-free-album-cover', payload: groove, remoteAddress: '198.51.100.9' });
    expect(res.statusCode).toBe(200);
    expect(workerProcesses()).toBe(before + 1);
    await t.close();
    expect(workerProcesses()).toBe(before);
  });
});
