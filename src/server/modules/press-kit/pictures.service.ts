// The band's own pictures on its kit: uploads decoded and stored without their metadata (see
// picture-decode.ts), private to the owner as media rows; the owner orders, credits and deletes
// them. The public side (gallery, ZIP) reads them only through a published kit (public-pictures.ts).
import { PRESS_KIT_LIMITS, type PressKit, type PressKitPictureKind } from '@shared/contracts/press-kit';
import type { AppContext } from '@server/app-context';
import { badRequest, notFound } from '@server/lib/app-error';
import { deleteImage, loadOriginal, storeUpload } from '../media/media.service';
import { decodePicture } from './picture-decode';
import { findPicture, insertPicture, orderPhotos, picturesOfKind, setCredit } from './pictures.repo';
import type { Download } from './press-kit-files.service';
import { kitView, requireKit } from './press-kit.service';

const NO_PICTURE = 'No such picture in your press kit';
const KIND_NAMES: Record<PressKitPictureKind, string> = { photo: 'photo', logo: 'logo', plot: 'stage plot' };

export async function uploadPicture(ctx: AppContext, userId: number, input: { kind: PressKitPictureKind; credit: string; bytes: Buffer }): Promise<PressKit> {
  const kit = await requireKit(ctx, userId);
  const single = input.kind !== 'photo';
  const before = await picturesOfKind(ctx.db, kit.id, input.kind);
  if (!single && before.length >= PRESS_KIT_LIMITS.photosMax) throw photosFull();
  const picture = await decodePicture(input.bytes, input.kind);
  const mediaId = await storeUpload(ctx, { ...picture, ownerUserId: userId });
  const row = { mediaId, kitId: kit.id, kind: input.kind, credit: input.credit, format: picture.format, width: picture.width, height: picture.height, bytes: picture.file.length, createdAt: ctx.clock.now() };
  // A logo or stage plot replaces the one before it: room for one more while the old goes.
  if (!(await insertPicture(ctx.db, row, single ? before.length + 1 : PRESS_KIT_LIMITS.photosMax))) {
    await deleteImage(ctx, mediaId);
    throw single ? badRequest(`Another ${KIND_NAMES[input.kind]} was uploaded at the same moment: try again`) : photosFull();
  }
  if (single) for (const old of before) await deleteImage(ctx, old.mediaId);
  return kitView(ctx, kit);
}

const photosFull = () => badRequest(`A press kit holds at most ${PRESS_KIT_LIMITS.photosMax} press photos: delete one before adding another`);

async function ownPicture(ctx: AppContext, userId: number, mediaId: string) {
  const kit = await requireKit(ctx, userId);
  const picture = await findPicture(ctx.db, kit.id, mediaId);
  if (!picture) throw notFound(NO_PICTURE);
  return { kit, picture };
}

export async function deletePicture(ctx: AppContext, userId: number, mediaId: string): Promise<PressKit> {
  const { kit } = await ownPicture(ctx, userId, mediaId);
  // The media row's deletion takes the kit's row with it (cascade), objects first.
  await deleteImage(ctx, mediaId);
  return kitView(ctx, kit);
}

export async function creditPicture(ctx: AppContext, userId: number, mediaId: string, credit: string): Promise<PressKit> {
  const { kit } = await ownPicture(ctx, userId, mediaId);
  await setCredit(ctx.db, kit.id, mediaId, credit);
  return kitView(ctx, kit);
}

/** The press photos in a new order: the list must name each of the kit's photos once. */
export async function orderPictures(ctx: AppContext, userId: number, ids: readonly string[]): Promise<PressKit> {
  const kit = await requireKit(ctx, userId);
  const held = (await picturesOfKind(ctx.db, kit.id, 'photo')).map((p) => p.mediaId);
  if (ids.length !== held.length || new Set(ids).size !== ids.length || !ids.every((id) => held.includes(id))) {
    throw badRequest('ids: list each of the press kit’s photos exactly once');
  }
  await orderPhotos(ctx.db, kit.id, ids);
  return kitView(ctx, kit);
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The stored full-size file, to its owner only: anyone else's session finds nothing. */
export async function pictureOriginal(ctx: AppContext, userId: number, mediaId: string): Promise<Download> {
  const { picture } = await ownPicture(ctx, userId, mediaId);
  const file = await loadOriginal(ctx, mediaId, userId);
  return { bytes: file.bytes, contentType: file.contentType, fileName: `${picture.kind}-${mediaId}.${EXTENSIONS[file.contentType] ?? picture.format}` };
}
