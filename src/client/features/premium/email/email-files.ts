// Download file names (premium-and-admin.md section 9): the band name with spaces turned to
// underscores, then the purpose (.txt, premium tab) or the recipient type and 'email' (.doc, the
// e-mail writer page). Characters no file system accepts are dropped as well, so a band called
// 'AC/DC' or '<img ...>' still downloads under a usable name (lib/file-names.ts).
import { fileSafeName } from '@client/lib/file-names';

/** The band name (or a purpose) as a file-name part; 'Band' when nothing usable is left. */
export const fileStem = (text: string): string => fileSafeName(text, 'Band');

export function emailTxtFileName(bandName: string, purpose: string): string {
  return `${fileStem(bandName)}_${fileStem(purpose)}.txt`;
}

export function emailDocFileName(bandName: string, recipientType: string): string {
  return `${fileStem(bandName)}_${fileStem(recipientType)}_email.doc`;
}
