import type { OcrDoute } from '../../kernel/model/ocr-doubt.ts';
import type { WarehouseReads } from '../warehouse/warehouse-reads.ts';

export interface OcrReadingToReview {
  annonce_id: string;
  ridet: string;
  denomination: string;
  type: string;
  ocr_confiance: number | null;
  doutes: OcrDoute[];
  texte: string;
  raw_sha256: string;
}

/**
 * The notices read by OCR with doubtful fields no other notice settles, lowest confidence first.
 * Their companies' other notices are read in one query.
 */
export async function ocrReadingsToReview(warehouse: WarehouseReads, limit: number): Promise<OcrReadingToReview[]> {
  type Row = Omit<OcrReadingToReview, 'doutes'> & { doutes: string };
  const doubtful = await warehouse.all<Row>(
    `SELECT id AS annonce_id, ridet, denomination, type, ocr_confiance, ocr_doutes::VARCHAR AS doutes, texte, raw_sha256
     FROM announcements WHERE ocr AND ocr_doutes IS NOT NULL ORDER BY id`,
  );
  if (doubtful.length === 0) return [];
  // The name comparison (its folding and legal forms) loads when there is a doubt to settle.
  const { remainingDoubts } = await import('./remaining-doubts.ts');
  const witnesses = await warehouse.all<{ id: string; ridet: string; denomination: string; doubtful_name: boolean }>(
    `SELECT id, ridet, denomination,
       coalesce(ocr AND list_contains(json_extract_string(ocr_doutes, '$[*].champ'), 'denomination'), false) AS doubtful_name
     FROM announcements WHERE ridet = ANY($1::VARCHAR[])`,
    [[...new Set(doubtful.map((d) => d.ridet))]],
  );
  const review: OcrReadingToReview[] = [];
  for (const row of doubtful) {
    const others = witnesses.filter((w) => w.ridet === row.ridet && w.id !== row.annonce_id).map((w) => ({ denomination: w.denomination, doubtfulName: w.doubtful_name }));
    const doutes = remainingDoubts(JSON.parse(row.doutes) as OcrDoute[], row.denomination, others);
    if (doutes.length > 0) review.push({ ...row, ocr_confiance: row.ocr_confiance === null ? null : Number(row.ocr_confiance), doutes });
  }
  const lowest = (r: OcrReadingToReview) => Math.min(...r.doutes.map((d) => d.confiance));
  return review.sort((a, b) => lowest(a) - lowest(b) || a.annonce_id.localeCompare(b.annonce_id)).slice(0, limit);
}
