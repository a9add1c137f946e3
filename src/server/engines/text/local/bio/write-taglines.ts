// The local tagline writer: short lines (at most 12 words) drawn from the band's own details (name,
// genre and sub-genres, place, traits, influences, unique elements, status) and from honest sentences
// of the bio. Each differs from the others and from the lines already shown ('Generate More' passes
// them in `exclude`), near-duplicates included. Like the bio, it states nothing the form did not give.
import { TAGLINE_MAX_WORDS, type BioRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { uniqueClause } from './achievement-sentences';
import { readFacts, type BioFacts } from './bio-facts';
import { findInventedClaims } from './claim-check';
import { placesIn } from './develop';
import { GENRE_TAGLINES, GENRE_WHO } from './data/tagline-lines';
import { contentWords, nearDuplicate } from './near-duplicate';
import { capitaliseFirst, countWords, joinList } from './text-tools';
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

function fillWho(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '').replace(/\ba (?=[aeiou])/gi, 'an ');
}

/** A stable number from the band's name: bands of one batch start their choice of shapes at different places. */
function nameHash(name: string): number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h >>> 8;
}

/** Short enough to sit in a tagline (the musician's chips can run to 100 characters). */
const short = (text: string, words: number) => countWords(text) <= words;

/** A unique element as a poster line, or null: only a short noun phrase that pictures something
 * ('Songs recorded in a lighthouse') stands as a line; an activity ('Teaches a free vocal workshop…')
 * or a sentence read as the form handed back, so it stays in the bio. */
function uniqueLine(f: BioFacts, u: string): string | null {
  if (uniqueClause(f, u) || countWords(u) > 9) return null;
  // 'Our van, older than us' is the band talking about itself: not a line for a poster.
  return /^(my|our|his|her|their)\s/i.test(u) ? null : u;
}

/** What the musician's story says the songs are about ('songs about the ore boats and the winters'), or null. */
export function songsAbout(f: BioFacts): string | null {
  const texts = [...f.backstory.map((s) => s.thirdPerson ?? s.text), ...f.focus.flatMap((x) => x.sentences.map((s) => s.thirdPerson ?? s.text))];
  for (const text of texts) {
    const m = /\b(?:songs|tunes|tracks|verses|records?)\s+(?:are\s+(?:all\s+)?)?(?:about|of)\s+((?:the|a|an|their|his|her|[a-z]+)\s[^.,;:!?]{3,60}?)(?=[.,;:!?]|\s+(?:and then|but|so|because|while|until|when)\b|$)/i.exec(text);
    if (m?.[1] && !/\b(we|our|us|I|my|me)\b/.test(m[1])) return m[1].trim();
  }
  return null;
}

/**
 * Lines from the band's own details, each built from that detail rather than wrapped in wording
 * another band's line would share (a reader found 'Trait, and …' and 'City trait genre: …' in every
 * batch). Where a detail needs a few words around it, the shape is one of several, chosen per line.
 */
function detailCandidates(f: BioFacts, rng: Rng): Candidate[] {
  const out: Candidate[] = [];
  const add = (text: string, kind: string, weight: number) => out.push({ text: tidy(text), kind, weight });
  const blend = genreBlend(f);
  const place = f.placeShort && short(f.placeShort, 3) ? f.placeShort : null;
  // A trait the genre already says ('Experimental' for experimental) would be said twice.
  const genreSays = (adjective: string) => ` ${blend} ${f.genre.prose} `.toLowerCase().includes(` ${adjective.toLowerCase()} `);
  const traits = f.traits.filter((t) => !genreSays(t.adjective) && !['authentic', 'traditional'].includes(t.adjective));
  const own = GENRE_TAGLINES[f.request.genre];
  // A phrase with a comma of its own ('electronic, and strangely human') cannot take another clause.
  const plain = own.filter((p) => !p.includes(','));
  const phrase = plain[Math.floor(rng.next() * plain.length)] ?? f.genre.prose;
  const [t1] = traits;
  // The band in a few words: what it plays, with what feeling, from where, in the genre's own shape
  // (one shape for every genre read as the same line in a batch of different bands).
  if (t1 && place) add(fillWho(GENRE_WHO[f.request.genre], { trait: t1.adjective, place, blend }), 'who', 3);
  const about = songsAbout(f);
  if (about) {
    // The subject alone when the genre would take the line past the tagline's length.
    const shapes = [`${blend} about ${about}`, `${capitaliseFirst(about)}, in ${blend}`].filter((t) => short(t, TAGLINE_MAX_WORDS));
    if (shapes.length > 0) add(rng.pick(shapes), 'story', 3.5);
    else if (short(about, TAGLINE_MAX_WORDS)) add(about, 'story', 3.5);
  }
  // The places the band's own story names ('a cotton gin', 'the break room') are this band's alone:
  // a line made of them is shared with no other band.
  // 'the back' of 'in the back of Tig Coili' is no place on its own ('…, out of the back').
  const places = f.backstory.flatMap((s) => placesIn(s.thirdPerson ?? s.text)).filter((p) => !RELATIONAL_PLACE.test(p));
  const [p1] = places;
  const p2 = places.length > 1 ? places[places.length - 1] : undefined;
  if (p1) {
    // Each shape keeps the genre's own phrase, as the influence lines do, so two bands of different
    // genres whose stories pass the same kind of place still never share a line.
    const shapes = [
      ...(p2 && p2 !== p1 ? [`${phrase}, from ${p1} to ${p2}`, `${capitaliseFirst(p1)} first, ${p2} next: ${phrase}`] : []),
      `${phrase}, out of ${p1}`,
      `${capitaliseFirst(p1)}, and ${phrase}`,
    ].filter((t) => short(t, TAGLINE_MAX_WORDS));
    const line = shapes[(nameHash(f.name) + Math.floor(rng.next() * 2)) % shapes.length];
    if (line) add(line, 'places', 4);
  }
  const [i1, i2] = f.influences.filter((i) => short(i, 4));
  if (i1) {
    // Several shapes, so bands of one batch seldom share the frame a reader would spot ('…, with X on the stereo');
    // each keeps the genre's own phrase, so bands of different genres never share one.
    const shapes = [
      `${phrase}, in the line of ${i1}${i2 ? ` and ${i2}` : ''}`,
      `${phrase}, with ${i1} on the stereo`,
      `${phrase}, for anyone who loves ${i1}`,
      ...(i2 ? [`${phrase}, somewhere between ${i1} and ${i2}`] : []),
      `${phrase}, after ${i1}`,
    ];
    add(shapes[(nameHash(f.name) + Math.floor(rng.next() * 2)) % shapes.length] ?? shapes[0] ?? phrase, 'influence', 2.5);
  }
  for (const u of f.unique) {
    const line = uniqueLine(f, u);
    if (line) add(line, 'unique', 3.5);
  }
  // The releases by their titles are this band's alone: the first and the newest, or the one.
  const titled = f.request.achievements
    .map((a, i) => ({ title: /['‘"“]([^'’"”]{2,40})['’"”]/.exec(a)?.[1], year: Number(/\b(?:19|20)\d\d\b/.exec(a)?.[0] ?? 0), i, release: /\b(EP|LP|album|single|mixtape|demo)\b/i.test(a) }))
    .filter((r): r is { title: string; year: number; i: number; release: boolean } => Boolean(r.title) && r.release)
    .sort((a, b) => a.year - b.year || a.i - b.i);
  const firstRelease = titled[0];
  const lastRelease = titled[titled.length - 1];
  const releaseShapes = firstRelease && lastRelease && firstRelease !== lastRelease
    ? [...(place ? [`From '${firstRelease.title}' to '${lastRelease.title}', ${blend} out of ${place}`] : []), `From '${firstRelease.title}' to '${lastRelease.title}'`]
    : lastRelease ? [...(place ? [`${place} ${blend}, as heard on '${lastRelease.title}'`] : []), `${capitaliseFirst(blend)}, as heard on '${lastRelease.title}'`] : [];
  const releaseLine = releaseShapes.find((t) => short(t, TAGLINE_MAX_WORDS));
  if (releaseLine) add(releaseLine, 'release', 3.5);
  // Who plays what, and where from: a line-up of two to four parts is a picture of this band.
  const parts = [...new Set(f.instruments.map((p) => p.toLowerCase()))];
  if (parts.length >= 2 && parts.length <= 4 && place) add(`${capitaliseFirst(joinList(parts))}, out of ${place}`, 'lineup', 2.5);
  return out;
}

/** Words for a place that only say where in something else ('the back' of a pub). */
const RELATIONAL_PLACE = /^(?:the|a|an)\s+(?:back|front|middle|side|top|bottom|corner|end|rest|edge|inside|outside|centre|center)$/i;


/** Lines from the genre's own phrases, so even a sparse form has enough for several rounds. */
function genreCandidates(f: BioFacts): Candidate[] {
  const g = f.genre;
  const name = f.name;
  const out: Candidate[] = [];
  const add = (text: string, kind: string, weight: number) => out.push({ text: tidy(text), kind, weight });
  // The genre's sound and drama phrases ('short, sharp songs', 'tracks that build and break') would describe this band's songs unasked.
  for (const phrase of [g.edge, g.image]) add(phrase, 'genre', 1);
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
  const details = detailCandidates(f, rng);
  // A form with details to draw on gets lines about them first; the genre's lines fill in.
  const fill = details.length >= 3 ? 0.1 : details.length > 0 ? 0.4 : 1;
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
    const fresh = pool.filter((c) => !chosen.includes(c) && !chosen.some((x) => nearDuplicate(x.text, c.text, ignore)));
    // 'Name: phrase' is one frame: a second in one batch read as the same line three times ('Marrow
    // Creek: songs for long roads', 'Marrow Creek: straight talk…'), so it waits while others remain.
    const framed = chosen.some((x) => x.kind === 'name');
    const unframed = fresh.filter((c) => c.kind !== 'name');
    const open = framed && unframed.length > 0 ? unframed : fresh;
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
