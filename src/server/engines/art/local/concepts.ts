// Writes cover concepts the way an art director pitches them: a subject drawn from the band
// name's own words or the genre's imagery, a composition, a colour mood from the vibe, and a
// note on the lettering. Each subject names a motif word, so the renderer draws what is written.
import type { Rng } from '@server/lib/random';
import { withArticle } from '@server/engines/text/local/english';
import { GENRE_GROUPS, genreGroupOf, genreLabel, type GenreGroupLabel } from '@shared/catalog/genres';
import { sliceText } from '@shared/contracts/common';
import { itemAt } from '@shared/item-at';
import { ownEntry } from '@shared/lookup';
import { COMPOSITIONS, FAMILY_IMAGERY, FAMILY_TYPE, WORD_IMAGERY } from './concept-lexicon';
import { companionFromText, motifFromText, pictureWords } from './motifs';
import { settingInText } from './scene/subject-scene';
import { PICTURE_WORDS, pitchOf, suggestionSentence, vibePlace, vibeSettings } from './concept-pitch';
import { readRequest } from './scene/request';
import { SUBJECTS } from './scene/subjects';
import { toRgb, type Rgb } from './color';
import { moodPhraseFor } from './mood-phrases';
import { genrePresets, isClubGenre, isDarkPreset, isHeavyGenre, moodPreset, vibePreset } from './palette';
import { kinPresets } from './palette-kin';
import { PRESETS, type PresetName } from './palette-presets';

export interface ConceptInput {
  bandName: string;
  genre: string;
  influences?: string;
  vibe?: string;
  suggestion?: string;
}


/** Genres whose lettering differs from their family's. */
const GENRE_TYPE: Record<string, readonly string[]> = {
  funk: ['a fat seventies script'], soul: ['a looping script'], synthwave: ['chrome italic capitals'],
  'punk-rock': ['hand-tagged lettering'], grunge: ['scrawled marker lettering'], reggae: ['heavy poster capitals'],
  'psychedelic-rock': ['a melting script'], 'dream-pop': ['a soft looping script'], techno: ['tight technical sans'],
};

function words(name: string): string[] {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z\s-]/g, ' ').split(/[\s-]+/).filter((w) => w.length >= 2);
}

/** A word's images: the lexicon's, else the library subject it names ('Ravens' → the raven's pitch). */
function imageOf(word: string): readonly string[] | undefined {
  const own = ownEntry(WORD_IMAGERY, word);
  if (own) return own;
  if (word.length < 3) return undefined;
  const subject = SUBJECTS.find((s) => s.words.includes(word));
  return subject ? [subject.phrase] : undefined;
}

/** A word's imagery: the word itself, its singular, or a compound split into two known parts. */
function imageryFor(word: string): string[] {
  const direct = imageOf(word) ?? imageOf(word.replace(/e?s$/, ''));
  if (direct) return [...direct];
  for (let i = 3; i <= word.length - 3; i++) {
    const a = imageOf(word.slice(0, i));
    const b = imageOf(word.slice(i));
    if (a || b) return [...(a ?? []), ...(b ?? [])];
  }
  return [];
}

function clean(text: string | undefined, max: number): string {
  return sliceText((text ?? '').replace(/\s+/g, ' ').trim().replace(/[.!?;,\s]+$/, ''), max);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Scenes that set a genre's mood of their own: a name's word may not bring them to another
 * family's cover ('Electric Ossuary' is a doom band, not a synthwave sunset). */
const GENRE_SCENES: Partial<Record<string, readonly GenreGroupLabel[]>> = { grid: ['Electronic', 'Pop'] };

/** A name's image fits the genre unless it is a scene another family owns. */
function fitsGenre(image: string, family: GenreGroupLabel): boolean {
  const owners = ownEntry(GENRE_SCENES, motifFromText(image) ?? '');
  return !owners || owners.includes(family);
}

/** Whether the concepts of a request are set at night for its genre (the vibe names no hour). */
function clubNight(input: ConceptInput): boolean {
  return isClubGenre(input.genre) && !readRequest(input.vibe ?? '').time;
}

/** The hour every concept of a request is set at: the vibe's, else a club genre's night. */
function wantedHour(input: ConceptInput): string | undefined {
  return readRequest(input.vibe ?? '').time ?? (clubNight(input) ? 'night' : undefined);
}

/** An image that names another hour than the one asked does not fit ('a mast blinking red against
 * the dusk' for a late-night club). */
function fitsHour(image: string, hour: string | undefined): boolean {
  const own = readRequest(image).time;
  return !hour || !own || own === hour;
}

/** Up to `count` distinct subjects, preferring the name's imagery and distinct motifs. */
function subjects(input: ConceptInput, rng: Rng, count: number): string[] {
  const family = genreGroupOf(input.genre) ?? 'Other';
  const hour = wantedHour(input);
  // The genre and vibe set the mood; a name's words add a subject only where it fits the genre.
  const fromName = rng.shuffle(words(input.bandName).flatMap(imageryFor).filter((image) => fitsGenre(image, family) && fitsHour(image, hour)));
  const fromGenre = rng.shuffle(FAMILY_IMAGERY[family].filter((image) => fitsHour(image, hour)));
  const chosen: string[] = [];
  const motifs = new Set<string>();
  for (const pass of [true, false]) {
    for (const s of [...fromName, ...fromGenre]) {
      if (chosen.length >= count) break;
      const m = motifFromText(s) ?? s;
      if (chosen.includes(s) || (pass && motifs.has(m))) continue;
      chosen.push(s);
      motifs.add(m);
    }
  }
  // More concepts than images: reuse subjects; each gets its own composition and type note.
  for (let i = 0; chosen.length < count && fromGenre.length > 0; i++) chosen.push(itemAt(fromGenre, i % fromGenre.length));
  return chosen;
}

/** A palette as the eye takes it in at a glance: the mean colour of its sky and of its ground. */
function look(name: PresetName): { sky: Rgb; ground: Rgb } {
  const p = PRESETS[name];
  const mean = (hexes: readonly string[]): Rgb => {
    const rgbs = hexes.map(toRgb);
    const channel = (c: 0 | 1 | 2) => rgbs.reduce((sum, rgb) => sum + rgb[c], 0) / rgbs.length;
    return [channel(0), channel(1), channel(2)];
  };
  return { sky: mean(p.sky), ground: mean(p.ground) };
}

/** Roughly the mean pixel difference (0..1) of one scene drawn in the two palettes: sky against
 * sky, ground against ground, channel by channel. */
function lookDistance(a: PresetName, b: PresetName): number {
  const x = look(a);
  const y = look(b);
  const channels = (p: Rgb, q: Rgb) => (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2])) / (3 * 255);
  return (channels(x.sky, y.sky) + channels(x.ground, y.ground)) / 2;
}

/** Light palettes that still suit each family, tried before any palette at all: most genre palettes are dark. */
const FAMILY_DAYLIGHT: Record<GenreGroupLabel, readonly PresetName[]> = {
  Rock: ['desert', 'post-rock-dawn', 'garage-denim', 'dust-road'],
  Electronic: ['ambient-mist', 'house-sunrise', 'psyche-acid'],
  Metal: ['ice', 'classical-ivory', 'rain-slate', 'desert'],
  Pop: ['sunny-beach', 'dream-haze', 'candy-pop', 'house-sunrise'],
  'Hip-Hop': ['dust-road', 'lofi-dusk', 'sunny-beach'],
  'Folk & Country': ['dust-road', 'desert', 'ambient-mist', 'post-rock-dawn'],
  'Jazz & Blues': ['classical-ivory', 'funk-70s', 'world-spice'],
  Other: ['experimental-clash', 'world-spice', 'classical-ivory'],
};

/** Palettes that are a family's signature: another family's covers take them only from its own
 * genre lists (reggae is never washed in synthwave neon as a last resort). */
const GENRE_PALETTES: Partial<Record<PresetName, readonly GenreGroupLabel[]>> = { 'cold-neon': ['Electronic', 'Pop'], 'synth-sunset': ['Electronic', 'Pop'] };

/** A look distance past which two pictures read as different colour stories. */
const CLEARLY_DIFFERENT = 0.25;
/** A genre's own colour stories are taken down to this distance before another world's: subject
 * and composition already set its concepts apart, and a sunlit reggae sleeve beside a frozen-blue
 * one reads as two bands. */
const DIFFERENT_ENOUGH = 0.15;

/**
 * One colour story per concept, so three concepts are three different pictures: the first is the
 * vibe's (or the genre's), the others the genre's own and its kin (palettes of the same mood,
 * palette-kin.ts) that look clearly different from those already chosen, then that look different
 * enough, and only then any palette that looks clearly different.
 */
function distinctMoods(first: PresetName, genre: string, rng: Rng, count: number): PresetName[] {
  const group = genreGroupOf(genre) ?? 'Other';
  const family = GENRE_GROUPS.find((g) => g.label === group)?.genres ?? [];
  const kin = [...new Set<PresetName>([...rng.shuffle(genrePresets(genre)), ...rng.shuffle(kinPresets(genre))])];
  const pool = [...new Set<PresetName>([
    ...kin,
    ...rng.shuffle(family.flatMap((g) => [...genrePresets(g)])),
    ...rng.shuffle(FAMILY_DAYLIGHT[group]),
    ...rng.shuffle((Object.keys(PRESETS) as PresetName[]).filter((name) => !ownEntry(GENRE_PALETTES, name) || ownEntry(GENRE_PALETTES, name)?.includes(group))),
  ])];
  // A heavy genre's covers are dark whatever palette they get, so its concepts differ by the hue
  // of their darkness (blood red, frost blue, toxic green), not by light palettes taken down to murk.
  const usable = isHeavyGenre(genre) ? pool.filter(isDarkPreset) : pool;
  const chosen = [first];
  while (chosen.length < count) {
    const open = usable.filter((c) => !chosen.includes(c));
    const gap = (c: PresetName) => Math.min(...chosen.map((k) => lookDistance(c, k)));
    const widest = (list: PresetName[]) => list.reduce((a, b) => (gap(b) > gap(a) ? b : a), itemAt(list, 0));
    const own = open.filter((c) => kin.includes(c));
    // The third carries the name on the first's edge: it takes the other side of light and dark
    // where the genre's world has one, since two night pictures read alike whatever their hue.
    const across = own.filter((c) => chosen.length !== 2 || isDarkPreset(c) !== isDarkPreset(first));
    const enough = (list: PresetName[]) => {
      const best = list.length > 0 ? widest(list) : undefined;
      return best && gap(best) >= DIFFERENT_ENOUGH ? best : undefined;
    };
    const next = across.find((c) => gap(c) >= CLEARLY_DIFFERENT)
      ?? own.find((c) => gap(c) >= CLEARLY_DIFFERENT)
      ?? enough(across)
      ?? enough(own)
      ?? open.find((c) => gap(c) >= CLEARLY_DIFFERENT)
      ?? widest(open);
    chosen.push(next);
  }
  return chosen;
}

/**
 * The third concept carries the name on the first one's edge, so where the request leaves the
 * hour open it is set at the other end of the day: a night if the first reads as day, broad
 * daylight if the first is a night or painted dark. Every style paints a night dark and a day light, where a
 * palette alone barely shows in a graphite sketch or through fog. A heavy genre stays dark.
 */
function hourTurn(input: ConceptInput, chosen: readonly string[], moods: readonly PresetName[], pictured: string | undefined): string {
  const third = chosen[2];
  if (pictured || third === undefined || wantedHour(input) || isHeavyGenre(input.genre) || readRequest(third).time) return '';
  const firstHour = readRequest(chosen[0] ?? '').time;
  const firstDark = firstHour ? firstHour === 'night' : isDarkPreset(itemAt(moods, 0));
  return firstDark ? ', in broad daylight' : ', at night';
}

/** Places in each family's world, where a standing subject of the second and third concepts is
 * set when the request names no place: a different ground under each sleeve (a skyline, a shore,
 * a ridge) sets them apart at a glance as much as their colours. */
const WORLD_SETTINGS: Record<GenreGroupLabel, readonly string[]> = {
  Rock: ['in the city', 'in the desert', 'among the mountains'],
  Electronic: ['in the city', 'by the sea', 'in the desert'],
  Metal: ['among the mountains', 'in the woods', 'in the snow'],
  Pop: ['by the sea', 'in the city', 'on the hills'],
  'Hip-Hop': ['in the city', 'by the sea', 'in the desert'],
  'Folk & Country': ['in the woods', 'on the hills', 'among the mountains'],
  'Jazz & Blues': ['in the city', 'by the sea', 'on the hills'],
  Other: ['by the sea', 'in the desert', 'among the mountains'],
};

/** The world setting of the i-th concept, for a library subject that stands in a landscape and
 * whose own words set no scene; a scene, an object in its pool of light, or a boat keeps its own. */
function worldSetting(subject: string, family: GenreGroupLabel, i: number): string | undefined {
  const motif = motifFromText(subject);
  const def = SUBJECTS.find((d) => d.id === motif);
  if (!def || def.place !== 'ground' || settingInText(pictureWords(subject))) return undefined;
  return itemAt(WORLD_SETTINGS[family], i);
}

/** Scenes a vibe names as a place to draw, not a mood: a road, a skyline, the sea, a forest, mountains. */
const LANDSCAPE_VIBES: ReadonlySet<string> = new Set(['road', 'skyline', 'waves', 'forest', 'mountains', 'lighthouse']);

/** Compositions by the size they give the subject. */
const BIG = COMPOSITIONS.filter((c) => /monumental|cropped tight/.test(c));
const SMALL = COMPOSITIONS.filter((c) => /vast sky|enormous horizon/.test(c));

/**
 * Six compositions in an order that sets the first and third concepts apart in scale (one
 * subject monumental or cropped tight, the other small under a vast sky), since those two carry
 * the name on the same edge; the second takes one of the others.
 */
function contrastingCompositions(rng: Rng): string[] {
  const big = rng.shuffle(BIG);
  const small = rng.shuffle(SMALL);
  const rest = rng.shuffle(COMPOSITIONS.filter((c) => !BIG.includes(c) && !SMALL.includes(c)));
  const [first, third] = rng.chance(0.5) ? [big, small] : [small, big];
  const order = [itemAt(first, 0), itemAt(rest, 0), itemAt(third, 0)];
  return [...order, ...COMPOSITIONS.filter((c) => !order.includes(c))];
}

export function composeConcepts(input: ConceptInput, rng: Rng, count = 3): string[] {
  const family = genreGroupOf(input.genre) ?? 'Other';
  const vibe = clean(input.vibe, 100);
  const influences = clean(input.influences, 100);
  const suggestion = clean(input.suggestion, 200);
  // A suggestion that names something to draw ('a cabin in the snow') is what the user wants to
  // see: it is the subject of every concept, which then differ in composition and colour story.
  const pictured = suggestion && motifFromText(suggestion) ? suggestion : undefined;
  // The vibe's colours, else the suggestion's setting ('snow' is cold); a heavy genre keeps to dark ones.
  const asked = vibePreset(vibe, input.genre) ?? (pictured ? moodPreset('', pictured) : undefined);
  const mood = asked && (!isHeavyGenre(input.genre) || isDarkPreset(asked)) ? asked : rng.pick(genrePresets(input.genre));
  const compositions = contrastingCompositions(rng);
  const types = ownEntry(GENRE_TYPE, input.genre) ?? FAMILY_TYPE[family];
  const name = clean(input.bandName, 80) || 'the band';
  // A short vibe that names something to draw ('a cabin in the snow') is the first concept's subject:
  // the first concept is the one a visitor's cover is drawn from.
  // It is pitched in the art director's words, never pasted in as written.
  // A vibe without those small words still describes a picture when it names a thing or a
  // landscape to draw ('lonely highway motel', 'desert highway'); a mood that only sounds like a
  // scene ('cold neon', 'sweaty basement party') stays a mood.
  const describes = PICTURE_WORDS.test(vibe.toLowerCase()) || LANDSCAPE_VIBES.has(String(motifFromText(vibe) ?? '')) || SUBJECTS.some((d) => d.id === motifFromText(vibe));
  const vibeSubject = !pictured && vibe.length <= 60 && describes ? pitchOf(vibe, family, rng) : undefined;
  // A second thing the vibe names is the second concept's subject ('candles in a small stone
  // chapel': a candle, then the chapel), before anything of the name or the genre.
  const vibeMotif = vibeSubject ? motifFromText(vibe) : undefined;
  const companion = vibeMotif ? companionFromText(vibe, vibeMotif) : undefined;
  const companionPitch = companion ? pitchOf(vibe, family, rng, companion) : undefined;
  const fromVibe = [vibeSubject, companionPitch].filter((x): x is string => Boolean(x));
  const chosen = pictured
    ? Array.from({ length: count }, () => pictured)
    : [...fromVibe, ...subjects(input, rng, count - fromVibe.length)].slice(0, count);
  // The vibe's place is every concept's setting: the tidal flats, the warehouse, the coast.
  const place = pictured ? undefined : vibePlace(vibe);
  const placed = (subject: string, i: number) => {
    if (place) return subject.toLowerCase().includes(place) ? subject : `${subject}, ${place}`;
    const own = i > 0 ? worldSetting(subject, family, i) : undefined;
    return own ? `${subject}, ${own}` : subject;
  };
  const moods = distinctMoods(mood, input.genre, rng, count);
  // Palettes the genre's family wears, or the visitor asked for, keep their scene-setting wording.
  const worn = new Set([...(GENRE_GROUPS.find((g) => g.label === family)?.genres ?? []).flatMap((g) => genrePresets(g)), ...genrePresets(input.genre), ...kinPresets(input.genre)]);
  if (asked) worn.add(asked);
  // The name sits at the top of one concept and at the foot of the next, so the three sleeves
  // are laid out differently as well as painted differently (the renderer reads where it goes).
  const topFirst = rng.chance(0.5);
  const turn = hourTurn(input, chosen, moods, pictured);
  return chosen.map((subject, i) => {
    const preset = itemAt(moods, i);
    const moodText = moodPhraseFor(preset, worn.has(preset));
    // A vibe with no colour word of its own is quoted, so it still shapes the pitch (as a mood,
    // in words that name nothing to draw: 'in spirit' would draw a ghost).
    // A vibe that is already a setting ('at noon', 'in thick fog') is said as one, not 'at noon in mood'.
    // A vibe pitched as the first concept's picture still sets the others' hour and weather
    // ('rainy night in the city': every sleeve is a rainy night), said once.
    const own = (x: string) => !readRequest(subject).time || !/^, (at|in full|in broad)/.test(x);
    const carried = vibeSubject && i > 0 ? vibeSettings(vibe).split(/(?=, )/).filter((x) => x && own(x) && !subject.toLowerCase().includes(x.slice(2))).join('') : '';
    const feel = !vibe ? '' : vibeSubject ? carried : moodPreset(vibe, '') ? vibeSettings(vibe) : /^(at|in|under|during|on)\b/i.test(vibe) ? `, ${vibe.toLowerCase()}` : `, ${vibe.toLowerCase()} in mood`;
    const night = clubNight(input) && !readRequest(subject).time && !pictured ? ', at night' : '';
    const hour = i === 2 ? turn : '';
    const first = `${capitalise(placed(subject, i))}, ${itemAt(compositions, i % compositions.length)}, ${moodText}${feel}${night}${hour}.`;
    if (suggestion && !pictured) return `${first} ${suggestionSentence(suggestion, i)}`;
    const nod = influences && i === 1 ? `, with a nod to ${influences}` : '';
    const edge = (i % 2 === 0) === topFirst ? 'top' : 'foot';
    const typeNote = [
      `'${name}' runs big across the ${edge} in ${rng.pick(types)}${nod}.`,
      `'${name}' sits along the ${edge} in ${rng.pick(types)}, as loud as the image${nod}.`,
      `Set '${name}' across the ${edge} in ${rng.pick(types)}, the way ${withArticle(genreLabel(input.genre).toLowerCase())} sleeve should look${nod}.`,
    ][i % 3];
    return `${first} ${typeNote}`;
  });
}
