/**
 * The publication's furniture: what a newspaper page, a legal-notice portal or a JONC page prints
 * around a notice and that is not the notice. It is separated out before anything is read, so
 * the publisher's own company and RIDET, a "related notices" list, a breadcrumb or a share bar
 * can never be taken for the subject, its name or its heading.
 *
 * A line is furniture when it:
 * - names the publisher (`X est édité par la SARL Y, RIDET …`, `Un service de Y SAS – RID …`,
 *   `Directeur de la publication : …`, `© 2026 …`, `Tous droits réservés`, `Journal habilité à
 *   publier les annonces légales …`);
 * - is navigation (`Accueil › Annonces légales › …`, a menu of three or more items split by `|`,
 *   `·` or `›` none of which names a person, `Partager : Facebook …`, `Imprimer | Partager`, cookie banners, `Se connecter`);
 * - belongs to a block of other notices (`Annonces similaires`, `Vous aimerez aussi`, `À lire
 *   aussi`, `Dans la même rubrique`, a portal's `Publications liées` or `Publications du même
 *   déposant`) or of readers' comments (`Réactions (2)`, `Commentaires` alone on their line): the
 *   heading and the lines after it up to a blank line (related-block.ts);
 * - is a web page's list of its other items (two dated lines or more, each naming another company)
 *   or a link to its next or previous item (`Annonce suivante : X – Cession …`; other-items.ts);
 * - is an e-mail's header or the forwarder's cover note (mail-furniture.ts), or the sender's
 *   greeting, cover line, thanks and signature (mail-courtesies.ts), or the sender's own firm and
 *   identifier printed above the greeting or under the notice (sender-firm.ts); but not a reply's
 *   line giving the identifier its quoted notice lacks (reply-identifier.ts).
 *
 * The publication date is read from the raw text before (publication-date.ts), so taking these
 * lines out loses nothing the reader needs.
 */

import { fold, foldedTrimmedLines } from './fold.ts';
import { matchesOf } from './global-pattern.ts';
import { itemNamesPerson } from './menu-item-person.ts';
import { mayHoldOtherItems, otherItemLines } from './other-items.ts';
import { RELATED_HEADING, relatedBlockLines } from './related-block.ts';
import { mailFurnitureLines, mayHoldMail } from './mail-furniture.ts';
import { greetingLine, mailCourtesyLines, mayHoldCourtesies } from './mail-courtesies.ts';
import { replyIdentifierLines } from './reply-identifier.ts';
import { senderFirmLines } from './sender-firm.ts';

// A platform's disclaimer ('Les annonces … engagent la seule responsabilité de leurs annonceurs.')
// opens the line that names the platform and its RIDET.
// 'Un service de Y' and 'Données personnelles' name the publisher or a link only where they open the
// line or one of its items: inside a sentence they are a company's object ('objet : exploitation d'un
// service de radiodiffusion', 'traitement de données personnelles'), and the line is the notice.
const PUBLISHER =
  /\b(?:est edite(?:e)? par|responsabilite de leurs annonceurs|edite(?:e)? par (?:la |le |les |l')?(?:sarl|sas|sa|societe|editions)|directeur(?:rice)? de (?:la )?publication|tous droits reserves|mentions legales|habilite(?:e)? a publier|politique de confidentialite)\b|©|(?:^|[\n|·–—]|\s-)[ \t]*(?:un service de|donnees personnelles)\b/u;
const SENTENCE_END = /[.!?»)]\s*$/;
const NAVIGATION =
  /^(?:accueil\s*[›»>/]|partager\b|imprimer\s*\||rechercher\s*\||publier une annonce\b|abonnez-vous\b|newsletter\b|ce site utilise des cookies|nous utilisons des cookies|accepter\s+refuser|\[?tout accepter|se connecter\b)/u;
const MENU_SEPARATOR = /[|·›»]/u;
const MENU_SEPARATORS = /[|·›»]/gu;

/**
 * NAVIGATION and RELATED_HEADING at the start of any line of a whole folded text: every line they match
 * alone (folded and trimmed) is matched here too, so a text this misses has no such line.
 */
const AT_LINE_START = new RegExp(`^\\s*(?:${NAVIGATION.source.slice(1)}|${RELATED_HEADING.source.slice(1)})`, 'mu');

/**
 * Whether a line of the text can be furniture, read from the whole text at once: most notices
 * have none, and are spared splitting, folding and testing every line (speed only). PUBLISHER
 * matching a line matches the whole folded text (its word boundaries hold at a line's ends); a
 * menu line holds a separator.
 */
function mayHoldFurniture(text: string): boolean {
  const folded = fold(text);
  if (PUBLISHER.test(folded) || AT_LINE_START.test(folded) || mayHoldMail(folded) || mayHoldCourtesies(folded) || mayHoldOtherItems(folded)) return true;
  for (const separator of matchesOf(MENU_SEPARATORS, text)) {
    const start = text.lastIndexOf('\n', separator.index) + 1;
    const end = text.indexOf('\n', separator.index);
    if (isMenu(text.slice(start, end < 0 ? text.length : end))) return true;
  }
  return false;
}

/**
 * An identifier by its label or its shape: a table's row of a company's cells, no menu's item. A
 * compositor's own label glued to its ten digits (`Id.1234566001`) or seven is one too: a bar then
 * parts an insertion's fields, not a menu's links.
 */
const IDENTIFIER_ITEM = /\bRID(?:ET)?\b|\d{3}[ .]?\d{3}[.\-/ ]\d{3}|(?<!\d)\d{7}(?:\d{3})?(?!\d)/iu;

/**
 * A company's amount with its currency or a New Caledonian postal code (`SARL cap. 500 000 F`,
 * `98822 Poindimié`): a compositor's field (the capital, the seat), never a link's words.
 */
const FIELD_FIGURE = /\d\s?(?:F|XPF|CFP|€|francs?)(?![\p{L}])|(?<!\d)988\d\d(?!\d)/u;

/** A menu line: three or more short items split by '|', '·', '›' or '»', none of them an identifier or a company's figure. */
function isMenu(line: string): boolean {
  // Every split needs a separator: most lines have none, and are spared the split.
  if (!MENU_SEPARATOR.test(line) || IDENTIFIER_ITEM.test(line) || FIELD_FIGURE.test(line)) return false;
  // A row of dots and no word (`· · · · ·`) is an ornament, a box's border or a rule between notices: no menu's links.
  if (!/\p{L}/u.test(line)) return false;
  const items = line.split(/\s[|·›»]\s/u);
  // An item naming a person is a compositor's field, no link (menu-item-person.ts).
  return items.length >= 3 && items.every((item) => item.trim().split(/\s+/).length <= 6) && !itemNamesPerson(line);
}

export interface FurnitureSplit {
  /** The text with furniture lines emptied (line count kept). */
  notice: string;
  /** The furniture lines as printed, for provenance and debugging. */
  furniture: string[];
}

/** Separates the publication's furniture from the notice (see the module comment for the rules). */
export function separateFurniture(text: string): FurnitureSplit {
  if (!mayHoldFurniture(text)) return { notice: text.replace(/\n{3,}/g, '\n\n').trim(), furniture: [] };
  const lines = text.split('\n');
  const furniture: string[] = [];
  const foldedLines = foldedTrimmedLines(text);
  const related = relatedBlockLines(foldedLines);
  const mail = mayHoldMail(fold(text)) ? mailFurnitureLines(text) : new Set<number>();
  const envelope = new Set(mail);
  if (mayHoldCourtesies(fold(text))) for (const i of mailCourtesyLines(text, envelope)) mail.add(i);
  if (envelope.size > 0) for (const i of senderFirmLines(text, envelope, greetingLine(text, envelope))) mail.add(i);
  for (const i of replyIdentifierLines(text, mail)) mail.delete(i);
  // Only '\n' folds to '\n': the fold's lines are the lines folded.
  const otherItems = mayHoldOtherItems(fold(text)) ? otherItemLines(lines, fold(text).split('\n')) : new Set<number>();
  // A publisher's sentence broken over lines ('… est édité par la' / 'société X, SAS, RIDET ….'): its
  // lines opened in lower case after one unfinished are the same sentence, the publisher's own firm.
  let publisherGoesOn = false;
  const kept = lines.map((line, i) => {
    const folded = foldedLines[i]!;
    if (folded === '') {
      publisherGoesOn = false;
      return line;
    }
    const publisher = PUBLISHER.test(folded) || (publisherGoesOn && /^\p{Ll}/u.test(line.trim()));
    publisherGoesOn = publisher && !SENTENCE_END.test(folded);
    if (related.has(i) || mail.has(i) || otherItems.has(i) || publisher || NAVIGATION.test(folded) || isMenu(line)) {
      furniture.push(line);
      return '';
    }
    return line;
  });
  return { notice: kept.join('\n').replace(/\n{3,}/g, '\n\n').trim(), furniture };
}
