// Photorealistic: smooth multi-stop skies, strong atmospheric perspective, shallow depth of
// field (far and near planes softened), a blooming light source with rays, bokeh and grain.
import { darken, lighten, mix } from '../color';
import { clipToCanvas } from '../clip';
import { polyPath } from '../geometry';
import { dot, el, group } from '../svg';
import { grain, vignette } from '../textures';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { backdropColors, pickInk } from './titles';
import type { Shape } from '../scene/types';
import { frameOverWeather } from './over-weather';

/** Soft focus without a blur filter: the shape stacked at small offsets, each faint. */
function defocus(d: string, fill: string, radius: number): string {
  const offs = [[0, 0], [radius, 0], [-radius, 0], [0, radius], [0, -radius], [radius * 0.7, radius * 0.7], [-radius * 0.7, -radius * 0.7]];
  return offs.map(([x, y], i) => el('path', { d, fill, opacity: i === 0 ? 0.55 : 0.2, transform: `translate(${x} ${y})` })).join('');
}

export const photorealistic: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const hz = Math.min(0.97, scene.horizon / 1000);
  // A cinema grade: light warmed towards amber, shadows cooled towards teal, so the backlit
  // foreground falls to a near-silhouette against a glowing horizon, as a lens sees it.
  const glow = lighten(mix(mix(p.sky[1], p.accent, 0.35), '#ffa850', 0.5), 0.3);
  const shadowTeal = '#0a232b';
  // The grade is strong: the upper sky is pulled to a deep teal whatever the palette, so the
  // frame reads as graded film (teal above, an amber glow at the horizon) and never as the
  // palette's own sky gradient, which is what digital art paints.
  const skyTop = mix(darken(p.sky[0], 0.1), '#07525e', 0.7);
  const skyMid = mix(p.sky[0], '#2a8a8e', 0.5);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, skyTop], [hz * 0.55, skyMid], [hz * 0.9, mix(p.sky[1], glow, 0.3)], [hz, glow], [1, darken(p.ground[2], 0.2)]]) })];
  const { cx, cy, r } = scene.focal;
  const light = scene.shapes.find((s) => s.role === 'celestial') ?? scene.shapes.find((s) => s.kind === 'circle');
  const lc = light?.circle ?? { cx, cy, r };
  // Natural light through a lens: a faint bloom round the source, not a sky flooded with one
  // colour (that is a digital painter's key light); the lens's own mark is the vignette below.
  parts.push(el('circle', { cx: lc.cx, cy: lc.cy, r: lc.r * 5, fill: defs.radial([[0, glow, 0.21], [0.25, glow, 0.09], [1, glow, 0]]) }));
  // Crepuscular rays: long faint wedges fanning from the light.
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = rng.next() * Math.PI * 2;
    const w = 0.02 + rng.next() * 0.05;
    rays += polyPath(clipToCanvas([[lc.cx, lc.cy], [lc.cx + Math.cos(a - w) * 1400, lc.cy + Math.sin(a - w) * 1400], [lc.cx + Math.cos(a + w) * 1400, lc.cy + Math.sin(a + w) * 1400]]));
  }
  parts.push(el('path', { d: rays, fill: glow, opacity: 0.07 }));
  const paint = (s: Shape) => {
    const base = shapeColor(p, s);
    // Aerial perspective: far planes take on the horizon's colour and lose contrast.
    const aerial = mix(base, glow, (1 - s.depth) * 0.7);
    const c = s.depth > 0.55 ? mix(darken(aerial, 0.35 * s.depth), shadowTeal, 0.35 * s.depth) : aerial;
    const d = shapeD(s);
    if (s.kind === 'line') return el('path', { d, fill: 'none', stroke: c, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round', opacity: 0.85 });
    if (s.role === 'celestial' || (s.kind === 'circle' && s.role === 'focal')) {
      return el('path', { d, fill: defs.radial([[0, '#ffffff'], [0.6, lighten(base, 0.6)], [1, lighten(base, 0.2)]]) });
    }
    const fill = defs.linear([[0, lighten(c, 0.12)], [0.5, c], [1, darken(c, 0.3)]]);
    if (s.depth < 0.3) return defocus(d, fill, 4);
    if (s.depth > 0.85 && s.role === 'near') return defocus(d, fill, 3);
    return el('path', { d, fill });
  };
  parts.push(...scene.shapes.map(paint));
  // Haze sitting on the horizon.
  parts.push(el('rect', { x: 0, y: scene.horizon - 260, width: 1000, height: 380, fill: defs.linear([[0, glow, 0], [0.65, glow, 0.6], [1, glow, 0]]) }));
  // Bokeh: out-of-focus highlights in the foreground.
  for (let i = 0; i < 9; i++) {
    const x = rng.int(0, 1000);
    const y = rng.int(Math.round(scene.horizon * 0.6), 1000);
    parts.push(el('path', { d: dot(x, y, rng.int(14, 40)), fill: defs.radial([[0, lighten(p.accent, 0.5), 0.35], [0.8, lighten(p.accent, 0.3), 0.22], [1, p.accent, 0]]) }));
  }
  // A fast lens shot wide open: corners fall off to near black. The lens darkens everything in
  // the shot, the concept's weather too, so the vignette lies over it.
  parts.push(grain(defs, { freq: 0.95, octaves: 1, opacity: 0.1, contrast: 1.2, tile: 200 }));
  const titleInk = pickInk(backdropColors(ctx), ['#ffffff', darken(p.ink, 0.3)]).ink;
  const framed = frameOverWeather(ctx, vignette(defs, '#000000', 1), {
    font: ctx.font === 'pacifico' || ctx.font === 'sedgwick' ? 'grotesk' : ctx.font,
    tracking: 0.1,
    maxSize: 150,
    upper: true,
    treatment: titleInk === '#ffffff'
      ? { fill: titleInk, shadow: { dx: 0, dy: 0.03, color: '#000000', blur: 1, opacity: 0.55 } }
      : { fill: titleInk, shadow: { dx: 0, dy: 0.02, color: '#ffffff', blur: 1, opacity: 0.4 } },
  });
  return { art: group(parts.join('')) + framed.art, title: framed.title };
};
