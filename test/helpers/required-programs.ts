import fs from 'node:fs';

/**
 * Whether a suite that needs a service may skip: locally it skips and says why, out loud (a
 * skipped suite proves nothing, and its title alone is easy to miss); under CI, where `.ci/run`
 * installs everything, it must run, so this throws. `reason` null means the service is there.
 * The rule of the Redis, Chromium and PostgreSQL suites, for any suite to reuse.
 */
export function skipReasonUnlessCi(reason: string | null, env: NodeJS.ProcessEnv = process.env): string | null {
  if (reason === null) return null;
  if (env.CI) throw new Error(`${reason}: required under CI`);
  console.warn(`[tests] SKIPPED: ${reason}; .ci/run installs it`);
  return reason;
}

/** Why a suite needing these executables (absolute paths) cannot run here, or null when it can. */
export function missingProgramsReason(files: readonly string[], install: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const missing = files.filter((file) => !isExecutableFile(file));
  return skipReasonUnlessCi(missing.length === 0 ? null : `${missing.join(' and ')} missing (${install})`, env);
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
