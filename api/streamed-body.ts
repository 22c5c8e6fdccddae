import type { Readable } from 'node:stream';

/**
 * A body sent as it is read, never held whole in memory (a bulk file of hundreds of MiB, an
 * archived document): the route knows its length and its tag before the first byte, and hands
 * an opened stream. It is sent as it is (no compression: the bytes on the wire are the bytes the
 * tag names). Whoever holds it last closes it: the response writer destroys it unread when the
 * answer carries no body after all (HEAD, 304), the HTTP server once it is sent, cut, or never
 * started because the client left (api/send-streamed.ts).
 *
 * `sent` is told, chunk by chunk, the bytes handed to the connection: a source that accounts the
 * bytes it has read and not yet seen sent (api/byte-budget.ts) releases them there.
 */
export class StreamedBody {
  readonly stream: Readable;
  readonly length: number;
  readonly sent: (bytes: number) => void;
  constructor(
    stream: Readable,
    length: number,
    sent: (bytes: number) => void = () => {},
  ) {
    this.stream = stream;
    this.length = length;
    this.sent = sent;
  }
}
