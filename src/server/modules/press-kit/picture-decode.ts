// An uploaded picture, decoded and encoded again by sharp: whatever the file carried besides the
// pixels (EXIF with the camera's GPS position, XMP, comments, a thumbnail) is gone, because sharp
// writes none of it unless asked. The orientation the camera recorded is applied to the pixels
// first, so the picture still stands the right way up without its EXIF.
import sharp, { type Metadata } from 'sharp';
import { PICTURE_SIZE_RULE, PRESS_KIT_LIMITS, type PressKitPictureKind } from '@shared/contracts/press-kit';
import { badRequest } from '@server/lib/app-error';
import type { UploadFormat } from '../media/media.service';

export interface DecodedPicture {
  file: Buffer;
  format: UploadFormat;
  width: number;
  height: number;
  /** WebP, at most DISPLAY_SIDE on its long side: what pages show. */
  display: Buffer;
}

export const DISPLAY_SIDE = 1200;
const FORMATS: Record<string, UploadFormat> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const NOT_AN_IMAGE = 'The file is not a picture: upload a JPEG, PNG or WebP image';

export async function decodePicture(bytes: Buffer, kind: PressKitPictureKind): Promise<DecodedPicture> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  const format = meta.format ? FORMATS[meta.format] : undefined;
  if (!format) throw badRequest(`Only JPEG, PNG and WebP pictures can be uploaded, not ${(meta.format ?? 'this kind of file').toUpperCase()}`);
  // EXIF orientations 5–8 turn the picture a quarter, so its sides swap once applied.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  // Photos by their short side, logos and stage plots (often wide and flat) by their long side.
  const side = kind === 'photo' ? Math.min(width, height) : Math.max(width, height);
  if (side < PRESS_KIT_LIMITS.photoMinSide) {
    const [what, needs] = kind === 'photo' ? ['photo', 'press photos need'] : kind === 'logo' ? ['logo', 'a logo needs'] : ['stage plot', 'a stage plot picture needs'];
    throw badRequest(`The ${what} is ${width} × ${height} px: ${needs} ${PICTURE_SIZE_RULE[kind]}`);
  }
  try {
    const upright = sharp(bytes).rotate();
    const file =
      format === 'jpg'
        ? await upright.jpeg({ quality: 90 }).toBuffer()
        : format === 'png'
          ? await upright.png({ compressionLevel: 7 }).toBuffer()
          : await upright.webp({ quality: 90 }).toBuffer();
    const display = await sharp(file).resize(DISPLAY_SIDE, DISPLAY_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    return { file, format, width, height, display };
  } catch {
    // A header that reads but pixels that do not (a cut-off download, a damaged file).
    throw badRequest('The picture could not be read: the file is damaged or incomplete');
  }
}
