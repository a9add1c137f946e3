// An S3-compatible server on loopback (s3rver, its objects in a temporary folder) for tests of
// the bucket image store: the real AWS SDK talks to it over HTTP, as it would to a bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@server/config';

export interface S3TestServer {
  /** Settings of a bucket that exists on the server, for createS3ImageStore or AppConfig.s3. */
  settings: S3Settings;
  /** The folder where the server keeps its objects. */
  directory: string;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks request signatures against them. */
const KEY = 'S3RVER';

export async function startS3TestServer(bucket = 'bns-test-images'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bns-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY, forcePathStyle: true },
    directory,
    close: async () => {
      // The SDK keeps its connections alive; they would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
