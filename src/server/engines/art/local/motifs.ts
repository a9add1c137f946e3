// Chooses the scene from the concept's words, so the picture matches the sentence the user read;
// with no imagery word in it, the genre family decides.
import type { Rng } from '@server/lib/random';
import { ownEntry } from '@shared/lookup';
import { genreGroupOf, type GenreGroupLabel } from '@shared/catalog/genres';
import { lighthouse, machine } from './scene/coast-industry';
import { crowd, eye, hand } from './scene/figures';
import { forest, mountains, road, waves } from './scene/landscape';
import { diagram, flower, geometry, vinyl } from './scene/objects';
import { celestial, grid, skyline } from './scene/sky-city';
import type { Scene, SceneInput } from './scene/types';
import { Kit } from './scene/subjects/kit';
import { settingInText, subjectScene, type Setting } from './scene/subject-scene';
import { withNamedSubjects } from './scene/named-extras';
import { SUBJECTS, subjectById } from './scene/subjects';
import type { SubjectDef } from './scene/subjects/subject';
import { COMPOSITIONS } from './concept-lexicon';
import { ALL_MOOD_PHRASES } from './mood-phrases';
import { undrawnThings } from './undrawn';

export const MOTIFS = {
  mountains, celestial, skyline, waves, road, eye, hand, flower, geometry, crowd, vinyl, grid, forest, diagram, lighthouse, machine,
} as const satisfies Record<string, (input: SceneInput) => Scene>;

export type Motif = keyof typeof MOTIFS;
/** What a cover draws: a scene builder's motif, or a library subject's id (scene/subjects). */
export type CoverMotif = Motif | (string & {});

export function isSceneMotif(m: string): m is Motif {
  return Object.prototype.hasOwnProperty.call(MOTIFS, m);
}

/** Draws a motif: a scene builder's own picture, or a library subject set in the concept's setting;
 * with up to two more library subjects the concept names drawn in it. */
export function drawMotif(motif: CoverMotif, input: SceneInput, concept: string): Scene {
  const others = companionsFromText(concept, motif).map((id) => subjectById(id)).filter((d): d is SubjectDef => d !== undefined);
  if (isSceneMotif(motif)) return withNamedSubjects({ ...MOTIFS[motif](input), description: SCENE_DESCRIPTIONS[motif] }, others, input);
  const found = subjectById(motif);
  const def = found ? counted(found, pictureWords(concept)) : undefined;
  return def ? subjectScene(def, input, pictureWords(concept), others) : { ...MOTIFS.geometry(input), description: SCENE_DESCRIPTIONS.geometry };
}

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, twin: 2, twins: 2 };

/** A subject the words count ('three cats', 'two wolves') drawn that many times side by side, a
 * little smaller and staggered, and named so ('three cats' drew one cat). One of a kind only. */
function counted(def: SubjectDef, words: string): SubjectDef {
  if (def.place === 'under' || /^(two|a group|a drummer|a singer|a guitarist|a saxophone player|a dj)\b/.test(def.noun)) return def;
  const names = def.words.filter((w) => !w.includes(' ')).join('|');
  const m = new RegExp(`\\b(two|three|four|twin)\\s+(?:[a-z]+\\s+)?(${names})\\b`).exec(words);
  const count = m ? COUNTS[m[1] ?? ''] ?? 1 : 1;
  if (count < 2 || !m) return def;
  const gap = 0.9 * Math.max(0.45, def.aspect);
  const draw = (k: Kit) => {
    for (let i = 0; i < count; i++) k.copy(def.draw, (i - (count - 1) / 2) * gap, 0, i % 2 ? 0.8 : 0.88);
  };
  return { ...def, noun: `${m[1]} ${m[2]}`, aspect: def.aspect + gap * (count - 1), draw };
}

const SCENE_DESCRIPTIONS: Record<Motif, string> = {
  mountains: 'layered mountain ridges and a low sun', celestial: 'a huge moon over layered hills', skyline: 'a city skyline of lit windows',
  waves: 'ocean waves and a low sun', road: 'a lone road running to the horizon', eye: 'an all-seeing eye in a sunburst',
  hand: 'an open hand holding a glowing orb', flower: 'a giant flower in bloom', geometry: 'bold geometric shapes', crowd: 'a crowd of silhouettes in the stage lights',
  vinyl: 'a vinyl record sliding out of its sleeve', grid: 'a neon grid running to a striped sun', forest: 'a pine forest',
  diagram: 'a chalkboard of dance-step diagrams', lighthouse: 'a lighthouse sweeping its beams over the sea', machine: 'a machine of girders and gears',
};

/** Imagery words per motif; the concept writer uses the same words, so the image follows the text. */
export const MOTIF_WORDS: Record<Motif, readonly string[]> = {
  mountains: ['mountain', 'mountains', 'peak', 'peaks', 'summit', 'ridge', 'ridges', 'cliff', 'cliffs', 'valley', 'alps', 'glacier'],
  celestial: ['moon', 'moons', 'lunar', 'eclipse', 'cosmos', 'celestial', 'sun', 'solar'],
  skyline: ['city', 'skyline', 'towers', 'skyscraper', 'skyscrapers', 'rooftop', 'rooftops', 'downtown', 'metropolis', 'buildings', 'windows', 'block'],
  waves: ['wave', 'waves', 'ocean', 'sea', 'tide', 'tides', 'surf', 'shore', 'beach', 'lake', 'harbour', 'harbor'],
  road: ['road', 'highway', 'motel', 'route', 'asphalt', 'lane', 'freeway', 'interstate', 'crossroads', 'mile', 'miles', 'journey'],
  eye: ['eye', 'eyes', 'gaze', 'stare', 'iris', 'watching', 'pupil', 'seer'],
  hand: ['hand', 'hands', 'palm', 'palms', 'fist', 'fingers', 'reaching', 'grasp', 'holding', 'offering'],
  flower: ['flower', 'flowers', 'bloom', 'blooms', 'petal', 'petals', 'garden', 'blossom', 'lily', 'bouquet', 'orchid', 'daisy'],
  geometry: ['geometric', 'geometry', 'triangle', 'triangles', 'circle', 'circles', 'shapes', 'prism', 'bauhaus', 'cube', 'cubes', 'pattern', 'angles', 'equation'],
  crowd: ['crowd', 'dancers', 'dancefloor', 'audience', 'people', 'mosh', 'rave', 'bodies', 'party', 'congregation'],
  // Only words that name a record: 'spinning', 'groove' or 'disc' drew a record for a laundromat's dryer.
  vinyl: ['vinyl', 'record', 'records', 'turntable', 'lp', 'jukebox'],
  grid: ['grid', 'neon', 'outrun', 'laser', 'lasers', 'retro-futur', 'synth', 'wireframe', 'arcade'],
  forest: ['forest', 'forests', 'trees', 'pine', 'pines', 'woods', 'woodland', 'branches', 'roots', 'grove', 'timber'],
  lighthouse: ['lighthouse', 'lighthouses', 'beacon', 'beacons', 'lightkeeper', 'keeper'],
  machine: ['machine', 'machines', 'machinery', 'gear', 'gears', 'cog', 'cogs', 'factory', 'factories', 'industrial', 'industry', 'girder', 'girders', 'piston', 'pistons', 'engine', 'engines', 'steel', 'iron', 'furnace', 'mill'],
  diagram: ['diagram', 'diagrams', 'chalkboard', 'blackboard', 'blueprint', 'notation', 'footprints', 'steps', 'formula', 'thesis', 'schematic'],
};

/** What a family's covers show when the concept names nothing: its scenes and its subjects. */
const FAMILY_MOTIFS: Record<GenreGroupLabel, readonly CoverMotif[]> = {
  Rock: ['road', 'mountains', 'skyline', 'eye', 'hand', 'car', 'guitar', 'motorbike', 'neon-sign'],
  Electronic: ['grid', 'geometry', 'waves', 'skyline', 'eye', 'robot', 'satellite', 'spiral', 'tv'],
  Metal: ['mountains', 'forest', 'eye', 'hand', 'celestial', 'raven', 'skull', 'dead-tree', 'castle', 'reaper'],
  Pop: ['flower', 'celestial', 'geometry', 'hand', 'waves', 'heart', 'butterfly', 'balloon', 'palm'],
  'Hip-Hop': ['skyline', 'crowd', 'vinyl', 'hand', 'road', 'crown', 'microphone', 'cassette', 'headphones'],
  'Folk & Country': ['forest', 'mountains', 'road', 'flower', 'celestial', 'cabin', 'barn', 'horse', 'campfire', 'windmill'],
  'Jazz & Blues': ['vinyl', 'skyline', 'celestial', 'crowd', 'road', 'saxophone', 'piano', 'bottle', 'lightbulb'],
  Other: ['geometry', 'eye', 'waves', 'celestial', 'flower', 'compass', 'whale', 'temple', 'gate'],
};

/** A landmark outweighs the setting around it: 'a lighthouse by the sea' is a lighthouse, with its sea;
 * a library subject ('a cabin in the snow') outweighs the scene words around it (snow, forest, hills). */
const WEIGHT: Partial<Record<string, number>> = { lighthouse: 3, machine: 1.5 };
const SUBJECT_WEIGHT = 2;
const TIE = 0.15;

/** Every motif's words: the scene builders' and the library subjects'. */
const ALL_WORDS: readonly (readonly [CoverMotif, readonly string[], number])[] = [
  ...(Object.keys(MOTIF_WORDS) as Motif[]).map((m): readonly [CoverMotif, readonly string[], number] => [m, MOTIF_WORDS[m], WEIGHT[m] ?? 1]),
  ...SUBJECTS.map((d): readonly [CoverMotif, readonly string[], number] => [d.id, d.words, WEIGHT[d.id] ?? SUBJECT_WEIGHT]),
];

/** The part of a concept that describes the picture: palette phrases, composition phrases, the
 * quoted band name and the influences it nods to say how it is drawn, not what ('in rose and
 * crimson' is not a rose, 'a nod to Fleet Foxes' is no fox). */
export function pictureWords(text: string): string {
  let out = text.toLowerCase();
  for (const phrase of [...ALL_MOOD_PHRASES.map(([, phrase]) => phrase), ...COMPOSITIONS]) out = out.split(phrase).join(' ');
  // A thing's face is its surface, not a person's: 'birds crossing its face', 'the face of the
  // moon', 'a cliff face' drew a head in profile beside the moon.
  out = out.replace(/\b(?:its|their) faces?\b/g, 'it').replace(/\bfaces? of (?:the |a )?(moon|sun|earth|clock|deep|water|cliff|mountain)\b/g, '$1').replace(/\b(cliff|rock|coal|clock|north) face\b/g, '$1');
  // 'rose pink', 'rose gold' and the like name a colour, not a rose.
  out = out.replace(/\brose[- ](pink|gold|red|quartz|madder|tinted|coloured|colored)\b/g, ' $1');
  // A light 'burning' after its thing ('headlights burning', 'one window still burning') is lit, not on fire.
  out = out.replace(/\b(?!(?:a|an|the|is|are|was|were|of|and|with|by|set)\b)([a-z]+ )(still |softly |low |bright )?burning(?=\s*(?:[,.;:!?)]|$|\s(?:gold|bright|low|red|orange|amber|white|blue|through|in|into|on|at|under|like|behind|above|over)\b))/g, '$1glowing');
  return out.replace(/(^|[\s(])'[^']+'(?=[\s,.;:!?)]|$)/g, ' ').replace(/\ba nod to [^.;!?]*/g, ' ');
}

/**
 * Things the library cannot draw, read as the closest thing it can: a ferry is drawn as a ship, a
 * pier as the harbour's sea. The alt text then says what was drawn (the ship), not what was asked.
 */
export const STAND_INS: Record<string, string> = {
  ferry: 'ship', ferries: 'ship', steamer: 'ship', tugboat: 'ship', trawler: 'ship', liner: 'ship', submarine: 'ship', rowboat: 'ship', kayak: 'ship', gondola: 'ship',
  pier: 'harbour', piers: 'harbour', jetty: 'harbour', dock: 'harbour', docks: 'harbour', wharf: 'harbour', marina: 'harbour', port: 'harbour', seaside: 'sea', seafront: 'sea', promenade: 'sea', coast: 'sea', coastline: 'sea', bay: 'sea',
  lorry: 'van', taxi: 'car', cab: 'car', limousine: 'car', limo: 'car', limousines: 'car', limos: 'car', tram: 'train', subway: 'train', metro: 'train',
  apartment: 'skyline', apartments: 'skyline', street: 'skyline', streets: 'skyline', alley: 'skyline',
  chandelier: 'lightbulb', chandeliers: 'lightbulb',
  // Animals drawn as their nearest kin: a big cat as a cat, a bird the library lacks as a bird.
  tiger: 'cat', tigers: 'cat', lion: 'cat', lions: 'cat', lioness: 'cat', leopard: 'cat', panther: 'cat', jaguar: 'cat', cougar: 'cat', puma: 'cat', lynx: 'cat',
  donkey: 'horse', mule: 'horse', zebra: 'horse', unicorn: 'horse', pegasus: 'horse',
  parrot: 'bird', flamingo: 'bird', peacock: 'bird', hummingbird: 'bird', dolphin: 'whale', dolphins: 'whale', orca: 'whale',
  hawks: 'eagle', kid: 'figure', kids: 'figures', child: 'figure', children: 'figures', teenager: 'figure', teenagers: 'figures',
  fireworks: 'starburst', firework: 'starburst',
  // A meadow or a field is where things stand, not a crop to draw ('an open road ... and fields' is the road).
  hill: 'mountains', hills: 'mountains', nebula: 'planet',
};

interface Match { motif: CoverMotif; score: number; pos: number; at: ReadonlySet<number> }

/** Each motif's score in the text: its words (whole words or word stems) and two-word names, with
 * where they stand. */
function textWords(text: string): string[] {
  const raw = pictureWords(text).match(/[a-z][a-z'-]*/g) ?? [];
  // A word that starts a name the library draws keeps its own sense: 'street lamp' is no skyline.
  return raw.map((w, i) => (NAME_STARTS.has(`${w} ${raw[i + 1] ?? ''}`) ? w : ownEntry(STAND_INS, w) ?? w));
}

/** The first two words of every name of more than one word. */
const NAME_STARTS: ReadonlySet<string> = new Set(ALL_WORDS.flatMap(([, keys]) => keys.filter((k) => k.includes(' ')).map((k) => k.split(' ').slice(0, 2).join(' '))));

function matches(text: string): Match[] {
  const words = textWords(text);
  const joined = ` ${words.join(' ')} `;
  const out: Match[] = [];
  for (const [motif, keys, weight] of ALL_WORDS) {
    let score = 0;
    let lead = Infinity;
    const at = new Set<number>();
    for (const k of keys) {
      if (!k.includes(' ')) continue;
      const i = joined.indexOf(` ${k} `);
      if (i < 0) continue;
      // A two-word name starts before its last word, so it wins the tie: 'dead tree' is not a tree.
      score += weight * 1.05;
      const first = joined.slice(0, i).split(' ').length - 1;
      k.split(' ').forEach((_, j) => at.add(first + j));
      // ...and a two-word name beats a single word at the same place ('flying saucer' is no aeroplane).
      lead = Math.min(lead, first - 0.5);
    }
    words.forEach((w, i) => {
      if (keys.some((k) => !k.includes(' ') && (w === k || (k.length > 5 && w.startsWith(k))))) {
        score += weight;
        at.add(i);
        lead = Math.min(lead, i);
      }
    });
    // A subject named twice ('a flock of gulls') is still one subject: the first-named leads.
    if (score > 0) out.push({ motif, score: isSceneMotif(motif) ? score : Math.min(score, weight * 1.05), pos: lead, at });
  }
  return out;
}

/** The best of the matches: near-equal scores are a tie, which the first-named wins ('a raven on
 * a dead tree' is a raven). */
function bestOf(list: readonly Match[]): Match | undefined {
  let best: Match | undefined;
  for (const m of list) {
    if (!best || m.score > best.score + TIE || (Math.abs(m.score - best.score) <= TIE && m.pos < best.pos)) best = m;
  }
  return best;
}

/** An instrument held by a person the words name is that player ('a man playing an acoustic
 * guitar', 'a woman with a guitar' drew a small figure with a guitar standing beside it). */
const PLAYERS: Partial<Record<string, string>> = { guitar: 'guitarist', microphone: 'singer', saxophone: 'horn-player', drums: 'drummer' };
const PERSON = 'figure';
const PLAYING = /\b(playing|plays|played|strumming|strums|picking|picks)\b/;

/** The player a person and an instrument make together, with the matches it is made of. */
function playerIn(text: string, list: readonly Match[], best: Match): { motif: string; parts: Match[] } | undefined {
  const apart = (m: Match) => m.motif !== best.motif && ![...m.at].some((i) => best.at.has(i));
  if (best.motif === PERSON) {
    const held = list.find((m) => apart(m) && ownEntry(PLAYERS, m.motif));
    const player = held ? ownEntry(PLAYERS, held.motif) : undefined;
    if (held && player) return { motif: player, parts: [best, held] };
  }
  const player = ownEntry(PLAYERS, best.motif);
  if (!player) return undefined;
  const person = list.find((m) => apart(m) && m.motif === PERSON);
  if (person) return { motif: player, parts: [best, person] };
  return PLAYING.test(pictureWords(text)) ? { motif: player, parts: [best] } : undefined;
}

/** People the library draws; one named person is one of them, however the words put it. */
const PEOPLE: ReadonlySet<string> = new Set(['figure', 'pair', 'group', 'lovers', 'dancer', 'singer', 'guitarist', 'horn-player', 'drummer', 'dj', 'face']);

/** A person named by what they do ('a woman dancing barefoot') is drawn doing it: the dancer. */
function actIn(text: string, list: readonly Match[], best: Match): { motif: string; parts: Match[] } | undefined {
  if (best.motif !== PERSON) return undefined;
  const words = textWords(text);
  const act = list.find((m) => m !== best && PEOPLE.has(String(m.motif)) && [...m.at].every((i) => /ing$/.test(words[i] ?? '')));
  return act ? { motif: String(act.motif), parts: [best, act] } : undefined;
}

/** The motif the text's words call for, if any. */
export function motifFromText(text: string): CoverMotif | undefined {
  const list = matches(text);
  const best = bestOf(list);
  return best ? playerIn(text, list, best)?.motif ?? actIn(text, list, best)?.motif ?? best.motif : undefined;
}

/** A second library subject the text names beside its main one ('a skull with roses' → rose),
 * named by other words than the main one's ('dead tree' has no companion 'tree'). */
export function companionFromText(text: string, main: CoverMotif): string | undefined {
  return companionsFromText(text, main, 1)[0];
}

/** The library subjects the text names beside its main one, best first, up to `max` ('an old man
 * with a guitar, a dog at his feet, a bottle of whiskey': the guitarist's dog and bottle). What a
 * named person is doing ('a couple slow dancing') is that person, not a second one beside them. */
export function companionsFromText(concept: string, main: CoverMotif, max = 2): string[] {
  // The main subject's own pitch describes it, not things beside it: 'a campfire throwing sparks
  // into the dark, figures of smoke rising' has no person, an owl's 'eyes two lamps' no lantern.
  const own = subjectById(String(main));
  const lower = concept.toLowerCase();
  const text = own && lower.includes(own.phrase) ? lower.split(own.phrase).join(` ${own.words[0] ?? ''} `) : concept;
  const all = matches(text);
  const best = bestOf(all);
  // A player made of a person and an instrument takes the words of both.
  const parts = best && main !== best.motif ? playerIn(text, all, best)?.parts ?? actIn(text, all, best)?.parts : undefined;
  const first = all.find((m) => m.motif === main) ?? (parts ? { ...parts[0], at: new Set(parts.flatMap((m) => [...m.at])) } : undefined);
  if (!first) return [];
  const words = textWords(text);
  const doing = (m: Match) => PEOPLE.has(String(main)) && PEOPLE.has(String(m.motif)) && [...m.at].every((i) => /ing$/.test(words[i] ?? ''));
  const taken = new Set(parts?.map((m) => m.motif) ?? []);
  const used = new Set(first.at);
  let others = all.filter((m) => m.motif !== main && !taken.has(m.motif) && !isSceneMotif(m.motif) && !doing(m));
  const out: string[] = [];
  while (out.length < max) {
    others = others.filter((m) => ![...m.at].some((i) => used.has(i)));
    const next = bestOf(others);
    if (!next) break;
    out.push(String(next.motif));
    next.at.forEach((i) => used.add(i));
    others = others.filter((m) => m !== next);
  }
  return out;
}

/** The scene of a setting the words name, when they name no thing the library draws. */
const SETTING_SCENES: Partial<Record<Setting, Motif>> = {
  space: 'celestial', underwater: 'waves', snow: 'mountains', desert: 'road', sea: 'waves', city: 'skyline', forest: 'forest', mountains: 'mountains', hills: 'celestial',
};

/** Scenes that are a place, not a thing: what stands in for a thing the library cannot draw. */
const LANDSCAPES: ReadonlySet<CoverMotif> = new Set<CoverMotif>(['mountains', 'celestial', 'skyline', 'waves', 'road', 'forest', 'grid']);

/**
 * The motif for a concept; `exclude` (what a variation took out) is never the genre's pick either.
 * With nothing drawable named, the setting the words name is drawn ('an empty warehouse' is the
 * city); a request that named things the library cannot draw (`named`: 'a giraffe at sunset') gets
 * one of the genre's landscapes, never a stock prop it did not ask for (a butterfly, a crown); the
 * genre's props come only when the words name nothing at all.
 */
export function chooseMotif(concept: string, genre: string, rng: Rng, exclude?: ReadonlySet<CoverMotif>, named = undrawnThings(concept).length > 0): CoverMotif {
  const found = motifFromText(concept);
  if (found && !exclude?.has(found)) return found;
  const setting = settingInText(pictureWords(concept));
  const scene = setting ? SETTING_SCENES[setting] : undefined;
  if (scene && !exclude?.has(scene)) return scene;
  const family = FAMILY_MOTIFS[genreGroupOf(genre) ?? 'Other'];
  const allowed = family.filter((m) => !exclude?.has(m) && (!named || LANDSCAPES.has(m)));
  return rng.pick(allowed.length > 0 ? allowed : ['geometry']);
}
