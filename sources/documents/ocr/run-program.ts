import { spawn } from 'node:child_process';
import { OCR_INSTALL_HINT, OcrError } from './ocr-error.ts';

export interface RunOptions {
  timeoutMs: number;
  /** Variables added to the environment the program inherits (e.g. OMP_THREAD_LIMIT). */
  extraEnv?: Readonly<Record<string, string>>;
  /** Largest stdout kept; the programs we run write their results to files, so this is small. */
  maxOutputBytes?: number;
  /** Stops the program (SIGKILL) when it aborts: its result is no longer wanted; rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

/** How the engine runs its programs: `runProgram`, or a test's wrapper that counts the runs. */
export type ProgramRunner = (program: string, args: readonly string[], options: RunOptions) => Promise<RunResult>;

/**
 * Runs one program of the OCR chain to its end, or kills it (SIGKILL: tesseract ignores nothing
 * but may take seconds to notice SIGTERM) when it outlives `timeoutMs`. Never goes through a
 * shell: arguments are passed as they are. Errors are OcrError with a stable code, but for an
 * abort (`signal`), which rejects with the signal's reason once the program has exited.
 */
export function runProgram(program: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const limit = options.maxOutputBytes ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    // The child inherits our environment (PATH, TESSDATA_PREFIX, locale) plus the additions: a
    // hand-over to a program, not a setting read, hence the one process.env outside cli/.
    const env = options.extraEnv ? { ...process.env, ...options.extraEnv } : undefined;
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < limit) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (error.code === 'ENOENT' || error.code === 'EACCES') {
        reject(new OcrError('ocr_indisponible', `Programme introuvable ou non exécutable : ${program}. Installer l’OCR : ${OCR_INSTALL_HINT}.`, { cause: error }));
      } else {
        reject(new OcrError('ocr_echec', `${program} n’a pas pu démarrer : ${error.message}`, { cause: error }));
      }
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) {
        reject(signal.reason as Error);
      } else if (timedOut) {
        reject(new OcrError('ocr_delai_depasse', `${program} a dépassé son délai de ${options.timeoutMs} ms et a été arrêté.`));
      } else if (code === 0) {
        resolve({ stdout, stderr });
      } else {
        const detail = stderr.trim().split('\n').slice(-3).join(' ') || `code ${code ?? exitSignal ?? '?'}`;
        reject(new OcrError('ocr_echec', `${program} a échoué : ${detail}`));
      }
    });
  });
}
