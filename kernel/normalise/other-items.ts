/**
 * A web page's links to its other items, printed beside, before or after the notice as extraction
 * leaves them, whatever the site:
 * - a list of other items: a run of two lines or more, each opening on a date (a bullet before it
 *   at most) or closing on one (a time of day after it at most), and naming another item beside it
 *   after a separator, its company in capitals (`17.11.2026 – Constitution – KAORI PLONGÉE`, `•
 *   16/11/2026 | LE PETIT MARCHÉ, cession`, `ATELIER TAMANU – Dissolution – 15 nov. 2026`);
 * - a navigation link: a line that opens on the label of the next or previous item, or of items
 *   to read besides (`Annonce suivante : X – Vente de fonds de com…`, `« Article précédent`, `À lire
 *   aussi : …`, `Annonces récentes`), and, when the label stands alone, the line it heads.
 * Their dates are the other items' (never this notice's publication or act) and their event words
 * are the other items' (never this notice's type).
 *
 * A notice's own dated acts are no such list: a history of the company's acts (`15/03/2010 –
 * Constitution de la société`) names no other company, a person in capitals after a civility
 * (`M. DUPONT`) is no item's name, and a list's record that prints an identifier or an amount (a
 * court's judgments one a line) is a notice's, not a link.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { findFrenchDates } from './french-date.ts';
import { fold } from './fold.ts';
import { isTitleQualifier, titleNoun } from './title-nouns.ts';
import { namesPeriodicalSigle, PERIODICAL_NOUN } from './periodicals.ts';
import { READ_BESIDES } from './related-block.ts';

/** A line that may open on a date: a digit first, a bullet or an opening bracket before it at most (speed only). */
const DATE_FIRST = /^\s*(?:[•·*›»>–—-]\s*)?\(?\d/u;
/** After the date: a time of day at most, then a separator and the item. */
const AFTER_DATE = /^\s*(?:(?:à|a|-|–|—)?\s*\d{1,2}\s*[h:]\s*\d{2}\s*)?(?:[|·•–—:)-]|\s{3,}|\t)\s*(\S.*)$/u;
/** A line that may close on a date: a year last, a time of day after it at most (speed only). */
const DATE_LAST = /\d{4}\)?(?:\s*(?:à|a|-|–|—|,)?\s*\d{1,2}\s*[h:]\s*\d{2})?\s*$/u;
/** Before a closing date: the item, then a separator. */
const BEFORE_DATE = /^\s*(?:[•·*›»>–—-]\s*)?(\S.*?)\s*(?:[|·•–—-]|\s{3,}|\t)[\s(]*$/u;
/** After a closing date: a time of day at most. */
const TIME_REST = /^\)?(?:\s*(?:à|a|-|–|—|,)?\s*\d{1,2}\s*[h:]\s*\d{2})?\s*$/u;
/** An item's title is a few words; a sentence run on is the notice's. */
const ITEM_MAX_WORDS = 14;
/** A word of capitals: an item's company (`KAORI`, `L'ATELIER`, `PLONGÉE`). */
const CAPITALS_WORD = /(?<![\p{L}\d])\p{Lu}[\p{Lu}'’&-]*\p{Lu}(?![\p{L}\d])/gu;
/** A civility before a person's name in capitals: a person, no item's company. */
const CIVILITY_BEFORE = /(?:\b(?:m|mme|mlle|mr|me|dr)\.?|monsieur|madame|maitre)\s*$/u;
const FORMS = new Set<string>(FORM_ABBREVIATIONS);
/**
 * An identifier by its label or its shape, or an amount: a record of a list the notice is (a court's
 * judgments, one a line: `12/03/2026 – SARL X, RIDET 1 234 567.001 – liquidation`), no link.
 */
const IDENTIFIED = /\brid(?:et)?\b|\d[\d .]{5,}\d/;
/** A periodical's noun: a page's running line (`12 MAI 2026   JOURNAL OFFICIEL …`), no other item. */
const PERIODICAL = new RegExp(String.raw`\b(?:${PERIODICAL_NOUN})\b`);

/** Whether an item names another company: a word in capitals that is no legal form, event word or person. */
function namesCompany(item: string): boolean {
  for (const word of item.matchAll(CAPITALS_WORD)) {
    const folded = fold(word[0]);
    if (FORMS.has(word[0]) || titleNoun(folded, false) !== undefined || isTitleQualifier(folded, false)) continue;
    if (CIVILITY_BEFORE.test(fold(item.slice(0, word.index)))) continue;
    return true;
  }
  return false;
}

/** The item a line names beside its one date: after a date that opens it, or before a date that closes it. */
function itemBesideDate(line: string): string | undefined {
  const first = DATE_FIRST.test(line);
  if (!first && !DATE_LAST.test(line)) return undefined;
  const dates = findFrenchDates(line);
  const date = dates[0];
  if (date === undefined || dates.length > 1) return undefined;
  const after = line.slice(date.index + date.length);
  if (first && /^[\s•·*›»>–—(-]*$/u.test(line.slice(0, date.index))) return AFTER_DATE.exec(after)?.[1];
  return TIME_REST.test(after) ? BEFORE_DATE.exec(line.slice(0, date.index))?.[1] : undefined;
}

/** Whether a line prints a date and names another item beside it (`17.11.2026 – X`, `X – 17.11.2026`). */
function isOtherItemLine(line: string): boolean {
  const item = itemBesideDate(line);
  if (item === undefined || item.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length > ITEM_MAX_WORDS) return false;
  const foldedItem = fold(item);
  return !IDENTIFIED.test(foldedItem) && !PERIODICAL.test(foldedItem) && !namesPeriodicalSigle(foldedItem) && namesCompany(item);
}

/**
 * A navigation label at a line's start, folded: the next or previous item (`annonce suivante`,
 * `article précédent`, `suivant »`, `‹ précédente`), items to read besides (`à lire aussi`, `voir
 * aussi`, `dans la même rubrique`: related-block.ts's READ_BESIDES; `annonces récentes`, `dernières
 * annonces`).
 */
// The bare word is a link only with its arrow (`« Précédent`, `Suivant »`): a notice's line may open on
// it with a colon (`suivantes :` closing 'les caractéristiques', cut by a narrow column).
// (wt-dom2) The other item's date or stamp may stand in brackets between the label and its colon
// (`Annonce suivante (12/11/2026) : …`).
const LABEL_END = String.raw`(?=\s*(?:\([^)\n]{1,30}\)\s*)?(?:[:›»>→|–—-]|$))`;
const NAVIGATION_LABEL = new RegExp(
  String.raw`^[\s|-]*(?:[«‹<←]\s*(?:precedente?|suivante?)${LABEL_END}|(?:precedente?|suivante?)\s*[»›>→]|[«‹<←→›»>\s]*(?:(?:l')?(?:annonce|article|avis|publication|insertion|actualite|page)\s+(?:suivante?|precedente?)|${READ_BESIDES}|(?:annonces?|publications?|articles?)\s+recente?s|(?:dernieres|autres)\s+(?:annonces|publications|articles))${LABEL_END})`,
);
/** A label alone on its line: it heads the line under it. */
const LABEL_ALONE = new RegExp(`${NAVIGATION_LABEL.source}\\s*[:›»>→|–—-]?\\s*$`);

/**
 * Whether a folded text may hold a list of other items (a line opening on a digit with a spaced
 * separator or a wide gap soon after, or closing on a year a few characters after a separator, a
 * time of day after it at most) or a navigation label (speed only).
 */
const MAY_HOLD = /^[\s•·*›»>(–—-]*\d[^\n]{3,30}?(?:\s[|·•–—:-]\s|\s{3}|\t)|(?:\s[|·•–—-]|\s{3}|\t)[\s(]*[^\n]{6,24}\d{4}\)?(?:\s*(?:a|-|,)?\s*\d{1,2}\s*[h:]\s*\d{2})?\s*$|suivant|precedent|lire aussi|voir aussi|recente|dernieres|autres (?:annonces|publications|articles)|meme rubrique/mu;

/**
 * The indexes of `lines` that are a page's other items or its navigation links; `foldedLines`: each
 * line folded, handed down by a caller that holds them (the text's fold split at its line breaks).
 */
export function otherItemLines(lines: readonly string[], foldedLines: readonly string[] = lines.map((line) => fold(line))): Set<number> {
  const found = new Set<number>();
  const folded = foldedLines.map((lineFolded) => (MAY_HOLD.test(lineFolded) ? lineFolded : ''));
  let run: number[] = [];
  const closeRun = (): void => {
    if (run.length >= 2) for (const i of run) found.add(i);
    run = [];
  };
  for (const [i, line] of lines.entries()) {
    // Blank lines between a list's items do not end it.
    if (line.trim() === '') continue;
    if (folded[i] !== '' && isOtherItemLine(line)) {
      run.push(i);
      continue;
    }
    closeRun();
    if (folded[i] === '' || !NAVIGATION_LABEL.test(folded[i]!)) continue;
    found.add(i);
    if (!LABEL_ALONE.test(folded[i]!)) continue;
    const next = lines.findIndex((l, k) => k > i && l.trim() !== '');
    if (next > 0) found.add(next);
  }
  closeRun();
  return found;
}

/** Whether a whole text may hold a page's other items (speed only: most notices have none). */
export function mayHoldOtherItems(foldedText: string): boolean {
  return MAY_HOLD.test(foldedText);
}
