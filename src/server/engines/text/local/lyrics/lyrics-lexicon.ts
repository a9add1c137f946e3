// What the lyrics reader recognises: things an image can show, the time and weather they are in,
// and the feelings words carry. Each drawable subject uses the renderer's own motif or weather
// words (art/local/motifs.ts, adjust.ts), so the prompt written from it is drawn as read.
import { EVERYDAY_THINGS } from './lyrics-things';

export type ImageryKind = 'landmark' | 'place' | 'sky' | 'weather' | 'thing' | 'figure';

export interface ImageryEntry {
  /** The subject as the prompt names it. */
  subject: string;
  kind: ImageryKind;
  /** Higher leads the picture: a lighthouse is the subject, the sea its setting. */
  weight: number;
  /** The place it sets the scene in ('by the sea'), for places and landmarks. */
  place?: string;
}

const e = (subject: string, kind: ImageryKind, weight: number, place?: string): ImageryEntry => ({ subject, kind, weight, place });

/** Word (lower case, singular and plural listed) → what it shows. */
export const IMAGERY: Record<string, ImageryEntry> = {
  ...EVERYDAY_THINGS,
  lighthouse: e('a lighthouse', 'landmark', 6, 'on a rocky coast'), lighthouses: e('a lighthouse', 'landmark', 6, 'on a rocky coast'), beacon: e('a lighthouse', 'landmark', 5, 'on a rocky coast'),
  sea: e('the sea', 'place', 3, 'by the sea'), ocean: e('the ocean', 'place', 3, 'by the sea'), waves: e('waves', 'place', 3, 'by the sea'), wave: e('waves', 'place', 3, 'by the sea'), tide: e('the tide', 'place', 3, 'by the sea'), shore: e('the shore', 'place', 3, 'by the sea'), harbour: e('a harbour', 'place', 3, 'by the sea'), harbor: e('a harbor', 'place', 3, 'by the sea'), beach: e('a beach', 'place', 3, 'by the sea'),
  river: e('a river', 'place', 3, 'by a river'), lake: e('a lake', 'place', 3, 'by a lake'),
  city: e('a city skyline', 'place', 4, 'in the city'), streets: e('city streets', 'place', 4, 'in the city'), street: e('a city street', 'place', 4, 'in the city'), skyline: e('a city skyline', 'place', 4, 'in the city'), towers: e('towers', 'place', 4, 'in the city'), rooftops: e('rooftops', 'place', 4, 'in the city'), neon: e('neon signs', 'thing', 3, 'in the city'),
  road: e('an open road', 'place', 4, 'on the road'), highway: e('a highway', 'place', 4, 'on the road'), freeway: e('a freeway', 'place', 4, 'on the road'), motel: e('a roadside motel', 'place', 4, 'on the road'),
  mountain: e('mountains', 'place', 4, 'in the mountains'), mountains: e('mountains', 'place', 4, 'in the mountains'), peaks: e('mountain peaks', 'place', 4, 'in the mountains'), cliffs: e('cliffs', 'place', 3, 'on the cliffs'), valley: e('a valley', 'place', 3, 'in a valley'),
  forest: e('a forest', 'place', 4, 'in the forest'), woods: e('the woods', 'place', 4, 'in the woods'), trees: e('trees', 'place', 3, 'among trees'), pines: e('pines', 'place', 3, 'among pines'), tree: e('a tree', 'place', 3, 'under a tree'),
  desert: e('a desert', 'place', 4, 'in the desert'), garden: e('a garden', 'place', 3, 'in a garden'),
  moon: e('the moon', 'sky', 3), moonlight: e('moonlight', 'sky', 3), sun: e('the sun', 'sky', 3), sunset: e('a sunset', 'sky', 3), sunrise: e('a sunrise', 'sky', 3), stars: e('stars', 'sky', 2), star: e('a star', 'sky', 2), sky: e('the sky', 'sky', 1), planet: e('a planet', 'sky', 3), galaxy: e('a galaxy', 'sky', 3),
  storm: e('a storm', 'weather', 3), storms: e('storms', 'weather', 3), thunder: e('thunder', 'weather', 3), lightning: e('lightning', 'weather', 3), rain: e('rain', 'weather', 2), snow: e('snow', 'weather', 2), fog: e('fog', 'weather', 2), mist: e('mist', 'weather', 2), clouds: e('clouds', 'weather', 2), wind: e('wind', 'weather', 1),
  fire: e('fire', 'thing', 3), flames: e('flames', 'thing', 3), flame: e('a flame', 'thing', 2), candle: e('a candle', 'thing', 2), smoke: e('smoke', 'thing', 2), ashes: e('ashes', 'thing', 2),
  rose: e('a rose', 'thing', 3), roses: e('roses', 'thing', 3), flower: e('a flower', 'thing', 3), flowers: e('flowers', 'thing', 3),
  record: e('a vinyl record', 'thing', 3), vinyl: e('a vinyl record', 'thing', 3), radio: e('a radio', 'thing', 2), guitar: e('a guitar', 'thing', 2),
  ship: e('a ship', 'thing', 3), boat: e('a boat', 'thing', 3), train: e('a train', 'thing', 3), car: e('a car', 'thing', 2), bridge: e('a bridge', 'thing', 3), church: e('a church', 'thing', 3), house: e('a house', 'thing', 2), window: e('a window', 'thing', 2), mirror: e('a mirror', 'thing', 2), heart: e('a heart', 'thing', 2), machine: e('a machine', 'thing', 3), factory: e('a factory', 'place', 3, 'in a factory'), gears: e('gears', 'thing', 3),
  eye: e('an eye', 'figure', 3), eyes: e('eyes', 'figure', 3), hand: e('a hand', 'figure', 3), hands: e('hands', 'figure', 3), crowd: e('a crowd', 'figure', 3), dancers: e('dancers', 'figure', 3), ghost: e('a ghost', 'figure', 2), wolf: e('a wolf', 'figure', 2), owl: e('an owl', 'figure', 2), owls: e('owls', 'figure', 2), fox: e('a fox', 'figure', 2), deer: e('a deer', 'figure', 2), horse: e('a horse', 'figure', 2), horses: e('horses', 'figure', 2), moth: e('a moth', 'figure', 2), moths: e('moths', 'figure', 2), birds: e('birds', 'figure', 2), bird: e('a bird', 'figure', 2), crow: e('a crow', 'figure', 2), raven: e('a raven', 'figure', 2),
};

export const TIME_WORDS: Record<string, string> = {
  night: 'at night', tonight: 'at night', midnight: 'at midnight', nights: 'at night', dark: 'in the dark', darkness: 'in the dark',
  dawn: 'at dawn', sunrise: 'at dawn', morning: 'in the morning', daybreak: 'at dawn',
  dusk: 'at dusk', sunset: 'at sunset', evening: 'in the evening', twilight: 'at twilight',
  noon: 'at noon', daylight: 'in daylight', summer: 'in summer', winter: 'in winter', autumn: 'in autumn', fall: 'in autumn', spring: 'in spring',
};

export const WEATHER_WORDS: Record<string, string> = {
  storm: 'in a storm', storms: 'in a storm', stormy: 'in a storm', thunder: 'in a thunderstorm', lightning: 'in a thunderstorm', tempest: 'in a storm',
  rain: 'in the rain', raining: 'in the rain', rainy: 'in the rain', snow: 'in the snow', snowing: 'in the snow', fog: 'in fog', foggy: 'in fog', mist: 'in mist', misty: 'in mist', wind: 'in the wind', windy: 'in the wind',
};

/** Feeling words → the mood they carry. */
export const MOOD_WORDS: Record<string, string> = {
  // 'empty bottles', 'nobody can stop us', 'quiet in the kitchen' are not loneliness: only the words that say it, and
  // the phrases in LONELY_PHRASE.
  lonely: 'lonely', alone: 'lonely', lonesome: 'lonely', solitude: 'lonely', loneliness: 'lonely',
  sad: 'melancholic', sorrow: 'melancholic', tears: 'melancholic', cry: 'melancholic', crying: 'melancholic', grief: 'melancholic', mourn: 'melancholic', lost: 'melancholic', fading: 'melancholic', goodbye: 'melancholic', gone: 'melancholic', broken: 'melancholic',
  hope: 'hopeful', hoping: 'hopeful', rise: 'hopeful', tomorrow: 'hopeful', believe: 'hopeful', shine: 'hopeful', saved: 'hopeful', guide: 'hopeful',
  rage: 'angry', anger: 'angry', hate: 'angry', fury: 'angry', scream: 'angry', burn: 'angry', burning: 'angry', war: 'angry', fist: 'angry', fists: 'angry', slammed: 'angry', slam: 'angry', furious: 'angry',
  love: 'tender', kiss: 'tender', gentle: 'tender', darling: 'tender', tender: 'tender', hold: 'tender', embrace: 'tender',
  // 'never' is no defiance by itself: 'every letter you never sent' is longing. Nor is 'stand' ('if you ever
  // stand on that platform') or 'free' ('I have never been this free' is joy).
  rebel: 'defiant', fight: 'defiant', freedom: 'defiant', riot: 'defiant', refuse: 'defiant', defy: 'defiant', unbowed: 'defiant', against: 'defiant',
  miss: 'wistful', missing: 'wistful', wonder: 'wistful', letter: 'wistful', letters: 'wistful', unsent: 'wistful', remember: 'wistful', memory: 'wistful', memories: 'wistful', photograph: 'wistful', photographs: 'wistful', yesterday: 'wistful', kept: 'wistful', wish: 'wistful', sent: 'wistful', old: 'wistful',
  ghost: 'haunted', haunt: 'haunted', haunted: 'haunted', shadow: 'haunted', shadows: 'haunted', fear: 'haunted', grave: 'haunted', dead: 'haunted',
  dance: 'euphoric', dancing: 'euphoric', alive: 'euphoric', party: 'euphoric', joy: 'euphoric', wild: 'euphoric', high: 'euphoric', lucky: 'euphoric', singing: 'euphoric', free: 'euphoric', laughing: 'euphoric',
  jealous: 'jealous', jealousy: 'jealous', envy: 'jealous', envious: 'jealous',
  grin: 'euphoric', grinning: 'euphoric', smile: 'euphoric', smiling: 'euphoric', laugh: 'euphoric', laughed: 'euphoric', sang: 'euphoric', sing: 'euphoric', shout: 'euphoric', shouting: 'euphoric', louder: 'euphoric', cheer: 'euphoric', happy: 'euphoric', glad: 'euphoric',
  // Threat: the weapon, the watcher, the clock running down on someone.
  knife: 'menacing', blade: 'menacing', gun: 'menacing', pistol: 'menacing', trigger: 'menacing', bullet: 'menacing', bullets: 'menacing', hunt: 'menacing', hunting: 'menacing', prey: 'menacing', stalk: 'menacing', stalking: 'menacing', fangs: 'menacing', threat: 'menacing', ticking: 'menacing', outrun: 'menacing', predator: 'menacing',
  // Stillness is a feeling of its own: 'the lake gone still', 'the quiet here' is peace, not grief.
  // 'still' alone is mostly 'I still wait' (longing): the still water is read in SERENE_PHRASE.
  stillness: 'serene', calm: 'serene', peace: 'serene', peaceful: 'serene', hush: 'serene', hushed: 'serene', silence: 'serene', serene: 'serene', quiet: 'serene',
  // A crowd marching is defiance, not rage.
  march: 'defiant', marching: 'defiant', protest: 'defiant', strike: 'defiant', picket: 'defiant', union: 'defiant',
  run: 'restless', running: 'restless', escape: 'restless', drive: 'restless', driving: 'restless', away: 'restless', chase: 'restless',
};

/**
 * Defiance said in phrases rather than single words ('I won't bow my head', 'never meant for your
 * cage'): each counts twice, so a defiant song with one 'burn' in it is read defiant, not angry or wistful.
 */
export const DEFIANT_PHRASE = /\b(?:won'?t|will not|never|refuse to|ain'?t gonna|don'?t|do not) (?:bow|bend|break|kneel|back down|be silenced|be tamed|give in|give up|obey|surrender|stay quiet)\b|\b(?:can'?t|cannot|couldn'?t|nobody can|no one can|nothing can|nothing's gonna|nobody's gonna) (?:hold|stop|silence|break|tame|own|cage|shut) (?:me|us)(?: up| down)?\b|\byour (?:cage|chains|rules|leash|crown|throne)\b|\b(?:tear|burn|rip) (?:up )?(?:the|your) (?:contract|rules|rulebook|page|script|flag|crown)\b|\bno future\b|\bstand (?:my|our) ground\b|\bstill standing\b|\b(?:head|heads|fist|fists) (?:held )?high\b|\bnot (?:afraid|sorry) (?:of|for) (?:you|them|anything)\b|\btake (?:it|them|the \w+) back\b|\b(?:fists?|hands?) (?:up|raised|in the air)\b(?= in the (?:rain|street|streets|square|cold)| (?:against|for|at))|\bmarch(?:ing)? (?:down|through|on|to)\b/gi;

/**
 * Words that name the feeling outright ('I'm so lonely', 'rage', 'joy'): each counts twice, so one of them
 * outweighs a passing word that only leans a mood ('remember', 'away', 'old').
 */
export const FEELING_NAMED = new Set(['lonely', 'lonesome', 'loneliness', 'sad', 'sorrow', 'grief', 'mourn', 'hope', 'rage', 'anger', 'hate', 'fury', 'furious', 'tender', 'miss', 'missing', 'haunted', 'fear', 'joy', 'happy', 'glad', 'jealous', 'jealousy', 'envy', 'envious', 'threat', 'prey']);

/** Threat said in phrases ('I know where you sleep', 'you can't hide', 'your time is up'): each counts twice. */
export const MENACE_PHRASE = /\bi know where you (?:live|sleep|stay|hide|work|go)\b|\byou can'?t (?:hide|run|outrun|escape)\b|\b(?:coming|come) for you\b|\bwatch your (?:back|step)\b|\byour (?:time is (?:up|ticking|running out|coming)|days are numbered)\b|\b(?:i'?m|i am) watching you\b|\bsleep with one eye open\b|\bcount your days\b|\bcold steel\b|\bsay your prayers\b/gi;

/** Stillness said in phrases ('the lake gone still', 'the wind lay still'): each counts twice. */
export const SERENE_PHRASE = /\b(?:gone|grown|lay|lies|lying|stood|stands|perfectly|so|held|falls|fell) (?:still|quiet|silent)\b(?=\s*(?:[,.;:!?]|$|and\b))|\b(?:at peace|not a sound)\b/gi;

/** Joy said in phrases ('the time of our lives', 'can't stop smiling'): each counts twice. */
export const JOY_PHRASE = /\btime of (?:our|my|your) li(?:ves|fe)\b|\bcan'?t stop (?:smiling|laughing|dancing|singing)\b|\bbest (?:night|day) (?:of|ever)\b|\bfeel(?:s|ing)? so good\b|\bon top of the world\b|\bhands up\b|\bwe own (?:it all|the night|this town|the city|tonight)\b|\bown the night\b/gi;

/** Loneliness said in phrases: 'nobody calls', 'no one knows my name', 'on my own'. */
export const LONELY_PHRASE = /\b(?:nobody|no one|no-one) (?:calls|called|knows|cares|comes|came|home|here|left|to (?:hold|talk to|call))\b|\b(?:on my own|by myself|all alone|empty (?:room|house|flat|apartment|bed))\b/gi;

/** The mood a genre lends lyrics that name no feeling of their own. */
export const GENRE_MOODS: Record<string, string> = {
  Rock: 'restless', Electronic: 'euphoric', Metal: 'dark and ominous', Pop: 'bright and hopeful', 'Hip-Hop': 'defiant',
  'Folk & Country': 'tender and nostalgic', 'Jazz & Blues': 'smoky and melancholic', Other: 'dreamlike',
};

/** Light described in the words ('cold blue light', 'a golden glow'): the phrase is kept as written. */
export const LIGHT_PHRASE = /\b(?:(?:cold|warm|pale|soft|harsh|golden|silver|neon|blue|red|amber|white|dim|fading|burning|flickering|electric|bright)\s+){1,2}(?:light|lights|glow|glare|beam|beams|fire|flame)\b/i;

/** Temperature words that colour light when no hue is named ('cold light' reads blue). */
export const TEMPERATURE_HUE: Record<string, 'blue' | 'orange'> = { cold: 'blue', icy: 'blue', freezing: 'blue', frozen: 'blue', warm: 'orange', burning: 'orange' };

/**
 * Colour words said as feelings, not hues: 'green with envy' is jealousy and 'green as grass' is
 * naivety, not a green picture; 'feeling blue' is sadness. The words inside are no colour for the
 * palette; `weight` is how many feeling words the phrase counts as (envy is the song's subject when named).
 */
export const FIGURATIVE_COLOURS: readonly { pattern: RegExp; mood: string | null; weight: number }[] = [
  { pattern: /\bgreen[- ]eyed\b|\bgreen with (?:envy|jealousy|it|spite)\b|\b(?:turn(?:ed|ing|s)?|went|go(?:ing|es)?) green\b(?= (?:with|at|over|when|watching|seeing))|\benvious green\b/gi, mood: 'jealous', weight: 3 },
  { pattern: /\bgreen as (?:grass|spring|the grass|a sapling)\b|\b(?:so|too|still|young and|just a|were|was) green\b(?! (?:fields?|grass|hills?|eyes|light|lights|trees|leaves|door|car|dress|coat|river|sea|valley))/gi, mood: 'wistful', weight: 1 },
  { pattern: /\bfeel(?:ing|s)? (?:so )?blue\b|\b(?:I'?m|I am|I've been|been|so) (?:so |feeling )?blue\b(?! (?:eyes|sky|skies|light|lights|dress|car|door|water|sea))|\bthe blues\b|\bblue monday\b/gi, mood: 'melancholic', weight: 2 },
  { pattern: /\bsee(?:ing|s)? red\b/gi, mood: 'angry', weight: 2 },
  { pattern: /\byellow[- ]bellied\b|\bred[- ]handed\b|\bin the (?:red|black)\b|\bwhite lies?\b|\bblack sheep\b|\btickled pink\b|\bonce in a blue moon\b|\bout of the blue\b|\bgreen light\b(?= (?:to|for|from))/gi, mood: null, weight: 0 },
];
