// How often generated names collide with real bands. The reference list is evaluation data kept
// outside the repository (../shared/eval/real-band-names.txt, 89,003 Wikidata group names); the
// product never reads it. Run: npx tsx bench/name-collisions.ts [count] [--show]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateLocalNames } from '../src/server/engines/text/local/generate-local-names';
import { normaliseName } from '../src/server/engines/text/local/normalise-name';
import { variedRequest } from '../src/server/engines/text/local/varied-requests';
import { createRng } from '../src/server/lib/random';
import { GENRES } from '../src/shared/catalog/genres';
import { itemAt } from '../src/shared/item-at';

const evalPath = fileURLToPath(new URL('../../shared/eval/real-band-names.txt', import.meta.url));
if (!existsSync(evalPath)) {
  console.log(`No evaluation list at ${evalPath}: nothing to compare against.`);
  process.exit(0);
}

const total = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 20_000);
const show = process.argv.includes('--show');
const real = readFileSync(evalPath, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
const exact = new Set(real);
const normalised = new Set(real.map(normaliseName));

const rng = createRng('collisions');
let generated = 0;
let exactHits = 0;
let normalisedHits = 0;
const hits = new Map<string, number>();
const byGenre = new Map<string, number>();
for (let i = 0; generated < total; i++) {
  const genre = itemAt(GENRES, i % GENRES.length);
  const request = i % 2 === 0 ? { genre, count: 10 } : variedRequest(genre, rng);
  for (const idea of generateLocalNames(request, rng)) {
    if (generated >= total) break;
    generated++;
    if (exact.has(idea.name)) exactHits++;
    if (normalised.has(normaliseName(idea.name))) {
      normalisedHits++;
      hits.set(idea.name, (hits.get(idea.name) ?? 0) + 1);
      byGenre.set(genre, (byGenre.get(genre) ?? 0) + 1);
    }
  }
}

const pct = (n: number) => `${((n / generated) * 100).toFixed(2)}%`;
console.log(`reference: ${real.length.toLocaleString('en')} real band names (${normalised.size.toLocaleString('en')} after normalising)`);
console.log(`generated: ${generated.toLocaleString('en')} names across ${GENRES.length} genres (half plain requests, half varied)`);
console.log(`exact collisions:      ${exactHits} (${pct(exactHits)})`);
console.log(`normalised collisions: ${normalisedHits} (${pct(normalisedHits)})`);
const worst = [...byGenre].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`most collisions by genre: ${worst.map(([g, n]) => `${g} ${n}`).join(', ')}`);
if (show) {
  const list = [...hits].sort((a, b) => b[1] - a[1]);
  console.log(list.map(([n, c]) => (c > 1 ? `${n} x${c}` : n)).join(' | '));
}
