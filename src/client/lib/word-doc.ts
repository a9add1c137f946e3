// The .doc downloads: an HTML document with the Office namespaces and the WordDocument print-view
// hint, saved as application/msword. Word and LibreOffice both open it as a formatted document.
// Every piece of the user's text goes through escapeHtml, so it stays text and never becomes markup.

export const DOC_MIME = 'application/msword';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** The whole document: `title` is text (escaped here), `bodyHtml` is markup already escaped by the caller. */
export function wordDocument(title: string, bodyHtml: string, style: string): string {
  return [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">',
    '<head>',
    '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
    '<meta name="ProgId" content="Word.Document">',
    `<title>${escapeHtml(title)}</title>`,
    '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom><w:DoNotOptimizeForBrowser/></w:WordDocument></xml><![endif]-->',
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<div class="WordSection1">',
    bodyHtml,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The .doc file, with a byte-order mark so Word reads it as UTF-8 even without the meta tag. */
export function wordDocBlob(html: string): Blob {
  return new Blob(['\ufeff', html], { type: DOC_MIME });
}
