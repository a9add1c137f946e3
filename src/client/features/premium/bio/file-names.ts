// Download file names (premium-and-admin.md section 9): the band name with spaces turned to
// underscores, then _bio.txt, _bio.doc, _bio.docx or _tagline.txt. Characters no file system
// accepts are dropped (lib/file-names.ts).
import { fileSafeName } from '@client/lib/file-names';

/** The band name as the first part of a file name. */
export const fileSafeBandName = (bandName: string): string => fileSafeName(bandName, 'band');

export type BioFileType = 'txt' | 'doc' | 'docx';

export function bioFileName(bandName: string, type: BioFileType): string {
  return `${fileSafeBandName(bandName)}_bio.${type}`;
}

export function taglineFileName(bandName: string): string {
  return `${fileSafeBandName(bandName)}_tagline.txt`;
}
