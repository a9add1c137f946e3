// Minimalist: one strong shape, one line, a flat field and a lot of space. The scene is reduced
// to its subject; the title is small-caps-like, widely tracked, set flush left.
import { contrast, darken, hsl, lighten, luminance, mix, saturation, toHsl } from '../color';
import { bbox } from '../geometry';
import { el, group } from '../svg';
import { shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { minimalistFieldHue } from './off-palette';
import { HUES } from '../colour-words';

export const minimalist: StyleRenderer = (ctx) => {
  const { scene, palette: p, rng } = ctx;
  // One flat field, saturated and decisive in key (a deep middle tone by day, a deeper one at
  // night; the 3D studio's sweep is the light one) so it reads as a printed colour, never as a
  // painted sky: the hue opposite the sky's, picked
  // off the palette, since the styles that paint the sky (digital art's glow, anime's film sky)
  // would otherwise fill the frame with the same colour.
  // A heavy genre's field is deep, in the sky's own hue: its night palettes are dark colours of
  // their own, and the off-palette hue of a blood-red palette is the 3D studio's night teal.
  // A colour the request names is the field: it is the one colour the picture has room for.
  const heavy = isHeavyGenre(ctx.genre);
  const named = p.lead && p.lead !== 'black-and-white' && p.lead !== 'brown' ? HUES[p.lead].h : undefined;
  const hue = heavy ? toHsl(mix(p.sky[0], p.sky[1], 0.5))[0] : (named ?? minimalistFieldHue(p));
  // A named colour's field is lighter than a painted sky of that colour (photorealistic's, anime's).
  const field = heavy ? hsl(hue, 0.85, 0.3) : named !== undefined ? hsl(hue, 0.8, 0.56) : hsl(hue, 0.7, p.dark ? 0.3 : 0.42);
  const light = luminance(field) > 0.28;
  const ink = light ? darken(p.ink, 0.2) : lighten(p.paper, 0.3);
  // The one shape must be strong: the most saturated palette colour that stands off the field.
  const candidates = [p.accent, p.accent2, ...p.ground].filter((c) => contrast(c, field) > 1.9);
  const strong = candidates.sort((a, b) => saturation(b) - saturation(a))[0] ?? (light ? darken(p.accent, 0.45) : lighten(p.accent, 0.3));
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: field })];
  // The subject alone: focal shapes if the scene has them, else its light source.
  // A subject drawn in lines (a serpent, a coil of rope) keeps them: dropping them left a dot.
  let keep = scene.shapes.filter((s) => s.role === 'focal');
  if (!keep.some((s) => s.kind !== 'line')) keep = [...keep, ...scene.shapes.filter((s) => s.role === 'celestial')];
  // Centre the subject in the space the title leaves, and shrink it a little: air matters more.
  const box = bbox(keep.flatMap((s) => s.pts));
  const target = scene.titleAt === 'top' ? 560 : 420;
  const scale = Math.min(1, 520 / Math.max(box.w, box.h, 1)) * 0.92;
  const tx = 500 - (box.x + box.w / 2) * scale;
  const ty = target - (box.y + box.h / 2) * scale;
  const fill = keep.length > 1 && luminance(strong) > 0.5 ? darken(strong, 0.1) : strong;
  const drawn = keep.map((s) => (s.kind === 'line' ? el('path', { d: shapeD(s), fill: 'none', stroke: fill, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) : el('path', { d: shapeD(s), fill })));
  parts.push(group(drawn.join(''), { transform: `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(3)})` }));
  // One thin line: the horizon, offset from centre by the golden ratio.
  const y = scene.titleAt === 'top' ? 618 + rng.int(140, 200) : 382 + rng.int(200, 250);
  parts.push(el('rect', { x: 140, y, width: 720, height: 2.5, fill: ink }));
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'pirata' || ctx.font === 'playfair' || ctx.font === 'playfair-italic' ? 'playfair' : 'grotesk',
      upper: true,
      tracking: 0.22,
      maxSize: 104,
      align: 'left',
      area: scene.titleAt === 'top' ? { x: 90, y: 80, w: 780, h: 170 } : { x: 90, y: 770, w: 780, h: 150 },
      treatment: { fill: ink },
    },
  };
};
