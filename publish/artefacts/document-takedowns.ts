import type { Artefact, SnapshotReader } from '../snapshot/snapshot-types.ts';
import { jsonArtefact } from './artefact-bodies.ts';
import type { SerialReader } from './warehouse-batches.ts';

/**
 * The snapshot's takedown list: the archived documents (`raw/<sha256>`, GET /v1/documents) the
 * API must no longer serve, answered 410 document_withdrawn (docs/api.md, "Withdrawn documents").
 *
 * Built at every publish from the corrections in force (docs/corrections.md), so it travels with
 * the snapshot like what it withdraws: the snapshot that stops publishing an announcement is the
 * one that stops serving its document, a rollback brings both back together, and each snapshot
 * says which documents it withheld and by which corrections (who, when and why are in the
 * warehouse's `corrections` table, never deleted).
 *
 * - `annonces_retirees`: every announcement read from the document is withdrawn
 *   (`corriger --retirer`); a document that still backs a published announcement stays served.
 * - `retrait_operateur`: an operator withdrew the document itself (`corriger --retirer-document`),
 *   whatever its announcements (a whole issue holding one notice that must go).
 */
export const TAKEDOWNS_PATH = 'documents-retires.json';

export type TakedownReason = 'annonces_retirees' | 'retrait_operateur';

export interface TakenDownDocument {
  sha256: string;
  motifs: TakedownReason[];
  /** The corrections in force that withdraw it, oldest first. */
  corrections: string[];
  /** When the oldest of them was made (ISO 8601). */
  depuis: string;
}

export interface TakedownList {
  documents: TakenDownDocument[];
}

interface TakedownRow {
  sha256: string;
  motif: TakedownReason;
  id: string;
  cree_le: string;
}

/** The list as the warehouse's corrections in force make it now, sorted by sha256. */
export async function readTakedowns(reader: Pick<SerialReader, 'all'>): Promise<TakedownList> {
  const rows = await reader.all<TakedownRow>(
    `WITH withdrawn AS (
       SELECT json_extract_string(avant, '$.raw_sha256') AS sha256, action, id, cree_le
       FROM corrections WHERE annulee_le IS NULL AND action IN ('retirer', 'retirer_document'))
     SELECT sha256, CASE action WHEN 'retirer' THEN 'annonces_retirees' ELSE 'retrait_operateur' END AS motif, id,
            strftime(cree_le, '%Y-%m-%dT%H:%M:%S.%gZ') AS cree_le
     FROM withdrawn w
     WHERE sha256 IS NOT NULL
       AND (action = 'retirer_document' OR NOT EXISTS (SELECT 1 FROM announcements a WHERE a.raw_sha256 = w.sha256))
     ORDER BY sha256, cree_le, id`,
  );
  const documents: TakenDownDocument[] = [];
  for (const row of rows) {
    let last = documents.at(-1);
    if (last?.sha256 !== row.sha256) documents.push((last = { sha256: row.sha256, motifs: [], corrections: [], depuis: row.cree_le }));
    if (!last.motifs.includes(row.motif)) last.motifs.push(row.motif);
    last.corrections.push(row.id);
  }
  for (const document of documents) document.motifs.sort();
  return { documents };
}

export async function takedownArtefact(reader: Pick<SerialReader, 'all'>): Promise<Artefact> {
  return jsonArtefact(TAKEDOWNS_PATH, await readTakedowns(reader));
}

/**
 * Whether the list the warehouse makes now differs from the one `parent` published: an
 * operator's takedown changes no announcement, and must still make the next publish.
 */
export async function takedownsChanged(reader: Pick<SerialReader, 'all'>, parent: Pick<SnapshotReader, 'read'>): Promise<boolean> {
  const published = await parent.read(TAKEDOWNS_PATH);
  return published === null || !published.equals((await takedownArtefact(reader)).body);
}
