import type { Env } from '../platform/config.ts';
import type { CrashPoint, MigrationCrashPoint } from '../publish/snapshot/crash-point.ts';
import type { MigrationTesting } from '../publish/snapshot/migrate-format-one.ts';
import type { PublishTesting } from '../publish/snapshot/publish/publish-options.ts';

/**
 * The crash tests' kill switch: `SNAPSHOT_CRASH_AT=<point>` makes a command kill itself at that
 * point of its publish (`after-objects` ... `after-current`) or of `snapshots migrate`
 * (`migrate-after-audit` ...). Read here, at the command's edge, and handed to the library as its
 * testing seam, so that the publish never reads the environment: a program using it as a
 * library is never killed by a variable it did not ask for. Not a setting (a test's fault
 * injection, absent from docs/configuration.md).
 */
/** SIGKILL, not an exception: nothing gets to clean up, exactly like a power cut. */
function killAt(wanted: string): (point: string) => void {
  return (point) => {
    if (point === wanted) process.kill(process.pid, 'SIGKILL');
  };
}

function wantedPoint(env: Env): string | null {
  const value = env['SNAPSHOT_CRASH_AT']?.trim();
  return value ? value : null;
}

/** The publish's seam for the switch, or undefined when it is not set. */
export function publishCrashSeam(env: Env): Pick<PublishTesting, 'crashAt'> | undefined {
  const wanted = wantedPoint(env);
  if (wanted === null) return undefined;
  const kill = killAt(wanted);
  return { crashAt: (point: CrashPoint) => kill(point) };
}

/** The migration's seam for the switch (its points are named `migrate-<point>`), or undefined. */
export function migrationCrashSeam(env: Env): MigrationTesting | undefined {
  const wanted = wantedPoint(env);
  if (wanted === null) return undefined;
  const kill = killAt(wanted);
  return { stopAt: (point) => kill(`migrate-${point}` satisfies MigrationCrashPoint) };
}
