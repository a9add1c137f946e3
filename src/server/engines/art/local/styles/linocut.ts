// Linocut: bold black relief with one spot colour on cream paper. White is what the gouge cut
// away, so masses carry tapered gouge marks and carved contour lines; the ink takes unevenly.
// Every print is an inked block on a cream sheet (black on a coloured one for a heavy genre): the sky prints dark,
// the picture is the light cut into it, and the block's edge shows the bare margin around it.
import type { Rng } from '@server/lib/random';
import { itemAt } from '@shared/item-at';
import { darken, hsl, lightness, mix, saturation, shift } from '../color';
import { offPaletteHue } from './off-palette';
import { bbox, jitter, polyPath, resample, type Pt } from '../geometry';
import { scatterInside } from '../brush';
import { el, group, n } from '../svg';
import { grain, specks } from '../textures';
import { isHeavyGenre, namedInks } from '../palette';
import { shapeD, type StyleRenderer } from './style';

/** A gouge cut: a sliver pointed at both ends, bulging in the middle. */
export function gouge(x: number, y: number, angle: number, len: number, w: number): string {
  const dx = (Math.cos(angle) * len) / 2;
  const dy = (Math.sin(angle) * len) / 2;
  const px = -Math.sin(angle) * w;
  const py = Math.cos(angle) * w;
  return `M${n(x - dx)} ${n(y - dy)}Q${n(x + px)} ${n(y + py)} ${n(x + dx)} ${n(y + dy)}Q${n(x - px)} ${n(y - py)} ${n(x - dx)} ${n(y - dy)}Z`;
}

function gougeField(rng: Rng, pts: readonly Pt[], density: number, angle: number, scale: number): string {
  const box = bbox(pts);
  const count = Math.min(260, Math.round(((box.w * box.h) / 10000) * density));
  let d = '';
  for (const [x, y] of scatterInside(rng, pts, count, box)) {
    d += gouge(x, y, angle + (rng.next() - 0.5) * 0.5, (14 + rng.next() * 30) * scale, (1.5 + rng.next() * 2.5) * scale);
  }
  return d;
}

/** The bare sheet round the inked block. */
const BLOCK_MARGIN = 40;

export const linocut: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const heavy = isHeavyGenre(ctx.genre);
  // A heavy genre is printed black on a coloured sheet (vermilion, else cobalt or ochre, whichever
  // the palette leaves clear, since a screen print pulls the palette's own inks on black), its
  // spot a bone white: the cuts and the margin glow out of the black block. On cream, its black
  // block inside a pale margin was the night poster's black inside its cream one.
  // The colours the request named are the inks: the spot colour on cream (a second one prints the
  // far land), the coloured sheet of a heavy genre (a second one its spot).
  const [named, named2] = namedInks(p);
  const sheetHue = offPaletteHue(p, [2, 222, 45], [0, 10, 20]);
  const paper = heavy ? (named ? shift(named, 0, 0.1, 0.43 - lightness(named)) : hsl(sheetHue, 0.82, 0.43)) : mix(p.paper, '#f3ead6', 0.8);
  const ink = darken(p.ink, 0.3);
  const spot = heavy ? named2 ?? '#efe6cf' : named ?? (saturation(p.accent) > 0.35 ? p.accent : '#c8372d');
  const far = !heavy && named2 ? named2 : mix(spot, ink, 0.25);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  let cuts = '';
  // The sky is always inked: a relief block prints its dark and the picture is what was cut away.
  parts.push(el('rect', { width: 1000, height: 1000, fill: heavy ? '#0b0a0a' : p.dark ? mix(ink, spot, 0.12) : ink }));
  if (p.dark) {
    // A night sky cut as rows of broken horizontal strokes, close and wide the way a white-line
    // print lights its sky, so at a glance it reads grey rather than black.
    for (let y = 30; y < scene.horizon; y += 22) {
      for (let x = rng.int(-40, 0); x < 1000; x += rng.int(50, 120)) {
        cuts += gouge(x + 35, y + rng.int(-4, 4), (rng.next() - 0.5) * 0.08, rng.int(70, 150), 6.5 + rng.next() * 3.5);
      }
    }
  } else {
    // A day sky: the sun's rays carved out of the black as long tapered white gouges.
    const { cx, cy } = scene.focal;
    for (let i = 0; i < 40; i++) {
      const a = ((i + rng.next() * 0.3) / 40) * Math.PI * 2;
      const r0 = scene.focal.r * 1.2;
      const len = rng.int(500, 1200);
      cuts += gouge(cx + Math.cos(a) * (r0 + len / 2), cy + Math.sin(a) * (r0 + len / 2), a, len, 9 + rng.next() * 8);
    }
  }
  // The sky is cut before the picture is printed over it, so the subject's masses stay whole.
  parts.push(el('path', { d: cuts, fill: paper }));
  cuts = '';
  for (const s of scene.shapes) {
    const rough = s.kind === 'line' ? s.pts : jitter(resample(s.pts, 14), rng, 2.2);
    const isSpot = s.role === 'celestial' || s.slot === 'accent' || s.slot === 'accent2';
    const fill = isSpot ? spot : s.slot === 'paper' || s.slot === 'sky0' ? paper : s.role === 'far' ? far : ink;
    if (s.kind === 'line') {
      // Light lines are cut away (paper), accent lines print in the spot colour.
      const c = s.slot === 'accent' ? spot : s.slot === 'paper' || s.slot === 'accent2' ? paper : p.dark && s.slot !== 'ink' ? paper : ink;
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: c, 'stroke-width': Math.max(3, (s.width ?? 2) * 1.4), 'stroke-linecap': 'round' }));
      continue;
    }
    parts.push(el('path', { d: s.smooth ? shapeD(s) : polyPath(rough), fill }));
    // Black on a black night sky: the cutter carves the silhouette's edge so it still reads.
    if (p.dark && fill === ink && s.role !== 'detail') parts.push(el('path', { d: s.smooth ? shapeD(s) : polyPath(rough), fill: 'none', stroke: paper, 'stroke-width': 3 }));
    const box = bbox(s.pts);
    if (Math.max(box.w, box.h) < 70) continue;
    // Gouges follow the land: flatter near the horizon, steeper up close.
    cuts += gougeField(rng, s.pts, s.role === 'celestial' ? 3 : 6, (rng.next() - 0.5) * 0.3, s.role === 'near' ? 1.3 : 1);
    const ridge = s.pts.length > 4 && itemAt(s.pts, 0)[1] >= 1000 && itemAt(s.pts, s.pts.length - 1)[1] >= 1000;
    if (ridge) {
      // Carved contour lines just under the ridge line, the classic linocut hill.
      for (const off of [16, 34]) {
        const edge = s.pts.slice(1, -1).map(([x, y]) => [x, y + off] as Pt);
        parts.push(el('path', { d: polyPath(jitter(edge, rng, 1.5), false), fill: 'none', stroke: paper, 'stroke-width': off === 16 ? 3.5 : 2 }));
      }
    }
  }
  parts.push(el('path', { d: cuts, fill: paper }));
  const overlay = specks(rng, 700, paper, 2.4, 0.85) + grain(defs, { freq: 0.5, octaves: 2, opacity: 0.5, contrast: 0.6, mean: 0.9, blend: 'multiply', tile: 200 });
  return {
    art: el('rect', { width: 1000, height: 1000, fill: paper }) + group(parts.join(''), { 'clip-path': defs.clip(`M${BLOCK_MARGIN} ${BLOCK_MARGIN}H${1000 - BLOCK_MARGIN}V${1000 - BLOCK_MARGIN}H${BLOCK_MARGIN}Z`) }),
    title: {
      font: ctx.font === 'pacifico' ? 'anton' : ctx.font,
      treatment: { fill: paper, backing: { color: ink, pad: 0.12, kind: 'band' } },
    },
    overlay,
  };
};
