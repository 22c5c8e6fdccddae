import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { hashApiKey, looksLikeApiKey } from '../../../api/access/api-key.ts';
import { KeysError } from '../../../api/access/errors.ts';
import { createKey, listKeys, revokeKey } from '../../../api/access/key-store.ts';
import { readKeysFile, writeKeysFileAtomic } from '../../../api/access/keys-file.ts';
import { withKeysFileLock } from '../../../api/access/keys-file-lock.ts';
import { tryLock } from '../../../platform/file-lock.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { runKeysCli } from '../../../cli/keys.ts';
import { tempDir } from './access-fixtures.ts';

function capture(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { env, stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) }, out, err };
}

describe('key store', () => {
  it('creates, lists and revokes keys, storing only a hash', async () => {
    const keysFile = path.join(tempDir(), 'api', 'keys.json');
    const { key, record } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'pro', label: ' Cabinet Dupont ' });
    expect(looksLikeApiKey(key)).toBe(true);
    expect(key.startsWith('anc_live_')).toBe(true);
    expect(record).toMatchObject({ plan: 'pro', label: 'Cabinet Dupont', hash: hashApiKey(key), revokedAt: null });

    const stored = fs.readFileSync(keysFile, 'utf8');
    expect(stored).not.toContain(key);
    expect(stored).toContain(hashApiKey(key));
    expect(fs.statSync(keysFile).mode & 0o777).toBe(0o600);

    expect(listKeys(keysFile).map((k) => k.id)).toEqual([record.id]);
    const revoked = await revokeKey(keysFile, record.id);
    expect(revoked.revokedAt).not.toBeNull();
    expect((await revokeKey(keysFile, record.id)).revokedAt).toBe(revoked.revokedAt);
    await expect(revokeKey(keysFile, 'key_missing')).rejects.toMatchObject({ code: 'key_not_found' });
    await expect(createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'gold' })).rejects.toBeInstanceOf(KeysError);
    expect(fs.readdirSync(path.dirname(keysFile))).toEqual(['keys.json']);
  });

  it('makes a second writer wait for the lock instead of overwriting the first', async () => {
    const keysFile = path.join(tempDir(), 'keys.json');
    const first = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Another writer holds the lock across an await, as a CLI in another process would.
    const holder = withKeysFileLock(keysFile, async () => {
      const document = readKeysFile(keysFile);
      await gate;
      writeKeysFileAtomic(keysFile, { version: 1, keys: [...document.keys, { ...first.record, id: 'key_other', hash: 'f'.repeat(64) }] });
    });
    let done = false;
    const second = createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' }).then((created) => {
      done = true;
      return created;
    });
    await setTimeout(200);
    expect(done).toBe(false);
    release();
    await holder;
    const created = await second;
    expect(listKeys(keysFile).map((k) => k.id)).toEqual([first.record.id, 'key_other', created.record.id]);
  });

  it('takes over a lock left by a keys command that died', async () => {
    const keysFile = path.join(tempDir(), 'keys.json');
    // A pid beyond the kernel's pid_max cannot be alive.
    fs.writeFileSync(`${keysFile}.lock`, JSON.stringify({ pid: 2 ** 30, host: os.hostname(), since: '2026-01-01T00:00:00Z' }));
    await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    expect(listKeys(keysFile)).toHaveLength(1);
    expect(fs.existsSync(`${keysFile}.lock`)).toBe(false);
  });

  it('gives up with keys_locked while a live writer holds the lock', async () => {
    const keysFile = path.join(tempDir(), 'keys.json');
    fs.mkdirSync(path.dirname(keysFile), { recursive: true });
    const writer = await tryLock(`${keysFile}.lock`);
    await expect(withKeysFileLock(keysFile, () => 1, 100)).rejects.toMatchObject({ code: 'keys_locked' });
    if (writer.acquired) writer.release();
  });

  it('runs create, list and revoke as CLI commands', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir };
    const create = capture(env);
    expect(await runKeysCli(['create', '--plan', 'veille', '--label', 'Veille juridique', '--json'], create.io)).toBe(0);
    const issued = JSON.parse(create.out.join('')) as { id: string; key: string; plan: string };
    expect(issued).toMatchObject({ plan: 'veille', label: 'Veille juridique' });
    expect(fs.existsSync(path.join(dir, 'api', 'keys.json'))).toBe(true);

    const list = capture(env);
    expect(await runKeysCli(['list', '--json'], list.io)).toBe(0);
    const listed = JSON.parse(list.out.join('')) as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: issued.id, plan: 'veille', revokedAt: null });
    expect(listed[0]).not.toHaveProperty('hash');
    expect(JSON.stringify(listed)).not.toContain(issued.key);

    const revoke = capture(env);
    expect(await runKeysCli(['revoke', issued.id], revoke.io)).toBe(0);
    expect(listKeys(path.join(dir, 'api', 'keys.json'))[0]?.revokedAt).not.toBeNull();

    const unknown = capture(env);
    // An unknown key or plan is the command line's mistake: exit 2, like a usage error.
    expect(await runKeysCli(['revoke', 'key_nope'], unknown.io)).toBe(2);
    expect(unknown.err.join('')).toContain('[key_not_found]');
    expect(await runKeysCli(['create'], capture(env).io)).toBe(2);
    const badPlan = capture(env);
    expect(await runKeysCli(['create', '--plan', 'gold'], badPlan.io)).toBe(2);
    expect(badPlan.err.join('')).toContain('[unknown_plan]');
  });

  it('moves a key to another plan with `keys plan`, refusing unknown plans and keys', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir };
    const keysFile = path.join(dir, 'api', 'keys.json');
    const { record } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'equipe' });
    const downgrade = capture(env);
    expect(await runKeysCli(['plan', record.id, 'veille'], downgrade.io)).toBe(0);
    expect(downgrade.out.join('')).toBe(`Clé ${record.id} : offre veille.\n`);
    expect(listKeys(keysFile)[0]).toMatchObject({ id: record.id, plan: 'veille', hash: record.hash, revokedAt: null });

    const badPlan = capture(env);
    expect(await runKeysCli(['plan', record.id, 'gold'], badPlan.io)).toBe(2);
    expect(badPlan.err.join('')).toContain('[unknown_plan]');
    const unknown = capture(env);
    expect(await runKeysCli(['plan', 'key_nope', 'pro'], unknown.io)).toBe(2);
    expect(unknown.err.join('')).toContain('[key_not_found]');
    expect(listKeys(keysFile)[0]?.plan).toBe('veille');
  });

  it('prints the key once from `npm run keys -- create`', () => {
    const dir = tempDir();
    const run = spawnSync('npm', ['run', '--silent', 'keys', '--', 'create', '--plan', 'sandbox'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, KEYS_FILE: path.join(dir, 'keys.json') },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const key = run.stdout.split('\n').find((line) => line.startsWith('anc_live_'));
    expect(key && looksLikeApiKey(key)).toBe(true);
    expect(run.stderr).toContain('ne sera plus jamais affichée');
    expect(listKeys(path.join(dir, 'keys.json'))[0]?.hash).toBe(hashApiKey(key!));
  });
});
