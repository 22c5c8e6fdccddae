import { randomUUID } from 'node:crypto';
import { STORED_FIELDS } from '../../kernel/model/announcement-record.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad, type FinishedLoad } from '../load/finish-load.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { CORRECTABLE_SELECT, sameValue } from './apply-corrections.ts';
import { CORRECTABLE_FIELDS, CorrectionError, type CorrectableField, type Correction, type CorrectionAction, type CorrectionChange, type CorrectionValues } from './correction.ts';
import { activeCorrections, findCorrection, insertCorrection, markCancelled } from './correction-store.ts';
import { findQuarantined, insertPublished, requireAllValues } from './publish-quarantined.ts';

export interface CorrectionRequest {
  /** The announcement's id; for `publier`, the quarantine entry's. */
  annonceId: string;
  action: CorrectionAction;
  /** `publier` only: the notice's date (YYYY-MM-DD); the day its document was fetched when absent. */
  date?: string | undefined;
  valeurs: CorrectionValues;
  raison: string;
  par: string;
  now: Date;
}

export interface CorrectionResult {
  correction: Correction;
  /** The correction step and the company derivation that followed it. */
  finished: FinishedLoad;
}

type CurrentRow = Record<CorrectableField, string | null> & { ridet: string; raw_sha256: string; row: string };

/**
 * Records a correction and applies it at once, with the company records it moves (finishLoad):
 * the next publish carries it. Refused, before anything is written, when the announcement is
 * unknown or the values are those it already holds (nothing would change, and a correction that
 * changes nothing could never be told redundant).
 */
export async function recordCorrection(warehouse: Warehouse, request: CorrectionRequest): Promise<CorrectionResult> {
  if (request.action === 'publier') return publishQuarantined(warehouse, request);
  const current = await currentRow(warehouse, request.annonceId);
  if (current === null) throw new CorrectionError('annonce_inconnue', `annonce inconnue ${JSON.stringify(request.annonceId)} (identifiant de l’API, champ id)`);
  let change: CorrectionChange;
  if (request.action === 'retirer') {
    change = { action: 'retirer', valeurs: {}, avant: JSON.parse(current.row) as Record<string, unknown> };
  } else if (request.action === 'retirer_document') {
    change = { action: 'retirer_document', valeurs: {}, avant: { raw_sha256: current.raw_sha256 } };
    const active = await activeCorrections(warehouse);
    const already = active.find((c) => c.action === 'retirer_document' && c.avant.raw_sha256 === current.raw_sha256);
    if (already) throw new CorrectionError('correction_sans_effet', `le document ${current.raw_sha256} est déjà retiré par la correction ${already.id}`);
  } else {
    const champs = CORRECTABLE_FIELDS.filter((f) => request.valeurs[f] !== undefined);
    if (champs.length === 0) throw new CorrectionError('correction_invalide', 'rien à corriger : donner --ridet, --type, --denomination, --date, --capital, --siege, --forme, --objet, --dirigeant ou --sans-dirigeants (ou --retirer)');
    if (champs.every((f) => sameValue(f, current[f], request.valeurs[f]))) {
      throw new CorrectionError('correction_sans_effet', `l’annonce ${request.annonceId} porte déjà ces valeurs : rien à corriger`);
    }
    change = { action: 'corriger', valeurs: request.valeurs, avant: Object.fromEntries(champs.map((f) => [f, current[f]])) };
  }
  const correction = newCorrection(request, change);
  // Not one transaction: the company derivation runs its own. A correction stored but not yet
  // applied (a crash in between) is applied by the next load, as any other.
  await insertCorrection(warehouse, correction);
  const finished = await finishLoad(warehouse, new Set([current.ridet]));
  return { correction, finished };
}

/**
 * `--publier`: a quarantined notice a person can read becomes an announcement with the values
 * given (publish-quarantined.ts), recorded as a correction like any other, so that it lasts,
 * is published with its `corrections` and can be taken back.
 */
async function publishQuarantined(warehouse: Warehouse, request: CorrectionRequest): Promise<CorrectionResult> {
  const valeurs = requireAllValues(request.valeurs);
  const entry = await findQuarantined(warehouse, request.annonceId);
  if (entry === null) throw new CorrectionError('quarantaine_inconnue', `entrée de quarantaine inconnue ${JSON.stringify(request.annonceId)} (voir npm run pipeline -- quarantine --json)`);
  if (entry.resolved_run_id !== null) {
    throw new CorrectionError('correction_sans_effet', `l’entrée ${entry.id} a été lue par l’analyseur (${entry.resolved_run_id}) : corriger l’annonce qu’elle est devenue`);
  }
  const annonceId = announcementId(entry.source, entry.reference);
  if ((await currentRow(warehouse, annonceId)) !== null) {
    throw new CorrectionError('correction_sans_effet', `l’entrée ${entry.id} est déjà publiée comme annonce ${annonceId} : la corriger`);
  }
  const correction = newCorrection({ ...request, annonceId }, { action: 'publier', valeurs, avant: { quarantaine: entry.id } });
  // Together or not at all: an announcement without the correction that explains it would be
  // published without its `corrections`, could not be taken back, and would make the next
  // `--publier` answer that it is already published.
  await warehouse.transaction(async () => {
    await insertPublished(warehouse, entry, valeurs, request.date ?? entry.fetched_on);
    await insertCorrection(warehouse, correction);
  });
  const finished = await finishLoad(warehouse, new Set([valeurs.ridet]));
  return { correction, finished };
}

function newCorrection(request: CorrectionRequest, change: CorrectionChange): Correction {
  return {
    id: `cor-${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    annonce_id: request.annonceId,
    ...change,
    raison: request.raison,
    par: request.par,
    cree_le: request.now.toISOString(),
    annulee_le: null,
    annulee_par: null,
    annulation_raison: null,
  };
}

/**
 * Takes a correction back (`corriger --annuler`): the announcement returns to what the parse
 * read, or to the later corrections still in force; a withdrawn announcement is put back as it
 * was withdrawn (the next reparse refreshes it from its document); a published quarantine entry
 * is unpublished, unless a parse has read it since.
 */
export async function cancelCorrection(
  warehouse: Warehouse,
  request: { annonceId: string; correctionId: string; raison: string; par: string; now: Date },
): Promise<CorrectionResult> {
  const correction = await findCorrection(warehouse, request.correctionId);
  // A published quarantine entry may be named by the entry's id or by its announcement's.
  const names = correction === null ? [] : [correction.annonce_id, ...(correction.action === 'publier' ? [correction.avant.quarantaine] : [])];
  if (correction === null || !names.includes(request.annonceId)) {
    throw new CorrectionError('correction_inconnue', `correction inconnue ${JSON.stringify(request.correctionId)} pour l’annonce ${request.annonceId}`);
  }
  if (correction.annulee_le !== null) {
    throw new CorrectionError('correction_deja_annulee', `la correction ${correction.id} a déjà été annulée le ${correction.annulee_le} par ${correction.annulee_par ?? '?'}`);
  }
  const ridets = new Set<string>();
  await warehouse.transaction(async () => {
    await markCancelled(warehouse, correction.id, { par: request.par, le: request.now.toISOString(), raison: request.raison });
    if (correction.action === 'retirer' && (await currentRow(warehouse, correction.annonce_id)) === null) {
      await reinsert(warehouse, correction.avant);
    }
    // A published quarantine entry no parse has read since goes back to quarantine only.
    if (correction.action === 'publier' && (await findQuarantined(warehouse, correction.avant.quarantaine))?.resolved_run_id === null) {
      const gone = await currentRow(warehouse, correction.annonce_id);
      if (gone) ridets.add(gone.ridet);
      await warehouse.run(`DELETE FROM announcements WHERE id = $1`, [correction.annonce_id]);
    }
  });
  const current = await currentRow(warehouse, correction.annonce_id);
  if (current) ridets.add(current.ridet);
  const finished = await finishLoad(warehouse, ridets);
  return { correction: { ...correction, annulee_le: request.now.toISOString(), annulee_par: request.par, annulation_raison: request.raison }, finished };
}

async function currentRow(warehouse: Warehouse, id: string): Promise<CurrentRow | null> {
  const rows = await warehouse.all<CurrentRow>(`SELECT ${CORRECTABLE_SELECT}, raw_sha256, to_json(a)::VARCHAR AS row FROM announcements a WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Puts back a withdrawn row from its JSON (to_json of the row when it was withdrawn), column by
 * column as the record declares them; a column added since is left to its default. Its
 * corrections are reset so the correction step applies those still in force.
 */
async function reinsert(warehouse: Warehouse, row: Record<string, unknown>): Promise<void> {
  const fields = STORED_FIELDS.filter((f) => f.name in row && f.name !== 'corrections');
  const params = fields.map((f) => {
    const value = row[f.name];
    if (value === null || value === undefined) return null;
    return f.column.sql === 'JSON' ? JSON.stringify(value) : (value as string | number | boolean);
  });
  await warehouse.run(
    `INSERT INTO announcements (${fields.map((f) => f.name).join(', ')}) VALUES (${fields.map((f, i) => `$${i + 1}::${f.column.sql}`).join(', ')})`,
    params,
  );
}
