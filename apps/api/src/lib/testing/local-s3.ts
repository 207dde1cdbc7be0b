import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The environment of an app that stores its files in this server's bucket. */
  env: Record<string, string>;
  /** A client of the server, to look at the bucket from outside the app. */
  client: S3Client;
  close(): Promise<void>;
}

/** s3rver's fixed development credentials (it checks request signatures against them). */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server (s3rver, files in a temporary folder) on a free port of 127.0.0.1, with one empty bucket
 * created through the S3 API as an operator would. Ready when this resolves: run() waits for the listen callback.
 */
export async function startLocalS3(bucket = 'weekends-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    client,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
