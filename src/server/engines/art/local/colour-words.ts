// Colour words as people write them in concepts, lyrics and change requests, mapped to the named
// hues the renderer can steer a palette to. Shared by the palette steering, the variation parser
// and the lyrics reader, so a word means the same colour everywhere.
import { ownEntry } from '@shared/lookup';

export const HUE_NAMES = ['red', 'orange', 'yellow', 'gold', 'green', 'teal', 'blue', 'purple', 'pink', 'brown', 'black-and-white'] as const;
export type HueName = (typeof HUE_NAMES)[number];

/** Hue in degrees, the saturation and lightness a steered palette keeps at least/at most, and a swatch. */
export const HUES: Record<HueName, { h: number; minS: number; hex: string }> = {
  red: { h: 356, minS: 0.6, hex: '#c81d25' },
  orange: { h: 26, minS: 0.65, hex: '#f07b1d' },
  yellow: { h: 52, minS: 0.7, hex: '#f2d024' },
  gold: { h: 43, minS: 0.6, hex: '#d4a017' },
  green: { h: 128, minS: 0.45, hex: '#2f9e44' },
  teal: { h: 178, minS: 0.5, hex: '#12a4a0' },
  blue: { h: 216, minS: 0.55, hex: '#1f5fbf' },
  purple: { h: 276, minS: 0.45, hex: '#7b3fbf' },
  pink: { h: 328, minS: 0.55, hex: '#e85d9c' },
  brown: { h: 24, minS: 0.4, hex: '#7a4a26' },
  'black-and-white': { h: 0, minS: 0, hex: '#808080' },
};

/** Word → hue; 'black and white' and 'b&w' are read as one word (see colourWordsIn). */
const WORDS: Record<string, HueName> = {
  red: 'red', crimson: 'red', scarlet: 'red', ruby: 'red', blood: 'red', bloody: 'red', cherry: 'red', vermilion: 'red', maroon: 'red', burgundy: 'red', 'blood-red': 'red', wine: 'red',
  orange: 'orange', amber: 'orange', tangerine: 'orange', rust: 'orange', copper: 'orange', flame: 'orange', flames: 'orange', fiery: 'orange',
  yellow: 'yellow', lemon: 'yellow', mustard: 'yellow', sunflower: 'yellow',
  gold: 'gold', golden: 'gold', gilded: 'gold', brass: 'gold',
  green: 'green', emerald: 'green', jade: 'green', olive: 'green', lime: 'green', moss: 'green', mossy: 'green', verdant: 'green', sage: 'green',
  teal: 'teal', turquoise: 'teal', aqua: 'teal', cyan: 'teal', aquamarine: 'teal',
  blue: 'blue', azure: 'blue', navy: 'blue', cobalt: 'blue', sapphire: 'blue', indigo: 'blue', cerulean: 'blue', 'sky-blue': 'blue',
  purple: 'purple', violet: 'purple', lilac: 'purple', lavender: 'purple', mauve: 'purple', plum: 'purple', amethyst: 'purple', ultraviolet: 'purple',
  pink: 'pink', rose: 'pink', magenta: 'pink', fuchsia: 'pink', blush: 'pink', coral: 'pink',
  brown: 'brown', sepia: 'brown', chocolate: 'brown', umber: 'brown', tan: 'brown',
  'black-and-white': 'black-and-white', monochrome: 'black-and-white', greyscale: 'black-and-white', grayscale: 'black-and-white', 'b&w': 'black-and-white', monochromatic: 'black-and-white',
};

export interface ColourWord {
  hue: HueName;
  /** The word as found (lower case). */
  word: string;
  /** Character offset in the text. */
  index: number;
}

/** The colour words of a text in reading order ('black and white' counts as one). */
export function colourWordsIn(text: string): ColourWord[] {
  const out: ColourWord[] = [];
  // Offsets index the text as given (the lower-cased copy has the same length for these letters).
  for (const m of text.toLowerCase().matchAll(/black\s*(?:and|&|n)\s*white|\bb\s*&\s*w\b|[a-z][a-z-]*/g)) {
    const phrase = /[\s&]/.test(m[0]) || (m[0].startsWith('black') && m[0].endsWith('white'));
    const word = phrase ? 'black-and-white' : m[0];
    const hue = ownEntry(WORDS, word);
    if (hue) out.push({ hue, word, index: m.index });
  }
  return out;
}

/** The first colour the text names, if any. */
export function leadColour(text: string): HueName | undefined {
  return colourWordsIn(text)[0]?.hue;
}

export function isHueName(value: string): value is HueName {
  return (HUE_NAMES as readonly string[]).includes(value);
}
