// The local tagline writer: short lines (at most 12 words) drawn from the band's own details (name,
// genre and sub-genres, place, traits, influences, unique elements, status) and from honest sentences
// of the bio. Each differs from the others and from the lines already shown ('Generate More' passes
// them in `exclude`), near-duplicates included. Like the bio, it states nothing the form did not give.
import { TAGLINE_MAX_WORDS, type BioRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { readFacts, type BioFacts } from './bio-facts';
import { findInventedClaims } from './claim-check';
import { STATUS_HOOK, statusOf } from './data/status-lines';
import { contentWords, nearDuplicate } from './near-duplicate';
import { capitaliseFirst, countWords, possessive, splitSentences } from './text-tools';
import { genreBlend } from './writer';

interface Candidate {
  text: string;
  /** What the line draws on; the first lines of a round come from different kinds. */
  kind: string;
  weight: number;
}

/** A tagline as shown: capitalised, one closing stop. */
function tidy(text: string): string {
  const trimmed = capitaliseFirst(text.trim().replace(/\s+/g, ' ').replace(/[.;,:]+$/, ''));
  return /[!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Short enough to sit in a tagline (the musician's chips can run to 100 characters). */
const short = (text: string, words: number) => countWords(text) <= words;

function detailCandidates(f: BioFacts): Candidate[] {
  const out: Candidate[] = [];
  const add = (text: string, kind: string, weight: number) => out.push({ text: tidy(text), kind, weight });
  const name = f.name;
  const genre = f.genre.prose;
  const blend = genreBlend(f);
  const place = f.placeShort && short(f.placeShort, 3) ? f.placeShort : null;
  // A trait the genre already says ('Experimental' for experimental) would be said twice.
  const genreSays = (adjective: string) => ` ${blend} ${genre} `.toLowerCase().includes(` ${adjective.toLowerCase()} `);
  for (const trait of f.traits) {
    add(trait.hook, 'trait', 3);
    add(`${name}: ${trait.hook}`, 'trait', 2.5);
    if (!genreSays(trait.adjective)) add(`${trait.adjective} ${blend}${place ? ` from ${place}` : ''}`, 'trait', 3);
  }
  const [t1, t2] = f.traits;
  if (t1 && t2 && !genreSays(t1.adjective) && !genreSays(t2.adjective)) add(`${t1.adjective}, ${t2.adjective} and unmistakably ${genre}`, 'trait', 2);
  if (place) {
    const hook = f.genre.hooks[0];
    if (hook && !hook.includes(',')) add(`${hook}, straight out of ${place}`, 'place', 2.5);
    add(`${possessive(place)} own ${blend} ${f.act}`, 'place', 2.5);
    add(`${name}: ${f.genre.noun} with ${place} in its bones`, 'place', 2);
  }
  const [i1, i2] = f.influences.filter((i) => short(i, 4));
  if (i1 && i2) add(`For fans of ${i1} and ${i2}`, 'influence', 3);
  if (i1) add(`${name}, for anyone raised on ${i1}`, 'influence', 2);
  const [s1, s2] = f.subs;
  if (s1 && s2) add(`${s1.prose} meets ${s2.prose}`, 'sub', 2.5);
  if (s1) add(`${s1.prose}, the ${name} way`, 'sub', 2);
  for (const u of f.unique.filter((x) => short(x, 7))) {
    add(/^(a|an|the|every|no|two|songs|lyrics)\b/i.test(u) ? `${f.subs.length > 0 ? blend : f.genre.noun} with ${u}` : `${name}: ${u}`, 'unique', 3);
  }
  for (const hook of STATUS_HOOK[statusOf(f.request.currentStatus)]) add(`${name}: ${hook}`, 'status', 2);
  if (f.sizeWord && !f.solo) add(`${f.sizeWord} people, one sound: ${name}`, 'lineup', 2);
  return out;
}

/** Lines from the genre alone, so even a sparse form has enough for several rounds. */
function genreCandidates(f: BioFacts): Candidate[] {
  const g = f.genre;
  const name = f.name;
  const out: Candidate[] = [];
  const add = (text: string, kind: string, weight: number) => out.push({ text: tidy(text), kind, weight });
  for (const phrase of [g.sound[0], g.sound[1], g.edge, g.image, g.drama, g.listener, g.live, g.texture, g.pulse]) add(phrase, 'genre', 1);
  for (const hook of g.hooks) {
    add(hook, 'genre', 1.2);
    add(`${name}: ${hook}`, 'name', 1.2);
  }
  if (f.request.tone === 'Humorous') add(g.joke, 'genre', 1.5);
  add(`${name}. ${capitaliseFirst(g.noun)}, played like it matters`, 'name', 1);
  add(`${g.noun} that means it`, 'genre', 1);
  add(`${name}: ${g.noun} for people who listen closely`, 'name', 1);
  add(`${g.noun}, done properly`, 'genre', 1);
  add(`Turn it up: this is ${name}`, 'name', 1);
  add(`${name}: ${genreBlend(f)}, no compromises`, 'name', 1);
  return out;
}

/** Short, honest sentences of the bio (the musician may have edited it): nothing the form does not back. */
function bioCandidates(f: BioFacts, bio: string): Candidate[] {
  const about = [f.name, f.genre.prose, f.placeShort ?? '', ...f.subs.map((s) => s.prose), ...f.traits.map((t) => t.adjective)]
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
  const text = bio
    .split('\n')
    .filter((line) => !/^\*\*[^*]+\*\*$/.test(line.trim()) && !/^\*[^*]+\*$/.test(line.trim()))
    .join(' ')
    .replace(/\*+/g, '');
  return splitSentences(text)
    .filter((s) => {
      const words = countWords(s);
      return words >= 4 && words <= TAGLINE_MAX_WORDS && !/^(they|it|this|that|these|those|and|but|so|then|we|i|he|she)\b/i.test(s) && !/["“”:;]/.test(s);
    })
    // Only lines about the band's sound or place make a tagline; a line about one member does not.
    .filter((s) => about.some((word) => s.toLowerCase().includes(word)) && !f.members.some((m) => m.name && s.includes(m.name)))
    .filter((s) => findInventedClaims(s, f.request).length === 0)
    .map((s) => ({ text: tidy(s), kind: 'bio', weight: 1 }));
}

export function writeTaglines(request: BioRequest, bio: string, count: number, exclude: readonly string[], rng: Rng): string[] {
  const f = readFacts(request);
  const ignore = contentWords(f.name);
  const pool: Candidate[] = [];
  for (const candidate of [...detailCandidates(f), ...genreCandidates(f), ...bioCandidates(f, bio)]) {
    if (countWords(candidate.text) > TAGLINE_MAX_WORDS) continue;
    if (exclude.some((e) => nearDuplicate(e, candidate.text, ignore))) continue;
    if (pool.some((p) => p.text.toLowerCase() === candidate.text.toLowerCase())) continue;
    pool.push(candidate);
  }
  const chosen: Candidate[] = [];
  while (chosen.length < count) {
    const open = pool.filter((c) => !chosen.includes(c) && !chosen.some((x) => nearDuplicate(x.text, c.text, ignore)));
    if (open.length === 0) break;
    // A kind not used yet this round counts double, so three lines draw on three different details.
    const weights = open.map((c) => c.weight * (chosen.some((x) => x.kind === c.kind) ? 1 : 2));
    let roll = rng.next() * weights.reduce((sum, w) => sum + w, 0);
    let index = 0;
    while (index < open.length - 1 && roll >= (weights[index] ?? 0)) {
      roll -= weights[index] ?? 0;
      index++;
    }
    const pick = open[index];
    if (!pick) break;
    chosen.push(pick);
  }
  return chosen.map((c) => c.text);
}
