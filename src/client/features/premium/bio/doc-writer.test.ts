import { describe, expect, it } from 'vitest';
import { DOC_MIME, escapeHtml } from '@client/lib/word-doc';
import { bioDocBlob, bioDocHtml } from './doc-writer';

describe('the .doc writer', () => {
  it('is a Word HTML document with the Office namespaces', () => {
    const html = bioDocHtml('The Foxes', 'Hello');
    expect(html).toContain('xmlns:o="urn:schemas-microsoft-com:office:office"');
    expect(html).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(html).toContain('<w:WordDocument>');
    expect(html).toContain('charset=utf-8');
  });

  it('writes the title, headings, paragraphs with line breaks, bold, italics and lists', () => {
    const html = bioDocHtml('The Foxes', '## Story\nWe are **loud**\nand *slow*.\n\n- Ana, drums');
    expect(html).toContain('<h1>The Foxes</h1>');
    expect(html).toContain('<h3>Story</h3>');
    expect(html).toContain('<p>We are <b>loud</b><br>and <i>slow</i>.</p>');
    expect(html).toContain('<ul><li>Ana, drums</li></ul>');
    expect(bioDocHtml('The Foxes', '**Future Plans**\nMore shows.')).toContain('<h2>Future Plans</h2>\n<p>More shows.</p>');
  });

  it('uses the bio own opening heading as the title instead of adding one', () => {
    const html = bioDocHtml('The Foxes', '# The Foxes\nText');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>The Foxes</h1>');
  });

  it('escapes the band name and the bio', () => {
    const html = bioDocHtml('<script>alert("x")</script>', 'Tom & <b>Jerry</b> **<img src=x onerror=alert(1)>**');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt; <b>&lt;img src=x onerror=alert(1)&gt;</b>');
    expect(escapeHtml(`'"&<>`)).toBe('&#39;&quot;&amp;&lt;&gt;');
  });

  it('saves as application/msword with a UTF-8 byte-order mark', async () => {
    const blob = bioDocBlob('Sigur Rós', 'Ísland');
    expect(blob.type).toBe(DOC_MIME);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Sigur Rós');
  });
});
