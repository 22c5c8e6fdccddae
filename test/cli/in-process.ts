import { EventEmitter } from 'node:events';
import type { CliProcessIo, ProcessControl } from '../../cli/command-line.ts';
import { runDemoCli } from '../../cli/demo.ts';
import { runKeysCli } from '../../cli/keys.ts';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { runSampleSitesCli } from '../../cli/sample-sites.ts';
import { runServeCli } from '../../cli/serve.ts';
import { runSnapshotCli } from '../../cli/snapshots/snapshot-commands.ts';

/** What a command did, called in this process as its entry point calls it. */
export interface InProcessResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Signals it began to listen for: a long-running command (API, demo, sample sites) started. */
  signalsWatched: string[];
}

/**
 * A stand-in for `process` given to long-running commands: it records the signals they watch
 * (so a test sees that nothing started) and refuses an exit, which would end the test worker.
 */
export function processStandIn(): ProcessControl & { watched: string[] } {
  const events = new EventEmitter();
  const watched: string[] = [];
  return {
    watched,
    on(signal, listener) {
      watched.push(signal);
      return events.on(signal, listener);
    },
    once(signal, listener) {
      watched.push(signal);
      return events.once(signal, listener);
    },
    exit(code) {
      throw new Error(`the command asked to exit the process (${code}) in a test`);
    },
  };
}

type EntryRun = (argv: readonly string[], io: CliProcessIo) => Promise<number>;

/** The entry point of each npm script, as a function: `npm start` is cli/demo.ts. */
export const ENTRY_POINTS: Record<string, EntryRun> = {
  start: runDemoCli,
  serve: runServeCli,
  'sample-sites': runSampleSitesCli,
  pipeline: (argv, io) => runPipelineCli(argv, io),
  snapshots: (argv, io) => runSnapshotCli(argv, { ...io, outBytes: (body) => io.out(body.toString('utf8')) }),
  keys: (argv, io) => runKeysCli(argv, { env: io.env, stdout: io.out, stderr: io.err }),
};

/** `npm run <script> -- <argv>` in this process, with `env` as its whole environment. */
export async function runInProcess(script: string, argv: readonly string[], env: Record<string, string | undefined>): Promise<InProcessResult> {
  const run = ENTRY_POINTS[script];
  if (run === undefined) throw new Error(`no entry point for the script ${script}`);
  let stdout = '';
  let stderr = '';
  const standIn = processStandIn();
  const code = await run(argv, { env, out: (text) => (stdout += text), err: (text) => (stderr += text), process: standIn });
  return { code, stdout, stderr, signalsWatched: standIn.watched };
}

/**
 * `npm run pipeline -- <args>` in this process over the data folder `dataDir`, silent, with the
 * operator and the clock the review and correction tests fix.
 */
export async function pipelineIn(dataDir: string, args: readonly string[], options: { now?: Date; operator?: string } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const env = { LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(options.operator ? { CORRECTIONS_OPERATOR: options.operator } : {}) };
  const code = await runPipelineCli(args, { env, out: (text) => (stdout += text), err: (text) => (stderr += text), ...(options.now ? { now: () => options.now! } : {}) });
  return { code, stdout, stderr };
}
