import type { Readable } from 'node:stream';
import type { ListOptions, ListPage, ObjectInfo, ObjectStore, PutOptions } from './object-store.ts';

/**
 * A store whose driver is built on first use: `open` runs once, when a method is first called,
 * and every call waits for it. What the driver loads (the AWS SDK for s3://) is then paid by
 * the commands that touch the store, not by every command that merely opens it. A failure of
 * `open` is the failure of each call, as a refused request would be.
 */
export class DeferredStore implements ObjectStore {
  readonly url: string;
  readonly #open: () => Promise<ObjectStore>;
  #store: Promise<ObjectStore> | null = null;

  constructor(url: string, open: () => Promise<ObjectStore>) {
    this.url = url;
    this.#open = open;
  }

  #driver(): Promise<ObjectStore> {
    return (this.#store ??= this.#open());
  }

  async get(key: string): Promise<Buffer | null> {
    return (await this.#driver()).get(key);
  }

  async getStream(key: string): Promise<Readable | null> {
    return (await this.#driver()).getStream(key);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    return (await this.#driver()).head(key);
  }

  async put(key: string, body: Buffer | Uint8Array | string, options?: PutOptions): Promise<void> {
    return (await this.#driver()).put(key, body, options);
  }

  async putFile(key: string, file: string, options?: PutOptions): Promise<void> {
    return (await this.#driver()).putFile(key, file, options);
  }

  async list(prefix: string, options?: ListOptions): Promise<ListPage> {
    return (await this.#driver()).list(prefix, options);
  }

  async delete(key: string): Promise<void> {
    return (await this.#driver()).delete(key);
  }
}
