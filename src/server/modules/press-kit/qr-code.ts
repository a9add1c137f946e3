// The QR code of the page's address, for flyers and merch tables: PNG and SVG to download, and the
// module matrix the one-sheet draws as vector squares. Error correction M survives a smudge or a
// fold; the quiet zone is the standard four modules.
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export async function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: 1024, color: { dark: '#000000', light: '#ffffff' } });
}

export async function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
}

/** The dark modules, row by row, without the quiet zone. */
export function qrMatrix(url: string): { size: number; isDark(row: number, col: number): boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) };
}
