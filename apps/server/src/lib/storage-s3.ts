import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import type { ObjectStorage, StoredObject } from './storage.js';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Garage…), shared by every
 * instance. Path-style addressing (`endpoint/bucket/name`) because self-hosted servers rarely have a
 * DNS name per bucket.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  /**
   * The SDK (some 20 MB and half a second to load) is imported here, not at the top: the server is
   * bundled into one file, where a static import would load it in every instance, bucket or not.
   */
  static async open(config: S3Config): Promise<S3Storage> {
    return new S3Storage(config, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    config: S3Config,
    private readonly sdk: Sdk,
  ) {
    this.bucket = config.bucket;
    this.client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // the SDK's newer default checksums (CRC32 headers and trailers) are rejected by several
      // S3-compatible servers; MD5/ETag integrity is what they all understand
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // a bucket that stops responding must fail an upload or an image request, not hang it
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: name, Body: body, ContentType: contentType }),
    );
  }

  async get(name: string): Promise<StoredObject | undefined> {
    try {
      const res = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return {
        body: res.Body as Readable,
        size: res.ContentLength ?? 0,
        etag: res.ETag ?? `"${name}"`,
        lastModified: res.LastModified ?? new Date(0),
      };
    } catch (err) {
      // AWS responds to a missing key with 403 instead when the credentials may not list the bucket
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if ((err as Error).name === 'NoSuchKey' || status === 404) return undefined;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 responds 204 for a missing key too
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }
}
