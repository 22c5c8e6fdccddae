import { loadSettings, type Settings } from '../../platform/settings/index.ts';

export interface SnapshotSettings {
  keep: number;
  maxShrink: number;
  gcGraceSeconds: number;
  leaseTtlSeconds: number;
}

export function snapshotSettings(settings: Settings): SnapshotSettings {
  return {
    keep: settings.SNAPSHOT_KEEP,
    maxShrink: settings.SNAPSHOT_MAX_SHRINK,
    gcGraceSeconds: settings.SNAPSHOT_GC_GRACE_SECONDS,
    leaseTtlSeconds: settings.SNAPSHOT_LEASE_TTL_SECONDS,
  };
}

/**
 * The declared defaults, for callers given no value. A command's own values come from its
 * Config (`snapshotSettings(config.settings)`): the environment is read once per process.
 */
export const DEFAULT_SNAPSHOT_SETTINGS: SnapshotSettings = snapshotSettings(loadSettings({}).values);
