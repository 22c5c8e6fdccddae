/** What an API worker tells the primary (cli/api-cluster.ts) about its start, and what the primary asks of it. */
export interface WorkerListening {
  type: 'annonces:listening';
  url: string;
}

/** The worker could not start: its error as the command would print it, and the listen's errno when that is what failed. */
export interface WorkerStartFailed {
  type: 'annonces:start-failed';
  /** Our error's stable code, null for another error. */
  code: string | null;
  /** French, as frenchErrorMessage renders it. */
  message: string;
  /** The system's code and call when the listen failed (EADDRINUSE, listen), for the primary to name the setting. */
  errno: string | null;
  syscall: string | null;
}

/** Drain in-flight requests (SHUTDOWN_GRACE_SECONDS), close, exit 0. */
export interface WorkerStop {
  type: 'annonces:stop';
}

/** Environment variables the primary sets for its workers (never set by hand). */
export const WORKER_ENV = {
  /** 0..API_WORKERS-1, kept by a worker started again after a crash. */
  index: 'ANNONCES_API_WORKER',
  /** The descriptor handed to the primary (LISTEN_FDS), which the workers listen on through it. */
  socketFd: 'ANNONCES_API_WORKER_FD',
} as const;
