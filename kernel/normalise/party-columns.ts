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

const GIVER = String.raw`(?:le |la |l')?(?:vendeu(?:r|se)|venderesse|cedante?|bailleu(?:r|resse)|loueu(?:r|se)|apporteu(?:r|se)|societe absorbee)`;
const GETTER = String.raw`(?:le |la |l')?(?:acquereu(?:r|se)|acheteu(?:r|se)|cessionnaire|preneu(?:r|se)|locataire(?:-gerante?)?|beneficiaire|societe absorbante)`;
const HEADER = new RegExp(String.raw`^[ \t|]*(${GIVER}|${GETTER})[ \t]*:?[ \t|]+(${GIVER}|${GETTER})[ \t]*:?[ \t|]*$`, 'gm');
const IS_GIVER = new RegExp(String.raw`^${GIVER}$`);
// The block under the header ends at a blank line or a sentence's full stop closing a line.
const BLOCK_END = /\n[ \t]*\n|[a-z)]\.[ \t]*\n/;

/** The part (the header's word) each identifier of such a layout is printed under, by its offset. */
export function partyColumnLabels(folded: string, matches: readonly RidetMatch[]): Map<number, string> {
  const labels = new Map<number, string>();
  if (!folded.includes('\n')) return labels;
  for (const header of folded.matchAll(HEADER)) {
    const [first, second] = [header[1]!.trim(), header[2]!.trim()];
    if (IS_GIVER.test(first) === IS_GIVER.test(second)) continue;
    const start = header.index + header[0].length;
    const end = BLOCK_END.exec(folded.slice(start));
    const under = matches.filter((m) => m.index > start && m.index < (end ? start + end.index : folded.length));
    if (under.length !== 2 || under[0]!.rid === under[1]!.rid) continue;
    labels.set(under[0]!.index, first.replace(/^(?:le |la |l')/, ''));
    labels.set(under[1]!.index, second.replace(/^(?:le |la |l')/, ''));
  }
  return labels;
}
