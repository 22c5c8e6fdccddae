import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Env } from '../../platform/config.js';
import { diffSnapshots } from '../../publish/snapshot/diff-snapshots.js';
import { exportSnapshot, type ExportFormat } from '../../publish/snapshot/export-snapshot.js';
import { gc } from '../../publish/snapshot/gc.js';
import { listSnapshots } from '../../publish/snapshot/list-snapshots.js';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.js';
import { readCurrent } from '../../publish/snapshot/pointer.js';
import { rollback } from '../../publish/snapshot/rollback.js';
import { loadSnapshotSettings } from '../../publish/snapshot/settings.js';
import { readRawDocument } from '../../publish/snapshot/raw-archive.js';
import { SHA256_PATTERN } from '../../publish/snapshot/snapshot-layout.js';
import type { SnapshotChanges } from '../../publish/snapshot/snapshot-types.js';
import { verifySnapshot } from '../../publish/snapshot/verify-snapshot.js';
import type { ObjectStore } from '../../publish/store/object-store.js';
import { openStore } from '../../publish/store/open-store.js';

export interface CliIo {
  env: Env;
  out(text: string): void;
  err(text: string): void;
  /** Raw bytes to stdout (the `raw` command without --out). */
  outBytes(body: Buffer): void;
}

export const USAGE = `Usage: npm run snapshots -- <command>

  list                                   snapshots, oldest first (* = current)
  show <id|current>                      manifest of a snapshot
  verify <id|current>                    recompute every hash; exit 1 and list bad paths on mismatch
  diff <a> <b> [--json]                  announcements added/removed/updated, companies changed
  rollback <id> [--reason <text>]        point current at <id>; recorded in the audit log
  export <id|current> --format parquet|ndjson [--out <dir>]
                                         announcements and companies (default dir: ./export-<id>)
  gc [--keep <n>] [--dry-run]            keep n snapshots (default SNAPSHOT_KEEP), delete unreferenced objects
  raw <sha256> [--out <file>]            an archived raw source document, checked against its hash

The store is STORE_URL (default file://<DATA_DIR>/store).`;

/** Runs one auditor command; returns the exit code (0 ok, 1 failed check or error, 2 usage). */
export async function runSnapshotCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        out: { type: 'string' },
        keep: { type: 'string' },
        reason: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || command === undefined || command === 'help') {
    io.out(`${USAGE}\n`);
    return command === undefined && !values.help ? 2 : 0;
  }
  const need = (n: number, what: string): boolean => {
    if (args.length === n) return true;
    io.err(`${command}: expected ${what}\n\n${USAGE}\n`);
    return false;
  };

  try {
    const config = loadConfig(io.env);
    const store = openStore(config.storeUrl, io.env);
    switch (command) {
      case 'list':
        return need(0, 'no argument') ? await list(store, io) : 2;
      case 'show':
        return need(1, '<id|current>') ? await show(store, args[0]!, io) : 2;
      case 'verify':
        return need(1, '<id|current>') ? await verify(store, args[0]!, io) : 2;
      case 'diff':
        return need(2, '<a> <b>') ? await diff(store, args[0]!, args[1]!, values.json, io) : 2;
      case 'rollback': {
        if (!need(1, '<id>')) return 2;
        const event = await rollback(store, args[0]!, values.reason === undefined ? {} : { reason: values.reason });
        io.out(`current: ${event.from ?? '(none)'} -> ${event.to} (recorded in the audit log)\n`);
        return 0;
      }
      case 'export': {
        if (!need(1, '<id|current>')) return 2;
        if (values.format !== 'parquet' && values.format !== 'ndjson') {
          io.err(`export: expected --format parquet or --format ndjson, got ${JSON.stringify(values.format ?? '')}\n`);
          return 2;
        }
        const id = await resolveId(store, args[0]!);
        const result = await exportSnapshot(store, id, values.format as ExportFormat, path.resolve(values.out ?? `export-${id}`));
        io.out(`${result.snapshotId}: ${result.announcements} announcements -> ${result.files.annonces}\n`);
        io.out(`${result.snapshotId}: ${result.companies} companies -> ${result.files.entreprises}\n`);
        return 0;
      }
      case 'gc': {
        if (!need(0, 'no positional argument')) return 2;
        const settings = loadSnapshotSettings(io.env);
        const keep = values.keep === undefined ? settings.keep : Number(values.keep);
        if (!Number.isInteger(keep) || keep < 1) {
          io.err(`gc: --keep expects an integer >= 1, got ${JSON.stringify(values.keep)}\n`);
          return 2;
        }
        const result = await gc(store, {
          keep,
          graceSeconds: settings.gcGraceSeconds,
          leaseTtlSeconds: settings.leaseTtlSeconds,
          dryRun: values['dry-run'],
        });
        const verb = values['dry-run'] ? 'would delete' : 'deleted';
        io.out(`kept ${result.kept.length} snapshot(s): ${result.kept.join(', ') || '(none)'}\n`);
        io.out(`${verb} ${result.deletedSnapshots.length} snapshot(s)${result.deletedSnapshots.length ? `: ${result.deletedSnapshots.join(', ')}` : ''}\n`);
        if (result.sweepSkipped) io.out(`object sweep skipped: ${result.sweepSkipped}\n`);
        else io.out(`${verb} ${result.deletedObjects} object(s), ${result.deletedBytes} bytes; spared ${result.sparedRecent} recent unreferenced object(s)\n`);
        return 0;
      }
      case 'raw':
        return need(1, '<sha256>') ? await raw(store, args[0]!, values.out, io) : 2;
      default:
        io.err(`unknown command ${JSON.stringify(command)}\n\n${USAGE}\n`);
        return 2;
    }
  } catch (error) {
    const e = error as Error & { code?: string };
    io.err(`error${e.code ? ` [${e.code}]` : ''}: ${e.message}\n`);
    return 1;
  }
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
