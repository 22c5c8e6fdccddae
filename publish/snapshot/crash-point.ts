/**
 * Named points of a publish where the crash tests kill the process (SNAPSHOT_CRASH_AT=<point>).
 * SIGKILL, not an exception: nothing gets to clean up, exactly like a power cut.
 */
export type CrashPoint = 'after-objects' | 'after-ledger' | 'after-tree' | 'after-manifest' | 'after-current';

export function crashPoint(point: CrashPoint): void {
  if (process.env.SNAPSHOT_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
