// The first part of a download's file name, made from what the user typed (a band name, a
// purpose). Characters no file system accepts (Windows is the strictest) are dropped, so the
// browser does not rename the file itself and a band called 'AC/DC' or '<img ...>' still gets a
// usable name.

const ILLEGAL = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
/** Names Windows keeps for devices, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_CHARS = 80;

const isControl = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** Text as a file-name part: spaces as underscores, unsafe characters dropped, never empty. */
export function fileSafeName(text: string, fallback = 'band'): string {
  const kept = [...text.normalize('NFC').replace(/\s+/g, ' ')].filter((ch) => !ILLEGAL.has(ch) && !isControl(ch)).join('');
  let name = kept.trim().replace(/\s+/g, '_');
  name = [...name].slice(0, MAX_CHARS).join('');
  // Windows drops trailing dots and a leading dot hides the file elsewhere.
  name = name.replace(/^[._]+|[._]+$/g, '');
  if (!name) return fallback;
  return RESERVED.test(name) ? `${name}_${fallback}` : name;
}
