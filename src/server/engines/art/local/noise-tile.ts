// Grain tiles made once per process in JavaScript and embedded as PNG data URIs. An SVG
// feTurbulence tile plus mix-blend-mode cost 50-70 ms per cover in resvg; a decoded image tile
// drawn with plain alpha costs a few. The noise is seeded, so covers stay byte-identical.
import { deflateSync } from 'node:zlib';
import { createRng } from '@server/lib/random';
import { itemAt } from '@shared/item-at';

export interface NoiseTileOptions {
  /** Features per cover unit: ~0.9 film grain, ~0.3 paper tooth, ~0.05 mottling. */
  freq: number;
  octaves: number;
  /** Tile size in cover units (and pixels: the tile is drawn at about 1:1 on a 1024 cover). */
  tile: number;
  /** 'both' lightens and darkens around mid-grey; 'darken' only darkens (paper tooth, ink wear). */
  mode: 'both' | 'darken';
  contrast: number;
}

const cache = new Map<string, string>();

export function noiseTileUri(o: NoiseTileOptions): string {
  const key = JSON.stringify(o);
  let uri = cache.get(key);
  if (!uri) {
    uri = `data:image/png;base64,${encodePng(o.tile, o.tile, noisePixels(o)).toString('base64')}`;
    cache.set(key, uri);
  }
  return uri;
}

/** Tileable fractal value noise as RGBA: black or white pixels whose alpha carries the grain. */
function noisePixels(o: NoiseTileOptions): Buffer {
  const size = o.tile;
  const field = new Float32Array(size * size);
  const rng = createRng(0x5eed + Math.round(o.freq * 1000) + o.octaves);
  let amp = 1;
  let total = 0;
  for (let oct = 0; oct < o.octaves; oct++) {
    const cells = Math.max(2, Math.round(size * o.freq * 2 ** oct));
    const lattice = Float32Array.from({ length: cells * cells }, () => rng.next());
    for (let y = 0; y < size; y++) {
      const fy = (y / size) * cells;
      const y0 = Math.floor(fy);
      const ty = smooth(fy - y0);
      for (let x = 0; x < size; x++) {
        const fx = (x / size) * cells;
        const x0 = Math.floor(fx);
        const tx = smooth(fx - x0);
        // Lattice indices wrap, so the tile repeats without seams (and stay in range).
        const a = itemAt(lattice, (y0 % cells) * cells + (x0 % cells));
        const b = itemAt(lattice, (y0 % cells) * cells + ((x0 + 1) % cells));
        const c = itemAt(lattice, ((y0 + 1) % cells) * cells + (x0 % cells));
        const d = itemAt(lattice, ((y0 + 1) % cells) * cells + ((x0 + 1) % cells));
        const at = y * size + x;
        field[at] = itemAt(field, at) + amp * (a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty);
      }
    }
    total += amp;
    amp *= 0.5;
  }
  const px = Buffer.alloc(size * size * 4);
  field.forEach((f, i) => {
    const v = (f / total - 0.5) * o.contrast; // about -0.5..0.5 at contrast 1
    const light = o.mode === 'both' && v > 0;
    const alpha = o.mode === 'both' ? Math.min(1, Math.abs(v) * 2) : Math.max(0, Math.min(1, 0.5 - v));
    const g = light ? 255 : 0;
    px[i * 4] = g;
    px[i * 4 + 1] = g;
    px[i * 4 + 2] = g;
    px[i * 4 + 3] = Math.round(alpha * 255);
  });
  return px;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = itemAt(CRC, (c ^ byte) & 0xff) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A minimal RGBA PNG encoder (filter 0 on every row). */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
