import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';

/**
 * Empty warehouses at the latest schema, made by copying one migrated once per worker process
 * rather than by running every migration again: a fresh file's nine migrations cost about
 * 190 ms of CPU against 60 ms for opening a copy (docs/test-suite.md), and the suite makes
 * hundreds. Tests of the migrations themselves open a fresh file with openWarehouse.
 */
let template: Promise<string> | null = null;

function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warehouse-template-'));
    // The workers are shared by many files (isolate: false): the template lives as long as its worker.
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'warehouse.duckdb');
    (await openWarehouse(file)).close();
    return file;
  })();
  return template;
}

/**
 * Copies a closed warehouse file. DuckDB writes its write-ahead log into the file on close (a
 * checkpoint): a `.wal` beside it means the source is still open, or was not closed cleanly, and
 * a copy of the file alone would lose what the log holds.
 */
export function copyWarehouse(from: string, to: string): void {
  if (fs.existsSync(`${from}.wal`)) throw new Error(`${from} has a write-ahead log: close it before copying`);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

/** Writes an empty warehouse at the latest version at `file` (its folder made if needed). */
export async function migratedWarehouse(file: string): Promise<void> {
  copyWarehouse(await migratedTemplate(), file);
}

/**
 * A warehouse built once for the file that calls this (at its top level: it registers the
 * hooks), then copied by each test that wants it: the tests of a command that start from the
 * same loaded rows pay the load and the company derivation once. Returns the copier.
 */
export function warehouseForFile(build: (file: string) => Promise<void>): (to: string) => void {
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warehouse-for-file-'));
    const file = path.join(dir, 'warehouse.duckdb');
    await migratedWarehouse(file);
    await build(file);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return (to) => copyWarehouse(path.join(dir, 'warehouse.duckdb'), to);
}
