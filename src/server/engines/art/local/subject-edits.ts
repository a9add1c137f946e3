// A variation that takes a thing out of the picture ('remove the car', 'no people') or puts another
// in its place ('swap the car for a bicycle'): the concept is read again without the thing's words
// (or with the new thing's), so the scene is drawn without it. The seed stays, so the title keeps
// its place; the subject's own layout is drawn afresh, since the subject is another one.
import type { ImageAdjustments } from '../art-engine';
import type { Scene } from './scene/types';
import { MOTIF_WORDS, motifFromText, STAND_INS, type CoverMotif, type Motif } from './motifs';
import { SUBJECTS } from './scene/subjects';

/** Words that mean every person in the picture ('no people', 'remove the figures'). */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set(['people', 'person', 'persons', 'humans', 'human', 'figures', 'figure', 'anyone', 'anybody', 'nobody', 'crowd', 'crowds', 'folks', 'men', 'women', 'man', 'woman', 'dancers', 'dancer', 'musicians', 'band', 'audience', 'silhouettes', 'characters']);

/** The motifs that draw people: a 'no people' variation draws none of them. */
export const PEOPLE_MOTIFS: readonly CoverMotif[] = ['crowd', 'figure', 'guitarist', 'horn-player', 'drummer', 'singer', 'pair', 'group', 'dancer', 'lovers', 'astronaut'];

/** Each motif's words, scene builders' and library subjects' alike. */
const WORDS_OF: ReadonlyMap<CoverMotif, readonly string[]> = new Map<CoverMotif, readonly string[]>([
  ...(Object.keys(MOTIF_WORDS) as Motif[]).map((m): [CoverMotif, readonly string[]] => [m, MOTIF_WORDS[m]]),
  ...SUBJECTS.map((d): [CoverMotif, readonly string[]] => [d.id, d.words]),
]);

/** True when the word is one of the motif's words, as motifs.ts matches them (a long key also as a stem). */
function isWordOf(word: string, keys: readonly string[]): boolean {
  const w = STAND_INS[word] ?? word;
  return keys.some((k) => !k.includes(' ') && (w === k || (k.length > 5 && w.startsWith(k))));
}

/** The motifs a thing named in a variation stands for: every people motif for 'people', else the one its words call for. */
export function motifsNamed(thing: string): CoverMotif[] {
  const words = thing.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  if (words.some((w) => PEOPLE_WORDS.has(w))) return [...PEOPLE_MOTIFS];
  const motif = motifFromText(thing);
  return motif ? [motif] : [];
}

/** Two-word names of the motifs ('dead tree', 'flying saucer'), taken out whole. */
function multiWordKeys(motifs: readonly CoverMotif[]): string[] {
  return motifs.flatMap((m) => (WORDS_OF.get(m) ?? []).filter((k) => k.includes(' ')));
}

export interface EditedConcept {
  concept: string;
  /** Motifs the picture must not show (the genre's own pick included). */
  exclude: ReadonlySet<CoverMotif>;
}

/**
 * The concept as the variation's removals and swaps leave it: every word naming a removed thing
 * taken out, a swapped thing's first word replaced by the new thing ('a red car' -> 'a red
 * bicycle', so the colour said of it stays with it).
 */
export function editConcept(concept: string, adjust: ImageAdjustments | undefined): EditedConcept {
  const exclude = new Set<CoverMotif>();
  let text = concept;
  const strip = (motifs: readonly CoverMotif[], put?: string) => {
    for (const m of motifs) exclude.add(m);
    const keys = motifs.flatMap((m) => WORDS_OF.get(m) ?? []);
    const extraPeople = motifs.some((m) => PEOPLE_MOTIFS.includes(m));
    let placed = put === undefined;
    for (const k of multiWordKeys(motifs)) {
      text = text.replace(new RegExp(`\\b${k}\\b`, 'gi'), () => (placed ? ' ' : ((placed = true), put ?? ' ')));
    }
    text = text.replace(/[A-Za-z][A-Za-z'-]*/g, (w) => {
      const lower = w.toLowerCase();
      if (!isWordOf(lower, keys) && !(extraPeople && PEOPLE_WORDS.has(lower))) return w;
      if (placed) return ' ';
      placed = true;
      return put ?? ' ';
    });
  };
  // 'Remove the moon' takes the scene's own disc away (withoutBodies); a moon that was the subject
  // gives way to the rest of the concept.
  if (adjust?.clear?.some((e) => BODIES.has(e))) strip(['celestial']);
  for (const thing of adjust?.remove ?? []) strip(motifsNamed(thing));
  for (const [from, to] of adjust?.swap ?? []) {
    const motifs = motifsNamed(from);
    const before = text;
    strip(motifs, to);
    // The old thing was not named in the words (the genre picked it): the new one is added.
    if (text === before) text = `${to}, ${text}`;
    for (const m of motifsNamed(to)) exclude.delete(m);
  }
  return { concept: text.replace(/\s+/g, ' ').trim(), exclude };
}

/** The sky's bodies a variation can take away: the scene's own sun or moon disc. */
const BODIES: ReadonlySet<string> = new Set(['moon', 'sun']);

/** The scene without its sun or moon (and the craters on it) when the variation clears one. */
export function withoutBodies(scene: Scene, clear: readonly string[] | undefined): Scene {
  if (!clear?.some((e) => BODIES.has(e))) return scene;
  const discs = scene.shapes.filter((s) => s.role === 'celestial' && s.circle);
  if (discs.length === 0) return scene;
  const onDisc = (c: { cx: number; cy: number }) => discs.some((d) => d.circle && Math.hypot(c.cx - d.circle.cx, c.cy - d.circle.cy) < d.circle.r);
  // The scene's words lose the disc too: 'layered mountain ridges and a low sun' with no sun drawn overclaimed.
  const description = scene.description?.replace(/\s+and a low sun\b/, '').replace(/\s+running to a striped sun\b/, ' running to the horizon');
  return { ...scene, description, shapes: scene.shapes.filter((s) => !discs.includes(s) && !(s.role === 'detail' && s.circle && onDisc(s.circle))) };
}

/**
 * The things a removal names that the picture never showed: the concept names a subject and none
 * of the thing's words ('remove the umbrella' from a fox in the snow). A concept that names no
 * subject was drawn from the genre's pick, which may be anything, so nothing is called absent there.
 */
export function absentThings(concept: string, remove: readonly string[] | undefined): string[] {
  if (!remove?.length || !motifFromText(concept)) return [];
  const same = editConcept(concept, undefined).concept;
  return remove.filter((thing) => editConcept(concept, { remove: [thing] }).concept === same);
}

/** What the alt text says was taken out ('without the car', 'without people'): only what the
 * finished scene really lacks and the picture it came from showed, so the alt text never claims
 * a change that was not drawn. */
export function removedNames(adjust: ImageAdjustments | undefined, scene: Scene, concept: string): string[] {
  const out: string[] = [];
  const absent = absentThings(concept, adjust?.remove);
  for (const body of ['moon', 'sun']) {
    if (adjust?.clear?.includes(body) && !scene.shapes.some((s) => s.role === 'celestial' && s.circle)) out.push(`the ${body}`);
  }
  for (const thing of adjust?.remove ?? []) {
    const motifs = motifsNamed(thing);
    if (motifs.length === 0 || motifs.includes(scene.motif) || absent.includes(thing)) continue;
    out.push(motifs.length > 1 ? 'people' : `the ${thing.toLowerCase().replace(/^(?:the|a|an|any|all|those|these|that|this)\s+/, '').trim()}`);
  }
  return out;
}
