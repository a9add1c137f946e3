// Reads a PNG's header: tests and callers check what the renderer produced without decoding it.
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(buf: Buffer): boolean {
  return buf.length > 24 && buf.subarray(0, 8).equals(SIGNATURE);
}

/** Width and height from the IHDR chunk, which a valid PNG always has first. */
export function pngSize(buf: Buffer): { width: number; height: number } {
  if (!isPng(buf) || buf.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}
