// One or two sentences on why a name fits this band: what the name's words picture, how that
// picture meets the genre's world, what the vibe means when its words are known (never a mood the
// visitor did not give, never the vibe pasted back), and at most one practical remark that is true
// of this name. The name's own words are shown as pictures, not repeated as common nouns.
import { createRng, type Rng } from '@server/lib/random';
import { ownEntry } from '@shared/lookup';
import type { Candidate } from './compose-name';
import {
  ART_LINKS, GENRE_LINKS, IMAGE_OPENINGS, PLAIN_SENTENCES, QUOTED_OPENINGS, SCENE_SENTENCES, TOPIC_SENTENCES,
  VIBE_CLOSES, VIBE_LINKS, VIBE_OBJECTS, VIBE_VERBS,
} from './data/description-templates';
import { DESCRIPTION_SCENES } from './data/description-scenes';
import type { GenreProfile } from './genre-profile';
import type { RequestPlan } from './request-plan';
import { dropDoubledWords, fixArticles, withArticle } from './english';
import { type ImageClass, nameWords, ownWordSet, repeatsName, tagName } from './describe/imagery';
import { influenceLine } from './describe/influence-line';
import { habitSentences } from './describe/naming-habits';
import { pictureFits, type PictureContext } from './describe/picture-fit';
import { artefactsFor, practicalRemark, type RemarkPlace } from './describe/remarks';
import { readVibe, type VibePiece } from './describe/vibe-reading';

interface Fill {
  name: string;
  genre: string;
  img: string;
  /** The name's word the picture comes from, as the name writes it ('Candle'). */
  word: string;
  topic: string;
  scene: string;
  vibe: string;
  /** Where the name would be printed in the genre's world, with its article ('a techno club flyer'). */
  art: string;
}

/** Genres often made without a drummer or a drum kit: no drum picture for them. */
const DRUMLESS_FAMILIES = new Set(['electronic', 'hip-hop']);
const DRUMLESS_GENRES = new Set(['ambient', 'classical']);

/** What every name of one kind of request shares: the pictures, scenes and vibe pieces that fit
 * the genre and the brief. Worked out once per genre, vibe and influences, not once per name. */
interface Setting {
  readonly scenes: readonly string[];
  readonly pieces: readonly VibePiece[];
  readonly fits: PictureContext;
  /** Each image class's pictures that fit, filled in as names call the class up. */
  readonly pictures: Map<ImageClass, readonly string[]>;
  /** The vibe's words by the image class they call up ('cold' -> ice and winter): a word of the
   * name in the same class says the vibe in the name's own terms. */
  readonly vibeClasses: ReadonlyMap<ImageClass, string>;
}

const settings = new Map<string, Setting>();
/** The same, kept on the request's plan: its ten names ask for it ten times. */
const planSettings = new WeakMap<RequestPlan, Setting>();

function settingFor(plan: RequestPlan): Setting {
  const known = planSettings.get(plan);
  if (known) return known;
  const { profile, input } = plan;
  const given = `${input.vibeProse} ${plan.influenceTokens.join(' ')}`;
  const key = `${profile.slug ?? `~${profile.prose}`}|${given}`;
  let setting = settings.get(key);
  if (!setting) {
    const fits: PictureContext = { familyId: profile.familyId, slug: profile.slug, given };
    setting = {
      fits,
      scenes: scenesFor(profile).filter((s) => pictureFits(s, fits)),
      pieces: readVibe(input.vibeProse).pieces.filter((p) => pictureFits(p.scene, fits)),
      pictures: new Map(),
      vibeClasses: new Map(tagName(input.vibeTokens).map((t) => [t.cls, t.word])),
    };
    if (settings.size > 500) settings.clear();
    settings.set(key, setting);
  }
  planSettings.set(plan, setting);
  return setting;
}

function picturesOf(setting: Setting, cls: ImageClass): readonly string[] {
  let list = setting.pictures.get(cls);
  if (!list) setting.pictures.set(cls, (list = cls.pictures.filter((p) => pictureFits(p, setting.fits))));
  return list;
}

/**
 * Describes one name. `used` collects the sentence shapes and pictures already used in this
 * response, so a page of ten names does not repeat one while fresh ones remain.
 * It takes one draw from `rng` whatever it writes, so the names after it never depend on the
 * description: its own choices come from a stream seeded by that draw.
 */
export function describeName(candidate: Candidate, plan: RequestPlan, outer: Rng, used: Set<string> = new Set()): string {
  const rng = createRng(Math.floor(outer.next() * 0x100000000));
  const { profile, input } = plan;
  const setting = settingFor(plan);
  const words = nameWords(candidate.name);
  const ownWords = ownWordSet(words);
  const fresh = (list: readonly string[]) => pickPicture(list.filter((p) => !repeatsName(p, ownWords)), used, rng);
  // One picture, from the name's head word first: 'Hollow Candle' is a candle, 'Kings of Daylight'
  // are kings; a word in front only colours it.
  let picture: string | null = null;
  let pictureWord = '';
  const pictured = words.filter((w) => !ACT_FORMS.has(w));
  const tagged = tagName(headFirst(pictured));
  for (const { cls, word } of tagged) {
    if ((picture = fresh(picturesOf(setting, cls)))) {
      pictureWord = word;
      break;
    }
  }
  // The genre's own world, beside the name's picture or in place of it: the same picture reads as
  // folk or as techno by what it is set next to. A list that has shown every scene twice says what
  // the name's words are about instead, or makes a remark on the name: never a sentence that says
  // nothing of it.
  const scenes = setting.scenes.filter((p) => !repeatsName(p, ownWords));
  // Beside a picture only a scene the list has not shown: the second showing of each is kept for
  // a name with nothing else to picture.
  const scene = picture === null ? fresh(scenes) : pickUnused(scenes, used, rng);
  const pieces = setting.pieces.filter((p) => !repeatsName(p.scene, ownWords));
  const fill: Fill = {
    name: candidate.name,
    genre: profile.prose,
    img: picture ?? '',
    word: pictureWord === '' ? '' : writtenAs(candidate.name, pictureWord),
    topic: picture === null && scene === null ? (tagged.find((t) => !repeatsName(t.cls.topic, ownWords))?.cls.topic ?? '') : '',
    scene: scene ?? '',
    // One of the vibe's pictures a name, each once a response: ten names that all end on the same
    // paraphrase of the vibe read as one sentence pasted ten times.
    vibe: pickFresh(pieces.map((p) => p.scene).filter((s) => !used.has(`vibe:${s}`)), used, rng) ?? '',
    art: '',
  };

  // A frame that happens to repeat one of the name's words ('a natural name' for Natural Light)
  // is drawn again; the genre's and the vibe's own words may stay.
  const own = ownWordSet(words.filter((w) => w.length >= 4 && !profile.prose.includes(w) && !input.vibeTokens.includes(w)));
  // The word a sentence quotes from the name ('the 'Candle' in Hollow Candle') is the name's, not a repeat.
  const quoted = fill.word === '' ? null : `'${fill.word}'`;
  // A sentence whose opening or ending this list has already said ('Even the smallest line of ...',
  // '... raised on Gucci Mane.') is drawn again: a list of thirty that opens five sentences one way
  // reads as a form filled in.
  const clean = (make: () => string | null, strict = false, tries = 4): string | null => {
    let text: string | null = null;
    for (let i = 0; i < tries; i++) {
      text = make();
      if (text === null) return text;
      let rest = text.split(candidate.name).join(' ');
      if (quoted) rest = rest.split(quoted).join(' ');
      if (!repeatsName(rest, own, false) && freshFrame(text, candidate.name, used)) return text;
    }
    return strict ? null : text;
  };
  const place: RemarkPlace = { familyId: profile.familyId, slug: profile.slug, prose: profile.prose };
  // A remark is optional: one in a frame the list has said is left out rather than said again.
  const remark = () => clean(() => practicalRemark(candidate.name, place, rng, used), true, 2);
  const art = () => {
    const all = artefactsFor(place);
    const open = all.filter((a) => !used.has(`art:${a}`));
    fill.art = rng.pick(open.length > 0 ? open : all);
    used.add(`art:${fill.art}`);
  };
  // The first sentence names the genre through its scene; where no scene is left, the genre comes
  // in a true remark on the name as this genre's world would print it, or in that artefact itself.
  // A word of the name that says the vibe in other words ('Sleet' for a cold vibe) is the truest
  // thing to tell about the name for this brief, once a list for each of the vibe's words.
  const link = vibeLink(tagged, setting.vibeClasses, input.vibeTokens, candidate.name, used, rng);
  let first: string;
  let owed: string | null = null;
  if (fill.img !== '' && fill.scene === '') {
    const opening = imageOpening(fill, used, rng);
    owed = link ?? remark();
    // The second sentence is chosen first here: the opening is drawn so as not to echo its frame.
    if (owed !== null) markFrame(owed, candidate.name, used);
    // A remark names the genre through its artefact; before the vibe's word, the picture's link does.
    const linked = owed === null || owed === link;
    if (linked) art();
    first = clean(() => render(linked ? opening + pickFresh(ART_LINKS, used, rng)! : `${opening}.`, fill))!;
  } else if (fill.img === '' && fill.scene === '') {
    owed = link ?? remark();
    if (owed !== null) markFrame(owed, candidate.name, used);
    if (link !== null && fill.topic === '') {
      art();
      first = clean(() => render(pickFresh(PLAIN_SENTENCES, used, rng)!, fill))!;
    } else if (fill.topic !== '' && owed !== null) first = clean(() => render(pickFresh(TOPIC_SENTENCES, used, rng)!, fill))!;
    else if (owed !== null) {
      // The remark is the whole description: a second one would count the same letters again.
      return capitaliseStart(owed);
    } else {
      art();
      first = clean(() => render(pickFresh(PLAIN_SENTENCES, used, rng)!, fill))!;
    }
  } else first = clean(() => render(firstShape(fill, used, rng), fill))!;
  const sentences = [first];
  markFrame(first, candidate.name, used);
  if (owed !== null) {
    used.add(owed);
    sentences.push(owed);
    if (owed === link) used.add('vibe-said');
    return sentences.map(capitaliseStart).join(' ');
  }
  // How this genre's scene uses a name of this form ('King' in reggae, 'Quartet' in jazz): said
  // once a response for each form, and only where the scene has the habit; the word it quotes is
  // the name's, any other of the name's words in it ('the verses' for Learned Verse Clan) is not.
  const habits = habitSentences(candidate.name, profile, candidate.template)
    .filter((h) => !used.has(h) && !repeatsName(h.split(candidate.name).join(' ').replace(/'[^']+'/g, ' '), own, false));
  const habit = habits.length > 0 ? rng.pick(habits) : null;
  const remarkChance = fill.img !== '' ? 0.3 : 0.55;
  // Who the name is for, by the visitor's influences, once the vibe has been said (or there is none):
  // where one of the name's words comes from an influence's world, or else who the name suits, on the
  // first name and then on about two in five, so a page is heard to know the records the band grew up on.
  const influence = influenceLine(input.influenceLabels, profile, candidate.name, words, (w) => writtenAs(candidate.name, w),
    /^\{F\}(?!.*&)/.test(candidate.template), /^\{F\} (?:&|and) \{F\}$/.test(candidate.template), (list) => rng.pick(list), used);
  const vibeFirst = fill.vibe !== '' && !used.has('vibe-said');
  // A list where many names hold a word of the influence's world says so on the first and then now and
  // then, not on every name ('Fans of Kavinsky will know...' three times running reads as a form).
  const tied = influence?.tied === true && !vibeFirst && (!used.has('influence-tied') || rng.chance(0.25));
  const sayInfluence = influence !== null && (tied || (!vibeFirst && !influence.tied && (!used.has('influence-said') || rng.chance(0.4))));
  // The first name of a response that can say the vibe always does: a page must be heard to follow it.
  const sayVibe = () => link ?? (fill.vibe !== '' ? clean(() => render(vibeShape(used, rng), fill)) : null);
  let second = sayInfluence && link === null
    ? influence.text
    : link !== null || (fill.vibe !== '' && (!used.has('vibe-said') || habit === null || rng.chance(0.6)))
      ? sayVibe()
      : habit ?? (rng.chance(remarkChance) ? remark() : null);
  // A second sentence in a frame the list has said already gives way to another kind, or to none.
  if (isStale(second, candidate.name, used)) {
    const vibeInstead = sayInfluence ? sayVibe() : null;
    second = !isStale(vibeInstead, candidate.name, used) ? vibeInstead : !isStale(habit, candidate.name, used) ? habit : rng.chance(remarkChance) ? remark() : null;
    if (isStale(second, candidate.name, used)) second = null;
  }
  if (second !== null) markFrame(second, candidate.name, used);
  if (link !== null && second === link) used.add('vibe-said');
  if (sayInfluence && second === influence.text) {
    used.add('influence-said').add(influence.shape);
    if (influence.tied) used.add('influence-tied');
    for (const label of influence.labels) used.add(label);
  }
  if (second && !used.has(second)) {
    used.add(second);
    // A vibe picture counts as shown once said: a name whose second sentence went to the influences
    // leaves it for the next.
    if (fill.vibe !== '' && second.includes(fill.vibe)) used.add('vibe-said').add(`vibe:${fill.vibe}`);
    sentences.push(second);
  }
  return sentences.map(capitaliseStart).join(' ');
}

const sceneCache = new WeakMap<GenreProfile, readonly string[]>();

/** The genre's scenes (its lexicon's and the descriptions' own), without a drum for a genre often
 * made without one. */
export function scenesFor(profile: GenreProfile): readonly string[] {
  let scenes = sceneCache.get(profile);
  if (!scenes) {
    const drumless = DRUMLESS_FAMILIES.has(profile.familyId) || DRUMLESS_GENRES.has(profile.slug ?? '');
    const own = (profile.slug && ownEntry(DESCRIPTION_SCENES, profile.slug)) || [];
    sceneCache.set(profile, (scenes = [...new Set([...profile.scenes, ...own])].filter((s) => !(drumless && /drum/i.test(s)))));
  }
  return scenes;
}

/** The first sentence's shape when the genre has a scene to show: the name's picture set beside
 * it, or the scene alone. */
function firstShape(fill: Fill, used: Set<string>, rng: Rng): string {
  if (fill.img !== '') return imageOpening(fill, used, rng) + pickFresh(GENRE_LINKS, used, rng)!;
  return pickFresh(SCENE_SENTENCES, used, rng)!;
}

/** Words a scene bills its acts with ('Sound System', 'Club', 'Gang'): they say what kind of act it
 * is, not what it pictures, so 'Fever Sound System' is pictured by its fever, not a machine room. */
const ACT_FORMS = new Set([
  'sound', 'system', 'systems', 'project', 'recordings', 'records', 'connection', 'experience', 'society', 'collective',
  'gang', 'crew', 'club', 'mafia', 'family', 'clique', 'unit', 'orchestra', 'ensemble', 'quartet', 'trio', 'band',
  'kid', 'lil', 'yung', 'baby', 'big', 'dj', 'mc', 'boys', 'boyz', 'brothers', 'sisters',
]);

/** Share of pictured names whose opening says which of the name's words the picture comes from. */
const QUOTED_SHARE = 0.45;

/** How a picture is brought in: for a name of several words, often by the word it comes from, so
 * the reader sees why this picture and not another ('The 'Candle' in Hollow Candle calls up ...'). */
function imageOpening(fill: Fill, used: Set<string>, rng: Rng): string {
  const several = fill.word !== '' && fill.word.toLowerCase() !== fill.name.toLowerCase() && fill.name.includes(' ');
  // Each quoted opening once a list: the sixth 'The 'X' in ...' of a page reads as a form.
  if (several && QUOTED_OPENINGS.some((o) => !used.has(o)) && rng.chance(QUOTED_SHARE)) return pickFresh(QUOTED_OPENINGS, used, rng)!;
  return pickFresh(IMAGE_OPENINGS, used, rng)!;
}

/** The name's words with its head first: the word before 'of' ('Kings of Daylight'), else the last
 * word ('Hollow Candle', 'Mile Marker & Pickup'), so the head's picture is the one a class shows. */
function headFirst(words: readonly string[]): readonly string[] {
  if (words.length < 2) return words;
  const of = words.indexOf('of');
  const at = of > 0 ? of - 1 : words.length - 1;
  return [words[at]!, ...words.slice(0, at), ...words.slice(at + 1)];
}

/** A word of the name as the name writes it: 'candle' in 'Hollow Candle' is 'Candle'. */
function writtenAs(name: string, word: string): string {
  for (const token of name.split(/[^\p{L}'’]+/u)) {
    if (token.toLowerCase().replace(/['’]s?$/, '') === word) return token.replace(/['’]s?$/, '');
  }
  return word;
}

/** A sentence on what the vibe means, by its pictures. (Its adjective set before any noun, 'a cold
 * live set', glued the visitor's word to a thing they never named.) */
function vibeShape(used: Set<string>, rng: Rng): string {
  return `${pickFresh(VIBE_VERBS, used, rng)!} ${pickFresh(VIBE_OBJECTS, used, rng)!}${rng.pick(VIBE_CLOSES)}`;
}

/** The sentence that says which word of the name carries the vibe, or null when none does or the
 * list has already said it for that word of the vibe. */
function vibeLink(
  tagged: readonly { cls: ImageClass; word: string }[], vibeClasses: ReadonlyMap<ImageClass, string>, vibeTokens: readonly string[],
  name: string, used: Set<string>, rng: Rng,
): string | null {
  if (vibeClasses.size === 0) return null;
  for (const { cls, word } of tagged) {
    const vibeWord = vibeClasses.get(cls);
    // The vibe's own word in the name says nothing the visitor did not type.
    if (vibeWord === undefined || vibeTokens.includes(word) || word.startsWith(vibeWord) || used.has(`vibe-link:${vibeWord}`)) continue;
    const open = VIBE_LINKS.filter((l) => !used.has(l));
    if (open.length === 0) return null;
    const shape = rng.pick(open);
    used.add(shape).add(`vibe-link:${vibeWord}`);
    return shape.replace('{word}', writtenAs(name, word)).replace('{vibeword}', vibeWord);
  }
  return null;
}

/** Counts are a frame's slot, not its words: 'At nine letters' and 'At ten letters' are one frame. */
const COUNT_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);

/** How many words at each end of a sentence make its frame. */
const FRAME_WORDS = 3;

/** The opening and the ending of a sentence with the name and any quoted word taken out: what a
 * reader hears as its frame ('even the smallest line', 'raised on gucci mane'). */
function frameKeys(sentence: string, name: string): readonly [string, string] {
  // A sentence is checked, then marked: the second call is the first one's answer.
  if (sentence === lastFrame.sentence && name === lastFrame.name) return lastFrame.keys;
  const keys = [`<${endWords(sentence, name, true)}`, `>${endWords(sentence, name, false)}`] as const;
  lastFrame = { sentence, name, keys };
  return keys;
}

let lastFrame: { sentence: string; name: string; keys: readonly [string, string] } = { sentence: '', name: '', keys: ['', ''] };

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/** A count is a frame's slot, not one of its words. */
function countOr(w: string): string {
  return COUNT_WORDS.has(w) || (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57) ? '#' : w;
}
const QUOTE = 39;

/** The first (or last) few words of a sentence, lower-case, read from that end only: the name is
 * 'n', a quoted word 'w', a count '#'. */
function endWords(s: string, name: string, fromStart: boolean): string {
  const words: string[] = [];
  if (fromStart) {
    let i = 0;
    while (words.length < FRAME_WORDS && i < s.length) {
      const c = s.charCodeAt(i);
      const boundary = i === 0 || !isWordCode(s.charCodeAt(i - 1));
      if (boundary && s.startsWith(name, i)) {
        words.push('n');
        i += name.length;
      } else if (c === QUOTE && boundary && s.indexOf("'", i + 1) > i) {
        words.push('w');
        i = s.indexOf("'", i + 1) + 1;
      } else if (!isWordCode(c)) i++;
      else {
        const start = i;
        while (i < s.length && isWordCode(s.charCodeAt(i))) i++;
        words.push(countOr(s.slice(start, i).toLowerCase()));
      }
    }
    return words.join(' ');
  }
  let i = s.length - 1;
  while (words.length < FRAME_WORDS && i >= 0) {
    const c = s.charCodeAt(i);
    const boundary = i === s.length - 1 || !isWordCode(s.charCodeAt(i + 1));
    const open = c === QUOTE && boundary ? s.lastIndexOf("'", i - 1) : -1;
    if (boundary && i + 1 >= name.length && s.startsWith(name, i - name.length + 1)) {
      words.push('n');
      i -= name.length;
    } else if (open >= 0 && (open === 0 || !isWordCode(s.charCodeAt(open - 1)))) {
      words.push('w');
      i = open - 1;
    } else if (!isWordCode(c)) i--;
    else {
      const end = i;
      while (i >= 0 && isWordCode(s.charCodeAt(i))) i--;
      words.push(countOr(s.slice(i + 1, end + 1).toLowerCase()));
    }
  }
  return words.reverse().join(' ');
}

/** A sentence not to say: none, said already, or in a frame the list has said. */
function isStale(text: string | null, name: string, used: Set<string>): boolean {
  return text === null || used.has(text) || !freshFrame(text, name, used);
}

function freshFrame(sentence: string, name: string, used: Set<string>): boolean {
  const [open, end] = frameKeys(sentence, name);
  return !used.has(open) && !used.has(end);
}

function markFrame(sentence: string, name: string, used: Set<string>): void {
  for (const key of frameKeys(sentence, name)) used.add(key);
}

/** Stands for the name while articles are set, so a name's own words are never touched. */
const NAME_MARK = '\u0001';

/** A part with no 'a' or 'an' in it needs no article set (a plain test, cheaper than setting them). */
const HAS_ARTICLE = /(?:^|[\s'"(])an?\s/i;

/** Fills a shape and sets every a/an by the sound of the word that follows it. */
function render(template: string, fill: Fill): string {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'name': return NAME_MARK;
      case 'genre': return fill.genre;
      case 'a_genre': return withArticle(fill.genre);
      case 'img': return fill.img;
      case 'word': return fill.word;
      case 'topic': return fill.topic;
      case 'scene': return fill.scene;
      case 'vibe': return fill.vibe;
      case 'art': return fill.art;
      default: return '';
    }
  });
  // 'the world world' when the genre is called 'world' is said once (never inside the name itself).
  const genreEnd = fill.genre.slice(fill.genre.lastIndexOf(' ') + 1);
  const doubled = text.includes(`${genreEnd} ${genreEnd}`);
  const parts = text.split(NAME_MARK);
  const nameStart = fill.name.split(' ')[0] ?? fill.name;
  // Each part is fixed with the name's first word after it, so 'a {name}' is judged by the name.
  // (No fill can meet a word of its own shape twice: the tests look for doubled words.)
  return parts
    .map((part, i) => {
      if (doubled) part = dropDoubledWords(part);
      if (i === parts.length - 1) return HAS_ARTICLE.test(part) ? fixArticles(part) : part;
      if (!HAS_ARTICLE.test(part)) return part;
      const fixed = fixArticles(part + nameStart);
      return fixed.slice(0, fixed.length - nameStart.length);
    })
    .join(fill.name);
}

/** A picture this response has not shown yet when one is left, else one shown once; null when every
 * picture of the list has been shown twice (a list of sixty where one picture comes back fourteen
 * times reads as one description). */
function pickPicture(list: readonly string[], used: Set<string>, rng: Rng): string | null {
  const open: string[] = [];
  const unused: string[] = [];
  for (const p of list) {
    if (used.has(`twice:${p}`)) continue;
    open.push(p);
    if (!used.has(p)) unused.push(p);
  }
  if (open.length === 0) return null;
  const pick = rng.pick(unused.length > 0 ? unused : open);
  used.add(used.has(pick) ? `twice:${pick}` : pick);
  return pick;
}

/** One of the list this response has not shown yet, marked as shown; null when none is left. */
function pickUnused(list: readonly string[], used: Set<string>, rng: Rng): string | null {
  const unused = list.filter((p) => !used.has(p));
  if (unused.length === 0) return null;
  const pick = rng.pick(unused);
  used.add(pick);
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

function capitaliseStart(s: string): string {
  return s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}
