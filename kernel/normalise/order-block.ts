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

import { fold } from './fold.ts';
import { lineAt } from './text-lines.ts';

/** A line's label: from its start to its first colon, leader dots or key bar. */
const LINE_LABEL = /^[ \t]*([^:\n|]{1,50}?)[ \t]*(?:\.{2,}|…|:|\|)/;
/**
 * Word roots of the one who orders or pays (folded, at a word's start; a key's underscores split
 * words): the invoiced (`factur`), the client, the orderer (`commandit`, `commande`, `donneur`),
 * the payer (`payeu`, `payant`), the account (`compte client`).
 */
const ORDERING_PARTY_ROOT = /(?:^|[^a-z])(?:factur|client|commandit|commande|donneu|payeu|payant|reglee? par|paye par)/;
/** An invoice's or an order's number, a price with its tax, a payment's means. */
const ORDER_VALUE = /\b(?:facture|fact\.|devis|commande|bon de commande|proforma|pro forma)\s*(?:n°|no\.?|num(?:ero)?\.?|#|ref\.?)?\s*:?\s*[a-z]{0,4}[-/]?\d[\w/-]*|\b\d[\d  .]*\s*(?:xpf|f\s?cfp|€|eur)\s*(?:ht|ttc|tgc)\b|\b(?:montant|total|prix|tarif)\s*(?:ht|ttc)?\s*:?\s*\d|\b(?:carte bancaire|par carte|virement|cheque|prelevement|especes)\b/;

/** Whether the identifier at `index` of `text` stands in the order's block. */
export function inOrderBlock(text: string, index: number): boolean {
  const line = lineAt(text, index);
  const folded = fold(line.text);
  if (ORDER_VALUE.test(folded)) return true;
  const label = LINE_LABEL.exec(folded)?.[1];
  if (label !== undefined && label.length < index - line.start && ORDERING_PARTY_ROOT.test(label)) return true;
  // A heading line above, a label alone ('Adresse de facturation :', 'Facturé à'), heads the block.
  if (line.start === 0) return false;
  const above = fold(lineAt(text, line.start - 1).text).trim();
  return /^[^:\n]{1,50}:?$/.test(above) && !/\d/.test(above) && ORDERING_PARTY_ROOT.test(above);
}
