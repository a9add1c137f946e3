// Where picture bytes live: files in a folder (IMAGE_DIR, by default DATA_DIR/images), or an
// S3-compatible bucket (S3_BUCKET) that several instances sharing no disk can use. The database
// keeps only each image's metadata and key. Writing a 1–2 MB cover into the embedded database
// held the event loop for about 100 ms per cover; a file write or an HTTP upload does not.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { AppConfig, S3Settings } from '@server/config';

export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are our own ids with a folder and an extension: nothing a visitor types reaches a path. */
const KEY = /^[a-z]+\/[A-Za-z0-9_-]{8,64}\.(png|webp)$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid image key: ${key}`);
  return key;
}

const CONTENT_TYPES = { png: 'image/png', webp: 'image/webp' } as const;

function contentTypeOf(key: string): string {
  return key.endsWith('.webp') ? CONTENT_TYPES.webp : CONTENT_TYPES.png;
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else the folder. */
export function createConfiguredImageStore(config: Pick<AppConfig, 'imageDir' | 's3'>): ImageStore {
  return config.s3 ? createS3ImageStore(config.s3) : createFolderImageStore(config.imageDir);
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

export function createS3ImageStore(settings: S3Settings): ImageStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default adds CRC checksums to every upload and checks them on every download;
    // S3-compatible servers (MinIO before 2024, s3rver, some hosted ones) refuse or lack them.
    // Uploads are still signed over their content, so nothing is lost for our use.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentTypeOf(key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, like rm -f.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
