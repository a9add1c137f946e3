// The bio's shape before it is text: blocks (an opening, the sound, a chosen section...) made of
// paragraphs made of sentences ("pieces"). Each piece has a rank (lower says more), so the length
// fitter can keep the most telling sentences and drop the rest without leaving a gap: a sentence that
// follows on from another is only kept with it.
import { countWords } from './text-tools';

export interface Piece {
  id: number;
  text: string;
  words: number;
  rank: number;
  /** The piece this one follows on from (kept only if that one is), or null. */
  requires: number | null;
  /** Kept unless the text would run over the maximum without it (the sound's first line, a scene). */
  locked: boolean;
  /** Kept even then: the opening line, the line-up, each chosen section's first sentence. */
  essential: boolean;
  /** The musician's own sentences, kept word for word. */
  own: boolean;
}

export interface Para {
  pieces: Piece[];
  /** One piece per line (a timeline, a fact sheet) instead of running prose. */
  lines: boolean;
}

export interface Block {
  key: string;
  /** Shown as a bold line of its own. */
  heading: string | null;
  /** An italic line before the text (the interview style's questions, a magazine standfirst). */
  lead: string | null;
  paras: Para[];
}

export interface PieceOptions {
  locked?: boolean;
  /** Locked, and dropped last of all. */
  essential?: boolean;
  /** The musician's own words (never reworded). */
  own?: boolean;
  /** Follows the previous piece of the paragraph rather than its first (a story told in order). */
  chain?: boolean;
  /** Stands alone even inside a paragraph. */
  free?: boolean;
}

export class BlockBuilder {
  readonly block: Block;
  private current: Para | null = null;

  constructor(
    private readonly ids: { next: number },
    key: string,
    heading: string | null = null,
    lead: string | null = null,
    /** Whether a sentence of the writer's may stand: false for one that says what the form does not hold. */
    private readonly allows: (text: string) => boolean = () => true,
  ) {
    this.block = { key, heading, lead, paras: [] };
  }

  /** Starts a new paragraph (or a block of lines). */
  para(lines = false): this {
    this.current = { pieces: [], lines };
    this.block.paras.push(this.current);
    return this;
  }

  add(text: string | null | undefined, rank: number, options: PieceOptions = {}): Piece | null {
    if (!text) return null;
    if (!options.own && !this.allows(text)) return null;
    if (!this.current) this.para();
    const para = this.current;
    if (!para) return null;
    const head = para.pieces[0];
    const previous = para.pieces[para.pieces.length - 1];
    const requires = options.free ? null : options.chain ? (previous?.id ?? null) : (head?.id ?? null);
    const after = requires === null ? undefined : para.pieces.find((p) => p.id === requires);
    const piece: Piece = {
      id: this.ids.next++,
      text,
      words: countWords(text),
      // A follower never outranks what it follows, so the fitter meets them in order.
      rank: after ? Math.max(rank, after.rank + 0.001) : rank,
      requires,
      locked: (options.locked ?? false) || (options.essential ?? false),
      essential: options.essential ?? false,
      own: options.own ?? false,
    };
    para.pieces.push(piece);
    return piece;
  }

  /** Marks the block's locked pieces essential (a chosen section must keep its first line). */
  essentialise(): this {
    for (const para of this.block.paras) for (const piece of para.pieces) if (piece.locked) piece.essential = true;
    return this;
  }

  get isEmpty(): boolean {
    return this.block.paras.every((p) => p.pieces.length === 0);
  }
}

function overheadOf(block: Block): number {
  return countWords(block.heading ? `**${block.heading}**` : '') + countWords(block.lead ? `*${block.lead}*` : '');
}

/**
 * Chooses the pieces to keep: the locked ones, then the best-ranked ones up to the target, then any
 * that still fit under the maximum while the text is short of the minimum; over the maximum, the
 * least telling ones go first. Heading and lead lines count once their block has any text.
 */
export function fitLength(blocks: readonly Block[], min: number, max: number, target: number): Set<number> {
  const owner = new Map<number, number>();
  const all: Piece[] = [];
  blocks.forEach((block, index) => {
    for (const para of block.paras) {
      for (const piece of para.pieces) {
        owner.set(piece.id, index);
        all.push(piece);
      }
    }
  });
  const selected = new Set<number>();
  const blockCount = new Map<number, number>();
  let total = 0;
  const costOf = (piece: Piece): number => {
    const index = owner.get(piece.id) ?? 0;
    const block = blocks[index];
    return piece.words + ((blockCount.get(index) ?? 0) === 0 && block ? overheadOf(block) : 0);
  };
  const take = (piece: Piece): void => {
    total += costOf(piece);
    selected.add(piece.id);
    const index = owner.get(piece.id) ?? 0;
    blockCount.set(index, (blockCount.get(index) ?? 0) + 1);
  };
  const drop = (piece: Piece): void => {
    if (!selected.has(piece.id)) return;
    selected.delete(piece.id);
    const index = owner.get(piece.id) ?? 0;
    const left = (blockCount.get(index) ?? 1) - 1;
    blockCount.set(index, left);
    const block = blocks[index];
    total -= piece.words + (left === 0 && block ? overheadOf(block) : 0);
    // What followed on from it goes too.
    for (const other of all) if (other.requires === piece.id) drop(other);
  };
  const ready = (piece: Piece): boolean => piece.requires === null || selected.has(piece.requires);

  for (const piece of all) if (piece.locked && ready(piece)) take(piece);
  const optional = all.filter((p) => !selected.has(p.id)).sort((a, b) => a.rank - b.rank || a.id - b.id);
  for (const piece of optional) {
    if (!selected.has(piece.id) && ready(piece) && total + costOf(piece) <= target) take(piece);
  }
  // Short of the minimum: anything that still fits, until nothing more does.
  for (let changed = total < min; changed && total < min; ) {
    changed = false;
    for (const piece of optional) {
      if (total >= min) break;
      if (!selected.has(piece.id) && ready(piece) && total + costOf(piece) <= max) {
        take(piece);
        changed = true;
      }
    }
  }
  if (total > max) {
    // Optional pieces first, then locked ones, the essential ones last; least telling first in each.
    const level = (p: Piece) => (p.essential ? 2 : p.locked ? 1 : 0);
    const removable = all.filter((p) => selected.has(p.id)).sort((a, b) => level(a) - level(b) || b.rank - a.rank || b.id - a.id);
    for (const piece of removable) {
      if (total <= max) break;
      if (selected.has(piece.id)) drop(piece);
    }
  }
  return selected;
}

const LONG_PARAGRAPH = 120;
const SMALL_PARAGRAPH = 80;

interface Unit {
  text: string;
  words: number;
  /** Prose a short paragraph may join (not a heading, a lead line or a block of lines). */
  prose: boolean;
}

function joinUnit(into: Unit, unit: Unit): void {
  into.text = `${into.text} ${unit.text}`;
  into.words += unit.words;
}

/** Splits a long paragraph near its middle(s). */
function splitLong(kept: readonly Piece[]): Piece[][] {
  const words = kept.reduce((sum, p) => sum + p.words, 0);
  if (words <= LONG_PARAGRAPH || kept.length <= 2) return [kept.slice()];
  const share = words / Math.ceil(words / LONG_PARAGRAPH);
  const groups: Piece[][] = [];
  let group: Piece[] = [];
  let running = 0;
  for (const piece of kept) {
    if (group.length > 0 && running + piece.words / 2 > share) {
      groups.push(group);
      group = [];
      running = 0;
    }
    group.push(piece);
    running += piece.words;
  }
  groups.push(group);
  return groups;
}

/**
 * The kept pieces as text: headings bold on their own line, leads in italics, paragraphs apart. A
 * short paragraph joins the one before it (across blocks too, when no heading stands between), so a
 * short bio reads as a few paragraphs rather than a list of sentences.
 */
export function renderBlocks(blocks: readonly Block[], selected: ReadonlySet<number>): string {
  const units: Unit[] = [];
  for (const block of blocks) {
    const paras = block.paras.map((para) => ({ para, kept: para.pieces.filter((p) => selected.has(p.id)) })).filter((x) => x.kept.length > 0);
    if (paras.length === 0) continue;
    if (block.heading) units.push({ text: `**${block.heading}**`, words: 0, prose: false });
    if (block.lead) units.push({ text: `*${block.lead}*`, words: 0, prose: false });
    // Within the block, a short paragraph joins its neighbour; then the block's first paragraph may
    // join the previous block's last one when either is short.
    const own: Unit[] = [];
    for (const { para, kept } of paras) {
      if (para.lines) {
        own.push({ text: kept.map((p) => p.text).join('\n'), words: 0, prose: false });
        continue;
      }
      for (const group of splitLong(kept)) {
        const unit = { text: group.map((p) => p.text).join(' '), words: group.reduce((sum, p) => sum + p.words, 0), prose: true };
        const last = own[own.length - 1];
        if (last?.prose && last.words + unit.words <= SMALL_PARAGRAPH + 10 && (last.words < 35 || unit.words < 25)) joinUnit(last, unit);
        else own.push(unit);
      }
    }
    const first = own[0];
    const previous = units[units.length - 1];
    if (first?.prose && previous?.prose && previous.words + first.words <= SMALL_PARAGRAPH + 10 && (previous.words < 35 || first.words < 25)) {
      joinUnit(previous, first);
      own.shift();
    }
    units.push(...own);
  }
  return units.map((u) => u.text).join('\n\n');
}
