import { generateApiKey, generateKeyId, hashApiKey, API_KEY_PREFIX } from './api-key.ts';
import { KeysError } from './errors.ts';
import { readKeysFile, writeKeysFileAtomic, type KeyRecord } from './keys-file.ts';
import { withKeysFileLock } from './keys-file-lock.ts';
import type { PlansConfig } from './plans.ts';

/** What the keys CLI does, callable in-process (tests) as well as from `npm run keys`. */
export interface CreateKeyOptions {
  keysFile: string;
  plans: PlansConfig;
  plan: string;
  label?: string | null;
  now?: () => Date;
}

export interface CreatedKey {
  /** The secret, returned exactly once: only its hash is written. */
  key: string;
  record: KeyRecord;
}

function assertKnownPlan(plans: PlansConfig, plan: string): void {
  if (Object.hasOwn(plans.plans, plan)) return;
  const known = Object.keys(plans.plans).join(', ');
  throw new KeysError('unknown_plan', `[keys] unknown plan ${JSON.stringify(plan)}; expected one of ${known}`);
}

export async function createKey(options: CreateKeyOptions): Promise<CreatedKey> {
  assertKnownPlan(options.plans, options.plan);
  const key = generateApiKey();
  const record: KeyRecord = {
    id: generateKeyId(),
    hash: hashApiKey(key),
    hint: key.slice(0, API_KEY_PREFIX.length + 4),
    plan: options.plan,
    label: options.label?.trim() || null,
    createdAt: (options.now?.() ?? new Date()).toISOString(),
    revokedAt: null,
  };
  await withKeysFileLock(options.keysFile, () => {
    const document = readKeysFile(options.keysFile);
    writeKeysFileAtomic(options.keysFile, { version: 1, keys: [...document.keys, record] });
  });
  return { key, record };
}

export function listKeys(keysFile: string): KeyRecord[] {
  return readKeysFile(keysFile).keys;
}

/** Idempotent: revoking a revoked key keeps its first revocation time. */
export async function revokeKey(keysFile: string, id: string, now: () => Date = () => new Date()): Promise<KeyRecord> {
  return withKeysFileLock(keysFile, () => {
    const document = readKeysFile(keysFile);
    const index = document.keys.findIndex((k) => k.id === id);
    const found = document.keys[index];
    if (!found) throw new KeysError('key_not_found', `[keys] no key with id ${JSON.stringify(id)} in ${keysFile}`);
    if (found.revokedAt) return found;
    const revoked: KeyRecord = { ...found, revokedAt: now().toISOString() };
    const keys = [...document.keys];
    keys[index] = revoked;
    writeKeysFileAtomic(keysFile, { version: 1, keys });
    return revoked;
  });
}

/**
 * Moves a key to another plan (an upgrade, or a downgrade when a subscription ends); running
 * servers apply it within KEYS_RELOAD_SECONDS, webhooks included (docs/webhooks.md,
 * "Suspension"). A revoked key stays revoked: its plan is not what stops it.
 */
export async function changeKeyPlan(options: { keysFile: string; plans: PlansConfig; id: string; plan: string }): Promise<KeyRecord> {
  assertKnownPlan(options.plans, options.plan);
  return withKeysFileLock(options.keysFile, () => {
    const document = readKeysFile(options.keysFile);
    const index = document.keys.findIndex((k) => k.id === options.id);
    const found = document.keys[index];
    if (!found) throw new KeysError('key_not_found', `[keys] no key with id ${JSON.stringify(options.id)} in ${options.keysFile}`);
    if (found.plan === options.plan) return found;
    const changed: KeyRecord = { ...found, plan: options.plan };
    const keys = [...document.keys];
    keys[index] = changed;
    writeKeysFileAtomic(options.keysFile, { version: 1, keys });
    return changed;
  });
}
