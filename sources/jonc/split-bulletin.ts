import { fold } from '../../kernel/normalise/index.ts';
import { isTitleLine, isUpperCaseLine } from '../../kernel/normalise/notice-layout.ts';
import { isRunningHeader, parseMasthead, type Masthead } from './page-furniture.ts';
import { reflowLines, maxLength } from './reflow.ts';

/** Section titles of a JONC issue, folded (no accents, lower case, straight apostrophes). */
const SECTIONS = [
  'actes du gouvernement',
  'actes de la nouvelle-caledonie',
  'actes du congres',
  'provinces',
  'province sud',
  'province nord',
  'province des iles loyaute',
  'avis et communications',
  'publications legales',
  "declarations d'associations",
  'associations et fondations',
] as const;

const LEGAL_SECTION = 'publications legales';

export interface BulletinNotice {
  /** 1-based order in the PUBLICATIONS LÉGALES section. */
  rank: number;
  heading: string;
  /** Heading, blank line, then the notice's logical lines. */
  text: string;
}

export interface SplitBulletin {
  masthead: Masthead | null;
  /** False when the issue has no PUBLICATIONS LÉGALES section (nothing to announce). */
  hasLegalSection: boolean;
  notices: BulletinNotice[];
}

/** The same titles without spaces: OCR of a letter-spaced title splits or joins words (`PUBLICATION S LÉGALES`). */
const SQUEEZED = new Map<string, string>(SECTIONS.map((s) => [s.replace(/ /g, ''), s]));

function sectionOf(line: string): string | null {
  const folded = fold(line).replace(/[’`]/g, "'").replace(/\s+/g, '');
  return SQUEEZED.get(folded) ?? null;
}

/** A notice ends on a full stop (`Pour avis, la gérance.`) or a closing quote or bracket. */
function endsNotice(line: string): boolean {
  return /[.!?»)]$/.test(line.trim());
}

/**
 * Cuts an issue's text into its legal notices. Steps: drop page furniture (running headers,
 * masthead) so a notice cut by a page break reads on; keep the lines between the
 * PUBLICATIONS LÉGALES title and the next section title (summary lines carry dots and a page
 * number, so they are never taken for titles); start a notice at a capitals title line
 * (`AVIS DE CONSTITUTION`, `LIQUIDATION JUDICIAIRE`) that follows the end of the previous one,
 * so a dénomination in capitals inside a header block never starts one; then undo wrapping.
 */
export function splitBulletin(pages: readonly string[]): SplitBulletin {
  let masthead: Masthead | null = null;
  const lines: string[] = [];
  for (const page of pages) {
    for (const raw of page.split('\n')) {
      const line = raw.replace(/[\u00a0\t]/g, ' ').replace(/ {2,}/g, ' ').trim();
      if (!line) continue;
      const head: Masthead | null = masthead ? null : parseMasthead(line);
      if (head) {
        masthead = head;
        continue;
      }
      if (isRunningHeader(line)) continue;
      lines.push(line);
    }
  }

  const legal: string[] = [];
  let inLegal = false;
  let hasLegalSection = false;
  for (const line of lines) {
    const section = sectionOf(line);
    if (section) {
      inLegal = section === LEGAL_SECTION;
      hasLegalSection ||= inLegal;
      continue;
    }
    if (inLegal) legal.push(line);
  }

  const groups: string[][] = [];
  for (const line of legal) {
    const current = groups[groups.length - 1];
    const previous = current?.[current.length - 1];
    const startsNotice = isUpperCaseLine(line) && isTitleLine(line) && (previous === undefined || endsNotice(previous));
    if (startsNotice || !current) groups.push([line]);
    else current.push(line);
  }

  const width = maxLength(legal);
  const notices = groups.map((group, index): BulletinNotice => {
    const [heading = '', ...body] = group;
    return { rank: index + 1, heading, text: `${heading}\n\n${reflowLines(body, width).join('\n')}` };
  });
  return { masthead, hasLegalSection, notices };
}
