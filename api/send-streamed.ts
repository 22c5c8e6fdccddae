import type { ServerResponse } from 'node:http';
import type { StreamedBody } from './streamed-body.ts';

/**
 * How a streamed body's sending ended: `sent` whole; `client_gone` (the connection closed before
 * or during the body); `stalled` (the client took nothing for the send timeout, so the
 * connection was closed); `source_failed` (the source errored, or ended short of its length).
 */
export type SendOutcome = { outcome: 'sent' } | { outcome: 'client_gone' | 'stalled' } | { outcome: 'source_failed'; error: unknown };

/**
 * Writes `body` on `res` (whose headers are set) one chunk at a time, reading the next chunk
 * only once the previous one was handed to the connection: a reader that stops holds at most
 * the source's read-ahead, never a queue of chunks. A write that does not complete within
 * `sendTimeoutMs` (the client stopped reading, its window is full) closes the connection.
 *
 * The source is destroyed before this resolves, whatever happens (sent, client gone before the
 * first byte, stall, source failure): a file it holds open is closed then, not left to the
 * garbage collector, which Node 26 treats as a fatal error. A body cut short (source failure,
 * stall) closes the connection short of Content-Length, which tells the client it is incomplete.
 */
export async function sendStreamed(res: ServerResponse, body: StreamedBody, sendTimeoutMs: number): Promise<SendOutcome> {
  const source = body.stream;
  try {
    if (res.destroyed || res.writableEnded) return { outcome: 'client_gone' };
    let sent = 0;
    try {
      for await (const chunk of source) {
        const bytes = (chunk as Buffer).length;
        const written = await write(res, chunk as Buffer, sendTimeoutMs);
        if (written !== 'written') return { outcome: written };
        body.sent(bytes);
        sent += bytes;
      }
    } catch (error) {
      if (res.destroyed) return { outcome: 'client_gone' };
      res.destroy();
      return { outcome: 'source_failed', error };
    }
    if (sent !== body.length) {
      res.destroy();
      return { outcome: 'source_failed', error: new Error(`the source ended after ${sent} of its ${body.length} bytes`) };
    }
    await new Promise<void>((resolve) => {
      res.once('close', resolve);
      res.end(resolve);
    });
    return { outcome: 'sent' };
  } finally {
    source.destroy();
  }
}

/** One chunk handed to the connection, or the reason it was not. */
function write(res: ServerResponse, chunk: Buffer, timeoutMs: number): Promise<'written' | 'client_gone' | 'stalled'> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: 'written' | 'client_gone' | 'stalled') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      res.off('close', onClose);
      resolve(outcome);
    };
    const onClose = () => settle('client_gone');
    const timer = setTimeout(() => {
      settle('stalled');
      res.destroy();
    }, timeoutMs);
    res.once('close', onClose);
    res.write(chunk, (error) => settle(error ? 'client_gone' : 'written'));
  });
}
