// At most one practical remark about a name, and only one that is true of it: one word and its
// length, a number or a year in it, an ampersand, matching first sounds, a long or a short name.
// Each is said of the place the name would be printed in this genre's world (a techno club flyer, a
// jazz club's chalkboard, a doom-metal back patch), so the remark belongs to this band and not to
// any band. Counts are of what a reader sees: 'Turbo1986' is one word of nine characters, five of
// them letters. Null when nothing is true. What a name's form means in one scene ('King' in reggae,
// 'Quartet' in jazz) is that scene's habit (naming-habits.ts), never told here.
import type { Rng } from '@server/lib/random';
import { withArticle } from '../english';
import type { GenreProfile } from '../genre-profile';

type Family = GenreProfile['familyId'];

/** Where a name is printed in each family's world: noun phrases that follow the genre's name. */
const ARTEFACTS: Readonly<Record<string, readonly string[]>> = {
  rock: ['gig poster', 'seven-inch sleeve', 'tour T-shirt', 'ticket stub', 'setlist taped to the stage', 'kick-drum head', 'guitar case sticker', 'venue marquee', 'pin badge'],
  metal: ['back patch', 'album cover', 'festival T-shirt', 'gig poster', 'tour shirt', 'battle-vest pin', 'kick-drum head', 'longsleeve', 'tape-trading cassette'],
  electronic: ['club flyer', 'white-label sleeve', 'festival timetable', 'twelve-inch sleeve', 'line-up poster', 'record-bag sticker', 'DJ-booth sticker', 'club wristband', 'dance-tent banner'],
  pop: ['tour poster', 'single sleeve', 'badge', 'festival line-up', 'tote bag', 'lyric video title card', 'lightstick', 'concert wristband', 'poster on a bedroom wall'],
  'hip-hop': ['mixtape cover', 'show flyer', 'streaming thumbnail', 'hoodie', 'cypher flyer', 'snapback', 'sticker slapped on a lamp post', 'tour laminate', 'vinyl test pressing'],
  folk: ['festival programme', 'village-hall poster', 'merch-table CD', 'chalkboard outside the pub', 'songbook cover', 'banjo case', 'hand-stamped sleeve', 'session flyer pinned in the bar'],
  jazz: ["club's chalkboard", 'record sleeve', 'festival programme', 'marquee', 'set-break poster in the bar', 'bass-drum head', 'radio-session running order', 'sheet-music folder'],
  ambient: ['gatefold sleeve', 'cassette inlay', 'festival programme', 'art-gallery poster', 'museum wall card', 'tape J-card'],
  'lo-fi': ['cassette inlay', 'playlist cover', 'Bandcamp page', 'sticker on a laptop lid', 'beat-tape label', 'stream overlay'],
  reggae: ['sound-clash poster', 'seven-inch label', 'dance flyer', 'festival line-up', 'speaker-box stencil', 'pre-release label', 'yard-dance banner'],
  classical: ['concert programme', 'season brochure', 'CD booklet', 'recital poster', 'concert-hall banner', 'festival brochure'],
  world: ['festival programme', 'record sleeve', 'market-day poster', 'festival line-up', 'hand-painted banner', 'cassette cover'],
  experimental: ['gallery flyer', 'cassette inlay', 'festival programme', 'screen-printed poster', 'risograph zine cover', 'lathe-cut record label'],
  general: ['gig poster', 'ticket stub', 'T-shirt', 'festival line-up', 'tote bag', 'venue marquee'],
};

/** Scenes whose crowds chant a band's name (a jazz quartet or a string quartet is not chanted). */
const CHANTING_FAMILIES: ReadonlySet<Family> = new Set(['rock', 'metal', 'hip-hop', 'pop']);
const QUIET_GENRES = new Set(['ambient', 'dream-pop', 'post-rock', 'lo-fi', 'classical', 'experimental']);

export interface RemarkPlace {
  readonly familyId: Family;
  readonly slug: string | null;
  /** The genre in prose ('doom metal'). */
  readonly prose: string;
}

const artefactCache = new Map<string, readonly string[]>();

/** Where a name of this genre is printed, as noun phrases with the genre in front ('a techno club flyer'). */
export function artefactsFor(place: RemarkPlace): readonly string[] {
  const key = `${place.slug ?? ''}|${place.familyId}|${place.prose}`;
  let list = artefactCache.get(key);
  if (!list) {
    const own = (place.slug && Object.hasOwn(ARTEFACTS, place.slug) ? ARTEFACTS[place.slug] : undefined)
      ?? (Object.hasOwn(ARTEFACTS, place.familyId) ? ARTEFACTS[place.familyId] : undefined) ?? ARTEFACTS.general!;
    list = own.map((a) => withArticle(`${place.prose} ${a}`));
    if (artefactCache.size > 500) artefactCache.clear();
    artefactCache.set(key, list);
  }
  return list;
}

const NUMBER = /\d+/;
/** Words whose first sound is not the name's: 'The Stray Safety Pins' alliterates on its S words alone. */
const SMALL_WORDS = new Set(['the', 'of', 'and', '&', 'a', 'an', 'in', 'on', 'at', 'to']);
const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as a reader would write it in a sentence. */
function spell(n: number): string {
  return SMALL[n] ?? String(n);
}

/** How a word starts when said: a digraph ('Sh', 'Th', 'Ch'), a soft 'c' or 'g' apart from a hard one. */
function firstSound(word: string): string | null {
  const lower = word.toLowerCase();
  const two = lower.slice(0, 2);
  if (['sh', 'th', 'ch', 'ph', 'wh', 'kn', 'wr', 'gn', 'ps'].includes(two)) return two;
  const c = lower.charAt(0);
  if (!/[bcdfgjklmnpqrstvwxz]/.test(c)) return null;
  if ((c === 'c' || c === 'g') && /[eiy]/.test(lower.charAt(1))) return `${c}-soft`;
  return c;
}

/**
 * One true remark on the name as it would be printed or said in this genre's world, or null.
 * `used` keeps a list from printing the same artefact or frame twice while others remain.
 */
export function practicalRemark(name: string, place: RemarkPlace, rng: Rng, used?: Set<string>): string | null {
  const words = name.split(/\s+/).filter(Boolean);
  let letters = 0;
  let digits = 0;
  for (const ch of name) {
    if (ch >= '0' && ch <= '9') digits++;
    else if (ch.toLowerCase() !== ch.toUpperCase()) letters++;
  }
  const characters = letters + digits;
  const facts: ((art: string) => string)[] = [];
  const num = NUMBER.exec(name)?.[0];
  // Each remark is one clause that holds the name, its numbers or the genre's artefact: a clause
  // with none of them ('Two short words') comes back word for word across a list.
  if (num) {
    const year = /^(19[5-9]\d|20[0-3]\d)$/.test(num);
    const chant = CHANTING_FAMILIES.has(place.familyId) && !QUIET_GENRES.has(place.slug ?? '');
    facts.push((art) => rng.pick([
      year ? `The ${num} reads as a year that dates ${name} on ${art} before a note is heard.` : `The ${num} stands out among the words of ${name} on ${art}.`,
      chant ? `The ${num} is the part of ${name} ${withArticle(`${place.prose} crowd`)} will chant.` : `The figures in ${name} can do the work of a logo on ${art}.`,
    ]));
  }
  if (words.length === 1 && characters >= 3) {
    const count = num ? `${spell(characters)} characters` : `${spell(characters)} letters`;
    facts.push((art) => rng.pick(characters <= 8 ? [
      `${name}, one word of ${count}, fits across ${art} at any size.`,
      `On ${art} the single word ${name} (${count}) can be the whole design.`,
      `Printed on ${art}, ${name} can be as big as the sheet allows: ${count} in one word.`,
      `At ${count} ${name} needs no logo on ${art}: the word is the logo.`,
    ] : [
      `A narrow typeface suits ${name} on ${art}: one word of ${count} runs long.`,
      `On ${art} ${name} reads as one solid block of ${count}.`,
      `At ${count} without a space ${name} is one long shape on ${art}.`,
    ]));
  }
  if (name.includes('&')) {
    facts.push((art) => rng.pick([
      `The '&' in ${name} reads like an old billing on ${art}.`,
      `On ${art} the '&' gives ${name} the look of a billing.`,
    ]));
  }
  const content = words.filter((w) => !SMALL_WORDS.has(w.toLowerCase()) && w.charAt(0).toLowerCase() !== w.charAt(0).toUpperCase());
  const sounds = content.map(firstSound);
  const sound = sounds.find((s, i) => s !== null && sounds.indexOf(s) !== i);
  if (sound) {
    const n = sounds.filter((s) => s === sound).length;
    const shown = sound.endsWith('-soft') ? `soft ${sound.charAt(0).toUpperCase()}` : sound.charAt(0).toUpperCase() + sound.slice(1);
    facts.push((art) => rng.pick([
      `The ${spell(n)} ${shown} sounds in ${name} set a rhythm before ${withArticle(`${place.prose} band`)} plays a note.`,
      `Said aloud the ${spell(n)} ${shown} sounds of ${name} do the work of a hook on ${art}.`,
    ]));
  }
  if (words.length >= 4 || name.length >= 28) {
    facts.push((art) => rng.pick([
      `At ${spell(words.length)} words ${name} is long for ${art} so it wants a logo that stacks them.`,
      `Fans will shorten a ${spell(words.length)}-word name like ${name} so choose the short form ${art} should carry.`,
    ]));
  } else if (words.length === 2 && letters <= 10 && !num) {
    facts.push((art) => rng.pick([
      `At ${spell(letters)} letters in two short words ${name} prints big on ${art}.`,
      `Even the smallest line of ${art} has room for ${name} in two short words.`,
    ]));
  }
  if (facts.length === 0) return null;
  const fact = rng.pick(facts);
  const artefacts = artefactsFor(place);
  const fresh = used ? artefacts.filter((a) => !used.has(`art:${a}`)) : artefacts;
  const art = rng.pick(fresh.length > 0 ? fresh : artefacts);
  used?.add(`art:${art}`);
  return fact(art);
}
