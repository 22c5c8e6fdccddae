import fs from 'node:fs';
import { ramFolder } from './helpers/ram-folder.ts';

/** What the suite's temporary folders hold at their peak, with room to spare (a few hundred MB measured). */
const ROOM = 4 * 1024 * 1024 * 1024;

/**
 * Vitest's global set-up (vitest.config.ts): the run's temporary folders in memory where the
 * machine has a roomy tmpfs (test/helpers/ram-folder.ts). Hundreds of files make DuckDB files,
 * stores of published objects, crawl queues and servers' data under os.tmpdir(), each object
 * fsynced; none of their claims is about a disk (disk-full mounts its own small tmpfs, and its
 * reference night takes whatever TMPDIR says). TMPDIR is set before the workers start, so they
 * and every process they start inherit it. Listed after the compile cache's and the rendered
 * scans' set-ups, which keep the machine's own temporary folder so that one run's compiled modules
 * and scans serve the next.
 * Production is unchanged; a machine whose /tmp is a tmpfs (several distributions) runs the
 * same way, which is also a check that nothing renames across filesystems.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.ANNONCES_TEST_TMPDIR === 'disk') return undefined;
  const dir = ramFolder('annonces-nc-tmp-', ROOM);
  // A temporary folder as /tmp is: open to every user, sticky. The PostgreSQL tests run initdb
  // and the server as an unprivileged user in a folder of their own under it.
  fs.chmodSync(dir, 0o1777);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
