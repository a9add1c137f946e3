// A sentence on the visitor's influences: who the name is for ('a crew raised on Three 6 Mafia'),
// or, when one of the name's words comes out of an influence's world (data/influence-worlds.ts:
// 'Sanctuary' for a Frankie Knuckles fan), where that word comes from. The influence is named as the
// visitor wrote it and only in the sentence about them, never inside the name, and the sentence
// never claims the name borrows from them: its words are the scene's, not the artist's.
import { influenceWorld } from '../data/influence-worlds';
import type { GenreProfile } from '../genre-profile';
import { normaliseName } from '../normalise-name';

type Place = Pick<GenreProfile, 'familyId' | 'slug'>;

/** A name that bills one person ('Lil Wreath', 'DJ Andre', 'Sheila Honey') is a rapper's or a DJ's. */
const PERSONA = /^(Lil|Yung|Young|Baby|Kid|Big|MC|DJ)\s/;

/** Who would carry the name in this scene: the word a musician of the genre uses for their own act. */
function actFor(place: Place, name: string, person: boolean, duo: boolean): string {
  const { familyId, slug } = place;
  if (duo) return 'duo';
  if (familyId === 'hip-hop') {
    if (slug === 'lo-fi') return 'producer';
    return PERSONA.test(name) || person ? 'rapper' : 'crew';
  }
  if (familyId === 'electronic') return PERSONA.test(name) || person ? 'DJ' : 'producer';
  if (slug === 'classical') return 'ensemble';
  if (slug === 'soul' || slug === 'funk' || slug === 'blues' || slug === 'jazz') return person ? 'singer' : 'band';
  return person ? 'singer' : 'band';
}

/** Another word for the act, when the name already says the first ('Quiet Sample Crew' is not 'a crew raised on'). */
const OTHER_ACT: Readonly<Record<string, string>> = {
  crew: 'collective', rapper: 'MC', producer: 'DJ', DJ: 'producer', band: 'group', singer: 'voice', ensemble: 'group', duo: 'pair',
};

/** Who the name suits: each shape reads as a different thought, so a list does not say one line twice. */
const FOR_ACT: readonly string[] = [
  'A name for {act} raised on {who}.',
  'It fits {act} raised on {who}.',
  'Made for {act} who grew up on {who}.',
  'It suits {act} with {who} in the record collection.',
  'Right for {act} who learned from {who}.',
];

/** Where a word of the name comes from, when it is one of the influence's world. */
const FROM_WORLD: readonly string[] = [
  "'{word}' comes out of the same world as {who}, a fair flag for {act} raised on that music.",
  "Fans of {who} will know where '{word}' comes from.",
  "'{word}' belongs to the world {who} made, which suits {act} raised on it.",
];

const worlds = new Map<string, ReadonlySet<string>>();

/** An influence's world words, worked out once per influence as typed (a list asks ten times). */
function worldOf(label: string): ReadonlySet<string> {
  let world = worlds.get(label);
  if (!world) {
    if (worlds.size > 500) worlds.clear();
    worlds.set(label, (world = new Set(influenceWorld(normaliseName(label)))));
  }
  return world;
}

export interface InfluenceLine {
  readonly text: string;
  /** The influences the sentence names, so a list can turn to the next one. */
  readonly labels: readonly string[];
  /** True when the sentence is about a word of the name, not only about who it suits. */
  readonly tied: boolean;
  /** The shape used, so the next name of the list takes another. */
  readonly shape: string;
}

/**
 * The sentence, or null when the visitor gave no influences. `nameWords`: the name's lower-case
 * words; `display`: how each is written in the name; `person`: the name bills a person; `duo`:
 * it bills two people ('Kenny & Tony').
 * `taken`: shapes and influences already said in this list, each preferred unused.
 */
export function influenceLine(
  labels: readonly string[],
  place: Place,
  name: string,
  nameWords: readonly string[],
  display: (word: string) => string,
  person: boolean,
  duo: boolean,
  pick: <T>(list: readonly T[]) => T,
  taken: ReadonlySet<string>,
): InfluenceLine | null {
  if (labels.length === 0) return null;
  let act = actFor(place, name, person, duo);
  if (nameWords.includes(act.toLowerCase()) || nameWords.includes(`${act.toLowerCase()}s`)) act = OTHER_ACT[act] ?? act;
  const withAct = (text: string) => text.replace('{act}', `${/^[aeiou]/i.test(act) ? 'an' : 'a'} ${act}`);
  // A shape that says a word of the name as a common word ('who learned from' for Learned Knowledge) is passed over.
  const own = new Set(nameWords.filter((w) => w.length >= 4).flatMap((w) => [w, `${w}s`, w.replace(/s$/, '')]));
  const fresh = (all: readonly string[]) => {
    const fit = all.filter((s) => !s.toLowerCase().split(/[^a-z]+/).some((w) => own.has(w)));
    const list = fit.length > 0 ? fit : all;
    const open = list.filter((s) => !taken.has(s));
    return pick(open.length > 0 ? open : list);
  };
  // A word of the name that is a word of an influence's world: the sentence says so.
  for (const label of labels) {
    const world = worldOf(label);
    if (world.size === 0) continue;
    const word = nameWords.find((w) => world.has(w) || (w.endsWith('s') && world.has(w.slice(0, -1))));
    if (word) {
      const shape = fresh(FROM_WORLD);
      return { text: withAct(shape.replace('{word}', display(word)).replace('{who}', label)), labels: [label], shape, tied: true };
    }
  }
  const open = labels.filter((l) => !taken.has(l));
  const first = pick(open.length > 0 ? open : labels);
  // Two influences read as a taste, three as a list: at most two are named.
  const second = labels.find((l) => l !== first && open.includes(l));
  const both = second !== undefined && pick([true, false]);
  const shape = fresh(FOR_ACT);
  return { text: withAct(shape.replace('{who}', both ? `${first} and ${second}` : first)), labels: both ? [first, second] : [first], shape, tied: false };
}
