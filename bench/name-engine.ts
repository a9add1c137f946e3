// Local name engine throughput on one core (budget: at least 10,000 names a second, docs/architecture.md),
// plus a sample of names for three genres. Run: npx tsx bench/name-engine.ts [seconds]
import { generateLocalNames } from '../src/server/engines/text/local/generate-local-names';
import { variedRequest } from '../src/server/engines/text/local/varied-requests';
import { createRng } from '../src/server/lib/random';
import { GENRES } from '../src/shared/catalog/genres';
import { itemAt } from '../src/shared/item-at';

const BUDGET = 10_000;
const seconds = Number(process.argv[2] ?? 4);

function run(durationMs: number, varied: boolean): { names: number; ms: number } {
  const rng = createRng(20240601);
  let names = 0;
  let i = 0;
  const start = performance.now();
  let now = start;
  while (now - start < durationMs) {
    for (let k = 0; k < 20; k++, i++) {
      const genre = itemAt(GENRES, i % GENRES.length);
      const request = varied ? variedRequest(genre, rng) : { genre, count: 10 };
      names += generateLocalNames(request, rng).length;
    }
    now = performance.now();
  }
  return { names, ms: now - start };
}

// Warm up: compiles every genre profile and option variant and lets the JIT settle.
run(1500, true);

const results: { label: string; perSecond: number }[] = [];
for (const [label, varied] of [['plain requests (genre only, 10 names)', false], ['varied requests (influences, vibe, options, seeds)', true]] as const) {
  const runs = [1, 2, 3].map(() => run((seconds * 1000) / 3, varied));
  const rates = runs.map((r) => (r.names / r.ms) * 1000).sort((a, b) => a - b);
  const middle = itemAt(rates, 1);
  results.push({ label, perSecond: middle });
  console.log(`${label}: median ${Math.round(middle).toLocaleString('en')} names/s (runs: ${rates.map((r) => Math.round(r)).join(', ')})`);
}
const worst = Math.min(...results.map((r) => r.perSecond));
console.log(`budget ${BUDGET.toLocaleString('en')} names/s on one core: ${worst >= BUDGET ? 'PASS' : 'FAIL'} (slowest median ${Math.round(worst).toLocaleString('en')})`);

const samples: [string, string | undefined, string | undefined][] = [
  ['doom-metal', 'Black Sabbath, Electric Wizard', 'slow and crushing'],
  ['synthwave', undefined, 'cold neon'],
  ['bluegrass', undefined, undefined],
];
for (const [genre, influences, vibe] of samples) {
  console.log(`\n${genre}${influences ? ` · influences '${influences}'` : ''}${vibe ? ` · vibe '${vibe}'` : ''}`);
  for (const idea of generateLocalNames({ genre, influences, vibe, count: 10 }, createRng(`sample:${genre}`))) {
    console.log(`  ${idea.name}`);
  }
}
if (worst < BUDGET) process.exitCode = 1;
