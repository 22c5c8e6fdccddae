import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../kernel/errors/app-error.ts';

/**
 * The disk holding the data folder or the warehouse is (nearly) full. A run stops cleanly on
 * it, before DuckDB itself runs out of room: DuckDB can fail a commit on a full disk with
 * misleading errors, or abort the process, instead of saying "no space left on device".
 */
export class DiskFullError extends AppError<'disk_full'> {
  readonly where: string;
  constructor(where: string, message: string, options?: { cause?: unknown }) {
    super('disk_full', message, options);
    this.where = where;
  }
}

function mebibytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} Mio`;
}

/** Free bytes for an unprivileged writer on the filesystem holding `target` (or its nearest existing parent). */
export function freeBytes(target: string): number {
  let dir = path.resolve(target);
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Throws DiskFullError when any of `places` has less than `minBytes` free. Cheap (one statfs
 * per place): called before a run starts and before each document is loaded.
 */
export function checkFreeSpace(places: readonly string[], minBytes: number): void {
  for (const place of places) {
    const free = freeBytes(place);
    if (free < minBytes) {
      throw new DiskFullError(
        place,
        `Espace disque insuffisant pour ${place} : ${mebibytes(free)} libres, il en faut au moins ${mebibytes(minBytes)} (MIN_FREE_DISK_MB). Libérez de la place puis relancez : rien n’est perdu, l’exécution reprendra là où elle s’est arrêtée.`,
      );
    }
  }
}

/**
 * The same failure seen from below: ENOSPC from Node, or DuckDB's "No space left on device",
 * anywhere in an error's cause chain. Returns a DiskFullError to throw instead, or null.
 */
export function asDiskFull(error: unknown, where: string): DiskFullError | null {
  if (error instanceof DiskFullError) return error;
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth += 1) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOSPC' || /no space left on device/i.test(cause.message)) {
      return new DiskFullError(where, `Disque plein (${where}) : ${withoutEngineWrappers(cause.message)}. Libérez de la place puis relancez : rien n’est perdu.`, { cause: error });
    }
  }
  return null;
}

/**
 * DuckDB wraps the system's error in its own classes ("TransactionContext Error: Failed to
 * commit: Could not write file …: No space left on device"); which wrapper depends on the write
 * that hit the full disk. The user is told the file and the cause, not DuckDB's internals.
 */
function withoutEngineWrappers(message: string): string {
  return message.replace(/^(?:[A-Za-z]+ Error: )+(?:Failed to commit: )?/, '');
}
