// Tiny SVG string builders. Covers are composed as strings because resvg takes SVG text and
// string building is the fastest way to get thousands of strokes into it.

/** The cover is drawn in a fixed 1000-unit square; resvg scales it to 1024 or 3000 pixels. */
export const CANVAS = 1000;

export type Attrs = Record<string, string | number | undefined | null | false>;

/** Numbers rounded to 0.1 unit: enough precision at 3000 px and keeps the SVG small. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * Characters XML 1.0 does not allow anywhere in a document, escaped or not: C0 controls other than
 * tab, line feed and carriage return, U+FFFE, U+FFFF, and lone surrogate halves (in a unicode-mode
 * pattern a surrogate pair is one code point, so only a half of a pair matches). One of them in a
 * band name or a vibe would make resvg refuse the whole cover.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/** The text without the characters XML forbids, so any visitor text can be drawn. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text for an SVG attribute or element: the only way visitor text enters a cover. */
export function esc(text: string): string {
  return xmlText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Attribute numbers: small values (opacities, stroke widths) keep three decimals. */
function attrNum(v: number): string {
  return Math.abs(v) < 10 ? String(Math.round(v * 1000) / 1000) : n(v);
}

function attrs(a: Attrs): string {
  let out = '';
  for (const key of Object.keys(a)) {
    const v = a[key];
    if (v === undefined || v === null || v === false) continue;
    out += ` ${key}="${typeof v === 'number' ? attrNum(v) : esc(v)}"`;
  }
  return out;
}

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse']);

export function el(tag: string, a: Attrs, children?: string): string {
  // resvg 2.6 panics (and a Rust panic kills the process) when an element with `opacity` lies
  // far outside the canvas: it allocates an empty layer. On a single shape fill-opacity and
  // stroke-opacity look the same and need no layer, so shapes never carry `opacity`.
  if (SHAPES.has(tag) && typeof a.opacity === 'number' && !a.style) {
    const { opacity, ...rest } = a;
    a = { ...rest, 'fill-opacity': opacity, 'stroke-opacity': rest.stroke ? opacity : undefined };
  }
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export function group(children: string, a: Attrs = {}): string {
  return children ? el('g', a, children) : '';
}

/**
 * Collects <defs> (gradients, filters, patterns, clip paths) with unique ids, so style renderers
 * can declare what they need inline and the composer emits one <defs> block.
 */
export class Defs {
  private items: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Adds a definition built around a fresh id; returns `url(#id)`. */
  add(prefix: string, build: (id: string) => string): string {
    const id = this.id(prefix);
    this.items.push(build(id));
    return `url(#${id})`;
  }

  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.add('lg', (id) =>
      el('linearGradient', { id, x1, y1, x2, y2 }, stopsSvg(stops)));
  }

  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    return this.add('rg', (id) =>
      el('radialGradient', { id, cx, cy, r, fx, fy }, stopsSvg(stops)));
  }

  /** A gradient in user space (absolute cover coordinates), for fills that span several shapes. */
  linearUser(stops: readonly (readonly [number, string, number?])[], x1: number, y1: number, x2: number, y2: number): string {
    return this.add('lu', (id) =>
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, stopsSvg(stops)));
  }

  radialUser(stops: readonly (readonly [number, string, number?])[], cx: number, cy: number, r: number): string {
    return this.add('ru', (id) =>
      el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse' }, stopsSvg(stops)));
  }

  /** A clip path from path data; returns `url(#id)`. */
  clip(d: string): string {
    return this.add('cp', (id) => el('clipPath', { id }, el('path', { d })));
  }

  filter(body: string, region: Attrs = { x: '-10%', y: '-10%', width: '120%', height: '120%' }): string {
    return this.add('f', (id) => el('filter', { id, ...region, 'color-interpolation-filters': 'sRGB' }, body));
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

function stopsSvg(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');
}

/**
 * A circle as four cubic Béziers. SVG arcs are avoided on purpose: a tiny arc whose rounded
 * chord equals its diameter made resvg 2.6 panic (geom.rs unwrap on None).
 */
export function dot(x: number, y: number, r: number): string {
  const k = r * 0.5523;
  return `M${n(x - r)} ${n(y)}C${n(x - r)} ${n(y - k)} ${n(x - k)} ${n(y - r)} ${n(x)} ${n(y - r)}C${n(x + k)} ${n(y - r)} ${n(x + r)} ${n(y - k)} ${n(x + r)} ${n(y)}C${n(x + r)} ${n(y + k)} ${n(x + k)} ${n(y + r)} ${n(x)} ${n(y + r)}C${n(x - k)} ${n(y + r)} ${n(x - r)} ${n(y + k)} ${n(x - r)} ${n(y)}Z`;
}
