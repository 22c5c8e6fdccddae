import { pathToFileURL } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, type Option } from 'commander';
import { errorCode } from '../kernel/errors/app-error.ts';
import { QUARANTINE_REASONS, type QuarantineReason } from '../kernel/model/announcement.ts';
import { isCalendarDay } from '../kernel/model/calendar-day.ts';
import type { Env } from '../platform/config.ts';
import { dropOutputOnClosedPipe } from './closed-pipe.ts';
import { frenchErrorMessage } from './french-errors.ts';

/** Where a command writes: the process's streams, or a test's buffers. */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The signals that stop a long-running command, and the exit it then takes: `process`, or a test's stand-in. */
export interface ProcessControl {
  on(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
  /** The IPC channel to a `--background` parent, when there is one (demo). */
  send?: ((message: unknown, callback: () => void) => boolean) | undefined;
  disconnect?: (() => void) | undefined;
}

/**
 * What an entry point's `run…Cli(argv, io)` is given. Its file's top level passes the process's
 * own (`processIo()`); tests call the function in process with buffers, an environment of
 * their own and a stand-in for the signals.
 */
export interface CliProcessIo extends CommandOutput {
  env: Env;
  process: ProcessControl;
}

export function processIo(): CliProcessIo {
  return {
    env: process.env,
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    process,
  };
}

/**
 * Whether the module at `moduleUrl` is the one node was asked to run (not imported by a test).
 * Every command's file asks it before running, so it is also where the process's own output is
 * made safe for a reader that leaves early (`| head`: cli/closed-pipe.ts), once, for every command.
 */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
  if (entry) {
    dropOutputOnClosedPipe(process.stdout);
    dropOutputOnClosedPipe(process.stderr);
  }
  return entry;
}

/** Exit codes shared by every command line of the project. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * The stable codes of errors that say the command was given something wrong (an identifier
 * that names nothing, an unknown plan, an `--out` it cannot or must not write to), not that its
 * work failed: they exit 2, as a usage error does, in every command. A script can then tell
 * "fix the command line" (2) from "the store or the data has a problem" (1).
 */
const BAD_INPUT_CODES: ReadonlySet<string> = new Set([
  'snapshot_not_found',
  'snapshot_export_refused',
  'snapshot_export_unusable',
  'unknown_plan',
  'key_not_found',
]);

export function isBadInput(error: unknown): boolean {
  return BAD_INPUT_CODES.has(errorCode(error, ''));
}

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
      outputError: (text, write) => write(frenchCommanderMessage(text)),
    })
    // User-facing text is French, commander's own included.
    .configureHelp({ styleTitle: (title) => HELP_TITLES[title] ?? title, optionDescription: frenchOptionDescription })
    .helpOption('-h, --help', 'affiche cette aide')
    .helpCommand('help [commande]', 'affiche l’aide d’une commande')
    .showHelpAfterError('(--help pour l’aide)');
}

const HELP_TITLES: Record<string, string> = {
  'Usage:': 'Utilisation :',
  'Options:': 'Options :',
  'Commands:': 'Commandes :',
  'Arguments:': 'Arguments :',
  'Global Options:': 'Options générales :',
};

// commander's messages, in French; names quoted with double quotes as in our own messages.
const COMMANDER_MESSAGES: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^error: unknown command '([^']*)'/, (c) => `erreur : commande inconnue "${c}"`],
  [/^error: unknown option '([^']*)'/, (o) => `erreur : option inconnue "${o}"`],
  [/^error: missing required argument '([^']*)'/, (a) => `erreur : argument requis manquant "${a}"`],
  [/^error: too many arguments for '([^']*)'\. Expected (\d+) arguments? but got (\d+): (.*)\.$/, (c, e, g, x) => `erreur : trop d’arguments pour "${c}" : ${e} attendu(s), ${g} reçu(s) (${x})`],
  [/^error: too many arguments\. Expected (\d+) arguments? but got (\d+): (.*)\.$/, (e, g, x) => `erreur : trop d’arguments : ${e} attendu(s), ${g} reçu(s) (${x})`],
  [/^error: option '([^']*)' argument missing/, (o) => `erreur : l’option "${o}" attend une valeur`],
  [/^error: required option '([^']*)' not specified/, (o) => `erreur : l’option "${o}" est requise`],
  [/^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/, (o, v, c) => `erreur : valeur "${v}" invalide pour "${o}" : valeurs acceptées : ${c}`],
  [/^error: option '([^']*)' argument '([^']*)' is invalid\. (.*)$/, (o, v, why) => `erreur : valeur "${v}" invalide pour "${o}" : ${why}`],
  [/^error: command-argument value '([^']*)' is invalid for argument '([^']*)'\. (.*)$/, (v, a, why) => `erreur : valeur "${v}" invalide pour "${a}" : ${why}`],
  [/^error: option '([^']*)' argument '([^']*)' is invalid\./, (o, v) => `erreur : valeur "${v}" invalide pour "${o}"`],
  [/^\(Did you mean (.*)\?\)$/, (m) => `(Vouliez-vous dire ${m} ?)`],
];

/**
 * commander's option description with its extra information in French, and the mandatory
 * options marked: `--format <format>  format des fichiers (valeurs : parquet, ndjson ; obligatoire)`.
 */
function frenchOptionDescription(option: Option): string {
  const extra: string[] = [];
  if (option.argChoices) extra.push(`valeurs : ${option.argChoices.join(', ')}`);
  // commander's rule (Help.optionDescription): a boolean or negated option's default is for programmers.
  if (option.defaultValue !== undefined && (option.required || option.optional)) {
    extra.push(`par défaut : ${option.defaultValueDescription ?? JSON.stringify(option.defaultValue)}`);
  }
  if (option.mandatory) extra.push('obligatoire');
  return extra.length === 0 ? option.description : `${option.description} (${extra.join(' ; ')})`;
}

function frenchCommanderMessage(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      for (const [pattern, render] of COMMANDER_MESSAGES) {
        const match = pattern.exec(line);
        if (match) return render(...match.slice(1));
      }
      return line.replace(/'([^']*)'/g, '"$1"').replace(/^error: /, 'erreur : ');
    })
    .join('\n');
}

export interface RunProgramOptions {
  output: CommandOutput;
  /** Exit code for an error thrown by a command (usage errors and bad input, `isBadInput`, always exit 2). */
  failureExitCode: number;
  /** Overrides `failureExitCode` for some errors (e.g. 2 for a busy port: the command could not start). */
  failureExitCodeOf?: (error: unknown) => number | null;
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
    return options.failureExitCodeOf?.(error) ?? (isBadInput(error) ? EXIT.usage : options.failureExitCode);
  }
}

/** Set by a command's action; read by runProgram once the action has finished. */
export class ExitCode {
  code: number = EXIT.ok;
}

/**
 * `Erreur [code] : message`, the form every command prints an error in: the code stable, the
 * message in French (cli/french-errors.ts renders ours that are written in English for logs).
 */
export function frenchError(error: unknown): string {
  const { code, message } = frenchErrorMessage(error);
  return `Erreur${code === null ? '' : ` [${code}]`} : ${message}`;
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
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError(`attendu un entier >= 1, reçu ${JSON.stringify(value)}`);
  return Number(value);
}

/** `--reason`: one of the stable quarantine reasons. */
export function quarantineReason(value: string): QuarantineReason {
  if (!(QUARANTINE_REASONS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`motif inconnu ${JSON.stringify(value)} ; motifs : ${QUARANTINE_REASONS.join(', ')}`);
  }
  return value as QuarantineReason;
}

/** `--since`: a calendar date. */
export function calendarDate(value: string): string {
  if (!isCalendarDay(value)) {
    throw new InvalidArgumentError(`date invalide ${JSON.stringify(value)}, attendu AAAA-MM-JJ`);
  }
  return value;
}
