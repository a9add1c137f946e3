// Download file names (premium-and-admin.md section 9): the band name with spaces turned to
// underscores, then the purpose (.txt, premium tab) or the recipient type and 'email' (.doc, the
// e-mail writer page). Characters no file system accepts are dropped as well, so a band called
// 'AC/DC' or '<img ...>' still downloads under a usable name.

const UNSAFE = /[\\/:*?"<>|]/g;

/** Control characters (a pasted tab or line break) have no place in a file name. */
function dropControlCharacters(text: string): string {
  return [...text].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('');
}

/** The band name as a file-name stem: unsafe characters dropped, spaces as underscores. */
export function fileStem(bandName: string): string {
  const stem = dropControlCharacters(bandName.replace(/\s/g, ' '))
    .replace(UNSAFE, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '');
  return stem || 'Band';
}

export function emailTxtFileName(bandName: string, purpose: string): string {
  return `${fileStem(bandName)}_${fileStem(purpose)}.txt`;
}

export function emailDocFileName(bandName: string, recipientType: string): string {
  return `${fileStem(bandName)}_${fileStem(recipientType)}_email.doc`;
}
