// Where picture bytes live: files in a folder (IMAGE_DIR, by default DATA_DIR/images), so the
// database keeps only each image's metadata and key. Writing a 1–2 MB cover into the embedded
// database held the event loop for about 100 ms per cover; a file write runs on libuv's pool.
// The interface is the whole contract: an S3-compatible bucket can stand behind it for several
// instances that share no disk.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are our own ids with a folder and an extension: nothing a visitor types reaches a path. */
const KEY = /^[a-z]+\/[A-Za-z0-9_-]{8,64}\.(png|webp)$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid image key: ${key}`);
  return key;
}

export function createFolderImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const made = new Map<string, Promise<unknown>>();
  const ensureDir = (folder: string) => {
    let pending = made.get(folder);
    if (!pending) {
      pending = mkdir(folder, { recursive: true });
      made.set(folder, pending);
      // A failed mkdir (a full disk, say) is tried again by the next write.
      pending.catch(() => made.delete(folder));
    }
    return pending;
  };
  return {
    async put(key, bytes) {
      const file = path.join(root, checkKey(key));
      await ensureDir(path.dirname(file));
      // Written beside and renamed: a reader never sees half a picture.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(path.join(root, checkKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path.join(root, checkKey(key)), { force: true });
    },
  };
}
