import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes `chunks` to `file`. On failure (of the chunks or of the file), rejects only once the
 * file is closed: `pipeline` destroys the stream but rejects before its asynchronous close, so
 * a caller removing the folder, or retrying, would race an open or close still in flight (an
 * export's cleanup once met the open's ENOENT later, unhandled).
 */
export async function streamToFile(file: string, chunks: AsyncIterable<string>): Promise<void> {
  const out = createWriteStream(file);
  try {
    await pipeline(Readable.from(chunks), out);
  } catch (error) {
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    throw error;
  }
}
