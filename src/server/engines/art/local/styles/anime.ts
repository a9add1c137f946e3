// Anime: a huge saturated sky with cel-shaded cumulus, hard-edged two-tone shading on every
// mass outlined in crisp line art, speed lines bursting from the subject, a lens flare off the
// light, sparkles, and a title card with a double outline. Day skies are the saturated blue of a
// film background whatever the palette; night skies a deep violet-to-rose dusk.
import type { Rng } from '@server/lib/random';
import { darken, lighten, mix, shift } from '../color';
import { el, group, n } from '../svg';
import { shapeColor, shapeD, starsSvg, type StyleRenderer } from './style';

/** A cumulus bank: a row of overlapping puffs; the shadow pass sits lower right. */
function cloud(rng: Rng, cx: number, cy: number, w: number): { puffs: [number, number, number][] } {
  const puffs: [number, number, number][] = [];
  const count = rng.int(5, 8);
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const r = w * (0.12 + Math.sin(t * Math.PI) * 0.16) * (0.8 + rng.next() * 0.4);
    puffs.push([cx - w / 2 + t * w, cy - Math.sin(t * Math.PI) * w * 0.12 + rng.int(-8, 8), r]);
  }
  return { puffs };
}

function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.18;
  return `M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`;
}

export const anime: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const vivid = (c: string) => shift(c, 0, 0.3, 0.08);
  // The dusk is pure violet over rose, each strong in one or two channels: a film's night sky
  // glows, and it stays violet under the heavy genres' safety net (a colour burn sinks every
  // channel that is not near full, and sank a dull indigo dusk to the black of other styles).
  const top = p.dark ? vivid(mix(p.sky[0], '#3410e6', 0.75)) : vivid(mix(p.sky[0], '#1f6fff', 0.75));
  const middle = p.dark ? mix(p.sky[1], '#d81e8c', 0.65) : mix(p.sky[1], '#5fb4ff', 0.7);
  const horizonGlow = p.dark ? mix(p.accent, '#ffb36b', 0.5) : mix(lighten(p.sky[1], 0.4), '#e8f7ff', 0.6);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, top], [0.55, vivid(middle)], [Math.min(0.98, scene.horizon / 1000), horizonGlow]]) })];
  if (p.dark) parts.push(starsSvg(ctx, '#ffffff', 2.6, 0.95));
  // Cloud banks, kept out of the subject's centre.
  const cloudTone = p.dark ? mix(top, '#9fb2ff', 0.35) : '#ffffff';
  const shade = p.dark ? mix(top, '#000000', 0.1) : mix(top, '#b9c8ff', 0.6);
  for (let i = 0; i < 3; i++) {
    const y = rng.int(120, Math.max(160, scene.horizon - 120));
    const { puffs } = cloud(rng, rng.int(100, 900), y, rng.int(300, 520));
    parts.push(el('path', { d: puffs.map(([x, yy, r]) => circle(x + r * 0.12, yy + r * 0.16, r)).join(''), fill: shade, opacity: p.dark ? 0.5 : 0.95 }));
    parts.push(el('path', { d: puffs.map(([x, yy, r]) => circle(x - r * 0.05, yy - r * 0.08, r * 0.88)).join(''), fill: cloudTone, opacity: p.dark ? 0.35 : 1 }));
  }
  // Speed lines: thin white wedges bursting from the subject across the sky.
  let burst = '';
  for (let i = 0; i < 44; i++) {
    const a = (i / 44) * Math.PI * 2 + rng.next() * 0.08;
    const w = 0.006 + rng.next() * 0.012;
    const r0 = scene.focal.r * (1.3 + rng.next() * 0.6);
    const { cx: fx, cy: fy } = scene.focal;
    burst += `M${n(fx + Math.cos(a) * r0)} ${n(fy + Math.sin(a) * r0)}L${n(fx + Math.cos(a - w) * 1500)} ${n(fy + Math.sin(a - w) * 1500)}L${n(fx + Math.cos(a + w) * 1500)} ${n(fy + Math.sin(a + w) * 1500)}Z`;
  }
  parts.push(group(el('path', { d: burst, fill: '#ffffff', opacity: 0.3 }), { 'clip-path': defs.clip('M0 0H1000V1000H0Z') }));
  const lineArt = p.dark ? '#0d0820' : '#1b1530';
  const lx = -14;
  const ly = -12;
  for (const s of scene.shapes) {
    const base = vivid(shapeColor(p, s));
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: base, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round' }));
      continue;
    }
    if (s.role === 'celestial') {
      const c = s.circle ?? scene.focal;
      parts.push(el('circle', { cx: c.cx, cy: c.cy, r: c.r * 2.4, fill: defs.radial([[0, lighten(base, 0.6), 0.7], [0.45, base, 0.25], [1, base, 0]]) }));
      parts.push(el('path', { d, fill: lighten(base, 0.55) }));
      continue;
    }
    // Cel shading: the shadow colour everywhere, then the lit colour shifted towards the light,
    // clipped to the shape, leaving a hard shadow band on the far side.
    parts.push(el('path', { d, fill: darken(shift(base, 12, 0.05), 0.28) }));
    parts.push(group(el('path', { d, fill: base, transform: `translate(${lx} ${ly})` }), { 'clip-path': defs.clip(d) }));
    if (s.role !== 'detail') parts.push(el('path', { d, fill: 'none', stroke: lighten(base, 0.5), 'stroke-width': 2, transform: `translate(${lx / 4} ${ly / 4})`, opacity: 0.6 }));
    // Crisp line art round every mass.
    parts.push(el('path', { d, fill: 'none', stroke: lineArt, 'stroke-width': s.role === 'far' ? 2 : 3.5, 'stroke-linejoin': 'round' }));
  }
  // Lens flare: discs along the line from the light through the centre.
  const { cx, cy } = scene.focal;
  for (let i = 1; i <= 5; i++) {
    const t = i * 0.32;
    const x = cx + (500 - cx) * t * 2;
    const y = cy + (500 - cy) * t * 2;
    parts.push(el('circle', { cx: x, cy: y, r: 14 + (i % 3) * 22, fill: i % 2 ? '#ffffff' : lighten(p.accent2, 0.4), opacity: 0.16 }));
  }
  let sparks = '';
  for (let i = 0; i < 14; i++) sparks += sparkle(rng.int(40, 960), rng.int(40, Math.max(60, scene.horizon)), 5 + rng.next() * 12);
  parts.push(el('path', { d: sparks, fill: '#ffffff', opacity: 0.9 }));
  const edge = darken(vivid(p.accent2), 0.35);
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'playfair' || ctx.font === 'pirata' ? ctx.font : ctx.font === 'pacifico' ? 'pacifico' : 'grotesk',
      treatment: {
        fill: '#ffffff',
        stroke: edge,
        strokeWidth: 0.08,
        extrude: { dx: 0.02, dy: 0.035, color: darken(edge, 0.4), steps: 4 },
      },
    },
  };
};

function circle(x: number, y: number, r: number): string {
  const k = r * 0.5523;
  return `M${n(x - r)} ${n(y)}C${n(x - r)} ${n(y - k)} ${n(x - k)} ${n(y - r)} ${n(x)} ${n(y - r)}C${n(x + k)} ${n(y - r)} ${n(x + r)} ${n(y - k)} ${n(x + r)} ${n(y)}C${n(x + r)} ${n(y + k)} ${n(x + k)} ${n(y + r)} ${n(x)} ${n(y + r)}C${n(x - k)} ${n(y + r)} ${n(x - r)} ${n(y + k)} ${n(x - r)} ${n(y)}Z`;
}
