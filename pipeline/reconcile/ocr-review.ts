import type { OcrDoute } from '../../kernel/model/ocr-doubt.ts';
import type { WarehouseReads } from '../warehouse/warehouse-reads.ts';
import { sameCompanyName } from './company-name.ts';

/** Another notice of the company, as evidence of its name. */
export interface NameWitness {
  denomination: string;
  /** Whether OCR read its name with doubtful words: such a reading confirms nothing. */
  doubtfulName: boolean;
}

/**
 * Which doubtful fields of a notice read by OCR still need a person (docs/ocr.md, "Doubtful
 * words"). A name read from a scan is reconciled with the company's known name: when another
 * notice of the company, not itself doubtful about its name, prints a spelling of the same name
 * (company-name.ts: 'ZOZO TRA NSPORTS' is 'ZOZO TRANSPORTS'), the doubtful name is settled (the
 * record carries the name the notices print, company-names.ts), and so is a doubtful RIDET, which
 * that name confirms. Other fields (siège, capital, officers) have no second reading to be
 * checked against: they go to a person.
 */
export function remainingDoubts(doutes: readonly OcrDoute[], denomination: string, others: readonly NameWitness[]): OcrDoute[] {
  const confirmed = others.some((o) => !o.doubtfulName && sameCompanyName(o.denomination, denomination));
  return doutes.filter((d) => !(confirmed && (d.champ === 'denomination' || d.champ === 'ridet')));
}

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
