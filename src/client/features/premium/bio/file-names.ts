// Download file names (premium-and-admin.md section 9): the band name with spaces turned to
// underscores, then _bio.txt, _bio.doc, _bio.docx or _tagline.txt. Characters no file system
// accepts (Windows is the strictest) are dropped so the browser does not rename the file itself.

const ILLEGAL = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*']);
/** Names Windows keeps for devices, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_CHARS = 80;
const FALLBACK = 'band';

const isControl = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** The band name as the first part of a file name. */
export function fileSafeBandName(bandName: string): string {
  const kept = [...bandName.normalize('NFC').replace(/\s+/g, ' ')].filter((ch) => !ILLEGAL.has(ch) && !isControl(ch)).join('');
  let name = kept.trim().replace(/\s+/g, '_');
  name = [...name].slice(0, MAX_CHARS).join('');
  // Windows drops trailing dots and a leading dot hides the file elsewhere.
  name = name.replace(/^[._]+|[._]+$/g, '');
  if (!name) return FALLBACK;
  return RESERVED.test(name) ? `${name}_band` : name;
}

export type BioFileType = 'txt' | 'doc' | 'docx';

export function bioFileName(bandName: string, type: BioFileType): string {
  return `${fileSafeBandName(bandName)}_bio.${type}`;
}

export function taglineFileName(bandName: string): string {
  return `${fileSafeBandName(bandName)}_tagline.txt`;
}
