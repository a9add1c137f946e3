// Puts a library subject into a picture: a setting (the concept's snow, sea, desert, city, forest or
// hills) with its horizon, a light source, and the subject at a scale and place the seed picks from
// a few compositions (on a third, small under a vast sky, monumental, framed by dark edges), always
// clear of the title band. The subject is drawn, not pasted: it stands on the horizon, floats in
// the sky, rides the water or sits on a table in a pool of light, depending on what it is.
import { createRng, type Rng } from '@server/lib/random';
import { bbox, type Pt } from '../geometry';
import { pine, waveBand } from './landscape';
import { Kit } from './subjects/kit';
import type { Place, SubjectDef } from './subjects/subject';
import { disc, line, poly, ridge, starField, type Scene, type SceneInput, type Shape } from './types';

export type Setting = 'snow' | 'desert' | 'sea' | 'forest' | 'city' | 'mountains' | 'space' | 'hills' | 'underwater' | 'room';

/** Setting words, strongest first: 'a cabin in the snow by the forest' is a snowy forest cabin. */
const SETTING_WORDS: readonly [Setting, RegExp][] = [
  ['space', /\b(space|outer space|cosmos|orbit\w*|void|zero gravity|interstellar|starfield)\b/],
  ['underwater', /\b(underwater|under the sea|sea ?floor|ocean floor|deep sea|depths|sunken|drowned)\b/],
  ['snow', /\b(snow\w*|winter\w*|frozen|frost\w*|icy|ice|arctic|blizzard|tundra|polar|glacier)\b/],
  ['desert', /\b(desert\w*|sand\w*|dunes?|canyon|arid|badlands|mojave|sahara)\b/],
  ['sea', /\b(sea|seas|ocean|oceans|shore\w*|coast\w*|beach\w*|harbou?r|bay|lake|tide|tidal|flats|mudflats|estuary|cove|waves?|water)\b/],
  ['city', /\b(city|cities|street\w*|town|downtown|urban|skyline|rooftops?|metropolis|alley|warehouses?|factory|factories|industrial|docklands?)\b/],
  ['forest', /\b(forest\w*|woods?|woodland|pines?|grove|trees)\b/],
  ['mountains', /\b(mountains?|peaks?|valley|ridges?|cliffs?|highlands?|crags?)\b/],
  ['hills', /\b(hills?|hillside|hilltop|meadows?|fields?|prairie|plains?|moor\w*|savann?ah?|grasslands?|tall grass)\b/],
  ['room', /\b(room|bedroom|kitchen|table|bar|stage|studio|hall|attic|basement|motel room)\b/],
];

const SETTING_PHRASE: Record<Setting, string> = {
  snow: 'in the snow', desert: 'in the desert', sea: 'by the sea', forest: 'in a pine forest', city: 'in the city',
  mountains: 'among the mountains', space: 'in deep space', hills: '', underwater: 'under the water', room: 'in a pool of light',
};

/** The compositions concepts are written with (concept-lexicon.ts), as layouts of a subject. */
const LAYOUT_PHRASES: readonly [RegExp, Layout][] = [
  [/framed low with a vast sky|set small against an enormous/i, 'vast'],
  [/head-on and dead centre|cropped tight/i, 'monument'],
  [/receding silhouettes/i, 'framed'],
  [/off-centre/i, 'third'],
];

const DEFAULT_SETTING: Record<Place, Setting> = { ground: 'hills', sky: 'hills', water: 'sea', under: 'underwater', still: 'room' };

/** The setting a concept's words call for, if any. */
export function settingInText(text: string): Setting | undefined {
  // Palm trees are the subject's beach or street, not a forest.
  const lower = text.toLowerCase().replace(/\bpalm trees?\b/g, 'palms');
  return SETTING_WORDS.find(([, re]) => re.test(lower))?.[0];
}

/** Which settings a place accepts (a ship keeps its sea, a jellyfish its water). */
function settingFor(place: Place, asked: Setting | undefined): Setting {
  if (!asked) return DEFAULT_SETTING[place];
  if (place === 'water') return asked === 'snow' || asked === 'space' ? asked === 'snow' ? 'snow' : 'sea' : 'sea';
  if (place === 'under') return 'underwater';
  if (place === 'still') return asked === 'room' ? 'room' : asked === 'underwater' ? 'room' : asked;
  return asked === 'underwater' ? 'sea' : asked === 'room' ? 'hills' : asked;
}

type Layout = 'third' | 'vast' | 'monument' | 'framed';

interface Placement { cx: number; base: number; size: number; horizon: number; layout: Layout; lightX: number; lightY: number; lightR: number }

/** The free band for the subject: everything but the title's side, with a margin. */
function zone(input: SceneInput): [number, number] {
  return input.titleAt === 'top' ? [320, 985] : [45, 715];
}

function place(def: SubjectDef, input: SceneInput, setting: Setting, concept: string): Placement {
  const { rng } = input;
  const [z0, z1] = zone(input);
  // The concept's composition if it names one, else the seed's: thirds most often. A subject
  // standing in a landscape is small under a vast sky only when asked for: at thumbnail size it
  // read as a setting with nothing in it (an object in its pool of light stays large in it).
  const seeded: Layout = rng.pick(['third', 'third', def.place === 'still' ? 'vast' : 'third', 'monument', 'framed'] as const);
  const layout = LAYOUT_PHRASES.find(([re]) => re.test(concept))?.[1] ?? seeded;
  const side = rng.chance(0.5) ? -1 : 1;
  const ground = def.place === 'ground' || def.place === 'water';
  // Horizon: low in the free band for a vast sky, else on its lower third.
  const top = input.titleAt === 'top';
  let horizon = top ? rng.int(780, 880) : rng.int(560, 690);
  if (layout === 'vast') horizon = top ? rng.int(850, 910) : rng.int(640, 700);
  if (def.place === 'still') horizon = top ? rng.int(820, 880) : rng.int(600, 690);
  if (setting === 'space' || setting === 'underwater') horizon = top ? 940 : 700;
  const room = (def.place === 'sky' || def.place === 'under' ? z1 - z0 : horizon - z0) - 10;
  const share = { third: 0.62, vast: 0.36, monument: 0.86, framed: 0.52 }[layout] * (def.place === 'still' ? (layout === 'vast' ? 1.5 : 1.08) : 1);
  // A narrow subject (a standing person, a guitar on its end, a lighthouse) covers little of the
  // picture at the height a broad one gets: it is drawn taller, up to the room there is (unless
  // the concept set it small under a vast sky).
  const narrow = layout === 'vast' ? 1 : Math.min(1.3, Math.max(1, (0.65 / def.aspect) ** 0.35));
  const maxW = layout === 'monument' ? 860 : layout === 'vast' ? 520 : 660;
  const size = Math.max(90, Math.min(room * Math.min(0.94, share * narrow) * (0.92 + rng.next() * 0.12), maxW / def.aspect));
  const w = size * def.aspect;
  const third = 500 + side * rng.int(150, 190);
  const cxWanted = layout === 'monument' ? 500 + rng.int(-40, 40) : layout === 'vast' ? 500 + side * rng.int(120, 260) : third;
  const cx = Math.max(w / 2 + 30, Math.min(970 - w / 2, cxWanted));
  let base = horizon + (ground ? size * (def.place === 'water' ? 0.12 : 0.03) : 0);
  if (def.place === 'sky' || def.place === 'under') base = z0 + (z1 - z0) * 0.5 + size * 0.5 + rng.int(-30, 30);
  if (def.place === 'sky' && setting !== 'space') base = Math.min(base, horizon - 30);
  base = Math.min(base, z1 + (ground && input.titleAt === 'top' ? 60 : 0));
  const fitted = Math.min(size, base - z0);
  if (def.place === 'still') {
    // An object sits in its own pool of light: a large glow behind it, a little off its axis.
    const r = Math.min(fitted * 0.72, 290);
    return { cx, base, size: fitted, horizon, layout, lightX: cx - side * fitted * 0.22, lightY: Math.max(z0 + r * 0.5, base - fitted * 0.62), lightR: r };
  }
  return finish(rng, layout, side, horizon, z0, cx, base, fitted, fitted * def.aspect);
}

function finish(rng: Rng, layout: Layout, side: number, horizon: number, z0: number, cx: number, base: number, size: number, w: number): Placement {
  // The light sits in open sky across the picture from the subject (behind it for a monument):
  // beside it where the picture has room, else above it, so the two never sit on one another.
  const lightR = rng.int(55, 105) * (layout === 'monument' ? 1.9 : 1);
  const skyTop = Math.min(z0 + lightR + 10, horizon - lightR);
  let lightY = rng.int(Math.round(skyTop), Math.round(Math.max(skyTop, Math.min(horizon - lightR * 0.6, z0 + (horizon - z0) * 0.45))));
  if (layout === 'monument') return { cx, base, size, horizon, layout, lightX: cx + side * w * 0.32, lightY: Math.max(z0 + lightR * 0.6, base - size * 0.8), lightR };
  const far = cx < 500 ? 1 : -1;
  const near = cx + far * (w / 2 + lightR + 30);
  const edge = far > 0 ? 960 - lightR : 40 + lightR;
  let lightX: number;
  if ((edge - near) * far >= 0) {
    lightX = near + (edge - near) * rng.next();
  } else {
    lightX = Math.max(lightR + 40, Math.min(960 - lightR, 1000 - cx + rng.int(-60, 60)));
    const top = base - size;
    if (top - z0 > lightR * 2 + 20) lightY = rng.int(Math.round(z0 + lightR + 10), Math.round(top - lightR - 10));
  }
  return { cx, base, size, horizon, layout, lightX, lightY, lightR };
}

function ground(rng: Rng, horizon: number, setting: Setting, lit: Pt): Shape[] {
  const out: Shape[] = [];
  const flat = (y: number): Pt[] => [[-20, y], [1020, y], [1020, 1010], [-20, 1010]];
  switch (setting) {
    case 'snow':
      out.push(poly(ridge(rng, horizon - 30, 160, 0.5), 'far', 'g0', 0.2, 0.35));
      out.push(poly(ridge(rng, horizon + 5, 40, 0.45), 'mid', 'paper', 0.5, 0.05, true));
      for (let i = 0; i < 6; i++) { const y = horizon + 40 + i * i * 12; out.push(line([[rng.int(-20, 300), y], [rng.int(500, 1020), y + rng.int(-10, 10)]], 2, 'detail', 'sky1', 0.6, 0.2, true)); }
      break;
    case 'desert':
      out.push(poly(ridge(rng, horizon - 10, 60, 0.4), 'far', 'g0', 0.2, 0.35, true));
      out.push(poly(ridge(rng, horizon + 60, 90, 0.35), 'mid', 'g1', 0.5, 0.6, true));
      break;
    case 'sea': {
      out.push(poly(flat(horizon), 'far', 'g0', 0.2, 0.4));
      for (let i = 1; i < 4; i++) { const t = i / 4; out.push(poly(waveBand({ rng, titleAt: 'top' }, horizon + t * t * (1000 - horizon) * 0.9, 4 + t * 22, 90 + t * 260, t), 'mid', i < 3 ? 'g0' : 'g1', 0.2 + t * 0.6, 0.4 + t * 0.4)); }
      for (let k = 0; k < 8; k++) { const y = horizon + 10 + k * k * 5; const w = 20 + k * 14; out.push(line([[lit[0] - w / 2, y], [lit[0] + w / 2, y]], 2 + k * 0.5, 'detail', 'accent', 0.3, 0.1)); }
      break;
    }
    case 'city': {
      let x = -20;
      while (x < 1020) { const w = rng.int(50, 120); const h = rng.int(60, 260); out.push(poly([[x, horizon + 5], [x, horizon - h], [x + w, horizon - h], [x + w, horizon + 5]], 'far', 'g0', 0.2, 0.4)); x += w + rng.int(-10, 8); }
      out.push(poly(flat(horizon), 'near', 'g2', 0.8, 0.9));
      break;
    }
    case 'forest': {
      let x = -30;
      while (x < 1040) { const h = rng.int(90, 190); out.push(poly(pine(x, horizon + 10, h, h * 0.36, rng.int(6, 8)), 'far', 'g0', 0.2, 0.4)); x += h * 0.22; }
      out.push(poly(flat(horizon), 'near', 'g1', 0.7, 0.7));
      break;
    }
    case 'mountains':
      out.push(poly(ridge(rng, horizon - 80, 420, 0.5), 'far', 'g0', 0.2, 0.35));
      out.push(poly(ridge(rng, horizon, 90, 0.5), 'mid', 'g1', 0.55, 0.6));
      break;
    case 'space':
      out.push(disc(rng.int(300, 700), horizon + 900, 1000, 'near', 'g1', 0.6, 0.6));
      break;
    case 'underwater':
      out.push(poly(ridge(rng, horizon + 40, 80, 0.5), 'near', 'g2', 0.8, 0.9, true));
      break;
    case 'room':
      out.push(poly(flat(horizon), 'near', 'g2', 0.8, 0.85));
      out.push(line([[-20, horizon], [1020, horizon]], 5, 'detail', 'g0', 0.8, 0.4));
      break;
    default:
      out.push(poly(ridge(rng, horizon - 20, 110, 0.5), 'far', 'g0', 0.2, 0.35, true));
      out.push(poly(ridge(rng, horizon + 10, 40, 0.5), 'mid', 'g1', 0.55, 0.6, true));
  }
  return out;
}

/** Dark masses at the picture's edges (rock, branches): the subject is seen through them. */
function frame(rng: Rng, horizon: number): Shape[] {
  const out: Shape[] = [];
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -20 : 1020;
    const reach = rng.int(90, 170);
    const top = Math.max(40, horizon - rng.int(250, 420));
    const pts: Pt[] = [[x0, 1010], [x0, top]];
    for (let i = 1; i <= 6; i++) pts.push([x0 - side * (reach * (0.5 + rng.next() * 0.6)), top + ((1010 - top) * i) / 6]);
    out.push(poly(pts, 'near', 'g2', 0.95, 0.95, true));
  }
  return out;
}

/** The light behind or across from the subject; a room gets a window of light on its wall instead. */
function light(p: Placement, setting: Setting, rng: Rng): Shape[] {
  if (setting === 'room' && rng.chance(0.3)) {
    const w = 180 + rng.int(0, 80);
    const h = w * 1.3;
    // The window hangs on the wall across from the object.
    const x = Math.max(40, Math.min(960 - w, 1000 - p.cx - w / 2));
    const y = Math.max(40, p.horizon - h - rng.int(60, 160));
    const out: Shape[] = [poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], 'celestial', 'sky1', 0, 0.1)];
    out.push(line([[x + w / 2, y], [x + w / 2, y + h]], 8, 'detail', 'g0', 0.1, 0.5), line([[x, y + h / 2], [x + w, y + h / 2]], 8, 'detail', 'g0', 0.1, 0.5));
    return out;
  }
  if (setting === 'underwater') {
    const out: Shape[] = [];
    for (let i = 0; i < 4; i++) { const x = rng.int(100, 900); out.push(poly([[x - 30, -10], [x + 30, -10], [x + 150 + i * 30, 1010], [x + 40, 1010]], 'far', 'sky1', 0.05, 0.15)); }
    return out;
  }
  return [disc(p.lightX, p.lightY, p.lightR, 'celestial', 'accent', 0, 0.1)];
}

/** Another subject the concept names, beside the first (a rose by the skull; a third on its other
 * side) or, if it lives in the sky, at the light (a flock crossing the sun); drawn smaller where it
 * would reach under the title, and left out only if even then it cannot stay clear of it. */
function companion(other: SubjectDef, def: SubjectDef, p: Placement, drawSeed: number, flip: boolean, band: [number, number], slot: number, lightTaken: boolean): Shape[] {
  const atLight = other.place === 'sky' && def.place !== 'sky' && !lightTaken;
  for (const shrink of [1, 0.7, 0.5]) {
    let cx: number;
    let base: number;
    let size: number;
    if (atLight) {
      size = Math.max(p.lightR * 1.9, 130) * shrink;
      cx = p.lightX;
      base = p.lightY + size / 2;
    } else {
      const w = p.size * def.aspect;
      size = Math.min(p.size * (slot === 0 ? 0.5 : 0.42), (slot === 0 ? 320 : 260) / other.aspect) * shrink;
      const w2 = size * other.aspect;
      const towards = p.cx < 500 ? 1 : -1;
      const dir = slot === 0 ? towards : -towards;
      cx = Math.max(w2 / 2 + 20, Math.min(980 - w2 / 2, p.cx + dir * (w / 2 + w2 / 2 + 10)));
      base = other.place === 'sky' ? p.base - p.size * 0.6 : p.base;
    }
    let kit = new Kit(createRng(drawSeed + 1 + slot), cx, base, size, flip);
    other.draw(kit);
    let box = bbox(kit.shapes.filter((sh) => sh.role === 'focal').flatMap((sh) => sh.pts));
    if (box.y >= band[0] && box.y + box.h <= band[1]) return kit.shapes;
    // Reaching under the title or off the picture: moved back into the free band once, if it fits there.
    if (box.h <= band[1] - band[0]) {
      const shift = box.y < band[0] ? band[0] - box.y : band[1] - (box.y + box.h);
      kit = new Kit(createRng(drawSeed + 1 + slot), cx, base + shift, size, flip);
      other.draw(kit);
      box = bbox(kit.shapes.filter((sh) => sh.role === 'focal').flatMap((sh) => sh.pts));
      if (box.y >= band[0] - 1 && box.y + box.h <= band[1] + 1) return kit.shapes;
    }
  }
  return [];
}

export function subjectScene(def: SubjectDef, input: SceneInput, concept: string, others: readonly SubjectDef[] = []): Scene {
  const { rng } = input;
  const asked = settingInText(concept);
  const setting = settingFor(def.place, asked);
  const p = place(def, input, setting, concept);
  const shapes: Shape[] = [...light(p, setting, rng), ...ground(rng, p.horizon, setting, [p.lightX, p.lightY])];
  if (setting === 'sea' && def.place === 'ground') {
    // A ground subject by the sea stands on a headland running out into the water.
    const w = p.size * def.aspect;
    const y = p.base - p.size * 0.02;
    shapes.push(poly([[p.cx - w - 160, 1010], [p.cx - w - 120, p.horizon + 60], [p.cx - w * 0.6, y], [p.cx + w * 0.6, y], [p.cx + w + 120, p.horizon + 60], [p.cx + w + 160, 1010]], 'near', 'g2', 0.85, 0.9, true));
  }
  const flip = rng.chance(0.4);
  const drawSeed = rng.int(0, 2 ** 30);
  const [z0, z1] = zone(input);
  let kit = new Kit(createRng(drawSeed), p.cx, p.base, p.size, flip);
  def.draw(kit);
  // A drawing that reaches past its unit box (smoke, a cable, antlers) is fitted back into the
  // free band: scaled about its base and moved, so nothing of it sits under the title.
  const box = bbox(kit.shapes.filter((sh) => sh.role === 'focal').flatMap((sh) => sh.pts));
  if (box.y < z0 || box.y + box.h > z1) {
    const uTop = (p.base - box.y) / p.size;
    const uBottom = (p.base - box.y - box.h) / p.size;
    const size = Math.min(p.size, (z1 - z0) / Math.max(0.01, uTop - uBottom));
    const base = Math.max(z0 + uTop * size, Math.min(p.base, z1 + uBottom * size));
    p.size = size;
    p.base = base;
    kit = new Kit(createRng(drawSeed), p.cx, p.base, p.size, flip);
    def.draw(kit);
  }
  // Water subjects sit in the sea, so the nearest waves pass in front of their hulls.
  shapes.push(...kit.shapes);
  // Each named companion, in the order named; the alt text names only those that were drawn.
  const drawn: SubjectDef[] = [];
  let lightTaken = false;
  let sides = 0;
  others.forEach((other) => {
    const atLight = other.place === 'sky' && def.place !== 'sky' && !lightTaken;
    const beside = companion(other, def, p, drawSeed, flip, [z0, z1], sides, lightTaken);
    if (beside.length === 0) return;
    if (atLight) lightTaken = true;
    else sides++;
    drawn.push(other);
    shapes.push(...beside);
  });
  if (def.place === 'water') shapes.push(poly(waveBand({ rng, titleAt: 'top' }, p.base - p.size * 0.03, 6, 140, 0.5).map(([x, y]) => [x, y] as Pt), 'mid', 'g1', 0.75, 0.7));
  if (p.layout === 'framed') shapes.push(...frame(rng, p.horizon));
  const focal = { cx: p.cx, cy: p.base - p.size / 2, r: (p.size * Math.max(1, def.aspect)) / 2 };
  const stars = starField(rng, setting === 'space' ? 120 : 45, p.horizon - 120);
  const where = def.place === 'still' && setting !== 'room' ? '' : SETTING_PHRASE[setting];
  const what = listed([def.noun, ...drawn.map((d) => d.noun)]);
  return { motif: def.id, horizon: p.horizon, focal, shapes, titleAt: input.titleAt, stars, description: where ? `${what} ${where}` : what };
}

/** 'a fox', 'a fox and a lantern', 'a fox, a lantern and a moon'. */
export function listed(nouns: readonly string[]): string {
  return nouns.length <= 2 ? nouns.join(' and ') : `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1]}`;
}
