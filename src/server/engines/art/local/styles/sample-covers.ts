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
