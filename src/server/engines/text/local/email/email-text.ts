// The shape of an e-mail as the writer builds it and the refiner reads it back, and how it is
// written out: 'Subject: ...', a blank line, the greeting, paragraphs, the sign-off.

/** A paragraph: prose (one line of sentences) or lines kept as they are (links, a release header).
 * Prose read back from an e-mail keeps its original lines (`raw`) until a refinement changes it,
 * so hand-wrapped paragraphs the refinement does not touch come back exactly as they were. */
export type Block = { kind: 'prose'; sentences: string[]; raw?: string[] } | { kind: 'lines'; lines: string[] };

export interface EmailDraft {
  subject: string;
  greeting: string;
  blocks: Block[];
  /** "Best wishes," */
  closing: string;
  /** The name lines under the closing. */
  signature: string[];
}

export function prose(sentences: readonly string[]): Block {
  return { kind: 'prose', sentences: sentences.filter((s) => s.trim().length > 0) };
}

export function blockText(block: Block): string {
  if (block.kind === 'lines') return block.lines.join('\n');
  return block.raw ? block.raw.join('\n') : block.sentences.join(' ');
}

function isEmpty(block: Block): boolean {
  return block.kind === 'prose' ? block.sentences.length === 0 : block.lines.every((l) => !l.trim());
}

export function renderEmail(draft: EmailDraft): string {
  const parts: string[] = [];
  if (draft.subject) parts.push(`Subject: ${draft.subject}`);
  if (draft.greeting) parts.push(draft.greeting);
  for (const block of draft.blocks) if (!isEmpty(block)) parts.push(blockText(block));
  const signOff = [draft.closing, ...draft.signature].filter((l) => l.trim().length > 0);
  if (signOff.length > 0) parts.push(signOff.join('\n'));
  return parts.join('\n\n');
}
