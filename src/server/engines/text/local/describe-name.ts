// One or two sentences on why a name fits this band: what the name's words picture, how that
// picture meets the genre's world, what the vibe means when its words are known (never a mood the
// visitor did not give, never the vibe pasted back), and at most one practical remark that is true
// of this name. The name's own words are shown as pictures, not repeated as common nouns.
import type { Rng } from '@server/lib/random';
import type { Candidate } from './compose-name';
import {
  ADJ_CLOSES, ADJ_OBJECTS, ADJ_VERBS, GENRE_LINKS, IMAGE_OPENINGS, PLAIN_SENTENCES, SCENE_LINKS, SCENE_OPENINGS, SCENE_SENTENCES,
  VIBE_CLOSES, VIBE_OBJECTS, VIBE_VERBS,
} from './data/description-templates';
import type { GenreProfile } from './genre-profile';
import type { RequestPlan } from './request-plan';
import { fixArticles, withArticle } from './english';
import { nameWords, ownWordSet, repeatsName, tagName } from './describe/imagery';
import { pictureFits, type PictureContext } from './describe/picture-fit';
import { practicalRemark } from './describe/remarks';
import { readVibe } from './describe/vibe-reading';

interface Fill {
  name: string;
  genre: string;
  img: string;
  scene: string;
  vibe: string;
  adj: string;
}

/** Genres often made without a drummer or a drum kit: no drum picture for them. */
const DRUMLESS_FAMILIES = new Set(['electronic', 'hip-hop']);
const DRUMLESS_GENRES = new Set(['ambient', 'classical']);

/**
 * Describes one name. `used` collects the sentence shapes and pictures already used in this
 * response, so a page of ten names does not repeat one while fresh ones remain.
 */
export function describeName(candidate: Candidate, plan: RequestPlan, rng: Rng, used: Set<string> = new Set()): string {
  const { profile, input } = plan;
  const words = nameWords(candidate.name);
  const ownWords = ownWordSet(words);
  const fits: PictureContext = { familyId: profile.familyId, given: `${input.vibeProse} ${plan.influenceTokens.join(' ')}` };
  const fresh = (list: readonly string[]) => pickPicture(list.filter((p) => !repeatsName(p, ownWords) && pictureFits(p, fits)), used, rng);
  // One picture, from the first of the name's words that has one.
  let picture: string | null = null;
  for (const { cls } of tagName(words)) if ((picture = fresh(cls.pictures))) break;
  // A named picture leaves the scene undrawn; the draw it would have taken is still taken, so the
  // names after this one come from the same random stream whatever the descriptions show.
  if (picture !== null) rng.next();
  const pieces = readVibe(input.vibeProse).pieces.filter((p) => pictureFits(p.scene, fits) && !repeatsName(p.scene, ownWords) && !(p.adj && repeatsName(p.adj, ownWords)));
  const fill: Fill = {
    name: candidate.name,
    genre: profile.prose,
    img: picture ?? '',
    // No scene once the list has shown each twice: the sentence then goes without a picture.
    scene: picture === null ? fresh(scenesFor(profile)) ?? '' : '',
    // One of the vibe's pictures a name, each once a response: ten names that all end on the same
    // paraphrase of the vibe read as one sentence pasted ten times.
    vibe: pickFresh(pieces.map((p) => p.scene).filter((scene) => !used.has(`vibe:${scene}`)), used, rng) ?? '',
    adj: joinAnd(twoOf(pieces.flatMap((p) => (p.adj ? [p.adj] : [])), rng)),
  };
  if (fill.vibe !== '') used.add(`vibe:${fill.vibe}`);
  // 'slow and crushing' said back as 'slow and crushing' is the vibe pasted: one of them is enough.
  if (fill.adj.includes(' ') && input.vibeProse.toLowerCase().includes(fill.adj)) fill.adj = fill.adj.split(' ').at(-1) ?? '';

  // A frame that happens to repeat one of the name's words ('a natural name' for Natural Light)
  // is drawn again; the genre's and the vibe's own words may stay.
  const own = ownWordSet(words.filter((w) => w.length >= 4 && !profile.prose.includes(w) && !input.vibeTokens.includes(w)));
  const clean = (make: () => string | null): string | null => {
    let text: string | null = null;
    for (let i = 0; i < 4; i++) {
      text = make();
      if (text === null || !repeatsName(text.split(candidate.name).join(' '), own, false)) return text;
    }
    return text;
  };
  const first = clean(() => render(firstShape(picture !== null, fill.scene !== '', used, rng), fill))!;
  const sentences = [first];
  const remarkChance = picture !== null ? 0.3 : 0.55;
  // The vibe's own adjectives are said once a response; its pictures once each.
  const adjSaid = used.has('vibe-adj');
  if (adjSaid) fill.adj = '';
  // The first name of a response that can say the vibe always does: a page must be heard to follow it.
  const second = fill.vibe !== '' && (!used.has('vibe-said') || rng.chance(0.7))
    ? clean(() => render(vibeShape(fill, used, rng), fill))
    : rng.chance(remarkChance) ? clean(() => practicalRemark(candidate.name, rng)) : null;
  if (second && !used.has(second)) {
    used.add(second);
    if (fill.vibe !== '' && second.includes(fill.vibe)) used.add('vibe-said');
    sentences.push(second);
  }
  return sentences.map(capitaliseStart).join(' ');
}

const sceneCache = new WeakMap<GenreProfile, readonly string[]>();

/** The genre's scenes, without a drum for a genre often made without one. */
function scenesFor(profile: GenreProfile): readonly string[] {
  let scenes = sceneCache.get(profile);
  if (!scenes) {
    const drumless = DRUMLESS_FAMILIES.has(profile.familyId) || DRUMLESS_GENRES.has(profile.slug ?? '');
    sceneCache.set(profile, (scenes = profile.scenes.filter((s) => !(drumless && /drum/i.test(s)))));
  }
  return scenes;
}

/** The links that need no scene: a pictured name leaves the scene undrawn ('made for .' otherwise). */
const SCENELESS_GENRE_LINKS = GENRE_LINKS.filter((link) => !link.includes('{scene}'));

/** The first sentence's shape: the name's pictures and the genre, the genre's own scene, or neither. */
function firstShape(pictured: boolean, scened: boolean, used: Set<string>, rng: Rng): string {
  if (pictured) return pickFresh(IMAGE_OPENINGS, used, rng)! + pickFresh(scened ? GENRE_LINKS : SCENELESS_GENRE_LINKS, used, rng)!;
  if (!scened) return pickFresh(PLAIN_SENTENCES, used, rng)!;
  if (rng.chance(0.5)) return pickFresh(SCENE_SENTENCES, used, rng)!;
  return pickFresh(SCENE_OPENINGS, used, rng)! + pickFresh(SCENE_LINKS, used, rng)!;
}

/** A sentence on what the vibe means: its pictures, or its own adjectives. */
function vibeShape(fill: Fill, used: Set<string>, rng: Rng): string {
  if (fill.adj !== '' && rng.chance(0.35)) {
    used.add('vibe-adj');
    return `${pickFresh(ADJ_VERBS, used, rng)!} ${pickFresh(ADJ_OBJECTS, used, rng)!}${rng.pick(ADJ_CLOSES)}`;
  }
  return `${pickFresh(VIBE_VERBS, used, rng)!} ${pickFresh(VIBE_OBJECTS, used, rng)!}${rng.pick(VIBE_CLOSES)}`;
}

/** Stands for the name while articles are set, so a name's own words are never touched. */
const NAME_MARK = '\u0001';

/** Fills a shape and sets every a/an by the sound of the word that follows it. */
function render(template: string, fill: Fill): string {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'name': return NAME_MARK;
      case 'genre': return fill.genre;
      case 'a_genre': return withArticle(fill.genre);
      case 'img': return fill.img;
      case 'scene': return fill.scene;
      case 'vibe': return fill.vibe;
      case 'adj': return fill.adj;
      default: return '';
    }
  });
  const parts = text.split(NAME_MARK);
  const nameStart = fill.name.split(' ')[0] ?? fill.name;
  // Each part is fixed with the name's first word after it, so 'a {name}' is judged by the name.
  // (No fill can meet a word of its own shape twice: the tests look for doubled words.)
  return parts
    .map((part, i) => {
      if (i === parts.length - 1) return fixArticles(part);
      const fixed = fixArticles(part + nameStart);
      return fixed.slice(0, fixed.length - nameStart.length);
    })
    .join(fill.name);
}

/** A picture this response has not shown yet when one is left, else one shown once; null when every
 * picture of the list has been shown twice (a list of sixty where one picture comes back fourteen
 * times reads as one description). */
function pickPicture(list: readonly string[], used: Set<string>, rng: Rng): string | null {
  const open = list.filter((p) => !used.has(`twice:${p}`));
  if (open.length === 0) return null;
  const unused = open.filter((p) => !used.has(p));
  const pick = rng.pick(unused.length > 0 ? unused : open);
  used.add(used.has(pick) ? `twice:${pick}` : pick);
  return pick;
}

/** One of the list this response has not used yet when one is left, else any; null when empty. */
function pickFresh(list: readonly string[], used: Set<string>, rng: Rng): string | null {
  if (list.length === 0) return null;
  const unused = list.filter((t) => !used.has(t));
  const pick = rng.pick(unused.length > 0 ? unused : list);
  used.add(pick);
  return pick;
}

/** One or two of the list, in order. */
function twoOf(list: readonly string[], rng: Rng): string[] {
  if (list.length <= 2) return [...list];
  const skip = rng.int(0, list.length - 1);
  return list.filter((_, i) => i !== skip).slice(0, 2);
}

function joinAnd(list: readonly string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function capitaliseStart(s: string): string {
  return s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}
