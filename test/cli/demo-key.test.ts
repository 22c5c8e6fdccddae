import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listKeys, revokeKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { demoKey } from '../../cli/demo-key.ts';

// The demo hands its user a key, the same from one start to the next.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-demo-key-'));
  dirs.push(dataDir);
  return { dataDir, keysFile: path.join(dataDir, 'api', 'keys.json'), plans: DEFAULT_PLANS };
}

describe('the demo’s key', () => {
  it('is an equipe key kept in <DATA_DIR>/demo/api-key for its owner only, and handed out again by the next start', async () => {
    const options = setup();
    const first = await demoKey(options);
    expect(first).toMatchObject({ plan: 'equipe', created: true, file: path.join(options.dataDir, 'demo', 'api-key') });
    expect(fs.readFileSync(first.file, 'utf8')).toBe(`${first.key}\n`);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(await demoKey(options)).toEqual({ ...first, created: false });
    expect(listKeys(options.keysFile)).toEqual([expect.objectContaining({ plan: 'equipe', label: 'démo (npm start)', revokedAt: null })]);
  });

  it('is replaced when it was revoked, or its plan is gone from the plans', async () => {
    const options = setup();
    const first = await demoKey(options);
    await revokeKey(options.keysFile, listKeys(options.keysFile)[0]!.id);
    const second = await demoKey(options);
    expect(second.created).toBe(true);
    expect(second.key).not.toBe(first.key);

    const plans = { ...DEFAULT_PLANS, plans: { mini: { requestsPerDay: 10, webhooks: 0, signedWebhooks: false, routes: ['*'] }, maxi: { requestsPerDay: 99, webhooks: null, signedWebhooks: true, routes: ['*'] } } };
    const third = await demoKey({ ...options, plans });
    expect(third).toMatchObject({ plan: 'maxi', created: true });
  });
});
