import fs from 'node:fs';
import path from 'node:path';
import { hashApiKey, looksLikeApiKey } from '../api/access/api-key.ts';
import { createKey, listKeys } from '../api/access/key-store.ts';
import type { PlansConfig } from '../api/access/plans.ts';

/** The plan of the demo's key: webhooks, signed deliveries, a quota no demo spends. */
export const DEMO_KEY_PLAN = 'equipe';

export interface DemoKey {
  key: string;
  plan: string;
  /** `<DATA_DIR>/demo/api-key`: the key in clear, mode 0600, for scripts (`KEY=$(cat ...)`). */
  file: string;
  /** False when a previous start's key was still valid and is handed out again. */
  created: boolean;
}

/**
 * The API key the demo hands its user, so that opening the printed URLs does not spend the
 * anonymous hour in a minute. Kept in clear beside the demo's data, unlike real
 * keys, and reused by the next start while the keys file still knows it unrevoked: restarting
 * the demo neither changes the key a script holds nor piles keys up in `npm run keys -- list`.
 * The plan is `equipe`, or with a PLANS_FILE without it the plan of the largest daily quota.
 */
export async function demoKey(options: { dataDir: string; keysFile: string; plans: PlansConfig }): Promise<DemoKey> {
  const file = path.join(options.dataDir, 'demo', 'api-key');
  const saved = readSaved(file);
  if (saved !== null) {
    const hash = hashApiKey(saved);
    const record = listKeys(options.keysFile).find((k) => k.hash === hash);
    if (record && record.revokedAt === null && Object.hasOwn(options.plans.plans, record.plan)) {
      return { key: saved, plan: record.plan, file, created: false };
    }
  }
  const plan = demoPlan(options.plans);
  const { key } = await createKey({ keysFile: options.keysFile, plans: options.plans, plan, label: 'démo (npm start)' });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then renamed: a script reading it never sees half a key.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${key}\n`, { mode: 0o600 });
  fs.renameSync(temp, file);
  return { key, plan, file, created: true };
}

function readSaved(file: string): string | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return looksLikeApiKey(text) ? text : null;
  } catch {
    return null;
  }
}

function demoPlan(plans: PlansConfig): string {
  if (Object.hasOwn(plans.plans, DEMO_KEY_PLAN)) return DEMO_KEY_PLAN;
  return Object.entries(plans.plans).sort(([, a], [, b]) => b.requestsPerDay - a.requestsPerDay)[0]![0];
}
