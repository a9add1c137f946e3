// Watercolour: every mass is a stack of translucent, randomly deformed washes (the layered
// polygon technique), so edges bleed softly; pigment pools at the rim; the paper shows through,
// and the painting stops short of the sheet in a ragged edge of untouched white paper. A heavy
// genre is painted on black paper: the washes glow, lighter and stronger, out of the dark.
import { darken, lighten, mix, shift } from '../color';
import { bbox, circlePts, deform, polyPath, resample, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { splatter } from '../brush';
import { inks } from './titles';
import { isHeavyGenre } from '../palette';
import { frameOverWeather } from './over-weather';
import { shapeColor, shapeD, type StyleContext, type StyleRenderer } from './style';

function washes(ctx: StyleContext, pts: readonly Pt[], color: string, layers: number, opacity: number): string {
  const { rng } = ctx;
  const box = bbox(pts);
  const size = Math.max(box.w, box.h);
  const base = deform(resample(pts, Math.max(16, size / 12)), rng, 1, 0.3);
  // Small masses need fewer glazes to look wet; this keeps forests and cities light to render.
  const count = size > 300 ? layers : size > 120 ? Math.min(layers, 4) : 3;
  let out = '';
  for (let i = 0; i < count; i++) {
    out += el('path', { d: polyPath(deform(base, rng, 2, 0.45)), fill: color, opacity });
  }
  // Pigment settles at the rim of a drying wash: a faint darker edge.
  out += el('path', { d: polyPath(base), fill: 'none', stroke: darken(color, 0.25), 'stroke-width': 2.2, opacity: 0.3 });
  return out;
}

export const watercolor: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const heavy = isHeavyGenre(ctx.genre);
  // Bright white cotton paper (black paper for a heavy genre): the white of the sheet is the
  // watercolourist's only white, and it must read against every cream-paper print style.
  const paper = heavy ? '#121014' : '#fefdfa';
  // On black paper a wash only shows when its pigment is lighter than the sheet.
  // Transparent pigment is vivid where it lies: every wash is the palette colour, saturated.
  // A heavy genre's night is laid in ultramarine and Payne's grey, as watercolourists paint the dark.
  const glow = (c: string) => (heavy ? lighten(shift(mix(c, '#2f4fc0', 0.55), 0, 0.35, 0), 0.3) : shift(c, 0, 0.3, 0));
  // Night palettes are painted thinner, so the paper still glows through dark skies.
  const skyTop = p.dark ? mix(p.sky[0], p.sky[1], 0.3) : p.sky[0];
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: paper })];
  parts.push(washes(ctx, [[-60, -60], [1060, -60], [1060, 1060], [-60, 1060]], glow(skyTop), 5, heavy ? 0.08 : 0.3));
  parts.push(washes(ctx, [[-60, scene.horizon * 0.45], [1060, scene.horizon * 0.5], [1060, 1060], [-60, 1060]], glow(p.sky[1]), 5, heavy ? 0.08 : 0.3));
  // A graded wash: the sky laid in strong at the top and let fade to bare paper by the horizon,
  // the first thing a watercolourist puts down (a deeper shade of the sky's own colour).
  // On black paper the graded wash runs the other way: the accent glowing up from the horizon.
  if (heavy) parts.push(el('rect', { width: 1000, height: scene.horizon, fill: defs.linear([[0, glow(p.accent), 0], [0.5, glow(p.accent), 0.15], [1, glow(p.accent), 0.6]]) }));
  else parts.push(el('rect', { width: 1000, height: scene.horizon, fill: defs.linear([[0, darken(glow(skyTop), 0.25), 0.75], [0.7, glow(skyTop), 0.25], [1, glow(skyTop), 0]]) }));
  // Wet-in-wet: two faint, broad blooms of the accent colour.
  for (let i = 0; i < 2; i++) {
    parts.push(washes(ctx, circlePts(rng.int(150, 850), rng.int(100, 700), rng.int(160, 260), 10), p.accent, 3, heavy ? 0.1 : 0.05));
  }
  for (const s of scene.shapes) {
    const color = heavy ? (s.tone > 0.6 ? mix(shapeColor(p, s), paper, 0.6) : glow(shapeColor(p, s))) : mix(glow(shapeColor(p, s)), paper, s.role === 'far' ? 0.35 : 0.12);
    if (s.kind === 'line') {
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: color, 'stroke-width': (s.width ?? 2) * 1.1, 'stroke-linecap': 'round', opacity: 0.7 }));
      continue;
    }
    const box = bbox(s.pts);
    const small = Math.max(box.w, box.h) < 60;
    if (small) {
      parts.push(el('path', { d: shapeD(s), fill: color, opacity: 0.75 }));
      continue;
    }
    // The subject's wash dries with a firmer rim of pigment than its setting's, so it reads as a
    // thing and not as a stain of the same water (a horse washed like its meadow was a brown smear).
    parts.push(washes(ctx, s.kind === 'circle' && s.circle ? circlePts(s.circle.cx, s.circle.cy, s.circle.r, 20) : s.pts, color, s.role === 'near' ? 8 : 6, s.role === 'near' ? 0.2 : 0.14));
    if (s.role === 'focal' && !heavy) parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: darken(color, 0.45), 'stroke-width': 2.5, opacity: 0.45, 'stroke-linejoin': 'round' }));
  }
  // The painted area ends in a ragged line well inside the sheet: a wide margin of bare paper
  // all round, as a sketchbook study is left. On black paper the margin is narrower: a wide black
  // margin was the black of every other night style, and the glowing washes are what is its own.
  const reach = heavy ? 1.2 : 1;
  const corners: Pt[] = [[-330, -340], [330, -345], [338, 340], [-338, 345]];
  const inner = deform(resample(corners.map(([x, y]) => [500 + x * reach, 500 + y * reach] as Pt), 60), rng, 3, 0.05);
  // The bare margin lies over the concept's weather (a storm is painted inside the wash, never on
  // the untouched paper), with the splashes and the paper's tooth.
  const frame = el('path', { d: `M-10 -10H1010V1010H-10Z${polyPath(inner)}`, fill: paper, 'fill-rule': 'evenodd' })
    + el('path', { d: polyPath(inner), fill: 'none', stroke: darken(p.sky[1], 0.1), 'stroke-width': 3, opacity: 0.18 })
    + splatter(rng, rng.int(100, 900), rng.int(600, 950), 160, 40, p.accent, 0.35)
    + splatter(rng, rng.int(100, 900), rng.int(50, 400), 120, 25, p.ground[1], 0.3)
    // Cold-press paper: a coarse tooth plus fine grain.
    + grain(defs, { freq: 0.09, octaves: 3, opacity: 0.6, contrast: 0.7, mean: 0.86, blend: heavy ? 'overlay' : 'multiply', tile: 240 });
  const { dark, light } = inks(p);
  const onTop = scene.titleAt === 'top';
  // On black paper the name is lettered in the glowing accent wash.
  const titleInk = heavy ? lighten(p.accent, 0.25) : onTop && !p.dark ? darken(p.ink, 0.1) : light;
  const framed = frameOverWeather(ctx, frame, { treatment: { fill: titleInk, stroke: titleInk === light || heavy ? dark : paper, strokeWidth: 0.06, opacity: 0.94 } });
  return { art: group(parts.join('') + framed.art), title: framed.title };
};
