import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { DiskStorage } from './storage-disk.js';
import { S3Storage } from './storage-s3.js';

/** An object read back from storage: its bytes as a stream, and what a cache validator needs. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** a validator for If-None-Match, quoted as HTTP wants it */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded files live: the local disk of one instance, or an S3-compatible bucket that any
 * number of instances share. Names are flat (`<uuid>-<width>.webp`); objects are written
 * once and never changed, so no method needs to deal with concurrent writers.
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such object */
  get(name: string): Promise<StoredObject | undefined>;
  /** removing a missing object is not an error */
  delete(name: string): Promise<void>;
}

/**
 * The bucket when S3_* is configured, else `dir` on the local disk. The AWS SDK is loaded only in the
 * first case (S3Storage.open): an instance on disk never pays its start-up time and memory.
 */
export async function createStorage(config: Pick<Config, 's3'>, dir: string): Promise<ObjectStorage> {
  return config.s3 ? S3Storage.open(config.s3) : new DiskStorage(dir);
}
