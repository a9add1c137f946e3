// 3D render: a studio cyclorama, every mass extruded into a lit solid (top-left key light,
// darker sides, soft contact shadows), circles as glossy spheres, lines as tubes.
import { itemAt } from '@shared/item-at';
import { darken, hsl, lighten, luminance, mix, shift } from '../color';
import { backdropColors, pickInk } from './titles';
import { bbox, polyPath, resample, type Pt } from '../geometry';
import { el, group } from '../svg';
import { grain } from '../textures';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { isHeavyGenre } from '../palette';
import { studioLampHue } from './off-palette';

/** Extrusion depth vector: solids recede up and to the right, away from the key light. */
const EX: Pt = [16, -12];

function extruded(pts: readonly Pt[], color: string, depthScale: number): string {
  const dx = EX[0] * depthScale;
  const dy = EX[1] * depthScale;
  const ring = pts.length > 80 ? resample(pts, 14) : pts;
  let sides = '';
  for (let i = 0; i < ring.length; i++) {
    const a = itemAt(ring, i);
    const b = itemAt(ring, (i + 1) % ring.length);
    // Faces whose outward normal points away from the light are darker.
    const nx = b[1] - a[1];
    const ny = -(b[0] - a[0]);
    const lit = (nx * -0.6 + ny * -0.8) / (Math.hypot(nx, ny) || 1);
    const shade = lit > 0 ? darken(color, 0.25 - lit * 0.15) : darken(color, 0.45);
    sides += el('path', { d: `M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${b[0] + dx} ${b[1] + dy}L${a[0] + dx} ${a[1] + dy}Z`, fill: shade, stroke: shade, 'stroke-width': 0.8 });
  }
  return el('path', { d: polyPath(ring.map(([x, y]) => [x + dx, y + dy] as Pt)), fill: darken(color, 0.5) }) + sides;
}

export const render3d: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs } = ctx;
  const floorY = Math.min(scene.horizon, 900);
  // The studio has its own light, not the palette's sky: a saturated pastel sweep, like a clay
  // render under a coloured key, so a 3D render never reads as the same sky painted another way.
  // A heavy genre is shot in a magenta studio under one hard key light: deep and still plainly a
  // colour, where the painted styles sink to brown and black. The magenta is strong in its red
  // and blue channels and empty in green, so it costs little brightness and stays magenta under
  // the heavy genres' safety net (a colour burn, which sinks every channel that is not near full,
  // sank a teal studio to the black of the night styles).
  const heavy = isHeavyGenre(ctx.genre);
  // The lamp's colour is the studio's own and is picked away from the palette's hues: a mint or
  // an orchid sweep, the amber clay light only when the palette covers both. A fixed lamp met the
  // same hue in the styles that follow the sky (minimalist's field, digital art's key light)
  // whenever a palette carried it, and amber is also the colour of comic yellow and aged paper.
  // It also stays off the stencil's wall colour, picked the same way.
  const lamp = studioLampHue(p);
  const wall = heavy ? hsl(308, 0.9, 0.33) : hsl(lamp, 0.8, 0.6);
  // The floor is lit brighter than the wall, so the seamless sweep shows a soft horizon.
  const floor = heavy ? lighten(wall, 0.12) : hsl(lamp, 0.6, 0.85);
  const parts: string[] = [];
  // Cyclorama: a seamless backdrop curving into the floor, lit from above.
  parts.push(el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, darken(wall, heavy ? 0.22 : 0.08)], [Math.max(0.05, floorY / 1000 - 0.08), wall], [floorY / 1000, floor], [1, heavy ? darken(wall, 0.08) : floor]]) }));
  parts.push(el('ellipse', { cx: 400, cy: 250, rx: 650, ry: 420, fill: defs.radial([[0, '#ffffff', heavy ? 0.1 : 0.3], [1, '#ffffff', 0]]) }));
  for (const s of scene.shapes) {
    // Matte clay: every solid is the palette colour softened and tinted by the light bouncing off
    // the coloured sweep, as untextured studio renders look: the studio's light colours it all.
    const color = mix(shift(shapeColor(p, s), 0, 0.15, 0), lighten(wall, 0.1), heavy ? 0.4 : 0.45);
    if (s.kind === 'line') {
      const w = Math.max(4, (s.width ?? 2) * 1.6);
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: darken(color, 0.35), 'stroke-width': w, 'stroke-linecap': 'round', transform: `translate(${w * 0.2} ${w * 0.25})` }));
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: color, 'stroke-width': w * 0.75, 'stroke-linecap': 'round' }));
      parts.push(el('path', { d: shapeD(s), fill: 'none', stroke: lighten(color, 0.6), 'stroke-width': w * 0.22, 'stroke-linecap': 'round', transform: `translate(${-w * 0.15} ${-w * 0.18})`, opacity: 0.8 }));
      continue;
    }
    const box = bbox(s.pts);
    if (s.kind === 'circle' && s.circle && s.role !== 'celestial' && s.circle.r < 70) {
      // A small disc is a cylinder seen end on (a wheel, a knob, a lamp), not a ball: a flat cap
      // lit across, a dark rim where it turns away, a thin bright bevel on the lit edge.
      const { cx, cy, r } = s.circle;
      parts.push(el('circle', { cx: cx + r * 0.12, cy: cy + r * 0.14, r: r * 1.02, fill: darken(color, 0.55) }));
      parts.push(el('circle', { cx, cy, r, fill: defs.linear([[0, lighten(color, 0.3)], [1, darken(color, 0.25)]], 0, 0, 1, 1) }));
      parts.push(el('circle', { cx, cy, r: r * 0.92, fill: 'none', stroke: lighten(color, 0.6), 'stroke-width': Math.max(1, r * 0.08), 'stroke-dasharray': `${(r * 2.2).toFixed(1)} ${(r * 4).toFixed(1)}`, transform: `rotate(150 ${cx} ${cy})` }));
      continue;
    }
    if (s.kind === 'circle' && s.circle && s.role === 'celestial') {
      // The sun, the moon or an object's light is the studio's emissive orb: it glows, blooming
      // into the air round it, and casts no shadow (a glossy ball the size of the sky behind a
      // skull or a guitar read as a giant marble).
      const { cx, cy, r } = s.circle;
      parts.push(el('circle', { cx, cy, r: r * 1.7, fill: defs.radial([[0, lighten(color, 0.6), 0.55], [0.6, lighten(color, 0.4), 0.18], [1, lighten(color, 0.4), 0]]) }));
      parts.push(el('circle', { cx, cy, r, fill: defs.radial([[0, '#ffffff'], [0.55, lighten(color, 0.65)], [1, lighten(color, 0.3)]]) }));
      continue;
    }
    if (s.kind === 'circle' && s.circle) {
      const { cx, cy, r } = s.circle;
      // Contact shadow on the floor below, then the sphere with key, fill and rim light.
      parts.push(el('ellipse', { cx: cx + r * 0.35, cy: Math.max(cy + r * 1.05, floorY), rx: r * 1.1, ry: r * 0.22, fill: defs.radial([[0, '#000000', 0.45], [1, '#000000', 0]]) }));
      parts.push(el('circle', { cx, cy, r, fill: defs.radial([[0, lighten(color, 0.7)], [0.25, lighten(color, 0.15)], [0.75, darken(color, 0.35)], [0.92, darken(color, 0.55)], [1, lighten(color, 0.05)]], 0.38, 0.32, 0.75, 0.32, 0.26) }));
      parts.push(el('ellipse', { cx: cx - r * 0.35, cy: cy - r * 0.42, rx: r * 0.22, ry: r * 0.13, fill: '#ffffff', opacity: 0.75, transform: `rotate(-35 ${cx - r * 0.35} ${cy - r * 0.42})` }));
      continue;
    }
    const small = Math.max(box.w, box.h) < 50;
    const scale = small ? 0.4 : s.role === 'far' ? 0.8 : 1.4;
    if (s.role === 'focal' && !small) {
      // The studio floor is polished: the subject stands in its own reflection, fading with
      // distance from its base, and in a tight dark contact shadow where it meets the floor.
      const foot = box.y + box.h;
      const mirror = `translate(0 ${(foot * 2).toFixed(1)}) scale(1 -1)`;
      parts.push(group(el('path', { d: shapeD(s), fill: defs.linearUser([[0, color, 0.45], [1, color, 0]], 0, foot, 0, foot + box.h * 0.6), transform: mirror }), { 'clip-path': defs.clip(`M0 ${foot.toFixed(1)}H1000V1000H0Z`) }));
      parts.push(el('ellipse', { cx: box.x + box.w / 2, cy: foot, rx: box.w * 0.52, ry: Math.max(5, box.h * 0.04), fill: defs.radial([[0, '#000000', 0.5], [1, '#000000', 0]]) }));
    }
    // A soft shadow cast down-right onto whatever is behind: global illumination gives it a
    // penumbra, dark close to the solid and fading out (one hard offset copy read as a paper
    // cut-out's drop shadow, not a render's).
    const shadowD = polyPath(s.pts);
    for (const [k, o] of [[0.6, 0.12], [1, 0.09], [1.5, 0.06], [2.1, 0.04]] as const) parts.push(el('path', { d: shadowD, fill: '#000000', opacity: o, transform: `translate(${(18 * scale * k).toFixed(1)} ${(16 * scale * k).toFixed(1)})` }));
    parts.push(extruded(s.pts, color, scale));
    parts.push(el('path', { d: s.smooth ? shapeD(s) : polyPath(s.pts), fill: defs.linear([[0, lighten(color, 0.28)], [0.6, color], [1, darken(color, 0.18)]], 0, 0, 1, 1) }));
    // Bevels instead of outlines: a bright chamfer along the edges facing the key light, a dark
    // one along those turned away, both inside the solid's face.
    const face = s.smooth ? shapeD(s) : polyPath(s.pts);
    const inside = defs.clip(face);
    const bevel = small ? 1.5 : 4;
    // The solid's face is rounded like soft clay: light falls off towards every edge (occlusion
    // in two soft bands inside the outline), so it reads as a pillowy object, not a flat plate.
    const round = small ? '' : el('path', { d: face, fill: 'none', stroke: darken(color, 0.4), 'stroke-width': Math.min(64, Math.max(16, Math.min(box.w, box.h) * 0.3)), opacity: 0.16, 'stroke-linejoin': 'round' })
      + el('path', { d: face, fill: 'none', stroke: darken(color, 0.4), 'stroke-width': Math.min(28, Math.max(8, Math.min(box.w, box.h) * 0.12)), opacity: 0.16, 'stroke-linejoin': 'round' });
    parts.push(group(
      round
      + el('path', { d: face, fill: 'none', stroke: darken(color, 0.35), 'stroke-width': bevel * 2, transform: `translate(${-bevel} ${-bevel})`, opacity: 0.7 })
        + el('path', { d: face, fill: 'none', stroke: lighten(color, 0.55), 'stroke-width': bevel * 2, transform: `translate(${bevel} ${bevel})`, opacity: 0.8 }),
      { 'clip-path': inside },
    ));
  }
  // Ambient occlusion where the floor meets the backdrop, and a light film grain.
  parts.push(el('rect', { x: 0, y: floorY - 30, width: 1000, height: 60, fill: defs.linear([[0, '#000000', 0], [0.5, '#000000', 0.12], [1, '#000000', 0]]) }));
  parts.push(grain(defs, { freq: 0.9, octaves: 1, opacity: 0.06 }));
  const { ink } = pickInk(backdropColors(ctx, undefined, () => wall), [lighten(p.accent, 0.2), lighten(p.paper, 0.3), darken(p.ink, 0.1)]);
  // In a dark studio the name is a glossy solid in the accent colour, lit like the rest.
  const bright = heavy ? lighten(p.accent, 0.2) : ink;
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'pacifico' || ctx.font === 'sedgwick' ? 'anton' : ctx.font,
      treatment: {
        fill: bright,
        gradient: [[0, lighten(bright, 0.6)], [0.45, bright], [1, darken(bright, 0.2)]],
        extrude: { dx: 0.03, dy: 0.05, color: luminance(bright) > 0.3 ? darken(bright, 0.6) : lighten(bright, 0.45), steps: 10 },
        shadow: { dx: 0.07, dy: 0.12, color: '#000000', blur: 1, opacity: 0.35 },
      },
    },
  };
};
