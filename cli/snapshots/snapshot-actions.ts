import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { openConfiguredStore } from './configured-store.ts';
import { EXIT, frenchError } from '../command-line.ts';
import { migrationCrashSeam } from '../crash-points.ts';
import { diffSnapshotsWithValues, type UpdatedValues } from '../../publish/snapshot/diff-snapshots.ts';
import { exportIntoFolder } from '../../publish/snapshot/export-folder.ts';
import { exportSnapshot, type ExportFormat } from '../../publish/snapshot/export-snapshot.ts';
import { gc } from '../../publish/snapshot/gc.ts';
import { migrateStore } from '../../publish/snapshot/migrate-format-one.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { readCurrent } from '../../publish/snapshot/pointer.ts';
import { rollback } from '../../publish/snapshot/rollback.ts';
import { snapshotSettings } from '../../publish/snapshot/settings.ts';
import { SnapshotError } from '../../publish/snapshot/snapshot-error.ts';
import { readRawDocument } from '../../publish/snapshot/raw-archive.ts';
import { SHA256_PATTERN } from '../../publish/snapshot/snapshot-layout.ts';
import type { SnapshotChanges } from '../../publish/snapshot/snapshot-types.ts';
import { verifySnapshot } from '../../publish/snapshot/verify-snapshot.ts';
import type { ObjectStore } from '../../publish/store/object-store.ts';

import type { CliIo } from './snapshot-cli-io.ts';

/**
 * What each snapshot command does: loaded by snapshot-commands.ts only once a command runs, so
 * `--help` and a refused argument never load the publish modules nor the S3 client.
 */

export async function rollbackCommand(io: CliIo, id: string, reason: string | undefined): Promise<number> {
  const event = await rollback(openConfiguredStore(io).store, id, reason === undefined ? {} : { reason });
  io.out(`servi : ${event.from ?? '(aucun)'} -> ${event.to} (inscrit au journal d’audit)\n`);
  return 0;
}

export async function exportCommand(io: CliIo, idOrCurrent: string, options: { format: ExportFormat; out?: string }): Promise<number> {
  const { config, store } = openConfiguredStore(io);
  // Resolved once: `current` may move while the export runs, and the folder is named after it.
  let resolved: string | undefined;
  const snapshotId = async () => (resolved ??= await resolveId(store, idOrCurrent));
  const out = options.out ?? path.join(config.dataDir, 'exports', await snapshotId());
  // Both: HOME is what the user set, homedir() what the system says (they can differ).
  const guard = { cwd: io.cwd ?? process.cwd(), homes: [io.env.HOME ?? '', homedir()] };
  try {
    const { dir, result, leftover } = await exportIntoFolder(out, guard, async (partial) => exportSnapshot(store, await snapshotId(), options.format, partial));
    io.out(`${result.snapshotId} : ${result.announcements} annonces -> ${path.join(dir, path.basename(result.files.annonces))}\n`);
    io.out(`${result.snapshotId} : ${result.companies} entreprises -> ${path.join(dir, path.basename(result.files.entreprises))}\n`);
    if (leftover !== null) io.err(`l’export précédent est resté dans ${leftover} : des fichiers y ont été ajoutés pendant l’export\n`);
    return 0;
  } catch (error) {
    // A refusal is a usage error: the command, not the data, is wrong.
    if (!SnapshotError.is(error) || error.code !== 'snapshot_export_refused') throw error;
    io.err(`${frenchError(error)}\n`);
    return EXIT.usage;
  }
}

export async function gcCommand(io: CliIo, options: { keep?: number; dryRun?: boolean }): Promise<number> {
  const { config, store } = openConfiguredStore(io);
  const settings = snapshotSettings(config.settings);
  const dryRun = options.dryRun ?? false;
  const result = await gc(store, {
    keep: options.keep ?? settings.keep,
    graceSeconds: settings.gcGraceSeconds,
    leaseTtlSeconds: settings.leaseTtlSeconds,
    dryRun,
    // The logger (pino and its transports) loads with the one command that logs.
    logger: (await import('../../platform/logger.ts')).createLogger({ level: config.logLevel, name: 'snapshots' }),
  });
  const verb = dryRun ? 'seraient supprimés' : 'supprimés';
  io.out(`gardés : ${result.kept.length} instantané(s) : ${result.kept.join(', ') || '(aucun)'}\n`);
  io.out(`${verb} : ${result.deletedSnapshots.length} instantané(s)${result.deletedSnapshots.length ? ` : ${result.deletedSnapshots.join(', ')}` : ''}\n`);
  if (result.sweepSkipped) io.out(`balayage des objets non fait : ${frenchSweepSkipped(result.sweepSkipped)}\n`);
  else io.out(`${verb} : ${result.deletedObjects} objet(s), ${result.deletedBytes} octets ; épargnés : ${result.sparedRecent} objet(s) récent(s) non référencé(s)\n`);
  const exports = result.exports;
  io.out(
    `fichiers d’export ${verb} : ${exports.deletedIndexes.length} index d’instantané, ${exports.deletedFiles} fichier(s), ${exports.deletedBytes} octets ; épargnés : ${exports.sparedRecent} récent(s)\n`,
  );
  return 0;
}

export async function migrateCommand(io: CliIo): Promise<number> {
  const { store } = openConfiguredStore(io);
  const result = await migrateStore(store, { testing: migrationCrashSeam(io.env) });
  if (result.migrated.length === 0 && result.alreadyFormatTwo.length === 0) {
    io.out(`rien à migrer : aucun instantané dans ${store.url}\n`);
    return 0;
  }
  for (const m of result.migrated) io.out(`${m.id} : format 1 -> format 2, manifeste ${m.fromManifestSha256} -> ${m.toManifestSha256}\n`);
  if (result.pointerUpdated) io.out('current : empreinte du manifeste servi mise à jour (même instantané)\n');
  io.out(
    result.migrated.length === 0 && !result.pointerUpdated
      ? `rien à migrer : ${result.alreadyFormatTwo.length} instantané(s), tous au format 2\n`
      : `migrés : ${result.migrated.length} instantané(s) (inscrits au journal d’audit) ; déjà au format 2 : ${result.alreadyFormatTwo.length}\n`,
  );
  return 0;
}

/** gc's reason for not sweeping, worded in English by publish/ for its logs, in French. */
function frenchSweepSkipped(reason: string): string {
  const live = /^publish in progress \((.*)\)$/.exec(reason);
  return live ? `publication en cours (${live[1]!.replace(/ since /g, ' depuis ')}) ; relancez gc quand elle aura fini` : reason;
}

async function resolveId(store: ObjectStore, idOrCurrent: string): Promise<string> {
  return idOrCurrent === 'current' ? (await openSnapshot(store, 'current')).id : idOrCurrent;
}

export async function show(store: ObjectStore, idOrCurrent: string, io: CliIo): Promise<number> {
  const snapshot = await openSnapshot(store, idOrCurrent);
  const pointer = await readCurrent(store);
  io.out(`${JSON.stringify({ ...snapshot.manifest, manifestSha256: snapshot.manifestSha256, current: pointer?.snapshot === snapshot.id }, null, 2)}\n`);
  return 0;
}

export async function verify(store: ObjectStore, idOrCurrent: string, io: CliIo): Promise<number> {
  const result = await verifySnapshot(store, await resolveId(store, idOrCurrent));
  if (result.ok) {
    io.out(`${result.id} : OK, ${result.objectsChecked} objets vérifiés\n`);
    return 0;
  }
  io.out(`${result.id} : ÉCHEC, ${result.bad.length} chemin(s) altéré(s) sur ${result.objectsChecked} objets\n`);
  for (const bad of result.bad) io.out(`  ${bad.path} : attendu ${bad.expected}, trouvé ${bad.actual}\n`);
  return 1;
}

export async function diff(store: ObjectStore, a: string, b: string, json: boolean, io: CliIo): Promise<number> {
  const changes = await diffSnapshotsWithValues(store, await resolveId(store, a), await resolveId(store, b));
  io.out(json ? `${JSON.stringify(changes, null, 2)}\n` : formatChanges(changes));
  return 0;
}

/** A value as the diff prints it: strings quoted, absent said so, the rest as JSON. */
function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '(absent)';
  return typeof value === 'string' ? `« ${value} »` : JSON.stringify(value);
}

export function formatChanges(changes: SnapshotChanges & { updatedValues?: UpdatedValues[] }): string {
  const values = new Map((changes.updatedValues ?? []).map((u) => [u.id, u.fields]));
  const updatedLines = (id: string) => [
    `  ~ ${id}`,
    ...Object.entries(values.get(id) ?? {}).map(([field, { before, after }]) => `      ${field} : ${shownValue(before)} -> ${shownValue(after)}`),
  ];
  const lines = [
    `écarts ${changes.from ?? '(vide)'} -> ${changes.to}`,
    `annonces ajoutées : ${changes.added.length}`,
    ...changes.added.map((i) => `  + ${i.id}  ${i.date}  ${i.ridet}  ${i.type}  ${i.denomination}`),
    `annonces retirées : ${changes.removed.length}`,
    ...changes.removed.map((id) => `  - ${id}`),
    `annonces modifiées : ${changes.updated.length}`,
    ...changes.updated.flatMap(updatedLines),
    `entreprises changées : ${changes.companiesChanged.length}`,
    ...changes.companiesChanged.map((ridet) => `  ~ ${ridet}`),
  ];
  return `${lines.join('\n')}\n`;
}

export async function raw(store: ObjectStore, hash: string, out: string | undefined, io: CliIo): Promise<number> {
  if (!SHA256_PATTERN.test(hash)) {
    io.err(`raw : attendu un sha256 (64 chiffres hexadécimaux en minuscules), reçu ${JSON.stringify(hash)}\n`);
    return 2;
  }
  const body = await readRawDocument(store, hash);
  if (body === null) {
    // An unknown hash is the command line's mistake, like an unknown snapshot id: exit 2.
    io.err(`raw : aucun document archivé ${hash} dans ${store.url}\n`);
    return 2;
  }
  if (out === undefined) io.outBytes(body);
  else {
    await writeFile(out, body);
    io.out(`${hash} : ${body.length} octets -> ${path.resolve(out)}\n`);
  }
  return 0;
}
