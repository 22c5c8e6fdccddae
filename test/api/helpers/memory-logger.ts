import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A pino logger at info that keeps each JSON line it writes, for tests that read the log. */
export function memoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
  );
  return { logger, lines };
}
