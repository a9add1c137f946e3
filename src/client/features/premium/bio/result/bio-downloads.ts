// The bio's three downloads. The .txt is the plain text (no markers), the .doc and .docx keep the
// formatting; all are named after the band (file-names.ts).
import { saveBlob, saveText } from '@client/lib/download';
import { bioPlainText, parseBio } from '../bio-markup';
import { bioDocBlob } from '../doc-writer';
import { bioFileName, taglineFileName } from '../file-names';

export function downloadBioTxt(bandName: string, bio: string): void {
  saveText(`${bioPlainText(parseBio(bio))}\n`, bioFileName(bandName, 'txt'));
}

export function downloadBioDoc(bandName: string, bio: string): void {
  saveBlob(bioDocBlob(bandName, bio), bioFileName(bandName, 'doc'));
}

/** Loads the docx writer (and with it the `docx` package) only now, on the first .docx download. */
export async function downloadBioDocx(bandName: string, bio: string): Promise<void> {
  const { bioDocxBlob } = await import('../docx-writer');
  saveBlob(await bioDocxBlob(bandName, bio), bioFileName(bandName, 'docx'));
}

export function downloadTagline(bandName: string, tagline: string): void {
  saveText(`${tagline}\n`, taglineFileName(bandName));
}
