// What the band sounds like: the genre and sub-genres, the traits the musician chose, influences,
// unique elements and what a listener or a room should expect. This is where most of a bio's
// length honestly comes from, so each idea has a rank: the headline facts first, colour later.
import type { Block, BlockBuilder } from './bio-blocks';
import { genreValues, newBlock, withPhrase, type Composer } from './composer';
import { GENRE_EXTRAS, SUB_GENRE_DETAILS } from './data/genre-extras';
import type { TraitPhrases } from './data/trait-phrases';
import { CRAFT, DYNAMICS, FUTURE, LISTEN_FOR, MOMENT, REPEAT, ROOM, ROOTS, STYLE_COLOUR, SUB_DETAIL, TONE_COLOUR, TRAIT_WORDS } from './data/voice-lines';
import { ownEntry } from '@shared/lookup';
import { FOCUS_LINES } from './data/section-lines';
import type { FocusFact } from './bio-facts';
import {
  INFLUENCES, INFLUENCES_MORE, INFLUENCES_USE, LINEAGE, LISTENER, LIVE, PULSE, SOUND_HEAD, SUBS, SUBS_BETWEEN,
  TEXTURE, TRAIT_AGAIN, TRAIT_LIVE, TRAIT_MORE, TRAITS_HEAD, UNIQUE_HEAD, UNIQUE_MORE,
} from './data/sound-frames';
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
  });
}

export function addInfluences(b: BlockBuilder, c: Composer, rank: number, locked = false): boolean {
  const { f, w } = c;
  if (f.influences.length === 0) return false;
  b.para();
  const first = f.influences.slice(0, 3);
  b.add(w.pick(INFLUENCES, { x: joinList(first), are2: first.length > 1 ? 'are' : 'is' }), rank, { locked });
  const rest = f.influences.slice(3);
  if (rest.length > 0) b.add(w.pick(INFLUENCES_MORE, { x: joinList(rest) }), rank + 1.5);
  b.add(w.pick(INFLUENCES_USE), rank + 3.5);
  // The band named these influences, so their listeners are the ones to tell (the longest bios only).
  const later = f.influences[1];
  if (later) b.add(w.fill('Anyone who came up on {x} will find familiar ground here, and a few surprises.', { x: later }), rank + 4.2, { free: true });
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
  const [first, ...others] = f.traits;
  if (!first) return;
  const words = hasWords(c);
  // An instrumental act has no lyrics to speak of: its traits are told through the music only.
  const phrases = (t: TraitPhrases): string[] => t.music.filter((m) => words || !/lyric/.test(m));
  b.para();
  const adjectives = joinList(f.traits.slice(0, 3).map((t) => t.adjective));
  b.add(w.pick(TRAITS_HEAD, { x: adjectives, y: phrases(first)[0] ?? first.live }), rank);
  others.slice(0, 4).forEach((trait, i) => {
    const y = phrases(trait)[0];
    if (y) b.add(w.pick(TRAIT_MORE, { x: trait.noun, y }), rank + 1.4 + i * 0.4);
  });
  if (words) b.add(w.pick(TRAIT_WORDS, { x: first.words }), rank + 2.7);
  // The first trait's second phrase: colour for the longer lengths.
  const again = phrases(first)[1];
  if (again) b.add(w.pick(TRAIT_AGAIN, { y: again }), rank + 3.6);
}

export function addUnique(b: BlockBuilder, c: Composer, rank: number): void {
  const { f, w } = c;
  const [first, ...others] = f.unique;
  if (!first) return;
  b.para();
  b.add(w.pick(UNIQUE_HEAD, { x: first }), rank);
  others.forEach((u, i) => b.add(w.pick(UNIQUE_MORE, { x: u }) ?? w.fill('Also: {x}.', { x: u }), rank + 0.8 + i * 0.3));
}

/** What to expect: the listener's pay-off, the live show, the trait's stage side, where and when it lands. */
export function addExpectations(b: BlockBuilder, c: Composer, rank: number, live = true): void {
  const { f, w } = c;
  const extras = GENRE_EXTRAS[f.request.genre];
  b.para();
  b.add(withPhrase(c, 'listener', (v) => w.pick(LISTENER, { x: v.listener ?? '' })), rank);
  if (!live) {
    if (w.spend('phrase:moment')) b.add(w.pick(MOMENT, { x: extras.moment }), rank + 2.4, { free: true });
    return;
  }
  b.add(withPhrase(c, 'live', (v) => w.pick(LIVE, { x: v.live ?? '' })), rank + 0.5, { free: true });
  const trait = f.traits[0];
  if (trait && w.spend(`traitLive:${trait.adjective}`)) b.add(w.pick(TRAIT_LIVE, { x: trait.live }), rank + 1, { free: true });
  const second = f.traits[1];
  if (second && w.spend(`traitLive:${second.adjective}`)) b.add(w.pick(TRAIT_LIVE, { x: second.live }), rank + 3.1, { free: true });
  if (w.spend('phrase:room')) b.add(w.pick(ROOM, { x: extras.room }), rank + 2, { free: true });
  if (w.spend('phrase:moment')) b.add(w.pick(MOMENT, { x: extras.moment }), rank + 2.4, { free: true });
}

export function composeSound(c: Composer, heading: string | null): Block {
  const { f, w, plan } = c;
  const b = newBlock(c, 'sound', heading);
  b.para();
  const head =
    withPhrase(c, 'sound1', (v) => w.pick(SOUND_HEAD, { x: v.sound1 ?? '' })) ??
    withPhrase(c, 'sound2', (v) => w.pick(SOUND_HEAD, { x: v.sound2 ?? '' })) ??
    w.pick(SOUND_HEAD, { x: genreBlend(f) });
  b.add(head, 0.4, { locked: true });
  b.add(withPhrase(c, 'texture', (v) => w.pick(TEXTURE, { x: v.texture ?? '' })), 2);
  b.add(withPhrase(c, 'pulse', (v) => w.pick(PULSE, { x: v.pulse ?? '' })), 3.2);
  const extras = GENRE_EXTRAS[f.request.genre];
  b.add(w.pick(DYNAMICS, { x: extras.dynamics }), 3.5);
  b.add(w.pick(CRAFT, { x: extras.craft }), 4.3);
  b.add(w.pick(TONE_COLOUR[w.tone] ?? [], genreValues(c)), 4.4, { free: true });
  if (f.subs.length > 0) {
    b.para();
    b.add(w.pick(SUBS, { x: joinList(f.subs.map((s) => s.brings)) }), 1);
    f.request.subGenres.forEach((sub, i) => {
      const detail = ownEntry(SUB_GENRE_DETAILS, `${f.request.genre}/${sub}`);
      const prose = f.subs[i]?.prose;
      if (detail && prose) b.add(w.pick(SUB_DETAIL, { x: detail, sub: prose }), 2.2 + i * 0.5);
    });
    if (f.subs.length >= 2) b.add(w.pick(SUBS_BETWEEN), 4);
  }
  addTraits(b, c, 1.1);
  if (!plan.has('Musical Influences')) addInfluences(b, c, 1);
  addUnique(b, c, 1.2);
  // A chosen Live Performance History keeps the live show for itself.
  addExpectations(b, c, 2.6, !plan.has('Live Performance History'));
  b.add(w.pick(STYLE_COLOUR[w.style] ?? []), 4.1, { free: true });
  b.add(w.pick(TONE_COLOUR[w.tone] ?? [], genreValues(c)), 5.8, { free: true });
  addFocus(b, c, plan.focus.get('sound') ?? [], 1.6);
  // Where the genre comes from and where the band takes it; how to listen. Colour for the longest bios.
  b.para();
  if (!plan.has('Musical Influences')) b.add(withPhrase(c, 'lineage', (v) => w.pick(LINEAGE, { x: v.lineage ?? '' })), 4.8, { free: true });
  b.add(w.pick(ROOTS, { x: extras.roots }), 5, { free: true });
  b.add(w.pick(FUTURE, { x: extras.future }), 5.6);
  b.para();
  b.add(w.pick(LISTEN_FOR, { x: extras.listenFor }), 4.6);
  b.add(w.pick(REPEAT, { x: extras.repeat }), 5.3);
  return b.block;
}
