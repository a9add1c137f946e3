// The Library: what a premium user made, newest first, reopened or deleted from any browser.
// Generated bios, taglines and e-mails are saved here by the writing module as they are made;
// saved names arrive from the names tab and, on sign-in, from the browser's local list.
import { LIBRARY_PAGE, type LibraryPage, type Work, type WorkKind } from '@shared/contracts/writing';
import type { AppContext } from '@server/app-context';
import { notFound } from '@server/lib/app-error';
import { deleteImage } from '../media/media.service';
import { deleteWork, findWork, insertSavedNames, insertWorks, listWorks, updateWorkBody, type NewWork, type WorkRow } from './library.repo';

export function toWork(row: WorkRow): Work {
  return {
    id: row.id,
    kind: row.kind as WorkKind,
    title: row.title,
    body: row.body,
    request: row.request ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const NOT_FOUND = 'No such item in your library';

export async function saveWorks(ctx: AppContext, works: readonly Omit<NewWork, 'now'>[]): Promise<Work[]> {
  const now = ctx.clock.now();
  return (await insertWorks(ctx.db, works.map((w) => ({ ...w, now })))).map(toWork);
}

/** The studio's gallery and the merged saved names list this many of the newest works. */
const NEWEST_MAX = 200;

export async function libraryOf(ctx: AppContext, userId: number, kind?: WorkKind): Promise<Work[]> {
  return (await listWorks(ctx.db, userId, kind, NEWEST_MAX)).map(toWork);
}

/** One page of the Library, newest first, from a cursor of the previous page (libraryCursorSchema). */
export async function libraryPage(ctx: AppContext, userId: number, kind: WorkKind | undefined, cursor: string | undefined): Promise<LibraryPage> {
  const [ms, id] = (cursor ?? '').split('.').map(Number);
  const after = cursor && ms !== undefined && id !== undefined ? { createdAt: new Date(ms), id } : undefined;
  const rows = await listWorks(ctx.db, userId, kind, LIBRARY_PAGE + 1, after);
  const items = rows.slice(0, LIBRARY_PAGE).map(toWork);
  const last = rows.length > LIBRARY_PAGE ? rows[LIBRARY_PAGE - 1] : undefined;
  return { items, nextCursor: last ? `${last.createdAt.getTime()}.${last.id}` : null };
}

export async function workOf(ctx: AppContext, userId: number, id: number): Promise<Work> {
  const row = await findWork(ctx.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  return toWork(row);
}

export async function editWork(ctx: AppContext, userId: number, id: number, body: string): Promise<Work> {
  const row = await updateWorkBody(ctx.db, userId, id, body, ctx.clock.now());
  if (!row) throw notFound(NOT_FOUND);
  return toWork(row);
}

/** The same as editWork, but undefined instead of a 404 when there is no such work of that kind. */
export async function editWorkIfThere(ctx: AppContext, userId: number, id: number, body: string, kind: WorkKind): Promise<Work | undefined> {
  const row = await updateWorkBody(ctx.db, userId, id, body, ctx.clock.now(), kind);
  return row ? toWork(row) : undefined;
}

/** Deletes a work; a studio image's picture and its objects go with it. */
export async function removeWork(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await findWork(ctx.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  const mediaId = row.kind === 'image' ? row.request?.mediaId : undefined;
  if (typeof mediaId === 'string') await deleteImage(ctx, mediaId);
  if (!(await deleteWork(ctx.db, userId, id))) throw notFound(NOT_FOUND);
}

/** Merges names (newest first, as the browser keeps them) into the account, then returns all of
 * the account's saved names, newest first. */
export async function mergeSavedNames(ctx: AppContext, userId: number, names: readonly string[]): Promise<Work[]> {
  const seen = new Set<string>();
  const unique = names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await insertSavedNames(ctx.db, userId, unique.reverse(), ctx.clock.now());
  return libraryOf(ctx, userId, 'name');
}
