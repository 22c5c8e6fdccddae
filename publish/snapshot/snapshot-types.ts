import type { AnnonceType } from '../../kernel/model/announcement.ts';
import type { Montant } from '../../kernel/model/capital-amount.ts';

/**
 * The seam between the artefact builder (warehouse -> artefacts), the snapshot writer
 * (artefacts -> content-addressed objects + manifest + `current`), and the readers (API,
 * webhook dispatcher, auditors' CLI).
 */

/** One published file of a snapshot, addressed by its logical path (`entreprises/<ridet>.json`). */
export interface Artefact {
  path: string;
  body: Buffer;
  contentType: string;
}

/**
 * An announcement as every public surface shows it: the webhook payload's fields plus `id`
 * (DESIGN.md §5). The ledger of a snapshot is every such item it contains; diffs and the
 * `changes` file are computed from ledgers.
 */
export interface AnnonceItem {
  id: string;
  ridet: string;
  denomination: string;
  type: AnnonceType;
  titre: string;
  resume: string;
  date: string;
  source: string;
  fiche_url: string;
  /**
   * Present (true) only when the notice named the enterprise but not the establishment (a bare
   * RID or an RCS number): `ridet` is then where it was attached (docs/artefacts.md).
   */
  etablissement_inconnu?: true;
  /** Present only on a court notice that names the procedure's bodies (liquidator, administrator...). */
  organes_procedure?: { nom: string; prenoms: string | null; fonction: string }[];
  /** Present only when the same legal event was also published by another source: shared by those publications. */
  evenement_id?: string;
  /** Present (true) only when the notice's text was read by OCR from a scanned document. */
  ocr?: true;
  /** Present with `ocr` only: the mean word confidence of the reading (0..1), null when unknown. */
  ocr_confiance?: number | null;
  /** Present only when an operator corrected the announcement (docs/corrections.md): each field corrected. */
  corrections?: { champ: 'ridet' | 'type' | 'denomination'; avant: string | null; apres: string; date: string; raison: string }[];
  /**
   * `<site URL>/v1/documents/<raw_sha256>`: the archived source document, served by the API. In
   * every item published since it exists (absent from older snapshots).
   */
  document_url?: string;
  /**
   * Present only when the notice states a capital with its currency: that capital as a number
   * (kernel/model/capital-amount.ts). Absent from items published before it existed.
   */
  capital_montant?: Montant;
  /** Present (false) only when the RID the notice prints fails its check digit (Luhn). */
  ridet_luhn_valide?: false;
  /** Present only when reconciliation attached the notice to another company than the one it prints: the RIDET printed. */
  ridet_imprime?: string;
}

/**
 * Where an announcement came from (DESIGN.md §3). Ledger items may carry it; the ledger, the
 * changes file and exports keep every field an item has, so provenance survives publishing.
 */
export interface AnnonceProvenance {
  source_url: string;
  fetched_at: string;
  raw_sha256: string;
}

/** A ledger item: the public fields, plus provenance when the builder supplies it. */
export type LedgerItem = AnnonceItem & Partial<AnnonceProvenance>;

/**
 * What changed between a snapshot and its parent (stored as `changes.json` in every snapshot)
 * or between any two snapshots (diffSnapshots). `added` in ascending (date, id) order (the
 * ledger's), the id lists sorted.
 */
export interface SnapshotChanges {
  format: 'annonces-nc/changes@1';
  from: string | null;
  to: string;
  /** Full items, so the webhook dispatcher needs nothing else. */
  added: LedgerItem[];
  /** Ids present in `from` only. */
  removed: string[];
  /** Ids in both whose item content differs (re-parse, corrected denomination...). */
  updated: string[];
  /** RIDETs whose company file changed, appeared or disappeared, or whose announcements did. */
  companiesChanged: string[];
}

export interface SnapshotCounts {
  announcements: number;
  companies: number;
  bySource: Record<string, number>;
  byType: Record<string, number>;
}

export interface PublishInput {
  artefacts: AsyncIterable<Artefact> | Iterable<Artefact>;
  ledger: AsyncIterable<LedgerItem> | Iterable<LedgerItem>;
  /** Pipeline run ids this snapshot comes from. */
  runIds: string[];
  counts: SnapshotCounts;
  /** Code version (package version + git commit when known). */
  codeVersion: string;
  /** Skip the shrink safety gate. */
  force?: boolean;
}

/** Every item of one month of the ledger as it is now (none: the month is gone). */
export interface LedgerMonthInput {
  /** `YYYY-MM`. */
  month: string;
  items: LedgerItem[];
}

/**
 * A snapshot given as its differences from the current one: the artefacts that are new or
 * changed, the paths that are gone, and the months of the ledger that changed, each whole. What
 * is not named is the parent's. The resulting snapshot is the one a full input describing the
 * same content would give (same paths, same bytes, same changes file).
 */
export interface PublishDelta {
  /** The snapshot this applies to; publishing refuses (`snapshot_parent_moved`) when `current` is another. */
  parent: { id: string; manifestSha256: string };
  artefacts: AsyncIterable<Artefact> | Iterable<Artefact>;
  removedPaths: Iterable<string>;
  /** Ascending by month. */
  ledgerMonths: AsyncIterable<LedgerMonthInput> | Iterable<LedgerMonthInput>;
  runIds: string[];
  counts: SnapshotCounts;
  codeVersion: string;
  force?: boolean;
}

export interface PublishResult {
  snapshotId: string;
  parentId: string | null;
  /**
   * Objects (content-addressed bodies under `objects/`) this publish uploaded, and their bytes:
   * the manifest's `written`. The manifest, `current` and the audit event are not objects.
   */
  objectsWritten: number;
  bytesWritten: number;
  added: number;
  removed: number;
  /** Announcements in both snapshots whose content differs (a re-read, a correction, a move). */
  updated: number;
  companiesChanged: number;
  /** True when nothing changed and the parent stayed current (publish option skipUnchanged). */
  unchanged?: boolean;
  /** sha256 of the manifest now current (the parent's when unchanged). */
  manifestSha256?: string;
  /** Objects found with wrong bytes and written again. */
  repaired?: number;
  /** Milliseconds spent in each step, for reports and benchmarks. */
  timings?: Record<string, number>;
  /** How the publish compared with its parent, and why (publish/snapshot/publish/publish-plan.ts). */
  plan?: { mode: 'full' | 'incremental'; reason: string; fr: string; en: string };
}

/** A published, immutable snapshot opened for reading. */
export interface SnapshotReader {
  readonly id: string;
  readonly parentId: string | null;
  readonly createdAt: string;
  readonly counts: SnapshotCounts;
  /** The body of a logical path, or null when the snapshot has no such path. */
  read(path: string): Promise<Buffer | null>;
  /** Content hash (sha256 hex) of a logical path, or null; usable as a strong ETag. */
  hash(path: string): Promise<string | null>;
}
