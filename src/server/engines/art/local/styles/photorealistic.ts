// Photorealistic, as near as shapes allow: a photograph of the scene in natural light. The sky is
// a real sky for the hour (a clear day's blue deepening to the zenith over a pale hazy horizon, a
// golden hour's amber under blue, a moonlit night), the far land melts into the haze and is out
// of focus, the subject is in focus and lit from the sky (shaded top to bottom on a clear day, a
// backlit silhouette with a rim of light at golden hour and night), it stands in its own contact
// shadow, and the lens adds its bloom, a faint flare, falloff at the corners and fine grain. No
// outlines anywhere: a photograph has edges, not lines. (The image AI renders photographic detail
// in full; the picker says so.)
import { darken, lighten, mix, shift, toHsl } from '../color';
import { bbox } from '../geometry';
import { isHeavyGenre, type Palette } from '../palette';
import { dot, el, group } from '../svg';
import { blurFilter, grain, vignette } from '../textures';
import { frameOverWeather } from './over-weather';
import { shapeColor, shapeD, type StyleRenderer } from './style';
import { backdropColors, pickInk } from './titles';

type Hour = 'day' | 'golden' | 'night';

/** The hour the palette's sky belongs to: a night palette is night, a warm sky golden hour. */
function hourOf(p: Palette, heavy: boolean): Hour {
  if (p.dark || heavy) return 'night';
  const [h, s] = toHsl(mix(p.sky[0], p.sky[1], 0.6));
  return s > 0.18 && (h < 55 || h > 290) ? 'golden' : 'day';
}

/** Sky stops from the zenith down to the horizon, as a real sky grades, tinted a little by the palette. */
function skyStops(hour: Hour, p: Palette, heavy: boolean): { zenith: string; middle: string; low: string; horizon: string; light: string } {
  const tint = (c: string, k = 0.18) => mix(c, p.sky[0], k);
  if (hour === 'day') return { zenith: tint('#1d58a8'), middle: tint('#4f8fd0', 0.12), low: '#a9cbe6', horizon: '#e6eef2', light: '#fffbef' };
  if (hour === 'golden') return { zenith: tint('#1c3872', 0.12), middle: tint('#7a6a9a', 0.1), low: '#f49a50', horizon: '#ffd890', light: '#fff1cf' };
  // Night as a long exposure sees it: a deep blue sky over a glow on the horizon (a town's, or the
  // fire the palette's accent carries for a heavy genre), never the flat black of a drawing.
  const glow = heavy ? mix(p.accent, '#3a6aa0', 0.3) : mix('#6c95c0', p.sky[1], 0.2);
  return { zenith: tint('#030c2e', 0.15), middle: tint('#0c3486', 0.12), low: mix('#1f56a8', glow, 0.35), horizon: glow, light: '#e9f0ff' };
}

export const photorealistic: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const heavy = isHeavyGenre(ctx.genre);
  const hour = hourOf(p, heavy);
  const sky = skyStops(hour, p, heavy);
  const hz = Math.min(0.97, scene.horizon / 1000);
  // Moonlight lays a cold blue over the ground at night: a photograph's shadows are never the
  // dead black of an ink drawing.
  const ground = hour === 'night' ? mix(darken(p.ground[2], 0.35), '#1c2e4c', 0.55) : darken(mix(p.ground[2], '#3b3a33', 0.4), 0.25);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, sky.zenith], [hz * 0.45, sky.middle], [hz * 0.85, sky.low], [hz, sky.horizon], [Math.min(1, hz + 0.02), mix(sky.horizon, ground, 0.5)], [1, ground]]) })];
  const light = scene.shapes.find((s) => s.role === 'celestial')?.circle;
  const lc = light ?? { cx: scene.focal.cx > 500 ? 220 : 780, cy: Math.max(120, scene.horizon - 260), r: 40 };
  // The light's bloom: a wide soft glow, brightest on the horizon side, as a lens sees the sun.
  const bloomR = hour === 'night' ? lc.r * 4 : lc.r * 7;
  parts.push(el('circle', { cx: lc.cx, cy: lc.cy, r: bloomR, fill: defs.radial([[0, sky.light, hour === 'night' ? 0.35 : 0.75], [0.18, sky.light, hour === 'night' ? 0.12 : 0.35], [1, sky.light, 0]]) }));
  if (hour === 'night') {
    let d = '';
    for (const [x, y] of scene.stars) d += dot(x, y, 0.5 + rng.next() ** 3 * 1.4);
    parts.push(el('path', { d, fill: '#ffffff', opacity: 0.7 }));
  }
  const silhouette = hour !== 'day';
  const haze = sky.horizon;
  const far: string[] = [];
  let farTop = 1000;
  const near: string[] = [];
  const fore: string[] = [];
  const lightIsLeft = lc.cx < 500;
  /** Every solid in focus, for the surface texture laid over them. */
  let solids = '';
  for (const s of scene.shapes) {
    const d = shapeD(s);
    const base = shapeColor(p, s);
    if (s.role === 'celestial' && s.circle) {
      const { cx, cy, r } = s.circle;
      // An overexposed sun is white at its core; a moon shows soft grey seas on its face.
      if (hour === 'night') {
        parts.push(el('path', { d, fill: defs.radial([[0, '#f4f6fa'], [0.85, '#dfe3ea'], [1, '#c9ced8']], 0.45, 0.42, 0.6) }));
        let seas = '';
        for (let i = 0; i < 3; i++) seas += dot(cx + (rng.next() - 0.3) * r * 0.9, cy + (rng.next() - 0.6) * r * 0.9, r * (0.2 + rng.next() * 0.2));
        parts.push(group(el('path', { d: seas, fill: '#a3abb9', opacity: 0.22 }), { 'clip-path': defs.clip(d), filter: blurFilter(defs, r * 0.06, '20%') }));
      } else {
        parts.push(el('path', { d, fill: defs.radial([[0, '#ffffff'], [0.7, '#fffdf4'], [1, lighten(sky.light, 0.2)]]) }));
      }
      continue;
    }
    const emissive = hour === 'night' && s.slot === 'accent' && (s.kind === 'line' || s.role === 'detail');
    if (emissive) {
      // Lit windows, lava, a neon sign: in the dark they are the light, glowing into the air.
      const c = lighten(base, 0.25);
      const glowW = s.kind === 'line' ? (s.width ?? 2) * 5 : 10;
      near.push(el('path', { d, fill: s.kind === 'line' ? 'none' : c, stroke: c, 'stroke-width': glowW, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.22 }));
      near.push(el('path', s.kind === 'line' ? { d, fill: 'none', stroke: lighten(c, 0.3), 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round' } : { d, fill: lighten(c, 0.2) }));
      continue;
    }
    if (s.kind === 'line') {
      const c = silhouette ? mix(darken(base, 0.8), '#05070a', 0.6) : mix(darken(base, 0.35), haze, (1 - s.depth) * 0.5);
      if (s.depth < 0.4) farTop = Math.min(farTop, bbox(s.pts).y - (s.width ?? 2));
      (s.depth < 0.4 ? far : near).push(el('path', { d, fill: 'none', stroke: c, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
      continue;
    }
    if (s.depth < 0.45 && s.role !== 'focal') {
      farTop = Math.min(farTop, bbox(s.pts).y);
      // Aerial perspective: the far land takes the horizon's colour and loses its contrast, and
      // the haze gathers at its foot.
      const k = silhouette ? 0.55 - s.depth * 0.6 : 0.75 - s.depth * 0.9;
      const c = mix(silhouette ? darken(base, 0.45) : base, haze, Math.max(0.2, k));
      far.push(el('path', { d, fill: defs.linear([[0, c], [1, mix(c, haze, 0.45)]]) }));
      continue;
    }
    const box = bbox(s.pts);
    const layer = s.depth > 0.9 && s.role === 'near' && box.y > scene.horizon ? fore : near;
    solids += d;
    if (silhouette && box.w > 600 && s.role !== 'focal') {
      // The ground under a low light: its own colour sunk in the hour's shadow (cold moonlight,
      // warm dusk), catching a sheen of the sky at the horizon.
      const c = mix(darken(base, 0.35), hour === 'night' ? '#1c2e4c' : '#3a2a2a', 0.5);
      layer.push(el('path', { d, fill: defs.linear([[0, mix(c, haze, 0.25)], [0.3, c], [1, darken(c, 0.35)]]) }));
    } else if (silhouette) {
      // Backlit: the body falls to a near-black of its own hue, a thin rim catches the light.
      const body = mix(darken(base, 0.7), hour === 'night' ? '#04060c' : '#120c0a', 0.55);
      layer.push(el('path', { d, fill: defs.linear([[0, lighten(body, 0.06)], [1, darken(body, 0.3)]]) }));
      if (s.role === 'focal' || s.role === 'near') {
        const rim = hour === 'night' ? '#b9c8e6' : '#ffcf8a';
        const dx = lightIsLeft ? 2.5 : -2.5;
        layer.push(group(el('path', { d, fill: 'none', stroke: rim, 'stroke-width': 2.5, opacity: hour === 'night' ? 0.3 : 0.55, transform: `translate(${-dx} 2)` }), { 'clip-path': defs.clip(d) }));
      }
    } else {
      // Daylight from above: the top of a form catches the sky, the underside falls to shade. A
      // camera sees the world's own colours, not a palette's: paint and wood weather to earthy,
      // less saturated tones (the flat navy of a digital painting reads as an illustration).
      const natural = mix(shift(base, 0, -0.3, 0), '#7d6a55', 0.3);
      const c = mix(natural, haze, Math.max(0, 0.5 - s.depth) * 0.5);
      layer.push(el('path', { d, fill: defs.linear([[0, lighten(c, 0.16)], [0.45, c], [1, darken(c, 0.42)]]) }));
    }
    if (s.role === 'focal' && box.w > 60) {
      // Contact shadow: the subject stands on the ground, not floats over it.
      const foot = box.y + box.h;
      near.push(el('ellipse', { cx: box.x + box.w / 2, cy: foot, rx: box.w * 0.55, ry: Math.max(6, box.w * 0.05), fill: defs.radial([[0, '#000000', silhouette ? 0.55 : 0.4], [1, '#000000', 0]]) }));
    }
  }
  // Depth of field: the background and a foreground close to the lens are out of focus, the
  // subject sharp. One blur per plane (a blur per shape would cost a blur per shape).
  // The far plane's blur is worked only over the band where it shows (its tops down to just below
  // the horizon, where nearer ground covers it): a blur costs by the area it covers.
  if (far.length) {
    const top = Math.max(0, farTop - 20);
    const region = { x: 0, y: top, width: 1000, height: Math.max(40, Math.min(1000, scene.horizon + 80) - top), filterUnits: 'userSpaceOnUse' };
    parts.push(group(far.join(''), { filter: defs.filter(el('feGaussianBlur', { stdDeviation: 2.2 }), region) }));
  }
  // The haze lies on the horizon in front of the distance and behind the subject.
  // (A heavy genre's horizon smoulders: the glow rises higher and stronger.)
  const hazeH = heavy ? 420 : 220;
  parts.push(el('rect', { x: 0, y: scene.horizon - hazeH + 60, width: 1000, height: hazeH, fill: defs.linear([[0, haze, 0], [0.7, haze, heavy ? 0.5 : silhouette ? 0.35 : 0.5], [1, haze, 0]]) }));
  parts.push(near.join(''));
  // A camera sees surfaces, not fills: ground, stone, wood and paint are dappled in light and
  // shade (the film grain over everything gives the fine tooth), where a flat fill read as a
  // vector shape. Laid over the solids only, never the sky.
  if (solids) {
    parts.push(group(
      grain(defs, { freq: 0.04, octaves: 3, opacity: silhouette ? 0.12 : 0.2, contrast: 1, tile: 256 }),
      { 'clip-path': defs.clip(solids) },
    ));
  }
  if (fore.length) parts.push(group(fore.join(''), { filter: blurFilter(defs, 3, '5%') }));
  // The lens: a horizontal streak through a low light, ghosts of the aperture along the line from
  // the light through the centre, falloff at the corners and fine grain.
  if (hour !== 'day') {
    parts.push(el('ellipse', { cx: lc.cx, cy: lc.cy, rx: 520, ry: Math.max(3, lc.r * 0.08), fill: defs.radial([[0, sky.light, hour === 'night' ? 0.3 : 0.55], [1, sky.light, 0]]) }));
  }
  let ghosts = '';
  for (const [t, r] of [[0.55, 16], [0.85, 34], [1.3, 22], [1.6, 60]] as const) {
    ghosts += dot(lc.cx + (500 - lc.cx) * t * 1.2, lc.cy + (500 - lc.cy) * t * 1.2, r);
  }
  parts.push(el('path', { d: ghosts, fill: sky.light, opacity: hour === 'night' ? 0.04 : 0.07 }));
  parts.push(grain(defs, { freq: 0.95, octaves: 1, opacity: 0.07, contrast: 1.1, tile: 200 }));
  const titleInk = pickInk(backdropColors(ctx), ['#ffffff', '#101418']).ink;
  const framed = frameOverWeather(ctx, vignette(defs, '#000000', hour === 'night' ? 0.7 : 0.45), {
    font: ctx.font === 'pacifico' || ctx.font === 'sedgwick' || ctx.font === 'playfair-italic' ? 'grotesk' : ctx.font,
    tracking: 0.12,
    maxSize: 130,
    upper: true,
    treatment: titleInk === '#ffffff'
      ? { fill: titleInk, shadow: { dx: 0, dy: 0.03, color: '#000000', blur: 1, opacity: 0.5 } }
      : { fill: titleInk, shadow: { dx: 0, dy: 0.02, color: '#ffffff', blur: 1, opacity: 0.35 } },
  });
  return { art: group(parts.join('')) + framed.art, title: framed.title };
};
