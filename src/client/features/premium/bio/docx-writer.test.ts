import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bioDocxDocument } from './docx-writer';

/** The files inside a zip (a .docx is one), read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at = next;
  }
  return files;
}

async function documentXml(bandName: string, bio: string): Promise<string> {
  const { document, Packer } = await bioDocxDocument(bandName, bio);
  const files = unzip(await Packer.toBuffer(document));
  const xml = files.get('word/document.xml');
  if (!xml) throw new Error('no word/document.xml in the .docx');
  return xml;
}

describe('the .docx writer', () => {
  it('writes the title, headings, bold and italic runs', async () => {
    const xml = await documentXml('The Foxes', '**Formation Story**\nWe are **loud** and *slow*.\n\n### Lineup\n- Ana, drums');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading4"/>');
    expect(xml).toMatch(/<w:b\/>[\s\S]*?<w:t xml:space="preserve">loud<\/w:t>/);
    expect(xml).toMatch(/<w:i\/>[\s\S]*?<w:t xml:space="preserve">slow<\/w:t>/);
    expect(xml).toContain('Formation Story');
    expect(xml).toContain('The Foxes');
    expect(xml).toContain('<w:numPr>');
  });

  it('keeps line breaks inside a paragraph', async () => {
    const xml = await documentXml('The Foxes', 'one\ntwo');
    expect(xml).toMatch(/one<\/w:t>[\s\S]*?<w:br\/>[\s\S]*?two<\/w:t>/);
  });

  it('escapes text that looks like markup', async () => {
    const xml = await documentXml('<script>', 'Tom & <b>Jerry</b>');
    expect(xml).toContain('&lt;script&gt;');
    expect(xml).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(xml).not.toContain('<script>');
  });
});
