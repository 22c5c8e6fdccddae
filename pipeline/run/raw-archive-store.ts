/**
 * What the pipeline needs of object storage: a place to keep every fetched document under its
 * sha256 (`raw/<sha256>`). Declared here, not imported from publish/store, so that the
 * pipeline does not depend on the publish step; every ObjectStore driver satisfies it.
 */
export interface RawArchiveStore {
  /** Where the archive lives, for messages (no credentials). */
  readonly url: string;
  get(key: string): Promise<Buffer | null>;
  head(key: string): Promise<unknown>;
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<void>;
}
