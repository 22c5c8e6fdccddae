import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteSignalementStore } from '../../signalements/state/sqlite-signalement-store.ts';
import { ROOT, runScript } from './cli-process.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// `npm run pipeline -- revue --json | head`: the reader leaves after the first bytes while the
// command still has hundreds of kilobytes to write (more than a pipe holds), as a real process.

let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-pipe-'));
  await migratedWarehouse(path.join(dir, 'warehouse.duckdb'));
  const store = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
  try {
    for (let i = 0; i < 400; i += 1) {
      const created = await store.create(
        { annonce_id: null, ridet: '1234567001', champ: 'autre', valeur_proposee: null, commentaire: `Signalement ${i} : ${'texte assez long pour remplir le tuyau. '.repeat(20)}` },
        { id: `sig_${String(i).padStart(16, '0')}`, origine: 'api', now: Date.UTC(2026, 2, 1) + i, maxOpen: 1000, client: { network: '4:cb0071', key: null }, networkShare: { since: 0, max: 1000 } },
      );
      expect(created.ok).toBe(true);
    }
  } finally {
    await store.close();
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a command whose reader leaves early (| head)', () => {
  it('ends with its own exit code and no stack trace, its remaining output dropped', async () => {
    const res = await runScript('pipeline', ['revue', '--json'], { env: { DATA_DIR: dir, LOG_LEVEL: 'silent' }, closeStdoutAfter: 1, timeoutMs: 120_000 });
    expect(res.stdout.startsWith('{')).toBe(true);
    expect(res.stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(res.code).toBe(0);
  });

  it('is handled in the one place every command file asks before running (isEntryPoint)', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    // The command files the scripts run; a module preloaded with --import (the Node version check) is no command.
    const entries = new Set(Object.values(scripts).flatMap((command) => [...command.matchAll(/(?<!--import \.\/)\b(cli\/[\w/-]+\.ts)\b/g)].map((m) => m[1]!)));
    expect(entries.size).toBeGreaterThanOrEqual(5);
    for (const file of entries) expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).toContain('if (isEntryPoint(import.meta.url))');
  });
});
