/**
 * A firm's card: an identifier printed on a short line that, with the line below it, gives a postal
 * box, an e-mail or web address or a telephone number (`CABINET X — RIDET … — BP 112, Koné`, `X
 * (SAS) – Ridet … – BP 4410 Nouméa`, `… RIDET …` over `Habilitée … — annonces@x.nc`). That is how
 * a drafter, an agency or a publisher signs what it files; a notice gives its own company's seat,
 * not where to reach it. A line that names a seat (`Siège : BP 12, Koné – RIDET …`) is no card.
 */

import { lineAfter, lineAt } from './text-lines.ts';

/** The longest line read as a card's. */
const CARD_LINE = 160;
const CONTACT = /[\w.-]@[\w-]+\.[a-z]{2,}|\bwww\.|https?:\/\/|\b(?:tel|telephone|fax|mob)\b\.?[ \t]*:?[ \t]*\+?\d|\b(?:bp|b\.p\.)[ \t]*\d/;
const SEAT = /\b(?:siege|domicil)/;

/** Whether the identifier at `index` of the folded text is printed on a firm's card. */
export function onContactCard(folded: string, index: number): boolean {
  const line = lineAt(folded, index).text;
  if (line.length > CARD_LINE) return false;
  const next = lineAfter(folded, index)?.text ?? '';
  const card = next.length <= CARD_LINE ? `${line}\n${next}` : line;
  return CONTACT.test(card) && !SEAT.test(card);
}
