// An S3-compatible server (s3rver) rather than a hand-written fake: the AWS SDK signs and sends real
// S3 requests (PutObject, GetObject, DeleteObject, ListObjectsV2), path-style, to its endpoint.
//   https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html
//   https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html
//   https://github.com/jamhall/s3rver
/// <reference path="./s3rver.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface FakeS3 {
  /** S3_* variables pointing at this server and its one bucket */
  readonly env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** the names of every object in the bucket, sorted */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) on loopback, storing in a temporary directory, with one bucket. */
export async function startFakeS3(bucket = 'shop-images'): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts any signature by the key pair it is preconfigured with
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    async keys() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
