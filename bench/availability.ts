// "Is it taken?" with every online source on, against loopback fakes that answer after 100 ms:
// a full check's latency (p50, p95; goal: p95 under 2.5 s) and the outbound requests it makes.
// Checks run one after another, each a name not asked before (no cache), as visitors press
// Check; then the same names again (all from the day's cache). The services' own rate rules apply
// as in production (MusicBrainz one a second, iTunes twenty a minute), so a run also shows what
// they cost: a source that cannot have its turn within its 2 s says "could not check".
// Run: npx tsx bench/availability.ts [checks]
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AvailabilityResponse } from '@shared/contracts/taken';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { startFakeAvailability } from '@server/testing/fake-availability-servers';

const CHECKS = Number(process.argv[2] ?? 30);
const LATENCY_MS = 100;
const GOAL_P95_MS = 2500;

const WORDS = ['Amber', 'Static', 'Harbour', 'Velvet', 'Lantern', 'Copper', 'Meadow', 'Signal', 'Hollow', 'Paper', 'Comet', 'Orchard', 'Quiet', 'Marigold', 'Tundra'];
const nameOf = (i: number) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i}`;

const fake = await startFakeAvailability({ latencyMs: LATENCY_MS });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bns-bench-availability-'));
const config = {
  ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ONLINE_CHECKS: 'true', TRUST_PROXY: 'loopback', ...fake.env }),
  clientDir: undefined,
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

let visitor = 0;
/** Each check from a visitor of its own, as on the site (an address has 10 online checks a day). */
async function check(name: string): Promise<{ ms: number; body: AvailabilityResponse }> {
  const from = `10.9.${++visitor >> 8}.${visitor & 255}`;
  const started = performance.now();
  const res = await fetch(`${base}/api/check-name`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': from },
    body: JSON.stringify({ name }),
  });
  const body = (await res.json()) as AvailabilityResponse;
  if (res.status !== 200) throw new Error(`check answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function pass(label: string, names: string[]) {
  const before = fake.requests.length;
  const times: number[] = [];
  const statuses = new Map<string, number>();
  for (const name of names) {
    const { ms, body } = await check(name);
    times.push(ms);
    for (const s of body.sources) statuses.set(`${s.source} ${s.status}`, (statuses.get(`${s.source} ${s.status}`) ?? 0) + 1);
    for (const d of body.domains) statuses.set(`rdap ${d.status}`, (statuses.get(`rdap ${d.status}`) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  const requests = fake.requests.slice(before);
  const bySource = ['musicbrainz', 'itunes', 'deezer', 'rdap'].map((s) => `${s} ${(requests.filter((r) => r.source === s).length / names.length).toFixed(2)}`).join(', ');
  console.log(`${label}: ${names.length} checks, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`);
  console.log(`  outbound requests per check: ${(requests.length / names.length).toFixed(2)} (${bySource})`);
  console.log(`  answers: ${[...statuses].sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
  return percentile(times, 95);
}

// One check first, so the figures are of a warm process.
await check('Warm Up Check');
await new Promise((resolve) => setTimeout(resolve, 1100));
const names = Array.from({ length: CHECKS }, (_, i) => nameOf(i));
console.log(`fakes answer after ${LATENCY_MS} ms; every source on; goal: p95 under ${GOAL_P95_MS} ms`);
const p95 = await pass('new names', names);
await pass('same names again (cache)', names);
console.log(p95 < GOAL_P95_MS ? `p95 ${p95.toFixed(0)} ms: within the goal` : `p95 ${p95.toFixed(0)} ms: OVER the goal of ${GOAL_P95_MS} ms`);

await app.close();
await fake.close();
rmSync(dataDir, { recursive: true, force: true });
