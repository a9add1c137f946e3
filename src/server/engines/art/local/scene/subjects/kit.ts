// The pen a subject is drawn with: a few primitives in the subject's own units (x across, y up from
// its base, height 1), mapped onto the cover at the size and place the composition chose. A subject
// is then a short list of strokes in a data table, and the same drawing serves every composition.
import type { Rng } from '@server/lib/random';
import { bbox, type Pt } from '@server/engines/art/local/geometry';
import { disc, line, poly, type Shape, type Slot } from '../types';

const TONE: Record<Slot, number> = { ink: 0.95, g2: 0.88, g1: 0.62, g0: 0.42, accent2: 0.4, accent: 0.2, sky1: 0.15, sky0: 0.1, paper: 0.05 };

export class Kit {
  readonly shapes: Shape[] = [];

  constructor(
    readonly rng: Rng,
    private readonly cx: number,
    private readonly base: number,
    /** Cover units per subject unit: the subject's height on the cover. */
    readonly size: number,
    private readonly flip: boolean,
    private readonly depth = 0.7,
  ) {}

  at(x: number, y: number): Pt {
    return [this.cx + (this.flip ? -x : x) * this.size, this.base - y * this.size];
  }

  private pts(flat: readonly number[]): Pt[] {
    const out: Pt[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) out.push(this.at(flat[i] ?? 0, flat[i + 1] ?? 0));
    return out;
  }

  private push(s: Shape): this {
    // Small lit and pale bits (windows, eyes, sparks) are detail: a style that keeps only the
    // subject keeps its body, which may itself be lit (a flame, a mushroom cap, a red fox).
    const box = bbox(s.pts);
    if ((s.slot === 'accent' || s.slot === 'paper' || s.slot === 'accent2') && Math.max(box.w, box.h) < this.size * 0.25) s.role = 'detail';
    this.shapes.push(s);
    return this;
  }

  /** A polygon from flat x,y pairs. */
  poly(flat: readonly number[], slot: Slot = 'ink', smooth = false): this {
    return this.push(poly(this.pts(flat), 'focal', slot, this.depth, TONE[slot], smooth));
  }

  /** Land or water the subject lies on (a river's course): part of the setting, so it may run under the title. */
  land(flat: readonly number[], slot: Slot, smooth = false): this {
    this.shapes.push(poly(this.pts(flat), 'mid', slot, this.depth - 0.1, TONE[slot], smooth));
    return this;
  }

  rect(x0: number, y0: number, x1: number, y1: number, slot: Slot = 'ink'): this {
    return this.poly([x0, y0, x1, y0, x1, y1, x0, y1], slot);
  }

  circ(x: number, y: number, r: number, slot: Slot = 'ink'): this {
    const [px, py] = this.at(x, y);
    return this.push(disc(px, py, r * this.size, 'focal', slot, this.depth, TONE[slot]));
  }

  /** An ellipse (or its arc from a0 to a1, closed by its chord), angles counter-clockwise from +x. */
  ell(x: number, y: number, rx: number, ry: number, slot: Slot = 'ink', a0 = 0, a1 = Math.PI * 2, steps = 36): this {
    const flat: number[] = [];
    for (let i = 0; i <= steps; i++) {
      const a = a0 + ((a1 - a0) * i) / steps;
      flat.push(x + Math.cos(a) * rx, y + Math.sin(a) * ry);
    }
    return this.poly(flat, slot);
  }

  /** A stroke; its width is in subject units. */
  line(flat: readonly number[], width: number, slot: Slot = 'ink', smooth = false): this {
    return this.push(line(this.pts(flat), Math.max(1, width * this.size), 'focal', slot, this.depth, TONE[slot], smooth));
  }

  /** A ring outline (a stroke around an ellipse). */
  ring(x: number, y: number, rx: number, ry: number, width: number, slot: Slot = 'ink'): this {
    const flat: number[] = [];
    for (let i = 0; i <= 40; i++) flat.push(x + Math.cos((i / 40) * Math.PI * 2) * rx, y + Math.sin((i / 40) * Math.PI * 2) * ry);
    return this.line(flat, width, slot);
  }

  /** The same stroke list drawn again at an offset and scale: a second tree, a smaller bird. */
  copy(draw: (k: Kit) => void, dx: number, dy: number, k: number): this {
    const [x, y] = this.at(dx, dy);
    const sub = new Kit(this.rng, x, y, this.size * k, this.flip, this.depth);
    draw(sub);
    this.shapes.push(...sub.shapes);
    return this;
  }
}

