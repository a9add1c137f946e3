// Local bio and tagline writers: time per bio and per tagline set over varied forms (sparse to full,
// every length, style and tone). Budget: median under 20 ms a bio (docs/architecture.md). Wall time
// on a shared machine includes waits for the CPU, so CPU time per call is printed beside it.
// Run: npx tsx bench/writing-bio.ts [forms]
import { fullBioForm, randomBioForm } from '../src/server/engines/text/local/bio/random-bio-forms';
import { writeBio } from '../src/server/engines/text/local/bio/write-bio';
import { writeTaglines } from '../src/server/engines/text/local/bio/write-taglines';
import { createRng } from '../src/server/lib/random';
import type { BioRequest } from '../src/shared/contracts/writing';

const BUDGET_MS = 20;
const count = Number(process.argv[2] ?? 500);

const rng = createRng('bench:writing-bio');
const forms: BioRequest[] = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? randomBioForm(rng) : fullBioForm(rng)));

interface Timing {
  wall: number[];
  cpu: number[];
}

function time(run: (form: BioRequest, i: number) => void): Timing {
  const wall: number[] = [];
  const cpu: number[] = [];
  forms.forEach((form, i) => {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run(form, i);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  });
  return { wall, cpu };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

function report(label: string, t: Timing): number {
  const median = percentile(t.wall, 0.5);
  console.log(
    `${label.padEnd(28)} median ${ms(median).padStart(9)}  p95 ${ms(percentile(t.wall, 0.95)).padStart(9)}  ` +
      `(CPU time: median ${ms(percentile(t.cpu, 0.5))}, p95 ${ms(percentile(t.cpu, 0.95))})`,
  );
  return median;
}

// Warm up: compiles every path once and lets the JIT settle.
const bios = forms.map((form, i) => writeBio(form, createRng(i)).bio);
forms.forEach((form, i) => writeTaglines(form, bios[i] ?? '', 3, [], createRng(i)));

console.log(`${count} forms (half random, half full), every length, style and tone:`);
const bioMedian = report('bio', time((form, i) => writeBio(form, createRng(i + 1))));
for (const length of ['Short', 'Medium', 'Long', 'Extended'] as const) {
  const subset = forms.map((form, i) => ({ form, i })).filter((x) => x.form.length === length);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const { form, i } of subset) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    writeBio(form, createRng(i + 2));
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  report(`  ${length} (${subset.length})`, { wall, cpu });
}
const taglineMedian = report('taglines (3, with bio)', time((form, i) => writeTaglines(form, bios[i] ?? '', 3, [], createRng(i + 1))));

const worst = Math.max(bioMedian, taglineMedian);
console.log(`budget: median under ${BUDGET_MS} ms: ${worst < BUDGET_MS ? 'PASS' : 'FAIL'} (bio ${ms(bioMedian)}, taglines ${ms(taglineMedian)})`);
if (worst >= BUDGET_MS) process.exitCode = 1;
