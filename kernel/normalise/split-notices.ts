/**
 * A greffe list of judgments prints several notices in one text: a shared preamble (journal,
 * court, hearing date), then one entry per company. An entry opens with a bullet or a number
 * ('– Jugement du …', '2. Liquidation judiciaire – X, SARL, …'), under a procedure heading
 * ('REDRESSEMENT JUDICIAIRE', 'Liquidation judiciaire'), or, in a text that announces a list
 * ('Jugements du 4 mai 2026', 'LIQUIDATIONS JUDICIAIRES'), as a new paragraph that opens with
 * the debtor ('SARL X, adresse …'). Each entry is its own announcement. A text is read as a
 * list only when at least two entries carry different identifiers and every entry names an
 * event of its own: bullets inside one notice ('– d'augmenter le capital ; – de nommer …') or a
 * seller's and a buyer's blocks are not a list.
 */

import { classifyNotice } from './classify.js';
import { lineStartCompanies } from './company-mentions.js';
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
  "(?:(?:ouverture (?:de (?:la |l')?|d'une )?(?:procedure de )?)?(?:redressements? judiciaires?|liquidations? judiciaires?(?: simplifiees?)?|sauvegardes?(?: accelerees?)?|procedures? de sauvegarde)|clotures? (?:pour insuffisance d'actifs?|de (?:la )?liquidation judiciaire)|plans? de (?:redressement|sauvegarde|continuation|cession)|conversions? (?:en liquidation judiciaire|du redressement judiciaire en liquidation judiciaire)|resolutions? du plan|extensions? de (?:la )?procedure)";
/** A line that is only a procedure heading. */
const HEADING_LINE = new RegExp(`^${PROCEDURE_NAME}\\s*:?$`);
/** A heading in the plural announces several entries ('LIQUIDATIONS JUDICIAIRES'). */
const PLURAL_HEADING = /^(?:redressements|liquidations|sauvegardes|procedures|clotures|plans|conversions)\b/;
/** Preamble words of a list of judgments. */
const LIST_PREAMBLE = /\b(?:jugements|extraits|audience|liste)\b/;
/** A bullet or a number opening an entry. */
const BULLET = /^\s*(?:[–—•-]|\d{1,2}[.)])\s+/;
/** 'Liquidation judiciaire – X, SARL, …': a heading written at the start of the entry. */
const INLINE_HEADING = new RegExp(`^(${PROCEDURE_NAME})\\s*[–—:-]\\s+`);
/** 'Jugement du …', 'M. Jean DUPONT, artisan, …': other ways an entry opens. */
const OPENER = /^(?:(?:par )?jugements?\b|(?:M\.|Mme|Monsieur|Madame)\s+\p{Lu})/u;

interface Start {
  /** The first line of the entry's block (its heading line, if any). */
  line: number;
  /** The line holding the entry's first words. */
  firstLine: number;
  heading: string | null;
  /** The entry's first line without its bullet and inline heading. */
  first: string;
}

function headingOf(line: string): boolean {
  return HEADING_LINE.test(fold(line).replace(/[.]+$/, ''));
}

function opensEntry(line: string): boolean {
  return OPENER.test(line) || lineStartCompanies(line).length > 0;
}

export function splitNoticeList(text: string): NoticeList | null {
  const lines = text.split('\n');
  const starts: Start[] = [];
  let section: { line: number; text: string; used: boolean } | null = null;
  let announcesList = false;
  let paragraphStart = true;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (!line) {
      paragraphStart = true;
      continue;
    }
    const atParagraph = paragraphStart;
    paragraphStart = false;
    if (headingOf(line)) {
      section = { line: i, text: line, used: false };
      if (PLURAL_HEADING.test(fold(line))) announcesList = true;
      continue;
    }
    if (starts.length === 0 && LIST_PREAMBLE.test(fold(line))) announcesList = true;
    const bullet = BULLET.exec(line);
    const underHeading = section !== null && !section.used && opensEntry(line);
    const newParagraph = announcesList && atParagraph && opensEntry(line);
    if (!bullet && !underHeading && !newParagraph) continue;
    let first = bullet ? line.slice(bullet[0].length) : line;
    let heading = section?.text ?? null;
    const inline = INLINE_HEADING.exec(fold(first));
    if (inline) {
      heading = first.slice(0, inline[1]!.length);
      first = first.slice(inline[0].length);
    }
    starts.push({ line: section && !section.used ? section.line : i, firstLine: i, heading, first });
    if (section) section.used = true;
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
  return { preamble: lines.slice(0, starts[0]!.firstLine).filter((l) => !headingOf(l.trim())).join('\n').trim(), entries };
}
