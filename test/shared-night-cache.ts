import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global set-up (vitest.config.ts): a folder for the nights the pipeline-run files
 * share within one run of the suite (NIGHT_CACHE_DIR, read by NightRunner.completeShared in
 * test/pipeline/run/helpers/night-runs.ts). crash-recovery's first night and disk-full's
 * reference night are the same night of the same sources over the same offline copies: the
 * first file to ask runs it, the other copies it. Removed at the end of the run.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nc-test-nights-'));
  process.env.NIGHT_CACHE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
