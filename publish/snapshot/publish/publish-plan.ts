import { SnapshotError } from '../snapshot-error.ts';
import type { PublishDelta, PublishInput, SnapshotCounts } from '../snapshot-types.ts';

/** Why a publish compares with its parent the way it does; stable, for reports and tests. */
export type PublishReason =
  /** No snapshot is current: everything is new. */
  | 'first_publish'
  /** The caller gave every artefact and ledger item: compared with the parent path by path and month by month. */
  | 'full_input'
  /** A full input with damaged objects to write again: a fresh tree base, so what is served verifies. */
  | 'repair'
  /** The caller gave the differences from the parent: what it does not name is the parent's. */
  | 'delta';

export interface PublishPlan {
  mode: 'full' | 'incremental';
  reason: PublishReason;
  /** The reason in words: French for the commands' users, English for the logs. */
  fr: string;
  en: string;
  /** Rebuild every tree shard rather than add a layer (damaged objects to write again). */
  freshTreeBase: boolean;
}

/** The parent as the plan needs it: what `current` names and its manifest says. */
export interface PlanParent {
  id: string;
  manifestSha256: string;
  counts: SnapshotCounts;
}

export function isDelta(input: PublishInput | PublishDelta): input is PublishDelta {
  return 'parent' in input;
}

/**
 * Decides how a publish proceeds, before it writes anything, from the parent (null: nothing
 * current), the input and the options; or refuses: a delta computed against another snapshot
 * than the current one (`snapshot_parent_moved`), a drop beyond `maxShrink` without `force`
 * (`snapshot_shrink_refused`). Pure: reads nothing, writes nothing.
 */
export function planPublish(facts: { parent: PlanParent | null; input: PublishInput | PublishDelta; maxShrink: number; rewrite: number }): PublishPlan {
  const { parent, input } = facts;
  if (isDelta(input) && (parent?.id !== input.parent.id || parent.manifestSha256 !== input.parent.manifestSha256)) {
    throw new SnapshotError(
      'snapshot_parent_moved',
      `[snapshot] the changes were computed against ${input.parent.id}, but current is ${parent?.id ?? 'nothing'}: build them again`,
    );
  }
  if (parent !== null && !input.force) checkShrink(parent, input.counts, facts.maxShrink);
  const freshTreeBase = facts.rewrite > 0;
  if (isDelta(input)) {
    return { mode: 'incremental', reason: 'delta', fr: `différences par rapport à ${input.parent.id}`, en: `changes against ${input.parent.id}`, freshTreeBase };
  }
  if (parent === null) return { mode: 'full', reason: 'first_publish', fr: 'premier instantané de ce stockage', en: 'first snapshot in this store', freshTreeBase };
  if (freshTreeBase) {
    return { mode: 'full', reason: 'repair', fr: `${facts.rewrite} objet(s) altéré(s) à réécrire`, en: `${facts.rewrite} damaged object(s) to write again`, freshTreeBase };
  }
  return { mode: 'full', reason: 'full_input', fr: `contenu complet, comparé à ${parent.id}`, en: `full input, compared with ${parent.id}`, freshTreeBase };
}

/** Validates the options a plan depends on, before anything is read or locked. */
export function checkMaxShrink(maxShrink: number): void {
  if (!(maxShrink >= 0 && maxShrink <= 1)) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] maxShrink: expected a fraction between 0 and 1, got ${String(maxShrink)}`);
  }
}

function checkShrink(parent: PlanParent, counts: SnapshotCounts, maxShrink: number): void {
  const problems: string[] = [];
  for (const what of ['announcements', 'companies'] as const) {
    const before = parent.counts[what];
    const after = counts[what];
    if (before > 0 && (before - after) / before > maxShrink) {
      problems.push(`${what} would drop from ${before} to ${after} (-${(((before - after) / before) * 100).toFixed(1)}%)`);
    }
  }
  if (problems.length > 0) {
    throw new SnapshotError(
      'snapshot_shrink_refused',
      `[snapshot] refusing to publish: ${problems.join(' and ')} versus parent ${parent.id}, more than the allowed ${(maxShrink * 100).toFixed(0)}%; check the run's report, or publish with force if the drop is real`,
    );
  }
}
