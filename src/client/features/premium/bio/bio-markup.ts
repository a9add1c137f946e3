// The bio's light formatting (what the editor's tips promise: line breaks, **bold**, *italics*, plus
// the '# Heading' and '**Heading**' lines and '- ' lists the writers use) parsed into a small
// token tree. The page renderer, the .doc writer, the .docx writer and the .txt download all read
// this one tree, so a bio looks the same everywhere and no writer parses text on its own.

/** A stretch of text with one formatting. */
export interface BioRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** One line of a paragraph or one list item. */
export type BioLine = BioRun[];

export type BioBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: BioRun[] }
  /** Lines inside a paragraph were separated by single line breaks. */
  | { kind: 'paragraph'; lines: BioLine[] }
  | { kind: 'list'; items: BioLine[] };

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** Where a '**' that opens at `from - 2` closes: a '**' right after non-space text, or -1. */
function boldCloseAt(line: string, from: number): number {
  for (let j = line.indexOf('**', from); j !== -1; j = line.indexOf('**', j + 1)) {
    if (j > from && !isSpace(line[j - 1])) return j;
  }
  return -1;
}

/** Where a '*' that opens at `from - 1` closes: a '*' right after non-space text, or -1. */
function italicCloseAt(line: string, from: number): number {
  for (let j = line.indexOf('*', from); j !== -1; j = line.indexOf('*', j + 1)) {
    if (j > from && !isSpace(line[j - 1])) return j;
  }
  return -1;
}

/**
 * One line's **bold** and *italic* spans as flat runs. A marker only counts when it has a partner
 * (so '5 * 3' and a lone '**' stay literal text), '\*' is a literal asterisk, and markers may nest.
 */
export function parseInline(line: string): BioRun[] {
  const runs: BioRun[] = [];
  let bold = false;
  let italic = false;
  let text = '';
  const flush = () => {
    if (!text) return;
    const last = runs[runs.length - 1];
    if (last && last.bold === bold && last.italic === italic) last.text += text;
    else runs.push({ text, bold, italic });
    text = '';
  };
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (ch === '\\' && line[i + 1] === '*') {
      text += '*';
      i += 2;
      continue;
    }
    if (ch === '*' && line[i + 1] === '*') {
      if (bold && !isSpace(line[i - 1])) {
        flush();
        bold = false;
        i += 2;
        continue;
      }
      if (!bold && !isSpace(line[i + 2]) && boldCloseAt(line, i + 2) !== -1) {
        flush();
        bold = true;
        i += 2;
        continue;
      }
      // A '**' that neither opens nor closes bold is text, unless its first '*' closes an italic.
      if (!(italic && !isSpace(line[i - 1]))) {
        text += '**';
        i += 2;
        continue;
      }
    }
    if (ch === '*') {
      if (italic && !isSpace(line[i - 1])) {
        flush();
        italic = false;
        i += 1;
        continue;
      }
      if (!italic && !isSpace(line[i + 1]) && italicCloseAt(line, i + 1) !== -1) {
        flush();
        italic = true;
        i += 1;
        continue;
      }
    }
    text += ch;
    i += 1;
  }
  flush();
  return runs;
}

const HASH_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
/** A line that is nothing but one bold phrase, such as '**Formation Story**', reads as a heading. */
const BOLD_HEADING = /^\*\*([^*]+)\*\*:?$/;
const LIST_ITEM = /^\s*[-*•]\s+(.+)$/;
const HEADING_MAX = 80;

function headingOf(line: string): { level: 1 | 2 | 3; text: string } | null {
  const hash = HASH_HEADING.exec(line);
  if (hash?.[1] && hash[2]) return { level: Math.min(hash[1].length, 3) as 1 | 2 | 3, text: hash[2] };
  const bold = BOLD_HEADING.exec(line);
  const inner = bold?.[1]?.trim();
  // A bold sentence is emphasis, not a heading.
  // Section level: the top level under the document's title, as the writers use these lines.
  if (inner && inner.length <= HEADING_MAX && !/[.!?]$/.test(inner)) return { level: 1, text: inner };
  return null;
}

/** The whole bio as blocks: blank lines end paragraphs; headings and list items stand alone. */
export function parseBio(source: string): BioBlock[] {
  const blocks: BioBlock[] = [];
  let paragraph: BioLine[] | null = null;
  let list: BioLine[] | null = null;
  const close = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = null;
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      close();
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading.level, runs: parseInline(heading.text) });
      continue;
    }
    const item = LIST_ITEM.exec(line)?.[1];
    if (item !== undefined) {
      if (paragraph) close();
      list ??= [];
      list.push(parseInline(item));
      continue;
    }
    if (list) close();
    paragraph ??= [];
    paragraph.push(parseInline(line));
  }
  close();
  return blocks;
}

export function runsText(runs: readonly BioRun[]): string {
  return runs.map((r) => r.text).join('');
}

/** The bio without markers, for the .txt download: paragraphs apart by a blank line, list items as '- '. */
export function bioPlainText(blocks: readonly BioBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return runsText(block.runs);
        case 'paragraph':
          return block.lines.map(runsText).join('\n');
        case 'list':
          return block.items.map((item) => `- ${runsText(item)}`).join('\n');
      }
    })
    .join('\n\n');
}

/** Words split on whitespace, as the spec counts them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** Whether the bio opens with a heading that is just the band's name (writers then add no title of their own). */
export function startsWithTitle(blocks: readonly BioBlock[], bandName: string): boolean {
  const first = blocks[0];
  return first?.kind === 'heading' && runsText(first.runs).trim().toLowerCase() === bandName.trim().toLowerCase();
}
