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
  /** Always kept: the opening line, the line-up, each chosen section's first sentence. */
  locked: boolean;
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
  /** Follows the previous piece of the paragraph rather than its first (a story told in order). */
  chain?: boolean;
  /** Stands alone even inside a paragraph. */
  free?: boolean;
}

export class BlockBuilder {
  readonly block: Block;
  private current: Para | null = null;

  constructor(private readonly ids: { next: number }, key: string, heading: string | null = null, lead: string | null = null) {
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
      locked: options.locked ?? false,
    };
    para.pieces.push(piece);
    return piece;
  }

  get isEmpty(): boolean {
    return this.block.paras.every((p) => p.pieces.length === 0);
  }
}

function overheadOf(block: Block): number {
  return countWords(block.heading ?? '') + (block.heading ? 0 : 0) + countWords(block.lead ?? '');
}

/**
 * Chooses the pieces to keep: the locked ones, then the best-ranked ones up to the target, then any
 * that still fit under the maximum while the text is short of the minimum; over the maximum, the
 * least telling ones go first. Heading and lead lines count once their block has any text.
 */
export function fitLength(blocks: readonly Block[], min: number, max: number, target: number): Set<number> {
  const owner = new Map<number, number>();
  const byId = new Map<number, Piece>();
  const all: Piece[] = [];
  blocks.forEach((block, index) => {
    for (const para of block.paras) {
      for (const piece of para.pieces) {
        owner.set(piece.id, index);
        byId.set(piece.id, piece);
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
    const removable = all.filter((p) => selected.has(p.id)).sort((a, b) => Number(a.locked) - Number(b.locked) || b.rank - a.rank || b.id - a.id);
    for (const piece of removable) {
      if (total <= max) break;
      if (selected.has(piece.id) && !piece.locked) drop(piece);
    }
    for (const piece of removable) {
      if (total <= max) break;
      if (selected.has(piece.id) && piece.locked && byId.has(piece.id)) drop(piece);
    }
  }
  return selected;
}

const LONG_PARAGRAPH = 120;
const SMALL_PARAGRAPH = 70;

/** The kept pieces as text: headings bold on their own line, leads in italics, paragraphs apart. */
export function renderBlocks(blocks: readonly Block[], selected: ReadonlySet<number>): string {
  const out: string[] = [];
  for (const block of blocks) {
    const paras: { text: string; words: number; lines: boolean }[] = [];
    for (const para of block.paras) {
      const kept = para.pieces.filter((p) => selected.has(p.id));
      if (kept.length === 0) continue;
      if (para.lines) {
        paras.push({ text: kept.map((p) => p.text).join('\n'), words: 0, lines: true });
        continue;
      }
      // A long paragraph splits near its middle; a short one joins the paragraph before it.
      const words = kept.reduce((sum, p) => sum + p.words, 0);
      const groups: Piece[][] = [];
      if (words > LONG_PARAGRAPH && kept.length > 2) {
        let running = 0;
        let group: Piece[] = [];
        for (const piece of kept) {
          if (group.length > 0 && running + piece.words / 2 > words / Math.ceil(words / LONG_PARAGRAPH)) {
            groups.push(group);
            group = [];
            running = 0;
          }
          group.push(piece);
          running += piece.words;
        }
        groups.push(group);
      } else {
        groups.push(kept);
      }
      for (const group of groups) {
        const text = group.map((p) => p.text).join(' ');
        const count = group.reduce((sum, p) => sum + p.words, 0);
        const last = paras[paras.length - 1];
        if (last && !last.lines && last.words + count <= SMALL_PARAGRAPH + 20 && (last.words < SMALL_PARAGRAPH / 2 || count < SMALL_PARAGRAPH / 2)) {
          last.text = `${last.text} ${text}`;
          last.words += count;
        } else {
          paras.push({ text, words: count, lines: false });
        }
      }
    }
    if (paras.length === 0) continue;
    if (block.heading) out.push(`**${block.heading}**`);
    if (block.lead) out.push(`*${block.lead}*`);
    out.push(...paras.map((p) => p.text));
  }
  return out.join('\n\n');
}
