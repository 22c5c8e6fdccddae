import type { Readable } from 'node:stream';

/**
 * A body sent as it is read, never held whole in memory (a bulk file of hundreds of MiB): the
 * route knows its length and its tag before the first byte, and hands an opened stream. It is
 * sent as it is (no compression: the bytes on the wire are the bytes the tag names). When the
 * answer carries no body after all (HEAD, 304), the response writer destroys the stream
 * unread, which closes what it holds open.
 */
export class StreamedBody {
  constructor(
    readonly stream: Readable,
    readonly length: number,
  ) {}
}
