import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { AppError } from '../kernel/errors/app-error.ts';
import { CounterOwner } from '../api/cluster/counter-owner.ts';
import { MetricsOwner } from '../api/cluster/metrics-owner.ts';
import { isMessage } from '../api/cluster/ipc-channel.ts';
import { WORKER_ENV, type WorkerListening, type WorkerStartFailed, type WorkerStop } from './api-worker-messages.ts';

export interface ApiClusterOptions {
  /** API_WORKERS, at least 2 (1 is the process alone, cli/serve.ts). */
  workers: number;
  /** The workers' environment: the settings they read (the demo's overrides included). */
  env: NodeJS.ProcessEnv;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** A socket handed to this process (LISTEN_FDS): the workers listen on it through the primary. */
  socket?: { fd: number };
  /** SHUTDOWN_GRACE_SECONDS: how long a worker may drain before it is killed. */
  shutdownGraceSeconds: number;
  /** QUOTA_COUNTER_KEYS: the bound of each quota counter the primary holds for the workers. */
  counterKeys: number;
}

export interface StartedApiCluster {
  url: string;
  /** The workers' process ids now (tests, logs). */
  pids(): number[];
  /** Stops every worker (each drains its in-flight requests), then the primary's owners. */
  close(): Promise<void>;
}

/** A worker could not start: its own error (code and French message) as it reported it. */
export class ApiWorkerStartError extends AppError {}

/** After this many starts that failed in a row, a crashed worker's slot waits this long before the next. */
const RESTART_BACKOFF_MS = [0, 100, 1_000, 5_000];

/**
 * The API on every core (API_WORKERS): this process is node:cluster's primary and serves no
 * request; it forks the workers (cli/api-worker.ts), which share the listening socket (the
 * primary accepts and hands connections round-robin), owns what must be one for all of them
 * (the quota counters without REDIS_URL, the sum of /metrics), starts a worker again when one
 * dies, and stops them all on close. Resolves once every worker listens; rejects with the first
 * worker's start error (after stopping the others) when one cannot start.
 */
export async function startApiCluster(options: ApiClusterOptions): Promise<StartedApiCluster> {
  const { logger } = options;
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./api-worker.ts', import.meta.url)), execArgv: process.execArgv });
  const counters = new CounterOwner(Date.now, options.counterKeys);
  const metrics = new MetricsOwner();
  const slots = new Map<number, Worker>();
  const failuresInARow = new Map<number, number>();
  let stopping = false;
  // Until every worker listened, a death is the start's failure, not a crash to recover from.
  let up = false;

  const fork = (index: number): Promise<WorkerListening> => {
    const worker = cluster.fork({
      ...options.env,
      [WORKER_ENV.index]: String(index),
      ...(options.socket ? { [WORKER_ENV.socketFd]: String(options.socket.fd) } : {}),
    });
    slots.set(index, worker);
    const unserve = counters.serve(worker);
    const unmeasure = metrics.add(worker);
    let listening = false;
    const started = new Promise<WorkerListening>((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (isMessage<WorkerListening>(message, 'annonces:listening')) {
          listening = true;
          failuresInARow.set(index, 0);
          resolve(message);
        } else if (isMessage<WorkerStartFailed>(message, 'annonces:start-failed')) reject(startError(message));
      });
      worker.once('exit', (code, signal) => {
        unserve();
        unmeasure();
        if (!listening) reject(new ApiWorkerStartError('api_worker_start_failed', `un processus de l’API s’est arrêté avant d’écouter (code ${code}, signal ${signal ?? 'aucun'})`));
        if (!up || stopping || slots.get(index) !== worker) return;
        slots.delete(index);
        // A worker that dies loses only the requests it was answering: the others keep serving,
        // the socket stays open in the primary, and a new worker takes the dead one's share.
        const failures = listening ? 0 : (failuresInARow.get(index) ?? 0) + 1;
        failuresInARow.set(index, failures);
        const delay = RESTART_BACKOFF_MS[Math.min(failures, RESTART_BACKOFF_MS.length - 1)]!;
        logger.error({ worker: index, pid: worker.process.pid, code, signal, restartInMs: delay }, 'API worker exited; starting another');
        setTimeout(() => {
          if (stopping) return;
          fork(index).then(
            (ready) => logger.info({ worker: index, url: ready.url }, 'API worker started again'),
            (error: unknown) => logger.error({ err: error, worker: index }, 'API worker could not start again'),
          );
        }, delay);
      });
    });
    return started;
  };

  const stopAll = async () => {
    stopping = true;
    const workers = [...slots.values()].filter((w) => !w.isDead());
    await Promise.all(workers.map((worker) => stopWorker(worker, options.shutdownGraceSeconds)));
  };

  let url: string;
  try {
    // The first worker alone, then the others together: the first creates and migrates the
    // webhook database (SQLite refuses a second process while it switches to WAL: "database
    // is locked") and claims its cache slot before anyone else opens them.
    const first = await fork(0);
    await Promise.all(Array.from({ length: options.workers - 1 }, (_, index) => fork(index + 1)));
    url = first.url;
    up = true;
  } catch (error) {
    await stopAll();
    throw error;
  }
  logger.info({ url, workers: options.workers }, 'API listening');
  return {
    url,
    pids: () => [...slots.values()].map((w) => w.process.pid!),
    close: stopAll,
  };
}

/**
 * Asks one worker to drain and exit; kills it past the grace period (plus a margin to close its stores).
 * @internal Exported for its test (a worker whose channel closed before it exited).
 */
export function stopWorker(worker: Worker, graceSeconds: number): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), graceSeconds * 1000 + 5_000);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // A worker that failed its start may be closing its channel as we ask: without a callback the
    // send's failure is an 'error' event nobody listens to, which would crash this process (exit 1)
    // instead of letting it report the worker's start error (exit 2).
    const stopByKill = () => worker.process.kill('SIGTERM');
    try {
      worker.send({ type: 'annonces:stop' } satisfies WorkerStop, undefined, undefined, (error: Error | null) => {
        if (error) stopByKill();
      });
    } catch {
      stopByKill();
    }
  });
}

/** The worker's start error as an error of this process: the listen's errno kept, so the caller names PORT or LISTEN_FDS. */
function startError(failure: WorkerStartFailed): Error {
  if (failure.errno !== null) {
    // A worker's listen is the primary's bind and listen (node:cluster shares one handle): to
    // the command, a failed bind of a handed socket is its listen failing.
    const syscall = failure.syscall === 'bind' ? 'listen' : (failure.syscall ?? undefined);
    return Object.assign(new Error(failure.message), { code: failure.errno, syscall });
  }
  return new ApiWorkerStartError(failure.code ?? 'api_worker_start_failed', failure.message);
}
