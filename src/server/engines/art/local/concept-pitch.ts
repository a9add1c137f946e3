// The concept writer's pitches of what the visitor wrote: a vibe that describes a picture, put in
// the art director's words with its place, time and weather, and a suggestion worked in as a
// sentence of its own ('add a lit window' → 'Work in a lit window', never 'Work in add a...').
import type { Rng } from '@server/lib/random';
import type { GenreGroupLabel } from '@shared/catalog/genres';
import { itemAt } from '@shared/item-at';
import { FAMILY_IMAGERY } from './concept-lexicon';
import { motifFromText } from './motifs';
import { readRequest } from './scene/request';
import { SUBJECTS } from './scene/subjects';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A vibe reads as a picture when it names a thing in a place ('a cabin in the snow'), not when it
 * lists moods ('roots, sunshine': roots music is no forest). */
export const PICTURE_WORDS = /\b(a|an|the|in|on|under|over|by|at|with|of|beneath|across|through)\b/;

const TIME_SETTING: Record<string, string> = { night: 'at night', dusk: 'at dusk', dawn: 'at dawn', day: 'in full sunshine' };
const WEATHER_SETTING: Partial<Record<string, string>> = { rain: 'in the rain', snow: 'in deep snow', fog: 'in fog', lightning: 'under a lightning storm' };
const PLACES: readonly [RegExp, string, string][] = [
  [/\b(desert|dunes?|canyon)\b/, 'in the desert', 'road'],
  [/\b(sea|ocean|coast|coastal|shore|beach|tidal|tide|flats|mudflats|estuary|cove|harbou?r|seaside)\b/, 'by the sea', 'waves'],
  [/\b(warehouses?|factory|factories|industrial|docklands?)\b/, 'among empty warehouses in the city', 'machine'],
  [/\b(city|streets?|downtown)\b/, 'in the city', 'skyline'], [/\b(forest|woods)\b/, 'in the forest', 'forest'],
  [/\bmountains?\b/, 'among the mountains', 'mountains'], [/\b(outer space|space|cosmos|galaxy|galaxies)\b/, 'in deep space', 'celestial'],
  [/\bunderwater\b/, 'underwater', 'waves'], [/\bwinter\b/, 'in winter', ''],
];

/** The art director's pitch of a picture the visitor described: the drawn thing's own phrase, then
 * the place, time and weather the words asked for ('a cabin in the snow' → 'a log cabin with smoke
 * curling from its chimney, in deep snow'). */
export function pitchOf(text: string, family: GenreGroupLabel, rng: Rng, motif = motifFromText(text)): string | undefined {
  if (!motif) return undefined;
  const subject = SUBJECTS.find((d) => d.id === motif);
  const reading = readRequest(text);
  // A scene's stock phrase that names another hour than the one asked is left out ('a dirt road
  // running to the mountains at dawn, at dusk').
  const hour = (p: string) => readRequest(p).time;
  const sceneImages = [...FAMILY_IMAGERY[family], ...Object.values(FAMILY_IMAGERY).flat()]
    .filter((p) => motifFromText(p) === motif && (!reading.time || !hour(p) || hour(p) === reading.time));
  const phrase = subject?.phrase ?? (sceneImages.length > 0 ? rng.pick(sceneImages) : undefined);
  if (!phrase) return undefined;
  const lower = text.toLowerCase();
  const place = PLACES.find(([re, , own]) => re.test(lower) && own !== motif)?.[1];
  const settings = [
    place,
    reading.time && TIME_SETTING[reading.time],
    ...reading.weather.map((w) => (w === 'snow' && place === 'in deep snow' ? undefined : WEATHER_SETTING[w])),
  ].filter((x): x is string => Boolean(x) && !phrase.includes(x as string));
  return [phrase, ...new Set(settings)].join(', ');
}

/** Leading words that ask rather than name ('please add', 'can you put', 'I'd like'). */
const ASKING = /^(?:(?:please|maybe|perhaps|also|and|just|can you|could you|would you|i want|i'd like|i would like|let's|lets|try to|try)\s+)+/;
/** Verbs that bring something in: what follows them is the thing ('add a lit window' → 'a lit window'). */
const BRINGING = /^(?:add|adding|include|including|put|putting|place|show|showing|draw|drawing|paint|feature|featuring|insert|give it|give us|have|with)\s+(?:in\s+)?/;
/** Other verbs: the suggestion is a direction ('make it darker'), quoted as one. */
const DIRECTING = /^(?:make|turn|use|keep|go|set|change|let|give|bring|move|put|remove|lose|drop|try|get|more|less)\b/;

/**
 * The user's suggestion as the concept's second sentence, so it is what the artist reads last and
 * keeps: a thing to draw ('add a single warm lit window' → 'Work in a single warm lit window') is
 * worked into the picture; a direction ('make it darker') is passed on as the visitor said it.
 */
export function suggestionSentence(suggestion: string, i: number): string {
  const asked = suggestion.replace(/\s+/g, ' ').trim().replace(/[.!?]+$/, '');
  const plain = asked.toLowerCase().replace(ASKING, '');
  const thing = plain.replace(BRINGING, '');
  if (thing !== plain || !DIRECTING.test(plain)) {
    const lead = itemAt([`Work in ${thing}`, `Bring ${thing} into the foreground`, `Build the details around ${thing}`], i % 3);
    return `${capitalise(lead)}.`;
  }
  return `As the musician asks: ${plain}.`;
}

/** The time and weather a vibe asks for, as the concept says them ('rainy midnight, neon' → ', at
 * night, in the rain'): a vibe read as a colour story is not quoted, and these would be lost. */
export function vibeSettings(vibe: string): string {
  const reading = readRequest(vibe);
  const parts = [reading.time && TIME_SETTING[reading.time], ...reading.weather.map((w) => WEATHER_SETTING[w])].filter((x): x is string => Boolean(x));
  return [...new Set(parts)].map((x) => `, ${x}`).join('');
}

/** Where a vibe sets its picture ('walking the tidal flats' → 'by the sea', 'an empty warehouse' →
 * 'among empty warehouses in the city'), so every concept of it is drawn there, not only the first. */
export function vibePlace(vibe: string): string | undefined {
  const lower = vibe.toLowerCase();
  return PLACES.find(([re]) => re.test(lower))?.[1];
}
