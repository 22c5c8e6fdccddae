/**
 * Preloaded (`node --expose-gc --import bench/full-gc-on-signal.ts ...`) by bench/api-deopts.ts
 * `--full-gc`: on SIGUSR2 the process runs a full collection, as V8's memory reducer does on its
 * own seconds after a server's traffic pauses, at a moment the tool chooses (the server idle).
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined) throw new Error('full-gc-on-signal.ts needs node --expose-gc');
process.on('SIGUSR2', () => collect());
