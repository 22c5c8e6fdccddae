import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { holdConsecutivePorts } from '../helpers/held-ports.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const SCRIPTS = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall time until exit. */
  ms: number;
}

/**
 * `npm start -- <args>` or `npm run <script> -- <args>` as npm runs it (the package.json script
 * under sh, node_modules/.bin first on PATH), without npm's own second of start-up. Killed, and
 * the test failed, past `timeoutMs`: a command that should have refused to start but started.
 */
export async function runScript(
  script: string,
  args: readonly string[],
  options: { env?: Record<string, string>; timeoutMs?: number; /** Closes the reading end of stdout once this many bytes came, as `| head -c` would. */ closeStdoutAfter?: number } = {},
): Promise<CliResult> {
  const command = SCRIPTS[script];
  if (command === undefined) throw new Error(`no script ${script} in package.json`);
  const started = Date.now();
  const child = spawn('sh', ['-c', `${command} "$@"`, 'sh', ...args], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (options.closeStdoutAfter !== undefined && stdout.length >= options.closeStdoutAfter) child.stdout.destroy();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const timer = setTimeout(() => {
    // The whole group: sh and node.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
  clearTimeout(timer);
  const ms = Date.now() - started;
  if (ms >= timeoutMs) throw new Error(`${script} ${args.join(' ')} still running after ${timeoutMs} ms; stdout:\n${stdout}\nstderr:\n${stderr}`);
  return { code, stdout, stderr, ms };
}

/**
 * A port of 127.0.0.1 free right now with its next two (the demo's PORT, PORT+1 and PORT+2),
 * for a demo started in another process: the first comes from the kernel, all three were held
 * until now. The demo refuses with port_in_use, before any work, if one was taken since.
 */
export async function freePortTriple(): Promise<number> {
  const held = await holdConsecutivePorts(3);
  await held.releaseAll();
  return held.base;
}
