// Measures pictures the way the studio's promises are worded: the dominant hue ('the variation is
// red'), how different two pictures are ('three concepts, three pictures') and whether two share
// a layout ('the variation keeps the composition'). Decoded with sharp at 64 x 64, which keeps
// every measure fast and insensitive to fine texture (grain, hatching, particles).
import sharp from 'sharp';

export const STATS_SIZE = 64;

export type HueBucket = 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';

/** Hue ranges in degrees, [from, to); red wraps round 0. */
const BUCKETS: readonly [HueBucket, number, number][] = [
  ['red', 345, 15], ['orange', 15, 40], ['yellow', 40, 70], ['green', 70, 160],
  ['teal', 160, 195], ['blue', 195, 255], ['purple', 255, 290], ['pink', 290, 345],
];

async function rgb(png: Buffer, size = STATS_SIZE): Promise<Uint8Array> {
  const { data } = await sharp(png).removeAlpha().resize(size, size, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, max === 0 ? 0 : d / max, max / 255];
}

function bucketOf(h: number): HueBucket {
  for (const [name, from, to] of BUCKETS) if (from < to ? h >= from && h < to : h >= from || h < to) return name;
  return 'red';
}

export interface DominantHue {
  /** The most common hue among saturated pixels; 'grey' when under 5% of the picture is saturated. */
  name: HueBucket | 'grey';
  /** That hue's share of the saturated pixels (0..1). */
  share: number;
  /** That hue's share of the whole picture (0..1). */
  coverage: number;
}

/** Saturated means a visible colour: HSV saturation at least 0.25 and value at least 0.15. */
export async function dominantHue(png: Buffer): Promise<DominantHue> {
  const px = await rgb(png);
  const counts = new Map<HueBucket, number>();
  let saturated = 0;
  const total = px.length / 3;
  for (let i = 0; i < px.length; i += 3) {
    const [h, s, v] = hsv(px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0);
    if (s < 0.25 || v < 0.15) continue;
    saturated++;
    const b = bucketOf(h);
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  if (saturated < total * 0.05) return { name: 'grey', share: 1 - saturated / total, coverage: 1 - saturated / total };
  let best: HueBucket = 'red';
  let bestCount = -1;
  for (const [b, c] of counts) if (c > bestCount) { best = b; bestCount = c; }
  return { name: best, share: bestCount / saturated, coverage: bestCount / total };
}

/** The share (0..1) of the whole picture in each hue: the pixels of a visible colour (as in
 * dominantHue) whose hue falls in the bucket. 'Teal and amber' is met when both have a share. */
export async function hueShares(png: Buffer): Promise<Record<HueBucket, number>> {
  const px = await rgb(png);
  const out: Record<HueBucket, number> = { red: 0, orange: 0, yellow: 0, green: 0, teal: 0, blue: 0, purple: 0, pink: 0 };
  const total = px.length / 3;
  for (let i = 0; i < px.length; i += 3) {
    const [h, s, v] = hsv(px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0);
    if (s < 0.25 || v < 0.15) continue;
    out[bucketOf(h)] += 1 / total;
  }
  return out;
}

/** Mean luminance (Rec. 709 weights on the 0..1 channels) at 64 x 64: 0 black .. 1 white. */
export async function meanLuminance(png: Buffer): Promise<number> {
  const p = await rgb(png);
  let sum = 0;
  for (let i = 0; i + 2 < p.length; i += 3) sum += 0.2126 * (p[i] ?? 0) + 0.7152 * (p[i + 1] ?? 0) + 0.0722 * (p[i + 2] ?? 0);
  return sum / (p.length / 3) / 255;
}

/** Mean absolute difference over the RGB channels at 64 x 64, 0 (identical) .. 1. */
export async function meanPixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([rgb(a), rgb(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length / 255;
}

/**
 * The edge map: per-channel gradient magnitudes summed, so an edge between two colours of the
 * same brightness still counts and recolouring a picture keeps its edges where they were. Pooled
 * 2 x 2 (edges that move by a pixel still match), square-rooted (strong edges, lettering above
 * all, do not outweigh the drawing) and with each row's mean taken out: a title is a band of
 * edges across the whole width, and two covers with titles at the same height would otherwise
 * look alike whatever they show.
 */
function edgeMap(px: Uint8Array, size: number): Float64Array {
  const at = (x: number, y: number, c: number) => px[(Math.min(size - 1, Math.max(0, y)) * size + Math.min(size - 1, Math.max(0, x))) * 3 + c] ?? 0;
  const half = size / 2;
  const out = new Float64Array(half * half);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let g = 0;
      for (let c = 0; c < 3; c++) g += Math.hypot(at(x + 1, y, c) - at(x - 1, y, c), at(x, y + 1, c) - at(x, y - 1, c));
      const k = (y >> 1) * half + (x >> 1);
      out[k] = (out[k] ?? 0) + g;
    }
  }
  for (let y = 0; y < half; y++) {
    let mean = 0;
    for (let x = 0; x < half; x++) mean += Math.sqrt(out[y * half + x] ?? 0);
    mean /= half;
    for (let x = 0; x < half; x++) out[y * half + x] = Math.sqrt(out[y * half + x] ?? 0) - mean;
  }
  return out;
}

function correlation(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) { ma += a[i] ?? 0; mb += b[i] ?? 0; }
  ma /= n; mb /= n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    cov += da * db; va += da * da; vb += db * db;
  }
  return va === 0 || vb === 0 ? 0 : cov / Math.sqrt(va * vb);
}

/** How alike two pictures' layouts are: correlation of their edge maps, 0 (unrelated) .. 1 (same). */
export async function layoutSimilarity(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([rgb(a), rgb(b)]);
  return Math.max(0, correlation(edgeMap(pa, STATS_SIZE), edgeMap(pb, STATS_SIZE)));
}
