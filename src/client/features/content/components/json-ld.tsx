// Structured data for search engines. A JSON-LD block is data, not a script the browser runs,
// so the site's hash-only script policy does not apply to it.
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // '<' is escaped so no text inside can close the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
