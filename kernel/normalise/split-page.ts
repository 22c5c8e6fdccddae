/**
 * A page carrying several complete notices (a classified page, a platform's list of latest
 * notices): each notice opens with its heading in capitals, on its own line, after a bullet
 * (`■ TRANSFERT DE SIÈGE — publiée le 20/01/2026`) or run into the text where extraction lost
 * the line breaks (`… Pour avis. DISSOLUTION ANTICIPÉE. X, EURL …`). Each notice becomes its
 * own announcement, read alone, dated by the date its heading line prints when it prints one.
 *
 * A text is read as such a page only when at least two sections name companies with different
 * identifiers and every section names an event of its own: a notice's own sub-headings, or a
 * neighbouring notice's cut heading, do not split it.
 */

import { numberedItems } from './batch-items.ts';
import { classifyNotice } from './classify.ts';
import { isTitleLine } from './notice-layout.ts';
import { isCutCompanyHeading } from './cut-heading.ts';
import { findPublicationDate } from './publication-date.ts';
import { isDateAlone } from './masthead-line.ts';
import { isCardPublicationLine } from './card-publication-line.ts';
import { findRidets } from './ridet.ts';
import { fold, foldedTrimmedLines } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';
import { linesOf } from './recent-results.ts';
import { ROLE_WORDS } from './officer-roles.ts';
import { CLOSING_FORMULA_SOURCE } from './notice-closing.ts';

export interface PageNotice {
  heading: string;
  text: string;
  /** The date the heading line prints (`— publiée le 20/01/2026`), YYYY-MM-DD. */
  publicationDate: string | null;
}

export interface NoticePage {
  preamble: string;
  notices: PageNotice[];
}

const BULLET = /^[■▪•●◆►▶□–—-]\s*/u;
// 'DISSOLUTION ANTICIPÉE. ', 'NOMINATION. ' after a sentence's end: a heading of one to twelve
// capital words (words split by one space, so the pattern stays linear on long runs of capitals).
const RUN_IN_HEADING = /(^|[.!?»)]\s+)(\p{Lu}[\p{Lu}'’-]*(?: [\p{Lu}'’-]+){0,11})\.\s+(?=\S)/gmu;
// Fewer words than this is a cut fragment, not a notice.
export const MIN_NOTICE_WORDS = 12;

// Where a run-in heading's match may start: a line's start (after a line's end; `^` in multiline
// reads all four) or a sentence's closing mark, scanned for without trying the pattern (speed only).
const RUN_IN_PLACE = /[\n\r\u2028\u2029.!?»)]/g;
const LINE_END = /[\n\r\u2028\u2029]/;
const RUN_IN_HEADING_AT = new RegExp(RUN_IN_HEADING.source, 'muy');

/**
 * `matchesOf(RUN_IN_HEADING, text)`: the pattern tried only where its opening may hold, from the
 * end of the last match on, as a global scan finds them (the same matches, in order; the scan
 * from every character cost more than the reading).
 */
function runInHeadings(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let end = 0;
  let tried = -1;
  const tryAt = (at: number): void => {
    if (at < end || at <= tried) return;
    tried = at;
    if (!mayOpenRunInHeading(text, at)) return;
    RUN_IN_HEADING_AT.lastIndex = at;
    const m = RUN_IN_HEADING_AT.exec(text);
    if (m === null) return;
    found.push(m);
    // A match is never empty: a heading holds a capital and its full stop.
    end = at + m[0].length;
  };
  tryAt(0);
  for (const mark of matchesOf(RUN_IN_PLACE, text)) tryAt(LINE_END.test(mark[0]) ? mark.index + 1 : mark.index);
  return found;
}

/**
 * False only where no run-in heading can start. Its first word is in capitals, so a capital a small
 * letter of Latin-1 follows opens none: after a sentence's closing mark and its spaces (a mark opens
 * no heading itself), or at a line's start (speed only: most sentences open so, and the pattern is
 * not tried there).
 */
function mayOpenRunInHeading(text: string, at: number): boolean {
  if (!isSentenceClose(text.charCodeAt(at))) return !isSmallLatinLetter(text.charCodeAt(at + 1));
  let capital = at + 1;
  while (isWhiteSpace(text.charCodeAt(capital))) capital += 1;
  return capital > at + 1 && !isSmallLatinLetter(text.charCodeAt(capital + 1));
}

/** A sentence's closing mark the heading's pattern reads before it: `[.!?»)]`. */
function isSentenceClose(unit: number): boolean {
  return unit === 0x2e || unit === 0x21 || unit === 0x3f || unit === 0xbb || unit === 0x29;
}

/** A small letter of Latin-1 (`\p{Ll}` there). */
function isSmallLatinLetter(unit: number): boolean {
  return (unit >= 0x61 && unit <= 0x7a) || unit === 0xb5 || (unit >= 0xdf && unit <= 0xff && unit !== 0xf7);
}

/** A unit `\s` reads. */
function isWhiteSpace(unit: number): boolean {
  return (
    (unit >= 0x09 && unit <= 0x0d) || unit === 0x20 || unit === 0xa0 || unit === 0x1680 || (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 || unit === 0x2029 || unit === 0x202f || unit === 0x205f || unit === 0x3000 || unit === 0xfeff
  );
}

/** Line breaks restored around headings run into the text, when there are two or more. */
function breakRunInHeadings(text: string): string {
  const runIn = runInHeadings(text).filter((m) => isTitleLine(m[2]!));
  if (runIn.length < 2) return text;
  return text.replace(RUN_IN_HEADING, (whole, before: string, heading: string) => (isTitleLine(heading) ? `${before.trimEnd()}\n\n${heading}\n` : whole));
}

/** The heading a line opens a notice with, and the rest of the line (its date). */
// Every separator of a heading from its date holds one of these (speed only: most lines have none, and are not split).
const HEADING_SEPARATOR_CHAR = /[—–|·]/;

function headingOf(line: string): { heading: string; rest: string } | null {
  const unbulleted = line.replace(BULLET, '');
  const [heading = '', ...rest] = HEADING_SEPARATOR_CHAR.test(unbulleted) ? unbulleted.split(/\s+[—–|·]\s+/u) : [unbulleted];
  if (!isTitleLine(heading) || /[:,;]$/.test(heading)) return null;
  return { heading: heading.replace(/\.$/, ''), rest: rest.join(' ') };
}

/**
 * A heading that titles a section of one notice, not a notice: an officer's noun alone (`COMMISSAIRE
 * AUX COMPTES TITULAIRE` over the firm's block) or the label of the company concerned (`SOCIÉTÉ
 * CONCERNÉE`). A form prints its parties' blocks under such headings, and a page's notices are
 * titled by their events or their companies, never by an office (the office's act, `GÉRANCE` or
 * `PRÉSIDENCE`, may title one).
 */
const SECTION_HEADING = new RegExp(`^(?:(?!gerance$|presidence$)${ROLE_WORDS}|(?:la |le |l')?(?:societe|entreprise|groupement|gie) concernee?)$`);

function titlesSection(heading: string): boolean {
  return SECTION_HEADING.test(fold(heading).trim());
}

export function splitNoticePage(text: string): NoticePage | null {
  const lines = linesOf(breakRunInHeadings(text));
  // An agency's numbered batch (`Annonce 1/3`, …): its items are the notices (batch-items.ts).
  const items = numberedItems(lines);
  if (items) {
    const batch = items.map((item) => ({ heading: '', text: lines.slice(item.marker + 1, item.end).join('\n').trim(), publicationDate: null }));
    if (completeNotices(batch)) return { preamble: lines.slice(0, items[0]!.marker).join('\n').trim(), notices: batch };
  }
  const starts: Array<{ line: number; heading: string; publicationDate: string | null; keepsLine?: boolean }> = [];
  let companyOpenings = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    const atParagraph = i === 0 || lines[i - 1]!.trim() === '';
    if (line && atParagraph && OPENS_WITH_COMPANY.test(line)) companyOpenings += 1;
    // A public act's own first line opens it on a bulletin's page ('Délibération n° 2026-312/BAPN du 28 août'),
    // its number and date part of its text.
    const act = line && atParagraph && ACT_TITLE_LINE.test(fold(line));
    const found = line && atParagraph ? headingOf(line) : null;
    if (!act && (!found || titlesSection(found.heading))) continue;
    const previous = starts.at(-1);
    // Headings one under the other title one notice ('FUSION' / 'AUGMENTATION DE CAPITAL').
    if (previous && lines.slice(previous.line + 1, i).every((l) => l.trim() === '' || headingOf(l.trim()))) {
      if (act && !previous.keepsLine) starts[starts.length - 1] = { ...previous, line: i, keepsLine: true };
      continue;
    }
    starts.push(act ? { line: i, heading: '', publicationDate: null, keepsLine: true } : { line: i, heading: found!.heading, publicationDate: found!.rest ? findPublicationDate(found!.rest) : null });
  }
  if (starts.length < 2) return companyOpenings >= 2 ? headlessPage(text) : signedBlocksPage(text);
  const notices = starts.map((start, k) => ({
    heading: start.heading,
    text: lines.slice(start.keepsLine ? start.line : start.line + 1, starts[k + 1]?.line ?? lines.length).join('\n').trim(),
    publicationDate: start.publicationDate,
  }));
  if (!completeNotices(notices)) return null;
  const preamble = lines.slice(0, starts[0]!.line).join('\n').trim();
  return { preamble: fold(preamble) === '' ? '' : preamble, notices };
}

/**
 * A page whose notices open with their company's header block in capitals and close with their
 * signature, no event heading at a paragraph's start (`X` / `SARL au capital …` / `RIDET …` /
 * `DISSOLUTION` / … / `Pour avis.`, then `Y` / …): the two columns a JONC page prints side by side,
 * read apart (layout/interleaved.ts). A blank line after a signature, then a line in capitals,
 * opens the next notice; each must be a complete notice of its own company.
 */
function signedBlocksPage(text: string): NoticePage | null {
  // Most texts print one signature at most (speed only).
  if ((text.match(/pour avis/gi) ?? []).length < 2) return null;
  const paragraphs = text.split(/\n[ \t]*\n/);
  const sections: string[] = [];
  let current: string[] = [];
  for (let k = 0; k < paragraphs.length; k += 1) {
    current.push(paragraphs[k]!);
    const lines = paragraphs[k]!.split('\n').map((l) => l.trim()).filter(Boolean);
    const next = paragraphs[k + 1]?.trim().split('\n')[0]?.trim() ?? '';
    if (lines.length > 0 && signsOff(fold(lines.at(-1)!)) && CAPITALS_LINE.test(next)) {
      sections.push(current.join('\n\n').trim());
      current = [];
    }
  }
  if (current.length > 0) sections.push(current.join('\n\n').trim());
  if (sections.length < 2) return null;
  const notices = sections.map((section) => ({ heading: '', text: section, publicationDate: null }));
  return completeNotices(notices) && notices.every((n) => findRidets(n.text).length > 0) ? { preamble: '', notices } : null;
}

/** A line in capitals (a company's name opening its header block): letters, none in small letters. */
// Not an item's number (`1) X`, `2. Y`): a numbered list is read as such (batch-items.ts, split-notices.ts).
const CAPITALS_LINE = /^(?![\d(])(?=[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu})[^\p{Ll}]{3,80}$/u;

/** Every section a notice of its own (words enough, an event named), two companies at least with different identifiers. */
function completeNotices(notices: readonly PageNotice[]): boolean {
  const complete = notices.every((n) => {
    if (n.text.split(/\s+/).length < MIN_NOTICE_WORDS) return false;
    const c = classifyNotice(n.text, { heading: n.heading });
    return c !== null && c.evidence !== 'weak';
  });
  return complete && new Set(notices.map((n) => findRidets(n.text)[0]?.rid).filter(Boolean)).size >= 2;
}

/** A public body's numbered act opening on its title (`Délibération n° 2026-188/BAPN du 25 septembre 2026`, `Arrêté n° …`), folded. */
export const ACT_TITLE_LINE = /^(?:arrete|deliberation|decision|decret|ordonnance)s?\b[^\n]{0,40}\bn°/;

// A small ad that opens with its company, no heading: 'SARL X cap. 300.000 F …', 'STE X SARL …'.
const OPENS_WITH_COMPANY = new RegExp(`^(?:STE|St[ée]|${FORM_ABBREVIATIONS.join('|')})\\s+[«"“]?\\p{Lu}`, 'u');

/**
 * A classified page of telegraphic small ads has no headings: each paragraph (after the page's
 * masthead) opens with its company, prints its own identifier and names its own event.
 */
function headlessPage(text: string): NoticePage | null {
  const paragraphs = text.split(/\n[ \t]*\n/).map((p) => p.trim()).filter(Boolean);
  const first = paragraphs[0];
  if (paragraphs.length < 3 || first === undefined) return null;
  const ads = paragraphs.slice(1);
  // The cheap tests first (speed only): most texts of several paragraphs are one notice.
  if (!ads.every((p) => OPENS_WITH_COMPANY.test(p) && p.split(/\s+/).length >= MIN_NOTICE_WORDS)) return null;
  const rids = new Set(ads.map((p) => findRidets(p)[0]?.rid));
  if (rids.size !== ads.length || rids.has(undefined)) return null;
  if (findRidets(first).length > 0) return null;
  const complete = ads.every((p) => {
    const c = classifyNotice(p);
    return c !== null && c.evidence !== 'weak';
  });
  return complete ? { preamble: first, notices: ads.map((p) => ({ heading: '', text: p, publicationDate: null })) } : null;
}

/** A signature closing a notice ('Pour avis, le gérant.', 'Le président.'), or a correction's closing words ('Le reste sans changement.'). */
export const SIGNATURE = new RegExp(String.raw`^(?:${CLOSING_FORMULA_SOURCE}|(?:le|la) (?:gerante?|presidente?|notaire|liquidat(?:eur|rice)|gerance|conseil d'administration)|l'associee? unique|le reste (?:de l'(?:avis|annonce|insertion) )?(?:est )?(?:sans changement|inchange))\b`);
/**
 * A signature run in as a paragraph's last sentence ('… au cabinet de Me X. Pour avis.', '… a pris
 * fin le 31 octobre 2026. Pour unique avis.'): a few words after the last sentence's end.
 */
const SIGNATURE_RUN_IN = new RegExp(String.raw`[.!?»)]\s+(?:${CLOSING_FORMULA_SOURCE}|(?:le|la) (?:gerante?|presidente?|notaire|liquidat(?:eur|rice)|gerance))\b[^.!?]{0,60}[.!?]?$`);
/** Whether a folded line signs its notice off: it opens with the signature, or ends with it run in. */
export const signsOff = (folded: string): boolean => SIGNATURE.test(folded) || SIGNATURE_RUN_IN.test(folded);
const SENTENCE_END = /[.!?»)]$/;
/** How many lines at the top may print the page's masthead above a cut tail. */
const MASTHEAD_LINES = 1;

/** How many short lines of capitals a masthead split by extraction may take above a cut tail. */
const MASTHEAD_MAX_LINES = 4;
const MASTHEAD_MAX_WORDS = 8;
/** A masthead's line: a page number, the title, the date, the rubric; no lower-case letter, or its date alone (`12 février 2026`). */
const isMastheadLine = (line: string): boolean => line !== '' && ((!/\p{Ll}/u.test(line) && words([line]) <= MASTHEAD_MAX_WORDS) || isDateAlone(line));
/** How many lines a cut tail runs at most before its signature. */
export const TAIL_MAX_LINES = 8;

/**
 * The line of a cut tail's signature when the next notice's heading follows it right away, within
 * the tail's few lines (`first` to `end`), else undefined.
 */
function signatureAboveHeading(lines: readonly string[], folded: readonly string[], first: number, end: number): number | undefined {
  for (let k = first; k < end && k < first + TAIL_MAX_LINES; k += 1) {
    // Or over a card's head, its title then its publication line (`MODIFICATIONS — Augmentation de capital` / `Publié le 22/05/2026 à 06h00`).
    if (signsOff(folded[k]!) && (isTitleLine(lines[k + 1]!.trim()) || isCardPublicationLine(lines[k + 1]!.trim()) || isCardPublicationLine((lines[k + 2] ?? '').trim()))) return k;
  }
  return undefined;
}

/** A legal form's initialism with points at a line's end ('S.A.R.L.', 'S.A.'). */
export const DOTTED_FORM_AT_END = /(?<![\p{L}])(?:\p{Lu}\.){2,5}$/u;
/** A civility's or a word's abbreviation at a line's end ('… du 14 août 2026, M.', '… de Me', 'n°'): the name or number is still to come. */
export const ABBREVIATION_AT_END = /(?<![\p{L}])(?:M|MM|Mme|Mmes|Mlle|Me|Mes|Dr|n°)\.?$/u;
/** A rule line between two notices ('______', '-----', a dash alone on its line '—'). */
export const RULE_LINE = /^(?:[_\-–—=.*·•]{3,}|[–—])$/u;
/** A line that opens inside a sentence: in lower case, after an ellipsis the page prints for the cut or not; a number's sign opens none (`n° 2026-01412 · …`, a card's reference). */
export const CUT_OPENING = /^(?:…|\.{3})?[ ]?(?!n[°º]\s*\d)\p{Ll}/u;

/**
 * Whether the notice above a heading has signed off right before it ('Pour avis, le gérant, M. X.'),
 * only blank lines and a rule between: what the heading opens is another notice. Unfinished and
 * unsigned, shorter than the notice above, it is the next notice's opening cut by the page, however
 * many words it has.
 */
function signedAbove(lines: readonly string[], heading: number): boolean {
  for (let k = heading - 1; k >= 0; k -= 1) {
    const line = lines[k]!.trim();
    if (line === '' || RULE_LINE.test(line)) continue;
    return signsOff(fold(line));
  }
  return false;
}

export function words(lines: readonly string[]): number {
  return lines.join(' ').split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/**
 * A printed page cut from the middle of a column carries pieces of its neighbours: the previous
 * notice's tail above (its first line opens in lower case, in the middle of a word or a sentence,
 * and its paragraph ends with that notice's signature) and the next notice's opening below (a
 * heading and a few words, cut before the end of a sentence). A reader skips both: their
 * identifiers and events are other companies'. The masthead line above the tail stays.
 */
/** A line of a box the page draws (`┌────┐`, `│ VOS ANNONCES LÉGALES │`): the publisher's insert, no notice's. */
const BOX_LINE = /^[│┃║┌└╭╰╔╚├]/u;

/**
 * Whether the paragraph from `first` to `end` signs off right above a box the page draws (`Pour
 * avis, le liquidateur.` / `┌──────┐` / `│ VOS ANNONCES LÉGALES │`): the tail ends on its signature,
 * the publisher's box under it (its bars may be read away, its top stays) set apart with it.
 */
function signedAboveBox(lines: readonly string[], folded: readonly string[], first: number, end: number): boolean {
  for (let k = first + 1; k <= end; k += 1) if (BOX_LINE.test(lines[k]!.trim())) return signsOff(folded[k - 1]!);
  return false;
}

/** An ornament between two notices: `* * *`, `— — —`, `*   *` (a triangle's lower line under `*`), `ooOoo`, `- o -`, one mark alone, a line drawn in box characters. */
export const ORNAMENT_LINE = /^(?:(?:[oO0]{2,}[oO0]*)|(?:[*·•◆✱~=_–—-] *){3,}|(?:[*∗✱✳❖◆◇•] +)+[*∗✱✳❖◆◇•]|[-–—] ?[oO*] ?[-–—]|[*∗✱✳❖◆◇•○●■□§※⁂]|[┌└╭╰╔╚]?[─━═]{3,}[┐┘╮╯╗╝]?)$/u;
/** How many lines the previous notice's signed end may hold above the page's first ornament. */
const SIGNED_PIECE_MAX_LINES = 16;

/**
 * The previous notice's end at the page's top though it opens on a capital (`Les comptes définitifs
 * de liquidation ont été approuvés, …` / `Pour avis, le liquidateur.` / `* * *`): above the page's
 * first rule or ornament, no identifier, its last line a signature, fewer words than the notice under
 * it, which prints an identifier. The lines without it, or null.
 */
function withoutSignedPieceAboveOrnament(lines: readonly string[], top: number): string[] | null {
  for (let k = top + 1; k < Math.min(lines.length, top + SIGNED_PIECE_MAX_LINES + 1); k += 1) {
    const line = lines[k]!.trim();
    if (!RULE_LINE.test(line) && !ORNAMENT_LINE.test(line)) continue;
    const piece = lines.slice(top, k);
    const rest = lines.slice(k + 1);
    const last = piece.filter((l) => l.trim() !== '').at(-1)?.trim() ?? '';
    if (!signsOff(fold(last)) || findRidets(piece.join('\n')).length > 0) return null;
    if (words(piece) >= words(rest) || findRidets(rest.join('\n')).length === 0) return null;
    return [...lines.slice(0, top), ...rest];
  }
  return null;
}

export function withoutCutNeighbours(text: string): string {
  // Notices run together in one paragraph (`… Pour avis. NOMINATION. X, SAS …`) are read with their
  // headings on lines of their own: the neighbours' cut pieces are then paragraphs too.
  const broken = breakRunInHeadings(text);
  const lines = linesOf(broken);
  // Only the first filled lines are read, and whether there are three (speed only: not every line's index).
  const filled: number[] = [];
  for (let i = 0; i < lines.length && filled.length < Math.max(3, MASTHEAD_MAX_LINES + 2); i += 1) if (lines[i]!.trim()) filled.push(i);
  if (filled.length < 3) return text;
  let keep: readonly string[] = lines;
  // The tail above: on the first line, or under a one-line masthead, or under a masthead that
  // extraction split over a few lines of its own ('30' / 'LES NOUVELLES CALÉDONIENNES' / 'LUNDI 14
  // NOVEMBRE 2022' / 'ANNONCES LÉGALES'). The page may print the cut with an ellipsis ('…et Mme X,
  // ont été nommés cogérants.').
  let masthead = 0;
  while (masthead < MASTHEAD_MAX_LINES && masthead + 1 < filled.length && isMastheadLine(lines[filled[masthead]!]!.trim())) masthead += 1;
  const signedPiece = withoutSignedPieceAboveOrnament(lines, filled[masthead]!);
  const first = signedPiece !== null ? undefined : [...filled.slice(0, MASTHEAD_LINES + 1), filled[masthead]!].find((i) => CUT_OPENING.test(lines[i]!.trim()));
  if (signedPiece !== null) keep = signedPiece;
  else if (first !== undefined) {
    let end = first;
    while (end + 1 < lines.length && lines[end + 1]!.trim() !== '' && !RULE_LINE.test(lines[end + 1]!.trim())) end += 1;
    // A rule printed under it closes the tail as its signature does: the page's separator between notices.
    const ruled = end + 1 < lines.length && RULE_LINE.test(lines[end + 1]!.trim());
    // Folded only here: most texts open with no lower-case line (speed only).
    const folded = foldedTrimmedLines(broken);
    // Without a blank line or a rule, the tail ends on its signature right above the next heading
    // ('Pour avis, le liquidateur.' / 'AVIS DE CONSTITUTION').
    // A piece, shorter than the notice under it: a notice whose header's second line opens in lower
    // case ('X, société …,' / 'siège : …') is no tail.
    const headed = ruled ? undefined : signatureAboveHeading(lines, folded, first, end);
    const signedAboveHeading = headed !== undefined && words(lines.slice(first, headed + 1)) < words(lines.slice(headed + 1)) ? headed : undefined;
    if (signedAboveHeading !== undefined) end = signedAboveHeading;
    const rest = lines.slice(ruled ? end + 2 : end + 1);
    const signed = ruled || signedAboveHeading !== undefined || [end, end - 1].some((k) => k >= first && signsOff(folded[k]!)) || signedAboveBox(lines, folded, first, end);
    if (signed && words(rest) >= MIN_NOTICE_WORDS) keep = [...lines.slice(0, first), ...rest];
  }
  // The opening below: the last heading at a paragraph's start (or under a rule), a few words after it, unfinished.
  for (let i = keep.length - 1; i > 0; i -= 1) {
    const line = keep[i]!.trim();
    // Or under an ornament (`* * *`), or right under the notice above's signature, no blank line
    // between (`Pour avis,` / `le président.` / `AVIS DE DISSOLUTION`).
    if (!line || (keep[i - 1]!.trim() !== '' && !RULE_LINE.test(keep[i - 1]!.trim()) && !ORNAMENT_LINE.test(keep[i - 1]!.trim()) && !signedAbove(keep, i))) continue;
    const after = keep.slice(i + 1).filter((l) => l.trim());
    const last = after.at(-1)?.trim() ?? '';
    // A sheet typed wholly in capitals opens its paragraphs with lines a title test takes for
    // headings: a line of more words than a heading holds is the paragraph's prose.
    if (!(isTitleLine(line) && words([line]) <= MIN_NOTICE_WORDS) && !isCutCompanyHeading(line, last)) continue;
    // A legal form printed with points ('… et la S.A.R.L.') ends no sentence.
    const unfinished = !SENTENCE_END.test(last.replace(DOTTED_FORM_AT_END, '')) || ABBREVIATION_AT_END.test(last);
    const short = words(after) < MIN_NOTICE_WORDS || (signedAbove(keep, i) && words(after) < words(keep.slice(0, i)) && !after.some((l) => signsOff(fold(l.trim()))));
    if (after.length > 0 && short && unfinished && words(keep.slice(0, i)) >= MIN_NOTICE_WORDS) keep = keep.slice(0, i);
    break;
  }
  return keep === lines ? text : keep.join('\n').trim();
}
