import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { PortTakenError, startOnFreePort } from '../../helpers/free-port.ts';
import { unfakedEnv } from '../../helpers/unfaked-env.ts';

/** Why the Redis tests cannot run here, or null when they can. Under CI they must run. */
export function redisUnavailableReason(): string | null {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8', env: unfakedEnv() });
  if (probe.status === 0) return null;
  const reason = 'redis-server is not installed (apt-get install redis-server)';
  if (process.env.CI) throw new Error(`${reason}: required under CI`);
  // Said out loud, not only in a skipped suite's title: a skipped test proves nothing.
  console.warn(`[tests] Redis tests SKIPPED: ${reason}; .ci/run installs it`);
  return reason;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop), for outage tests. */
  restart(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, commands get no answer. */
  pause(): void;
  /** Thaws it (SIGCONT). */
  resume(): void;
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: unfakedEnv(),
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => {
      const message = `redis-server exited with ${code}: ${output}`;
      reject(output.includes('Address already in use') ? new PortTakenError(message) : new Error(message));
    });
  });
  return child;
}

/** A throwaway redis-server on a free 127.0.0.1 port (another one if that was taken first), without persistence. */
export async function startRedisServer(): Promise<RedisServer> {
  const { port, started } = await startOnFreePort(async (port) => ({ port, started: await launch(port) }));
  let child: ChildProcess | null = started;
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    async restart() {
      await stop();
      child = await launch(port);
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
  };
}
