import { announcementId } from '../../kernel/model/ids.ts';
import { summarise } from '../../kernel/normalise/summarise.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { CorrectionError, type CorrectionValues } from './correction.ts';

/** What `--publier` needs of a quarantine entry. */
export interface QuarantinedNotice {
  id: string;
  source: string;
  reference: string;
  url: string;
  document_sha256: string;
  extrait: string | null;
  first_run_id: string;
  last_run_id: string;
  resolved_run_id: string | null;
  /** The document's fetch date (YYYY-MM-DD), the date used when the operator gives none. */
  fetched_on: string;
  fetched_at: string;
}

export async function findQuarantined(warehouse: Warehouse, id: string): Promise<QuarantinedNotice | null> {
  const rows = await warehouse.all<QuarantinedNotice>(
    `SELECT q.id, q.source, q.reference, q.url, q.document_sha256, q.extrait, q.first_run_id, q.last_run_id, q.resolved_run_id,
            strftime(d.fetched_at, '%Y-%m-%d') AS fetched_on, strftime(d.fetched_at, '%Y-%m-%dT%H:%M:%S.%gZ') AS fetched_at
     FROM quarantine q JOIN documents d ON d.sha256 = q.document_sha256 WHERE q.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The announcement a quarantined notice becomes when an operator publishes it: the id the parser
 * would give it (source, reference), so that the day a parser reads it the loader refreshes this
 * row and the correction can be told redundant; the operator's RIDET, type and dénomination; the
 * date given, else the day its document was fetched; the entry's excerpt as its text.
 * @returns the announcement's id.
 */
export async function insertPublished(warehouse: Warehouse, q: QuarantinedNotice, values: PublishedValues, date: string): Promise<string> {
  const id = announcementId(q.source, q.reference);
  const texte = q.extrait ?? '';
  const titre = summarise(texte.split('\n')[0] ?? '', 120) || values.denomination;
  await warehouse.run(
    `INSERT INTO announcements (id, source, reference, ridet, ridet_luhn_valide, denomination, type, titre, resume, date,
       dirigeants, texte, source_url, fetched_at, raw_sha256, first_run_id, last_run_id)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9::DATE, '[]', $10, $11, $12::TIMESTAMP, $13, $14, $15)`,
    [id, q.source, q.reference, values.ridet, values.denomination, values.type, titre, summarise(texte), date, texte, q.url, q.fetched_at, q.document_sha256, q.first_run_id, q.last_run_id],
  );
  return id;
}

/** The three fields every published notice has; the others a `--publier` may give are applied as corrections. */
export type PublishedValues = CorrectionValues & { ridet: string; type: string; denomination: string };

/** `--publier` needs all three fields: a quarantined notice has no reading to keep. */
export function requireAllValues(values: CorrectionValues): PublishedValues {
  if (values.ridet === undefined || values.type === undefined || values.denomination === undefined) {
    throw new CorrectionError('correction_invalide', '--publier demande --ridet, --type et --denomination : une notice en quarantaine n’a rien de lu à garder');
  }
  return { ...values, ridet: values.ridet, type: values.type, denomination: values.denomination };
}
