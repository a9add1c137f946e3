// Picks a cover palette: mood words in the vibe (and then the concept) win over the genre,
// because 'cold neon' should look cold whatever the genre; the genre's own colours come next.
import type { Rng } from '@server/lib/random';
import { genreGroupOf } from '@shared/catalog/genres';
import { ownEntry } from '@shared/lookup';
import { darken, luminance, shift } from './color';
import { presetFromPhrase } from './mood-phrases';
import { kinPresets } from './palette-kin';
import { PRESETS, type PalettePreset, type PresetName } from './palette-presets';
import { HUES, type HueName } from './colour-words';

export interface Palette extends PalettePreset {
  name: PresetName;
  /** A night/dark cover: titles go light. */
  dark: boolean;
  /** The colour the words or the user named ('cold blue light'), when the palette was steered to one. */
  lead?: HueName;
  /** A second colour the words named ('teal and amber'): the lights (accents) were turned to it. */
  accentHue?: HueName;
}

/**
 * The colours the request named, as inks a printmaker would mix for them (first the lead, then the
 * lights'): a style that prints in inks of its own (a linocut's spot colour, a screen print's
 * inks) prints these when they were asked for. Black and white names no ink.
 */
export function namedInks(p: Palette): string[] {
  return [p.lead, p.accentHue].filter((h): h is HueName => h !== undefined && h !== 'black-and-white').map((h) => HUES[h].hex);
}

/** Mood words → palette, with a weight so 'neon' beats 'cold' in 'cold neon'. */
const MOODS: readonly [RegExp, PresetName, number][] = [
  [/\b(neon|cyber\w*|laser|electric|hologra\w*|glitch)\b/, 'cold-neon', 3],
  [/\b(sweat\w*|basement|party|heat|hot|fire|flames?|burn\w*|warm|sauna)\b/, 'basement-heat', 3],
  [/\b(outrun|80s|eighties|vapou?r\w*|retrowave|miami)\b/, 'synth-sunset', 3],
  [/\b(70s|seventies|disco|boogie|groov\w*|retro|vintage)\b/, 'funk-70s', 2],
  [/\b(blood\w*|gore|evil|occult|demon\w*|hell\w*|grave\w*|satan\w*|death|dark)\b/, 'blood-bone', 2],
  [/\b(frost\w*|winter|snow\w*|frozen|glacier|arctic|cold|icy|ice)\b/, 'ice', 1],
  [/\b(dream\w*|haz[ey]|soft|ethereal|floating|pastel|cloud\w*)\b/, 'dream-haze', 2],
  [/\b(ocean|sea|tide|surf\w*|underwater|deep|marine|waves?)\b/, 'ocean-deep', 2],
  [/\b(forest|woods?|earth\w*|rustic|pastoral|moss\w*|rural|harvest|farm)\b/, 'earth-folk', 2],
  [/\b(gold\w*|luxur\w*|rich|money|diamond\w*|champagne|velvet rope)\b/, 'luxury-gold', 2],
  [/\b(desert|dust\w*|sand\w*|canyon|sun-?baked|arid)\b/, 'desert', 2],
  [/\b(psychedelic|acid|trippy|kaleido\w*|cosmic|lysergic|technicolou?r)\b/, 'psyche-acid', 3],
  [/\b(melanchol\w*|sad\w*|rain\w*|gr[ae]y|gloom\w*|lonely|lonesome|fog\w*|overcast)\b/, 'rain-slate', 2],
  [/\b(love|romantic|romance|hearts?|roses?|tender|valentine)\b/, 'romance-rose', 2],
  [/\b(toxic|radioactive|poison\w*|venom\w*|mutant|sludge)\b/, 'toxic', 3],
  [/\b(sunny|summer\w*|beach|tropical|bright|happy|joy\w*|sunshine)\b/, 'sunny-beach', 2],
  [/\b(midnight|nocturnal|smoky|smoke|noir|after-?hours|speakeasy)\b/, 'midnight-brass', 2],
  [/\b(candy|bubblegum|sweet|playful|cute|sugar\w*)\b/, 'candy-pop', 2],
  [/\b(street|urban|concrete|gritty|hustle|block)\b/, 'concrete-purple', 1],
  [/\b(mist\w*|calm|serene|meditat\w*|still|quiet|gentle)\b/, 'ambient-mist', 2],
  [/\b(dawn|sunrise|hope\w*|epic|vast|cinematic|soaring)\b/, 'post-rock-dawn', 2],
  [/\b(riot|rebel\w*|anarch\w*|xerox|zine)\b/, 'punk-riot', 2],
  [/\b(swamp|murk\w*|grime|rust\w*|decay\w*)\b/, 'grunge-moss', 2],
  [/\b(night\w*|moonlit|starlit)\b/, 'forest-night', 1],
];

export const GENRE_PALETTES: Record<string, readonly PresetName[]> = {
  rock: ['rock-red', 'garage-denim', 'post-rock-dawn'], 'indie-rock': ['garage-denim', 'lofi-dusk', 'earth-folk'],
  'alternative-rock': ['rain-slate', 'garage-denim'], 'post-rock': ['post-rock-dawn', 'ambient-mist'],
  'classic-rock': ['rock-red', 'desert'], 'hard-rock': ['rock-red', 'blood-bone'], 'garage-rock': ['garage-denim', 'rock-red'],
  'psychedelic-rock': ['psyche-acid'], 'blues-rock': ['blue-smoke', 'desert'], 'punk-rock': ['punk-riot'],
  'post-punk': ['rain-slate', 'techno-mono'], grunge: ['grunge-moss'],
  electronic: ['cold-neon', 'house-sunrise'], edm: ['cold-neon', 'psyche-acid'], techno: ['techno-mono'],
  house: ['house-sunrise'], ambient: ['ambient-mist', 'ocean-deep'], 'trip-hop': ['lofi-dusk', 'rain-slate'],
  synthwave: ['synth-sunset'], dubstep: ['toxic', 'cold-neon'],
  metal: ['blood-bone', 'doom-ochre'], 'heavy-metal': ['blood-bone', 'doom-ochre'], 'black-metal': ['frost-black'],
  'death-metal': ['blood-bone', 'toxic'], 'doom-metal': ['doom-ochre'], 'progressive-metal': ['ocean-deep', 'frost-black'],
  pop: ['candy-pop', 'sunny-beach'], 'indie-pop': ['dream-haze', 'sunny-beach'], 'synth-pop': ['cold-neon', 'synth-sunset', 'candy-pop'],
  'dream-pop': ['dream-haze'],
  'hip-hop': ['street-gold', 'concrete-purple'], rap: ['street-gold', 'luxury-gold'], trap: ['concrete-purple', 'toxic'],
  'lo-fi': ['lofi-dusk'],
  folk: ['earth-folk', 'forest-night'], country: ['dust-road'], americana: ['dust-road', 'desert'], bluegrass: ['earth-folk', 'dust-road'],
  jazz: ['midnight-brass'], blues: ['blue-smoke'], soul: ['soul-velvet'], funk: ['funk-70s', 'basement-heat'],
  experimental: ['experimental-clash', 'psyche-acid'], world: ['world-spice'], classical: ['classical-ivory'], reggae: ['reggae-sun'],
};

const FAMILY_PALETTES: Record<string, readonly PresetName[]> = {
  Rock: ['rock-red'], Electronic: ['cold-neon'], Metal: ['blood-bone'], Pop: ['candy-pop'], 'Hip-Hop': ['street-gold'],
  'Folk & Country': ['earth-folk'], 'Jazz & Blues': ['midnight-brass'], Other: ['experimental-clash'],
};

/** The palettes a genre uses when no mood word overrides it. */
export function genrePresets(genre: string): readonly PresetName[] {
  return ownEntry(GENRE_PALETTES, genre) ?? FAMILY_PALETTES[genreGroupOf(genre) ?? 'Other'] ?? ['rock-red'];
}

/** The mood preset that the words call for, if any: vibe words count double. */
export function moodPreset(vibe: string, concept: string): PresetName | undefined {
  let best: PresetName | undefined;
  let bestScore = 0;
  const v = vibe.toLowerCase();
  const c = concept.toLowerCase();
  for (const [re, name, weight] of MOODS) {
    const score = (re.test(v) ? weight * 2 : 0) + (re.test(c) ? weight : 0);
    if (score > bestScore) { best = name; bestScore = score; }
  }
  return best;
}

/** Words that name an hour of the night rather than a colour story. */
const NIGHT_WORDS = /\b(night\w*|midnight|moonlit|starlit|nocturnal|after-?hours)\b/g;
/** Words that name the warm low light of a day's end rather than a gold colour story. */
const GOLDEN_HOUR = /\bgolden hour\b/;

/**
 * The palette a vibe asks for, for this genre: a vibe whose only mood word is the night ('late
 * night drive', 'after midnight') gets the genre's own night (a synthwave night is neon, a hip-hop
 * one black and gold, a folk one the forest's green), not one genre's night for all; a vibe that
 * names a colour story ('cold neon', 'sunny', 'icy') keeps it; 'golden hour' is the genre's own daylight.
 */
export function vibePreset(vibe: string, genre: string): PresetName | undefined {
  const asked = moodPreset(vibe, '');
  const lower = vibe.toLowerCase();
  const own = [...genrePresets(genre), ...kinPresets(genre)];
  // 'Golden hour' is the genre's own daylight at its warmest (a reggae rooftop session was black and gold).
  if (asked && GOLDEN_HOUR.test(lower) && !moodPreset(lower.replace(GOLDEN_HOUR, ' '), '')) return own.find((p) => !isDarkPreset(p)) ?? asked;
  if (!asked || moodPreset(lower.replace(NIGHT_WORDS, ' '), '')) return asked;
  return own.find(isDarkPreset) ?? asked;
}

/** Genres whose covers are dark and heavy whatever the words: low light, massive shapes. */
const HEAVY_GENRES: ReadonlySet<string> = new Set(['doom-metal', 'black-metal', 'death-metal']);

export function isHeavyGenre(genre: string): boolean {
  return HEAVY_GENRES.has(genre);
}

/** Club genres happen at night: their pictures are night, neon and the club unless the words ask
 * for another hour (a techno band called 'Glass Cathedral' got a white church on a hill at sunrise). */
const CLUB_GENRES: ReadonlySet<string> = new Set(['electronic', 'edm', 'techno', 'house', 'dubstep']);

export function isClubGenre(genre: string): boolean {
  return CLUB_GENRES.has(genre);
}

/** A night palette: its sky is dark, so its titles go light. */
export function isDarkPreset(name: PresetName): boolean {
  const { sky } = PRESETS[name];
  return (luminance(sky[0]) + luminance(sky[1])) / 2 < 0.18;
}

/** Season and place words that set the light of the whole picture: a cabin in the snow is cold,
 * whatever the genre's usual colours (a heavy genre gets the dark version of that light). */
const SEASONS: readonly [RegExp, PresetName, PresetName][] = [
  [/\b(snow\w*|winter\w*|frozen|frost\w*|icy|ice|arctic|blizzard|tundra|polar|glacier|iceberg)\b/, 'ice', 'frost-black'],
  [/\b(desert\w*|dunes?|canyon|arid|badlands|cactus|cacti)\b/, 'desert', 'doom-ochre'],
  [/\b(underwater|deep sea|ocean floor|sea ?floor|jellyfish|whale)\b/, 'ocean-deep', 'ocean-deep'],
  [/\b(autumn|fall leaves|harvest)\b/, 'earth-folk', 'doom-ochre'],
  [/\b(tropic\w*|palm trees?|island)\b/, 'sunny-beach', 'toxic'],
];

export function seasonPreset(concept: string, genre: string): PresetName | undefined {
  const lower = concept.toLowerCase();
  const hit = SEASONS.find(([re]) => re.test(lower));
  return hit && (isHeavyGenre(genre) ? hit[2] : hit[1]);
}

/** A heavy genre's palette stays dark: a light one (a user's 'ice', a template-free mood) is
 * taken down to a low-lit version of itself, its accents kept for the glint. */
export function heavyPalette(p: Palette): Palette {
  if (p.dark) return p;
  const d = (c: string, k: number) => darken(c, k);
  return { ...p, sky: [d(p.sky[0], 0.82), d(p.sky[1], 0.7)], ground: [d(p.ground[0], 0.6), d(p.ground[1], 0.7), d(p.ground[2], 0.8)], dark: true };
}

export function choosePalette(genre: string, vibe: string, concept: string, rng: Rng): Palette {
  const chosen = chooseLight(genre, vibe, concept, rng);
  return isHeavyGenre(genre) ? heavyPalette(chosen) : chosen;
}

function chooseLight(genre: string, vibe: string, concept: string, rng: Rng): Palette {
  const fromGenre = genrePresets(genre);
  // A concept that names its colour story ('in deep-water blues') is drawn in it: the picture
  // follows the sentence the user chose. Else a vibe mood wins; a concept's mood words win half
  // the time, so concepts still vary covers.
  const phrased = presetFromPhrase(concept);
  const vibeMood = vibe ? vibePreset(vibe, genre) : undefined;
  // The quoted band name is not the picture's mood: 'Electric Ossuary' is no neon.
  const conceptMood = moodPreset('', concept.replace(/(^|[\s(])'[^']+'(?=[\s,.;:!?)]|$)/g, ' '));
  const season = seasonPreset(concept, genre);
  const name = phrased ?? vibeMood ?? season ?? (conceptMood && rng.chance(0.5) ? conceptMood : rng.pick(fromGenre));
  return fromPreset(name, rng);
}

/** A preset with a small seeded hue drift, so two covers of one palette are not identical in colour. */
export function fromPreset(name: PresetName, rng: Rng): Palette {
  const base: PalettePreset = PRESETS[name];
  const dh = (rng.next() - 0.5) * 14;
  const tweak = (c: string) => shift(c, dh);
  return {
    name,
    sky: [tweak(base.sky[0]), tweak(base.sky[1])],
    ground: [tweak(base.ground[0]), tweak(base.ground[1]), tweak(base.ground[2])],
    accent: tweak(base.accent),
    accent2: tweak(base.accent2),
    ink: base.ink,
    paper: base.paper,
    dark: isDarkPreset(name),
  };
}
