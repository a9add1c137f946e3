// What a vibe means, read from words this file knows. Each known word or pair of words gives a
// picture of where the music lives ('strip malls' -> 'strip-mall parking lots') and, when the vibe
// word is itself an adjective a musician would use of a sound, that adjective. A description never
// claims a mood the vibe did not give: the adjective is the vibe's own word (or its plain adjective
// form, 'rain' -> 'rainy'), and a vibe with no known word gets no sentence about it.

export interface VibePiece {
  /** An adjective for the sound, from the vibe's own word; null when the word is not one. */
  readonly adj: string | null;
  /** Where the music lives, as a noun phrase. */
  readonly scene: string;
}

export interface VibeReading {
  readonly pieces: readonly VibePiece[];
}

type Entry = readonly [keys: string, adj: string | null, scene: string];

/** Two-word keys are tried before single words; single keys match a word or its start (a stem). */
const ENTRIES: readonly Entry[] = [
  ['strip mall|strip malls', null, 'strip-mall parking lots'],
  ['small town|small-town|smalltown', null, 'small-town main streets'],
  ['weed smoke|stoner|stoned|weed|bong', null, 'a smoke-filled van after the show'],
  ['last set|closing set|last call|closing time', null, 'the final song before the house lights come up'],
  ['late night|late nights|small hours|after hours|afterhours', null, 'the small hours'],
  ['desert highway|desert highways|desert road', null, 'long desert roads in the heat'],
  ['road trip|open road', null, 'a long drive with the windows down'],
  ['codeine|lean|syrup|purple drank', null, 'purple cups'],
  ['suburb|suburbs|suburbia|suburban', null, 'cul-de-sacs and garage doors'],
  ['neon', null, 'neon signs'],
  ['steel|metallic', null, 'bare steel'],
  ['money|cash|riches', null, 'money counted twice on a kitchen table'],
  ['cold|chilly', 'cold', 'breath you can see'],
  ['frozen|freezing', 'frozen', 'a lake frozen solid'],
  ['icy|ice', 'icy', 'ice on the inside of the window'],
  ['hatred|hate|hateful|spite', 'hateful', 'a grudge held for years'],
  ['bus station|bus stations|bus stop|bus stops|bus', null, 'night buses and empty shelters'],
  ['cigarette|cigarettes|smokes', null, 'cigarettes in a doorway'],
  ['haze|hazy', 'hazy', 'air gone soft with haze'],
  ['twilight|dusk|gloaming', null, 'the blue hour after sunset'],
  ['slow', 'slow', 'a tempo that takes its time'],
  ['crush', 'crushing', 'riffs that flatten a room'],
  ['heavy', 'heavy', 'riffs that flatten a room'],
  ['night|nights|nocturnal|midnight', null, 'the hours after dark'],
  ['summer', 'summery', 'long summer evenings'],
  ['warm|warmth', 'warm', 'warm air through an open window'],
  ['dream', 'dreamy', 'a radio half-heard from another room'],
  ['angry|anger|rage|furious', 'angry', 'shouting back at everything'],
  ['loud', 'loud', 'amps turned all the way up'],
  ['riff', null, 'big riffs'],
  ['sweat', 'sweaty', 'a packed, sweaty room'],
  ['desert', null, 'desert roads in the heat'],
  ['highway|freeway|interstate', null, 'long highway drives'],
  ['melanchol', 'melancholy', 'staring out of train windows'],
  ['sad|sorrow', 'sad', 'staring out of train windows'],
  ['cosmic|space|galactic|astral', 'cosmic', 'the view from orbit'],
  ['rain', 'rainy', 'rain against the window'],
  ['sunday morning|sunday mornings', null, 'a slow Sunday morning with the radio on'],
  ['sunday afternoon|sunday afternoons', null, 'Sunday afternoons with nothing planned'],
  ['sunday|sundays', null, 'a Sunday with nothing planned'],
  ['happy|happiness', 'happy', 'a room grinning at the chorus'],
  ['upbeat', 'upbeat', 'a dancefloor filling up'],
  ['dark|darkness', 'dark', 'unlit rooms'],
  ['myster', 'mysterious', 'secrets nobody explains'],
  ['gritty|grit|grime|grimy', 'gritty', 'grit under the fingernails'],
  ['urban', null, 'city streets'],
  ['city', null, 'city streets'],
  ['nostalg', 'nostalgic', 'old photographs and half-remembered summers'],
  ['ether', 'ethereal', 'voices floating above the mix'],
  ['playful', 'playful', 'a wink at the end of every line'],
  ['epic', 'epic', 'a long journey over the mountains'],
  ['lonel|lonesome|alone', 'lonely', 'one person on an empty platform'],
  ['cozy|cosy', 'cosy', 'a small room with the heating on'],
  ['haunt', 'haunting', 'a house that keeps your voice after you leave'],
  ['groov|groove|funky', 'groovy', 'a bassline you can walk to'],
  ['industrial', 'industrial', 'factory noise'],
  ['fast|speed', 'fast', 'a race to the last chord'],
  ['romant|romance|love', 'romantic', 'love letters'],
  ['heartbreak|heartbroken|breakup', 'heartbroken', 'the week after a break-up'],
  ['party', null, 'a party spilling into the street'],
  ['dance|dancing|dancefloor', null, 'a packed dancefloor'],
  ['drunk|whiskey|whisky|beer|bar', null, 'a last round at the bar'],
  ['church|gospel|hymn', null, 'a Sunday service'],
  ['ocean|sea|beach|coast', null, 'the sea at the end of the road'],
  ['forest|woods', null, 'a walk into the woods'],
  ['winter', 'wintry', 'short winter days'],
  ['autumn', 'autumnal', 'leaves piling up in the gutters'],
  ['spring', null, 'the first days of spring'],
  ['morning|sunrise|dawn', null, 'early mornings'],
  ['sunset', null, 'sunsets from a car park'],
  ['tropic', 'tropical', 'palm trees and heat'],
  ['chill', 'laid-back', 'an afternoon with nowhere to be'],
  ['mellow', 'mellow', 'an afternoon with nowhere to be'],
  ['aggress', 'aggressive', 'shouting back at everything'],
  ['brutal', 'brutal', 'riffs that flatten a room'],
  ['raw', 'raw', 'first takes with the mistakes left in'],
  ['psychedel|trippy', 'psychedelic', 'colours that will not sit still'],
  ['retro|vintage', 'retro', 'VHS tapes and old synths'],
  ['futur', 'futuristic', 'cities that have not been built yet'],
  ['moody', 'moody', 'overcast afternoons'],
  ['anxious|anxiety|nervous', 'anxious', 'a racing heart at four in the morning'],
  ['rebel|defiant', 'rebellious', 'graffiti on the school wall'],
  ['sexy|sensual|sultry', 'sultry', 'a slow dance that goes on too long'],
  ['spooky|eerie|creepy', 'eerie', 'an old house settling at night'],
  ['hope', 'hopeful', 'the light coming back after a long winter'],
  ['uplift', 'uplifting', 'hands in the air at the last chorus'],
  ['peace|calm', 'calm', 'still water'],
  ['quiet', 'quiet', 'a hushed room'],
  ['soft', 'soft', 'a hushed room'],
  ['sweet', 'sweet', 'first crushes'],
  ['bitter', 'bitter', 'words you wish you had not said'],
  ['weird|strange|odd', 'strange', 'dreams that do not add up'],
  ['wild', 'wild', 'nights nobody remembers the end of'],
  ['lazy', 'lazy', 'afternoons in a hammock'],
  ['smoky|smoke', 'smoky', 'a smoke-filled back room'],
  ['storm', 'stormy', 'a storm coming in over the hills'],
  ['fire|flame|burn', null, 'fires on the beach'],
  ['occult|witch', 'occult', 'candles and old books'],
  ['evil|wicked', 'evil', 'villains who enjoy the part'],
  ['mystic', 'mystical', 'candles and old books'],
  ['ancient', 'ancient', 'ruins on a hill'],
  ['hypnot', 'hypnotic', 'loops that pull you under'],
  ['minimal', 'minimal', 'a single loop in an empty room'],
  ['triumph', 'triumphant', 'a homecoming parade'],
  ['majest', 'majestic', 'mountains seen from a train'],
  ['tender', 'tender', 'a hand held in the back of a taxi'],
  ['fun', 'fun', 'a party spilling into the street'],
  ['joy', 'joyful', 'a room grinning at the chorus'],
  ['energ', 'energetic', 'a crowd that will not stand still'],
  ['chaos|chaotic', 'chaotic', 'a pit that never settles'],
  ['sleep', 'sleepy', 'the hour before the alarm'],
  ['glam|glitter', 'glam', 'glitter on the dressing-room floor'],
  ['wistful', 'wistful', 'old photographs and half-remembered summers'],
  ['bright', 'bright', 'sun on a clean window'],
  ['gloomy|gloom', 'gloomy', 'overcast afternoons'],
];

const PAIRS = new Map<string, VibePiece>();
const WORDS = new Map<string, VibePiece>();
const STEMS: [string, VibePiece][] = [];
for (const [keys, adj, scene] of ENTRIES) {
  const piece: VibePiece = { adj, scene };
  for (const key of keys.split('|')) {
    if (key.includes(' ')) PAIRS.set(key, piece);
    else {
      WORDS.set(key, piece);
      if (key.length >= 4) STEMS.push([key, piece]);
    }
  }
}
STEMS.sort((a, b) => b[0].length - a[0].length);

function wordPiece(word: string): VibePiece | undefined {
  const exact = WORDS.get(word) ?? (word.endsWith('s') ? WORDS.get(word.slice(0, -1)) : undefined);
  if (exact) return exact;
  if (word.length < 4) return undefined;
  for (const [stem, piece] of STEMS) if (word.startsWith(stem)) return piece;
  return undefined;
}

const cache = new Map<string, VibeReading>();

/** The vibe's known pieces, at most three, in the vibe's order; empty when nothing is known. */
export function readVibe(vibe: string | undefined): VibeReading {
  const key = (vibe ?? '').toLowerCase().trim();
  const cached = cache.get(key);
  if (cached) return cached;
  const words = key.split(/[^a-z'-]+/).map((w) => w.replace(/'/g, '')).filter(Boolean);
  const pieces: VibePiece[] = [];
  const add = (p: VibePiece | undefined) => {
    if (p && !pieces.includes(p) && !pieces.some((q) => q.scene === p.scene) && pieces.length < 3) pieces.push(p);
  };
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? PAIRS.get(`${words[i]} ${words[i + 1]}`) : undefined;
    if (pair) {
      add(pair);
      i++;
      continue;
    }
    const w = words[i]!;
    add(PAIRS.get(w.replace(/-/g, ' ')) ?? WORDS.get(w) ?? wordPiece(w.replace(/-/g, '')));
  }
  const reading: VibeReading = { pieces };
  if (cache.size > 2000) cache.clear();
  cache.set(key, reading);
  return reading;
}

/** Every adjective and scene this file can say, for the tests. */
export const VIBE_ADJECTIVES: readonly string[] = [...new Set(ENTRIES.flatMap(([, adj]) => (adj ? [adj] : [])))];
export const VIBE_SCENES: readonly string[] = [...new Set(ENTRIES.map(([, , scene]) => scene))];
