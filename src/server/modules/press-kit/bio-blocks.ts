// A bio as headings and paragraphs, the way the bio writer and people write them: a line that is
// only '**Heading**', '**Heading**:' or '## Heading' is a heading; blank lines part paragraphs; a
// heading's own line may start a paragraph. The page makes <h3> and <p> of them, the one-sheet
// bold lines and spaced paragraphs.
export interface BioBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

const HEADING = /^(?:#{1,6}\s+(.+?)\s*#*|\*\*([^*]+?)\*\*:?|__([^_]+?)__:?)$/;

export function bioBlocks(bio: string): BioBlock[] {
  const blocks: BioBlock[] = [];
  for (const paragraph of bio.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      const text = lines.join('\n').trim();
      if (text) blocks.push({ kind: 'paragraph', text });
      lines = [];
    };
    for (const line of paragraph.split('\n')) {
      const heading = HEADING.exec(line.trim());
      if (heading) {
        flush();
        blocks.push({ kind: 'heading', text: (heading[1] ?? heading[2] ?? heading[3] ?? '').trim() });
      } else lines.push(line);
    }
    flush();
  }
  return blocks;
}

/** Text without the inline emphasis marks ('**Formed** in 2019' → 'Formed in 2019'). */
export function plainBioText(text: string): string {
  return text.replace(/\*\*([^*\n]+)\*\*/g, '$1').replace(/__([^_\n]+)__/g, '$1');
}
