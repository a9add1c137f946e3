// Imagery an art director would reach for, keyed by band-name word and by genre family. Every
// phrase carries one of the motif words in motifs.ts or a library subject's word, so the rendered
// cover shows what it says. A band-name word with no entry here that names a library subject
// ('Cabin', 'Ravens') is pitched with that subject's own phrase (concepts.ts).
import type { GenreGroupLabel } from '@shared/catalog/genres';
import { subjectById } from './scene/subjects';

/** Band-name words → images. Phrases keep the word itself where it reads naturally. */
export const WORD_IMAGERY: Record<string, readonly string[]> = {
  groove: ['the shining grooves of a vinyl record, caught mid-turn under a hot lamp'],
  thesis: ['a chalkboard thesis of dance-step diagrams, chalk footprints and arrows circling one spot'],
  theory: ['a blackboard of formulas and footprints, a dance theory worked out step by step'],
  dance: ['a chalkboard of dance-step diagrams, footprints looping across the floor plan'],
  step: ['chalk footprints and arrows mapping every step of a dance, like a blueprint'],
  moon: ['an enormous moon, cratered and glowing, rising over low dark hills'],
  paper: ['a paper moon hung low over rolling hills, its craters drawn like folds'],
  sun: ['a swollen sun sinking into the horizon, the sky split into bands of colour'],
  star: ['a lone planet hanging in a sky crowded with stars'],
  night: ['a city skyline at night, a scatter of lit windows under a pale moon'],
  city: ['a dense city skyline, towers stacked against a burning sky'],
  concrete: ['a concrete city skyline, rooftops and water towers cut against the dusk'],
  street: ['a city block at street level, towers climbing out of frame'],
  road: ['a lone road running straight to the horizon, power poles marching beside it'],
  highway: ['an empty highway vanishing into the heat haze, the sun parked at its end'],
  dust: ['a dust road running to the horizon under a low sun, power lines humming'],
  revival: ['a crowd of raised hands under a single spotlight, a tent-revival congregation'],
  harbor: ['waves rolling into a quiet harbor under a huge pale moon'],
  harbour: ['waves rolling into a quiet harbour under a huge pale moon'],
  glass: ['a glass-calm sea holding the reflection of a low sun, waves barely moving'],
  sea: ['a wide sea of curling waves under a low sun'],
  ocean: ['rolling ocean waves stacked toward a burning horizon'],
  wave: ['a great wave curling under a sun that sits on the horizon'],
  tide: ['the tide coming in as waves of colour under a pale sun'],
  river: ['a river of waves winding toward a sunset'],
  mountain: ['jagged mountain ridges layered into the distance behind a rising moon'],
  peak: ['a single snow-lit peak above layered ridges'],
  stone: ['stacked stone mountains, ridge behind ridge, under a white sun'],
  forest: ['a pine forest in receding rows, mist between the trees and a moon above'],
  pine: ['rows of black pines climbing a hillside under a cold moon'],
  wood: ['a dark pine woodland opening onto a moonlit clearing'],
  willow: ['a woodland of trees bowed over a river under a low moon'],
  ash: ['a forest of bare trees under a smoky sun'],
  grave: ['a black pine forest under a dead white moon'],
  carrion: ['jagged black mountain peaks under a sick green moon, birds circling'],
  eye: ['a single unblinking eye inside a sunburst, lashes like rays'],
  vision: ['an all-seeing eye set in radiating bands of colour'],
  mirror: ['an eye reflected in a sunburst of mirrored rays'],
  hand: ['an open hand raised to hold a glowing orb, rings of light around it'],
  palm: ['an open palm lifting a small sun, halos rippling outward'],
  psalm: ['an open hand raised in a psalm, cradling a small glowing sun'],
  saint: ['an open hand lifted like a saint’s, a halo-ringed orb above it'],
  rose: ['a single huge rose in full bloom, petals layered like flames'],
  flower: ['a giant flower in bloom with two smaller blossoms beside it'],
  bloom: ['an oversized bloom opening its petals toward the light'],
  honey: ['golden flowers in bloom with honey-coloured petals'],
  garden: ['a garden of oversized blooms against a bright sky'],
  velvet: ['a vinyl record with a velvet-red label spinning out of its sleeve'],
  hours: ['a vinyl record spinning in the small hours, grooves catching the lamplight'],
  record: ['a vinyl record sliding out of its sleeve, label glowing'],
  vinyl: ['a vinyl record tilted toward the light, every groove shining'],
  needle: ['a turntable needle riding the grooves of a spinning record'],
  static: ['concentric circles of static rippling around a geometric sun'],
  signal: ['geometric shapes and circles broadcasting rings of signal'],
  orbit: ['a geometric circle in orbit, bars and a triangle balancing around it'],
  silk: ['a neon grid rolling like silk toward a striped sun'],
  vamp: ['a blood-orange sun sinking behind a neon grid, eighties vamp glamour'],
  neon: ['a neon grid running to a striped sun on the horizon'],
  electric: ['an electric neon grid racing toward a wireframe horizon'],
  arcade: ['an arcade horizon: a neon grid, a striped sun and wireframe mountains'],
  shift: ['a night-shift skyline of towers and lit windows under a low moon'],
  caravan: ['a neon grid crossing a desert horizon toward a setting sun'],
  blue: ['a crescent moon over a rain-blue city skyline'],
  room: ['a city skyline seen from a hotel room window, one moon above the towers'],
  quartet: ['four towers of a city skyline lined up like a quartet under the moon'],
  crowd: ['a crowd of silhouettes with raised hands under the stage lights'],
  party: ['a packed crowd of dancers, hands up under a single hot light'],
  machine: ['stacked geometric shapes arranged like parts of a machine'],
  crystal: ['crystal-sharp geometric triangles and circles floating in space'],
  prism: ['a prism of geometric triangles splitting the light'],
};

/** Genre family → scene images, each with a motif word. */
const SCENE_IMAGERY: Record<GenreGroupLabel, readonly string[]> = {
  Rock: [
    'a lone highway vanishing into the heat haze toward a swollen setting sun',
    'jagged mountain ridges under a storm-bruised sky',
    // A place, not a gesture: the open hand and its orb came back on every other band's cover.
    'a neon motel sign buzzing over an empty parking lot',
    'a city skyline at dusk with one window still burning',
  ],
  Electronic: [
    'a neon grid running to a striped sun on the horizon',
    'stacked geometric shapes floating in a silent void',
    'waves of light rolling toward a low digital sun',
    'a city skyline reduced to glowing windows',
  ],
  Metal: [
    'a black pine forest under a dead moon',
    'jagged mountain peaks like broken teeth beneath a pale moon',
    'a single unblinking eye ringed by rays',
    'a ruined castle on a crag under a cold moon',
  ],
  Pop: [
    'a giant bloom of candy-coloured petals',
    'a glossy moon hanging over soft rolling hills',
    'bold geometric circles and triangles in sugary colours',
    'bright waves under a sherbet sunset',
  ],
  'Hip-Hop': [
    'a city skyline at night with every window lit gold',
    'a crowd of raised hands under a single spotlight',
    'a vinyl record spinning on the turntable, label glowing',
    'an empty road through the city toward a low sun',
  ],
  'Folk & Country': [
    'a pine forest at the edge of a moonlit clearing',
    'a dirt road running to the mountains at dawn',
    'wildflowers in bloom along a fence line',
    'a harvest moon rising over quiet hills',
  ],
  'Jazz & Blues': [
    'a vinyl record glowing under a single lamp',
    'a rain-slick city skyline after last call',
    'a crescent moon over a sleeping city',
    'a crowd of dancers in silhouette under a spotlight',
  ],
  Other: [
    'a mandala of geometric shapes and circles',
    'an all-seeing eye inside a sunburst',
    'ocean waves curling under a low sun',
    'a huge moon over layered hills',
  ],
};

/** Library subjects each family's sleeves reach for, pitched with the subject's own phrase. */
const FAMILY_SUBJECTS: Record<GenreGroupLabel, readonly string[]> = {
  Rock: ['car', 'motorbike', 'guitar', 'neon-sign', 'flames', 'tower', 'lightning', 'figure'],
  Electronic: ['robot', 'satellite', 'ufo', 'spiral', 'tv', 'astronaut', 'planet', 'radio-tower'],
  Metal: ['raven', 'skull', 'dead-tree', 'castle', 'reaper', 'wolf', 'grave', 'throne', 'snake', 'cave'],
  // (No crown or dancer: they came back on sleeve after sleeve that never asked for them.)
  Pop: ['heart', 'butterfly', 'balloon', 'bird', 'ferris-wheel', 'palm', 'kite', 'rainbow'],
  'Hip-Hop': ['crown', 'microphone', 'cassette', 'headphones', 'car', 'diamond', 'tv'],
  'Folk & Country': ['cabin', 'barn', 'horse', 'campfire', 'windmill', 'deer', 'owl', 'church', 'wheat'],
  'Jazz & Blues': ['saxophone', 'piano', 'microphone', 'bottle', 'telephone', 'candle', 'lightbulb', 'chair'],
  Other: ['compass', 'map', 'whale', 'temple', 'monolith', 'hourglass', 'gate', 'staircase'],
};

const imagery = (family: GenreGroupLabel): readonly string[] => [
  ...SCENE_IMAGERY[family],
  ...FAMILY_SUBJECTS[family].flatMap((id) => subjectById(id)?.phrase ?? []),
];

/** Genre family → images: its scenes, then its library subjects. */
export const FAMILY_IMAGERY: Record<GenreGroupLabel, readonly string[]> = {
  Rock: imagery('Rock'), Electronic: imagery('Electronic'), Metal: imagery('Metal'), Pop: imagery('Pop'),
  'Hip-Hop': imagery('Hip-Hop'), 'Folk & Country': imagery('Folk & Country'), 'Jazz & Blues': imagery('Jazz & Blues'), Other: imagery('Other'),
};

/** How the name is set, by genre family: the art director's note on type. */
export const FAMILY_TYPE: Record<GenreGroupLabel, readonly string[]> = {
  Rock: ['bold condensed capitals', 'heavy poster capitals'],
  Electronic: ['clean geometric sans', 'tight technical sans'],
  Metal: ['jagged blackletter', 'sharp gothic lettering'],
  Pop: ['a looping script', 'bubbly rounded letters'],
  'Hip-Hop': ['heavy condensed capitals', 'hand-tagged lettering'],
  'Folk & Country': ['an elegant serif', 'a woodtype serif'],
  'Jazz & Blues': ['a swinging italic serif', 'an elegant serif'],
  Other: ['a clean grotesque', 'an elegant serif'],
};

export const COMPOSITIONS: readonly string[] = [
  'framed low with a vast sky above',
  'seen head-on and dead centre, monumental',
  'cropped tight so it fills the square',
  'set small against an enormous horizon',
  'built in receding silhouettes, near to far',
  'composed off-centre with plenty of breathing room',
];
