import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../platform/config.ts';
import { EXIT, type CommandOutput } from './command-line.ts';

/** What the demo sends its `--background` parent once its API answers. */
export const DEMO_READY = 'annonces-nc:demo-ready';
export interface DemoReadyMessage {
  kind: typeof DEMO_READY;
  /** The addresses, key and commands the demo prints, for the parent to print in its place. */
  summary: string;
}

/**
 * `npm start -- --background`: the demo in a detached process whose output goes to
 * `<DATA_DIR>/demo/demo.log`; resolves once it is ready (exit 0: the API answers, the key and
 * the subscription file are written), or when it stops first (its exit code; the end of its log
 * printed). So a script, or a reader pasting README lines, goes on only when the demo answers
 * (the next line would otherwise meet "Failed to connect"). The demo writes its pid to
 * `<DATA_DIR>/demo/demo.pid` and removes it when it stops.
 */
export async function startInBackground(options: { config: Config; argv: readonly string[]; output: CommandOutput; beforeStart?: () => Promise<void> }): Promise<number> {
  const { output } = options;
  const folder = path.join(options.config.dataDir, 'demo');
  fs.mkdirSync(folder, { recursive: true });
  const pidFile = path.join(folder, 'demo.pid');
  const already = livePid(pidFile);
  if (already !== null) {
    output.err(`Une démo tourne déjà en arrière-plan sur ${options.config.dataDir} (pid ${already}) ; arrêt : kill ${already}\n`);
    return EXIT.usage;
  }
  // A check that can refuse the start without the demo's process (it throws the refusal).
  await options.beforeStart?.();
  const logFile = path.join(folder, 'demo.log');
  // The demo prints its API key: the log is readable by its owner only, like the key's file.
  const log = fs.openSync(logFile, 'w', 0o600);
  fs.fchmodSync(log, 0o600);
  // The same entry point with the same node flags (execArgv: the version check), without --background.
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...options.argv], {
    detached: true,
    stdio: ['ignore', log, log, 'ipc'],
    env: process.env,
  });
  fs.closeSync(log);
  // Ctrl-C while waiting stops the demo too: detached, it would otherwise go on alone.
  const interrupt = () => void child.kill('SIGTERM');
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const outcome = await new Promise<{ ready: string } | { stopped: string; code: number }>((resolve) => {
    child.on('message', (message: unknown) => {
      if (isReady(message)) resolve({ ready: message.summary });
    });
    child.once('exit', (code, signal) => resolve({ stopped: code === null ? `signal ${signal}` : `code ${code}`, code: code === EXIT.usage ? EXIT.usage : EXIT.failed }));
    child.once('error', (error) => resolve({ stopped: error.message, code: EXIT.failed }));
  });
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  if ('ready' in outcome) {
    output.out(outcome.ready);
    output.out(`La démo tourne en arrière-plan (pid ${child.pid}) ; journal : ${logFile}\nArrêt : kill ${child.pid} (ou kill $(cat ${pidFile}))\n`);
    if (child.connected) child.disconnect();
    child.unref();
    return EXIT.ok;
  }
  output.err(`La démo s’est arrêtée avant d’être prête (${outcome.stopped}) ; fin de son journal ${logFile} :\n${tail(logFile, 15)}`);
  return outcome.code;
}

function isReady(message: unknown): message is DemoReadyMessage {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === DEMO_READY;
}

/** The pid in the file when that process still runs; a file left by a killed demo reads as none. */
function livePid(pidFile: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function tail(file: string, lines: number): string {
  const text = fs.readFileSync(file, 'utf8').trimEnd();
  return text === '' ? '(journal vide)\n' : `${text.split('\n').slice(-lines).join('\n')}\n`;
}
