import type { Logger } from '../../../platform/logger.ts';
import type { ObjectCache } from '../manifest.ts';
import type { ObjectStamp } from '../object-writer.ts';
import type { CrashPoint } from '../crash-point.ts';
import type { TreeLayout } from '../tree-builder.ts';

/** What a caller of `publishSnapshot` (a command, the pipeline, a library user) may set. */
export interface PublishOptions {
  /** Creation time, which also names the snapshot; defaults to now. */
  now?: Date;
  /** Largest tolerated drop of announcements or companies versus the parent, 0..1 (default 0.2). */
  maxShrink?: number;
  /** Age after which another process's GC lock is ignored (default 6 h). */
  leaseTtlSeconds?: number;
  /** Parallel uploads (default 16). */
  concurrency?: number;
  /** Recorded in the audit log (default `publish`). */
  actor?: string;
  /**
   * When nothing differs from the parent (no announcement added, removed or updated, no company
   * changed), keep the parent current instead of minting an identical snapshot: a nightly run
   * that found nothing new leaves the served snapshot, its id and its caches as they were.
   */
  skipUnchanged?: boolean;
  /**
   * Artefact paths whose change alone is a change for `skipUnchanged` (the takedown list of
   * archived documents, which an operator may change without touching any announcement).
   */
  significantPaths?: ReadonlySet<string>;
  /** Where a failure to release the publish lease is reported (it does not fail the publish). */
  logger?: Logger;
  /** Parent folder of the publish's temporary files (default the OS temp folder). */
  tempDir?: string;
  /** This publish was forced over a rollback: its audit event says so (`overRollback: true`). */
  overRollback?: boolean;
  /** What the caller already knows of the store's objects (publishFromWarehouse checks them first). */
  objects?: KnownObjects;
  /** Test knobs; production leaves this out. */
  testing?: PublishTesting;
}

/**
 * The store's objects as a caller that listed and checked them knows them (check-objects.ts):
 * handed to the object writer so that it neither asks the store again nor trusts damaged bytes.
 */
export interface KnownObjects {
  /**
   * Objects found with wrong bytes (see checkObjects): written again from the bytes this publish
   * produces. Unless every one of them was, a new snapshot with a fresh tree base is published
   * even when nothing changed, so that what is served verifies.
   */
  rewrite?: ReadonlySet<string>;
  /** Objects seen intact (see ObjectWriter): consulted and updated. */
  seen?: Map<string, ObjectStamp>;
  /** Every object in the store when the publish started (see ObjectWriter): no HEAD per object. */
  present?: ReadonlyMap<string, ObjectStamp>;
  /** Parsed structural objects shared with an earlier reader of the same store (checkObjects). */
  cache?: ObjectCache;
}

/** The testing seam of a publish: nothing here changes what a publish writes, only when or how it is cut. */
export interface PublishTesting {
  /** Tree layering thresholds, lowered to exercise layers on small trees. */
  treeLayout?: TreeLayout;
  /**
   * Called at each named point (crash-point.ts); the commands kill the process there when
   * SNAPSHOT_CRASH_AT names it (cli/crash-points.ts), which is how the crash tests cut a publish
   * in a child process. Absent: nothing.
   */
  crashAt?: (point: CrashPoint) => void;
}
