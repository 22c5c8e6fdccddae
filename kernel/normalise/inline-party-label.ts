/**
 * A sale's or a letting's party label printed inside a line, after another party's field: `Vendeur
 * : A, SAS, RIDET … – Acquéreur : B, SARL, RIDET …`, `Acquéreur : B, …, RIDET … ; Vendeur : A, …,
 * RIDET …`, `CESSION DE FONDS | Cessionnaire : B, …, RIDET … | Cédant : A, …, RIDET …`. A compact
 * notice sets its two parties one after the other on one line; each label says the part of the
 * company whose name and identifier follow it, whatever the order and whatever separates the fields.
 * The label that opens the line speaks only for the first field: read alone, it gave both companies
 * the first one's part (the two left level, `sujet_ambigu`) or, where no label opened the line, none
 * at all (the buyer printed first was published).
 *
 * Read on folded text (lower case, no accents), from the previous identifier's end (or the line's
 * start) to the identifier: the last such label before it, whose value runs to the identifier
 * without another field's separator or label between. The particulars a party's value may hold
 * (`Siège :`, `RIDET :`, `Forme :`, `Capital :`) are part of its value.
 */

import { matchesOf } from './global-pattern.ts';
import { LESSOR, TAKER } from './letting-words.ts';
import { BUYER, SELLER } from './sale-words.ts';

/** The parts of a two-party act, as the sale's and the letting's forms label them (the words `PARTY_LINE` reads, and the buyer's `Repreneur`). */
const PARTY_PART = String.raw`(?:le |la |l')?(repreneu(?:r|se)|${BUYER}|${TAKER}|locataire(?:-gerante?)?|${SELLER}|${LESSOR})`;

/** A small ad's abbreviations of the sale's parts, closed by their colon (`Vdr :`, `Acq :`, `Achtr :`): the seller's first, then the buyer's. */
const ABBREVIATED_PART = String.raw`(?:(vdr|vend|ced)|(acq|achtr))\.?`;

/** A party's label after a field's separator or at the slice's start, its colon closing it (a precision in brackets may come before). */
// An arrow between two fields ('Acq. : B (…) ← Cédant : A (…)') separates them as a dash does.
// A compositor's own spaced mark does too ('▪ Bailleur : A (…) ▪ Gér. libre : B (…)').
const INLINE_PARTY_LABEL = new RegExp(String.raw`(?:^|[;|•/←→▪◆■►▸♦·]|\s[–—-]|[\p{L}\d)]\.)[ \t]*(?:${PARTY_PART}|${ABBREVIATED_PART})[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?:`, 'gu');

/** The labels of a party's own particulars, which its value may hold before its identifier. */
const PARTICULAR_LABEL = /^(?:siege(?: social)?|forme|capital|ridet|rcs|adresse|sise?|domicili\w*|represent\w*|n°|no)$/;

/** A field's label within a value (`Fonds :`, `Siège :`), its words captured. */
const VALUE_LABEL = /([\p{L}°][\p{L}' ]{0,30}?)[ \t]*:/gu;

/** What ends a field within a line: another field's separator. */
const FIELD_SEPARATOR = /[;|•▪◆■►▸♦·]|\s[–—]\s/;

/**
 * The part (`acquereur`, `vendeur`, `cessionnaire`, …) the label nearest before an identifier gives
 * its company, in `before`: the folded text from the previous identifier's end, or from the line's
 * start, to the identifier. Null where no party's label opens the identifier's field.
 */
export function inlinePartyLabel(before: string): string | null {
  // The colon first (speed: most identifiers follow no label on their line).
  if (!before.includes(':')) return null;
  let last: RegExpExecArray | undefined;
  for (const m of matchesOf(INLINE_PARTY_LABEL, before)) last = m;
  if (last === undefined) return null;
  const value = before.slice(last.index + last[0].length);
  if (FIELD_SEPARATOR.test(value)) return null;
  // Another field's label between (`Fonds : … exploité par la société X`) leaves the company outside the party's field.
  for (const m of matchesOf(VALUE_LABEL, value)) {
    if (!PARTICULAR_LABEL.test(m[1]!.trim())) return null;
  }
  // The one who takes the business over buys it: the buyer's part as the subject rules name it.
  if (last[2]) return 'vendeur';
  if (last[3]) return 'acquereur';
  return last[1]!.startsWith('repreneu') ? 'acquereur' : last[1]!;
}
