import fs from 'node:fs';
import path from 'node:path';
import { tryLockFile, type LockHolder } from '../../platform/file-lock.js';
import { AppError } from '../../kernel/errors/app-error.js';

export class RunLockedError extends AppError<'run_locked'> {
  constructor(readonly holder: LockHolder | null) {
    super('run_locked', holder
        ? `Une exécution est déjà en cours (pid ${holder.pid} sur ${holder.host}, depuis ${holder.since}).`
        : 'Une exécution est en train de démarrer (verrou en cours d’écriture).',
    );
  }
}

/**
 * The exclusive lock on pipeline runs (`<dataDir>/pipeline.lock`). It survives a crash: a
 * lock whose holder process is gone is stale and taken over, so a killed run never blocks the
 * next night's.
 */
export function acquireRunLock(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'pipeline.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  let attempt = tryLockFile(file);
  // A stale lock is removed by a failed attempt: the second one takes it.
  if (!attempt.acquired) attempt = tryLockFile(file);
  if (!attempt.acquired) throw new RunLockedError(attempt.holder);
  return attempt;
}
