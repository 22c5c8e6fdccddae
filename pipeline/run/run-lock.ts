import path from 'node:path';
import { AppError } from '../../kernel/errors/app-error.ts';
import { tryLock, type LockHolder } from '../../platform/file-lock.ts';

export class RunLockedError extends AppError<'run_locked'> {
  readonly holder: LockHolder | null;
  constructor(holder: LockHolder | null) {
    super(
      'run_locked',
      holder
        ? `Une exécution est déjà en cours (pid ${holder.pid} sur ${holder.host}, depuis ${holder.since}).`
        : 'Une exécution est en cours de démarrage.',
    );
    this.holder = holder;
  }
}

/**
 * The exclusive lock on pipeline runs (`<dataDir>/pipeline.lock`, see platform/file-lock.ts).
 * Released by the kernel when its holder dies, so a killed run never blocks the next night's.
 */
export async function acquireRunLock(dataDir: string): Promise<{ release(): void }> {
  const attempt = await tryLock(path.join(dataDir, 'pipeline.lock'));
  if (!attempt.acquired) throw new RunLockedError(attempt.holder);
  return attempt;
}
