// How often generated names collide with real bands (an exact match after normalising case,
// punctuation, accents and a leading 'The'). The generator drops every name on the shipped list
// (src/server/engines/text/local/data/real-band-names), so collisions with it are 0 by
// construction; what matters is how the generator does on bands it was not given:
//   - each fold of the shipped list left out of the filter in turn, counted against that fold;
//   - any further list of real bands (--list path, one name a line), which shows names that only
//     avoid the shipped list.
// Run: npx tsx bench/name-collisions.ts [count] [--list path] [--show]
import { existsSync, readFileSync } from 'node:fs';
import { BAND_LIST_FOLDS, shippedBandList, shippedFoldNormalised } from '../src/server/engines/text/local/band-list';
import { generateLocalNames } from '../src/server/engines/text/local/generate-local-names';
import { normaliseName } from '../src/server/engines/text/local/normalise-name';
import { variedRequest } from '../src/server/engines/text/local/varied-requests';
import { createRng } from '../src/server/lib/random';
import { GENRES } from '../src/shared/catalog/genres';
import { itemAt } from '../src/shared/item-at';

const total = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 20_000);
const show = process.argv.includes('--show');
const listArg = process.argv.indexOf('--list');
const extraPath = listArg >= 0 ? process.argv[listArg + 1] : undefined;
if (extraPath && !existsSync(extraPath)) {
  console.log(`No list at ${extraPath}.`);
  process.exit(1);
}
const extra = extraPath ? new Set(readFileSync(extraPath, 'utf8').split('\n').map((l) => normaliseName(l.trim())).filter(Boolean)) : null;

/** Names from half plain, half varied requests across every genre, with the given filter. */
function generate(count: number, seed: string, fold?: number): string[] {
  const rng = createRng(seed);
  const bandList = shippedBandList(fold);
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const genre = itemAt(GENRES, i % GENRES.length);
    const request = i % 2 === 0 ? { genre, count: 10 } : variedRequest(genre, rng);
    for (const idea of generateLocalNames(request, rng, { bandList })) if (out.length < count) out.push(idea.name);
  }
  return out;
}

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(3)}%`;
const whole = generate(total, 'collisions');
const folds = Array.from({ length: BAND_LIST_FOLDS }, (_, f) => shippedFoldNormalised(f));
const shippedHits = whole.filter((n) => folds.some((fold) => fold.has(normaliseName(n))));
console.log(`generated ${total.toLocaleString('en')} names across ${GENRES.length} genres (half plain requests, half varied)`);
console.log(`collisions with the shipped list (the filter holds it): ${shippedHits.length} (${pct(shippedHits.length, total)})`);

const perFold = Math.ceil(total / BAND_LIST_FOLDS);
let foldHits = 0;
const hitNames: string[] = [];
for (let fold = 0; fold < BAND_LIST_FOLDS; fold++) {
  const left = folds[fold] ?? new Set<string>();
  const hits = generate(perFold, `collisions:fold:${fold}`, fold).filter((n) => left.has(normaliseName(n)));
  foldHits += hits.length;
  hitNames.push(...hits);
  console.log(`fold ${fold} left out (${left.size.toLocaleString('en')} names): ${hits.length} of ${perFold.toLocaleString('en')} (${pct(hits.length, perFold)})`);
}
console.log(`all folds: ${foldHits} of ${(perFold * BAND_LIST_FOLDS).toLocaleString('en')} (${pct(foldHits, perFold * BAND_LIST_FOLDS)})`);
if (extra) {
  const hits = whole.filter((n) => extra.has(normaliseName(n)));
  console.log(`further list ${extraPath} (${extra.size.toLocaleString('en')} names): ${hits.length} (${pct(hits.length, total)})`);
  hitNames.push(...hits);
}
if (show) console.log(hitNames.join(' | '));
