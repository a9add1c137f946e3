// Where picture bytes live: files in a folder (IMAGE_DIR, by default DATA_DIR/images), or an
// S3-compatible bucket (S3_BUCKET) that several instances sharing no disk can use. The database
// keeps only each image's metadata and key. Writing a 1–2 MB cover into the embedded database
// held the event loop for about 100 ms per cover; a file write or an HTTP upload does not.
import { constants as fs } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, S3Settings } from '@server/config';
import { AppError } from './app-error';

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Every operation but a lookup of a missing key fails with IMAGE_STORE_UNAVAILABLE (a 503 with
 * Retry-After) when the store cannot be reached or used: the visitor learns to try again later,
 * and a counted request gives its unit back (withQuota), instead of a bare 500. */
export interface ImageStore {
  readonly kind: 'folder' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store answers and may be written (the folder exists and is writable, the
   * bucket answers a HEAD), within timeoutMs; the health check calls it. */
  check(timeoutMs: number): Promise<void>;
}

export const IMAGE_STORE_UNAVAILABLE = 'IMAGE_STORE_UNAVAILABLE';
export const IMAGE_STORE_UNAVAILABLE_MESSAGE = 'Image store unavailable: try again in a few seconds.';
/** A bucket that is down is seldom back within a second; sooner would only fail again. */
const RETRY_AFTER_SECONDS = 10;

export function imageStoreUnavailable(cause: unknown): AppError {
  const error = new AppError(IMAGE_STORE_UNAVAILABLE, IMAGE_STORE_UNAVAILABLE_MESSAGE, 503, undefined, RETRY_AFTER_SECONDS);
  error.cause = cause;
  return error;
}

/** Runs a store operation, turning its failure into IMAGE_STORE_UNAVAILABLE; a key refused by
 * checkKey stays what it is, a bug of ours rather than the store's. */
async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof InvalidKeyError || error instanceof AppError) throw error;
    throw imageStoreUnavailable(error);
  }
}

class InvalidKeyError extends Error {}

/** Keys are our own ids with a folder and an extension: nothing a visitor types reaches a path. */
const KEY = /^[a-z]+\/[A-Za-z0-9_-]{8,64}\.(png|webp|jpg)$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidKeyError(`Invalid image key: ${key}`);
  return key;
}

const CONTENT_TYPES = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' } as const;

function contentTypeOf(key: string): string {
  return key.endsWith('.webp') ? CONTENT_TYPES.webp : key.endsWith('.jpg') ? CONTENT_TYPES.jpg : CONTENT_TYPES.png;
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
    kind: 'folder',
    put: (key, bytes) =>
      guarded(async () => {
        const file = path.join(root, checkKey(key));
        await ensureDir(path.dirname(file));
        // Written beside and renamed: a reader never sees half a picture.
        const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      }),
    get: (key) =>
      guarded(async () => {
        try {
          return await readFile(path.join(root, checkKey(key)));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        }
      }),
    delete: (key) => guarded(() => rm(path.join(root, checkKey(key)), { force: true })),
    // A local folder answers at once or not at all: no time limit is needed.
    check: () =>
      guarded(async () => {
        await ensureDir(root);
        await access(root, fs.R_OK | fs.W_OK);
      }),
  };
}

/** Time limits of a bucket's requests: a bucket that does not answer fails its request (and the
 * visitor gets the 503) instead of holding it, and its socket, for minutes. */
export interface S3Timeouts {
  /** To open a connection; default 3 s. */
  connectMs?: number;
  /** Of silence on an open connection; default 15 s (a 2 MB upload to a slow bucket is not silent). */
  idleMs?: number;
}

export function createS3ImageStore(settings: S3Settings, timeouts: S3Timeouts = {}): ImageStore {
  // The SDK is loaded with the first request to the bucket, not at start: a server without a bucket
  // never loads it, and one with a bucket starts a tenth of a second sooner.
  let loaded: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        // Without keys, the SDK's default chain: AWS_* variables, a profile, an instance or container role.
        credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
        // The SDK's default adds CRC checksums to every upload and checks them on every download;
        // S3-compatible servers (MinIO before 2024, s3rver, some hosted ones) refuse or lack them.
        // Uploads are still signed over their content, so nothing is lost for our use.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: timeouts.connectMs ?? 3000, requestTimeout: timeouts.idleMs ?? 15_000 },
      }),
    })));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    put: (key, bytes) =>
      guarded(async () => {
        const { sdk, client } = await s3();
        await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentTypeOf(key) }));
      }),
    get: (key) =>
      guarded(async () => {
        const { sdk, client } = await s3();
        try {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
          if (!object.Body) return null;
          return Buffer.from(await object.Body.transformToByteArray());
        } catch (error) {
          if (isMissing(sdk, error)) return null;
          throw error;
        }
      }),
    // S3 answers a delete of a missing key with success, like rm -f.
    delete: (key) =>
      guarded(async () => {
        const { sdk, client } = await s3();
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
      }),
    // One HEAD of the bucket: it needs the endpoint and the bucket, and moves no bytes. A key
    // scoped to the bucket's objects (as the README advises) may not HEAD the bucket itself: its
    // 403 still proves the service answers, so only no answer, an error of the service (5xx) or a
    // missing bucket counts as unavailable.
    check: (timeoutMs) =>
      guarded(async () => {
        const { sdk, client } = await s3();
        try {
          await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
        } catch (error) {
          if (!(error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 403)) throw error;
        }
      }),
  };
}

function isMissing(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
