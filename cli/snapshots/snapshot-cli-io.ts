import type { Env } from '../../platform/config.ts';

/** What the snapshot commands read and write: the process's, or a test's. */
export interface CliIo {
  env: Env;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Raw bytes to stdout (the `raw` command without --out). */
  outBytes: (body: Buffer) => void;
  /** The folder a relative `export --out` is read from; the process's current folder when absent. */
  cwd?: string;
}
