import type { Signalement, SignalementInput, Origine } from '../signalement.js';

export interface Counts {
  ouverts: number;
  traites: number;
  rejetes: number;
}

export type CreateOutcome = { ok: true; signalement: Signalement } | { ok: false; reason: 'full' };

export type SettleOutcome = { ok: true; signalement: Signalement } | { ok: false; reason: 'not_found' | 'already_settled'; signalement: Signalement | null };

/**
 * Where reports are kept: the webhook database (SQLite by default, PostgreSQL with DATABASE_URL),
 * in tables of their own (docs/signalements.md, "Storage").
 */
export interface SignalementStore {
  /** Stores a report unless `maxOpen` reports are already open (checked in the same transaction). */
  create(input: SignalementInput, meta: { id: string; origine: Origine; now: number; maxOpen: number }): Promise<CreateOutcome>;
  get(id: string): Promise<Signalement | null>;
  /** Open reports, oldest first. */
  listOpen(limit: number): Promise<Signalement[]>;
  /** Marks an open report `traite` with the correction it led to, and who made it. */
  settle(id: string, correctionId: string, now: number, by?: string): Promise<SettleOutcome>;
  /** Marks an open report `rejete`: an operator read it and found nothing to correct, and says why. */
  reject(id: string, reason: string, by: string, now: number): Promise<SettleOutcome>;
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
    created_at: num(row.created_at),
    settled_at: row.settled_at === null || row.settled_at === undefined ? null : num(row.settled_at),
    settled_by: str(row.settled_by),
    rejection_reason: str(row.rejection_reason),
  };
}
