import { setImmediate as nextTurn } from 'node:timers/promises';

/** Resources node lists while a file system request of this process is in flight. */
const FILE_SYSTEM_REQUEST = /^(FSReq|FileHandle)/;

/**
 * Resolves once no file system request of this process is in flight, plus one turn of the event
 * loop: by then every callback of those requests has run, and a rejection one of them caused
 * has been reported (node reports an unhandled rejection once the microtasks of the turn that
 * caused it are done). The barrier for "nothing else happens" that a fixed sleep only guessed.
 * Fails past `timeoutMs`, naming what was still pending.
 */
export async function fileSystemSettled(timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A stream opens its file on the next tick: one turn first, so that such a request is issued.
  await nextTurn();
  for (;;) {
    const pending = process.getActiveResourcesInfo().filter((resource) => FILE_SYSTEM_REQUEST.test(resource));
    if (pending.length === 0) break;
    if (Date.now() > deadline) throw new Error(`file system requests still in flight after ${timeoutMs} ms: ${pending.join(', ')}`);
    await nextTurn();
  }
  await nextTurn();
}
