import { parseFrenchDate } from '../../kernel/normalise/index.ts';
import { ISO_DAY } from '../../kernel/model/calendar-day.ts';
import { isRunningHeader } from './page-furniture.ts';
import { reflowLines } from './reflow.ts';
import { ELECTRONIC_NUMERO_SOURCE, isElectronicNumero, JONC_NUMERO_SOURCE } from './jonc-number.ts';
import type { PublicationMeta } from './jonc-meta.ts';

/** What the parser takes of the meta the crawl archived with a legal publication's PDF (`PublicationMeta`, jonc-meta.ts). */
export interface PublicationRecord {
  /** The notice's reference: the electronic JONC number (`2026-00020`), else `PL-<publication id>`. */
  reference: string | null;
  datePublication: string | null;
  titre: string | null;
}

export interface PublicationText {
  /** From the PDF header, when printed: `PUBLICATION LÉGALE N° 2024-00123`. */
  id: string | null;
  /** YYYY-MM-DD from `Journal officiel n° 10488 du mardi 4 juin 2024`. */
  datePublication: string | null;
  /** `10488`, or an electronic item's own number `2026-00020`. */
  numeroJonc: string | null;
  /** The notice itself, page furniture removed, wrapping undone. */
  text: string;
}

const ID_LINE = new RegExp(String.raw`^PUBLICATION L[EÉ]GALE(?:\s+N°\s*(${ELECTRONIC_NUMERO_SOURCE}))?$`, 'iu');
const ISSUE_LINE = new RegExp(String.raw`^Journal officiel n°\s*(${JONC_NUMERO_SOURCE})\s+du\s+(.+)$`, 'iu');

/**
 * A legal publication's PDF from Leginova: the running header of the journal page it appears on
 * (classic issues), `PUBLICATION LÉGALE` (with its own number when electronic), the journal it
 * belongs to, then the notice. Only the notice goes on to the normaliser.
 */
export function readPublicationText(pages: readonly string[]): PublicationText {
  let id: string | null = null;
  let datePublication: string | null = null;
  let numeroJonc: string | null = null;
  const body: string[] = [];
  for (const raw of pages.join('\n').split('\n')) {
    const line = raw.replace(/[\u00a0\t]/g, ' ').replace(/ {2,}/g, ' ').trim();
    if (!line || isRunningHeader(line)) continue;
    const idMatch = body.length === 0 ? ID_LINE.exec(line) : null;
    if (idMatch) {
      id = idMatch[1] ?? null;
      continue;
    }
    const issueMatch = body.length === 0 ? ISSUE_LINE.exec(line) : null;
    if (issueMatch) {
      numeroJonc = issueMatch[1] as string;
      datePublication = parseFrenchDate(issueMatch[2] as string);
      continue;
    }
    body.push(line);
  }
  const [heading = '', ...rest] = body;
  return { id, datePublication, numeroJonc, text: `${heading}\n\n${reflowLines(rest).join('\n')}` };
}

/** Reference of a portal publication: its electronic number, else its Leginova id. */
export function publicationReference(numeroJonc: string | null, publicationId: number | null): string | null {
  if (numeroJonc && isElectronicNumero(numeroJonc)) return numeroJonc;
  return publicationId !== null ? `PL-${publicationId}` : null;
}

/** A publication's meta (checked against its schema) as the parser uses it; a date Leginova gave in another form counts as none. */
export function publicationRecordOf(meta: PublicationMeta): PublicationRecord {
  const date = meta.datePublication !== null && ISO_DAY.test(meta.datePublication) ? meta.datePublication : null;
  return { reference: publicationReference(meta.numeroJonc, meta.publicationId), datePublication: date, titre: meta.titre };
}
