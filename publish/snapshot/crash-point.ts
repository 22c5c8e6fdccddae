/**
 * Named points of a publish, and of `snapshots migrate` (`migrate-` ones), where the crash tests
 * kill the process (SNAPSHOT_CRASH_AT=<point>). SIGKILL, not an exception: nothing gets to clean
 * up, exactly like a power cut. The default of the testing seams (PublishTesting.crashAt,
 * MigrationTesting.stopAt): production sets no SNAPSHOT_CRASH_AT, and this does nothing.
 */
export type CrashPoint = 'after-objects' | 'after-ledger' | 'after-tree' | 'after-manifest' | 'after-current';
export type MigrationCrashPoint = 'migrate-after-objects' | 'migrate-after-audit' | 'migrate-after-manifest' | 'migrate-after-current';

export function crashPoint(point: CrashPoint | MigrationCrashPoint): void {
  if (process.env.SNAPSHOT_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
