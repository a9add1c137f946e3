// What a variation (and a concept's own colour and weather words) changes on a cover whose scene
// stays the same: the palette is steered to a hue, relit for a time of day, darkened or
// brightened; elements are added where the scene has open sky; weather is laid over the art.
// All of it draws from its own random stream, so the scene and the style's marks are unchanged.
import { Resvg } from '@resvg/resvg-js';
import type { Rng } from '@server/lib/random';
import { itemAt } from '@shared/item-at';
import { ownEntry } from '@shared/lookup';
import type { ImageAdjustments } from '../art-engine';
import { darken, hsl, lighten, luminance, mix, toHsl } from './color';
import { HUES, isHueName, type HueName } from './colour-words';
import { bbox, inside, type Pt } from './geometry';
import type { Palette } from './palette';
import { cloudShapes } from './scene/clouds';
import { fogShapes, withFog } from './scene/fog';
import { disc, line, titleBand, type Scene, type Shape } from './scene/types';
import { dot, el, n, type Defs } from './svg';

export const ADDABLE_ELEMENTS = ['moon', 'sun', 'stars', 'birds', 'clouds', 'fog', 'haze', 'rain', 'snow', 'lightning'] as const;
export type AddableElement = (typeof ADDABLE_ELEMENTS)[number];

/** Words for each element; a storm brings its clouds, rain and lightning. */
export const ELEMENT_WORDS: Record<string, readonly AddableElement[]> = {
  moon: ['moon'], moons: ['moon'], moonlight: ['moon'], moonlit: ['moon'], 'full-moon': ['moon'], crescent: ['moon'],
  sun: ['sun'], sunshine: ['sun'], sunlight: ['sun'], sunny: ['sun'],
  star: ['stars'], stars: ['stars'], starry: ['stars'], starlight: ['stars'], starlit: ['stars'],
  bird: ['birds'], birds: ['birds'], crows: ['birds'], ravens: ['birds'], seagulls: ['birds'], gulls: ['birds'],
  rain: ['clouds', 'rain'], raining: ['clouds', 'rain'], rainy: ['clouds', 'rain'], rainfall: ['clouds', 'rain'], drizzle: ['rain'], downpour: ['clouds', 'rain'], rains: ['clouds', 'rain'],
  snow: ['snow'], snowing: ['snow'], snowy: ['snow'], snowfall: ['snow'], snowflakes: ['snow'], blizzard: ['snow', 'clouds'],
  fog: ['fog'], foggy: ['fog'], mist: ['fog'], misty: ['fog'],
  // Haze is air, not banks: 'heat haze' over a desert road, 'a pink haze' as a colour.
  haze: ['haze'], hazy: ['haze'],
  lightning: ['lightning'], thunder: ['lightning', 'clouds'], thunderstorm: ['clouds', 'rain', 'lightning'],
  storm: ['clouds', 'rain', 'lightning'], storms: ['clouds', 'rain', 'lightning'], stormy: ['clouds', 'rain', 'lightning'], tempest: ['clouds', 'rain', 'lightning'],
  cloud: ['clouds'], clouds: ['clouds'], cloudy: ['clouds'], overcast: ['clouds'],
};

/** Elements a text's words ask for, limited to the given kinds. */
export function elementsInText(text: string, kinds: readonly AddableElement[] = ADDABLE_ELEMENTS): AddableElement[] {
  const found = new Set<AddableElement>();
  for (const w of text.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) {
    for (const e of ownEntry(ELEMENT_WORDS, w) ?? []) if (kinds.includes(e)) found.add(e);
  }
  return ADDABLE_ELEMENTS.filter((e) => found.has(e));
}

/** A concept's weather (a moon or sun named in it is already the scene's celestial body). */
const WEATHER: readonly AddableElement[] = ['clouds', 'fog', 'haze', 'rain', 'snow', 'lightning'];

/**
 * Everything added to a scene: the concept's weather, a night's stars (and a moon, unless the
 * scene's own sun or moon is there to become it), the variation's elements.
 */
export function elementsFor(concept: string, adjust: ImageAdjustments | undefined, scene: Scene): AddableElement[] {
  const wanted = new Set<AddableElement>(elementsInText(concept, WEATHER));
  if (adjust?.time === 'night' && !adjust.add?.includes('sun')) {
    wanted.add('stars');
    if (!scene.shapes.some((s) => s.role === 'celestial' && s.kind === 'circle')) wanted.add('moon');
  }
  for (const e of adjust?.add ?? []) if ((ADDABLE_ELEMENTS as readonly string[]).includes(e)) wanted.add(e as AddableElement);
  // The scene's own disc is the night's moon or the day's sun: a second one of the same made two
  // suns in one sky, or the moon twice.
  if (scene.shapes.some((s) => s.role === 'celestial' && s.kind === 'circle')) wanted.delete(adjust?.time === 'night' ? 'moon' : 'sun');
  // A variation that calms or replaces the weather takes it away, the concept's own included.
  for (const e of adjust?.clear ?? []) wanted.delete(e as AddableElement);
  return ADDABLE_ELEMENTS.filter((e) => wanted.has(e));
}

// ---- Palette -------------------------------------------------------------------------------

type Colours = Pick<Palette, 'sky' | 'ground' | 'accent' | 'accent2' | 'ink' | 'paper'>;

function withDark(p: Palette, c: Colours): Palette {
  return { ...p, ...c, dark: (luminance(c.sky[0]) + luminance(c.sky[1])) / 2 < 0.18 };
}

function mapAll(p: Palette, f: (c: string) => string): Palette {
  return withDark(p, { sky: [f(p.sky[0]), f(p.sky[1])], ground: [f(p.ground[0]), f(p.ground[1]), f(p.ground[2])], accent: f(p.accent), accent2: f(p.accent2), ink: f(p.ink), paper: f(p.paper) });
}

/** Moves a colour to the hue (with a small per-slot offset), keeping its lightness. */
function toHue(c: string, hue: HueName, offset: number, strength: number, minLight: number): string {
  const [, s, l] = toHsl(c);
  const target = HUES[hue];
  if (hue === 'black-and-white') return hsl(0, 0, l);
  return hsl(target.h + offset, Math.max(s, target.minS * strength), Math.max(l, minLight));
}

/** Degrees between a colour's hue and a hue, round the circle. */
function hueGap(c: string, h: number): number {
  const d = Math.abs(toHsl(c)[0] - h) % 360;
  return Math.min(d, 360 - d);
}

/**
 * Steers the palette to a hue. 'full' (a variation's colour) turns every colour; 'text' (a colour
 * named in the concept or lyrics) turns the sky and the masses, which cover most of the picture,
 * and keeps the accents, so 'cold blue light' reads blue without losing its highlights.
 */
export function steerPalette(p: Palette, hue: HueName, mode: 'full' | 'text', sky = false): Palette {
  const full = mode === 'full';
  const s = full ? 1 : 0.85;
  const minL = full ? 0.12 : 0.06;
  const t = (c: string, off: number) => toHue(c, hue, off, s, minL);
  return withDark({ ...p, lead: hue }, {
    sky: [t(p.sky[0], 0), t(p.sky[1], 6)],
    ground: [t(p.ground[0], -6), t(p.ground[1], 0), t(p.ground[2], 4)],
    // A colour named for the sky turns an accent of another hue too, unless a second colour lights
    // the picture: a sun's red glow filled 'a pink sky'. (Any colour word doing so made styles
    // that paint with the accent alike.)
    accent: full || (sky && !p.accentHue && hue !== 'black-and-white' && hueGap(p.accent, HUES[hue].h) > 30) ? toHue(p.accent, hue, full ? 10 : 4, 1, 0) : p.accent,
    accent2: full ? toHue(p.accent2, hue, -14, 0.8, 0) : p.accent2,
    ink: full ? toHue(p.ink, hue, 0, 0.4, 0) : p.ink,
    paper: full ? mix(p.paper, HUES[hue].hex, hue === 'black-and-white' ? 0 : 0.12) : p.paper,
  });
}

const SKIES: Record<NonNullable<ImageAdjustments['time']>, [string, string]> = {
  night: [hsl(228, 0.5, 0.05), hsl(226, 0.45, 0.17)],
  day: [hsl(205, 0.65, 0.6), hsl(198, 0.6, 0.84)],
  dusk: [hsl(262, 0.45, 0.22), hsl(22, 0.8, 0.58)],
  dawn: [hsl(212, 0.45, 0.55), hsl(32, 0.85, 0.78)],
};

export function relight(p: Palette, time: NonNullable<ImageAdjustments['time']>): Palette {
  const ground = (c: string) => (time === 'night' ? darken(c, 0.55) : time === 'dusk' ? darken(c, 0.3) : lighten(c, time === 'day' ? 0.1 : 0.05));
  return withDark(p, {
    sky: SKIES[time],
    ground: [ground(p.ground[0]), ground(p.ground[1]), ground(p.ground[2])],
    // At night the scene's own sun becomes a pale moon (and lit windows a pale lamplight).
    accent: time === 'night' ? mix(p.accent, '#f1ecd8', 0.65) : p.accent,
    accent2: p.accent2,
    ink: p.ink,
    paper: p.paper,
  });
}

export function moodShift(p: Palette, mood: NonNullable<ImageAdjustments['mood']>): Palette {
  return mapAll(p, (c) => (mood === 'darker' ? darken(c, 0.45) : lighten(c, 0.4)));
}

/** The light a variation's added weather brings when it names no colour or time of its own: snow
 * the pale cold of a winter day, rain a slate grey, fog a pale grey. Added as streaks or flakes
 * alone, the weather was a veil over the same picture (a variation is asked for to look different). */
const WEATHER_LIGHT: readonly [AddableElement, string, number][] = [['snow', '#dce8f4', 0.3], ['rain', '#3d4a5c', 0.4], ['fog', '#c8ccd2', 0.35]];

function weatherLight(p: Palette, adjust: ImageAdjustments | undefined): Palette {
  if (!adjust?.add || adjust.colour || adjust.time) return p;
  const light = WEATHER_LIGHT.find(([e]) => adjust.add?.includes(e));
  if (!light) return p;
  // Snow keeps the palette: its cold light is laid over the sky (variationLight) and the land is
  // whitened by the snow lying on it (snowCover), while the subject, the inks and the lights stay
  // as they were. Paled with the rest, a barn given snow came out a grey ghost of itself, a
  // linocut's black sky turned brown, and a paled night read as a light drawing and was drawn as
  // its negative.
  if (light[0] === 'snow') return p;
  return mapAll(p, (c) => mix(c, light[1], light[2]));
}

/** The palette after a concept's colour word and a variation's changes, in that order. */
export function adjustPalette(p: Palette, adjust: ImageAdjustments | undefined, textHue: HueName | undefined, skyNamed = false): Palette {
  let out = p;
  if (textHue && !adjust?.colour) out = steerPalette(out, textHue, 'text', skyNamed);
  out = weatherLight(out, adjust);
  if (adjust?.time) out = relight(out, adjust.time);
  if (adjust?.colour && isHueName(adjust.colour)) out = steerPalette(out, adjust.colour, 'full');
  if (adjust?.mood) out = moodShift(out, adjust.mood);
  return out;
}

// ---- Elements in the scene -----------------------------------------------------------------

/** True when a disc around the point lies over open sky: no solid shape under it, clear of the title. */
function openSky(scene: Scene, cx: number, cy: number, r: number): boolean {
  const [t0, t1] = titleBand(scene.titleAt);
  if (cy + r > t0 && cy - r < t1) return false;
  if (cy + r > scene.horizon) return false;
  const probes: Pt[] = [[cx, cy]];
  for (let k = 0; k < 8; k++) probes.push([cx + Math.cos((k * Math.PI) / 4) * r, cy + Math.sin((k * Math.PI) / 4) * r]);
  for (const s of scene.shapes) {
    if (s.kind === 'line') continue;
    if (s.circle && Math.hypot(s.circle.cx - cx, s.circle.cy - cy) < s.circle.r + r + 20) return false;
    if (!s.circle && probes.some((pt) => inside(pt, s.pts))) return false;
  }
  return true;
}

/** A free spot of sky for a body of radius r; the highest open one when the scene has little sky. */
function skySpot(scene: Scene, r: number, rng: Rng): Pt {
  const spots: Pt[] = [];
  for (let y = 40 + r; y < 960 - r; y += 40) for (let x = 60 + r; x <= 940 - r; x += 60) if (openSky(scene, x, y, r)) spots.push([x, y]);
  if (spots.length > 0) return rng.pick(spots);
  const [t0, t1] = titleBand(scene.titleAt);
  return [rng.int(160, 840), scene.titleAt === 'top' ? Math.min(t1 + r + 20, 960 - r) : Math.max(t0 - r - 20, r + 40)];
}

function addedShapes(scene: Scene, elements: readonly AddableElement[], rng: Rng): Shape[] {
  const out: Shape[] = [];
  const placed: Scene = { ...scene, shapes: [...scene.shapes] };
  if (elements.includes('moon')) {
    // Big enough to be the change asked for: at 62-90 units a moon on a pale paper was a smudge.
    const r = rng.int(88, 118);
    const [cx, cy] = skySpot(placed, r, rng);
    const moon = [disc(cx, cy, r, 'celestial', 'paper', 0, 0.05)];
    for (let i = 0; i < 4; i++) moon.push({ ...disc(cx + rng.int(-r / 2, r / 2), cy + rng.int(-r / 2, r / 2), rng.int(6, Math.round(r / 4)), 'detail', 'paper', 0.02, 0.15), shade: -0.12 });
    out.push(...moon);
    placed.shapes.push(...moon);
  }
  if (elements.includes('sun')) {
    const r = rng.int(80, 110);
    const [cx, cy] = skySpot(placed, r, rng);
    const sun = disc(cx, cy, r, 'celestial', 'accent', 0, 0.1);
    out.push(sun);
    placed.shapes.push(sun);
  }
  if (elements.includes('birds')) {
    const [bx, by] = skySpot(placed, 70, rng);
    for (let i = 0; i < rng.int(4, 7); i++) {
      const x = bx + rng.int(-110, 110);
      const y = by + rng.int(-50, 50);
      const s = rng.int(10, 20);
      out.push(line([[x - s, y - s * 0.5], [x - s * 0.3, y - s * 0.1], [x, y + s * 0.2], [x + s * 0.3, y - s * 0.1], [x + s, y - s * 0.5]], 3.5, 'detail', 'ink', 0.6, 0.9, true));
    }
  }
  if (elements.includes('stars')) {
    let made = 0;
    for (let i = 0; i < 400 && made < 55; i++) {
      const x = rng.int(10, 990);
      const y = rng.int(10, Math.max(30, Math.min(scene.horizon, 990)));
      if (placed.shapes.some((s) => s.kind !== 'line' && inside([x, y], s.pts))) continue;
      out.push(disc(x, y, 1.5 + rng.next() * 2.5, 'detail', 'paper', 0.01, 0.05));
      made++;
    }
  }
  return out;
}

/** The scene with the added bodies, birds and stars appended, so every earlier shape is unchanged. */
export function withElements(scene: Scene, elements: readonly AddableElement[], rng: Rng): Scene {
  const extra = addedShapes(scene, elements, rng);
  const stormy = elements.includes('lightning') || elements.includes('rain');
  // Clouds lie behind everything the scene drew, so they never cover its subject.
  const clouds = elements.includes('clouds') ? cloudShapes(scene, stormy, rng) : [];
  const withWeather = extra.length || clouds.length ? { ...scene, shapes: [...clouds, ...scene.shapes, ...extra] } : scene;
  return elements.includes('fog') ? withFog(withWeather, fogShapes(scene, rng)) : withWeather;
}

// ---- Weather over the art ------------------------------------------------------------------

/** Fog's haze and lightning as one layer over the art and under the title (clouds and fog banks are scene shapes; rain and snow are fallingWeather). */
export function weatherOverlay(scene: Scene, elements: readonly AddableElement[], p: Palette, rng: Rng, defs: Defs): string {
  const parts: string[] = [];
  const skyBottom = Math.max(160, Math.min(scene.horizon, 700));
  if (elements.includes('lightning')) {
    const x0 = rng.int(180, 820);
    const pts: Pt[] = [[x0, skyBottom * 0.35]];
    const steps = 7;
    for (let i = 1; i <= steps; i++) pts.push([x0 + rng.int(-60, 60) + i * rng.int(-6, 6), skyBottom * 0.35 + (i / steps) * (skyBottom * 0.75)]);
    const d = `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
    const fork = itemAt(pts, 3);
    const branch = `M${n(fork[0])} ${n(fork[1])}L${n(fork[0] + rng.int(40, 90))} ${n(fork[1] + rng.int(50, 90))}L${n(fork[0] + rng.int(70, 130))} ${n(fork[1] + rng.int(110, 170))}`;
    parts.push(el('path', { d: d + branch, fill: 'none', stroke: lighten(p.accent2, 0.6), 'stroke-width': 22, 'stroke-linejoin': 'round', opacity: 0.25 }));
    parts.push(el('path', { d: d + branch, fill: 'none', stroke: '#ffffff', 'stroke-width': 6, 'stroke-linejoin': 'round' }));
  }
  if (elements.includes('fog') || elements.includes('haze')) {
    // Fog's banks are scene shapes (scene/fog.ts); this is the haze in the air, kept light: a
    // strong one is the same band on every style.
    const y = Math.min(scene.horizon, 880);
    parts.push(el('rect', { x: 0, y: y - 200, width: 1000, height: 400, fill: defs.linear([[0, lighten(p.sky[1], 0.5), 0], [0.5, lighten(p.sky[1], 0.5), 0.25], [1, lighten(p.sky[1], 0.5), 0]]) }));
  }
  return parts.join('');
}

/** Rain and snow falling, over the art and under the title: drawn after weatherOverlay from the
 * same random stream. A picture held dark as its negative keeps them out of it (`DarkGround.outside`),
 * since a negative turned falling snow into black specks. */
export function fallingWeather(elements: readonly AddableElement[], p: Palette, scene: Scene, rng: Rng, defs: Defs, blizzard = false): string {
  const parts: string[] = [];
  if (elements.includes('rain')) {
    let d = '';
    for (let i = 0; i < 170; i++) {
      const x = rng.int(-40, 1040);
      const y = rng.int(-20, 1000);
      const len = rng.int(35, 75);
      d += `M${n(x)} ${n(y)}l${n(-len * 0.22)} ${n(len)}`;
    }
    parts.push(el('path', { d, fill: 'none', stroke: lighten(p.paper, 0.3), 'stroke-width': 2.2, 'stroke-linecap': 'round', opacity: 0.5 }));
  }
  if (elements.includes('snow')) {
    // More snow asked of a picture already snowing is a blizzard: twice the flakes, larger, and
    // the air thick and white with it (the same flakes again left the picture as it was).
    let d = '';
    for (let i = 0; i < (blizzard ? 420 : 240); i++) d += dot(rng.int(0, 1000), rng.int(0, 1000), 2.5 + rng.next() * (blizzard ? 6 : 4.5));
    // (At night the white air is kept thin: under the night's dark it turned to a grey murk.)
    const k = p.dark ? 0.5 : 1;
    if (blizzard) parts.push(el('rect', { width: 1000, height: 1000, fill: defs.linear([[0, '#eef3f8', 0.2 * k], [Math.min(0.9, Math.max(0.3, scene.horizon / 1000)), '#f4f8fc', 0.45 * k], [1, '#eef3f8', 0.3 * k]]) }));
    parts.push(el('path', { d, fill: '#ffffff', opacity: 0.85 }));
  }
  return parts.join('');
}

/** Snow a variation adds also lies on the land: its masses whitened, most where the light falls
 * on their tops (flakes alone over a picture that already had falling snow, or on a pale paper,
 * left it looking like the picture it came from). The subject stays as it was. */
export function snowCover(scene: Scene, defs: Defs, night = false): string {
  const land = scene.shapes.filter((s) => s.kind === 'poly' && (s.role === 'far' || s.role === 'mid' || s.role === 'near'));
  if (land.length === 0) return '';
  // The subject standing on the land stays clear of it, so it still reads as itself.
  const mask = subjectMask(scene, defs);
  // Snow under a night sky is the moon's pale blue, not paper white.
  const [top, foot] = night ? ['#c4d0e6', '#94a4c8'] : ['#f4f8fc', '#e4ecf6'];
  const fill = defs.linear([[0, top, night ? 0.85 : 0.95], [1, foot, night ? 0.6 : 0.7]]);
  // A mass standing on the land (a building, a tower block) holds snow on its top only: whitened
  // whole, a night city given snow turned into a pale sheet of blocks. The ground that runs to
  // the foot of the picture (a field, the dunes, the foreground) is covered.
  const standing = (s: Shape) => { const b = bbox(s.pts); return b.y + b.h < 980 || (s.role !== 'near' && b.h > b.w * 0.6); };
  const tall = land.filter(standing);
  const low = land.filter((s) => !standing(s));
  const cap = defs.linear([[0, top, night ? 0.75 : 0.95], [0.1, top, night ? 0.6 : 0.9], [0.22, foot, 0]]);
  const caps = tall.map((s) => el('path', { d: shapesPath([s]), fill: cap })).join('');
  const cover = low.length > 0 ? el('path', { d: shapesPath(low), fill }) : '';
  return mask ? el('g', { mask }, cover + caps) : cover + caps;
}

const shapesPath = (shapes: readonly Shape[]) => shapes.map((s) => `M${s.pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`).join('');

/** A mask that keeps a layer off the subject (white everywhere, black on the subject), or '' when
 * the scene has none. */
function subjectMask(scene: Scene, defs: Defs): string {
  const subject = shapesPath(scene.shapes.filter((s) => s.kind !== 'line' && (s.role === 'focal' || s.role === 'detail')));
  return subject ? defs.add('mk', (id) => el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: 1000, height: 1000 }, el('rect', { width: 1000, height: 1000, fill: '#ffffff' }) + el('path', { d: subject, fill: '#000000' }))) : '';
}

/**
 * A colour variation also tints what a style paints in its own fixed colours (charcoal's greys,
 * pop-art's inks): a 'color' blend keeps each pixel's lightness and takes the hue, so the
 * drawing stays as it was and only its colour changes. Black and white takes the saturation out.
 */
export function colourWash(colour: string | undefined, dark = false): string {
  if (!colour || !isHueName(colour)) return '';
  if (colour === 'black-and-white') {
    const grey = el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: '#808080', style: 'mix-blend-mode:saturation' });
    // A dark picture has little colour to take out: it becomes a silver print, its greys lifted
    // (a colour dodge) so the shapes stand pale out of the black, as a photograph's do.
    return dark ? grey + el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: '#5a5a5a', style: 'mix-blend-mode:color-dodge' }) : grey;
  }
  const wash = el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: HUES[colour].hex, 'fill-opacity': 0.7, style: 'mix-blend-mode:color' });
  // A night or a heavy genre's dark has too little colour in it for a hue to take: the colour is
  // also let in as a faint glow of its light, so 'make it teal' at night is a teal night.
  return dark ? wash + el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: HUES[colour].hex, 'fill-opacity': 0.2, style: 'mix-blend-mode:screen' }) : wash;
}

/** A darker or brighter variation also dims or lifts what the style painted from its own colours.
 * (At a quarter black and a sixth white, 'brighter' and 'darker' were often hard to tell from the
 * picture they came from.) */
export function moodOverlay(mood: ImageAdjustments['mood'], dark = false, defs?: Defs): string {
  if (!mood) return '';
  const rect = (attrs: Record<string, string | number>) => el('rect', { x: 0, y: 0, width: 1000, height: 1000, ...attrs });
  // On a picture that is already dark (a night, a doom cover) a black veil has little left to take:
  // darker there is the shadows sinking to black under a colour burn, with the lights (moon, fire,
  // windows, the name) still burning, the way a darker print of a dark scene looks.
  if (mood === 'darker') return rect({ fill: '#000000', opacity: dark ? 0.28 : 0.4 }) + (dark ? rect({ fill: '#d2d2d2', style: 'mix-blend-mode:color-burn' }) : '');
  // Brighter is more light, not a white veil: a colour dodge by a third lifts every value by half
  // again and keeps the colours' strength (a white overlay alone greyed a picture out). A dark
  // picture is lifted by more (values doubled), or its dark stays the dark it was.
  // A near-black picture has nothing for a dodge to multiply: light falls into it from above as well
  // (a screen, strongest in the sky), so its blacks open into shapes.
  return rect({ fill: dark ? '#808080' : '#555555', style: 'mix-blend-mode:color-dodge' })
    + rect({ fill: '#ffffff', opacity: dark ? 0.1 : 0.14 })
    + (dark ? rect({ fill: defs ? defs.linear([[0, '#5a5660', 0.7], [1, '#5a5660', 0.25]]) : '#5a5660', opacity: defs ? 1 : 0.55, style: 'mix-blend-mode:screen' }) : '');
}

/** The light of a variation's hour over the whole picture, top to bottom, and how it is laid. */
const HOUR_LIGHT: Record<NonNullable<ImageAdjustments['time']>, { stops: [string, string]; blend: string; opacity: number }> = {
  // Moonlight: everything the style painted, its own paper or wall included, sinks into a deep blue.
  night: { stops: ['#1c2550', '#34406e'], blend: 'multiply', opacity: 0.75 },
  // The last light: violet overhead, the horizon's orange on the land.
  dusk: { stops: ['#5e3f94', '#f07c3c'], blend: 'multiply', opacity: 0.7 },
  dawn: { stops: ['#9fb2e0', '#ffc890'], blend: 'multiply', opacity: 0.45 },
  day: { stops: ['#cfe6ff', '#fff6e0'], blend: 'screen', opacity: 0.45 },
};

function overlaps(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The low sun at dusk or dawn: the scene's sun or moon lit again in the hour's warm light over
 * the hour's colour, which had turned it the sky's violet and lost it (a poster's orange sun at
 * dusk came out a faint pink disc, a moon over the sea vanished). Behind the subject it stays behind. */
function lowSun(scene: Scene, time: 'dusk' | 'dawn'): string {
  let d = '';
  for (const [i, s] of scene.shapes.entries()) {
    if (s.role !== 'celestial' || !s.circle) continue;
    const box = bbox(s.pts);
    if (scene.shapes.slice(i + 1).some((o) => o.kind !== 'line' && o.role === 'focal' && overlaps(bbox(o.pts), box))) continue;
    d += dot(s.circle.cx, s.circle.cy, s.circle.r);
  }
  return d ? el('path', { d, fill: time === 'dusk' ? '#ff8a3a' : '#ffc27a', opacity: 0.8, style: 'mix-blend-mode:screen' }) : '';
}

/** What shines at night shines through its dark: the moon, the stars and the lit windows, lit again over it. */
function nightLights(scene: Scene): string {
  let d = '';
  for (const [i, s] of scene.shapes.entries()) {
    if (s.kind !== 'circle' && s.role !== 'detail') continue;
    const box = bbox(s.pts);
    const lit = (s.role === 'celestial' && s.kind === 'circle') || (s.role === 'detail' && (s.slot === 'paper' || s.slot === 'accent') && Math.max(box.w, box.h) < 60);
    if (!lit) continue;
    // A moon behind the subject stays behind it: relit over everything, it covered the figure
    // standing in front of it.
    if (s.role === 'celestial' && scene.shapes.slice(i + 1).some((o) => o.kind !== 'line' && o.role === 'focal' && overlaps(bbox(o.pts), box))) continue;
    d += s.circle ? dot(s.circle.cx, s.circle.cy, s.circle.r) : `M${s.pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
  }
  return d ? el('path', { d, fill: '#f4ecd0', opacity: 0.85, style: 'mix-blend-mode:screen' }) : '';
}

/** The light of the weather a variation adds (when it names no colour or time of its own). */
const WEATHER_WASH: readonly [AddableElement, string, string, number][] = [
  ['snow', '#e6eef8', 'screen', 0.4], ['rain', '#4a5668', 'multiply', 0.6], ['fog', '#d4d8de', 'screen', 0.45],
];

/**
 * A variation's hour and added weather light what the style painted in its own colours too (a
 * pastel's sheet, a stencil's wall, watercolour's paper): relighting only the palette left a
 * 'make it night' that still looked like day on a light paper, and an 'at dusk' or 'add snow'
 * that looked like the picture it came from.
 */
export function variationLight(adjust: ImageAdjustments | undefined, scene: Scene, defs: Defs, dark = false): string {
  const layer = (top: string, bottom: string, blend: string, opacity: number) =>
    el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: defs.linear([[0, top], [1, bottom]]), opacity, style: `mix-blend-mode:${blend}` });
  if (adjust?.time) {
    const light = HOUR_LIGHT[adjust.time];
    // Dusk and dawn also turn the picture's hues to the hour's (violet overhead, the horizon's
    // orange; rose and gold): a multiply alone left a blue sky blue and a dark picture as it was.
    const afterglow = adjust.time === 'dusk' ? layer('#7040b0', '#ff7028', 'color', 0.5) : adjust.time === 'dawn' ? layer('#d07aa8', '#ffc060', 'color', 0.4) : '';
    const low = adjust.time === 'dusk' || adjust.time === 'dawn' ? lowSun(scene, adjust.time) : '';
    return layer(light.stops[0], light.stops[1], light.blend, light.opacity) + afterglow + (dark ? darkHour(adjust.time, scene, defs) : '') + low + (adjust.time === 'night' ? nightLights(scene) : '');
  }
  const glow = adjust?.add?.includes('moon') ? moonGlow(scene, defs) : '';
  if (!adjust?.add || adjust.colour) return glow;
  // Every weather added lights the picture its way: rain's slate and fog's pale veil together.
  const h = Math.min(0.85, Math.max(0.3, scene.horizon / 1000));
  const washes = WEATHER_WASH.filter(([e]) => adjust.add?.includes(e)).map(([e, colour, blend, opacity]) => {
    if (e === 'fog') return el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: defs.linear([[0, colour, opacity * 0.4], [h, colour, opacity * 1.3], [1, colour, opacity]]), style: `mix-blend-mode:${blend}` });
    // Snow's pale winter light is the sky's, fading at the horizon, and it leaves the subject as
    // it was: over everything it was a veil that greyed the barn or the fox it was asked of.
    // (Under a night's dark it is kept thin: a strong screen there turned the night to a grey dusk.)
    const k = dark ? 0.45 : 1;
    if (e === 'snow') return el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: defs.linear([[0, colour, opacity * 1.2 * k], [h, colour, opacity * 0.6 * k], [1, colour, 0]]), style: `mix-blend-mode:${blend}`, mask: subjectMask(scene, defs) || undefined });
    return layer(colour, colour, blend, opacity);
  });
  return washes.join('') + glow;
}

/**
 * The hour's own light on a picture that is already dark (a doom cover, a night): a blend that
 * multiplies or recolours has too little light there to work on, so the hour is let in as light
 * (a screen): dusk's last orange along the horizon under a violet sky, dawn's rose and gold, a
 * night's cold moonlit blue in place of the genre's red or brown dark.
 */
function darkHour(time: NonNullable<ImageAdjustments['time']>, scene: Scene, defs: Defs): string {
  const h = Math.min(0.85, Math.max(0.3, scene.horizon / 1000));
  const glow = (stops: [number, string, number][]) => el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: defs.linear(stops), style: 'mix-blend-mode:screen' });
  if (time === 'dusk') return glow([[0, '#3a1c6a', 0.55], [h * 0.7, '#8a2c6a', 0.5], [h, '#ff7a2a', 0.75], [Math.min(1, h + 0.15), '#a03a20', 0.35], [1, '#3a1c40', 0.2]]);
  if (time === 'dawn') return glow([[0, '#5a6aa8', 0.5], [h, '#ffb070', 0.7], [1, '#604860', 0.25]]);
  if (time === 'night') return glow([[0, '#0c1a4a', 0.7], [h, '#2a4488', 0.55], [1, '#0c1838', 0.35]]);
  return glow([[0, '#9cc4f0', 0.55], [h, '#f4e8c8', 0.5], [1, '#a09070', 0.3]]);
}

/** An added moon shines in every style: a halo of moonlight round it and its disc lit over
 * whatever paper or ink the style painted it in (a paper-white moon vanished on a pale paper). */
function moonGlow(scene: Scene, defs: Defs): string {
  const moon = [...scene.shapes].reverse().find((s) => s.role === 'celestial' && s.circle && s.slot === 'paper');
  if (!moon?.circle) return '';
  const { cx, cy, r } = moon.circle;
  const halo = defs.radial([[0, '#fff6dc', 0.75], [0.4, '#f4e6c0', 0.35], [1, '#f4e6c0', 0]]);
  return el('circle', { cx: n(cx), cy: n(cy), r: n(r * 2.8), fill: halo, style: 'mix-blend-mode:screen' })
    + el('circle', { cx: n(cx), cy: n(cy), r: n(r), fill: '#f6f0dc', opacity: 0.9 })
    + el('circle', { cx: n(cx - r * 0.25), cy: n(cy + r * 0.15), r: n(r * 0.28), fill: '#d8d0b8', opacity: 0.5 });
}

/** How a variation scales the title: its maximum size and the height of its band. */
export function titleScale(title: ImageAdjustments['title']): number {
  // A bigger title often needs a second line to grow at all, so its band grows more than a smaller one shrinks.
  return title === 'bigger' ? 1.8 : title === 'smaller' ? 0.6 : 1;
}

// ---- Heavy genres ---------------------------------------------------------------------------

/** The brightest a heavy genre's cover may be on average (0 black … 1 white). */
export const HEAVY_MAX_LUMINANCE = 0.3;
/** A night the request asked for: a picture too bright for night (over ~0.37, a light paper or
 * wall) is taken down, to about 0.35, so the styles' own night grounds stay apart. */
export const NIGHT_MAX_LUMINANCE = 0.4;

/** Lightness inverted, hue kept: the SVG hue-rotate(180°) matrix H applied to (1 - x), i.e. -H
 * with an offset of 1 (H keeps greys, so each row sums to one). Cream paper turns to near-black,
 * graphite to pale chalk, an orange sun stays orange. */
const INVERT_KEEP_HUE = [0.574, -1.43, -0.144, -0.426, -0.43, -0.144, -0.426, -1.43, 0.856] as const;

const clampUnit = (v: number) => Math.min(1, Math.max(0, v));

/** Channel values (0..1) of RGBA pixels, inverted with their hue kept if asked. */
function channels(px: Uint8Array | Buffer, invert: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < px.length; i += 4) {
    const rgb = [(px[i] ?? 0) / 255, (px[i + 1] ?? 0) / 255, (px[i + 2] ?? 0) / 255] as const;
    if (!invert) { out.push(...rgb); continue; }
    for (let row = 0; row < 3; row++) {
      const m = (k: number) => INVERT_KEEP_HUE[row * 3 + k] ?? 0;
      out.push(clampUnit(m(0) * rgb[0] + m(1) * rgb[1] + m(2) * rgb[2] + 1));
    }
  }
  return out;
}

function meanLuma(ch: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i + 2 < ch.length; i += 3) sum += 0.2126 * (ch[i] ?? 0) + 0.7152 * (ch[i + 1] ?? 0) + 0.0722 * (ch[i + 2] ?? 0);
  return sum / (ch.length / 3);
}

/** Mean luma after a 'color-burn' blend with a grey of value g: each channel becomes
 * max(0, 1 - (1 - c) / g), a black point that crushes the shadows and keeps the lights. */
function burntLuma(ch: readonly number[], g: number): number {
  const f = (c: number) => Math.max(0, 1 - (1 - c) / g);
  let sum = 0;
  for (let i = 0; i + 2 < ch.length; i += 3) sum += 0.2126 * f(ch[i] ?? 0) + 0.7152 * f(ch[i + 1] ?? 0) + 0.0722 * f(ch[i + 2] ?? 0);
  return sum / (ch.length / 3);
}

/**
 * Doom, black and death metal are dark and heavy in every style. Each style paints them dark in
 * its own way (styles/); this is the safety net for a cover still too bright (a light title, a
 * margin, a burst). It is measured on a thumbnail of the finished cover and taken down over the
 * whole of it, title included (so the title keeps its contrast): a light
 * picture becomes its own negative with its hues kept (a drawing on black paper, one colour
 * matrix), and a picture still too bright gets a colour-burn layer, which raises the black point:
 * shadows sink to black, highlights stay bright, so the shapes and the style's own marks stay
 * apart instead of dimming to one murk.
 * (Blend layers cost ~4 ms at 1024 px, the matrix ~30 ms; a gamma curve would cost ~90 ms.)
 */
export function heavyGround(proofs: readonly (Uint8Array | Buffer)[], max = HEAVY_MAX_LUMINANCE, depth = 0.8, night = false, negative?: boolean): DarkGround | undefined {
  // Each proof is judged by its brightest reading: a cover must be dark at every size it is shown.
  const worst = (f: (ch: readonly number[]) => number, chs: readonly (readonly number[])[]) => Math.max(...chs.map(f));
  const plain = proofs.map((px) => channels(px, false));
  const luma = worst(meanLuma, plain);
  if (luma <= max * 0.92) return undefined;
  // Only just under the line: the styles paint heavy genres dark themselves, and a deeper cut would
  // crush their differences (grounds, textures, margins) into one black.
  const target = max * depth;
  // A night asked for is the same picture under moonlight, never its negative (a watercolour at
  // night read as a photographic negative): a deep blue multiply, as much as brings it down.
  if (night) return moonlit(plain, target, worst);
  const inverted = proofs.map((px) => channels(px, true));
  // Whether the picture is a light drawing (drawn as its negative) may be decided on the picture
  // before its named colours were brought in: their glows are light, and read as a light picture
  // they turned a dark castle into a pale ghost lost in its own negative.
  const invert = negative ?? worst(meanLuma, inverted) < luma;
  const chs = invert ? inverted : plain;
  // The palest grey (gentlest burn) that brings the picture to the target, by bisection.
  let lo = 0.2;
  let hi = 1;
  for (let i = 0; i < 16; i++) {
    const mid = (lo + hi) / 2;
    if (worst((ch) => burntLuma(ch, mid), chs) > target) hi = mid; else lo = mid;
  }
  const layers: string[] = [];
  if (worst(meanLuma, chs) > target) {
    const v = Math.round(lo * 255).toString(16).padStart(2, '0');
    layers.push(el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: `#${v}${v}${v}`, style: 'mix-blend-mode:color-burn' }));
  }
  if (!invert) return Object.assign((body: string) => `${body}${layers.join('')}`, { outside: (layer: string) => layer });
  const row = (r: number) => `${INVERT_KEEP_HUE.slice(r * 3, r * 3 + 3).join(' ')} 0 1`;
  const matrix = el('feColorMatrix', { type: 'matrix', values: `${row(0)} ${row(1)} ${row(2)} 0 0 0 1 0` });
  const filter = `<defs><filter id="heavy-ground" filterUnits="userSpaceOnUse" x="0" y="0" width="1000" height="1000" color-interpolation-filters="sRGB">${matrix}</filter></defs>`;
  const open = '<g filter="url(#heavy-ground)">';
  return Object.assign((body: string) => `${filter}${open}${body}</g>${layers.join('')}`, { outside: (layer: string) => `</g>${layer}${open}` });
}

/** Whether the safety net would draw these proofs as their negative (a light drawing). */
export function readsAsNegative(proofs: readonly (Uint8Array | Buffer)[], max = HEAVY_MAX_LUMINANCE): boolean {
  const plain = proofs.map((px) => channels(px, false));
  const luma = Math.max(...plain.map(meanLuma));
  if (luma <= max * 0.92) return false;
  return Math.max(...proofs.map((px) => meanLuma(channels(px, true)))) < luma;
}

/**
 * How a dark picture is held dark: applied to the whole body; `outside` wraps a layer that lies
 * at the body's top level so that it is not turned into its negative with the rest: a
 * variation's light ('darker' on a light drawing drawn as its negative came out lighter).
 */
export type DarkGround = ((body: string) => string) & { outside: (layer: string) => string };

/** The blue a night multiplies a light picture by (0..1 per channel). */
const MOONLIGHT = [0.22, 0.3, 0.62] as const;

/** A light picture sunk into a moonlit blue: the palest multiply that brings it to the target,
 * and a gentle burn after it only if the blue alone cannot. */
function moonlit(chs: readonly (readonly number[])[], target: number, worst: (f: (ch: readonly number[]) => number, chs: readonly (readonly number[])[]) => number): DarkGround {
  const tinted = (a: number) => chs.map((ch) => ch.map((c, i) => c * (1 - a + a * (MOONLIGHT[i % 3] ?? 1))));
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (worst(meanLuma, tinted(mid)) > target) lo = mid; else hi = mid;
  }
  const blue = `#${MOONLIGHT.map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`;
  const layers = [el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: blue, opacity: Number(hi.toFixed(3)), style: 'mix-blend-mode:multiply' })];
  const after = tinted(hi);
  if (worst(meanLuma, after) > target) {
    let b0 = 0.2;
    let b1 = 1;
    for (let i = 0; i < 16; i++) {
      const mid = (b0 + b1) / 2;
      if (worst((ch) => burntLuma(ch, mid), after) > target) b1 = mid; else b0 = mid;
    }
    const v = Math.round(b0 * 255).toString(16).padStart(2, '0');
    layers.push(el('rect', { x: 0, y: 0, width: 1000, height: 1000, fill: `#${v}${v}${v}`, style: 'mix-blend-mode:color-burn' }));
  }
  return Object.assign((body: string) => `${body}${layers.join('')}`, { outside: (layer: string) => layer });
}

/** The RGBA pixels of an SVG drawn at a thumbnail's size. */
export function proofPixels(svg: string, fontFiles: readonly string[], defaultFontFamily: string, width = 64): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily } }).render().pixels;
}
