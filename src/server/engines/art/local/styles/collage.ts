// Collage: the scene cut from magazines and glued onto kraft paper. Torn pieces with white
// fibre edges, some printed in halftone or newsprint, strips of tape, and a ransom-note title.
import { bestOn, darken, grey, hsl, lighten, mix, toHex } from '../color';
import { bbox, centroid, jitter, polyPath, resample, type Pt } from '../geometry';
import { el, esc, group, n } from '../svg';
import { dotPattern, grain, linePattern } from '../textures';
import { FONTS, textWidth, type FontId } from '../fonts';
import { shapeColor, shapeD, titleArea, type StyleContext, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { offPaletteHue } from './off-palette';

function tornPiece(ctx: StyleContext, pts: readonly Pt[], fill: string): string {
  const { rng } = ctx;
  const box = bbox(pts);
  const ring = resample(pts, Math.max(8, Math.max(box.w, box.h) / 40));
  const [cx, cy] = centroid(ring);
  const rot = (rng.next() - 0.5) * 5;
  // The paper's white core shows where it tore: a rougher, slightly larger outline underneath.
  const under = jitter(ring.map(([x, y]) => [cx + (x - cx) * 1.015 + (x > cx ? 3 : -3), cy + (y - cy) * 1.015 + 2] as Pt), rng, 3.5);
  const top = jitter(ring, rng, 1.2);
  return group(
    el('path', { d: polyPath(under), fill: '#000000', opacity: 0.22, transform: 'translate(5 7)' }) +
      el('path', { d: polyPath(under), fill: '#f7f3ea' }) +
      el('path', { d: polyPath(top), fill }),
    { transform: `rotate(${n(rot)} ${n(cx)} ${n(cy)})` },
  );
}

function swatches(ctx: StyleContext, colours: readonly string[]): string {
  const { rng, defs } = ctx;
  const band = titleArea(ctx.scene.titleAt);
  const out: string[] = [];
  let x = band.x + rng.int(-20, 30);
  while (x < band.x + band.w - 60) {
    const w = rng.int(90, 170);
    const h = rng.int(Math.round(band.h * 0.45), Math.round(band.h * 0.8));
    const y = band.y + rng.int(0, Math.max(1, band.h - h));
    const colour = rng.pick(colours);
    const box: Pt[] = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
    out.push(tornPiece(ctx, box, rng.chance(0.35) ? dotPattern(defs, darken(colour, 0.35), 9, 3, 20, colour) : colour));
    x += w * (0.55 + rng.next() * 0.35);
  }
  return out.join('');
}

const RANSOM_FONTS: readonly FontId[] = ['anton', 'playfair', 'grotesk', 'playfair-italic', 'anton'];

export const collage: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // A heavy genre is glued onto black card, its newsprint scraps grey with age.
  const heavy = isHeavyGenre(ctx.genre);
  const kraft = mix(heavy ? '#2a2119' : '#c9ad82', p.sky[1], 0.2);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: kraft }), grain(defs, { freq: 0.7, octaves: 2, opacity: 0.35, contrast: 0.9 })];
  // Newsprint scraps under everything.
  for (let i = 0; i < 4; i++) {
    const x = rng.int(-50, 750);
    const y = rng.int(-50, 850);
    const w = rng.int(180, 380);
    const h = rng.int(120, 260);
    const box: Pt[] = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
    parts.push(tornPiece(ctx, box, heavy ? '#8f897d' : '#ebe6da'));
    parts.push(el('rect', { x: x + 12, y: y + 14, width: w - 24, height: h - 28, fill: linePattern(defs, '#77736b', 9, 3, rng.pick([0, 90])), opacity: 0.55 }));
  }
  // The sky as a black-and-white photo torn from an old magazine, smaller than the sheet so
  // the kraft board shows round it; the scene's colour pieces are glued over it.
  const skyPts: Pt[] = [[85, 70], [915, 80], [905, scene.horizon + 30], [95, scene.horizon + 20]];
  // Old magazine stock: the greys printed in one tint, a sepia yellowed with the page, or a blue
  // or a rose duotone when the palette itself is warm beige (the sepia page then matched the
  // sky the palette-coloured styles paint). The tint is the candidate farthest from the palette.
  const tint = hsl(offPaletteHue(p, [38, 212, 335], [0, 25, 35]), 0.45, 0.6);
  const mono = (c: string) => mix(toHex([grey(c) * 255, grey(c) * 255, grey(c) * 255]), tint, 0.55);
  parts.push(tornPiece(ctx, skyPts, defs.linear([[0, darken(mono(p.sky[0]), 0.25)], [1, mono(p.sky[1])]])));
  let k = 0;
  for (const s of scene.shapes) {
    const base = shapeColor(p, s);
    if (s.kind === 'line') {
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: darken(base, 0.1), 'stroke-width': Math.max(3, s.width ?? 2), 'stroke-linecap': 'square' }));
      continue;
    }
    const box = bbox(s.pts);
    if (Math.max(box.w, box.h) < 45) {
      parts.push(el('path', { d: shapeD(s), fill: base }));
      continue;
    }
    k += 1;
    // Every third piece is cut from a halftone-printed page, every fourth from a striped one.
    const fill = k % 3 === 0 ? dotPattern(defs, darken(base, 0.35), 9, 3, 20, base) : k % 4 === 0 ? linePattern(defs, lighten(base, 0.2), 14, 7, 45) : base;
    // Patterned pieces are glued on a piece of their own colour: resvg drops a pattern whose tile
    // is under a pixel, so on a thumbnail (and on the heavy genres' 48 px proof) a bare pattern
    // showed the board through and read far darker than the full-size cover.
    if (fill !== base) parts.push(tornPiece(ctx, s.pts, base));
    parts.push(tornPiece(ctx, s.pts, fill));
  }
  // Masking tape at a few corners.
  for (let i = 0; i < 3; i++) {
    const x = rng.int(60, 900);
    const y = rng.int(60, 900);
    parts.push(el('rect', { x: x - 60, y: y - 16, width: 120, height: 32, fill: '#efe3b8', opacity: 0.75, transform: `rotate(${rng.int(-40, 40)} ${x} ${y})` }));
  }
  const boxes = heavy ? ['#111111', p.accent, '#8f897d', '#1d1a17', p.accent2, '#111111'] : [p.paper, '#111111', p.accent, '#f4f0e6', p.accent2, '#fdfdfd'];
  // With no name to cut out, the band the letters would fill gets the swatches they would have
  // been cut from: flat colour and halftone squares torn from the same pages, overlapping.
  if (ctx.bandName.trim() === '') parts.push(swatches(ctx, boxes));
  return {
    art: group(parts.join('')),
    title: {
      font: 'anton',
      upper: true,
      treatment: { fill: '#111111' },
      // Ransom note: each letter cut from a different page, on its own slip of paper.
      render: (layout) => layout.lines.map((line) => {
        const chars = [...line.text];
        const total = chars.reduce((w, ch) => w + textWidth(layout.font, ch, layout.size) * 1.08, 0);
        let x = layout.align === 'center' ? line.x - total / 2 : line.x;
        return chars.map((ch) => {
          const w = textWidth(layout.font, ch, layout.size) * 1.08;
          const cx = x + w / 2;
          x += w;
          if (ch === ' ') return '';
          const bg = rng.pick(boxes);
          const fg = bestOn(bg, ['#111111', '#f6f2e8']);
          const font = FONTS[rng.pick(RANSOM_FONTS)];
          const rot = (rng.next() - 0.5) * 10;
          const top = line.y - layout.size * 0.86;
          return group(
            el('rect', { x: cx - w / 2 - 3, y: top, width: w + 6, height: layout.size * 1.0, fill: bg, stroke: '#00000022', 'stroke-width': 1 }) +
              el('text', { x: cx, y: line.y - layout.size * 0.06, 'text-anchor': 'middle', 'font-family': font.family, 'font-weight': font.weight, 'font-style': font.style === 'italic' ? 'italic' : undefined, 'font-size': layout.size * 0.78, fill: fg }, esc(ch)),
            { transform: `rotate(${n(rot)} ${n(cx)} ${n(line.y - layout.size * 0.4)})` },
          );
        }).join('');
      }).join(''),
    },
  };
};
