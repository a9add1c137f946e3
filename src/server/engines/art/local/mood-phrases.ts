// How a concept names each palette's colour story. The concept writer uses these phrases and the
// renderer recognises them, so a concept that says 'in deep-water blues' is drawn in that palette.
import type { PresetName } from './palette-presets';

export const MOOD_PHRASES: Record<PresetName, string> = {
  'cold-neon': 'washed in cold cyan and magenta neon on near-black',
  'synth-sunset': 'under an eighties sunset of magenta, violet and chrome',
  'basement-heat': 'soaked in the hot orange and red haze of a sweaty basement party',
  'funk-70s': 'in warm seventies mustard, burnt orange and purple',
  'blood-bone': 'in bone white and blood red on black',
  'frost-black': 'in frostbitten greys and black',
  'doom-ochre': 'in smoky ochre and tar black',
  'candy-pop': 'in candy pink, violet and sherbet yellow',
  'dream-haze': 'in a soft lilac and pink haze',
  'street-gold': 'in asphalt black and street-light gold',
  'concrete-purple': 'in concrete grey and ultraviolet',
  'lofi-dusk': 'in dusky blue and faded peach',
  'earth-folk': 'in earthy sage, ochre and rust',
  'dust-road': 'in sun-baked terracotta and dust',
  'midnight-brass': 'in midnight blue and brass',
  'blue-smoke': 'in smoky blues with a warm amber light',
  'soul-velvet': 'in velvet plum and warm coral',
  'rock-red': 'in cream, rock red and black',
  'garage-denim': 'in faded denim blue with one orange flash',
  'grunge-moss': 'in mossy green, mustard and rust',
  'psyche-acid': 'in acid-bright psychedelic colour',
  'post-rock-dawn': 'in the cold gold of first light',
  'punk-riot': 'in xerox black, hot pink and yellow',
  'techno-mono': 'in black and grey with one acid-yellow signal',
  'house-sunrise': 'in sunrise pink, violet and gold',
  'ambient-mist': 'in misty sage and pale grey',
  'ocean-deep': 'in deep-water blues',
  'reggae-sun': 'in sun yellow, leaf green and red',
  'classical-ivory': 'in ivory, umber and a touch of gold',
  'world-spice': 'in saffron, teal and chilli red',
  'experimental-clash': 'in clashing orange and electric blue on off-white',
  'romance-rose': 'in rose and crimson',
  toxic: 'in toxic green on black',
  ice: 'in frozen blues and white',
  desert: 'in desert terracotta and pale gold',
  'forest-night': 'under a deep green night sky',
  'rain-slate': 'in rain-grey slate with one red accent',
  'sunny-beach': 'in bright summer yellow and aqua',
  'luxury-gold': 'in black and gold',
};

/**
 * Plain wordings of the phrases that set a scene or an era of their own (a party, a decade, a
 * xerox flyer): a concept for a genre that does not wear that palette names its colours plainly,
 * so a black-metal pitch is never 'a sweaty basement party'.
 */
const PLAIN_PHRASES: Partial<Record<PresetName, string>> = {
  'basement-heat': 'in the hot orange and red of a fire in the dark',
  'synth-sunset': 'under a sunset of magenta, violet and chrome',
  'funk-70s': 'in warm mustard, burnt orange and purple',
  'punk-riot': 'in stark black, hot pink and yellow',
};

/** Every wording the renderer recognises, with its palette. */
export const ALL_MOOD_PHRASES: readonly (readonly [PresetName, string])[] = [
  ...(Object.entries(MOOD_PHRASES) as [PresetName, string][]),
  ...(Object.entries(PLAIN_PHRASES) as [PresetName, string][]),
];

/** How a concept for this genre names the palette: its own wording when the genre wears the
 * palette (`wornBy`), else the plain one where the usual wording sets a scene of its own. */
export function moodPhraseFor(name: PresetName, wornBy: boolean): string {
  return (!wornBy && PLAIN_PHRASES[name]) || MOOD_PHRASES[name];
}

/** The first palette phrase the text contains, and where it ends (a concept written by
 * composeConcepts always has one). */
export function phraseIn(text: string): { name: PresetName; end: number } | undefined {
  const lower = text.toLowerCase();
  let found: { name: PresetName; end: number; at: number } | undefined;
  for (const [name, phrase] of ALL_MOOD_PHRASES) {
    const at = lower.indexOf(phrase);
    if (at >= 0 && (!found || at < found.at)) found = { name, at, end: at + phrase.length };
  }
  return found && { name: found.name, end: found.end };
}

/** The palette whose phrase the text contains, if any. */
export function presetFromPhrase(text: string): PresetName | undefined {
  return phraseIn(text)?.name;
}

/** The colour story of a feeling the lyric reading names ('Angry mood.', 'tender and nostalgic in
 * mood'): a song's anger burns red, its grief is rain-grey, its longing a faded dusk, its joy sunlit. */
const FEELINGS: readonly [RegExp, PresetName][] = [
  [/^(angry|furious|enraged|bitter|restless|raging)$/, 'basement-heat'],
  [/^(mournful|grieving|melancholic|melancholy|sad|sorrowful|heartbroken|lonely|desolate)$/, 'rain-slate'],
  [/^(wistful|nostalgic|longing|yearning|bittersweet)$/, 'lofi-dusk'],
  [/^(euphoric|joyful|joyous|happy|carefree|playful)$/, 'sunny-beach'],
  [/^(defiant|rebellious|proud)$/, 'rock-red'],
  [/^(menacing|ominous|sinister|threatening|haunted|dark)$/, 'blood-bone'],
  [/^(jealous|envious)$/, 'toxic'],
  [/^(tender|loving|romantic|sensual|intimate)$/, 'romance-rose'],
  [/^(hopeful|uplifting|triumphant)$/, 'post-rock-dawn'],
  [/^(dreamlike|dreamy|hazy)$/, 'dream-haze'],
  [/^(calm|peaceful|serene)$/, 'ambient-mist'],
];

/** The palette of the feeling a text names as its mood ('... Mournful mood.'), if any; the first
 * feeling named leads ('tender and nostalgic' is tender). */
export function feelingPalette(text: string): PresetName | undefined {
  const m = /\b([a-z]+)(?:,? and ([a-z]+))? (?:in )?mood\b/i.exec(text);
  if (!m) return undefined;
  for (const word of [m[1], m[2]]) {
    const found = FEELINGS.find(([re]) => re.test((word ?? '').toLowerCase()));
    if (found) return found[1];
  }
  return undefined;
}
