/**
 * A sale's or a letting's two parties laid out side by side under a header of their two parts
 * (`Vendeur   Acquéreur`, `Cédant | Cessionnaire`, `BAILLEUR   LOCATAIRE-GÉRANT`), each column
 * printing its party's name and identifier: once the layout has joined the columns' lines, the
 * identifiers still come in the header's order, the first column's first. Each identifier is given
 * its column's part. Read only where the header is a line of its own holding the two parts and
 * nothing else, one part that gives and one that gets, and exactly two companies' identifiers
 * follow it before a blank line or a sentence. Folded text (lower case, no accents).
 */

import type { RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';

const GIVER = String.raw`(?:le |la |l')?(?:vendeu(?:r|se)|venderesse|cedante?|bailleu(?:r|resse)|loueu(?:r|se)|apporteu(?:r|se)|societe absorbee)`;
const GETTER = String.raw`(?:le |la |l')?(?:acquereu(?:r|se)|acheteu(?:r|se)|cessionnaire|preneu(?:r|se)|locataire(?:-gerante?)?|beneficiaire|societe absorbante)`;
const HEADER = new RegExp(String.raw`^[ \t|]*(${GIVER}|${GETTER})[ \t]*:?[ \t|]+(${GIVER}|${GETTER})[ \t]*:?[ \t|]*$`, 'gm');
// The columns' labels with their names, which the layout has set on two lines of their own
// ('Vendeur : A, SARL' / 'Acquéreur : B, SAS'), the identifiers left side by side on a later line.
const LABEL_LINES = new RegExp(String.raw`^[ \t]*(${GIVER}|${GETTER})[ \t]*:[^\n]*\n[ \t]*(${GIVER}|${GETTER})[ \t]*:[^\n]*$`, 'gm');
const IS_GIVER = new RegExp(String.raw`^${GIVER}$`);
// The block under the header ends at a blank line or a sentence's full stop closing a line.
const BLOCK_END = /\n[ \t]*\n|[a-z)]\.[ \t]*\n/;

/**
 * Gives the two identifiers under a header their columns' parts; with `oneLine`, only when both are
 * printed on one line (the columns' own identifier row).
 */
function readUnder(folded: string, matches: readonly RidetMatch[], header: RegExpExecArray | RegExpMatchArray, oneLine: boolean, labels: Map<number, string>): void {
  const [first, second] = [header[1]!.trim(), header[2]!.trim()];
  if (IS_GIVER.test(first) === IS_GIVER.test(second)) return;
  const start = header.index! + header[0].length;
  const end = BLOCK_END.exec(folded.slice(start));
  const under = matches.filter((m) => m.index > start && m.index < (end ? start + end.index : folded.length));
  if (under.length !== 2 || under[0]!.rid === under[1]!.rid) return;
  if (oneLine && folded.slice(under[0]!.index, under[1]!.index).includes('\n')) return;
  labels.set(under[0]!.index, first.replace(/^(?:le |la |l')/, ''));
  labels.set(under[1]!.index, second.replace(/^(?:le |la |l')/, ''));
}

/** The part (the header's word) each identifier of such a layout is printed under, by its offset. */
export function partyColumnLabels(folded: string, matches: readonly RidetMatch[]): Map<number, string> {
  const labels = new Map<number, string>();
  if (!folded.includes('\n')) return labels;
  for (const header of matchesOf(HEADER, folded)) readUnder(folded, matches, header, false, labels);
  for (const header of matchesOf(LABEL_LINES, folded)) readUnder(folded, matches, header, true, labels);
  return labels;
}
