/**
 * A company the notice names elsewhere as holding an office ('… a nommé en qualité de liquidateur
 * la société X susnommée', 'X demeure administrateur', '…, RIDET …, en demeure la présidente',
 * '…, RIDET …, présidente de Y'): its identifier is an officer's, not the notice's company's, even
 * where it opens the text (a liquidator's letterhead) or sits in a signature.
 */

import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';

// Its own short lists, not officer-roles.ts's ROLE nor legal-form.ts's forms: those are wider (every
// abbreviation a small ad prints), and a wider list here would take more companies for officers.
// A small ad's 'CAC tit.' / 'CAC supp.' is the auditor's office abbreviated.
const OFFICE = String.raw`(?:presidente?|gerante?|cogerante?|liquidat(?:eur|rice)|administrat(?:eur|rice)|commissaire aux comptes(?: titulaire| suppleante?)?|cac(?: tit\.| titulaire| suppl?\.| suppleante?)?|directeur general(?: delegue)?|directrice generale(?: deleguee)?)`;
const FORM = String.raw`(?:sarl|sas|sasu|eurl|sa|sci|snc|selarl|gie|saeml|sem|scp)`;
/**
 * Capitals that are a legal form or a label, not a name; a liberal profession's holding company
 * ('la SPFPL X', société de participations financières de profession libérale) prints its form so too.
 */
const NOT_NAME = /^(?:SARL|SAS|SASU|EURL|SA|SCI|SNC|SELARL|SELAS|SELAFA|SPFPL|GIE|SAEML|SEM|SCP|SCM|SCOP|SICA|RIDET|RID|RCS|CFP|XPF|F|N°|B)$/u;
/** A word in capitals (or the ampersand inside a name), standing alone. */
const UPPER_WORD = /(?<![\p{L}\d])(?:\p{Lu}[\p{Lu}\d'’-]*(?![\p{L}\d])|&)/gu;
/** The words between two capitals words of one name: spaces, at most one line break. */
const NAME_GAP = /^[ \t]*\n?[ \t]*$/;

/** How far before the identifier a line's label still labels the number itself ('RIDET : …', 'N° d'immatriculation : …'). */
const LABEL_REACH = 12;

/** The company name printed before an identifier: the last run of capitals in its clause that is no legal form or label. */
export function nameBeforeIdentifier(text: string, index: number, pastFieldLabel = false): string | null {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  // A labelled line ('RIDET : …') gives the number alone: the capitals above are another field's.
  // (the identifier as found may begin with its label: the line is read up to its first digit).
  // Asked so (`pastFieldLabel`), a label far before the number heads a field whose value names a
  // company itself ('Oppositions : au siège du cédant, la SARL X, RIDET …'): that value is read as any clause.
  const label = /^[ \t]*[^:\n\d]{0,40}:/.exec(text.slice(lineStart, index + 40));
  if (label && (!pastFieldLabel || lineStart + label[0].length >= index - LABEL_REACH)) return null;
  // The name may begin on the line above ('la société NORD\nINVEST, …, RIDET …').
  const window = text.slice(Math.max(0, lineStart > 0 ? text.lastIndexOf('\n', lineStart - 2) + 1 : 0, index - 160), index);
  const clause = window.split(/[.;](?=\s)|\n[ \t]*\n/u).at(-1) ?? '';
  const runs: string[][] = [];
  let previousEnd = -1;
  for (const word of matchesOf(UPPER_WORD, clause)) {
    const gap = previousEnd < 0 ? null : clause.slice(previousEnd, word.index);
    if (NOT_NAME.test(word[0])) {
      previousEnd = -1;
      continue;
    }
    if (gap !== null && NAME_GAP.test(gap)) runs.at(-1)!.push(word[0]);
    else runs.push([word[0]]);
    previousEnd = word.index + word[0].length;
  }
  const name = runs.filter((run) => run.join('').replace(/[^\p{L}\d]/gu, '').length >= 4).at(-1);
  return name ? name.join(' ') : null;
}

/** A folded name's words as a pattern: each word literal, any whitespace between two. */
function escaped(words: readonly string[]): string {
  return words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(String.raw`\s+`);
}

/** After the identifier: the company stays, or is, an office holder ('…, en demeure la présidente', '…, présidente de Y'). */
const HOLDS_OFFICE_AFTER = new RegExp(
  String.raw`^[\s,)]*(?:(?:en\s+)?(?:demeure|reste|devient)\s+(?:la |le |l')?${OFFICE}\b|(?:presidente?|gerante?|liquidat(?:eur|rice)|administrat(?:eur|rice)) (?:de|du|d')\s*(?!la |le |les |l'|\d)[a-z])`,
);

/** What stands before a company named as an office's holder ('liquidateur la société ', 'Président : la SARL '). */
const OFFICE_LEAD = String.raw`\b${OFFICE}(?:[ \t]*:[ \t]*\n?[ \t]*|[ \t]+(?:en qualite d[e'] ?[ \t]*|comme[ \t]+)?)(?:la societe |la |l'|le cabinet |cabinet |cab\. )?(?:${FORM}\s+)?`;
/** What follows a company named as staying or becoming an office's holder (' demeure administrateur'). */
const OFFICE_TAIL = String.raw`\s+(?:demeure|reste|devient|a ete nommee|a ete designee|est nommee|est designee)\s+(?:la |le |l')?${OFFICE}\b`;
/** True at a place that OFFICE_LEAD ends at. */
const OFFICE_LEAD_BEHIND = new RegExp(`(?<=${OFFICE_LEAD})`, 'uy');
/** True at a place that OFFICE_TAIL begins at. */
const OFFICE_TAIL_AHEAD = new RegExp(OFFICE_TAIL, 'uy');

function endsOfficeLead(folded: string, at: number): boolean {
  OFFICE_LEAD_BEHIND.lastIndex = at;
  return OFFICE_LEAD_BEHIND.test(folded);
}

function opensOfficeTail(folded: string, at: number): boolean {
  OFFICE_TAIL_AHEAD.lastIndex = at;
  return OFFICE_TAIL_AHEAD.test(folded);
}

/** Whether `test` holds at some place where `word` occurs in `text`. */
function someOccurrence(text: string, word: string, test: (at: number) => boolean): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) if (test(at)) return true;
  return false;
}

/** Whether the company at this identifier is named as an officer, right after it or elsewhere in the notice. */
export function namedAsOfficer(text: string, folded: string, index: number, after: string): boolean {
  if (HOLDS_OFFICE_AFTER.test(after)) return true;
  const name = nameBeforeIdentifier(text, index);
  if (name === null) return false;
  const words = fold(name).split(' ');
  // 'en qualité de liquidateur la société X', 'Président : la SARL X'; 'X demeure administrateur'.
  // Each name's two patterns are new sources, compiled for this call: they are built only where
  // the notice holds the name's first word right after an office (OFFICE_LEAD read backwards
  // from it), or its last word right before one (OFFICE_TAIL), which every match of them has
  // (speed only: the same matches, in the same order, when they are built).
  if (someOccurrence(folded, words[0]!, (at) => endsOfficeLead(folded, at))) {
    const officeThenName = new RegExp(`${OFFICE_LEAD}${escaped(words)}`, 'gu');
    for (const m of folded.matchAll(officeThenName)) if (!capitalsAround(text, m.index + m[0].length, 1)) return true;
  }
  const last = words.at(-1)!;
  if (someOccurrence(folded, last, (at) => opensOfficeTail(folded, at + last.length))) {
    const nameThenOffice = new RegExp(`${escaped(words)}${OFFICE_TAIL}`, 'gu');
    for (const m of folded.matchAll(nameThenOffice)) if (!capitalsAround(text, m.index, -1)) return true;
  }
  return false;
}

/**
 * Whether the name read goes on with another word in capitals (after it, or before it): then it is
 * part of a longer name ('X HOLDING' is not 'X').
 */
function capitalsAround(text: string, at: number, direction: 1 | -1): boolean {
  let i = direction === 1 ? at : at - 1;
  if (i >= 0 && i < text.length && /[\p{L}\d]/u.test(text[i]!)) return true;
  while (i >= 0 && i < text.length && /[ \t\n]/.test(text[i]!)) i += direction;
  if (i === (direction === 1 ? at : at - 1)) return false;
  const ch = i >= 0 && i < text.length ? text[i]! : '';
  return /[\p{Lu}\d&]/u.test(ch);
}
