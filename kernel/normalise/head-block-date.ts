/**
 * The outlet's own block above a notice: the first lines, set apart from the notice by a blank line,
 * that name the outlet, its page or its board and date it (`412` / `BULLETIN DES ANNONCES …` /
 * `23 avril 2026`; `COMMUNE DE X` / `Tableau d'affichage des avis légaux` / `Avis n° 2026-007 —
 * affiché le mardi 27 janvier 2026`). However the outlet words it, a reader takes the one date of
 * that block as the day the notice appeared: the block says nothing of the company (no identifier,
 * no event, no act), so its date can be no act's.
 * Read after every labelled or shaped reading of the publication (publication-date.ts) and only
 * where the block holds one date.
 */

import { fold } from './fold.ts';
import { findFrenchDates, WEEKDAY_OR_CUT } from './french-date.ts';
import { isPeriodicalName, PERIODICAL_WORD } from './periodicals.ts';

/** At most this many lines in the outlet's block, each at most this long. */
const BLOCK_LINES = 5;
const LINE_MAX = 90;
/** An identifier's label or its digits grouped as a RID prints them: the block is the notice's own. */
const IDENTIFIER = /\b(?:ridet|rid|rcs|siren|siret)\b|\d{3}[ .]\d{3}[ .]?\d{3}|\d{7}\.?\d{3}/;
/** Words of a notice's events, acts and parties: a block holding them is the notice's heading, not the outlet's. */
const NOTICE_WORDS =
  /\b(?:effet|pour avis|annul\w*|remplac\w*|celui|celle|constitu\w*|dissolu\w*|liquidat\w*|cession|cede\w*|nominat\w*|nomme\w*|transfert|transfere\w*|modifi\w*|augment\w*|reduct\w*|fusion|absorp\w*|jugement|tribunal|assemblee|age|ago|acte|statuts?|decisions?|deliberation|gerant\w*|gerance|president\w*|associe\w*|societe|sarl|sas|sasu|eurl|sci|snc|capital|siege|rectifica\w*|erratum|additif|complement|fait a|signe)\b/;

/** A site's rubric under its own label (`Catégorie : Modifications de sociétés`, `Rubrique : Dissolutions`): the outlet's filing, no event of the notice's. */
const RUBRIC_LABEL_LINE = /^\s*(?:categorie|rubrique|section)\s*:/;
/** A masthead's line: the legal notices' rubric among its items. */
const MASTHEAD_LINE = /\bannonces? legales?\b/;

/** A message's header line (`De :`, `Objet :`, `Date :`), folded. */
const MESSAGE_HEADER = /^(?:de|from|a|to|objet|subject|date|envoye|sent|cc|expediteur|destinataire)\s*:/m;
/** A transmission's or an order's own words: the day a fax, a slip or an order was sent or printed, not published. */
const TRANSMISSION = /\b(?:telecopie|fax|bordereau|envoi|ordre|edite\w*|imprime\w*|recu\w*|transmis\w*)\b/;

/** The date of the outlet's block at the text's top, or null. */
export function dateOfHeadBlock(text: string): string | null {
  const lines = text.split('\n');
  let start = 0;
  while (start < lines.length && lines[start]!.trim() === '') start += 1;
  let end = start;
  while (end < lines.length && lines[end]!.trim() !== '') end += 1;
  const block = lines.slice(start, end);
  // The block stands apart: the notice follows it after a blank line.
  if (block.length === 0 || block.length > BLOCK_LINES || !lines.slice(end).some((l) => l.trim() !== '')) return null;
  if (block.some((line) => line.length > LINE_MAX)) return null;
  const folded = fold(block.join('\n'));
  // A message's header (`De :`, `Objet :`, `Date :`) dates the message: a drafter's mail to the desk
  // is no outlet's block, and the day it was sent is not the day the notice appeared.
  if (MESSAGE_HEADER.test(folded) || TRANSMISSION.test(folded)) return null;
  // A block opening in small letters is the tail of a sentence a page cut, the previous notice's;
  // not one opening on a periodical's name as its site prints it (`actu.nc | Annonces légales`, `lnc.nc — …`:
  // folding reads the dash as a hyphen).
  if (/^\s*\p{Ll}/u.test(block[0]!) && !isPeriodicalName(fold(block[0]!).split(/\s+[|–—·•›-]\s+/)[0]!)) return null;
  // A masthead's line names its rubric (`Legal Hebdo — Annonces légales — Modifications`), and so
  // does a site's rubric label (`Catégorie : Modifications de sociétés`): the outlet's words, no event of the notice's.
  const ownWords = folded
    .split('\n')
    .filter((line) => !(MASTHEAD_LINE.test(line) && PERIODICAL_WORD.test(line)) && !RUBRIC_LABEL_LINE.test(line))
    .join('\n');
  if (IDENTIFIER.test(folded) || NOTICE_WORDS.test(ownWords)) return null;
  const dates = block.flatMap((line) => findFrenchDates(line).map((date) => ({ date, line })));
  if (dates.length !== 1) return null;
  const { date, line } = dates[0]!;
  return standsAsOutletDate(fold(line.slice(0, date.index)), line.slice(date.index + date.length)) ? date.iso : null;
}

/** A posting's words right before the date and its `le` (`affiché le`, `mis en ligne le`, `publié le`). */
const POSTED = new RegExp(String.raw`(?:(?:affiche|placarde|publie|paru|poste|diffuse)e?s?(?:\s+en ligne)?|mise?s? en ligne)\s+le\s*:?\s*(?:${WEEKDAY_OR_CUT}\s*)?$`);
/** An item's start: the line's, or after a separator of the block's items. */
const ITEM_START = new RegExp(String.raw`(?:^|[–—|·•›/,]|\s-)\s*(?:${WEEKDAY_OR_CUT}\s*)?$`);
/** A time of day after the date, and nothing else ('12/11/2026 06:00', '… à 9h05'). */
const TIME_ONLY_AFTER = /^[\s,.]*(?:(?:à|a)\s*)?(?:\d{1,2}\s*[h:]\s*\d{2}(?::\d{2})?)?[\s.]*$/iu;

/**
 * Whether the date stands as an outlet dates itself: alone as its line's or item's value, a weekday
 * before it or not, or after a posting's words (`affiché le`); never after another event's words
 * (`ouverte le`, `pris en charge le`, `prévue le`, `réunion du`) nor inside a sentence going on.
 */
function standsAsOutletDate(before: string, after: string): boolean {
  if (!TIME_ONLY_AFTER.test(after)) return false;
  return ITEM_START.test(before) || POSTED.test(before);
}
