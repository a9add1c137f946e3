// Writes cover concepts the way an art director pitches them: a subject drawn from the band
// name's own words or the genre's imagery, a composition, a colour mood from the vibe, and a
// note on the lettering. Each subject names a motif word, so the renderer draws what is written.
import type { Rng } from '@server/lib/random';
import { genreGroupOf, genreLabel } from '@shared/catalog/genres';
import { sliceText } from '@shared/contracts/common';
import { itemAt } from '@shared/item-at';
import { ownEntry } from '@shared/lookup';
import { COMPOSITIONS, FAMILY_IMAGERY, FAMILY_TYPE, WORD_IMAGERY } from './concept-lexicon';
import { motifFromText } from './motifs';
import { genrePresets, moodPreset } from './palette';
import type { PresetName } from './palette-presets';

export interface ConceptInput {
  bandName: string;
  genre: string;
  influences?: string;
  vibe?: string;
  suggestion?: string;
}

const MOOD_PHRASES: Record<PresetName, string> = {
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

/** Genres whose lettering differs from their family's. */
const GENRE_TYPE: Record<string, readonly string[]> = {
  funk: ['a fat seventies script'], soul: ['a looping script'], synthwave: ['chrome italic capitals'],
  'punk-rock': ['hand-tagged lettering'], grunge: ['scrawled marker lettering'], reggae: ['heavy poster capitals'],
  'psychedelic-rock': ['a melting script'], 'dream-pop': ['a soft looping script'], techno: ['tight technical sans'],
};

function words(name: string): string[] {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z\s-]/g, ' ').split(/[\s-]+/).filter((w) => w.length >= 2);
}

/** A word's imagery: the word itself, its singular, or a compound split into two known parts. */
function imageryFor(word: string): string[] {
  const direct = ownEntry(WORD_IMAGERY, word) ?? ownEntry(WORD_IMAGERY, word.replace(/e?s$/, ''));
  if (direct) return [...direct];
  for (let i = 3; i <= word.length - 3; i++) {
    const a = ownEntry(WORD_IMAGERY, word.slice(0, i));
    const b = ownEntry(WORD_IMAGERY, word.slice(i));
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

/** Up to `count` distinct subjects, preferring the name's imagery and distinct motifs. */
function subjects(input: ConceptInput, rng: Rng, count: number): string[] {
  const fromName = rng.shuffle(words(input.bandName).flatMap(imageryFor));
  const family = genreGroupOf(input.genre) ?? 'Other';
  const fromGenre = rng.shuffle(FAMILY_IMAGERY[family]);
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

export function composeConcepts(input: ConceptInput, rng: Rng, count = 3): string[] {
  const family = genreGroupOf(input.genre) ?? 'Other';
  const vibe = clean(input.vibe, 100);
  const influences = clean(input.influences, 100);
  const suggestion = clean(input.suggestion, 200);
  const mood = moodPreset(vibe, '') ?? rng.pick(genrePresets(input.genre));
  const moodText = MOOD_PHRASES[mood];
  const compositions = rng.shuffle(COMPOSITIONS);
  const types = ownEntry(GENRE_TYPE, input.genre) ?? FAMILY_TYPE[family];
  const name = clean(input.bandName, 80) || 'the band';
  return subjects(input, rng, count).map((subject, i) => {
    // A vibe with no colour word of its own is quoted, so it still shapes the pitch.
    const feel = vibe && !moodPreset(vibe, '') ? `, ${vibe.toLowerCase()} in spirit` : '';
    const first = `${capitalise(subject)}, ${itemAt(compositions, i % compositions.length)}, ${moodText}${feel}.`;
    if (suggestion) {
      // The user's idea leads the second sentence, so it is what the artist reads last and keeps.
      const lead = itemAt([`Work in ${suggestion}`, `Bring ${suggestion} into the foreground`, `Build the details around ${suggestion}`], i % 3);
      return `${first} ${capitalise(lead)}.`;
    }
    const nod = influences && i === 1 ? `, with a nod to ${influences}` : '';
    const typeNote = [
      `'${name}' runs big across it in ${rng.pick(types)}${nod}.`,
      `'${name}' sits in ${rng.pick(types)}, as loud as the image${nod}.`,
      `Set '${name}' in ${rng.pick(types)}, the way a ${genreLabel(input.genre).toLowerCase()} sleeve should look${nod}.`,
    ][i % 3];
    return `${first} ${typeNote}`;
  });
}
