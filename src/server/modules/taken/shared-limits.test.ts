// Two app instances on one database ask the outside services together: the rate rules are held in
// the database, so together they never exceed a service's rate, and what does not get its turn in
// time says "could not check" instead of waiting past its 2 s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AvailabilityResponse } from '@shared/contracts/taken';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { fixedClock } from '@server/lib/clock';
import { seededSeeds } from '@server/lib/random';
import { TEST_NOW, TEST_SEED } from '@server/testing/app-harness';
import { startFakeAvailability, type FakeAvailability } from '@server/testing/fake-availability-servers';
import { openTestDatabase } from '@server/testing/test-database';
import { askThroughGate, SEND_SLACK_MS } from './source-gate';

let fake: FakeAvailability;
let database: Database;
let imageDir: string;
let instances: FastifyInstance[];

beforeAll(async () => {
  fake = await startFakeAvailability();
  database = await openTestDatabase();
  imageDir = await mkdtemp(path.join(os.tmpdir(), 'bns-test-images-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', ONLINE_CHECKS: 'true', ...fake.env }), clientDir: undefined, imageDir };
  instances = await Promise.all([1, 2].map((i) => buildApp(config, { database, clock: fixedClock(TEST_NOW), random: seededSeeds(TEST_SEED + i) })));
  await Promise.all(instances.map((app) => app.ready()));
  // A first check on each warms the process (the shipped list, the statements, the HTTP client),
  // so the 2 s below measure turns, not a cold start on a busy machine.
  for (const [i, app] of instances.entries()) await app.inject({ method: 'POST', url: '/api/check-name', payload: { name: 'Warm Up' }, remoteAddress: `198.51.100.${50 + i}` });
  await new Promise((resolve) => setTimeout(resolve, 1200));
  fake.requests.length = 0;
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await database.close();
  await fake.close();
  await rm(imageDir, { recursive: true, force: true });
});

describe('rate rules shared by instances on one database', () => {
  it('keeps MusicBrainz to one request a second across both instances', async () => {
    // When each request leaves the app: the moment the rule is about.
    const sentAt: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/ws/2/artist')) sentAt.push(Date.now());
      return realFetch(input, init);
    });
    const names = ['Copper Orchard', 'Drowsy Lighthouse', 'Paper Comet', 'Velvet Quarry Lanterns'];
    const answers = await Promise.all(
      names.map(async (name, i) => {
        const res = await instances[i % 2]!.inject({ method: 'POST', url: '/api/check-name', payload: { name }, remoteAddress: `198.51.100.${60 + i}` });
        expect(res.statusCode).toBe(200);
        return res.json<AvailabilityResponse>().sources.find((s) => s.source === 'musicbrainz')!;
      }),
    );
    spy.mockRestore();
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(1000);
    // The database's record of the places is a second and the slack apart.
    const held = await database.db.execute(sql`select extract(epoch from t) * 1000 as at from outbound_rate, unnest(sent) t where source = 'musicbrainz' order by t`);
    const sent = (held as unknown as { rows: { at: string }[] }).rows.map((r) => Number(r.at));
    for (let i = 1; i < sent.length; i++) expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(1000 + SEND_SLACK_MS);
    // A request sent just before the deadline may be abandoned before the fake sees it, so the
    // arrivals are at most the sends; an answer needs an arrival.
    const arrivals = fake.requests.filter((r) => r.source === 'musicbrainz').map((r) => r.at);
    expect(arrivals.length).toBeLessThanOrEqual(sentAt.length);
    // Four at once, a second each, two seconds each to answer: at most three turns, so at least
    // one could not check.
    expect(sentAt.length).toBeGreaterThanOrEqual(1);
    expect(sentAt.length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.status !== 'could-not-check').length).toBeLessThanOrEqual(arrivals.length);
    expect(answers.filter((a) => a.status === 'could-not-check').length).toBeGreaterThanOrEqual(names.length - sentAt.length);
  });

  it('never lets two instances together past a window of the rule, and gives up at the deadline', async () => {
    const rule = { limit: 5, windowMs: 1000 };
    const started: number[] = [];
    const fetches = (n: number) => Array.from({ length: n }, () => async () => started.push(Date.now()));
    // Five go now and five a window (and the slack) later, at 1.1 s; the last two could go no
    // sooner than 2.2 s. The deadline sits between, a second clear of the second five, so a
    // loaded machine's delay in granting them does not push them past it.
    const deadline = Date.now() + 2100;
    // Each instance's check asks six requests of the same service at once.
    const [a, b] = await Promise.all([askThroughGate(database.db, { rateKey: 'test-service', rule, deadline, fetches: fetches(6) }), askThroughGate(database.db, { rateKey: 'test-service', rule, deadline, fetches: fetches(6) })]);
    started.sort((x, y) => x - y);
    // Five now, five a second (and the slack) later, and the last two would wait past the deadline.
    expect(started).toHaveLength(10);
    expect([...a, ...b].filter((r) => r === null)).toHaveLength(2);
    for (let i = rule.limit; i < started.length; i++) expect(started[i]! - started[i - rule.limit]!).toBeGreaterThanOrEqual(rule.windowMs);
  });
});
