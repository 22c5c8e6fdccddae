import type { ObjectStore } from '../../store/object-store.ts';
import type { CrashPoint } from '../crash-point.ts';
import type { Manifest, TreeEntry } from '../manifest.ts';
import type { CurrentPointer } from '../pointer.ts';
import type { LedgerView } from '../snapshot-ledger.ts';
import type { TreeView } from '../snapshot-tree.ts';
import type { PublishDelta, PublishInput } from '../snapshot-types.ts';
import type { TreeLayout } from '../tree-builder.ts';
import type { PublishPlan } from './publish-plan.ts';
import type { Uploads } from './uploads.ts';

/** The current snapshot a publish builds on, opened. */
export interface ParentSnapshot {
  pointer: CurrentPointer;
  manifest: Manifest;
  manifestSha256: string;
  tree: TreeView;
  /** Every path of the parent's tree (the artefacts step adds a damaged shard's recovered paths). */
  entries: Map<string, TreeEntry>;
  ledger: LedgerView;
}

/**
 * What every step of one publish reads, internal to publish/snapshot/publish: set up once by
 * publishSnapshot. What a step produces for the next ones it returns, so the order is in
 * publishSnapshot's few lines and each step's signature.
 */
export interface PublishContext {
  readonly store: ObjectStore;
  readonly input: PublishInput | PublishDelta;
  readonly now: Date;
  readonly plan: PublishPlan;
  readonly parent: ParentSnapshot | null;
  readonly uploads: Uploads;
  /** The publish's temporary folder (the changes of a first publish are the whole corpus). */
  readonly temp: string;
  readonly treeLayout: TreeLayout;
  readonly crashAt: (point: CrashPoint) => void;
}
