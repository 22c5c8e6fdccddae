import { AppError } from '../../kernel/errors/app-error.ts';
/** Stable codes for callers (CLI exit paths, the pipeline's run report, tests). */
export type SnapshotErrorCode =
  | 'snapshot_not_found'
  | 'snapshot_no_current'
  | 'snapshot_corrupt'
  | 'snapshot_shrink_refused'
  | 'snapshot_gc_running'
  | 'snapshot_publish_running'
  | 'snapshot_invalid_input'
  | 'snapshot_parent_moved'
  /** `current` was set by a rollback, and the publish would serve again what it took away. */
  | 'snapshot_over_rollback_refused'
  | 'snapshot_export_failed'
  /** The export's folder could hold what it did not write (the current folder, a foreign folder...). */
  | 'snapshot_export_refused'
  /** The export's folder cannot be created or read (under a file, on /proc, without permission). */
  | 'snapshot_export_unusable'
  /** The store holds snapshots of format 1, which only `snapshots migrate` reads: run it once. */
  | 'snapshot_migration_needed';

export class SnapshotError extends AppError<SnapshotErrorCode> {}
