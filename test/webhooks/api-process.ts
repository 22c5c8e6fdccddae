import type { ChildProcess } from 'node:child_process';
import { spawnOnListeningSocket } from '../helpers/listening-socket.ts';

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Every JSON log line the process wrote so far. */
  logs(): Array<Record<string, unknown>>;
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * `npm run serve` (cli/serve.ts), the real composition root, in its own process, on a listening
 * socket handed to it (systemd's convention, test/helpers/listening-socket.ts): its address is
 * known before it starts, no port is guessed.
 */
export async function startApiProcess(env: Record<string, string>, options: { startTimeoutMs?: number } = {}): Promise<ApiProcess> {
  const { child, url } = await spawnOnListeningSocket(process.execPath, ['cli/serve.ts'], {
    cwd: process.cwd(),
    // One process unless the test asks for workers (API_WORKERS, test/cli/serve-workers.test.ts).
    env: { ...process.env, HOST: '127.0.0.1', REDIS_URL: '', LOG_LEVEL: 'debug', SNAPSHOT_POLL_SECONDS: '1', API_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logs = () =>
    text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const api: ApiProcess = {
    child,
    baseUrl: url,
    logs,
    async waitForLog(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = logs().find(match);
        if (found) return found;
        if (child.exitCode !== null) {
          throw new Error(`API process exited with ${child.exitCode}: ${stderr}\n${text}`);
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
  const listening = await api.waitForLog((l) => l.msg === 'API listening', options.startTimeoutMs);
  // On the handed socket, not on HOST:PORT.
  if (listening.url !== url) throw new Error(`the API listens on ${String(listening.url)}, not on the socket handed to it (${url})`);
  return api;
}
