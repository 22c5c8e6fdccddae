import { appendAudit, writeCurrent } from '../pointer.ts';
import type { PublishContext } from './publish-context.ts';

/**
 * Step 6, pointer and audit: `current` names the new snapshot, in one PUT (the moment it is
 * served), then the audit log records the move. A crash between the two leaves the snapshot
 * served and only its audit event missing.
 */
export async function movePointer(ctx: PublishContext, to: { id: string; manifestSha256: string }, audit: { actor: string; overRollback: boolean }): Promise<void> {
  await writeCurrent(ctx.store, to.id, to.manifestSha256, ctx.now);
  ctx.crashAt('after-current');
  await appendAudit(ctx.store, {
    at: ctx.now.toISOString(),
    action: 'publish',
    from: ctx.parent?.pointer.snapshot ?? null,
    to: to.id,
    manifestSha256: to.manifestSha256,
    actor: audit.actor,
    ...(audit.overRollback ? { overRollback: true as const } : {}),
  });
}
