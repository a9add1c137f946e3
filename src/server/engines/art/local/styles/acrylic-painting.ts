// Acrylic: bright, matte, opaque colour blocks (paint with white in it dries chalky and high-key)
// with visible dry-brush streaks and dark brush edges, laid on a canvas whose raw white edge
// still shows around a rough painted border. A heavy genre is painted over a cadmium-red
// underpainting: the same full-chroma colours mixed down to deep, warm values, inside the same
// raw canvas edge.
import { darken, hsl, lighten, mix, toHsl } from '../color';
import { scatterInside, strokeBatch } from '../brush';
import { bbox, deform, polyPath, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { isHeavyGenre } from '../palette';
import { defaultTitle } from './titles';
import { shapeColor, shapeD, type StyleRenderer } from './style';

export const acrylicPainting: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // Straight-from-the-tube colour: every hue at full chroma and a middle value, pale tints
  // deepened and darks lifted.
  const heavy = isHeavyGenre(ctx.genre);
  const tube = (c: string) => {
    const [h, sat, l] = toHsl(c);
    return hsl(h, Math.min(1, sat + 0.4), (heavy ? 0.27 : 0.42) + (l - 0.5) * 0.3);
  };
  // A heavy genre's colours are scumbled over a cadmium-red underpainting that shows through
  // everywhere: a warm dark, where the printed and inked styles go blue-black. It is strong in its
  // red channel alone, so it stays red under the heavy genres' safety net (a colour burn, which
  // sinks every channel that is not near full and sank a burnt sienna to their black).
  const bright = (c: string) => (heavy ? mix(tube(c), '#b81400', 0.55) : tube(c));
  const canvasWhite = '#f5f2ea';
  const edge: Pt[] = deform([[34, 30], [968, 36], [972, 966], [28, 970]], rng, 5, 0.012);
  const clip = defs.clip(polyPath(edge));
  const parts: string[] = [];
  parts.push(el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, bright(p.sky[0])], [Math.min(0.97, scene.horizon / 1000), bright(p.sky[1])]]) }));
  // Broad dry-brush sweeps across the sky.
  for (let i = 0; i < 14; i++) {
    const y = rng.int(0, scene.horizon);
    const c = i % 2 ? lighten(bright(p.sky[1]), 0.15) : darken(bright(p.sky[0]), 0.05);
    const pts: Pt[] = Array.from({ length: 90 }, () => [rng.int(-40, 1040), y + rng.int(-22, 22)] as Pt);
    parts.push(el('path', { d: strokeBatch(rng, pts, 0, 120, 0.08), stroke: c, 'stroke-width': 2.2, opacity: 0.35, fill: 'none', 'stroke-linecap': 'round' }));
  }
  for (const s of scene.shapes) {
    const base = bright(shapeColor(p, s));
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: base, 'stroke-width': (s.width ?? 2) * 1.4, 'stroke-linecap': 'round' }));
      continue;
    }
    parts.push(el('path', { d, fill: base }));
    const box = bbox(s.pts);
    if (Math.max(box.w, box.h) < 50) continue;
    // Dry-brush streaks: the bristles drag lighter and darker paint in one direction per mass.
    const angle = (rng.next() - 0.5) * 0.9;
    const count = Math.min(260, Math.round((box.w * box.h) / 700) + 10);
    for (const [tone, share] of [[0.28, 0.5], [-0.22, 0.5]] as const) {
      const pts = scatterInside(rng, s.pts, Math.round(count * share), box);
      const c = tone > 0 ? lighten(base, tone) : darken(base, -tone);
      parts.push(el('path', { d: strokeBatch(rng, pts, angle, Math.min(90, box.w / 3 + 20), 0.15), stroke: c, 'stroke-width': 2.6, fill: 'none', opacity: 0.5, 'stroke-linecap': 'round' }));
    }
    if (s.role === 'near' || s.role === 'focal') {
      parts.push(el('path', { d, fill: 'none', stroke: darken(base, 0.45), 'stroke-width': 4, 'stroke-linejoin': 'round', opacity: 0.75 }));
    }
  }
  const art = el('rect', { width: 1000, height: 1000, fill: canvasWhite })
    + group(parts.join(''), { 'clip-path': clip })
    + grain(defs, { freq: 0.75, octaves: 2, opacity: 0.18, contrast: 1.2 });
  const title = defaultTitle(ctx);
  if (title.area === undefined) title.area = ctx.scene.titleAt === 'top' ? { x: 90, y: 70, w: 820, h: 210 } : { x: 90, y: 725, w: 820, h: 205 };
  return { art, title };
};
