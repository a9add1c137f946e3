// Chooses the scene from the concept's words, so the picture matches the sentence the user read;
// with no imagery word in it, the genre family decides.
import type { Rng } from '@server/lib/random';
import { genreGroupOf, type GenreGroupLabel } from '@shared/catalog/genres';
import { lighthouse, machine } from './scene/coast-industry';
import { crowd, eye, hand } from './scene/figures';
import { forest, mountains, road, waves } from './scene/landscape';
import { diagram, flower, geometry, vinyl } from './scene/objects';
import { celestial, grid, skyline } from './scene/sky-city';
import type { Scene, SceneInput } from './scene/types';

export const MOTIFS = {
  mountains, celestial, skyline, waves, road, eye, hand, flower, geometry, crowd, vinyl, grid, forest, diagram, lighthouse, machine,
} as const satisfies Record<string, (input: SceneInput) => Scene>;

export type Motif = keyof typeof MOTIFS;

/** Imagery words per motif; the concept writer uses the same words, so the image follows the text. */
export const MOTIF_WORDS: Record<Motif, readonly string[]> = {
  mountains: ['mountain', 'mountains', 'peak', 'peaks', 'summit', 'ridge', 'ridges', 'cliff', 'cliffs', 'valley', 'alps', 'glacier', 'volcano'],
  celestial: ['moon', 'moons', 'lunar', 'eclipse', 'planet', 'planets', 'orbit', 'cosmos', 'galaxy', 'celestial', 'sun', 'solar', 'comet'],
  skyline: ['city', 'skyline', 'tower', 'towers', 'skyscraper', 'skyscrapers', 'rooftop', 'rooftops', 'downtown', 'metropolis', 'buildings', 'windows', 'block'],
  waves: ['wave', 'waves', 'ocean', 'sea', 'tide', 'tides', 'surf', 'shore', 'beach', 'lake', 'river', 'harbour', 'harbor'],
  road: ['road', 'highway', 'motel', 'route', 'asphalt', 'lane', 'freeway', 'interstate', 'crossroads', 'mile', 'miles', 'journey'],
  eye: ['eye', 'eyes', 'gaze', 'stare', 'iris', 'watching', 'pupil', 'seer', 'vision'],
  hand: ['hand', 'hands', 'palm', 'palms', 'fist', 'fingers', 'reaching', 'grasp', 'holding', 'offering'],
  flower: ['flower', 'flowers', 'rose', 'roses', 'bloom', 'blooms', 'petal', 'petals', 'garden', 'blossom', 'lily', 'bouquet', 'orchid', 'daisy'],
  geometry: ['geometric', 'geometry', 'triangle', 'triangles', 'circle', 'circles', 'shapes', 'prism', 'bauhaus', 'cube', 'cubes', 'pattern', 'angles', 'equation'],
  crowd: ['crowd', 'dancers', 'dancefloor', 'audience', 'people', 'mosh', 'rave', 'bodies', 'figures', 'silhouettes', 'party', 'congregation'],
  vinyl: ['vinyl', 'record', 'records', 'turntable', 'lp', 'spinning', 'needle', 'groove', 'grooves', 'jukebox', 'disc'],
  grid: ['grid', 'neon', 'outrun', 'laser', 'lasers', 'retro-futur', 'synth', 'wireframe', 'arcade'],
  forest: ['forest', 'forests', 'trees', 'tree', 'pine', 'pines', 'woods', 'woodland', 'branches', 'roots', 'grove', 'timber'],
  lighthouse: ['lighthouse', 'lighthouses', 'beacon', 'beacons', 'lightkeeper', 'keeper'],
  machine: ['machine', 'machines', 'machinery', 'gear', 'gears', 'cog', 'cogs', 'factory', 'factories', 'industrial', 'industry', 'girder', 'girders', 'piston', 'pistons', 'engine', 'engines', 'steel', 'iron', 'furnace', 'mill'],
  diagram: ['diagram', 'diagrams', 'chalkboard', 'blackboard', 'blueprint', 'notation', 'footprints', 'steps', 'formula', 'thesis', 'schematic'],
};

const FAMILY_MOTIFS: Record<GenreGroupLabel, readonly Motif[]> = {
  Rock: ['road', 'mountains', 'skyline', 'eye', 'hand'],
  Electronic: ['grid', 'geometry', 'waves', 'skyline', 'eye'],
  Metal: ['mountains', 'forest', 'eye', 'hand', 'celestial'],
  Pop: ['flower', 'celestial', 'geometry', 'hand', 'waves'],
  'Hip-Hop': ['skyline', 'crowd', 'vinyl', 'hand', 'road'],
  'Folk & Country': ['forest', 'mountains', 'road', 'flower', 'celestial'],
  'Jazz & Blues': ['vinyl', 'skyline', 'celestial', 'crowd', 'road'],
  Other: ['geometry', 'eye', 'waves', 'celestial', 'flower'],
};

/** A landmark outweighs the setting around it: 'a lighthouse by the sea' is a lighthouse, with its sea. */
const WEIGHT: Partial<Record<Motif, number>> = { lighthouse: 3, machine: 1.5 };

/** Counts each motif's words in the text (whole words or word stems); the best score wins, earliest first on ties. */
export function motifFromText(text: string): Motif | undefined {
  const words = text.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
  let best: Motif | undefined;
  let bestScore = 0;
  let bestPos = Infinity;
  for (const motif of Object.keys(MOTIF_WORDS) as Motif[]) {
    let score = 0;
    let pos = Infinity;
    words.forEach((w, i) => {
      if (MOTIF_WORDS[motif].some((k) => w === k || (k.length > 5 && w.startsWith(k)))) {
        score += WEIGHT[motif] ?? 1;
        pos = Math.min(pos, i);
      }
    });
    if (score > bestScore || (score === bestScore && score > 0 && pos < bestPos)) {
      best = motif;
      bestScore = score;
      bestPos = pos;
    }
  }
  return best;
}

export function chooseMotif(concept: string, genre: string, rng: Rng): Motif {
  return motifFromText(concept) ?? rng.pick(FAMILY_MOTIFS[genreGroupOf(genre) ?? 'Other']);
}
