// The .docx download: a real Word document written by the `docx` package from the bio's token
// tree (headings, paragraphs with line breaks, bullet lists, bold and italic runs). The package is
// large, so it is imported only when someone asks for a .docx and never joins the first load.
import { parseBio, startsWithTitle, type BioBlock, type BioRun } from './bio-markup';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Docx = typeof import('docx');
type DocxParagraph = InstanceType<Docx['Paragraph']>;
type HeadingValue = Docx['HeadingLevel'][keyof Docx['HeadingLevel']];

function runs(docx: Docx, line: readonly BioRun[], breakBefore = false): InstanceType<Docx['TextRun']>[] {
  return line.map((run, i) => new docx.TextRun({ text: run.text, bold: run.bold || undefined, italics: run.italic || undefined, break: breakBefore && i === 0 ? 1 : undefined }));
}

function paragraphs(docx: Docx, block: BioBlock, heading: (level: number) => HeadingValue): DocxParagraph[] {
  switch (block.kind) {
    case 'heading':
      return [new docx.Paragraph({ heading: heading(block.level), children: runs(docx, block.runs) })];
    case 'paragraph':
      // Lines of one paragraph stay one paragraph, joined by line breaks as in the editor.
      return [new docx.Paragraph({ spacing: { after: 160 }, children: block.lines.flatMap((line, i) => runs(docx, line, i > 0)) })];
    case 'list':
      return block.items.map((item) => new docx.Paragraph({ bullet: { level: 0 }, children: runs(docx, item) }));
  }
}

/** The bio as a docx Document, with the package it was built with (to pack it). */
export async function bioDocxDocument(bandName: string, bio: string) {
  const docx = await import('docx');
  const { HeadingLevel } = docx;
  const blocks = parseBio(bio);
  const name = bandName.trim();
  const ownTitle = startsWithTitle(blocks, name);
  // The document title is Heading 1, so the bio's own headings start one level below.
  const heading = (level: number): HeadingValue => (level === 1 ? HeadingLevel.HEADING_2 : level === 2 ? HeadingLevel.HEADING_3 : HeadingLevel.HEADING_4);
  const title = (children: InstanceType<Docx['TextRun']>[]) => new docx.Paragraph({ heading: HeadingLevel.HEADING_1, children });
  const children = blocks.flatMap((block, i) => (ownTitle && i === 0 && block.kind === 'heading' ? [title(runs(docx, block.runs))] : paragraphs(docx, block, heading)));
  if (!ownTitle) children.unshift(title([new docx.TextRun(name)]));
  const document = new docx.Document({
    title: `${name} - Band Bio`,
    creator: 'Band Name Studio',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
  return { document, Packer: docx.Packer };
}

/** The .docx file for the browser to save. */
export async function bioDocxBlob(bandName: string, bio: string): Promise<Blob> {
  const { document, Packer } = await bioDocxDocument(bandName, bio);
  return Packer.toBlob(document);
}
