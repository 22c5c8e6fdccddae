/**
 * A command's output piped into a reader that leaves early (`revue --json | head`): every write
 * after that fails with EPIPE, which Node reports as an `error` event on the stream, and an
 * `error` event nobody listens to is an uncaught exception (a stack trace, exit 1). The reader
 * chose to stop reading, so the output is simply dropped; the command itself goes on and ends
 * with its own exit code (a run or a correction is not abandoned half-way because its viewer
 * went away). Any other write error stays what it was: uncaught.
 */
const guarded = new WeakSet<NodeJS.EventEmitter>();

export function dropOutputOnClosedPipe(stream: NodeJS.EventEmitter): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return;
    throw error;
  });
}
