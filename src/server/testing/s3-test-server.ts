// An S3-compatible server on loopback (s3rver, its objects in a temporary folder) for tests of
// the bucket image store: the real AWS SDK talks to it over HTTP, as it would to a bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
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

/** Settings of a bucket nobody serves: an endpoint on a loopback port that was free a moment ago,
 * so a connection to it is refused at once (the "unreachable bucket" of a misconfigured server). */
export async function unreachableS3Settings(): Promise<S3Settings> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  return { endpoint: `http://127.0.0.1:${port}`, bucket: 'bns-unreachable', region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY, forcePathStyle: true };
}

/** The environment that points an app at these settings (createTestApp's env). */
export function s3Env(settings: S3Settings): Record<string, string> {
  return { S3_ENDPOINT: settings.endpoint ?? '', S3_BUCKET: settings.bucket, S3_ACCESS_KEY_ID: settings.accessKeyId ?? '', S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '' };
}
