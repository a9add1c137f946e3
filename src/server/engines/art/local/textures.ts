// Texture helpers. Noise is rendered into a small pattern tile and repeated: a full-cover
// feTurbulence costs ~300 ms at 1024 px, a 250-unit tile about a sixteenth of that.
import type { Rng } from '@server/lib/random';
import { noiseTileUri } from './noise-tile';
import { dot, el, group, n, type Defs } from './svg';

export interface GrainOptions {
  /** feTurbulence base frequency: ~0.9 film grain, ~0.3 paper tooth, ~0.05 mottling. */
  freq: number;
  octaves?: number;
  tile?: number;
  /** Contrast of the grey noise around mid-grey. */
  contrast?: number;
  type?: 'fractalNoise' | 'turbulence';
  /** Average grey of the noise: 0.5 for overlay, near 1 for multiply (only darkens a little). */
  mean?: number;
}

/**
 * A grain layer over the whole cover: a JS-made noise tile drawn with plain alpha. 'multiply'
 * only darkens (paper tooth, ink wear; `mean` near 1 darkens less); the others lighten and darken.
 */
export function grain(defs: Defs, o: GrainOptions & { opacity: number; blend?: 'overlay' | 'multiply' | 'soft-light' | 'screen' }): string {
  const tile = o.tile ?? 256;
  const darken = o.blend === 'multiply';
  const uri = noiseTileUri({ freq: o.freq, octaves: o.octaves ?? 2, tile, mode: darken ? 'darken' : 'both', contrast: o.contrast ?? 1.6 });
  const fill = defs.add('gp', (id) =>
    el('pattern', { id, width: tile, height: tile, patternUnits: 'userSpaceOnUse' }, el('image', { width: tile, height: tile, href: uri })));
  const strength = darken ? o.opacity * (1 - (o.mean ?? 0.5)) * 2 : o.opacity * (o.blend === 'soft-light' ? 0.45 : 0.8);
  return el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill, opacity: Math.min(1, strength) });
}

/**
 * Ben-Day / halftone dots in a diagonal (quincunx) grid: dots at the tile's corners and centre.
 * The grid is built into the tile rather than rotated with patternTransform, because resvg
 * samples transformed patterns through a filter: about 3x slower per filled pixel.
 */
export function dotPattern(defs: Defs, color: string, spacing: number, radius: number, _angle = 45, bg?: string): string {
  const s = spacing * Math.SQRT2;
  const centres: [number, number][] = [[0, 0], [s, 0], [0, s], [s, s], [s / 2, s / 2]];
  const dots = centres.map(([x, y]) => dot(x, y, radius)).join('');
  return defs.add('dp', (id) =>
    el('pattern', { id, width: n(s), height: n(s), patternUnits: 'userSpaceOnUse' },
      (bg ? el('rect', { width: n(s), height: n(s), fill: bg }) : '') + el('path', { d: dots, fill: color })));
}

/**
 * Parallel lines at any angle as an untransformed tile: a w x h tile whose diagonal is the line
 * (w = spacing / sin a, h = spacing / cos a) repeats into continuous lines `spacing` apart.
 */
export function linePattern(defs: Defs, color: string, spacing: number, width: number, angle: number, opacity = 1): string {
  const a = (((angle % 180) + 180) % 180) * (Math.PI / 180);
  const sin = Math.abs(Math.sin(a));
  const cos = Math.abs(Math.cos(a));
  let body: string;
  let w: number;
  let h: number;
  if (sin < 0.2) {
    w = spacing * 4; h = spacing;
    body = el('rect', { x: 0, y: 0, width: n(w), height: width, fill: color });
  } else if (cos < 0.2) {
    w = spacing; h = spacing * 4;
    body = el('rect', { x: 0, y: 0, width: width, height: n(h), fill: color });
  } else {
    w = spacing / sin;
    h = spacing / cos;
    // Rising lines for angles under 90 degrees (screen y grows downwards), falling above it.
    const d = a < Math.PI / 2
      ? `M${n(-w)} ${n(2 * h)}L${n(2 * w)} ${n(-h)}M${n(-w)} ${n(h)}L${n(w)} ${n(-h)}M0 ${n(2 * h)}L${n(2 * w)} 0`
      : `M${n(-w)} ${n(-h)}L${n(2 * w)} ${n(2 * h)}M${n(-w)} 0L${n(w)} ${n(2 * h)}M0 ${n(-h)}L${n(2 * w)} ${n(h)}`;
    body = el('path', { d, stroke: color, 'stroke-width': width, fill: 'none' });
  }
  return defs.add('hp', (id) =>
    el('pattern', { id, width: n(w), height: n(h), patternUnits: 'userSpaceOnUse' }, opacity < 1 ? group(body, { opacity }) : body));
}

/** Scattered specks and scuffs: the wear of old print and dusty paper, as cheap vectors. */
export function specks(rng: Rng, count: number, color: string, maxR: number, opacity = 1, area = { x: 0, y: 0, w: 1000, h: 1000 }): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + rng.next() * area.w;
    const y = area.y + rng.next() * area.h;
    const r = 0.4 + rng.next() ** 3 * maxR;
    const k = r * 0.55;
    // A rough four-point blob rather than a perfect circle.
    d += `M${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - r * (0.6 + rng.next()))} ${n(x + r * (0.5 + rng.next() * 0.5))} ${n(y - k)}T${n(x + k)} ${n(y + r)}Z`;
  }
  return el('path', { d, fill: color, opacity });
}

/** Soft darkening towards the corners, as lenses and old prints do. */
export function vignette(defs: Defs, color = '#000000', strength = 0.55): string {
  const fill = defs.radialUser([[0.55, color, 0], [1, color, strength]], 500, 500, 720);
  return el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill });
}

export function blurFilter(defs: Defs, std: number, pad = '30%'): string {
  return defs.filter(el('feGaussianBlur', { stdDeviation: std }), { x: `-${pad}`, y: `-${pad}`, width: `${100 + 2 * parseInt(pad, 10)}%`, height: `${100 + 2 * parseInt(pad, 10)}%` });
}
