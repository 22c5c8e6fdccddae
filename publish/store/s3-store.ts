import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ListOptions, ListPage, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';
import { checkKey, checkLimit, StoreError, toBuffer } from './store-error.ts';

/** Bodies at least this large go through multipart upload (S3's minimum part is 5 MiB). */
export const MULTIPART_THRESHOLD = 8 * 1024 * 1024;

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash; '' for the bucket root. */
  prefix: string;
  client: S3Client;
  /** Bodies of at least this many bytes use multipart upload. */
  multipartThreshold?: number;
}

/** `s3://<bucket>/<prefix>` on AWS S3 or any S3-compatible server, through the AWS SDK v3. */
export class S3Store implements ObjectStore {
  readonly url: string;
  readonly #bucket: string;
  // Stored with a trailing slash (or empty) so keys are simply appended.
  readonly #prefix: string;
  readonly #client: S3Client;
  readonly #multipartThreshold: number;

  constructor(options: S3StoreOptions) {
    this.#bucket = options.bucket;
    this.#prefix = options.prefix === '' ? '' : `${options.prefix.replace(/^\/+|\/+$/g, '')}/`;
    this.#client = options.client;
    this.#multipartThreshold = options.multipartThreshold ?? MULTIPART_THRESHOLD;
    this.url = `s3://${this.#bucket}/${this.#prefix}`;
  }

  #key(key: string): string {
    checkKey('s3', key);
    return this.#prefix + key;
  }

  async get(key: string): Promise<Buffer | null> {
    const full = this.#key(key);
    try {
      const response = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: full }));
      if (!response.Body) return Buffer.alloc(0);
      return Buffer.from(await response.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new StoreError('store_read_failed', `[store] [s3] cannot get ${full} in bucket ${this.#bucket}`, { cause: error });
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    const full = this.#key(key);
    try {
      const response = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: full }));
      if (!response.Body) return Readable.from([]);
      // In Node the SDK hands the HTTP response itself: its bytes are read as they are consumed.
      if (!(response.Body instanceof Readable)) throw new Error('the S3 client returned a body that is not a Node stream');
      return response.Body;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new StoreError('store_read_failed', `[store] [s3] cannot get ${full} in bucket ${this.#bucket}`, { cause: error });
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const full = this.#key(key);
    try {
      const response = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: full }));
      const info: ObjectInfo = { key, size: response.ContentLength ?? 0 };
      if (response.ContentType !== undefined) info.contentType = response.ContentType;
      if (response.LastModified !== undefined) info.lastModified = response.LastModified;
      return info;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new StoreError('store_read_failed', `[store] [s3] cannot head ${full} in bucket ${this.#bucket}`, { cause: error });
    }
  }

  async put(key: string, body: Buffer | Uint8Array | string, options: PutOptions = {}): Promise<void> {
    const bytes = toBuffer(body);
    await this.#send(key, bytes, bytes.length, options);
  }

  async putFile(key: string, file: string, options: PutOptions = {}): Promise<void> {
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch (error) {
      throw new StoreError('store_write_failed', `[store] [s3] cannot read ${file} to put it at ${this.#key(key)}`, { cause: error });
    }
    // A large file goes up in parts read from disk (lib-storage buffers one part at a time).
    await this.#send(key, size >= this.#multipartThreshold ? createReadStream(file) : await readFile(file), size, options);
  }

  async #send(key: string, body: Buffer | Readable, size: number, options: PutOptions): Promise<void> {
    const full = this.#key(key);
    const params = {
      Bucket: this.#bucket,
      Key: full,
      Body: body,
      ...(options.contentType !== undefined ? { ContentType: options.contentType } : {}),
      ...(options.cacheControl !== undefined ? { CacheControl: options.cacheControl } : {}),
    };
    try {
      if (size >= this.#multipartThreshold) {
        await new Upload({ client: this.#client, params, partSize: Math.max(5 * 1024 * 1024, Math.ceil(this.#multipartThreshold / 2)) }).done();
      } else {
        await this.#client.send(new PutObjectCommand({ ...params, ContentLength: size }));
      }
    } catch (error) {
      throw new StoreError('store_write_failed', `[store] [s3] cannot put ${full} in bucket ${this.#bucket}`, { cause: error });
    }
  }

  async list(prefix: string, options: ListOptions = {}): Promise<ListPage> {
    const limit = checkLimit('s3', options.limit);
    const fullPrefix = this.#prefix + prefix;
    try {
      const response = await this.#client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: fullPrefix,
          MaxKeys: limit,
          ...(options.cursor !== undefined ? { ContinuationToken: options.cursor } : {}),
        }),
      );
      const objects: ObjectInfo[] = (response.Contents ?? []).map((object) => {
        const info: ObjectInfo = { key: (object.Key ?? '').slice(this.#prefix.length), size: object.Size ?? 0 };
        if (object.LastModified !== undefined) info.lastModified = object.LastModified;
        return info;
      });
      if (response.IsTruncated && !response.NextContinuationToken) {
        throw new Error('truncated listing without a continuation token');
      }
      return { objects, cursor: response.IsTruncated ? response.NextContinuationToken! : null };
    } catch (error) {
      throw new StoreError('store_list_failed', `[store] [s3] cannot list ${fullPrefix} in bucket ${this.#bucket}`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.#key(key);
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: full }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw new StoreError('store_delete_failed', `[store] [s3] cannot delete ${full} in bucket ${this.#bucket}`, { cause: error });
    }
  }
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
