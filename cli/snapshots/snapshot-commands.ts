import { createLogger } from '../../platform/logger.js';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Option } from 'commander';
import type { Env } from '../../platform/config.js';
import { AppError, errorMessage } from '../../kernel/errors/app-error.js';
import { loadCliConfig } from '../cli-config.js';
import { createProgram, EXIT, ExitCode, positiveInteger, runProgram } from '../command-line.js';
import { diffSnapshots } from '../../publish/snapshot/diff-snapshots.js';
import { exportSnapshot, type ExportFormat } from '../../publish/snapshot/export-snapshot.js';
import { gc } from '../../publish/snapshot/gc.js';
import { listSnapshots } from '../../publish/snapshot/list-snapshots.js';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.js';
import { readCurrent } from '../../publish/snapshot/pointer.js';
import { rollback } from '../../publish/snapshot/rollback.js';
import { snapshotSettings } from '../../publish/snapshot/settings.js';
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
}

/**
 * The auditors' snapshot commands (`npm run snapshots -- <command>`); the store is STORE_URL
 * (default file://<DATA_DIR>/store). Resolves to the exit code: 0 ok, 1 failed check or error,
 * 2 usage.
 */
export async function runSnapshotCli(argv: readonly string[], io: CliIo): Promise<number> {
  const exit = new ExitCode();
  const output = { out: io.out, err: io.err };
  const program = createProgram('snapshots', 'Auditors\' tools: list, show, verify, diff, roll back, export and collect snapshots.', output);
  const open = () => {
    const config = loadCliConfig(io.env);
    return { config, store: openStore(config.storeUrl, config.env) };
  };

  program.command('list').description('snapshots, oldest first (* = current)').action(async () => {
    exit.code = await list(open().store, io);
  });
  program
    .command('show')
    .description('manifest of a snapshot')
    .argument('<id>', 'a snapshot id, or current')
    .action(async (id: string) => {
      exit.code = await show(open().store, id, io);
    });
  program
    .command('verify')
    .description('recompute every hash; exit 1 and list bad paths on mismatch')
    .argument('<id>', 'a snapshot id, or current')
    .action(async (id: string) => {
      exit.code = await verify(open().store, id, io);
    });
  program
    .command('diff')
    .description('announcements added/removed/updated, companies changed')
    .argument('<a>')
    .argument('<b>')
    .option('--json', 'print JSON')
    .action(async (a: string, b: string, options: { json?: boolean }) => {
      exit.code = await diff(open().store, a, b, options.json ?? false, io);
    });
  program
    .command('rollback')
    .description('point current at <id>; recorded in the audit log')
    .argument('<id>')
    .option('--reason <text>', 'why, for the audit log')
    .action(async (id: string, options: { reason?: string }) => {
      const event = await rollback(open().store, id, options.reason === undefined ? {} : { reason: options.reason });
      io.out(`current: ${event.from ?? '(none)'} -> ${event.to} (recorded in the audit log)\n`);
    });
  program
    .command('export')
    .description('announcements and companies as files (default dir: ./export-<id>)')
    .argument('<id>', 'a snapshot id, or current')
    .addOption(new Option('--format <format>', 'file format').choices(['parquet', 'ndjson']).makeOptionMandatory())
    .option('--out <dir>', 'output folder')
    .action(async (idOrCurrent: string, options: { format: ExportFormat; out?: string }) => {
      const { store } = open();
      const id = await resolveId(store, idOrCurrent);
      const result = await exportSnapshot(store, id, options.format, path.resolve(options.out ?? `export-${id}`));
      io.out(`${result.snapshotId}: ${result.announcements} announcements -> ${result.files.annonces}\n`);
      io.out(`${result.snapshotId}: ${result.companies} companies -> ${result.files.entreprises}\n`);
    });
  program
    .command('gc')
    .description('keep n snapshots (default SNAPSHOT_KEEP), delete unreferenced objects')
    .option('--keep <n>', 'snapshots to keep', positiveInteger)
    .option('--dry-run', 'say what would be deleted, delete nothing')
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
      const verb = dryRun ? 'would delete' : 'deleted';
      io.out(`kept ${result.kept.length} snapshot(s): ${result.kept.join(', ') || '(none)'}\n`);
      io.out(`${verb} ${result.deletedSnapshots.length} snapshot(s)${result.deletedSnapshots.length ? `: ${result.deletedSnapshots.join(', ')}` : ''}\n`);
      if (result.sweepSkipped) io.out(`object sweep skipped: ${result.sweepSkipped}\n`);
      else io.out(`${verb} ${result.deletedObjects} object(s), ${result.deletedBytes} bytes; spared ${result.sparedRecent} recent unreferenced object(s)\n`);
    });
  program
    .command('raw')
    .description('an archived raw source document, checked against its hash')
    .argument('<sha256>')
    .option('--out <file>', 'write to a file instead of standard output')
    .action(async (hash: string, options: { out?: string }) => {
      exit.code = await raw(open().store, hash, options.out, io);
    });

  return runProgram(program, argv, exit, {
    output,
    failureExitCode: EXIT.failed,
    formatError: (error) => `error${AppError.is(error) ? ` [${error.code}]` : ''}: ${errorMessage(error)}`,
  });
}

async function resolveId(store: ObjectStore, idOrCurrent: string): Promise<string> {
  return idOrCurrent === 'current' ? (await openSnapshot(store, 'current')).id : idOrCurrent;
}

async function list(store: ObjectStore, io: CliIo): Promise<number> {
  const snapshots = await listSnapshots(store);
  if (snapshots.length === 0) {
    io.out(`no snapshots in ${store.url}\n`);
    return 0;
  }
  io.out(`  ${'id'.padEnd(21)} ${'announcements'.padStart(13)} ${'companies'.padStart(9)} ${'added'.padStart(6)} ${'removed'.padStart(7)} ${'written'.padStart(18)}  runs\n`);
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
    io.out(`${result.id}: OK, ${result.objectsChecked} objects verified\n`);
    return 0;
  }
  io.out(`${result.id}: FAILED, ${result.bad.length} bad path(s) among ${result.objectsChecked} objects\n`);
  for (const bad of result.bad) io.out(`  ${bad.path}: expected ${bad.expected}, found ${bad.actual}\n`);
  return 1;
}

async function diff(store: ObjectStore, a: string, b: string, json: boolean, io: CliIo): Promise<number> {
  const changes = await diffSnapshots(store, await resolveId(store, a), await resolveId(store, b));
  io.out(json ? `${JSON.stringify(changes, null, 2)}\n` : formatChanges(changes));
  return 0;
}

export function formatChanges(changes: SnapshotChanges): string {
  const lines = [
    `diff ${changes.from ?? '(empty)'} -> ${changes.to}`,
    `announcements added: ${changes.added.length}`,
    ...changes.added.map((i) => `  + ${i.id}  ${i.date}  ${i.ridet}  ${i.type}  ${i.denomination}`),
    `announcements removed: ${changes.removed.length}`,
    ...changes.removed.map((id) => `  - ${id}`),
    `announcements updated: ${changes.updated.length}`,
    ...changes.updated.map((id) => `  ~ ${id}`),
    `companies changed: ${changes.companiesChanged.length}`,
    ...changes.companiesChanged.map((ridet) => `  ~ ${ridet}`),
  ];
  return `${lines.join('\n')}\n`;
}

async function raw(store: ObjectStore, hash: string, out: string | undefined, io: CliIo): Promise<number> {
  if (!SHA256_PATTERN.test(hash)) {
    io.err(`raw: expected a sha256 (64 lowercase hex digits), got ${JSON.stringify(hash)}\n`);
    return 2;
  }
  const body = await readRawDocument(store, hash);
  if (body === null) {
    io.err(`raw: no archived document ${hash} in ${store.url}\n`);
    return 1;
  }
  if (out === undefined) io.outBytes(body);
  else {
    await writeFile(out, body);
    io.out(`${hash}: ${body.length} bytes -> ${path.resolve(out)}\n`);
  }
  return 0;
}
