/**
 * A page of notices set one under the other, as a page's columns read apart leave them
 * (layout/ragged-columns.ts, layout/interleaved.ts): no heading opens every notice at a paragraph's
 * start, but a reader sees where one ends and the next begins. A rule or an ornament parts them
 * (`______`, `ooOoo`); or a line in capitals opens the next one right after a sentence the notice
 * above closed (`… est nommé liquidateur.` / `MENUISERIE ROCHE ET FILS`), or a company's name in
 * capitals running into its form (`… Pour avis.` / `CAFÉ DU COMMERCE, EURL au capital de …`).
 *
 * The page's pieces of its neighbours are no notices: the previous notice's tail at the top opens
 * in lower case, the next one's opening at a column's foot stops in the middle of a sentence. A title
 * alone over a rule (`AVIS DE CONSTITUTION` / `______`), or a company's header block with no
 * sentence, belongs to the notice under it (one left at the page's foot is a cut opening). The page
 * is read so only when two of its parts are notices, one at least complete (an identifier, an event,
 * sentences of their own), the first opening as a notice does, none a copy of another; every part
 * is then read alone, and quarantined when it cannot be read without doubt.
 */

import { classifyNotice, typeEvidence } from './classify.ts';
import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';
import { PERIODICAL_WORD } from './periodicals.ts';
import { FORM_TOKEN_SOURCE } from './legal-form.ts';
import { isTitleLine } from './notice-layout.ts';
import { isPageFurniture, PARTICULARS, PRINTED_ADDRESS_LINE } from './page-furniture.ts';
import { findRidets } from './ridet.ts';
import { CARD_HEAD_LINES, cardPublicationDate, isCardHeadLine, isCardPublicationLine } from './card-publication-line.ts';
import { SIGLE_AT_LINE_END } from './sigle-line.ts';
import { isDateAlone } from './masthead-line.ts';
import { ABBREVIATION_AT_END, ACT_TITLE_LINE, CUT_OPENING, DOTTED_FORM_AT_END, MIN_NOTICE_WORDS, ORNAMENT_LINE, RULE_LINE, TAIL_MAX_LINES, signsOff, words, type NoticePage } from './split-page.ts';

/** A line in capitals that may open a notice: a company's name or an event's title, no year nor long number. */
const CAPITALS_OPENING = /^(?![\d(])(?=[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu})(?!.*\d{4})[^\p{Ll}]{3,80}$/u;
/** A line of capitals opening a notice; a name's line may carry its sigle, read on it (`OCÉANIA RH CONSEIL, Sigle : ORC`: sigle-line.ts). */
/** An ordinal's small letters after its number (`4e KM`, `1er`, `2ème`), which a name in capitals prints all the same. */
const ORDINAL_SUFFIX = /(?<=\d)(?:er|re|e|ème|eme)(?![\p{L}])/gu;
const capitalsOpening = (line: string): boolean => CAPITALS_OPENING.test(line.replace(SIGLE_AT_LINE_END, '').replace(ORDINAL_SUFFIX, ''));
/**
 * A notice run in under its company's name in capitals, its form right after the comma (`CAFÉ DU
 * COMMERCE, EURL au capital de …`, `LES COMPAGNONS DU BOIS, société coopérative …`), as a bulletin
 * sets its notices one after the other without titles. Read only right under a line that closes a
 * sentence with its mark (a signer's words need none, but `la présidente, la société FORAGE` / `HOLDING
 * NC, SARL, …` is a name cut over the line), no blank line between (a paragraph opening so is a list's
 * entry, the lists' readings'), and where the part above named no company that the text names again
 * below (`namedBelow`).
 */
const RUN_IN_NAME_OPENING = new RegExp(String.raw`^(\p{Lu}[\p{Lu}\d'’&.\- ]{2,80}?)\s*,\s+(?:${FORM_TOKEN_SOURCE}|soci[ée]t[ée]\s+\p{Ll})`, 'u');

const isWordChar = (c: string): boolean => c !== '' && /[\p{L}\d]/u.test(c);

/**
 * Whether a name the part above opened on is named again below: the two blocks are one act's
 * parties (a merger's absorbed and absorbing companies, `… a fait apport … à la société B`), no
 * notices of their own.
 */
function namedBelow(names: readonly string[], lines: readonly string[], from: number): boolean {
  if (names.length === 0) return false;
  const below = fold(lines.slice(from + 1).join(' ')).replace(/\s+/g, ' ');
  // As a whole name: a short one may be the head of a longer word (`TEST` in `testament`).
  return names.some((name) => {
    for (let at = below.indexOf(name); at >= 0; at = below.indexOf(name, at + 1)) {
      if (!isWordChar(below.charAt(at - 1)) && !isWordChar(below.charAt(at + name.length))) return true;
    }
    return false;
  });
}

/**
 * A title in capitals before a dash and a note in small letters (`VENTE DE FONDS DE COMMERCE – Première
 * insertion`): the title of the notice under it, as the title alone is.
 */
function titleBeforeDash(line: string): boolean {
  const dash = /\s[–—]\s/.exec(line);
  if (dash === null) return false;
  const title = line.slice(0, dash.index).trim();
  return capitalsOpening(title) && isTitleLine(title);
}

/** A line that closes its sentence (`… est nommé liquidateur.`, `RIDET : 1 303 254.001.`); a bracket closes none (`(société absorbée)`). */
const CLOSED = /[.!?»]$/u;
/** A notice continued on another page (`(suite page 15903)`, `Suite en page 12`). */
const CONTINUED = /\bsuite (?:en |a la )?(?:page|p\.)\s*\d+\)?\.?$/;
/** A signer's name under a signature: a civility, a name in capitals, or a given name then a surname in capitals (`Victor WANGANE`). */
const SIGNER_LINE = /^(?:M\.|MM\.|Mme|Mlle|Me|Ma[iî]tre|Dr)\s|^[\p{Lu}][\p{Lu}\s'’.-]+$|^[\p{Lu}][\p{Ll}'’]+(?:[ -][\p{Lu}][\p{Ll}'’]+)*\s+[\p{Lu}][\p{Lu}\s'’.-]+$/u;
/** A platform's links under a card (`Voir l'annonce   Partager`, `Voir plus ›`, `Lire la suite`, `[ Imprimer ]`, `Afficher moins ▴`). */
// A portal's result card ends on its links to the act (`[ Voir la publication ]  [ Télécharger le PDF ]`).
const CARD_END = /^(?:\[\s*)?(?:voir l'annonce|voir la publication|voir le (?:texte|document)|voir plus|lire la suite|partager|imprimer|telecharger|afficher (?:moins|plus|le texte))\b/;
/** A card's foot ending on two of its links, after its reference (`Réf. annonce : LNC-AL-2026-01183   Imprimer   Partager`). */
const CARD_FOOT = /(?:^|\s)(?:imprimer|partager|telecharger)\s*[·|•]?\s*(?:imprimer|partager|telecharger)\s*$/;

/** A line that is only an identifier's field (`RIDET : 1 496 439.001`, `RID n° 1234567`), folded. */
const IDENTIFIER_FIELD_LINE = /^(?:n°\s*)?(?:ridet|rid)\b[^a-z]*$/;

/** The ellipsis a site prints where it cuts a card (`… Le siè…`). */
const SITE_CUT = /(?:…|\.\.\.)$/;

interface Part {
  lines: string[];
  /** A rule or an ornament above or under it, the page's own mark between two notices. */
  ruled: boolean;
  /** The other column's tail of a neighbour, set apart under a signed notice. */
  tail?: boolean;
}

/**
 * A page's items each opened by the same block mark after a blank line (`▌ Délibération n° … du …`,
 * `■ SARL X`), as a site lists its acts or notices: the mark opens the next item, printed twice at
 * least so (one mark is a notice's own emphasis).
 */
const ITEM_MARK = /^([▌▍▎▐■►▶◆●])\s*\p{Lu}/u;
function itemMarksOf(lines: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  lines.forEach((line, i) => {
    const mark = ITEM_MARK.exec(line.trim())?.[1];
    if (mark && (i === 0 || lines[i - 1]!.trim() === '')) counts.set(mark, (counts.get(mark) ?? 0) + 1);
  });
  return new Set([...counts].filter(([, n]) => n >= 2).map(([mark]) => mark));
}

function partsOf(lines: readonly string[], itemMarks: ReadonlySet<string> = new Set()): Part[] {
  const parts: Part[] = [{ lines: [], ruled: false }];
  let closed = true;
  let signed = false;
  let cardEnd = false;
  let delegatedFrom = Infinity;
  // The names the current part's run-in openings gave (folded, spaces single).
  let partNames: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    const current = parts.at(-1)!;
    if (line === '') {
      if (current.lines.length > 0) current.lines.push('');
      continue;
    }
    if (RULE_LINE.test(line) || ORNAMENT_LINE.test(line)) {
      if (current.lines.some((l) => l !== '')) {
        current.ruled = true;
        parts.push({ lines: [], ruled: true });
        partNames = [];
      }
      // What follows a rule is the next notice's, no signer's name.
      closed = true;
      signed = false;
      continue;
    }
    const folded = fold(line);
    // A platform's links under a card are no notice's words: the card ends there.
    if (CARD_END.test(folded) || CARD_FOOT.test(folded)) {
      cardEnd = true;
      signed = false;
      continue;
    }
    const filled = current.lines.some((l) => l !== '');
    if (filled && current.lines.at(-1) === '' && itemMarks.has(ITEM_MARK.exec(line)?.[1] ?? '')) {
      parts.push({ lines: [line], ruled: false });
      partNames = [];
      closed = false;
      signed = false;
      continue;
    }
    const runIn = RUN_IN_NAME_OPENING.exec(line);
    // A card's own publication line after a closed sentence opens the next card (`Pour avis.` / `Publié le 13 mai 2026`),
    // and so does its reference (`… nommé gérant.` / `Annonce n° 26-1463`).
    if (closed && filled && ((capitalsOpening(line) && !signsOff(folded) && !/\bridet\b|\brid\b/.test(folded)) || (current.lines.at(-1) === '' && titleBeforeDash(line)) || (runIn !== null && CLOSED.test(current.lines.at(-1) ?? '') && !namedBelow(partNames, lines, i)) || isCardHeadLine(line) || ACT_TITLE_LINE.test(folded))) {
      parts.push({ lines: [line], ruled: false });
    } else if (filled && (current.lines.at(-1) === '' || titledSentenceToIdentifier(current)) && !line.endsWith(':') && IDENTIFIER_FIELD_LINE.test(fold(current.lines.filter((l) => l !== '').at(-1)!)) && capitalsOpening(line) && particularsBelow(lines, i) && proseWords(textOf(current)) >= MIN_NOTICE_WORDS) {
      // A notice whose last line is its identifier's field, unsigned (`RIDET : 1 496 439.001`), then a
      // blank line (or none, as a column read apart leaves it, under a notice its title opens: `AVIS DE
      // CONSTITUTION`), then a company's name in capitals over its particulars: the next notice's header. Not a block of fields alone above it (a merger's two
      // companies' blocks), nor a label's line (`SOCIÉTÉ ABSORBÉE :`).
      parts.push({ lines: [line], ruled: false });
    } else if (cardEnd && filled && (current.lines.at(-1) === '' || !CUT_OPENING.test(line))) {
      // Under a platform's links closing a card (`Voir l'annonce   Partager`, `Afficher moins`), the
      // next card, a blank line between or not, unless the line goes on in lower case (a card's `n° …` opens one).
      parts.push({ lines: [line], ruled: false });
    } else if (signed && filled && current.lines.at(-1) === '' && (NOTICE_OPENING.test(folded) || (!CLOSED.test(line) && particularsBelow(lines, i)))) {
      // Under a signed notice and a blank line, a paragraph opening as a notice does (`Suivant acte
      // reçu le …`, `Aux termes d'un acte …`) is the next notice, under the same rubric; so is a
      // company's name in any case over its form and particulars (`Atelier du Sport & bien-être` /
      // `anciennement …` / `Société par actions simplifiée au capital de …`).
      parts.push({ lines: [line], ruled: false });
    } else if (signed && filled && current.lines.at(-1) === '' && CUT_OPENING.test(line) && signsOffWithin(lines, i)) {
      // Under a signed notice and a blank line, a paragraph opening in lower case and signing off
      // in its turn is the other column's piece of a neighbour (its tail), never the notice's.
      parts.push({ lines: [line], ruled: false, tail: true });
    } else {
      current.lines.push(line);
    }
    // A signature may go on with its signer's name on the next line (`Pour avis, le liquidateur,` / `M. X.`);
    // a line that opened a part is its title, no signer's.
    signed = signsOff(folded) || (signed && parts.at(-1) === current && SIGNER_LINE.test(line));
    // A signature closes the notice, its signer's name under it too (`Pour avis,` / `le gérant,` / `M. X`).
    // A signature by delegation closes the part on its third line (speed only: asked where a line opened one).
    delegatedFrom = DELEGATION_OPENING.test(folded) ? 0 : delegatedFrom + 1;
    closed = (CLOSED.test(line) && !ABBREVIATION_AT_END.test(line)) || signed || (delegatedFrom <= 2 && DELEGATED_SIGNATURE.test(fold(parts.at(-1)!.lines.slice(-3).join(' '))));
    cardEnd = false;
    if (parts.at(-1) !== current) partNames = [];
    if (runIn !== null) partNames.push(fold(runIn[1]!).replace(/\s+/g, ' ').trim());
  }
  return parts.filter((p) => p.lines.some((l) => l !== ''));
}

/** Whether one of the two lines under line `i` prints a header's particulars (its form, capital, seat or identifier). */
function particularsBelow(lines: readonly string[], i: number): boolean {
  return [lines[i + 1], lines[i + 2]].some((l) => l !== undefined && PARTICULARS.test(fold(l.trim())));
}

/** Whether the paragraph from line `start` signs off within a tail's few lines, before a blank or a rule. */
function signsOffWithin(lines: readonly string[], start: number): boolean {
  for (let k = start; k < Math.min(lines.length, start + TAIL_MAX_LINES); k += 1) {
    const line = lines[k]!.trim();
    if (line === '' || RULE_LINE.test(line)) return false;
    if (signsOff(fold(line))) return true;
  }
  return false;
}

const textOf = (part: Part): string => part.lines.join('\n').trim();
/**
 * Whether the part is a notice its title opens (`AVIS DE CONSTITUTION`) whose sentence runs to the
 * identifier's field closing it (`… demeurant tous deux à Dumbéa` / `RIDET : …`): no card of fields.
 */
const titledSentenceToIdentifier = (part: Part): boolean => {
  const filled = part.lines.filter((l) => l.trim() !== '');
  return filled.length >= 3 && isTitleLine(filled[0]!.trim()) && /^\p{Ll}/u.test(filled.at(-2)!.trim());
};

/** The words a part prints outside its header block (its name or title in capitals, its particulars): a notice tells its event in sentences. */
function proseWords(text: string): number {
  return words(text.split('\n').filter((l) => l.trim() !== '' && !headerBlockLine(l.trim())));
}

/** A line of a header block: a name or a title in capitals, or the company's particulars. */
const headerBlockLine = (line: string): boolean => capitalsOpening(line) || PARTICULARS.test(fold(line));

/**
 * Whether a notice the page's foot cuts has told its event before the cut: complete as above, its
 * sentences naming the event (no title's word alone) and closing after it.
 */
function toldBeforeCut(text: string): boolean {
  if (!complete(text)) return false;
  const type = classifyNotice(text)!.type;
  const lines = text.split('\n').map((l) => l.trim());
  // The prose, its header's lines blanked to spaces: the offsets stay the part's.
  const prose = lines.map((l) => (headerBlockLine(l) ? ' '.repeat(l.length) : l)).join('\n');
  const told = typeEvidence(prose, type);
  if (told === null || !SENTENCE_CLOSED.test(lines.join('\n').slice(told.end))) return false;
  // A title under the event's sentence opens another notice run on after the cut, another column's
  // (`… il a été constitué la SARL LE FARE DE` / `LOCATION-GÉRANCE`).
  const toldLine = prose.slice(0, told.index).split('\n').length - 1;
  return !lines.slice(toldLine + 1).some((l) => l !== '' && isTitleLine(l));
}

/** A sentence's end: a full stop or a colon before a space, not an initial's (`M. Paul`). */
const SENTENCE_CLOSED = /(?<!(?:^|[\s(])\p{Lu})[.:](?:\s|$)/u;

function complete(text: string): boolean {
  if (proseWords(text) < MIN_NOTICE_WORDS || findRidets(text).length === 0) return false;
  const c = classifyNotice(text);
  return c !== null && c.evidence !== 'weak';
}

/** The notices of a page whose parts a reader tells apart as above, or null. */
export function partedPageNotices(text: string): NoticePage | null {
  // A page holds two identified companies at least (speed only: most texts are one notice).
  if (new Set(findRidets(text).map((r) => r.rid)).size < 2) return null;
  const lines = text.split('\n');
  // The masthead and the running lines above the first notice are the page's.
  let top = 0;
  while (top < lines.length && (lines[top]!.trim() === '' || isPageFurniture(lines[top]!) || isLetterSpaced(lines[top]!) || PRINTED_ADDRESS_LINE.test(lines[top]!) || isDatedRunningHead(lines[top]!))) top += 1;
  const marks = itemMarksOf(lines.slice(top));
  // Above a page's first marked item stands the page's head (its title, its update line), no notice's.
  if (marks.size > 0) top += lines.slice(top).findIndex((l) => marks.has(ITEM_MARK.exec(l.trim())?.[1] ?? ''));
  const parts = partsOf(lines.slice(top), marks);
  const siteHeader = siteHeaderOverCards(parts);
  if (parts.length < 2) return null;
  // The previous notice's tail, at the top (under the running head's date) or under a signed notice in the other column.
  const own = parts.filter((part, k) => part.tail !== true && !(k === 0 && CUT_OPENING.test(part.lines.find((l) => l !== '' && !isDateAlone(l)) ?? '')));
  // A notice's opening cut by the page (at the foot of a column) stops in the middle of a sentence.
  // A signature ends it, whatever its last letter (`Pour avis` / `le président`); a card's head stands
  // whole over its notice (`Publié le … | Province Sud`).
  const whole = own.filter((part, k) => {
    const filled = part.lines.filter((l) => l !== '');
    return !unfinished(filled.at(-1)!) || signedAtEnd(filled) || isCardHead(textOf(part)) || (SITE_CUT.test(filled.at(-1)!) && complete(textOf(part))) || (k === own.length - 1 && part.ruled && toldBeforeCut(textOf(part)));
  });
  // Two parts at least print an identifier (speed only: the parts are classified below).
  if (whole.filter((part) => findRidets(textOf(part)).length > 0).length < 2) return null;
  // A title or a company's header alone (no sentence of its own) belongs to the part under it.
  const merged: Array<{ text: string; ruled: boolean }> = [];
  let carried = null as { text: string; ruled: boolean } | null;
  for (const part of whole) {
    const text: string = `${carried === null ? '' : `${carried.text}\n`}${textOf(part)}`;
    const ruled: boolean = carried?.ruled ?? part.ruled;
    // (A part with fewer words of sentences is never complete: no classification asked here.)
    // A piece that signs off is a notice's end (the previous notice's tail at the page's top), never a title.
    if ((proseWords(text) < MIN_NOTICE_WORDS && !(carried === null && signedAtEnd(part.lines.filter((l) => l !== '')))) || pointsBelow(text) || isCardHead(text)) {
      carried = { text, ruled };
      continue;
    }
    carried = null;
    merged.push({ text, ruled });
  }
  // A notice is complete, or a rule sets it apart with its own identifier and sentences and it opens
  // as a notice does: its event may be cut by the page (a neighbour's decisions listed on the next
  // page), it is still no part of the notice beside it. A form's ruled sections (`Au lieu de : … /
  // Lire : …`) do not open so.
  const completeOnes = new Set(merged.filter((m) => complete(m.text)).map((m) => m.text));
  if (completeOnes.size === 0) return null;
  const notices = merged.filter((m) => completeOnes.has(m.text) || (m.ruled && findRidets(m.text).length > 0 && opensNotice(m.text))).map((m) => m.text);
  // The page's first notice opens as a notice does: a sender's card and message over one notice do not.
  // A marked item opens as its page's items do.
  if (notices.length < 2 || (marks.size === 0 && !opensNotice(notices[0]!))) return null;
  // A text printed twice (a form's copy under its order) is one notice.
  const squeezed = notices.map((t) => t.replace(/\s+/g, ' '));
  if (squeezed.some((t, i) => squeezed.some((u, j) => i !== j && u.includes(t)))) return null;
  // So is a text printed twice under two labels (`TEXTE REÇU` / `TEXTE COMPOSÉ`): the same company first.
  const firsts = notices.map((t) => findRidets(t)[0]!.rid);
  if (new Set(firsts).size < firsts.length) return null;
  return {
    preamble: [...lines.slice(0, top), ...siteHeader].join('\n').trim(),
    notices: merged.map((m) => ({ heading: '', text: m.text, publicationDate: cardPublicationDate(m.text) })),
  };
}

/**
 * A card's head alone, a rule under it (`Constitution | X` / `Publié le 3 mars 2026 | Annonce n° …`):
 * its title and publication line, no sentence; the notice is under it.
 */
function isCardHead(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return lines.length <= CARD_HEAD_LINES && lines.some(isCardPublicationLine) && !lines.some((l) => CLOSED.test(l.trim())) && findRidets(text).length === 0;
}

/**
 * A platform's list of cards, each opening on its title and its own publication line (`KAFÉ DE
 * L'ANSE` / `Publié le 2 juin 2026`), or on that line: what stands above the first card (the site's
 * navigation, the list's title and count) is the site's page, no notice's. Those lines are taken
 * from the first part (the whole part when a rule closes the site's page above the first card) and
 * returned; nothing when fewer than two parts open as cards.
 */
function siteHeaderOverCards(parts: Part[]): string[] {
  const dateAt = (part: Part): number => part.lines.filter((l) => l !== '').findIndex(isCardPublicationLine);
  const cards = parts.filter((part) => {
    const at = dateAt(part);
    return at >= 0 && at < CARD_HEAD_LINES;
  });
  const first = parts[0];
  if (first === undefined) return [];
  if (cards.length < 2) return sameOpeningCards(parts);
  // A first part a rule closes, no card, no identifier, no sentence: the site's page whole.
  if (dateAt(first) < 0 && findRidets(textOf(first)).length === 0 && !first.lines.some((l) => CLOSED.test(l))) return parts.shift()!.lines;
  const at = dateAt(first);
  // Cards that open on their publication line (`Publié le …` / `DISSOLUTION ANTICIPÉE` / `X`): the
  // first card opens on its own; else on the title over it.
  const dateFirst = cards.filter((part) => part !== first && dateAt(part) === 0).length * 2 > cards.filter((part) => part !== first).length;
  if (at < 0 || (dateFirst ? at === 0 : at < CARD_HEAD_LINES)) return [];
  const date = first.lines.findIndex(isCardPublicationLine);
  if (dateFirst) return first.lines.splice(0, date);
  // The card's title: the line over its publication line.
  let title = date - 1;
  while (title > 0 && first.lines[title] === '') title -= 1;
  return first.lines.splice(0, title);
}

/** A card's opening words: its first two words, letters only (`Publication n° 2026-00418 · page 5352` -> `publication n`). */
function openingKey(line: string): string {
  return fold(line).replace(/[^a-z ]+/g, ' ').trim().split(/\s+/).slice(0, 2).join(' ');
}

/** A rubric drawn inside a rule (`──── MODIFICATIONS ────`). */
const RUBRIC_RULE_LINE = /^[─━═_—–-]{3,}[^\p{Ll}]*[─━═_—–-]{3,}$/u;

/**
 * A portal's cards that each open on the same words (`Publication n° 2026-00418 · page 5352`, its
 * number changing): where two later parts or more open so, the first part's line that opens so starts
 * the first card, and what stands above it is the portal's page. Those lines are taken from the first
 * part and returned.
 */
function sameOpeningCards(parts: Part[]): string[] {
  const [first, ...rest] = parts;
  if (first === undefined || rest.length < 2) return [];
  // A rubric drawn in a rule over a card (`──── MODIFICATIONS ────`) is the list's, no card's opening.
  const keys = rest.map((part) => openingKey(part.lines.find((l) => l !== '' && !RUBRIC_RULE_LINE.test(l)) ?? ''));
  const key = keys[0]!;
  if (key.split(' ').length < 2 || keys.filter((k) => k === key).length < 2) return [];
  const at = first.lines.findIndex((l, i) => i > 0 && l !== '' && openingKey(l) === key);
  return at < 0 ? [] : first.lines.splice(0, at);
}

/** Whether a part's last lines are its signature: a closing line, or one with its signer's name under it, or a signature by delegation. */
function signedAtEnd(lines: readonly string[]): boolean {
  const last = lines.at(-1)!;
  return signsOff(fold(last)) || (lines.length >= 2 && (SIGNER_LINE.test(last) || SIGNER_OFFICE_GOES_ON.test(fold(last.trim()))) && signsOff(fold(lines.at(-2)!))) || DELEGATED_SIGNATURE.test(fold(lines.slice(-3).join(' ')));
}

/** A signer's office going on over the next line (`La présidente de l'assemblée` / `de la province Sud`), folded. */
const SIGNER_OFFICE_GOES_ON = /^(?:de la\s|du\s|de l'|des\s)[^.;:,]{1,60}$/;

/** A public act signed by delegation over its last lines (`Pour la présidente et par` / `délégation, le directeur` / `du développement économique`). */
const DELEGATED_SIGNATURE = /^pour (?:le|la) presidente?\b[^.]{0,80}\bet par delegation\b[^.]{0,120}$/;
const DELEGATION_OPENING = /^pour (?:le|la) presidente?\b/;

/** Whether a part's last line leaves its sentence open: a small letter, a comma, a cut word, an abbreviation, a dotted form, the ellipsis a site prints where it cuts a card (`… les associés ont décidé de …` / `Lire la suite`). */
function unfinished(line: string): boolean {
  return /[\p{Ll},;:'’-]$|…$|\.\.\.$/u.test(line) || ABBREVIATION_AT_END.test(line) || DOTTED_FORM_AT_END.test(line) || CONTINUED.test(fold(line));
}

/** A last sentence that points to what is printed under it: `au titre de l'augmentation de capital de la société ci-dessous`. */
const POINTS_BELOW = /\b(?:ci-dessous|ci-apres)\b[^.!?]*[.!?:]?\s*$/;

/** Whether a part's last sentence points to the part under it, of which it is a piece (a bank's certificate over the notice). */
function pointsBelow(text: string): boolean {
  return POINTS_BELOW.test(fold(text));
}

/** How a notice opens: its title or its company's name in capitals, or the act's first words. */
const NOTICE_OPENING = /^(?:aux termes|suivant|par (?:acte|decision|deliberation|proces|assemblee|jugement|ordonnance)|il a ete|l'assemblee|les associes|l'associe)/;

/** A line opening with a name in capitals, another column's words run on after it by the extraction. */
const CAPITALS_HEAD = /^\p{Lu}[\p{Lu}'’&-]{2,} \p{Lu}[\p{Lu}'’&-]{2,}\b/u;

/** A company's name alone in quotes on its line, whatever its case (`« les Ateliers du Lagon »`). */
const QUOTED_NAME_LINE = /^[«"“]\s*\S[^«»"“”]{1,60}\s*[»"”]$/u;

/** How many lines under the page's top a notice's first line may stand (a masthead's lines extraction split). */
const OPENING_LINES = 3;

/** Whether a part opens as a notice does, within its first lines. */

function opensNotice(text: string): boolean {
  // The card's head lines are read past: the notice opens under them.
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !isCardHeadLine(l)).slice(0, OPENING_LINES);
  return lines.some((l) => capitalsOpening(l) || CAPITALS_HEAD.test(l) || QUOTED_NAME_LINE.test(l) || isTitleLine(l) || NOTICE_OPENING.test(fold(l)) || ACT_TITLE_LINE.test(fold(l)));
}

/**
 * A page's running head in capitals naming its periodical or its rubric and closing on the page's date
 * (`LEGAL HEBDO   ANNONCES LÉGALES ET JUDICIAIRES   VENDREDI 13 MARS 2026`): the page's, no notice's title.
 */
function isDatedRunningHead(line: string): boolean {
  const trimmed = line.trim();
  // In capitals and closing on a year (speed only: most lines do not).
  if (/\p{Ll}/u.test(trimmed) || !/\d{4}$/.test(trimmed)) return false;
  const dates = findFrenchDates(trimmed);
  const last = dates.at(-1);
  if (last === undefined || last.index + last.length !== trimmed.length) return false;
  const folded = fold(trimmed.slice(0, last.index));
  return PERIODICAL_WORD.test(folded) || /\bannonces legales\b/.test(folded);
}

/** A heading's letters spaced apart (`P U B L I C A T I O N S`, `L É G A L E S`). */
function isLetterSpaced(line: string): boolean {
  return /^\s*(?:\p{Lu} ){3,}\p{Lu}\s*$/u.test(line);
}
