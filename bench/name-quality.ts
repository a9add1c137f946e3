// What a musician would notice in the local names and descriptions (issue #27), per genre over
// varied requests: option violations, repeats, a/an errors, broken plurals, collisions with real
// bands the filter was not given, and the grammar and honesty figures behind them.
// Collisions are measured honestly: for each of the five folds of the shipped list, names are
// generated with a filter built from the other four, and counted against the fold left out.
// Names come as the running engine makes them: with its memory of names it gave lately per genre.
// Readers' findings made measurable: the share of the most common shape (template) per genre over
// plain requests (no option forcing a shape; goal at most 25%), coined words among one-word names,
// names that use a word of the influences (goal 0), descriptions that paste the vibe (goal 0).
// Run: npx tsx bench/name-quality.ts [--per-genre 10000] [--genre doom-metal] [--show]
import { generateLocalNames } from '../src/server/engines/text/local/generate-local-names';
import { createRecentNames } from '../src/server/engines/text/local/recent-names';
import { BAND_LIST_FOLDS, shippedBandList, shippedFoldNormalised } from '../src/server/engines/text/local/band-list';
import { allLexicons, words } from '../src/server/engines/text/local/genre-profile';
import { articleFor, IRREGULAR_PLURAL_WORDS, isPlural, plural } from '../src/server/engines/text/local/english';
import { nameTokens, normaliseName } from '../src/server/engines/text/local/normalise-name';
import { STOP_WORDS } from '../src/server/engines/text/local/data/stop-words';
import { variedRequest } from '../src/server/engines/text/local/varied-requests';
import type { NameRequest } from '../src/server/engines/text/text-engine';
import { ruleBreaks } from '../src/server/testing/name-rule-checks';
import { createRng } from '../src/server/lib/random';
import { GENRES } from '../src/shared/catalog/genres';

const arg = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const perGenre = Number(arg('--per-genre') ?? 10_000);
const onlyGenre = arg('--genre');
const show = process.argv.includes('--show');
const genres = onlyGenre ? [onlyGenre] : [...GENRES];

const PREPOSITIONS = new Set(['of', 'under', 'beneath', 'beyond', 'below', 'against', 'within', 'in', 'on', 'over', 'from', 'across', 'through', 'behind', 'into', 'upon', 'without', 'among', 'above', 'after', 'before']);
const LEXICON_WORDS = new Set<string>();
for (const { fields } of allLexicons()) {
  for (const list of Object.values(fields)) for (const w of words(typeof list === 'string' ? list : undefined)) for (const part of w.split(' ')) LEXICON_WORDS.add(part);
}

/** An a/an before a word that is said otherwise ('a indie', 'an unicorn'). */
function articleErrors(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|[^\p{L}\p{N}'’-])(a|an)\s+([^\s]+)/giu)) {
    const [, art, next] = m;
    if (art && next && art.toLowerCase() !== articleFor(next)) out.push(`${art} ${next}`);
  }
  return out;
}

/** 'Fireworkses', 'Mens', 'Wolfs': a plural made of a plural, or a regular plural of an irregular noun. */
function brokenPlural(token: string): boolean {
  const t = token.toLowerCase();
  if (/(?:s|x|z|ch|sh)es$/.test(t) && isPlural(t.slice(0, -2)) && LEXICON_WORDS.has(t.slice(0, -3))) return true;
  if (t.endsWith('s') && IRREGULAR_PLURAL_WORDS.has(t.slice(0, -1))) return true;
  // 'Wolfs', 'Thunderknifes': an -s on a noun (or a compound's last noun) whose plural is irregular.
  const stem = t.slice(0, -1);
  if (t.endsWith('s') && !t.endsWith('ss')) {
    const proper = plural(stem);
    if (proper !== stem + 's' && proper !== stem && !isPlural(stem)) return true;
  }
  if (t.endsWith('ieses')) return true;
  return false;
}

/** 'Halberds Beneath the Ancient Mace': a plural, a preposition, then a phrase of two words or more. */
function wordSalad(name: string): boolean {
  const tokens = name.split(' ');
  for (let i = 0; i < tokens.length - 3; i++) {
    const here = tokens[i]?.toLowerCase() ?? '';
    if (isPlural(here) && LEXICON_WORDS.has(here.replace(/e?s$/, '')) && PREPOSITIONS.has(tokens[i + 1]?.toLowerCase() ?? '')) return true;
  }
  return false;
}

/** A single word that is neither a lexicon word nor two of them fused: a coined string. */
function invented(name: string): boolean {
  const w = name.toLowerCase();
  if (LEXICON_WORDS.has(w) || LEXICON_WORDS.has(w.replace(/e?s$/, ''))) return false;
  for (let cut = 2; cut < w.length - 1; cut++) {
    const tail = w.slice(cut);
    if (LEXICON_WORDS.has(w.slice(0, cut)) && (LEXICON_WORDS.has(tail) || LEXICON_WORDS.has(tail.replace(/e?s$/, '')))) return false;
  }
  return true;
}

function vibeTokens(vibe: string | undefined): string[] {
  return (vibe ?? '').toLowerCase().split(/[^a-z]+/).filter((t) => t.length >= 3 && !STOP_WORDS.has(t));
}

/** Words of the influences a name must never use: three letters or more, not stop words. */
function influenceWords(influences: string | undefined): string[] {
  return (influences ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 3 && !STOP_WORDS.has(t));
}

/** A name using an influence's word: as a word, or (four letters or more) inside a fused one. */
function usesInfluence(name: string, words: readonly string[]): boolean {
  const lower = name.toLowerCase();
  const tokens = lower.split(/[^\p{L}\p{N}]+/u);
  return words.some((w) => (w.length >= 4 ? lower.includes(w) : tokens.includes(w)));
}

/** A vibe of several words pasted whole into a description (as typed, cleaned of sentence
 * punctuation): 'A loud riffs, desert highways, sweat record'. A one-word vibe used as the
 * adjective it is ('a cosmic record') says what the vibe means and is not counted. */
function vibePasted(description: string, vibe: string | undefined): boolean {
  const v = (vibe ?? '').toLowerCase().replace(/[.!?;:"]+/g, ' ').replace(/\s+/g, ' ').trim();
  return v.includes(' ') && description.toLowerCase().includes(v);
}

/** The first two words, the name masked: what a reader scanning a page sees repeat. */
function opener(description: string, name: string): string {
  return description.replace(name, '{name}').split(/\s+/).slice(0, 2).join(' ').toLowerCase();
}

/** A nod to an influence whose name shares no word with the band name. */
function unfoundedNod(description: string, name: string, influences: string | undefined): boolean {
  if (!/nod to|borrowing the/i.test(description)) return false;
  const tokens = new Set(nameTokens(name).flatMap((t) => [t, t.replace(/s$/, '')]));
  return !nameTokens(influences ?? '').some((t) => t.length >= 3 && tokens.has(t));
}

interface Tally {
  names: number;
  violations: number;
  repeats: number;
  articleErrors: number;
  brokenPlurals: number;
  collisions: number[];
  perFold: number[];
  salad: number;
  vibeNames: number;
  vibeCopied: number;
  oneWord: number;
  invented: number;
  claims: number;
  influenceUsed: number;
  vibePasted: number;
  plainNames: number;
  shapes: Map<string, number>;
  openers: Map<string, number>;
  samples: string[];
}

const foldSets = Array.from({ length: BAND_LIST_FOLDS }, (_, f) => shippedFoldNormalised(f));
const lists = Array.from({ length: BAND_LIST_FOLDS }, (_, f) => shippedBandList(f));
const started = performance.now();
let generatedTotal = 0;
const rows: [string, Tally][] = [];
/** The names and descriptions behind the error counts, shown under the table. */
const problems: string[] = [];

for (const genre of genres) {
  const t: Tally = {
    names: 0, violations: 0, repeats: 0, articleErrors: 0, brokenPlurals: 0, collisions: new Array<number>(BAND_LIST_FOLDS).fill(0),
    perFold: new Array<number>(BAND_LIST_FOLDS).fill(0), salad: 0, vibeNames: 0, vibeCopied: 0, oneWord: 0, invented: 0, claims: 0,
    influenceUsed: 0, vibePasted: 0, plainNames: 0, shapes: new Map(), openers: new Map(), samples: [],
  };
  const seen = new Set<string>();
  const rng = createRng(`name-quality:${genre}`);
  // The engine's own memory of names it gave lately (local-text-engine.ts), as a running server has it.
  const recent = createRecentNames();
  for (let fold = 0; fold < BAND_LIST_FOLDS; fold++) {
    const quota = Math.round((perGenre * (fold + 1)) / BAND_LIST_FOLDS) - Math.round((perGenre * fold) / BAND_LIST_FOLDS);
    let made = 0;
    while (made < quota) {
      const request: NameRequest = variedRequest(genre, rng);
      const o = request.options ?? {};
      // Shapes are counted where no option forces one: one word, compounds and seeds narrow them.
      const plain = !o.oneWordNames && !o.compoundWords && !o.useSeedWord;
      const onShape = plain ? (_: string, template: string) => {
        const shape = template.replace(/\d+/g, '#');
        t.shapes.set(shape, (t.shapes.get(shape) ?? 0) + 1);
        t.plainNames++;
      } : undefined;
      // The visitor's own seed word is theirs to use, even when an influence has it too.
      const seedWord = o.useSeedWord ? (o.seedWord ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') : '';
      const avoidInfluence = influenceWords(request.influences).filter((w) => !(seedWord && seedWord.includes(w)));
      for (const idea of generateLocalNames(request, rng, { bandList: lists[fold], recent, onShape })) {
        if (made >= quota) break;
        made++;
        t.names++;
        t.perFold[fold]! += 1;
        const { name, description } = idea;
        const key = name.toLowerCase();
        if (seen.has(key)) t.repeats++;
        seen.add(key);
        if (ruleBreaks(name, request.options).length > 0) t.violations++;
        if (articleErrors(description).length > 0) {
          t.articleErrors++;
          problems.push(`article: ${description}`);
        }
        if (name.split(' ').some(brokenPlural)) {
          t.brokenPlurals++;
          problems.push(`broken plural: ${name}`);
        }
        if (foldSets[fold]!.has(normaliseName(name))) t.collisions[fold]! += 1;
        if (wordSalad(name)) t.salad++;
        const vibe = vibeTokens(request.vibe);
        if (vibe.length > 0) {
          t.vibeNames++;
          const tokens = nameTokens(name);
          if (tokens.some((tok) => vibe.includes(tok) || vibe.includes(tok.replace(/s$/, '')))) t.vibeCopied++;
        }
        if (!name.includes(' ')) {
          t.oneWord++;
          if (invented(name)) t.invented++;
        }
        if (/nobody else/i.test(description) || unfoundedNod(description, name, request.influences)) t.claims++;
        if (usesInfluence(name, avoidInfluence)) {
          t.influenceUsed++;
          problems.push(`influence word: ${name} (${request.influences})`);
        }
        if (vibePasted(description.split(name).join(' '), request.vibe)) {
          t.vibePasted++;
          problems.push(`vibe pasted: ${description}`);
        }
        const open = opener(description, name);
        t.openers.set(open, (t.openers.get(open) ?? 0) + 1);
        if (show && t.samples.length < 12 && rng.chance(0.01)) t.samples.push(`${name} — ${description}`);
      }
    }
  }
  generatedTotal += t.names;
  rows.push([genre, t]);
}
const seconds = (performance.now() - started) / 1000;

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((n / of) * 100).toFixed(2)}%`);
const maxOpener = (t: Tally) => [...t.openers].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
console.log('genre                 names  viol  repeats  art.err  br.plur  worst-fold-coll  salad   vibe-copy  invented/1w  claims  infl  vpaste  top-shape  top-opener');
const sum = { names: 0, violations: 0, repeats: 0, articleErrors: 0, brokenPlurals: 0, salad: 0, vibeNames: 0, vibeCopied: 0, oneWord: 0, invented: 0, claims: 0, influenceUsed: 0, vibePasted: 0 };
let worstShape = 0;
let worstCollision = 0;
const openers = new Map<string, number>();
for (const [genre, t] of rows) {
  const foldShares = t.collisions.map((c, f) => c / Math.max(1, t.perFold[f] ?? 0));
  const worst = Math.max(...foldShares);
  worstCollision = Math.max(worstCollision, worst);
  for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += t[k] as number;
  for (const [o, n] of t.openers) openers.set(o, (openers.get(o) ?? 0) + n);
  const [topOpener, topCount] = maxOpener(t);
  const [topShape, shapeCount] = [...t.shapes].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
  worstShape = Math.max(worstShape, shapeCount / Math.max(1, t.plainNames));
  console.log(
    `${genre.padEnd(20)} ${String(t.names).padStart(6)} ${String(t.violations).padStart(5)} ${pct(t.repeats, t.names).padStart(8)} ${String(t.articleErrors).padStart(8)} ${String(t.brokenPlurals).padStart(8)} ${`${(worst * 100).toFixed(2)}%`.padStart(16)} ${pct(t.salad, t.names).padStart(6)} ${pct(t.vibeCopied, t.vibeNames).padStart(10)} ${pct(t.invented, t.oneWord).padStart(12)} ${String(t.claims).padStart(7)} ${String(t.influenceUsed).padStart(5)} ${String(t.vibePasted).padStart(7)}  ${pct(shapeCount, t.plainNames)} '${topShape}'  ${pct(topCount, t.names)} '${topOpener}'`,
  );
  if (show) for (const s of t.samples) console.log(`    ${s}`);
}
const [topOpener, topCount] = [...openers].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
console.log(`\n${sum.names.toLocaleString('en')} names in ${seconds.toFixed(1)} s (${Math.round(generatedTotal / seconds).toLocaleString('en')} names/s with descriptions, filter and checks)`);
console.log(`option violations ${sum.violations}; repeats ${pct(sum.repeats, sum.names)} (within each genre); article errors ${sum.articleErrors}; broken plurals ${sum.brokenPlurals}`);
console.log(`collisions with the left-out fold: worst genre and fold ${(worstCollision * 100).toFixed(2)}% (goal under 0.2%)`);
console.log(`plural + preposition + phrase ${pct(sum.salad, sum.names)}; vibe word copied ${pct(sum.vibeCopied, sum.vibeNames)} of names with a vibe; invented one-word names ${pct(sum.invented, sum.oneWord)} of one-word names; unchecked claims ${sum.claims}`);
console.log(`most used opener: '${topOpener}' in ${pct(topCount, sum.names)} of descriptions (goal at most 5%)`);
console.log(`most common shape in any genre: ${(worstShape * 100).toFixed(1)}% of its plain names (goal at most 25%); names using an influence's word ${sum.influenceUsed} (goal 0); descriptions pasting the vibe ${sum.vibePasted} (goal 0)`);
for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
const ok = sum.violations === 0 && sum.repeats / sum.names < 0.01 && sum.articleErrors === 0 && sum.brokenPlurals === 0 && worstCollision < 0.002 && topCount / sum.names <= 0.05 && sum.claims === 0
  && sum.influenceUsed === 0 && sum.vibePasted === 0 && worstShape <= 0.25;
console.log(ok ? 'PASS' : 'FAIL');
if (!ok) process.exitCode = 1;
