// Local bio writer: how often a bio reaches the length asked, over random and full forms, and the
// share of sentences that appear in the bios of more than one band.
// Run: npx tsx bench/writing-bio-length.ts [forms]
import { fullBioForm, randomBioForm } from '../src/server/engines/text/local/bio/random-bio-forms';
import { writeBio } from '../src/server/engines/text/local/bio/write-bio';
import { createRng } from '../src/server/lib/random';
import { BIO_LENGTHS } from '../src/shared/catalog/bio-options';

const count = Number(process.argv[2] ?? 400);
const rng = createRng('bench:writing-bio-length');
const rows: Record<string, { n: number; reached: number; ratio: number }> = {};
const owners = new Map<string, Set<string>>();
let sentences = 0;
for (let i = 0; i < count; i++) {
  const kind = i % 2 === 0 ? 'random' : 'full';
  const form = kind === 'random' ? randomBioForm(rng) : fullBioForm(rng);
  const { bio } = writeBio(form, createRng(i));
  const words = bio.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const range = BIO_LENGTHS.find((l) => l.value === form.length) ?? BIO_LENGTHS[1];
  const key = `${kind} ${form.length}`;
  const row = (rows[key] ??= { n: 0, reached: 0, ratio: 0 });
  row.n++;
  if (words >= range.min) row.reached++;
  row.ratio += words / range.min;
  const own = [form.backstory, ...form.achievements, ...form.uniqueElements, ...Object.values(form.focusAreaDetails)].join(' ').toLowerCase();
  const band = `${form.bandName}|${form.genre}|${i}`;
  for (const s of bio.split('\n').filter((l) => !l.startsWith('*')).join(' ').split(/(?<=[.!?])\s+/)) {
    const key2 = s.replace(new RegExp(form.bandName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), 'X').trim();
    if (key2.split(' ').length < 5) continue;
    // The musician's own sentences are theirs, whoever else typed the same.
    const head = s.toLowerCase().replace(/[.!?]$/, '').slice(0, 40);
    if (own.includes(head)) continue;
    sentences++;
    const set = owners.get(key2) ?? new Set<string>();
    set.add(band);
    owners.set(key2, set);
  }
}
for (const [key, r] of Object.entries(rows).sort()) console.log(`${key.padEnd(18)} ${String(r.n).padStart(4)} forms  reached min ${((100 * r.reached) / r.n).toFixed(0).padStart(3)}%  mean words/min ${(r.ratio / r.n).toFixed(2)}`);
let shared = 0;
const top: [string, number][] = [];
for (const [s, set] of owners) if (set.size > 1) { shared += set.size; top.push([s, set.size]); }
console.log(`sentences shared by more than one band: ${((100 * shared) / sentences).toFixed(1)}% of ${sentences}`);
for (const [s, n] of top.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${n}x ${s}`);
