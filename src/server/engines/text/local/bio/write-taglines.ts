// The local tagline writer: short lines (at most 12 words) drawn from the band's own details (name,
// genre and sub-genres, place, traits, influences, unique elements, status) and from honest sentences
// of the bio. Each differs from the others and from the lines already shown ('Generate More' passes
// them in `exclude`), near-duplicates included. Like the bio, it states nothing the form did not give.
import { TAGLINE_MAX_WORDS, type BioRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { uniqueSentence } from './achievement-sentences';
import { readFacts, type BioFacts } from './bio-facts';
import { findInventedClaims } from './claim-check';
import { GENRE_TAGLINES } from './data/tagline-lines';
import { contentWords, nearDuplicate } from './near-duplicate';
import { capitaliseFirst, countWords } from './text-tools';
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

/**
 * Lines from the band's own details. Each line is the details themselves, with no fixed wording
 * around them that another band's line would share ('Turn it up: this is X' for every genre): the
 * frame is the genre's own ('melancholic indie from Leeds', 'Moth Radio: a theremin on every song').
 */
function detailCandidates(f: BioFacts): Candidate[] {
  const out: Candidate[] = [];
  const add = (text: string, kind: string, weight: number) => out.push({ text: tidy(text), kind, weight });
  const name = f.name;
  const genre = f.genre.prose;
  const blend = genreBlend(f);
  const place = f.placeShort && short(f.placeShort, 3) ? f.placeShort : null;
  // A trait the genre already says ('Experimental' for experimental) would be said twice.
  const genreSays = (adjective: string) => ` ${blend} ${genre} `.toLowerCase().includes(` ${adjective.toLowerCase()} `);
  const own = GENRE_TAGLINES[f.request.genre];
  // The genre's phrase for the nth detail line: a different one for each, so no two lines share it.
  const phrase = (n: number) => own[n % own.length] ?? genre;
  f.traits.forEach((trait, i) => {
    if (genreSays(trait.adjective)) return;
    add(`${trait.adjective}, and ${phrase(i + 3)}`, 'trait', 2);
    add(`${place ? `${place} ` : ''}${trait.adjective} ${blend}: ${phrase(i + 5)}`, 'trait', 3);
  });
  if (place) add(`${place}: ${phrase(7)}`, 'place', 2.5);
  const [i1, i2] = f.influences.filter((i) => short(i, 4));
  if (i1) add(`${name}: ${phrase(1)}, after ${i1}${i2 ? ` and ${i2}` : ''}`, 'influence', 3);
  // 'Concrete Psalms: Samples field recordings from Leeds buses' read as the form pasted in: a verb-led
  // element is the band's own line ('Concrete Psalms sample field recordings from Leeds buses').
  for (const u of f.unique.filter((x) => short(x, 7))) {
    const sentence = uniqueSentence(f, u);
    add(sentence ? sentence.replace(/\.$/, '') : `${name}: ${u}`, 'unique', 3);
  }
  return out;
}

/** Lines from the genre's own phrases, so even a sparse form has enough for several rounds. */
function genreCandidates(f: BioFacts): Candidate[] {
  const g = f.genre;
  const name = f.name;
  const out: Candidate[] = [];
  const add = (text: string, kind: string, weight: number) => out.push({ text: tidy(text), kind, weight });
  for (const phrase of [g.edge, g.drama, g.listener, g.image, g.sound[0], g.sound[1]]) add(phrase, 'genre', 1);
  GENRE_TAGLINES[f.request.genre].forEach((phrase, i) => add(i % 2 === 0 ? `${name}: ${phrase}` : phrase, i % 2 === 0 ? 'name' : 'genre', 1.3));
  for (const hook of g.hooks) add(`${name}: ${hook}`, 'name', 1.1);
  if (f.request.tone === 'Humorous') add(g.joke, 'genre', 1.5);
  return out;
}

export function writeTaglines(request: BioRequest, bio: string, count: number, exclude: readonly string[], rng: Rng): string[] {
  const f = readFacts(request);
  const ignore = contentWords(f.name);
  const pool: Candidate[] = [];
  // The bio's own sentences are not borrowed: they are its frames, and a tagline made of one
  // would read like the same line in another band's batch.
  void bio;
  const details = detailCandidates(f);
  // A form with details to draw on gets lines about them first; the genre's lines fill in.
  const fill = details.length >= 3 ? 0.3 : 1;
  for (const candidate of [...details, ...genreCandidates(f).map((g) => ({ ...g, weight: g.weight * fill }))]) {
    if (countWords(candidate.text) > TAGLINE_MAX_WORDS) continue;
    // The genre's phrases may name what this band did not give ('big riffs' for a synth duo).
    if (findInventedClaims(candidate.text, request).length > 0) continue;
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
