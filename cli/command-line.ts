import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { AppError, errorMessage } from '../kernel/errors/app-error.js';

/** Where a command writes: the process's streams, or a test's buffers. */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Exit codes shared by every command line of the project. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * A commander program that never exits the process itself (tests run it in-process) and
 * writes through `output`. Subcommands inherit these settings, so create them from this one.
 */
export function createProgram(name: string, description: string, output: CommandOutput): Command {
  return new Command(name)
    .description(description)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.out(text),
      writeErr: (text) => output.err(text),
      outputError: (text, write) => write(commanderMessage(text)),
    })
    .showHelpAfterError();
}

// commander quotes names with single quotes; our messages quote with double quotes.
function commanderMessage(text: string): string {
  return text.replace(/'([^']*)'/g, '"$1"');
}

export interface RunProgramOptions {
  output: CommandOutput;
  /** Exit code for an error thrown by a command (usage errors always exit 2). */
  failureExitCode: number;
  /** How a thrown error is printed; `[code]` comes from AppError. */
  formatError: (error: unknown) => string;
}

/**
 * Parses `argv` and runs the chosen command, whose action sets the exit code through the
 * `exit` holder it received. Unknown commands and options, missing or extra arguments: exit 2
 * with the usage. `--help` anywhere: exit 0. No command at all: the usage and exit 2.
 */
export async function runProgram(program: Command, argv: readonly string[], exit: ExitCode, options: RunProgramOptions): Promise<number> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exit.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok;
      return EXIT.usage;
    }
    options.output.err(`${options.formatError(error)}\n`);
    return options.failureExitCode;
  }
}

/** Set by a command's action; read by runProgram once the action has finished. */
export class ExitCode {
  code: number = EXIT.ok;
}

/** `Erreur [code] : message`, the French form used by the pipeline and keys commands. */
export function frenchError(error: unknown): string {
  return `Erreur${AppError.is(error) ? ` [${error.code}]` : ''} : ${errorMessage(error)}`;
}

/**
 * `--sources jonc,lnc`: a non-empty list of ids. `--sources=` or `--sources ,` are refused
 * rather than read as "every source".
 */
export function sourceList(value: string): string[] {
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) throw new InvalidArgumentError('attendu une liste de sources séparées par des virgules, par exemple jonc,lnc');
  return ids;
}

/** A positive integer option (`--keep 5`). */
export function positiveInteger(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError(`expects an integer >= 1, got ${JSON.stringify(value)}`);
  return Number(value);
}
