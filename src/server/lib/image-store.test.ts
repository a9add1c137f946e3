import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@server/config';
import { startS3TestServer, unreachableS3Settings, type S3TestServer } from '@server/testing/s3-test-server';
import { createFolderImageStore, createS3ImageStore, IMAGE_STORE_UNAVAILABLE, IMAGE_STORE_UNAVAILABLE_MESSAGE, type ImageStore } from './image-store';

let folder: string;
let s3: S3TestServer;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'bns-store-test-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await s3.close();
});

const stores: [string, () => ImageStore][] = [
  ['folder', () => createFolderImageStore(folder)],
  ['S3-compatible bucket', () => createS3ImageStore(s3.settings)],
];

describe.each(stores)('the %s image store', (_name, make) => {
  const bytes = Buffer.from('89504e470d0a1a0a' + 'ab'.repeat(3000), 'hex');

  it('gives back what was put, overwrites, and forgets a deleted key', async () => {
    const store = make();
    await store.put('covers/contract-test-1.png', bytes);
    expect((await store.get('covers/contract-test-1.png'))?.equals(bytes)).toBe(true);
    const webp = Buffer.from('RIFF....WEBPVP8 ');
    await store.put('covers/contract-test-1.webp', webp);
    await store.put('covers/contract-test-1.png', webp);
    expect((await store.get('covers/contract-test-1.png'))?.equals(webp)).toBe(true);
    await store.delete('covers/contract-test-1.png');
    expect(await store.get('covers/contract-test-1.png')).toBeNull();
    expect((await store.get('covers/contract-test-1.webp'))?.equals(webp)).toBe(true);
  });

  it('answers null for a key never stored, and deleting it is no error', async () => {
    const store = make();
    expect(await store.get('covers/never-stored-1.png')).toBeNull();
    await expect(store.delete('covers/never-stored-1.png')).resolves.toBeUndefined();
  });

  it('refuses keys that are not ours before touching the disk or the network', async () => {
    const store = make();
    await expect(store.put('../escape/abcdefgh.png', bytes)).rejects.toThrow(/Invalid image key/);
    await expect(store.get('covers/abcdefgh.exe')).rejects.toThrow(/Invalid image key/);
  });
});

describe('a store that cannot be used', () => {
  const unavailable = { status: 503, code: IMAGE_STORE_UNAVAILABLE, message: IMAGE_STORE_UNAVAILABLE_MESSAGE, retryAfterSeconds: 10 };

  it('answers its check when it can be used', async () => {
    await expect(createFolderImageStore(path.join(folder, 'made-by-check')).check(1000)).resolves.toBeUndefined();
    await expect(createS3ImageStore(s3.settings).check(1000)).resolves.toBeUndefined();
  });

  it('fails every operation with IMAGE_STORE_UNAVAILABLE when the bucket cannot be reached', async () => {
    const store = createS3ImageStore(await unreachableS3Settings());
    // The SDK loads with a store's first request: loaded first, so the time below is the failing.
    await import('@aws-sdk/client-s3');
    const started = performance.now();
    await expect(store.check(1000)).rejects.toMatchObject(unavailable);
    await expect(store.put('covers/unreachable-1.png', Buffer.from('x'))).rejects.toMatchObject(unavailable);
    await expect(store.get('covers/unreachable-1.png')).rejects.toMatchObject(unavailable);
    await expect(store.delete('covers/unreachable-1.png')).rejects.toMatchObject(unavailable);
    // A refused connection fails within the SDK's few quick retries, not after a time limit (3 s
    // to connect, 15 s of silence, each tried three times); the margin is for a loaded machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('counts a 403 to its check as an answer: a key scoped to the objects may not HEAD the bucket', async () => {
    // s3rver answers an unknown key with 403, as AWS answers such a key's HEAD of the bucket.
    const store = createS3ImageStore({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    await expect(store.check(1000)).resolves.toBeUndefined();
    await expect(store.put('covers/forbidden-1.png', Buffer.from('x'))).rejects.toMatchObject(unavailable);
  });

  it('fails the same way for a bucket that is not there', async () => {
    await expect(createS3ImageStore({ ...s3.settings, bucket: 'no-such-bucket' }).check(1000)).rejects.toMatchObject(unavailable);
  });

  it('fails the same way for a folder that cannot be one (a file stands in its place)', async () => {
    const file = path.join(folder, 'not-a-folder');
    await writeFile(file, 'x');
    const store = createFolderImageStore(file);
    await expect(store.check(1000)).rejects.toMatchObject(unavailable);
    await expect(store.put('covers/blocked-1.png', Buffer.from('x'))).rejects.toMatchObject(unavailable);
    await expect(store.get('covers/blocked-1.png')).rejects.toMatchObject(unavailable);
  });
});

describe('the folder store on disk', () => {
  it('leaves no partial file behind', async () => {
    await createFolderImageStore(folder).put('private/partial-check.png', Buffer.from('x'));
    expect(await readdir(path.join(folder, 'private'))).toEqual(['partial-check.png']);
  });
});

describe('image store configuration', () => {
  const base = { DATA_DIR: '/tmp/bns-data' };
  it('uses the folder under DATA_DIR unless a bucket is named', () => {
    const config = loadConfig(base);
    expect(config.s3).toBeUndefined();
    expect(config.imageDir).toBe('/tmp/bns-data/images');
    expect(config.imageRetentionDays).toBe(30);
  });

  it('reads a bucket, with path-style addressing by default when an endpoint is given', () => {
    const keys = { S3_BUCKET: 'covers', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...base, ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'covers',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, ...keys, S3_REGION: 'eu-west-1' }).s3).toMatchObject({ endpoint: undefined, region: 'eu-west-1', forcePathStyle: false });
    expect(loadConfig({ ...base, ...keys, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses half a configuration at start, naming what is missing', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'covers', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID is set but S3_SECRET_ACCESS_KEY is missing');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'covers', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('S3_SECRET_ACCESS_KEY is set but S3_ACCESS_KEY_ID is missing');
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT set without S3_BUCKET');
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, IMAGE_RETENTION_DAYS: '0' })).toThrow(/IMAGE_RETENTION_DAYS/);
  });
});

describe('a bucket without keys in the configuration', () => {
  const unavailable = { status: 503, code: IMAGE_STORE_UNAVAILABLE };
  afterEach(() => vi.unstubAllEnvs());

  it('takes its credentials from the AWS SDK default chain (here the AWS_* variables)', async () => {
    const settings = loadConfig({ DATA_DIR: '/tmp/bns-data', S3_BUCKET: s3.settings.bucket, S3_ENDPOINT: s3.settings.endpoint }).s3;
    expect(settings).toMatchObject({ bucket: s3.settings.bucket, accessKeyId: undefined, secretAccessKey: undefined });
    vi.stubEnv('AWS_ACCESS_KEY_ID', s3.settings.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.settings.secretAccessKey);
    const store = createS3ImageStore(settings!);
    await store.put('covers/default-chain-1.png', Buffer.from('from the chain'));
    expect((await store.get('covers/default-chain-1.png'))?.toString()).toBe('from the chain');
  });

  it('is refused by the bucket when the chain holds a key it does not know', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'NOT-A-KEY');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'NOT-A-SECRET');
    const store = createS3ImageStore({ ...s3.settings, accessKeyId: undefined, secretAccessKey: undefined });
    await expect(store.put('covers/default-chain-2.png', Buffer.from('x'))).rejects.toMatchObject(unavailable);
  });
});
