import type { PublishState } from './artefacts/publish-state.ts';

/** Why a publish from the warehouse builds everything, or only what changed; stable, for reports and tests. */
export type BuildReason =
  | 'incremental'
  | 'full_asked'
  | 'first_publish'
  | 'no_state'
  | 'other_store'
  | 'current_moved'
  | 'fingerprint_changed'
  | 'damaged_objects'
  | 'too_many_changes';

export interface BuildPlan {
  mode: 'full' | 'incremental';
  reason: BuildReason;
  /** The reason in words: French for the run report's reader, English for the logs (and `fullBecause`). */
  fr: string;
  en: string;
}

/** What the decision is made from; `damaged` and `tooManyChanges` are known only once checked (undefined before). */
export interface BuildFacts {
  asked: 'auto' | 'full';
  storeUrl: string;
  /** The served snapshot and its manifest's hash, or null when nothing is served. */
  current: { snapshot: string; manifestSha256: string } | null;
  state: PublishState | null;
  fingerprint: string;
  /** Objects of the served snapshot found damaged. */
  damaged?: number;
  /** The change set exceeded its limit (more than a tenth of the corpus): not worth splicing. */
  tooManyChanges?: boolean;
}

/**
 * Full or incremental, and why: incremental only when the warehouse last published the very
 * snapshot that is served, to this store, with the same code and options, the served objects are
 * intact and the change set is small. Pure; publishFromWarehouse calls it once before checking
 * objects and diffing digests (skipped when the answer is already full) and once after.
 */
export function planBuild(facts: BuildFacts): BuildPlan {
  const full = (reason: BuildReason, en: string, fr: string): BuildPlan => ({ mode: 'full', reason, en, fr });
  const { current, state } = facts;
  if (facts.asked === 'full') return full('full_asked', 'full publish asked for', 'publication complète demandée');
  if (current === null) return full('first_publish', 'first publish to this store', 'première publication dans ce stockage');
  if (state === null) return full('no_state', 'no publish recorded in this warehouse', 'aucune publication inscrite dans cet entrepôt');
  if (state.store !== facts.storeUrl) return full('other_store', `last publish went to ${state.store}`, `la dernière publication est allée vers ${state.store}`);
  if (state.snapshotId !== current.snapshot || state.manifestSha256 !== current.manifestSha256) {
    return full('current_moved', `current is ${current.snapshot}, last published from here ${state.snapshotId}`, `l’instantané servi est ${current.snapshot}, le dernier publié d’ici ${state.snapshotId}`);
  }
  if (state.fingerprint !== facts.fingerprint) {
    return full('fingerprint_changed', 'code, options or DuckDB version changed since the last publish', 'le code, les options ou la version de DuckDB ont changé depuis la dernière publication');
  }
  if (facts.damaged !== undefined && facts.damaged > 0) {
    return full('damaged_objects', `${facts.damaged} damaged object(s) to write again`, `${facts.damaged} objet(s) altéré(s) à réécrire`);
  }
  if (facts.tooManyChanges) {
    return full('too_many_changes', 'more than a tenth of the announcements or companies changed', 'plus d’un dixième des annonces ou des entreprises ont changé');
  }
  return { mode: 'incremental', reason: 'incremental', en: `only what changed since ${current.snapshot}`, fr: `seulement ce qui a changé depuis ${current.snapshot}` };
}
