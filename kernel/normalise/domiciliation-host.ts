/**
 * A domiciliation company told as the host of another company's seat: `La société X, …, RIDET …,
 * agréée pour l'activité de domiciliation, a conclu un contrat de domiciliation avec la société
 * S, …, RIDET …, qui y transfère son siège`, `X, société de domiciliation, RIDET …` in a notice that
 * tells a company domiciled with it. A reader knows that a domiciliation company lends its address:
 * the seat that moves is its client's, so X is a third party of the client's notice. Its own notice
 * (its own seat, its capital) tells no company domiciled with it, and X stays its own subject there.
 * Read on folded text (lower case, no accents).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { HOST_TOLD_SEAT_WORDINGS } from './host-told-seat.ts';

/** The host's trade told in its description after its identifier ('agréée pour l'activité de domiciliation', 'société de domiciliation', 'domiciliataire', 'avec laquelle un contrat de domiciliation a été conclu'). */
const HOST_TRADE_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)(?:\b(?:societe|entreprise|activite|agreee?|agrement|prestataire|centre|bureaux?|contrat)\b[^.;,]{0,40}\bdomiciliation\b|\bdomiciliataire\b)`,
);
/** The host's trade told in its description before its identifier ('X, SAS, société de domiciliation, RIDET …'). */
const HOST_TRADE_BEFORE = new RegExp(String.raw`(?:\b(?:societe|entreprise|activite|agreee?|prestataire) d[e'][^.;,]{0,20}domiciliation|\bdomiciliataire)\b([^.;]{0,40})$`);
/**
 * (wt-dom2) The host's trade on a line of its own under its identifier's line, as a letterhead prints
 * it (`X` / `SAS – RIDET …` / `Société de domiciliation agréée`).
 */
const HOST_TRADE_LINE_BELOW = /^[ \t.,;)]*\n[ \t]*(?:[^\n.;]{0,40}\b)?(?:societe|entreprise|centre|prestataire|activite)\b[^\n.;]{0,40}\bdomiciliation\b[^\n.;]{0,40}(?:\n|$)/;
/**
 * (wt-rpres) The host's part as a form's label opening the identifier's line (`Domiciliataire : X,
 * SARL, RIDET …`, `Société de domiciliation : X – RIDET …`), no other identifier before it there.
 */
const HOST_LABEL_LINE = /^[ \t]*(?:[-–—•*][ \t]*)?(?:(?:la )?societe )?(?:domiciliataire|de domiciliation)[ \t]*:(?![^\n]*\b(?:ridet|rid|rcs)\b)[^\n]{0,200}$/;

/**
 * The company a domiciliation is held with, named right after it before its identifier (`mettre fin à
 * la domiciliation de la société auprès de la SARL X, RIDET …`): the host, whether the domiciliation
 * begins or ends.
 */
const DOMICILED_WITH_BEFORE = /\bdomiciliation(?: de (?:la|notre) societe)?\s+(?:aupres d[eu']|chez)\s*(?:la |l')?(?:societe\s+)?([^.;]{0,100})$/;

const OWN_LABEL_AT_END = /\b(?:n°\s*)?(?:ridet|rid|rcs)\b[^\n\d]{0,12}$/;

/**
 * The notice tells a company domiciled with a host: the contract, a company domiciled at someone's
 * premises, a seat moved into them.
 */
const CLIENT_DOMICILED = /\b(?:contrat|convention|attestation) de domiciliation\b|\bdans les locaux (?:de la societe |du |de l')?domiciliataire\b|\bsociete domiciliee\b|\bdomicili\w* (?:chez|dans les locaux|au sein|aupres)\b|\bc\/o\b|\b(?:y|en ses locaux|dans (?:ses|les) locaux)\b[^.;]{0,40}\b(?:transfer\w*|fix\w*|etabli\w*|install\w*) (?:son|le|leur) siege\b|\bsiege\b[^.;]{0,60}\b(?:dans (?:ses|les) locaux|en ses locaux|chez)\b/;

/**
 * Whether the identifier printed at `index` and ending at `end` is a domiciliation company's that
 * the notice tells hosting another company. `folded`: the folded text as printed; `prose`: the same
 * with a paragraph's line breaks read as spaces (same offsets).
 */
export function domiciliationHost(prose: string, folded: string, index: number, end: number): boolean {
  // The trade's word first (speed: most notices name no domiciliation).
  // (wt-dom2) Or the client's seat told in the host's premises ('a fixé son siège en nos bureaux': host-told-seat.ts).
  if (!prose.includes('domicil') || !(CLIENT_DOMICILED.test(prose) || HOST_TOLD_SEAT_WORDINGS.some((w) => w.test(prose)))) return false;
  if (HOST_TRADE_LINE_BELOW.test(folded.slice(end, end + 160))) return true;
  // The identifier's own label may stand before the number read (`RIDET 1 000 009.001`).
  if (HOST_LABEL_LINE.test(folded.slice(folded.lastIndexOf('\n', index - 1) + 1, index).replace(OWN_LABEL_AT_END, ''))) return true;
  const after = HOST_TRADE_AFTER.exec(prose.slice(end, end + 240));
  if (after && onlyCompanyDescription(folded.slice(end, end + after[1]!.length), 'after')) return true;
  const domiciledWith = DOMICILED_WITH_BEFORE.exec(prose.slice(Math.max(0, index - 160), index));
  if (domiciledWith && onlyCompanyDescription(folded.slice(index - domiciledWith[1]!.length, index), { identifier: folded.slice(index, end) })) return true;
  const before = HOST_TRADE_BEFORE.exec(prose.slice(Math.max(0, index - 120), index));
  return before !== null && onlyCompanyDescription(folded.slice(index - before[1]!.length, index), { identifier: folded.slice(index, end) });
}
