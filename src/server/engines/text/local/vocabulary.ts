// Every word the lexicons know, with its part of speech: decides which influence words may be
// lent to a name and how a vibe word is used.
import { allLexicons, words } from './genre-profile';

export type WordKind = 'adj' | 'noun' | 'mass';

let vocabulary: Map<string, WordKind> | undefined;

function build(): Map<string, WordKind> {
  const map = new Map<string, WordKind>();
  for (const { fields } of allLexicons()) {
    for (const w of words(fields.noun)) if (!map.has(w)) map.set(w, 'noun');
    for (const w of words(fields.mass)) if (!map.has(w)) map.set(w, 'mass');
    for (const w of words(fields.adj)) if (!map.has(w)) map.set(w, 'adj');
    for (const w of words(fields.gerund)) if (!map.has(w)) map.set(w, 'adj');
  }
  return map;
}

export function vocabularyKind(word: string): WordKind | undefined {
  vocabulary ??= build();
  return vocabulary.get(word);
}

let lexiconWords: Set<string> | undefined;

/** Any single word of any lexicon field (nouns, places, stand-alone words, compound halves...). */
export function isLexiconWord(word: string): boolean {
  if (!lexiconWords) {
    lexiconWords = new Set();
    for (const { fields } of allLexicons()) {
      for (const list of Object.values(fields)) {
        if (typeof list !== 'string') continue;
        for (const w of words(list)) if (!w.includes(' ')) lexiconWords.add(w.toLowerCase());
      }
    }
  }
  return lexiconWords.has(word);
}

let places: Set<string> | undefined;

/** Buildings and rooms a thing can be found in, which no lexicon lists among its places:
 * 'Moths in the Basalt Cathedral', 'Lanterns in the Chapel'. */
const BUILDINGS = `cathedral chapel church abbey temple tower hall ballroom cellar basement attic warehouse
  barn mill lighthouse motel hotel palace castle fortress crypt tomb vault library theatre cinema`;

const BUILDING_SET: ReadonlySet<string> = new Set(words(BUILDINGS));

/** A building or a room: a thing is in it or by it, seldom on or under it ('Wolves on the Cathedral'). */
export function isBuildingWord(word: string): boolean {
  return BUILDING_SET.has(word.toLowerCase());
}

/** A word some lexicon lists as a place ('harbour', 'creek', 'hollow'), or a building: a thing can
 * sit in, by or under it. */
export function isPlaceWord(word: string): boolean {
  if (!places) {
    places = new Set(BUILDING_SET);
    for (const { fields } of allLexicons()) for (const w of words(fields.place)) if (!w.includes(' ')) places.add(w.toLowerCase());
  }
  return places.has(word.toLowerCase());
}
