// What a request's words say a picture shows, read once: the time of day, the weather, the season,
// the colours and the lettering. compose.ts draws the scene from it (a night request is lit as
// night, 'teal and amber' paints both), every style paints that scene, and the alt text says what
// was drawn. Palette phrases, composition phrases and the quoted band name are not read (they say
// how the concept writer worded its colour story, not what the visitor asked for).
import type { ImageAdjustments } from '@server/engines/art/art-engine';
import { elementsInText, type AddableElement } from '../adjust';
import { colourWordsIn, type HueName } from '../colour-words';
import { pictureWords } from '../motifs';

/**
 * The title lettering a request names ('1970s bubble lettering', 'gothic blackletter'); styles
 * honour it when set, else they letter the title their own way.
 * - bubble: fat rounded, inflated letters (seventies poster, candy pop);
 * - blackletter: gothic / fraktur letters (metal, medieval);
 * - script: joined handwriting or a looping brush script;
 * - stencil: stencilled capitals with bridges (military, street);
 * - condensed: tall narrow capitals (posters, sports).
 */
export type Lettering = 'bubble' | 'blackletter' | 'script' | 'stencil' | 'condensed';

export type TimeOfDay = NonNullable<ImageAdjustments['time']>;
export type Season = 'winter' | 'spring' | 'summer' | 'autumn';

export interface RequestReading {
  time?: TimeOfDay;
  /** Weather to lay over the scene (rain streaks, snow, fog banks, lightning, clouds). */
  weather: AddableElement[];
  season?: Season;
  /** The colours named, in reading order without repeats: the first leads, the second lights. */
  colours: HueName[];
  /** A colour the words give the sky ('clear blue sky', 'a pink sky'): it leads, whatever came first. */
  sky?: HueName;
  /** A colour the words give the lights ('green lights', 'amber lamps'): it lights, it does not lead. */
  lights?: HueName;
  lettering?: Lettering;
}

const TIME: readonly [RegExp, TimeOfDay][] = [
  // A full moon or moonlight is a night's ('a wolf under a full moon' was drawn by day).
  [/\b(night|nights|night-?time|midnight|nocturnal|moonlit|moonlight|full moon|starlit|after dark|in the dark|starry|under the stars)\b/, 'night'],
  [/\b(dusk|sunset|sundown|twilight|evening|gloaming)\b/, 'dusk'],
  [/\b(dawn|sunrise|daybreak|first light|morning)\b/, 'dawn'],
  [/\b(noon|midday|daylight|daytime|high sun|broad day|afternoon|sunny)\b/, 'day'],
];

const SEASON: readonly [RegExp, Season][] = [
  [/\b(winter|wintry|snow\w*|frost\w*|frozen|icy|blizzard)\b/, 'winter'],
  [/\b(autumn|fall leaves|autumnal|harvest|october)\b/, 'autumn'],
  [/\b(spring|springtime|blossoms?|april)\b/, 'spring'],
  [/\b(summer|summertime|heatwave|july|august)\b/, 'summer'],
];

const LETTERING: readonly [RegExp, Lettering][] = [
  [/\b(bubble|bubbly|balloon|puffy|inflated)\s*(letter\w*|type|font|capitals|writing)?/, 'bubble'],
  [/\b(blackletter|black-letter|gothic letter\w*|fraktur|old english letter\w*)\b/, 'blackletter'],
  [/\b(script|cursive|handwritten|hand-written|brush lettering|signature)\b/, 'script'],
  [/\bstencil(l?ed)?\s*(letter\w*|type|capitals|font)\b/, 'stencil'],
  [/\b(condensed|compressed|narrow|tall thin)\s*(letter\w*|type|capitals|font|sans)\b/, 'condensed'],
];

function firstOf<T>(text: string, table: readonly [RegExp, T][]): T | undefined {
  let best: { value: T; at: number } | undefined;
  for (const [re, value] of table) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { value, at: m.index };
  }
  return best?.value;
}

/** What a colour word is said of, from the words right after it ('blue sky', 'green neon lights'). */
const SKY_AFTER = /^[a-z-]*(?:\s+(?:and\s+)?[a-z-]+){0,2}?\s+(?:sky|skies|heavens)\b/;
const LIGHTS_AFTER = /^[a-z-]*\s+(?:neon\s+)?(?:lights?|lamps?|lanterns?|glow|neon|beams?|headlights|windows|spotlights?|bulbs)\b/;
/** A sky named black or dark is a night sky: no hue to steer, but the time it asks for. */
const NIGHT_SKY = /\b(black|pitch-black|inky|dark|starless)\s+(sky|skies)\b/;

/** The colours of a text in the order they paint it: the sky's first, then the rest as read; and
 * which of them the words give the sky and the lights. */
function readColours(words: string): Pick<RequestReading, 'colours' | 'sky' | 'lights'> {
  const found = colourWordsIn(words);
  const after = (c: (typeof found)[number]) => words.slice(c.index);
  const sky = found.find((c) => SKY_AFTER.test(after(c)))?.hue;
  const lights = found.find((c) => c.hue !== sky && LIGHTS_AFTER.test(after(c)))?.hue;
  const colours: HueName[] = sky ? [sky] : [];
  for (const c of found) if (!colours.includes(c.hue)) colours.push(c.hue);
  return { colours, ...(sky ? { sky } : {}), ...(lights ? { lights } : {}) };
}

/** Reads a request (a concept, a studio description, an image prompt from lyrics). */
export function readRequest(text: string): RequestReading {
  const words = pictureWords(text);
  const { colours, sky, lights } = readColours(words);
  return {
    time: firstOf(words, TIME) ?? (NIGHT_SKY.test(words) ? 'night' : undefined),
    weather: elementsInText(words, ['clouds', 'fog', 'haze', 'rain', 'snow', 'lightning']),
    season: firstOf(words, SEASON),
    colours,
    ...(sky ? { sky } : {}),
    ...(lights ? { lights } : {}),
    // Lettering is read from the whole text: the concept writer's note on it follows its colour story.
    lettering: firstOf(text.toLowerCase(), LETTERING),
  };
}
