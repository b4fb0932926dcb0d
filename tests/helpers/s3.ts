import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server on 127.0.0.1 (s3rver, objects in a temporary folder) with one bucket. */
export async function startS3Server(bucket = 'evergreen-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'evergreen-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      // s3rver's fixed credentials; it checks every request's signature against them.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'site/',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
