// Local outreach e-mail writer: time per new e-mail and per refinement over varied forms (goal:
// under 20 ms median each, docs/architecture.md), plus a sample booking inquiry and its shorter
// version. Run: npx tsx bench/writing-email.ts [emails] [refinements]
import { refineEmail, writeEmail } from '../src/server/engines/text/local/email/write-email';
import { emailRequest, variedEmailRequest } from '../src/server/engines/text/local/email/test-requests';
import { createRng } from '../src/server/lib/random';

const GOAL_MS = 20;
const emailCount = Number(process.argv[2] ?? 1000);
const refineCount = Number(process.argv[3] ?? 500);
const ASKS = [
  'make it shorter',
  'more formal',
  'more casual',
  'more confident',
  'mention our EP',
  "mention our new single 'Glass'",
  'add our Instagram @nightowls',
  'add our Instagram https://instagram.com/x',
  'change the date to 2027-04-02',
  'remove the budget',
  'make it shorter and more formal, and add our Instagram @nightowls',
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function report(label: string, times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  console.log(`${label}: median ${median.toFixed(3)} ms, p95 ${percentile(sorted, 0.95).toFixed(3)} ms, max ${(sorted.at(-1) ?? 0).toFixed(3)} ms (${times.length} runs)`);
  return median;
}

const rng = createRng('bench:writing-email');
const forms = Array.from({ length: emailCount }, () => variedEmailRequest(rng));

// Warm up the JIT on a slice of the same work.
for (const form of forms.slice(0, 200)) refineEmail({ ...form, isRefinement: true, originalEmail: writeEmail(form, rng), suggestedEdits: 'make it shorter' }, rng);

const writeTimes: number[] = [];
const written: string[] = [];
forms.forEach((form, i) => {
  const start = performance.now();
  written.push(writeEmail(form, createRng(i)));
  writeTimes.push(performance.now() - start);
});

const refineTimes: number[] = [];
for (let i = 0; i < refineCount; i++) {
  const form = forms[i % forms.length];
  const original = written[i % written.length];
  if (!form || !original) continue;
  const request = { ...form, isRefinement: true, originalEmail: original, suggestedEdits: ASKS[i % ASKS.length] ?? '' };
  const start = performance.now();
  refineEmail(request, createRng(i));
  refineTimes.push(performance.now() - start);
}

const medians = [report('new e-mails', writeTimes), report('refinements', refineTimes)];
const pass = medians.every((m) => m < GOAL_MS);
console.log(`goal: under ${GOAL_MS} ms median each: ${pass ? 'PASS' : 'FAIL'}`);

const booking = emailRequest();
const sample = writeEmail(booking, createRng('sample'));
console.log(`\n--- sample booking inquiry (${sample.split(/\s+/).length} words)\n${sample}`);
const shorter = refineEmail({ ...booking, isRefinement: true, originalEmail: sample, suggestedEdits: 'make it shorter' }, createRng('sample'));
console.log(`\n--- 'make it shorter' (${shorter.split(/\s+/).length} words)\n${shorter}`);
if (!pass) process.exitCode = 1;
