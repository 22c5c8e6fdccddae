/**
 * The order's block: what a deposit service, an agency or a platform prints about who orders and
 * pays for the notice, beside the notice itself. A careful reader knows it by what it holds, not
 * by this service's label: an invoice's or an order's number (`facture n° F2026-1187`, `devis
 * 26-118`), a price with its tax (`12 400 F CFP TTC`, `9 800 XPF HT`), a payment's means (`carte
 * bancaire`, `virement`, `chèque`), or a label whose words' roots name the one invoiced, the
 * client or the one who orders (`Facturer à`, `Adresse de facturation`, `Client`, `client_ridet`,
 * `Commanditaire`, `Payeur`). The company whose identifier stands in that block is the client (the
 * ordering firm), not the notice's subject: the subject is the company the notice's own text is
 * about. The block is the identifier's line, read with the heading line above it when that line
 * is a label alone (`Adresse de facturation :` / `SARL X, RIDET …`).
 */

import { fold, foldedSlice } from './fold.ts';
import { lineAt } from './text-lines.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A line's label: from its start to its first colon, leader dots or key bar. */
const LINE_LABEL = /^[ \t]*([^:\n|]{1,50}?)[ \t]*(?:\.{2,}|…|:|\|)/;
/**
 * Word roots of the one who orders or pays (folded, at a word's start; a key's underscores split
 * words): the invoiced (`factur`), the client, the orderer (`commandit`, `commande`, `donneur`),
 * the payer (`payeu`, `payant`). Not the announcer's: `Texte de l'annonceur :` heads the notice.
 */
const ORDERING_PARTY_ROOT = /(?:^|[^a-z])(?:factur|client(?!ele)|commandit|commande|donneu|payeu|payant|reglee? par|paye par)/;
/** An invoice's or an order's number, an amount with its tax (a sale's price has none), a payment's means. */
const ORDER_VALUE = /\b(?:facture|fact\.|devis|commande|bon de commande|proforma|pro forma)\s*(?:n°|no\.?|num(?:ero)?\.?|#|ref\.?)?\s*:?\s*[a-z]{0,4}[-/]?\d[\w/-]*|\b\d[\d  .]*\s*(?:xpf|f\s?cfp|€|eur)\s*(?:ht|ttc|tgc)\b|\b(?:montant|total|tarif)\s*(?:ht|ttc)\s*:?\s*\d|\b(?:carte bancaire|par carte|virement|cheque|prelevement|especes)\b/;

/**
 * A word every order's value holds, one per alternative of `ORDER_VALUE` (keep them in step): a
 * line without any is not scanned (speed only: its amounts' alternative is tried at every digit).
 */
const ORDER_WORD = /fact|devis|commande|proforma|pro forma|ht|ttc|tgc|carte|virement|cheque|prelevement|especes/;

/** Whether a folded line prints an order's value. */
function holdsOrderValue(folded: string): boolean {
  return ORDER_WORD.test(folded) && ORDER_VALUE.test(folded);
}

/** Whether the line holding `index` prints an order's value (an order or invoice number, an amount with its tax, a payment means). */
export function onOrderLine(text: string, index: number): boolean {
  const line = lineAt(text, index);
  // The fold keeps each unit's place: the line's fold is the text's, sliced (the text's is kept, speed only).
  return holdsOrderValue(fold(text).slice(line.start, line.end));
}

/**
 * A line's label printed without a separator, ended by the identifier's own word: `Identifiant
 * donneur d'ordre  RIDET …`, `N° client RID …`. A few words in running case (a company's name in
 * capitals before its identifier is no label).
 */
const LABEL_BEFORE_IDENTIFIER_WORD = /^[ \t]*((?:[^\s\d:|,]+[ \t]+){1,4}?)(?=(?:n°[ \t]*)?(?:ridet|rid)\b)/;

/** Whether the identifier at `index` of `text` stands in the order's block. */
export function inOrderBlock(text: string, index: number): boolean {
  const line = lineAt(text, index);
  // The fold keeps each unit's place: each line's fold is the text's, sliced (the text's is kept, speed only).
  const foldedText = fold(text);
  const folded = foldedText.slice(line.start, line.end);
  if (holdsOrderValue(folded)) return true;
  const label = LINE_LABEL.exec(folded)?.[1];
  if (label !== undefined && label.length < index - line.start && ORDERING_PARTY_ROOT.test(label)) return true;
  const bare = LABEL_BEFORE_IDENTIFIER_WORD.exec(folded)?.[1];
  if (bare !== undefined && bare.length <= index - line.start && ORDERING_PARTY_ROOT.test(bare) && /\p{Ll}/u.test(line.text.slice(0, bare.length))) return true;
  // A heading line above, a label alone with its colon ('Adresse de facturation :'), heads the block.
  if (line.start === 0) return false;
  const aboveLine = lineAt(text, line.start - 1);
  const above = foldedText.slice(aboveLine.start, aboveLine.end).trim();
  return /^[^:\n]{1,50}:$/.test(above) && !/\d/.test(above) && ORDERING_PARTY_ROOT.test(above);
}

/** A legal form's token, left out of a name read beside an identifier. */
const FORM_WORD = new RegExp(`^(?:${FOLDED_FORMS_SOURCE}|societe|ste)$`);

/**
 * The name printed before the identifier on the order block's line, after its label ('Donneur
 * d'ordre : SARL CABINET X, RIDET …' gives 'cabinet x'), folded, its legal form left out; null when
 * none is read.
 */
function nameBefore(text: string, index: number): string | null {
  const line = lineAt(text, index);
  const folded = foldedSlice(text, line.start, index);
  const label = LINE_LABEL.exec(folded);
  const words = folded
    .slice(label ? label[0].length : 0)
    .replace(/\b(?:ridet|rid|rcs)\b[^,;]*$/, '')
    .split(/[^\p{L}\d'&-]+/u)
    .filter((w) => w !== '' && !FORM_WORD.test(w));
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * Whether every identifier of the text is the order's (`inOrderBlock`) and the company it stands
 * for is never named again in the rest of the text: the notice's own company is then not
 * identified (its text was cut before it, or names it by no identifier), and the ordering firm's
 * identifier is no stand-in for it. A company that orders its own notice is named in it.
 */
export function onlyOrderingPartyIdentified(text: string, matches: readonly { index: number; rid: string }[]): boolean {
  if (matches.length === 0 || !matches.every((m) => inOrderBlock(text, m.index))) return false;
  const folded = fold(text);
  return matches.every((m) => {
    const name = nameBefore(text, m.index);
    if (name === null) return false;
    const line = lineAt(text, m.index);
    const elsewhere = (folded.slice(0, line.start) + '\n' + folded.slice(line.end)).replace(/[^\p{L}\d'&-]+/gu, ' ');
    return !elsewhere.includes(name);
  });
}
