import { createLogger } from '../../platform/logger.js';
import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { Option } from 'commander';
import type { Env } from '../../platform/config.js';
import { loadCliConfig } from '../cli-config.js';
import { createProgram, EXIT, ExitCode, frenchError, positiveInteger, runProgram } from '../command-line.js';
import { migrationCrashSeam } from '../crash-points.js';
import { diffSnapshots } from '../../publish/snapshot/diff-snapshots.js';
import { exportIntoFolder } from '../../publish/snapshot/export-folder.js';
import { exportSnapshot, type ExportFormat } from '../../publish/snapshot/export-snapshot.js';
import { gc } from '../../publish/snapshot/gc.js';
import { listSnapshots } from '../../publish/snapshot/list-snapshots.js';
import { migrateStore } from '../../publish/snapshot/migrate-format-one.js';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.js';
import { readCurrent } from '../../publish/snapshot/pointer.js';
import { rollback } from '../../publish/snapshot/rollback.js';
import { snapshotSettings } from '../../publish/snapshot/settings.js';
import { SnapshotError } from '../../publish/snapshot/snapshot-error.js';
import { readRawDocument } from '../../publish/snapshot/raw-archive.js';
import { SHA256_PATTERN } from '../../publish/snapshot/snapshot-layout.js';
import type { SnapshotChanges } from '../../publish/snapshot/snapshot-types.js';
import { verifySnapshot } from '../../publish/snapshot/verify-snapshot.js';
import type { ObjectStore } from '../../publish/store/object-store.js';
import { openStore } from '../../publish/store/open-store.js';

export interface CliIo {
  env: Env;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Raw bytes to stdout (the `raw` command without --out). */
  outBytes: (body: Buffer) => void;
  /** The folder a relative `export --out` is read from; the process's current folder when absent. */
  cwd?: string;
}

/**
 * The auditors' snapshot commands (`npm run snapshots -- <command>`); the store is STORE_URL
 * (default file://<DATA_DIR>/store). Resolves to the exit code: 0 ok, 1 failed check or error,
 * 2 usage.
 */
export async function runSnapshotCli(argv: readonly string[], io: CliIo): Promise<number> {
  const exit = new ExitCode();
  const output = { out: io.out, err: io.err };
  const program = createProgram('snapshots', 'Outils des auditeurs : lister, montrer, vérifier, comparer, rétablir, exporter, nettoyer et migrer les instantanés.', output);
  const open = () => {
    const config = loadCliConfig(io.env);
    return { config, store: openStore(config.storeUrl, config.env) };
  };

  program.command('list').description('les instantanés, du plus ancien au plus récent (* = servi)').action(async () => {
    exit.code = await list(open().store, io);
  });
  program
    .command('show')
    .description('le manifeste d’un instantané')
    .argument('<id>', 'un identifiant d’instantané, ou current')
    .action(async (id: string) => {
      exit.code = await show(open().store, id, io);
    });
  program
    .command('verify')
    .description('recalcule chaque empreinte ; code 1 et liste des chemins altérés en cas d’écart')
    .argument('<id>', 'un identifiant d’instantané, ou current')
    .action(async (id: string) => {
      exit.code = await verify(open().store, id, io);
    });
  program
    .command('diff')
    .description('annonces ajoutées, retirées, modifiées ; entreprises changées')
    .argument('<a>', 'un identifiant d’instantané, ou current')
    .argument('<b>', 'un identifiant d’instantané, ou current')
    .option('--json', 'affiche du JSON')
    .action(async (a: string, b: string, options: { json?: boolean }) => {
      exit.code = await diff(open().store, a, b, options.json ?? false, io);
    });
  program
    .command('rollback')
    .description('fait servir <id> ; inscrit au journal d’audit')
    .argument('<id>', 'un identifiant d’instantané')
    .option('--reason <text>', 'la raison, pour le journal d’audit')
    .action(async (id: string, options: { reason?: string }) => {
      const event = await rollback(open().store, id, options.reason === undefined ? {} : { reason: options.reason });
      io.out(`servi : ${event.from ?? '(aucun)'} -> ${event.to} (inscrit au journal d’audit)\n`);
    });
  program
    .command('export')
    // The mandatory option shown in the usage line too, not only in the list below it.
    .usage('<id> --format <parquet|ndjson> [--out <dir>]')
    .description('annonces et entreprises en fichiers (dossier par défaut : <DATA_DIR>/exports/<id>)')
    .argument('<id>', 'un identifiant d’instantané, ou current')
    .addOption(new Option('--format <format>', 'format des fichiers').choices(['parquet', 'ndjson']).makeOptionMandatory())
    .option('--out <dir>', 'dossier de sortie : nouveau, vide, ou un export précédent (alors remplacé) ; écrit à côté puis renommé')
    .action(async (idOrCurrent: string, options: { format: ExportFormat; out?: string }) => {
      const { config, store } = open();
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
      } catch (error) {
        // A refusal is a usage error: the command, not the data, is wrong.
        if (!SnapshotError.is(error) || error.code !== 'snapshot_export_refused') throw error;
        io.err(`${frenchError(error)}\n`);
        exit.code = EXIT.usage;
      }
    });
  program
    .command('gc')
    .description('garde n instantanés (par défaut SNAPSHOT_KEEP) et supprime les objets non référencés')
    .option('--keep <n>', 'instantanés à garder', positiveInteger)
    .option('--dry-run', 'dit ce qui serait supprimé, sans rien supprimer')
    .action(async (options: { keep?: number; dryRun?: boolean }) => {
      const { config, store } = open();
      const settings = snapshotSettings(config.settings);
      const dryRun = options.dryRun ?? false;
      const result = await gc(store, {
        keep: options.keep ?? settings.keep,
        graceSeconds: settings.gcGraceSeconds,
        leaseTtlSeconds: settings.leaseTtlSeconds,
        dryRun,
        logger: createLogger({ level: config.logLevel, name: 'snapshots' }),
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
    });
  program
    .command('migrate')
    .description('convertit une fois les instantanés du format 1 au format 2 (sans changer leur contenu ; inscrit au journal d’audit ; relancer ne refait rien)')
    .action(async () => {
      const { store } = open();
      const result = await migrateStore(store, { testing: migrationCrashSeam(io.env) });
      if (result.migrated.length === 0 && result.alreadyFormatTwo.length === 0) {
        io.out(`rien à migrer : aucun instantané dans ${store.url}\n`);
        return;
      }
      for (const m of result.migrated) io.out(`${m.id} : format 1 -> format 2, manifeste ${m.fromManifestSha256} -> ${m.toManifestSha256}\n`);
      if (result.pointerUpdated) io.out('current : empreinte du manifeste servi mise à jour (même instantané)\n');
      io.out(
        result.migrated.length === 0 && !result.pointerUpdated
          ? `rien à migrer : ${result.alreadyFormatTwo.length} instantané(s), tous au format 2\n`
          : `migrés : ${result.migrated.length} instantané(s) (inscrits au journal d’audit) ; déjà au format 2 : ${result.alreadyFormatTwo.length}\n`,
      );
    });
  program
    .command('raw')
    .description('un document source brut archivé, contrôlé contre son empreinte')
    .argument('<sha256>', 'l’empreinte du document (64 chiffres hexadécimaux)')
    .option('--out <file>', 'écrit dans un fichier plutôt que sur la sortie standard')
    .action(async (hash: string, options: { out?: string }) => {
      exit.code = await raw(open().store, hash, options.out, io);
    });

  return runProgram(program, argv, exit, {
    output,
    failureExitCode: EXIT.failed,
    formatError: frenchError,
  });
}

/** gc's reason for not sweeping, worded in English by publish/ for its logs, in French. */
function frenchSweepSkipped(reason: string): string {
  const live = /^publish in progress \((.*)\)$/.exec(reason);
  return live ? `publication en cours (${live[1]!.replace(/ since /g, ' depuis ')}) ; relancez gc quand elle aura fini` : reason;
}

async function resolveId(store: ObjectStore, idOrCurrent: string): Promise<string> {
  return idOrCurrent === 'current' ? (await openSnapshot(store, 'current')).id : idOrCurrent;
}

async function list(store: ObjectStore, io: CliIo): Promise<number> {
  const snapshots = await listSnapshots(store);
  if (snapshots.length === 0) {
    io.out(`aucun instantané dans ${store.url}\n`);
    return 0;
  }
  io.out(`  ${'id'.padEnd(21)} ${'annonces'.padStart(13)} ${'entreprises'.padStart(11)} ${'ajouts'.padStart(6)} ${'retraits'.padStart(8)} ${'écrit'.padStart(18)}  exécutions\n`);
  for (const s of snapshots) {
    const written = `${s.objectsWritten} obj/${s.bytesWritten} B`;
    io.out(
      `${s.current ? '*' : ' '} ${s.id.padEnd(21)} ${String(s.counts.announcements).padStart(13)} ${String(s.counts.companies).padStart(9)} ${`+${s.added}`.padStart(6)} ${`-${s.removed}`.padStart(7)} ${written.padStart(18)}  ${s.runIds.join(',')}\n`,
    );
  }
  return 0;
}

async function show(store: ObjectStore, idOrCurrent: string, io: CliIo): Promise<number> {
  const snapshot = await openSnapshot(store, idOrCurrent);
  const pointer = await readCurrent(store);
  io.out(`${JSON.stringify({ ...snapshot.manifest, manifestSha256: snapshot.manifestSha256, current: pointer?.snapshot === snapshot.id }, null, 2)}\n`);
  return 0;
}

async function verify(store: ObjectStore, idOrCurrent: string, io: CliIo): Promise<number> {
  const result = await verifySnapshot(store, await resolveId(store, idOrCurrent));
  if (result.ok) {
    io.out(`${result.id} : OK, ${result.objectsChecked} objets vérifiés\n`);
    return 0;
  }
  io.out(`${result.id} : ÉCHEC, ${result.bad.length} chemin(s) altéré(s) sur ${result.objectsChecked} objets\n`);
  for (const bad of result.bad) io.out(`  ${bad.path} : attendu ${bad.expected}, trouvé ${bad.actual}\n`);
  return 1;
}

async function diff(store: ObjectStore, a: string, b: string, json: boolean, io: CliIo): Promise<number> {
  const changes = await diffSnapshots(store, await resolveId(store, a), await resolveId(store, b));
  io.out(json ? `${JSON.stringify(changes, null, 2)}\n` : formatChanges(changes));
  return 0;
}

export function formatChanges(changes: SnapshotChanges): string {
  const lines = [
    `écarts ${changes.from ?? '(vide)'} -> ${changes.to}`,
    `annonces ajoutées : ${changes.added.length}`,
    ...changes.added.map((i) => `  + ${i.id}  ${i.date}  ${i.ridet}  ${i.type}  ${i.denomination}`),
    `annonces retirées : ${changes.removed.length}`,
    ...changes.removed.map((id) => `  - ${id}`),
    `annonces modifiées : ${changes.updated.length}`,
    ...changes.updated.map((id) => `  ~ ${id}`),
    `entreprises changées : ${changes.companiesChanged.length}`,
    ...changes.companiesChanged.map((ridet) => `  ~ ${ridet}`),
  ];
  return `${lines.join('\n')}\n`;
}

async function raw(store: ObjectStore, hash: string, out: string | undefined, io: CliIo): Promise<number> {
  if (!SHA256_PATTERN.test(hash)) {
    io.err(`raw : attendu un sha256 (64 chiffres hexadécimaux en minuscules), reçu ${JSON.stringify(hash)}\n`);
    return 2;
  }
  const body = await readRawDocument(store, hash);
  if (body === null) {
    io.err(`raw : aucun document archivé ${hash} dans ${store.url}\n`);
    return 1;
  }
  if (out === undefined) io.outBytes(body);
  else {
    await writeFile(out, body);
    io.out(`${hash} : ${body.length} octets -> ${path.resolve(out)}\n`);
  }
  return 0;
}
