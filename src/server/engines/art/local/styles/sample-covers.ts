// Requests that exercise the 24 styles on different subjects, genres, palettes and seeds: the
// style-distinctness test and bench/cover-styles.ts both judge the styles on these.
import type { CoverInput } from '../compose';

export type StyleSample = Omit<CoverInput, 'style'>;

export const STYLE_SAMPLES: readonly StyleSample[] = [
  { concept: 'Jagged mountain ridges under a huge moon, birds crossing its face.', bandName: 'Glass Harbor', genre: 'indie-rock', vibe: 'wistful', seed: 7 },
  { concept: 'A lone volcano smouldering under a starless sky, ash drifting over the valley.', bandName: 'Ashen Vigil', genre: 'doom-metal', vibe: 'crushing', seed: 13 },
  { concept: 'A neon city skyline at night, towers glowing over wet streets.', bandName: 'Night Drive', genre: 'synthwave', vibe: '', seed: 21 },
  { concept: 'A small cabin among pine trees in falling snow, smoke rising from the chimney.', bandName: 'Quiet Kettle', genre: 'folk', vibe: 'cozy', seed: 42 },
  { concept: 'A single rose in full bloom, petals drifting on the wind.', bandName: 'Sugar Static', genre: 'pop', vibe: 'dreamy', seed: 3 },
];

/**
 * Twenty more requests (other subjects, genres, weather and seeds), so the styles are judged beyond
 * five pictures: the bench prints their closest pairs and the distinctness test holds them too.
 * (Rows of concept, band name, genre, vibe and seed.)
 */
export const WIDER_SAMPLES: readonly StyleSample[] = ([
  ['A desert highway at dusk, a lone car under a red sky.', 'Dust Choir', 'country', 'lonely', 5],
  ['Waves crashing on black rocks under a storm.', 'Iron Tide', 'black-metal', 'cold', 9],
  ['A hand holding a glowing crystal in a dark room.', 'Velvet Arc', 'techno', 'hypnotic', 11],
  ['A tiger walking through tall grass at sunrise.', 'Loud Garden', 'reggae', 'sunny', 17],
  ['An old lighthouse on a cliff above the sea.', 'Harbor Lights', 'jazz', 'smoky', 23],
  ['A burning cathedral in a forest of dead trees.', 'Grave Psalm', 'death-metal', 'brutal', 31],
  ['Two dancers under a mirror ball.', 'Disco Season', 'funk', 'joyful', 37],
  ['A rooftop in the city at night with a crown of skyscrapers.', 'Block Kings', 'hip-hop', 'confident', 41],
  ['A whale swimming through clouds.', 'Soft Atlas', 'dream-pop', 'floating', 43],
  ['An astronaut drifting past a ringed planet.', 'Orbit Club', 'synth-pop', 'nostalgic', 47],
  ['A skull crowned with thorns on an altar.', 'Hollow Crown', 'doom-metal', 'ritual', 53],
  ['A red guitar leaning on a brick wall.', 'Brick Saints', 'rock', 'raw', 59],
  ['A rain-soaked street corner with a neon diner sign.', 'Late Shift', 'blues', 'melancholy', 61],
  ['A field of sunflowers under a wide blue sky.', 'Honey Roads', 'indie-pop', 'warm', 67],
  ['A wolf howling at a full moon on a snowy ridge.', 'Pale Howl', 'black-metal', 'frozen', 71],
  ['A cassette tape melting in the sun.', 'Tape Hiss', 'experimental', 'strange', 73],
  ['A mountain lake at dawn with a canoe.', 'Still Water', 'folk', 'calm', 79],
  ['A chrome car racing through a tunnel of lights.', 'Turbo Heart', 'electronic', 'fast', 83],
  ['A microphone on an empty stage under a spotlight.', 'Open Mic', 'rap', 'hungry', 89],
  ['A swarm of crows over a burning field.', 'Ash Kingdom', 'death-metal', 'war', 97],
] as const).map(([concept, bandName, genre, vibe, seed]) => ({ concept, bandName, genre, vibe, seed }));
