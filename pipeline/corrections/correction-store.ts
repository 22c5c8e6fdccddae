import type { Warehouse } from '../warehouse/warehouse.ts';
import type { Correction, CorrectionAction, CorrectionValues } from './correction.ts';
import { CorrectionError } from './correction-error.ts';

/** The columns of `corrections` (migration 006) as a Correction reads them. */
const SELECT = `SELECT id, annonce_id, action, valeurs::VARCHAR AS valeurs, avant::VARCHAR AS avant, raison, par,
  strftime(cree_le, '%Y-%m-%dT%H:%M:%S.%gZ') AS cree_le,
  strftime(annulee_le, '%Y-%m-%dT%H:%M:%S.%gZ') AS annulee_le, annulee_par, annulation_raison
  FROM corrections`;

interface CorrectionRow {
  id: string;
  annonce_id: string;
  action: string;
  valeurs: string;
  avant: string | null;
  raison: string;
  par: string;
  cree_le: string;
  annulee_le: string | null;
  annulee_par: string | null;
  annulation_raison: string | null;
}

const ACTIONS: ReadonlySet<string> = new Set<CorrectionAction>(['corriger', 'retirer', 'publier', 'retirer_document']);

// The row was written by insertCorrection from a Correction of the same action, so its JSON
// columns have that action's shapes; only the action itself is checked.
function fromRow(row: CorrectionRow): Correction {
  if (!ACTIONS.has(row.action)) throw new CorrectionError('correction_illisible', `correction illisible : action inconnue ${JSON.stringify(row.action)} pour ${row.id}`);
  return {
    ...row,
    valeurs: JSON.parse(row.valeurs) as CorrectionValues,
    avant: row.avant === null ? {} : (JSON.parse(row.avant) as Record<string, unknown>),
  } as Correction;
}

/** Every correction still in force, oldest first: the order they are applied in. */
export async function activeCorrections(warehouse: Warehouse): Promise<Correction[]> {
  const rows = await warehouse.all<CorrectionRow>(`${SELECT} WHERE annulee_le IS NULL ORDER BY cree_le, id`);
  return rows.map(fromRow);
}

export async function findCorrection(warehouse: Warehouse, id: string): Promise<Correction | null> {
  const rows = await warehouse.all<CorrectionRow>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function insertCorrection(warehouse: Warehouse, c: Omit<Correction, 'annulee_le' | 'annulee_par' | 'annulation_raison'>): Promise<void> {
  await warehouse.run(
    `INSERT INTO corrections (id, annonce_id, action, valeurs, avant, raison, par, cree_le)
     VALUES ($1, $2, $3, $4::JSON, $5::JSON, $6, $7, $8::TIMESTAMP)`,
    [c.id, c.annonce_id, c.action, JSON.stringify(c.valeurs), JSON.stringify(c.avant), c.raison, c.par, c.cree_le],
  );
}

/** Takes a correction back: its row stays, with who took it back, when and why. */
export async function markCancelled(warehouse: Warehouse, id: string, by: { par: string; le: string; raison: string }): Promise<void> {
  await warehouse.run(`UPDATE corrections SET annulee_le = $2::TIMESTAMP, annulee_par = $3, annulation_raison = $4 WHERE id = $1`, [id, by.le, by.par, by.raison]);
}
