import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/** Folders made outside a test (in a hook or a describe body), removed when the worker exits. */
const leftForExit = new Set<string>();
let exitHookInstalled = false;

/**
 * A fresh folder under the system's temporary folder, removed with what it holds once the test
 * that made it ends, passed or failed: a suite run leaves nothing behind in /tmp. Made outside a
 * test (where vitest has no test to attach the removal to), it goes when the worker process
 * exits; the workers are shared by many files (isolate: false), so a hook that makes one for a
 * whole file should still remove it in its afterAll.
 */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    leftForExit.add(dir);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', () => {
        for (const left of leftForExit) fs.rmSync(left, { recursive: true, force: true });
      });
    }
  }
  return dir;
}
