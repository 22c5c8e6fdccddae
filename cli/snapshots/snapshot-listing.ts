import { listSnapshots } from '../../publish/snapshot/list-snapshots.ts';
import { readAudit, type AuditEvent } from '../../publish/snapshot/pointer.ts';
import type { ObjectStore } from '../../publish/store/object-store.ts';
import type { CliIo } from './snapshot-cli-io.ts';

// `snapshots list` and `snapshots journal`, apart from snapshot-actions.ts: reading the store's
// listing and audit log needs none of what verify, diff, export or gc load.

export async function list(store: ObjectStore, json: boolean, io: CliIo): Promise<number> {
  const snapshots = await listSnapshots(store);
  if (json) {
    io.out(`${JSON.stringify(snapshots, null, 2)}\n`);
    return 0;
  }
  if (snapshots.length === 0) {
    io.out(`aucun instantané dans ${store.url}\n`);
    return 0;
  }
  io.out(`  ${'id'.padEnd(21)} ${'annonces'.padStart(13)} ${'entreprises'.padStart(11)} ${'ajouts'.padStart(6)} ${'retraits'.padStart(8)} ${'modifiées'.padStart(9)} ${'écrit'.padStart(18)}  exécutions\n`);
  for (const s of snapshots) {
    const written = `${s.objectsWritten} obj/${s.bytesWritten} B`;
    io.out(
      `${s.current ? '*' : ' '} ${s.id.padEnd(21)} ${String(s.counts.announcements).padStart(13)} ${String(s.counts.companies).padStart(9)} ${`+${s.added}`.padStart(6)} ${`-${s.removed}`.padStart(7)} ${`~${s.updated}`.padStart(9)} ${written.padStart(18)}  ${s.runIds.join(',')}\n`,
    );
  }
  return 0;
}

const AUDIT_ACTIONS: Record<AuditEvent['action'], string> = { publish: 'publication', rollback: 'retour arrière', migrate: 'migration' };

/**
 * The pointer's audit log, oldest first: who moved `current`, when, from which snapshot to which,
 * and why. `--json` prints the events as the store keeps them (audit/pointer-log/).
 */
export async function journal(store: ObjectStore, json: boolean, io: CliIo): Promise<number> {
  const events = await readAudit(store);
  if (json) {
    io.out(`${JSON.stringify(events, null, 2)}\n`);
    return 0;
  }
  if (events.length === 0) {
    io.out(`journal d’audit vide dans ${store.url}\n`);
    return 0;
  }
  for (const event of events) {
    const details = [
      `par ${event.actor}`,
      event.reason ? `motif : « ${event.reason} »` : null,
      event.overRollback ? 'par-dessus un retour arrière (--force)' : null,
    ].filter(Boolean);
    io.out(`${event.at}  ${AUDIT_ACTIONS[event.action].padEnd(14)}  ${event.from ?? '(aucun)'} -> ${event.to}  ${details.join(' ; ')}\n`);
  }
  return 0;
}
