// What every engine may hand back as text: storable in PostgreSQL, drawable in an SVG (XML) cover
// and safe to show. The local engine builds its text from its own word lists and validated input;
// an AI endpoint can answer anything, so its text passes through here before it is used.

// Unpaired halves of surrogate pairs: not Unicode at all (PostgreSQL refuses them in jsonb,
// XML refuses them everywhere). A well-formed pair, as in every emoji beyond the BMP, stays.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 controls other than tab and line feed (NUL among them: PostgreSQL text cannot hold it), DEL,
// the C1 controls, and U+FFFE/U+FFFF, which XML forbids.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
// Explicit bidirectional embeddings, overrides and isolates: they can make a name display as
// something other than what it is. The joiners and variation selectors emoji use are not here.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without the characters no engine output may carry; line breaks become \n. */
export function cleanEngineText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(LONE_SURROGATE, '').replace(CONTROL, '').replace(BIDI_CONTROL, '');
}

/** The same for one-line text (names): any run of white space, line breaks included, is one space. */
export function cleanEngineLine(text: string): string {
  return cleanEngineText(text).replace(/\s+/g, ' ').trim();
}

/** Every string in a parsed answer, at any depth, cleaned (object keys too). */
export function cleanEngineValue(value: unknown): unknown {
  if (typeof value === 'string') return cleanEngineText(value);
  if (Array.isArray(value)) return value.map(cleanEngineValue);
  if (value !== null && typeof value === 'object') {
    // A copy without a prototype: a key such as "__proto__" stays an ordinary property.
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, inner] of Object.entries(value)) out[cleanEngineText(key)] = cleanEngineValue(inner);
    return out;
  }
  return value;
}
