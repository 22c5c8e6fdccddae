import { spawn, type ChildProcess } from 'node:child_process';
import { PortTakenError, startOnFreePort } from '../helpers/free-port.js';

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every JSON log line the process wrote so far. */
  logs(): Array<Record<string, unknown>>;
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `npm run serve` (cli/serve.ts), the real composition root, in its own process, on a free port
 * (another one when that port was taken before it listened: it then exits with port_in_use).
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  return startOnFreePort((port) => launchApiProcess(env, port));
}

async function launchApiProcess(env: Record<string, string>, port: number): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/serve.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), REDIS_URL: '', LOG_LEVEL: 'debug', SNAPSHOT_POLL_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logs = () =>
    text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const api: ApiProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    async waitForLog(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = logs().find(match);
        if (found) return found;
        if (child.exitCode !== null) {
          const message = `API process exited with ${child.exitCode}: ${stderr}\n${text}`;
          throw stderr.includes('[port_in_use]') ? new PortTakenError(message) : new Error(message);
        }
        if (Date.now() > deadline) throw new Error(`log line not seen within ${timeoutMs} ms: ${stderr}\n${text.slice(-4000)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  await api.waitForLog((l) => l.msg === 'API listening');
  return api;
}
