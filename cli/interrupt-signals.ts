/** The signals an operator (Ctrl-C) or a service manager (systemctl stop) sends to stop a command. */
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** What is listened to: the process, or a test's emitter. */
export interface SignalTarget {
  on(event: StopSignal, listener: () => void): unknown;
  off(event: StopSignal, listener: () => void): unknown;
}

/** The shell's convention: 128 + the signal's number. */
export const SIGNAL_EXIT_CODES: Readonly<Record<StopSignal, number>> = { SIGINT: 130, SIGTERM: 143 };

export interface Interruption {
  /** Aborted by the first signal: the run stops at the next document boundary. */
  readonly signal: AbortSignal;
  /** The first signal received, null while none. */
  readonly received: StopSignal | null;
  /** The exit code the interrupted command ends with (SIGNAL_EXIT_CODES), null while no signal came. */
  readonly exitCode: number | null;
  /** Gives the signals back to the process's own handling. */
  dispose(): void;
}

/**
 * Listens for SIGINT and SIGTERM while a long command runs (`pipeline run`, `reparse`). The first
 * aborts its signal, so the run finishes the document it is loading, keeps what it loaded,
 * releases its lock and exits with 130 or 143; a second exits at once with the same code (what
 * a run killed then leaves is recovered by the next one, as after a crash). Listening replaces
 * Node's default, which would end the process at the first signal.
 *
 * @example
 * const interruption = interruptOnSignals({ err: io.err });
 * try { await runPipeline({ ...options, signal: interruption.signal }); } finally { interruption.dispose(); }
 */
export function interruptOnSignals(options: {
  err: (text: string) => void;
  target?: SignalTarget;
  exitNow?: (code: number) => void;
}): Interruption {
  const target = options.target ?? process;
  const exitNow = options.exitNow ?? ((code: number) => process.exit(code));
  const controller = new AbortController();
  let received: StopSignal | null = null;
  const listeners = new Map<StopSignal, () => void>();
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    const listener = () => {
      if (received !== null) {
        options.err(`Second signal (${name}) : arrêt immédiat. La prochaine exécution reprend ce que celle-ci a laissé.\n`);
        exitNow(SIGNAL_EXIT_CODES[received]);
        return;
      }
      received = name;
      options.err(`Signal ${name} reçu : arrêt après le document en cours ; ce qui est chargé est gardé. Un second signal arrête tout de suite.\n`);
      controller.abort(new Error(`stopped by ${name}`));
    };
    listeners.set(name, listener);
    target.on(name, listener);
  }
  return {
    signal: controller.signal,
    get received() {
      return received;
    },
    get exitCode() {
      return received === null ? null : SIGNAL_EXIT_CODES[received];
    },
    dispose() {
      for (const [name, listener] of listeners) target.off(name, listener);
    },
  };
}
