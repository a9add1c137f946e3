// Anime, as its film backgrounds paint it: a bright painted sky for the hour (a deep saturated
// blue day over a pale horizon, a sunset of violet, rose and gold, or a starry night with the
// Milky Way), towering cumulus cel-shaded in hard-edged flat tones (lit tops, shadowed undersides,
// flat bases), clean dark line art round every mass with one hard shadow band and one lit edge, a
// flat-ringed glare round the sun or moon, and a title card with a double outline.
import type { Rng } from '@server/lib/random';
import { darken, lighten, mix, shift, toHsl } from '../color';
import { bbox } from '../geometry';
import { isHeavyGenre, type Palette } from '../palette';
import { dot, el, group, n } from '../svg';
import { shapeColor, shapeD, type StyleRenderer } from './style';

type Hour = 'day' | 'sunset' | 'night';

interface Sky {
  stops: [number, string][];
  cloud: string;
  cloudShade: string;
  cloudRim: string;
  line: string;
  glare: string;
}

/** The hour the palette's light belongs to: a night palette is night, a warm sky a sunset. */
function hourOf(p: Palette, heavy: boolean, rng: Rng): Hour {
  if (p.dark || heavy) return 'night';
  const [h, s] = toHsl(mix(p.sky[0], p.sky[1], 0.6));
  const warm = s > 0.15 && (h < 60 || h > 280);
  // A warm sky is mostly a sunset; a cool one mostly a summer day. (Every warm palette a sunset
  // made one violet-and-rose recipe of most requests.)
  return rng.chance(warm ? 0.6 : 0.25) ? 'sunset' : 'day';
}

function skyFor(hour: Hour, p: Palette, hz: number, heavy: boolean): Sky {
  const tint = (c: string, k = 0.15) => mix(c, p.sky[0], k);
  if (hour === 'day') {
    return { stops: [[0, tint('#0f5bd8', 0.1)], [hz * 0.55, '#3a95f4'], [hz * 0.9, '#9fd6fb'], [hz, '#e4f6ff']], cloud: '#ffffff', cloudShade: '#a9c3ec', cloudRim: '#ffffff', line: '#1b2a4a', glare: '#ffffff' };
  }
  if (hour === 'sunset') {
    return { stops: [[0, tint('#2a2a8c')], [hz * 0.45, '#7a45b8'], [hz * 0.72, '#f0648c'], [hz * 0.9, '#ffa25a'], [hz, '#ffe08a']], cloud: '#ffc08a', cloudShade: '#8a4fa8', cloudRim: '#fff0b8', line: '#2a1640', glare: '#fff3c4' };
  }
  // Night is a deep blue with a violet glow low down: strong in one or two channels, so a heavy
  // genre's night stays a colour under the safety net's colour burn rather than sinking to black.
  // A heavy genre's night is the films' ominous one: violet over a last rose glow.
  const top = heavy ? '#16085a' : tint('#081a78', 0.1);
  return { stops: [[0, top], [hz * 0.6, heavy ? '#5012b0' : '#1f4fe0'], [hz, heavy ? '#d8287a' : '#4fd0f0']], cloud: '#5a6fd0', cloudShade: '#1c2378', cloudRim: '#b8c6ff', line: '#070a24', glare: '#eef2ff' };
}

/** A towering cumulus: puffs piled on a flat base, wider and higher in the middle. */
function cumulus(rng: Rng, cx: number, base: number, w: number): [number, number, number][] {
  const puffs: [number, number, number][] = [];
  const count = rng.int(6, 9);
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const r = w * (0.1 + Math.sin(t * Math.PI) * 0.14) * (0.8 + rng.next() * 0.4);
    puffs.push([cx - w / 2 + t * w, base - r * 0.7 - Math.sin(t * Math.PI) * w * 0.16 * rng.next(), r]);
  }
  // A second tier on top: the tower.
  for (let i = 0; i < 3; i++) puffs.push([cx + (rng.next() - 0.5) * w * 0.4, base - w * (0.3 + rng.next() * 0.18), w * (0.09 + rng.next() * 0.06)]);
  return puffs;
}

/**
 * What the films put in a background besides the subject, one or two by the seed: a utility pole
 * with its wires sagging across the sky, a jet's contrail, the light coming through in long rays,
 * petals or fireflies drifting. (The same motes in every picture were one recipe.)
 */
function filmProps(ctx: Parameters<StyleRenderer>[0], hour: Hour, sky: Sky, rng: Rng): string {
  const { scene } = ctx;
  const out: string[] = [];
  const props = rng.shuffle(hour === 'night' ? ['pole', 'fireflies', 'fireflies'] : ['pole', 'contrail', 'rays', 'petals']).slice(0, rng.int(1, 2));
  const hz = Math.min(960, scene.horizon);
  if (props.includes('rays')) {
    // Light through a gap in the clouds: long pale wedges fanning down from the light.
    const { cx, cy } = scene.focal;
    let d = '';
    for (let i = 0; i < 5; i++) {
      const a = Math.PI * (0.3 + i * 0.1 + rng.next() * 0.04);
      const w = 0.02 + rng.next() * 0.03;
      d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a - w) * 1400)} ${n(cy + Math.sin(a - w) * 1400)}L${n(cx + Math.cos(a + w) * 1400)} ${n(cy + Math.sin(a + w) * 1400)}Z`;
    }
    out.push(el('path', { d, fill: sky.glare, opacity: 0.16 }));
  }
  if (props.includes('contrail')) {
    const y0 = rng.int(60, Math.max(80, Math.round(hz * 0.35)));
    const x0 = rng.chance(0.5) ? -20 : 1020;
    const x1 = rng.int(350, 650);
    const y1 = y0 + rng.int(-60, 60);
    out.push(el('path', { d: `M${x0} ${y0}L${x1} ${y1}`, stroke: '#ffffff', 'stroke-width': 7, opacity: 0.75, 'stroke-linecap': 'round' }));
    out.push(el('path', { d: dot(x1, y1, 4), fill: '#ffffff' }));
  }
  if (props.includes('pole')) {
    // A wooden pole on one side, its cross-arm and the wires sagging across the whole sky: the
    // backgrounds' summer street.
    const x = rng.chance(0.5) ? rng.int(40, 150) : rng.int(850, 960);
    const top = rng.int(40, 120);
    const foot = Math.min(1000, hz + 160);
    const pole = `M${x - 9} ${foot}L${x - 6} ${top}H${x + 6}L${x + 9} ${foot}Z` + `M${x - 70} ${top + 30}H${x + 70}V${top + 40}H${x - 70}Z` + `M${x - 50} ${top + 70}H${x + 50}V${top + 78}H${x - 50}Z`;
    let wires = '';
    for (const [k, dy] of [[-60, 30], [60, 30], [-40, 70], [40, 70]] as const) {
      const far = x < 500 ? 1040 : -40;
      const sag = rng.int(40, 110);
      wires += `M${x + k} ${top + dy}Q${n((x + k + far) / 2)} ${top + dy + sag} ${far} ${top + dy + rng.int(-30, 40)}`;
    }
    out.push(el('path', { d: wires, fill: 'none', stroke: sky.line, 'stroke-width': 2.2, opacity: 0.85 }));
    out.push(el('path', { d: pole, fill: sky.line }));
  }
  if (props.includes('petals') || props.includes('fireflies')) {
    const petals = props.includes('petals');
    let d = '';
    for (let i = 0; i < (petals ? 26 : 30); i++) {
      const x = rng.int(30, 970);
      const y = rng.int(40, 960);
      d += petals ? `M${x} ${y}q6 -7 12 0q-6 7 -12 0Z` : dot(x, y, 1.5 + rng.next() * 3);
    }
    out.push(el('path', { d, fill: petals ? '#ffc4dc' : '#f4ff9a', opacity: petals ? 0.9 : 0.7 }));
  } else {
    // A few motes of light drifting in the air.
    let motes = '';
    for (let i = 0; i < 12; i++) motes += circle(rng.int(30, 970), rng.int(40, 960), 1.5 + rng.next() * 3);
    out.push(el('path', { d: motes, fill: sky.glare, opacity: 0.55 }));
  }
  return out.join('');
}

function circle(x: number, y: number, r: number): string {
  return dot(x, y, r);
}

export const anime: StyleRenderer = (ctx) => {
  const { scene, palette: p, defs, rng } = ctx;
  const heavy = isHeavyGenre(ctx.genre);
  const hour = hourOf(p, heavy, rng);
  const hz = Math.min(0.98, scene.horizon / 1000);
  const sky = skyFor(hour, p, hz, heavy);
  const parts: string[] = [el('rect', { width: 1000, height: 1000, fill: defs.linear(sky.stops) })];
  if (hour === 'night') {
    // A starry sky with the Milky Way: a pale diagonal band dusted with more stars.
    parts.push(el('path', { d: `M-50 ${n(scene.horizon * 0.15)}L1050 ${n(scene.horizon * 0.55)}L1050 ${n(scene.horizon * 0.75)}L-50 ${n(scene.horizon * 0.35)}Z`, fill: defs.linear([[0, '#c9b8ff', 0], [0.5, '#c9b8ff', heavy ? 0.12 : 0.22], [1, '#c9b8ff', 0]], 0, 0, 0, 1) }));
    let d = '';
    for (let i = 0; i < 260; i++) d += circle(rng.next() * 1000, rng.next() * scene.horizon, 0.5 + rng.next() ** 4 * 2.2);
    for (const [x, y] of scene.stars) d += circle(x, y, 1 + rng.next() * 1.5);
    parts.push(el('path', { d, fill: '#ffffff', opacity: 0.9 }));
  }
  // Cumulus banks along the horizon and high in the sky, kept off the subject's centre.
  const clouds = hour === 'night' ? 1 : rng.int(2, 3);
  for (let i = 0; i < clouds; i++) {
    const base = i === 0 ? Math.max(200, scene.horizon - rng.int(10, 60)) : rng.int(180, Math.max(200, scene.horizon * 0.5));
    const cx = rng.int(80, 920);
    const puffs = cumulus(rng, cx, base, rng.int(320, 560));
    const body = puffs.map(([x, y, r]) => circle(x, y, r)).join('');
    const flat = defs.clip(`M-100 -100H1100V${n(base)}H-100Z`);
    // Cel shading in three flat tones with hard edges: the shadow everywhere, the lit tone shifted
    // up towards the light, a bright rim along the very tops.
    const lit = puffs.map(([x, y, r]) => circle(x - r * 0.12, y - r * 0.2, r * 0.86)).join('');
    const rim = puffs.map(([x, y, r]) => circle(x - r * 0.2, y - r * 0.34, r * 0.6)).join('');
    const clip = defs.clip(body);
    parts.push(group(
      el('path', { d: body, fill: sky.cloudShade })
        + group(el('path', { d: lit, fill: sky.cloud }) + el('path', { d: rim, fill: sky.cloudRim, opacity: 0.8 }), { 'clip-path': clip }),
      { 'clip-path': flat, opacity: hour === 'night' ? 0.55 : 1 },
    ));
  }
  const vivid = (c: string) => shift(c, 0, 0.4, 0.06);
  const hourLight = hour === 'day' ? '#ffe9b0' : hour === 'sunset' ? '#ff8a50' : heavy ? '#8a3ad8' : '#4a7cff';
  const lx = -12;
  const ly = -10;
  for (const s of scene.shapes) {
    const base = vivid(shapeColor(p, s));
    const d = shapeD(s);
    if (s.kind === 'line') {
      parts.push(el('path', { d, fill: 'none', stroke: s.depth < 0.5 || s.slot === 'accent' || s.slot === 'accent2' ? base : sky.line, 'stroke-width': s.width ?? 2, 'stroke-linecap': 'round' }));
      continue;
    }
    if (s.role === 'celestial') {
      const c = s.circle ?? scene.focal;
      // Anime glare: flat concentric rings of light, not a soft gradient.
      for (const [k, o] of [[2.6, 0.12], [1.9, 0.18], [1.4, 0.3]] as const) parts.push(el('circle', { cx: c.cx, cy: c.cy, r: c.r * k, fill: sky.glare, opacity: o }));
      parts.push(el('path', { d, fill: hour === 'night' ? '#fff8d8' : '#ffffff' }));
      continue;
    }
    // Atmospheric distance in anime is colour, not blur: far masses take the sky's low tone.
    // and every lit surface takes the hour's light (warm at sunset, blue by night).
    const distant = s.depth < 0.4 ? mix(base, sky.stops[sky.stops.length - 2]?.[1] ?? base, 0.45 - s.depth) : base;
    const toned = vivid(mix(distant, hourLight, hour === 'sunset' ? 0.42 : hour === 'day' ? 0.08 : heavy ? 0 : 0.15));
    const shadowTone = hour === 'sunset' ? mix(darken(toned, 0.3), '#5a2a8a', 0.35) : hour === 'night' ? mix(darken(toned, 0.35), '#141a6a', 0.4) : darken(shift(toned, 10, 0.05), 0.25);
    const box = bbox(s.pts);
    parts.push(el('path', { d, fill: shadowTone }));
    // The ground is painted as the films paint it: lit where it meets the sky, falling to the
    // shadow tone towards the viewer; everything else is lit flat with a hard shadow edge.
    const ground = !heavy && box.y >= scene.horizon - 40 && box.w > 600 && s.role !== 'focal';
    const litFill = ground ? defs.linear([[0, lighten(toned, 0.12)], [0.55, toned], [1, shadowTone]]) : lighten(toned, 0.08);
    parts.push(group(el('path', { d, fill: litFill, transform: `translate(${lx} ${ly})` }), { 'clip-path': defs.clip(d) }));
    if (box.h > 120 && s.role !== 'focal' && box.y < scene.horizon - 40) {
      // A big mass standing above the horizon (a mountain, a tower, never the ground itself) gets
      // the cel painter's hard shadow band across its lower part, with a darker
      // core line along the terminator: two flat tones, not a gradient.
      const cut = Math.max(box.y + box.h * 0.45, Math.min(scene.horizon + 40, box.y + box.h * 0.7));
      parts.push(group(el('rect', { x: box.x - 20, y: cut, width: box.w + 40, height: box.y + box.h - cut + 20, fill: shadowTone }) + el('rect', { x: box.x - 20, y: cut, width: box.w + 40, height: 5, fill: darken(shadowTone, 0.2) }), { 'clip-path': defs.clip(d) }));
    }
    if (s.role === 'focal' || s.role === 'near') {
      parts.push(group(el('path', { d, fill: 'none', stroke: lighten(toned, 0.55), 'stroke-width': 4, transform: `translate(${lx / 3} ${ly / 3})` }), { 'clip-path': defs.clip(d) }));
    }
    parts.push(el('path', { d, fill: 'none', stroke: sky.line, 'stroke-width': s.role === 'far' ? 1.6 : 3, 'stroke-linejoin': 'round' }));
  }
  parts.push(filmProps(ctx, hour, sky, rng));
  const edge = hour === 'day' ? '#1f4fb8' : hour === 'sunset' ? '#8a2a7a' : '#3a2ab8';
  return {
    art: group(parts.join('')),
    title: {
      font: ctx.font === 'playfair' || ctx.font === 'pirata' ? ctx.font : ctx.font === 'pacifico' ? 'pacifico' : 'grotesk',
      treatment: {
        // A night title card glows moon-yellow; by day and at sunset it is white.
        fill: hour === 'night' && !heavy ? '#fff07a' : '#ffffff',
        stroke: edge,
        strokeWidth: 0.09,
        extrude: { dx: 0.02, dy: 0.04, color: darken(edge, 0.45), steps: 4 },
      },
    },
  };
};
