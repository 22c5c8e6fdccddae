import type { Env, Setting } from '../../platform/config.js';
import { ConfigError } from '../../platform/config.js';

/** Snapshot settings, in the shape of pipeline/config.ts SETTINGS (to be registered there). */
export const SNAPSHOT_SETTINGS: readonly Setting[] = [
  { name: 'SNAPSHOT_KEEP', default: '30', help: 'Snapshots kept by `snapshots gc` (newest by id, plus whatever `current` points at).' },
  { name: 'SNAPSHOT_MAX_SHRINK', default: '0.2', help: 'Refuse a publish whose announcement or company count drops by more than this fraction of the parent (0..1); `--force` overrides.' },
  { name: 'SNAPSHOT_GC_GRACE_SECONDS', default: '3600', help: 'GC never deletes an unreferenced object younger than this (covers publishes that crashed and will be re-run).' },
  { name: 'SNAPSHOT_LEASE_TTL_SECONDS', default: '21600', help: 'A publish lease or GC lock older than this is considered left by a crashed process.' },
  // Read by publish/store/s3-store.ts with the standard AWS_* variables (which are the SDK's, not ours).
];

export interface SnapshotSettings {
  keep: number;
  maxShrink: number;
  gcGraceSeconds: number;
  leaseTtlSeconds: number;
}

export const DEFAULT_SNAPSHOT_SETTINGS: SnapshotSettings = {
  keep: 30,
  maxShrink: 0.2,
  gcGraceSeconds: 3600,
  leaseTtlSeconds: 21600,
};

function read(env: Env, name: string): string {
  const value = env[name];
  return value === undefined || value === '' ? SNAPSHOT_SETTINGS.find((s) => s.name === name)!.default : value;
}

function integer(env: Env, name: string, min: number): number {
  const raw = read(env, name);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name}: expected an integer >= ${min}, got ${JSON.stringify(raw)}`);
  return n;
}

export function loadSnapshotSettings(env: Env = process.env): SnapshotSettings {
  const rawShrink = read(env, 'SNAPSHOT_MAX_SHRINK');
  const maxShrink = Number(rawShrink);
  if (rawShrink.trim() === '' || !Number.isFinite(maxShrink) || maxShrink < 0 || maxShrink > 1) {
    throw new ConfigError(`SNAPSHOT_MAX_SHRINK: expected a fraction between 0 and 1, got ${JSON.stringify(rawShrink)}`);
  }
  return {
    keep: integer(env, 'SNAPSHOT_KEEP', 1),
    maxShrink,
    gcGraceSeconds: integer(env, 'SNAPSHOT_GC_GRACE_SECONDS', 0),
    leaseTtlSeconds: integer(env, 'SNAPSHOT_LEASE_TTL_SECONDS', 1),
  };
}
