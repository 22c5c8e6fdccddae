import { parseFrenchDate } from '../../kernel/normalise/index.js';
import { isRunningHeader } from './page-furniture.js';
import { reflowLines } from './reflow.js';

/** What the portal's JSON record says about a legal publication (the fields we rely on). */
export interface PublicationRecord {
  id: string;
  datePublication: string;
  titre: string | null;
  numeroJonc: number | null;
}

export interface PublicationText {
  /** From the PDF header, when printed: `PUBLICATION LÉGALE N° 2024-00123`. */
  id: string | null;
  /** YYYY-MM-DD from `Journal officiel n° 10488 du mardi 4 juin 2024`. */
  datePublication: string | null;
  numeroJonc: number | null;
  /** The notice itself, page furniture removed, wrapping undone. */
  text: string;
}

const ID_LINE = /^PUBLICATION L[EÉ]GALE\s+N°\s*(\d{4}-\d{5})$/iu;
const ISSUE_LINE = /^Journal officiel n°\s*(\d+)\s+du\s+(.+)$/iu;

/**
 * A portal publication PDF: the running header of the journal page it appears on, its number,
 * the issue it belongs to, then the notice. Only the notice goes on to the normaliser.
 */
export function readPublicationText(pages: readonly string[]): PublicationText {
  let id: string | null = null;
  let datePublication: string | null = null;
  let numeroJonc: number | null = null;
  const body: string[] = [];
  for (const raw of pages.join('\n').split('\n')) {
    const line = raw.replace(/[\u00a0\t]/g, ' ').replace(/ {2,}/g, ' ').trim();
    if (!line || isRunningHeader(line)) continue;
    const idMatch = body.length === 0 ? ID_LINE.exec(line) : null;
    if (idMatch) {
      id = idMatch[1] as string;
      continue;
    }
    const issueMatch = body.length === 0 ? ISSUE_LINE.exec(line) : null;
    if (issueMatch) {
      numeroJonc = Number(issueMatch[1]);
      datePublication = parseFrenchDate(issueMatch[2] as string);
      continue;
    }
    body.push(line);
  }
  const [heading = '', ...rest] = body;
  return { id, datePublication, numeroJonc, text: `${heading}\n\n${reflowLines(rest).join('\n')}` };
}

/** Reads the record the crawler archived with the PDF; null when absent or malformed. */
export function publicationRecordOf(value: unknown): PublicationRecord | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  if (typeof r['id'] !== 'string' || typeof r['datePublication'] !== 'string') return null;
  return {
    id: r['id'],
    datePublication: r['datePublication'].slice(0, 10),
    titre: typeof r['titre'] === 'string' ? r['titre'] : null,
    numeroJonc: typeof r['numeroJonc'] === 'number' ? r['numeroJonc'] : null,
  };
}
