// Etching: sepia lines on cream inside a plate mark (a heavy genre: a dark-inked plate wiped
// light, pale lines on near-black). Tone is built only from line density:
// engraved horizontal sky lines, then hatching and cross-hatching that thicken with darkness.
import { darken, mix } from '../color';
import { dot, el, group, n } from '../svg';
import { grain, linePattern } from '../textures';
import { isHeavyGenre } from '../palette';
import { frameOverWeather } from './over-weather';
import { shapeColor, shapeRuns, type StyleRenderer } from './style';

export const etching: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  // A heavy genre prints as a mezzotint-dark plate: the plate's tone is a warm bistre-black and its
  // masses bistre (a plain black plate was every other night style's black, and Prussian-blue
  // masses sat beside watercolor's ultramarine) and the burnished lines are pale, so
  // it stays an etching, not a negative of one, printed on black.
  const heavy = isHeavyGenre(ctx.genre);
  const paper = heavy ? '#46230b' : mix(p.paper, '#eed5a0', 0.85);
  const ink = heavy ? '#f2e2bd' : mix(darken(p.ink, 0.2), '#52280a', 0.9);
  const lineK = heavy ? 0.7 : 1;
  const m = heavy ? 56 : 38;
  const sheet = heavy ? '#0c0907' : paper;
  const plate = defs.clip(`M${m} ${m}H${1000 - m}V${1000 - m}H${m}Z`);
  // Hand-coloured, as prints were sold: thin washes of the colour story laid under the lines, so
  // three concepts of one hour and weather are three prints, not one sepia plate three times.
  const wash = (c: string) => (heavy ? paper : mix(paper, c, 0.4));
  const parts: string[] = [];
  // Engraved sky: horizontal lines, heavier near the top of the plate.
  let sky = '';
  for (let y = m + 4; y < Math.min(scene.horizon + 40, 1000 - m); y += 6.5) {
    const t = (y - m) / Math.max(1, scene.horizon - m);
    // Engravers lay the whole sky in ruled lines, so the plate prints a warm mid-tone.
    const w = (5 - t * 2.4) * lineK;
    if (w < 0.3) continue;
    const x0 = m + rng.int(0, 10);
    sky += el('path', { d: `M${n(x0)} ${n(y)}H${n(1000 - m - rng.int(0, 10))}`, stroke: ink, 'stroke-width': n(w), fill: 'none' });
  }
  parts.push(sky);
  for (const run of shapeRuns(scene.shapes)) {
    const s = run.first;
    const d = run.d;
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: ink, 'stroke-width': Math.max(1.2, (s.width ?? 2) * 0.6), 'stroke-linecap': 'round' }));
      continue;
    }
    parts.push(el('path', { d, fill: wash(shapeColor(p, s)) }));
    if (s.role === 'celestial' || (s.kind === 'circle' && s.role === 'focal')) {
      // A lit orb: concentric engraved rings, tighter towards the rim.
      const c = s.circle ?? scene.focal;
      let rings = '';
      for (let k = 0.55; k < 1; k += 0.06) rings += dot(c.cx, c.cy, c.r * k);
      parts.push(el('path', { d: rings, fill: 'none', stroke: ink, 'stroke-width': 0.9 }));
    } else {
      // The subject is the darkest passage of the plate, bitten deeper than the land round it
      // (hatched like the land, it sank into one brown murk).
      const tone = heavy ? Math.max(0.15, 0.85 - s.tone) : s.role === 'focal' ? Math.max(0.9, Math.min(1, s.tone + 0.1)) : Math.min(1, s.tone + 0.1);
      const spacing = 9 - tone * 5.2;
      const angle = s.role === 'far' ? 0 : s.role === 'mid' ? 35 : s.role === 'near' ? 62 : 45;
      const bite = s.role === 'focal' && !heavy ? 1.5 : 1;
      parts.push(el('path', { d, fill: linePattern(defs, ink, spacing, (0.5 + tone * 0.9) * bite, angle) }));
      if (tone > 0.5) parts.push(el('path', { d, fill: linePattern(defs, ink, spacing * 1.2, (0.45 + tone * 0.6) * bite, angle - 80) }));
      if (tone > 0.82) parts.push(el('path', { d, fill: linePattern(defs, ink, spacing * 1.4, 0.5, angle + 45) }));
    }
    parts.push(el('path', { d, fill: 'none', stroke: ink, 'stroke-width': s.role === 'detail' ? 1 : s.role === 'focal' && !heavy ? 2.6 : 1.6, 'stroke-linejoin': 'round' }));
  }
  // The sheet round the plate and the plate mark lie over the concept's weather: the storm is
  // etched on the plate, not printed on the margin.
  const frame = el('path', { d: `M0 0H1000V1000H0Z M${m} ${m}V${1000 - m}H${1000 - m}V${m}Z`, fill: sheet, 'fill-rule': 'evenodd' })
    // The plate mark: the copper plate's bevel pressed into the paper.
    + el('rect', { x: m - 6, y: m - 6, width: 1000 - 2 * m + 12, height: 1000 - 2 * m + 12, fill: 'none', stroke: heavy ? '#4a3a2a' : darken(sheet, 0.14), 'stroke-width': 3 })
    + el('rect', { x: m, y: m, width: 1000 - 2 * m, height: 1000 - 2 * m, fill: 'none', stroke: ink, 'stroke-width': 2 });
  const framed = frameOverWeather(ctx, frame, {
      font: ctx.font === 'pirata' ? 'pirata' : ctx.font === 'playfair-italic' ? 'playfair-italic' : 'playfair',
      maxSize: 150,
      treatment: {
        fill: ink,
        backing: { color: paper, pad: 0.16, kind: 'box' },
      },
  });
  const art = el('rect', { width: 1000, height: 1000, fill: sheet })
    + el('rect', { x: m, y: m, width: 1000 - 2 * m, height: 1000 - 2 * m, fill: heavy ? '#2a1607' : defs.linear([[0, mix(wash(p.sky[0]), '#b07f42', 0.3)], [1, mix(wash(p.sky[1]), '#b07f42', 0.3)]]) })
    + group(parts.join(''), { 'clip-path': plate })
    + framed.art;
  return {
    art,
    title: framed.title,
    overlay: grain(defs, { freq: 0.6, octaves: 2, opacity: 0.45, contrast: 0.5, mean: 0.92, blend: heavy ? 'overlay' : 'multiply', tile: 200 }),
  };
};
