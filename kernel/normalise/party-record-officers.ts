/**
 * Officers printed inside another party's record. A sheet or a table describes each party of an
 * act as a record of fields: its name, its form, its identifier, then its officer or its
 * representative (`Preneur : SARL B — RIDET … — gérante : Mme X` on one line, or a record of
 * labelled lines, one field a line, opened by a bullet or a blank line). The officer in a record
 * whose identifier is another company's is that company's, whatever the party's label says; a
 * reader tells the record by what it holds (an identifier, then an office), not by its label's
 * words. Folded text (`fold`), identifiers found in the same text.
 */

import type { RidetMatch } from './ridet.ts';
import { roleHits, withRoles } from './officer-roles.ts';
import { PARTICULARS } from './page-furniture.ts';

/** A line that opens on a field's label: a few words without digits, then a colon. */
const LABEL_AT_LINE_START = /^[ \t]*(?:[-–•][ \t]*)?([^\d:\n]{1,50}?)[ \t]*:/;
/** An office's label with the company it is held in (`Gérante de la bailleresse`, `Président du preneur`). */
const OFFICE_OF_NAMED = withRoles(/\b(?:ROLE)\s+(?:de|du|des|d')[\s']/);
/** A line that opens a record: a bullet, or the line after a blank one. */
const BULLET = /^[ \t]*[-–•][ \t]/;
/** Between an identifier and the officer's name on one line: separators and at most three words (`— gérante :`), no sentence. */
const SHORT_GAP = /^[^\p{L}\n]*(?:[\p{L}'’.-]+[^\p{L}\n]*){0,3}$/u;
/** A verb or a preposition that would make the gap a sentence (`…, RIDET …, a nommé M. X`). */
const SENTENCE_WORD = /(?:^|[^\p{L}])(?:a|ont|est|sont|nomme\w*|designe\w*|par|de|du|des|en)(?=[^\p{L}]|$)/u;
/** A line without a label that is still one field (a name, an identifier alone on its line). */
const FIELD_LINE_WORDS = 6;
/** A record's line holds one field: a sentence is longer. */
const RECORD_LINE_WORDS = 12;
const words = (line: string): number => line.trim().split(/\s+/).length;
/** How many lines above the officer's line a record may open. */
const RECORD_REACH = 12;

interface LineSpan {
  start: number;
  end: number;
}

function lineAt(folded: string, index: number): LineSpan {
  const start = folded.lastIndexOf('\n', index - 1) + 1;
  const end = folded.indexOf('\n', index);
  return { start, end: end < 0 ? folded.length : end };
}

/** The label a line opens on, when it is a field's label naming no office. */
function partyLabel(line: string): boolean {
  const label = LABEL_AT_LINE_START.exec(line);
  return label !== null && roleHits(label[1]!).length === 0;
}

const isSubject = (m: RidetMatch, subjectRid: string): boolean => m.rid === subjectRid;

/**
 * Whether the name at `index` (folded text) is an officer printed in another party's record: on
 * one line after that party's label and identifier, or on a labelled line of a record of field
 * lines that prints that party's identifier on a line naming no office and never the subject's
 * (`subjectRid`, seven digits).
 */
export function inOtherPartyRecord(folded: string, index: number, identifiers: readonly RidetMatch[], subjectRid: string | null | undefined): boolean {
  if (!subjectRid || !identifiers.some((m) => !isSubject(m, subjectRid))) return false;
  const own = lineAt(folded, index);
  const line = folded.slice(own.start, own.end);
  const label = LABEL_AT_LINE_START.exec(line);
  // A label that names whose office it is ('Gérant du bailleur :') is read by the rules of that complement.
  if (!label || OFFICE_OF_NAMED.test(label[1]!)) return false;
  // One line: the party's label, its identifier, then its officer.
  const onLine = identifiers.filter((m) => m.index >= own.start && m.index < index);
  if (onLine.length > 0) {
    const last = onLine.at(-1)!;
    if (onLine.some((m) => isSubject(m, subjectRid)) || !partyLabel(line)) return false;
    const gap = folded.slice(last.index + last.printed.length, index);
    return SHORT_GAP.test(gap) && !SENTENCE_WORD.test(gap);
  }
  // A record of field lines above the officer's line, up to a bullet or a blank line.
  let start = own.start;
  for (let k = 0; k < RECORD_REACH && start > 0; k += 1) {
    const above = lineAt(folded, start - 1);
    const text = folded.slice(above.start, above.end);
    if (!text.trim()) break;
    start = above.start;
    if (BULLET.test(text)) break;
  }
  if (start === own.start) return false;
  let end = own.end;
  while (end < folded.length) {
    const below = lineAt(folded, end + 1);
    const text = folded.slice(below.start, below.end);
    if (!text.trim() || BULLET.test(text)) break;
    end = below.end;
  }
  const inRecord = identifiers.filter((m) => m.index >= start && m.index < end);
  if (inRecord.length === 0 || inRecord.some((m) => isSubject(m, subjectRid))) return false;
  const before = inRecord.filter((m) => m.index < own.start);
  if (before.length === 0) return false;
  // Field lines, not a paragraph of prose cut at its line ends.
  const lines = folded.slice(start, own.start).split('\n').filter((l) => l.trim());
  // A header block's particulars are its fields too (`SARL au capital de 5 000 000 F CFP`).
  if (!lines.every((l) => (LABEL_AT_LINE_START.test(l) || BULLET.test(l) || PARTICULARS.test(l.trim()) || words(l) <= FIELD_LINE_WORDS) && words(l) <= RECORD_LINE_WORDS)) return false;
  // The identifier is the party's own, on a line naming no office (not an officer company's line).
  return before.every((m) => {
    const at = lineAt(folded, m.index);
    return roleHits(folded.slice(at.start, at.end)).length === 0;
  });
}

/**
 * A label that names whom its person represents (`Représentant de l'associée : M. X, président`,
 * `Représentante légale du preneur :`): a party's representative, not the company's officer,
 * unless the label names the company itself (`Représentant de la société :`). `lead` is the
 * folded text from the clause's start to the name.
 */
const REPRESENTATIVE_OF_LABEL = /(?:^|\n)[ \t]*(?:[-–•][ \t]*)?representante?s?(?:[ \t]+(?:legale?s?|permanente?s?))?[ \t]+(?:de[ \t]+(?:la|l')|du|des|d')[ \t]*([^:\n]{2,40}?)[ \t]*:[^:\n]*$/;
const THE_COMPANY = /^(?:societe|entreprise|ste)\b/;

export function representsAnotherParty(lead: string, subject: string | null): boolean {
  const label = REPRESENTATIVE_OF_LABEL.exec(lead);
  if (!label) return false;
  // 'Représentant des créanciers' is an office (the mandataire judiciaire), not a party's agent.
  if (roleHits(label[0]).length > 0) return false;
  const party = label[1]!.trim();
  return !THE_COMPANY.test(party) && (subject === null || !party.includes(subject));
}
