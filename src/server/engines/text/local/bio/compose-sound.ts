// What the band sounds like, in the musician's own terms: the genre and sub-genres, the traits they
// chose, influences and unique elements. Nothing the genre 'usually' has (a live show, keys, riffs)
// is said of the band. Each idea has a rank: the headline facts first, colour later.
import type { Block, BlockBuilder } from './bio-blocks';
import { uniqueClause } from './achievement-sentences';
import { newBlock, withPhrase, type Composer } from './composer';
import type { TraitPhrases } from './data/trait-phrases';
import { FOCUS_LINES } from './data/section-lines';
import type { FocusFact } from './bio-facts';
import {
  INFLUENCES, INFLUENCES_MORE, INFLUENCES_USE, LINEAGE, SOUND_HEAD, SUBS_BETWEEN, TRAIT_MORE, TRAITS_HEAD,
  UNIQUE_HEAD, UNIQUE_MORE,
} from './data/sound-frames';
import { influenceReading } from './develop';
import { DEPTH_RANK, focusFrame } from './develop-depth';
import { instrumentsTogether, notedInfluences } from './develop-sound';
import { addOwnText } from './own-text';
import { joinList } from './text-tools';
import { genreBlend } from './writer';

/** A focus area's paragraph: a line that opens the topic, then the musician's own details. */
export function addFocus(b: BlockBuilder, c: Composer, facts: readonly FocusFact[], rank: number, lockFirst = false): void {
  facts.forEach((fact, i) => {
    const lines = FOCUS_LINES[fact.area];
    const r = rank + i * 0.3;
    b.para();
    if (fact.sentences.length > 0) {
      addOwnText(b, c.w, fact.sentences, r, 0.35, { lockFirst: lockFirst && i === 0, intro: c.plan.brief ? null : c.w.pick(lines.intro) });
    } else {
      b.add(c.w.pick(lines.bare), r + 1, { locked: lockFirst && i === 0 });
    }
    // A longer bio tells what the area means to a band of this genre, after the musician's own words.
    if (c.f.person === 'they' && fact.sentences.length > 0) b.add(focusFrame(c, fact.area), DEPTH_RANK + 0.5 + i * 0.01, { free: true });
  });
}

export function addInfluences(b: BlockBuilder, c: Composer, rank: number, locked = false): boolean {
  const { f, w } = c;
  if (f.influences.length === 0) return false;
  // A name already said elsewhere ('Opened for Freddie Gibbs') would make the whole line be refused as a repeat.
  const fresh = f.influences.filter((v) => !w.isSpent(`said:${v}`));
  if (fresh.length === 0) return false;
  b.para();
  const first = fresh.slice(0, 3);
  const many = first.length > 1;
  const named = b.add(notedInfluences(c, first) ?? w.pick(INFLUENCES, { x: joinList(first), are2: many ? 'are' : 'is', hang2: many ? 'hang' : 'hangs', loom2: many ? 'loom' : 'looms' }), rank, { locked });
  // Without the line that names them, 'None of it is worship…' would point back to a list that never appears.
  if (!named) return false;
  const rest = fresh.slice(3);
  if (rest.length > 0) b.add(w.pick(INFLUENCES_MORE, { x: joinList(rest) }), rank + 1.5);
  // What the names say next to the band's own traits; the general line only when no trait was chosen.
  b.add(influenceReading(c, fresh.length) ?? (many ? w.pick(INFLUENCES_USE) : null), rank + 1.2);
  return true;
}

/** Whether the band has words to speak of: someone sings, or the genre is a sung one. */
export function hasWords(c: Composer): boolean {
  const { f } = c;
  if (f.members.some((m) => m.family === 'vocals' || m.parts.some((p) => /vocal|voice|sing|rap|mc/i.test(p)))) return true;
  return f.members.length === 0 && !['Electronic', 'Classical', 'Jazz', 'Experimental'].includes(f.request.genre);
}

export function addTraits(b: BlockBuilder, c: Composer, rank: number): void {
  const { f, w } = c;
  const traits = f.traits.slice(0, 4);
  const [first, ...others] = traits;
  if (!first) return;
  // An instrumental act has no lyrics to speak of: its traits are told through the music only.
  // What the lyrics are about is the musician's to say: a trait never puts words in their songs.
  const phrases = (t: TraitPhrases): string[] => t.music.filter((m) => !/lyric|words|sing|story|stories|songs? about/.test(m));
  b.para();
  // All the traits in one line and what the first does to the songs, then what the others do, in one
  // more: a line a trait named the genre again each time (six times a bio, a reader counted).
  const head = b.add(w.pick(TRAITS_HEAD, { x: joinList(traits.slice(0, 3).map((t) => t.adjective)), y: phrases(first)[0] ?? null }), rank);
  const more = others.map((t) => phrases(t)[0]).filter((y): y is string => Boolean(y)).slice(0, 2);
  if (head && more.length > 0) b.add(w.pick(TRAIT_MORE, { y: joinList(more) }), rank + 1.4);
}

export function addUnique(b: BlockBuilder, c: Composer, rank: number): void {
  const { f, w } = c;
  const [first, ...others] = f.unique;
  if (!first) return;
  b.para();
  // 'What marks them out: Samples field recordings ...' read as the form pasted in: a verb-led element is the band's sentence.
  b.add(uniqueClause(f, first) ?? w.pick(UNIQUE_HEAD, { x: first }), rank);
  others.forEach((u, i) => b.add(uniqueClause(f, u, true) ?? w.pick(UNIQUE_MORE, { x: u }) ?? w.fill('Also: {x}.', { x: u }), rank + 0.8 + i * 0.3));
}

export function composeSound(c: Composer, heading: string | null): Block {
  const { f, w, plan } = c;
  const b = newBlock(c, 'sound', heading);
  b.para();
  // The band's sound is said in the musician's own terms (genre, sub-genres, traits, influences,
  // unique elements); what the genre 'usually' has (riffs, keys, a live show) is not a fact of theirs.
  // The opening named the genre already; a sub-genre blend is new, the genre alone would be a repeat.
  // Only when the opening's description did not already name the blend: said twice in a row, it read as padding.
  if (f.subs.length > 0 && !plan.desc.includes(genreBlend(f))) b.add(w.pick(SOUND_HEAD, { x: genreBlend(f) }), 0.4, { locked: true });
  // What a sub-genre 'brings' (hushed vocals, pounding drums) is the genre's, not a fact of this band's: not said.
  if (f.subs.length >= 2) {
    b.para();
    b.add(w.pick(SUBS_BETWEEN), 4);
  }
  addTraits(b, c, 1.1);
  const together = instrumentsTogether(c);
  if (together.length > 0) {
    b.para();
    together.forEach((text, i) => b.add(text, 1.3 + i * 0.4));
  }
  if (!plan.has('Musical Influences')) addInfluences(b, c, 1);
  addUnique(b, c, 1.2);
  addFocus(b, c, plan.focus.get('sound') ?? [], 1.6);
  if (!plan.has('Musical Influences')) {
    b.para();
    b.add(withPhrase(c, 'lineage', (v) => w.pick(LINEAGE, { x: v.lineage ?? '' })), 4.8, { free: true });
  }
  return b.block;
}
