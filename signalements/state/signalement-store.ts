import type { Origine, Signalement, SignalementInput } from '../signalement.ts';

export interface Counts {
  ouverts: number;
  traites: number;
  rejetes: number;
}

export type CreateOutcome = { ok: true; signalement: Signalement } | { ok: false; reason: 'full' | 'network_share' };

/** What a report is stored with besides what the reader wrote, and the bounds checked with it. */
export interface CreateMeta {
  id: string;
  origine: Origine;
  now: number;
  /** Refused (`full`) when this many reports are open, all clients together. */
  maxOpen: number;
  /** Where it came from: its network (signalements/network-prefix.ts) and its API key, if any. */
  client: { network: string; key: string | null };
  /** Refused (`network_share`) when its network has sent `max` reports since `since` (the day's start), whatever became of them. */
  networkShare: { since: number; max: number };
}

/** Whose open reports a bulk rejection closes: a range of stored networks (network-prefix.ts), or an API key. */
export type ReportSender = { network: { low: string; high: string } } | { key: string };

export type SettleOutcome = { ok: true; signalement: Signalement } | { ok: false; reason: 'not_found' | 'already_settled'; signalement: Signalement | null };

/**
 * Where reports are kept: the webhook database (SQLite by default, PostgreSQL with DATABASE_URL),
 * in tables of their own (docs/signalements.md, "Storage").
 */
export interface SignalementStore {
  /** Stores a report unless its network's share of the day is used or `maxOpen` reports are open (checked in the same transaction). */
  create(input: SignalementInput, meta: CreateMeta): Promise<CreateOutcome>;
  get(id: string): Promise<Signalement | null>;
  /** Open reports, oldest first: all of them (at most the cap), or the first `limit`; one query. */
  listOpen(limit?: number): Promise<Signalement[]>;
  /** Marks an open report `traite` with the correction it led to, and who made it. */
  settle(id: string, correctionId: string, now: number, by?: string): Promise<SettleOutcome>;
  /** Marks an open report `rejete`: an operator read it and found nothing to correct, and says why. */
  reject(id: string, reason: string, by: string, now: number): Promise<SettleOutcome>;
  /** Marks every open report of `from` `rejete` with one reason, in one statement; how many it closed. */
  rejectAllFrom(from: ReportSender, reason: string, by: string, now: number): Promise<number>;
  counts(): Promise<Counts>;
  /** The form tokens' key, made at the first call and the same for every instance afterwards (a write: the module reads it once, at start). */
  formSecret(): Promise<Buffer>;
  close(): Promise<void>;
}

export type Row = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function signalementFromRow(row: Row): Signalement {
  return {
    id: String(row.id),
    annonce_id: str(row.annonce_id),
    ridet: str(row.ridet),
    champ: String(row.champ) as Signalement['champ'],
    valeur_proposee: str(row.valeur_proposee),
    commentaire: String(row.commentaire),
    origine: String(row.origine) as Origine,
    statut: String(row.statut) as Signalement['statut'],
    correction_id: str(row.correction_id),
    cree_le: num(row.cree_le),
    clos_le: row.clos_le === null || row.clos_le === undefined ? null : num(row.clos_le),
    settled_by: str(row.settled_by),
    motif_rejet: str(row.motif_rejet),
    client_network: str(row.client_network),
    client_key: str(row.client_key),
  };
}
