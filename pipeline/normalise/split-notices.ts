/**
 * A greffe list of judgments prints several notices in one text: a shared preamble (journal,
 * court, hearing date), then one entry per company, each opened by a bullet ('– Jugement du …',
 * '2. Liquidation judiciaire – X, SARL, …') or under a procedure heading ('REDRESSEMENT
 * JUDICIAIRE', 'Liquidation judiciaire'). Each entry is its own announcement. A text is read as a
 * list only when at least two entries carry different identifiers and every entry names an
 * event of its own: bullets inside one notice ('– d'augmenter le capital ; – de nommer …') or a
 * seller's and a buyer's blocks are not a list.
 */

import { classifyNotice } from './classify.js';
import { fold } from './fold.js';
import { findRidets } from './ridet.js';

export interface NoticeEntry {
  /** The procedure heading the entry sits under or opens with, if any. */
  heading: string | null;
  text: string;
}

export interface NoticeList {
  /** The text before the first entry: journal, court, hearing. */
  preamble: string;
  entries: NoticeEntry[];
}

const PROCEDURE_NAME =
  "(?:(?:ouverture (?:de (?:la |l')?|d'une )?(?:procedure de )?)?(?:redressement judiciaire|liquidation judiciaire(?: simplifiee)?|sauvegarde(?: acceleree)?|procedure de sauvegarde)|cloture (?:pour insuffisance d'actifs?|de (?:la )?liquidation judiciaire)|plan de (?:redressement|sauvegarde|continuation|cession)|conversion (?:en liquidation judiciaire|du redressement judiciaire en liquidation judiciaire)|resolution du plan|extension de (?:la )?procedure|liquidation judiciaire|redressement judiciaire)s?";
/** A line that is only a procedure heading. */
const HEADING_LINE = new RegExp(`^${PROCEDURE_NAME}\\s*:?$`);
/** A bullet or a number opening an entry. */
const BULLET = /^\s*(?:[–—•-]|\d{1,2}[.)])\s+/;
/** 'Liquidation judiciaire – X, SARL, …': a heading written at the start of the entry. */
const INLINE_HEADING = new RegExp(`^(${PROCEDURE_NAME})\\s*[–—:-]\\s+`);

interface Start {
  line: number;
  /** The line holding the entry's first words (after its heading line, if any). */
  firstLine: number;
  heading: string | null;
  /** The entry's first line without its bullet and inline heading. */
  first: string;
}

export function splitNoticeList(text: string): NoticeList | null {
  const lines = text.split('\n');
  const starts: Start[] = [];
  let pendingHeading: { line: number; text: string } | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const folded = fold(line).replace(/[.]+$/, '');
    if (HEADING_LINE.test(folded)) {
      pendingHeading = { line: i, text: line };
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet || pendingHeading) {
      let first = bullet ? line.slice(bullet[0].length) : line;
      let heading = pendingHeading?.text ?? null;
      const inline = INLINE_HEADING.exec(fold(first));
      if (inline) {
        heading = first.slice(0, inline[1]!.length);
        first = first.slice(inline[0].length);
      }
      starts.push({ line: pendingHeading?.line ?? i, firstLine: i, heading, first });
      pendingHeading = null;
    }
  }
  if (starts.length < 2) return null;

  const entries: NoticeEntry[] = starts.map((start, k) => {
    const end = starts[k + 1]?.line ?? lines.length;
    const rest = lines.slice(start.firstLine + 1, end).join('\n');
    return { heading: start.heading, text: `${start.first}\n${rest}`.trim() };
  });

  const rids = entries.map((e) => findRidets(e.text)[0]?.rid ?? null);
  if (new Set(rids.filter(Boolean)).size < 2) return null;
  const eventful = entries.every((e) => {
    const c = classifyNotice(e.text, { heading: e.heading });
    return c !== null && c.evidence !== 'weak';
  });
  if (!eventful) return null;
  return { preamble: lines.slice(0, starts[0]!.line).join('\n').trim(), entries };
}
