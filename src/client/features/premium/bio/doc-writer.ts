// The bio as a .doc (lib/word-doc.ts): headings, paragraphs, bold and italics as Word shows them.
import { escapeHtml, wordDocBlob, wordDocument } from '@client/lib/word-doc';
import { parseBio, startsWithTitle, type BioBlock, type BioRun } from './bio-markup';

function runsHtml(runs: readonly BioRun[]): string {
  return runs
    .map((run) => {
      let html = escapeHtml(run.text);
      if (run.italic) html = `<i>${html}</i>`;
      if (run.bold) html = `<b>${html}</b>`;
      return html;
    })
    .join('');
}

function blockHtml(block: BioBlock): string {
  switch (block.kind) {
    case 'heading':
      // The document title is h1, so the bio's own headings start one level below.
      return `<h${block.level + 1}>${runsHtml(block.runs)}</h${block.level + 1}>`;
    case 'paragraph':
      return `<p>${block.lines.map(runsHtml).join('<br>')}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${runsHtml(item)}</li>`).join('')}</ul>`;
  }
}

const STYLE = `
@page WordSection1 { size: 8.5in 11.0in; margin: 1in; }
div.WordSection1 { page: WordSection1; }
body { font-family: Calibri, Arial, sans-serif; font-size: 11pt; line-height: 1.4; }
h1 { font-size: 20pt; margin: 0 0 12pt; }
h2 { font-size: 15pt; margin: 14pt 0 6pt; }
h3 { font-size: 13pt; margin: 12pt 0 6pt; }
h4 { font-size: 11pt; margin: 10pt 0 4pt; }
p { margin: 0 0 10pt; }
`;

/** The whole .doc file as text. */
export function bioDocHtml(bandName: string, bio: string): string {
  const blocks = parseBio(bio);
  const name = bandName.trim();
  // A bio that opens with the band's name as a heading keeps it as the title; otherwise one is added.
  const ownTitle = startsWithTitle(blocks, name);
  const title = ownTitle ? '' : `<h1>${escapeHtml(name)}</h1>`;
  const body = blocks.map((b, i) => (ownTitle && i === 0 && b.kind === 'heading' ? `<h1>${runsHtml(b.runs)}</h1>` : blockHtml(b))).join('\n');
  return wordDocument(`${name} - Band Bio`, [title, body].filter(Boolean).join('\n'), STYLE);
}

export function bioDocBlob(bandName: string, bio: string): Blob {
  return wordDocBlob(bioDocHtml(bandName, bio));
}
