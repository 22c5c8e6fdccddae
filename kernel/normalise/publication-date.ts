/**
 * The publication date a notice carries itself: a masthead or running header naming the journal
 * ('JONC – Publications légales – 7 mai 2026', 'LNC – 05/05/2026', '12 mai 2026 JOURNAL
 * OFFICIEL DE LA NOUVELLE-CALÉDONIE 3021') or a publication label at the start of a line or
 * after a masthead separator ('Publié le 6 mai 2026', 'Date de publication : 2026-05-06',
 * '– parution 2026-05-06', 'Publication : 2026-05-06', 'Publication du 14/01/2026', 'Insertion du 9 novembre 2026', 'Mis en ligne : 2026-05-06T07:40',
 * a data field 'datePublication', a portal's 'Publié au JONC du jeudi 2 avril 2026', a platform's
 * 'Cette annonce a été publiée le … sur …', 'Annonce parue sur www.x.nc le …', a web page's 'Posté le …', an agency's proof of
 * publication 'Paru dans : L'Hebdo n° 1187 du jeudi 16 avril 2026', a footer 'Publié dans Le Mensuel
 * du Sud le 12/11/2026' or 'Annonce publiée dans L'Hebdo du 12 mars 2026', '— en ligne depuis le …',
 * 'En ligne depuis le 12 février 2026'), a
 * dateline at the page's top or bottom edge ('Par la rédaction | 06.05.2026 | Lecture 2 min',
 * 'L'HEBDO · N° 224 · mercredi 6 mai 2026 · 23', 'La Gazette · Samedi 8 mars 2025 · Page 22').
 * Dates a sentence cites ('l'annonce publiée le 2 avril', 'paru au Journal officiel du 9 avril')
 * are not this notice's publication.
 */

import { dateOfAppearanceSentence } from './appearance-sentence.ts';
import { withCompositorDatesRead } from './compositor-date.ts';
import { dateOfDatedFooterBreak } from './dated-footer-break.ts';
import { dateOfEditionLine } from './edition-line-date.ts';
import { dateOfHeadBlock } from './head-block-date.ts';
import { dateOfIssueWeek, dateOfPostingPeriod } from './posting-period-date.ts';
import { dateOfNewsletterSending } from './newsletter-date.ts';
import { withSplitYearsJoined } from './split-year-date.ts';
import { normaliseCharacters } from './clean-text.ts';
import { fold } from './fold.ts';
import { namesOrderStep, NOT_YET, publicationField } from './back-office-dates.ts';
import { PUBLICATION_WORD } from './publication-words.ts';
import { findFrenchDates, isWeekdayOrNothing, toIso, WEEKDAY_OR_CUT } from './french-date.ts';
import { WEEKDAY_NAMES } from './weekday-names.ts';
import { dateOfJournalLabelLine } from './journal-label-date.ts';
import { openingBannerDate, withJournalBannerApart } from './journal-banner-opening.ts';
import { dateOfJournalDateline } from './journal-dateline.ts';
import { isRectificatif } from './rectificatif.ts';
import { dateOfTitledHeaderLine, dateOfTitledLastItem, isRunningLineTitle } from './titled-header-date.ts';
import { dateOfRunningHeaderLine } from './running-header-line.ts';
import { isPeriodicalName, namesPeriodicalSigle, PERIODICAL_NOUN, PERIODICAL_SIGLE } from './periodicals.ts';
import { dateOfPageRunningLines } from './page-running-line.ts';
import { mayHoldOtherItems, otherItemLines } from './other-items.ts';
import { RELATED_HEADING, relatedBlockLines } from './related-block.ts';
import { titleNoun } from './title-nouns.ts';
import { COMMUNES } from './country-places.ts';
import { withLineYearsSupplied } from './line-year-date.ts';
import { publishedActSpans, withoutSpans } from './background.ts';

// A periodical's name or sigle (periodicals.ts), or the page's rubric. A scan may glue the running
// header's words ('JOURNAL OFFICIELDE LA NOUVELLECALEDONIE').
const JOURNAL = new RegExp(
  String.raw`\b(?:${PERIODICAL_SIGLE}|journal officielde|annonces? (?:legales|judiciaires)|publications? legales|legales|associations)\b`,
);
// A data field's key may be glued ('datePublication', 'joncDatePublication') and quoted (JSON);
// 'Publication' alone is a label only with its colon ('Publication : 2025-10-03'); a quoted key may
// follow another field of its record on the line ('{"numero": "…", "datePublication": "2026-06-25"}'). A place and its
// comma may open the line ('Nouméa, Publié le 6 mai 2026'). A site's breadcrumb separates it as a
// masthead does ('actu.nc › annonces › publié le 12 novembre 2026'). A desk's note names the paper of the
// issue between the word and the date, after which a comma stands ('parution Le Quotidien, mardi 3 mars 2026');
// a compositor's own mark may separate the masthead's items as a dash does ('TITLE ► supplément ► publié le …');
// a small ad cuts the word ('— publ. 5.03.2026 Title'); a board says when it posts ('Date d'affichage :', 'Date de mise en affichage :', 'Mis en
// affichage le'), a letter when it goes to its readers ('Lettre diffusée le'), a running foot its issue after a
// comma ('— L'Hebdo, semaine 32, parution du mercredi 5 août 2026 —').
// an issue still to come ('parution prévue le …' on a proof to approve) is no publication.
// An issue's number may stand between the paper's name and the label ('Îles Magazine, n° 142, paru le …'),
// an issue be named by its number or its delivery ('— La Gazette de X, numéro du …', 'livraison du …'),
// the paper's name open on any mark ('⁂ Radio X, édition web du …');
// a paper the day it is on sale ('— en kiosque le jeudi 3 décembre 2026', not the day it went to press);
// a board dates its posting ('Affichage du lundi 8 juin 2026'), a station its notice ('— 101.2 FM —
// Annonce légale du 19.08.2026'), a periodical its issue by its noun ('Gazette du 21-IV-2026 — feuillet 2').
const LABEL =
  /(?:^["']?[a-z]*|(?:^|(?<![a-z0-9])[^a-z0-9\s'",.(:]{1,3}\s*)[a-z][a-z' -]{1,40},\s*|,\s*(?=parution\b)|[–—|:·•(›►▶▸▪◆♦■-]\s*|[{,]\s*["'][a-z]*)(?:n° ?\d{1,5}\s*,\s*)?(?:(?:date|jour) ?(?:de |d')?(?:publication|parution|mise en ligne|(?:mise en )?affichage)|mise? en affichage(?: le)?|affichage du|annonces? legales? du|numero du|livraison du|(?:journal|gazette|hebdo|bulletin|courrier|magazine|mensuel|moniteur)(?: n° ?\d{1,5})? du|(?:lettre |newsletter )diffusee? le|publication date|date of publication|published(?: on)?|(?:annonce )?publiee?s? le|(?:annonce )?diffusee? le|(?:annonce )?postee? le|(?:annonce |avis )?(?:affichee?|placardee?) le|parution (?:dans |sur )?[^:"\d,;.]{2,60},|parution(?: du| le)?|(?:annonce |avis |insertion )?parue? le|(?:annonce |avis |insertion )?(?:publiee?|parue?) dans(?: :)? [^:"]{1,60}? (?:du|le)|publiee? au (?:jonc|journal officiel)(?: de la nouvelle-caledonie)?(?: n° ?[\d-]+)? du|cette (?:annonce|publication|insertion) a ete (?:publiee|mise en ligne) le|(?:annonce |avis )?parue? sur [^\s:"]{4,60} le|mise?s? en ligne(?: le| depuis le)?|(?:annonce |avis )?en ligne (?:depuis )?le|edition (?:web |papier |numerique |en ligne )?du|publication(?=\s*:)|postee?(?=\s*:)|publication du|insertion du|publ\.|en (?:kiosque|vente)(?: le| depuis le| des le)?)["']?\s*:?\s*["']?(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:lun|mar|mer|jeu|ven|sam|dim)\.)\s+)?$/;
const ISSUE_LINE = /^(?:n°|no\.?|numéro|numero)\s*\d{1,6}\s*[–—-]\s*(.{6,40})$/iu;
/** A page's address whose path files it by its posting day ('https://x.nc/2026/04/02/titre'). */
const URL_DATE = /^(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}\/(?:[\w-]+\/)*?((?:19|20)\d{2})\/(\d{2})\/(\d{2})(?:\/|$)/i;
const TIMESTAMP_LINE = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
// The same stamp as a page prints it for its readers ('17/11/2026 06:00', '18.11.2026 – 09:05',
// '18 novembre 2026 à 9h05', 'Le mer. 18/11/2026, 09:05'): a line of the date and its time of day alone,
// nothing a deed or a decision would print (a meeting's hour comes with its words: 'le … à 9 h').
const TIME_OF_DAY_REST = new RegExp(String.raw`^[\s,|·•–—-]*(?:a\s*)?\d{1,2}\s*[h:]\s*\d{2}(?::\d{2})?\s*$`);
/** How many lines at the page's head may hold its posting stamp (a breadcrumb, a banner, a title and a rubric above it). */
const STAMP_LINES = 8;

/** The date of a page's posting stamp: a date, a weekday or 'Le' before it at most, and its time of day alone after it. */
function dateOfPostingStamp(line: string): string | null {
  // A stamp holds a time of day: the other lines are not read (speed only).
  if (!/\d\s*[hH:]\s*\d/.test(line)) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  const folded = fold(line);
  return isWeekdayOrNothing(folded.slice(0, date.index).replace(/[,|·•–—-]/g, ' ').replace(/^le\b/, '').trim()) && TIME_OF_DAY_REST.test(folded.slice(date.index + date.length)) ? date.iso : null;
}
/** A masthead is a short line; a sentence that cites a journal is not one. Separators are no words. */
const MASTHEAD_MAX_WORDS = 14;
/** How many lines at the top and the bottom of a notice can hold its masthead or footer. */
const TOP_LINES = 4;
const BOTTOM_LINES = 2;

/** A line that corrects, replaces or cites an earlier notice ('Rectificatif à l'annonce parue au JONC du 9 avril 2026', 'Annule et remplace l'avis paru au JONC du …'). */
const CORRECTS = /\b(?:rectifica\w*|erratum|additif|annule et remplace)\b/;
const CITES_NOTICE = /\b(?:annonces?|avis|insertions?)\b[^\n]{0,60}\b(?:parue?s?|publiee?s?)\b/;

const SPACES = /\s+/;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

function wordCount(line: string): number {
  return line.split(SPACES).filter((w) => LETTER_OR_DIGIT.test(w)).length;
}

function dateOfMasthead(line: string, rectificatif: boolean): string | null {
  if (wordCount(line) > MASTHEAD_MAX_WORDS) return null;
  const folded = fold(line);
  if (!JOURNAL.test(folded) || CORRECTS.test(folded) || (rectificatif && CITES_NOTICE.test(folded))) return null;
  // A desk's or a form's line that names the journal and an issue still to come ('Publication : JONC du
  // 08/12/2026 (programmée)') dates no publication that happened.
  if (NOT_YET.test(folded)) return null;
  return findFrenchDates(line)[0]?.iso ?? null;
}

/**
 * A dateline: a short line of items split by spaced separators ('|', '·', '•', '—', '–'), one
 * of them a date alone (with its weekday or a time), the others short and dating nothing
 * ('Par la rédaction | 06.05.2026 | Lecture 2 min', 'L'HEBDO — jeudi 1er février 2024 — 7',
 * '160e année – N° 9182 – jeudi 23 juillet 2015', '5 mars 2026 | La Voix des Îles'). Pages print
 * it as a byline, a masthead or a footer; a notice's heading dates its act in words ('Acte du 2
 * mars 2026') and a signature line names a place, so neither is an item made of a date alone.
 */
// A hyphen-minus with a space on either side separates too ('LE PAYS - hebdomadaire - jeudi 11
// décembre 1997 - 19'), as a typewriter or an older layout prints a dash.
// (wt-date5) A compositor separates them with his own mark, spaced, of three characters at most
// ('TITLE ◆ 25/11/2026', 'TITLE § 12/11/2026 § p. 4', 'TITLE >> 07.11.26', 'TITLE ; 9 novembre 2026 ; annonces'):
// any mark but those that join a name's or a label's words (a colon, an ampersand, brackets, quotes, a comma)
// and a form's leader dots ('Procédure ouverte le ... 12/11/2026': a field and its value).
const DATELINE_SEPARATOR = /\s+(?!\.\.|…)[^\p{L}\p{N}\s:&()[\]{}'"«»,]{1,3}\s+/u;
/** The marks that may frame a dateline at its ends ('· Title · 11/11/26 ·', '--TITLE • 05/11/26--'). */
const DATELINE_FRAME = /^[^\p{L}\p{N}\s(['"«]{1,3}\s*|\s*[^\p{L}\p{N}\s)\]'"».]{1,3}$/gu;
const DATELINE_MAX_ITEM_WORDS = 6;
/**
 * A periodical's title is the one long item a dateline holds ('CAHIER PDF DES ANNONCES DE LA CÔTE
 * OUEST — édition n° 21 — 14-05-2026', 'Cahier des annonces du Quotidien du Nord | Mar. 01/09/2026').
 */
const DATELINE_MAX_TITLE_WORDS = 10;
/** A date item's own label on a page's metadata line. */
const DATE_LABEL = /^date\s*:\s*/;
/** An issue's noun and number before its date, in a dateline's item (folded). */
const ISSUE_OF = /^(?:(?:bulletin|edition|numero|parution|supplement|feuille|cahier)\s+)?(?:n°|no\.?|numero)\s*\d{1,6}\s+(?:du|le)$/;
/** A page's metadata item: its rubric, section, place, author or source, with its label. */
const PAGE_FIELD = /^(?:rubrique|categorie|section|theme|commune|lieu|auteur|source|tags?|mots-cles)\s*:/;
const DATELINE_MAX_WORDS = 16;
/** What may stand beside the date in its item: a weekday, a time ('à 09:12', '17h02'). A 'le' makes it a signature's. */
// A weekday may be cut short ('jeu. 12.11.2026', 'ven 20/11/26'), as a page's running header prints it.
// The issue's week or number in brackets after the date ('jeudi 30 avril 2026 (semaine 18)') is the page's too.
const DATE_ITEM_REST = new RegExp(String.raw`^(?:${WEEKDAY_OR_CUT}\s*)?(?:,?\s*(?:a\s*)?\d{1,2}\s*[h:]\s*\d{2})?(?:\s*\((?:semaine|sem\.|n°|no|numero|edition)\s*[^()]{0,20}\))?[\s,.]*$`);
/** Words of an item that belong to a notice, not to a page (a signature, an act, a heading). */
// A table row of the notice's own dates ('Enregistrement (recette de Nouméa) | 03/03/2026', 'Entrée en
// jouissance | 01/03/2026') dates a registration, an effect or an entry into possession, not the page.
const NOTICE_WORDS =
  /\b(?:pour avis|fait a|acte|assemblee|decision|jugement|gerant\w*|president\w*|associe\w*|modifie\w*|mis a jour|enregistr\w*|immatricul\w*|jouissance|effet|cessation|radiation|radiee?)\b/;

/** Whether a line is a page's dateline: short items a separator cuts, one of them the date, with a weekday or not ('TITLE · ann. lég. · jeu. 12.11.2026'). */
export function isDateline(printed: string): boolean {
  const line = withLoneGuillemetsAsSeparators(printed);
  // A line without a spaced separator is no dateline, its compositor's dates read or not: reading one
  // writes digits and slashes where digits stood, which opens no separator (speed only: most lines
  // asked hold a digit and no separator, and reading their dates cost more than this test).
  return DATELINE_SEPARATOR.test(line) && dateOfDateline(withCompositorDatesRead(line)) !== null;
}

/** A closing guillemet spaced on both sides, or opening the line. */
const SPACED_CLOSING_GUILLEMET = /(?:^|\s+)»\s+/g;

/**
 * A line whose closing guillemets close no quotation (no opening one on the line) uses them as a
 * compositor's separator ('» TITLE DU MATIN » MAR. 5, 2026'): they are read as bars; a
 * quoted name keeps its own ('« LE TITRE » – 5/03/2026').
 */
function withLoneGuillemetsAsSeparators(line: string): string {
  return line.includes('»') && !line.includes('«') ? line.replace(SPACED_CLOSING_GUILLEMET, ' | ').trim() : line;
}

/** A town and its comma before the rest of a date's item (folded). */
const PLACE_BEFORE = /^([a-z' -]{2,30}),\s*(.*)$/;
/** An issue's number as a masthead's item ('n° 742'). */
const ISSUE_ITEM = /^(?:n°|no\.?|numero)\s*\d/;
/** An issue's price as a masthead's item ('250 F', '300 XPF'): no signature prints one. */
const PRICE_ITEM = /^\d{2,4}\s*(?:f|xpf|cfp|f cfp)$/;

/** An item's first word, folded. */
const FIRST_WORD = /^[a-z]+/;

/**
 * Whether an item opens on an event's noun in the singular (`Constitution – X`, `Cession de fonds`):
 * after the line's date, the title of an act, another item's in a page's list (`17.11.2026 –
 * Constitution de la SARL X`), never a page's dateline (a rubric over notices of one kind is
 * plural: `Constitutions`). Before the date, a masthead's rubric may be a noun cut short (`TITLE –
 * Augmentation lég. – jeu. 5.11.26`).
 */
function namesAnEvent(folded: string): boolean {
  const word = FIRST_WORD.exec(folded)?.[0];
  return word !== undefined && titleNoun(word, false) === word;
}

function dateOfDateline(printed: string): string | null {
  const line = withLoneGuillemetsAsSeparators(printed);
  // Without a spaced separator a line is one item: no dateline (tested first, speed only).
  if (!DATELINE_SEPARATOR.test(line) || wordCount(line) > DATELINE_MAX_WORDS) return null;
  const items = line.replace(DATELINE_FRAME, '').split(DATELINE_SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (items.length < 2) return null;
  let found: string | null = null;
  for (const item of items) {
    const folded = fold(item);
    const dates = findFrenchDates(item);
    // A fax's or a message's stamp ('TÉLÉCOPIE – 2 pages – 19/11/2026 08:47 – de : GREFFE') dates its sending.
    if (dates.length > 1 || CORRECTS.test(folded) || NOTICE_WORDS.test(folded) || namesOrderStep(folded)) return null;
    if (dates.length === 1) {
      const date = dates[0]!;
      let rest = fold(item.slice(0, date.index) + ' ' + item.slice(date.index + date.length)).trim();
      // A page's metadata line labels each item ('Date : 20 novembre 2026 | Rubrique : Actualités');
      // a mail's 'Date :' header stands alone on its line and dates its sending.
      if (DATE_LABEL.test(rest) && items.some((other) => PAGE_FIELD.test(fold(other)))) rest = rest.replace(DATE_LABEL, '');
      // A masthead's town before its date ('Nouméa, mardi 16 juin 2026 — 3e année — n° 742'), beside
      // the issue's number or its price: a signature's place and date print neither.
      const placed = PLACE_BEFORE.exec(rest);
      if (placed && COMMUNES.has(placed[1]!) && items.some((other) => ISSUE_ITEM.test(fold(other)) || PRICE_ITEM.test(fold(other)))) rest = placed[2]!;
      // An issue's number before its date ('bulletin n° 27 du 07/07/2026') dates the issue.
      if (ISSUE_OF.test(rest)) rest = '';
      if (!DATE_ITEM_REST.test(rest) || found) return null;
      found = date.iso;
    } else if (wordCount(item) > (namesPeriodical(folded) ? DATELINE_MAX_TITLE_WORDS : DATELINE_MAX_ITEM_WORDS) || (found !== null && namesAnEvent(folded))) {
      return null;
    }
  }
  return found;
}

/**
 * A column's name that dates its rows ('Date', 'Dates', 'Date de l'acte'), folded: a table of the
 * company's own events, whose rows are no page's dateline.
 */
const DATE_COLUMN = /^dates?\b/;

/**
 * Whether a line is a row of a table whose header names a date column ('Date | Événement |
 * Intervenant' over '15/06/2025 | Dissolution | M. X, liquidateur'): the rows above it up to the
 * header split into as many items as it does.
 */
function isDatedTableRow(lines: readonly string[], k: number): boolean {
  const width = lines[k]!.split(DATELINE_SEPARATOR).length;
  if (width < 2) return false;
  for (let i = k - 1; i >= 0; i -= 1) {
    const items = lines[i]!.split(DATELINE_SEPARATOR);
    if (items.length !== width) return false;
    if (items.some((item) => DATE_COLUMN.test(fold(item.trim())))) return true;
  }
  return false;
}

/** Three spaces or more, or a tab, between two words of a line. */
const WIDE_GAP = /(?<=\S)(?:[ \u00a0]{3,}|\t+)(?=\S)/g;
const DIGIT = /\d/;
/** A form's label of three words at most without a digit, one wide gap, then its value (a digit in it); read whole when the label is a publication's. */
const FIELD_LABEL_GAP = /^([\p{L}'’.]+(?: [\p{L}'’.]+){0,2})(?:[ \u00a0]{3,}|\t+)(\S(?:(?![ \u00a0]{3}|\t).)*\d(?:(?![ \u00a0]{3}|\t).)*)$/u;
// The journal's name in a page's running header, its words glued or not by the scan.
const RUNNING_HEADER = /\bjournal officiel ?de la nouvelle[- ]?caledonie\b/;
/** The journal's title glued to the page's date that follows it. */
const GLUED_TITLE_DATE = /(NOUVELLE[- ]?CAL[EÉ]DONIE)(\d)/iu;
/** The page's number glued to the journal's title that follows it ('15 872JOURNAL OFFICIEL'). */
const GLUED_PAGE_TITLE = /(\d)(JOURNAL OFFICIEL)/iu;
/**
 * The issue line a JONC page prints under its title ('N° 7145 du 19 septembre 1995'): what stands
 * before the date, folded, when the date is the line's last item.
 */
const ISSUE_NUMBER_BEFORE = /^(?:n°|no\.?|numero)\s*\d{1,6}\s+du\s*$/;
/** A running header's page number, alone on its line. */
const PAGE_NUMBER_LINE = /^\d{1,5}$/;

/** A line that ends on a word cut by a hyphen ('10 sep-'). */
const CUT_WORD_END = /\p{L}-$/u;

/**
 * A running header that extraction split over several lines ('5238' / 'JOURNAL OFFICIEL DE LA
 * NOUVELLE-CALEDONIE' / '15 juin 2010'): the journal's name alone on its line, the page's date
 * alone on the line before or after it (a page number may stand on the other side). A narrow scan
 * may cut the date's month at the line's end ('10 sep-' / 'tembre 2026  8734'): the line after the
 * name is read joined to the next one.
 */
function splitRunningHeaderDate(lines: readonly string[]): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    // Most lines do not name the journal: they are not folded (speed only).
    if (!/officiel/i.test(lines[i]!)) continue;
    // The title itself may be cut at its line's end by the hyphen of its compound (`… DE LA NOUVELLE-` / `CALEDONIE`).
    const titleCut = lines[i]!.trimEnd().endsWith('-') && lines[i + 1] !== undefined;
    const folded = fold(titleCut ? `${lines[i]!.trimEnd()}${lines[i + 1]!.trim()}` : lines[i]!);
    if (!RUNNING_HEADER.test(folded) || folded.replace(RUNNING_HEADER, '').replace(/[\d\s|–—-]/g, '') !== '') continue;
    const below = titleCut ? i + 2 : i + 1;
    const next = lines[below];
    const after = next !== undefined && CUT_WORD_END.test(next) && lines[below + 1] !== undefined ? next.slice(0, -1) + lines[below + 1] : next;
    for (const neighbour of [after, lines[i - 1]]) {
      if (neighbour === undefined || PAGE_NUMBER_LINE.test(neighbour)) continue;
      const dates = findFrenchDates(neighbour);
      const before = neighbour.slice(0, dates[0]?.index ?? 0);
      const alone = dates.length === 1 && (before.replace(/[\d\s|–—-]/g, '') === '' || ISSUE_NUMBER_BEFORE.test(fold(before))) && fold(neighbour.slice(dates[0]!.index + dates[0]!.length)).replace(/[\d\s|–—-]|page/g, '') === '';
      if (alone) return dates[0]!.iso;
    }
  }
  return splitNewspaperHeaderDate(lines);
}

/**
 * A newspaper's running header split the same way ('30' / 'LES NOUVELLES CALÉDONIENNES' / 'LUNDI
 * 14 NOVEMBRE 2022'): the periodical's title alone on its line (no digit, no word citing it), the
 * page's date alone with its weekday on the line before or after it. At the page's top, whatever
 * the title's words, a running line's title (titled-header-date.ts) over the page's weekday and
 * date ('14' / 'LE MATIN CALÉDONIEN' / 'Jeudi 6 août 2026') is the same header, and so is a web
 * page's breadcrumb over them (`BREADCRUMB_LINE`).
 */
const TITLE_LINE_MAX = 60;
/** How many lines from the top a masthead's title may stand at (a page number above it). */
const TOP_TITLE_LINES = 3;
function splitNewspaperHeaderDate(lines: readonly string[]): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    // The page's number at either end of the title's line goes with the running header ('14   Les
    // Nouvelles Calédoniennes | Annonces légales', '… | Les Nouvelles Calédoniennes   15').
    const line = lines[i]!.replace(PAGE_NUMBER_AT_EDGE, '');
    // A title line is short and holds no digit: the others are not folded (speed only).
    if (line.length > TITLE_LINE_MAX || /\d/.test(line)) continue;
    const periodical = isPeriodicalName(fold(line)) || titleBesideRubric(line);
    if (!periodical && !(i < TOP_TITLE_LINES && (isRunningLineTitle(line) || BREADCRUMB_LINE.test(line)))) continue;
    for (const neighbour of periodical ? [lines[i + 1], lines[i - 1]] : [lines[i + 1]]) {
      if (neighbour === undefined) continue;
      const dates = findFrenchDates(neighbour);
      if (dates.length !== 1) continue;
      const rest = fold(neighbour.slice(0, dates[0]!.index) + neighbour.slice(dates[0]!.index + dates[0]!.length)).trim();
      // Under a title that names no periodical, the weekday says the date is the page's.
      const weekday = rest !== '' || WEEKDAY_START.test(fold(neighbour.slice(dates[0]!.index)));
      if (isWeekdayOrNothing(rest) && (periodical || weekday)) return dates[0]!.iso;
    }
  }
  return null;
}
const WEEKDAY_START = new RegExp(`^${WEEKDAY_OR_CUT}\\s`);
/**
 * A web page's breadcrumb at its top (`actu.nc  >  Annonces légales  >  Modifications`): its site's
 * and rubrics' short items, as a title line is, over the page's weekday and date.
 */
const BREADCRUMB_LINE = /^[^\s>›»][^>›»]{0,30}(?:\s[>›»]\s+[^>›»]{1,30}){1,4}$/u;
/** A page number at a running line's start or end, apart from the title by spaces. */
const PAGE_NUMBER_AT_EDGE = /^[ \t]*\d{1,4}[ \t]+(?=\D)|(?<=\D)[ \t]+\d{1,4}[ \t]*$/g;
/** A rubric a newspaper's running line prints beside its title ('Annonces légales'). */
const RUBRIC_CELL = /^(?:annonces? legales?|avis legaux|publications? legales?|petites annonces(?: legales)?)$/;

/** A running line of the periodical's title and its rubric in cells ('Les Nouvelles Calédoniennes | Annonces légales'). */
function titleBesideRubric(line: string): boolean {
  if (!line.includes('|')) return false;
  const cells = fold(line).split('|').map((cell) => cell.trim()).filter((cell) => cell !== '');
  return cells.length === 2 && cells.some((cell) => isPeriodicalName(cell)) && cells.some((cell) => RUBRIC_CELL.test(cell));
}

/** A line's last word that calls for a date after it ('à compter du', 'en date du', 'le'). */
const CALLS_FOR_DATE = /\b(?:du|le|au|depuis|dès)$/iu;

/**
 * A footer or masthead that is a publication's title and a date after a comma, alone on its line,
 * in brackets or not ('Les Nouvelles du Caillou, 7 mars 2026', '(Journal des Îles, 27 février
 * 2026)'). The title names a periodical by its noun, so a signature's place and date ('Nouméa,
 * 4 mars 2026') is not read so; nothing but the date follows the comma.
 */
const TITLED_DATE_LINE = /^\(?\s*([^,()\d]{3,60}),\s*([^,()]{6,40}?)\s*\)?\.?$/;
// A periodical's noun (periodicals.ts); before a comma and a date, 'annonces' titles a periodical too
// ('Les Annonces du Caillou, 7 mars 2026'): a rubric prints no comma before its date.
const PERIODICAL_NOUNS = new RegExp(String.raw`\b(?:${PERIODICAL_NOUN}|annonces)\b`);

/** Whether a title (folded) names a periodical: by its noun or by a local periodical's sigle (`LNC, 3 mars 2026`). */
function namesPeriodical(title: string): boolean {
  return PERIODICAL_NOUNS.test(title) || namesPeriodicalSigle(title);
}
const TITLED_DATE_MAX_WORDS = 8;
/** Words of a notice's signature or sentence, not of a periodical's title. */
const NOT_A_TITLE = /\b(?:pour avis|fait a|le|la gerance|gerant\w*|president\w*|liquidat\w*|notaire|avocat)\s*$|\b(?:pour avis|fait a|signe|publie\w*|paru\w*|cite\w*)\b/;

export function dateOfTitledLine(line: string): string | null {
  const folded = fold(line);
  const parts = TITLED_DATE_LINE.exec(folded);
  if (!parts || wordCount(parts[1]!) > TITLED_DATE_MAX_WORDS || !namesPeriodical(parts[1]!) || NOT_A_TITLE.test(parts[1]!) || CORRECTS.test(folded)) return null;
  const dates = findFrenchDates(parts[2]!);
  if (dates.length !== 1) return null;
  // The date is the whole item, a weekday before it at most.
  const rest = fold(parts[2]!.slice(0, dates[0]!.index) + parts[2]!.slice(dates[0]!.index + dates[0]!.length)).trim();
  return isWeekdayOrNothing(rest) ? dates[0]!.iso : null;
}

/**
 * A periodical's issue line at the top of the notice: its title, an issue number at most, then
 * 'du' and the date alone, a weekday before it at most ('La Voix du Caillou – annonces du 2 avril
 * 2026', 'LEGAL HEBDO n° 412 du jeudi 8 octobre 2026'). The title names a periodical by its noun,
 * so an act's heading ('Réunion du conseil d'administration du 2 avril 2026') is not read so.
 */
const ISSUE_OF_LINE = /^(.{3,60})\s+du\s+(.{6,40})$/;

export function dateOfIssueLine(line: string): string | null {
  const folded = fold(line);
  const parts = ISSUE_OF_LINE.exec(folded);
  if (!parts || wordCount(parts[1]!) > TITLED_DATE_MAX_WORDS || !namesPeriodical(parts[1]!) || NOT_A_TITLE.test(parts[1]!) || NOTICE_WORDS.test(parts[1]!) || CORRECTS.test(folded) || CITES_NOTICE.test(folded)) return null;
  const dates = findFrenchDates(parts[2]!);
  if (dates.length !== 1) return null;
  const rest = fold(parts[2]!.slice(0, dates[0]!.index) + parts[2]!.slice(dates[0]!.index + dates[0]!.length)).trim();
  return isWeekdayOrNothing(rest) ? dates[0]!.iso : null;
}

/**
 * A telegraphic notice run on one line ends on its periodical and date after a dash ('… ; siège
 * liquid. : domicile des co-liquid. — Nouvelles du Centre, 12/11/26.'): the last item after a
 * spaced dash, read as a titled line alone would be.
 */
function dateOfTitledTail(line: string): string | null {
  const items = line.split(/\s[—–]\s/u);
  return items.length > 1 ? dateOfTitledLine(items.at(-1)!) : null;
}

/**
 * A line that labels an earlier notice's publication ('Annonce initiale : parution du 20.01.2026',
 * 'Avis d'origine publié le …'): a correction cites the notice it corrects, whose date is never this one's.
 */
const EARLIER_NOTICE = /\b(?:annonces?|avis|insertions?|publications?|parutions?)\s+(?:initiale?s?|d'origine|originale?s?|precedente?s?|anterieure?s?|rectifiee?s?|corrigee?s?|remplacee?s?|annulee?s?)\b/;

/**
 * A notice that says it is a later insertion than the first, the words closing their line ('Deuxième
 * et dernière insertion', 'Pour seconde insertion.', 'VENTE DE FONDS – DEUXIÈME INSERTION'): a
 * form's line that plans one ('2e insertion programmée le : …') is no such.
 */
const LATER_INSERTION = /\b(?:deuxieme|seconde|second|2e|2eme|troisieme|3e)\s+(?:et\s+derniere\s+)?insertion[ \t]*[.:]?[ \t]*$/m;
/** A line about the first insertion. */
const FIRST_INSERTION = /\b(?:premiere|1re|1ere)\s+(?:insertion|parution|publication)\b/;

/**
 * A line that opens on a notice published in a journal ('Annonce publiée dans L'Hebdo du 2 mars 2026')
 * is this notice's footer when the date ends it; a sentence that goes on after the date ('… du 2 mars
 * 2026 : lire …') cites a notice, as a correction does.
 */
const NOTICE_PUBLISHED_IN = /^(?:annonce|avis|insertion)(?: [«"“][^»"”]{1,80}[»"”])? (?:publiee?|parue?) dans\b/;
// The participle may follow the last words of the corrected notice's company, cut at the line above
// (`… de la société LES SERRES` / `DE TAMOA publié au Journal officiel n° … du …`).
const CORRECTED_NOTICE_PARTICIPLE = /^(?:[^.;:!?\n]{0,40}?\s)?(?:publiee?|parue?) (?:au|dans)\b/;
const PARTICIPLE_ENDS_LINE = /\b(?:publiee?s?|parue?s?|inseree?s?) (?:au|dans|a)\s*$/;

/**
 * A footer's dateline framed by a dash, the paper's name, its comma and the issue's weekday before its
 * date (`— L'Horizon calédonien, jeudi 3 décembre 2026 —`): a drafter's place and date print `le`
 * (`Nouméa, le 3 décembre 2026`), and open on no dash.
 */
const DASHED_DATELINE = new RegExp(`^[–—-]\\s*[a-z][a-z' .-]{1,40},\\s*$`);
const OPENS_ON_WEEKDAY = new RegExp(`^${WEEKDAY_NAMES}\\s`);

/** A periodical's noun or a legal notice's before `du` (the labels' gate: speed only; the nouns LABEL reads, keep the two in step). */
const ISSUE_NOUN_DU = /\b(?:journal|gazette|hebdo|bulletin|courrier|magazine|mensuel|moniteur|annonces? legales?)(?: n° ?\d{1,5})? du\b/;

const SPACED_FIGURES_DATE = /(?<![\d\p{L}])(\d{1,2}) (\d{1,2}) ((?:19|20)\d{2})(?![\d\p{L}])/u;

function dateAfterLabel(line: string, rectificatif = false): string | null {
  const folded = fold(line);
  // A publication label holds a publication word or its cut ('publ.'), or a web page's 'Posté le' (no root of
  // publication-words.ts: a form's 'Poste' is a job), or a board's 'Affiché le' / 'Placardé le' (a
  // notice posted on a town's board appears the day it is posted): the other lines are skipped cheaply.
  if (!PUBLICATION_WORD.test(folded) && !folded.includes('poste') && !folded.includes('publ.') && !folded.includes('affich') && !folded.includes('placard') && !ISSUE_NOUN_DU.test(folded) && !folded.includes('numero du') && !folded.includes('livraison du') && !folded.includes('en kiosque') && !folded.includes('en vente') && !/^[–—-]/u.test(folded.trimStart())) return null;
  for (const mention of findFrenchDates(line)) {
    const before = folded.slice(0, mention.index);
    const dashedDateline = DASHED_DATELINE.test(before.trimStart()) && OPENS_ON_WEEKDAY.test(folded.slice(mention.index));
    if (!(LABEL.test(before.trimStart()) || dashedDateline) || EARLIER_NOTICE.test(before)) continue;
    // In a rectificatif the notice published in a journal is the one it corrects, wherever the date stands.
    if (NOTICE_PUBLISHED_IN.test(before.trimStart()) && (rectificatif || /[\p{L}\d]/u.test(line.slice(mention.index + mention.length)))) continue;
    return mention.iso;
  }
  // Right after its label, a date's figures parted by spaces alone ('Parution 14 05 2026'): elsewhere
  // such groups are a telephone's or an identifier's (compositor-date.ts), after the label a date.
  const spaced = SPACED_FIGURES_DATE.exec(folded);
  if (spaced && LABEL.test(folded.slice(0, spaced.index).trimStart())) return toIso(Number(spaced[3]), Number(spaced[2]), Number(spaced[1]));
  return null;
}

/**
 * A publication label alone on its line and its date alone on the next ('Date de publication' /
 * '24 mars 2026'), as a page lays a form's field out on two lines: read as the label's line.
 */
function dateUnderLabel(line: string, next: string, rectificatif: boolean): string | null {
  const dates = findFrenchDates(next);
  if (dates.length !== 1 || findFrenchDates(line).length > 0) return null;
  const date = dates[0]!;
  if (!DATE_ITEM_REST.test(fold(next.slice(0, date.index) + ' ' + next.slice(date.index + date.length)).trim())) return null;
  return dateAfterLabel(`${line} ${next}`, rectificatif);
}

/**
 * A copy's own stamp: the day a portal generated, a printer printed or a reader consulted or
 * downloaded this copy ('| Version consolidée générée le 24/08/2026', 'Imprimé le …', 'Mise sous presse
 * le …'), never the day the notice appeared. Cut from its line with its item, so that the line's
 * other items (the issue and its date) are read as the page prints them.
 */
const COPY_STAMP_VERB = /(?:generee?s?|imprimee?s?|telechargee?s?|consultee?s?|extraite?s?|mise? sous presse)\s+le\s*$/;
const COPY_STAMP_WORDS = /genere|imprime|telecharge|consulte|extrait|sous presse/;
// The item opens after the line's last spaced separator before the stamp (dashes may have been normalised to '-').
const ITEM_START = /(?:^|\s[|–—•·-]\s)(?!.*\s[|–—•·-]\s)/;

function withoutCopyStamps(line: string): string {
  const folded = fold(line);
  if (!COPY_STAMP_WORDS.test(folded)) return line;
  for (const date of findFrenchDates(line)) {
    const before = folded.slice(0, date.index);
    if (!COPY_STAMP_VERB.test(before)) continue;
    const start = ITEM_START.exec(before)?.index ?? 0;
    return withoutCopyStamps(`${line.slice(0, start)} ${line.slice(date.index + date.length)}`.trim());
  }
  return line;
}

/** A related block's heading at a line's start in a whole folded text (speed: most notices have none). */
const RELATED_LINE_START = new RegExp(`^\\s*(?:${RELATED_HEADING.source.slice(1)})`, 'mu');

/**
 * The publication date a labelled field gives (`Publié le : 5/03/2026`, `date_parution : 5/03/2026`),
 * and nothing else: a table's publication column once its rows are laid out as `Label : value`
 * lines. The page's other furniture is read on the text as printed only: a line that laying out
 * cut from its items (a fax's stamp split into `5/03/2026 08:47`) is no posting stamp.
 */
export function findLabelledPublicationDate(text: string): string | null {
  const lines = normaliseCharacters(text).split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
  const cited = /publi|paru/i.test(text) ? citedPublicationsBlanked(lines) : lines;
  let online: string | null = null;
  for (const [k, line] of lines.entries()) {
    const labelled = dateAfterLabel(cited[k]!) ?? dateOfPostingPeriod(line) ?? dateOfJournalLabelLine(cited[k]!);
    if (labelled) return labelled;
    const field = publicationField(cited[k]!, findFrenchDates, lines[k - 1]);
    if (field && !field.online) return field.iso;
    online ??= field?.iso ?? null;
  }
  return online;
}

/** An app's or a page's icons opening a line ('🕑 29 janv. 2026', '📅 …'): furniture, no word of the line. */
const LEADING_ICONS = /^([ \t]*)(?:[\p{Extended_Pictographic}\p{So}][\uFE0F\u200D]*[ \t]*)+(?=\S)/gmu;
const ICON = /[\p{Extended_Pictographic}\p{So}]/u;

/** The lines with every earlier act's clause that cites its own publication blanked (background.ts). */
function citedPublicationsBlanked(lines: readonly string[]): readonly string[] {
  const joined = lines.join('\n');
  const spans = publishedActSpans(fold(joined));
  if (spans.length === 0) return lines;
  return withoutSpans(joined, spans).split('\n');
}

export function findPublicationDate(iconsText: string): string | null {
  // A masthead's weekday date whose year its line prints elsewhere is read whole (line-year-date.ts).
  const rawText = withLineYearsSupplied(ICON.test(iconsText) ? iconsText.replace(LEADING_ICONS, '$1') : iconsText);
  // A one-line notice's journal banner is its masthead line (journal-banner-opening.ts).
  // A form's field printed as its label, a wide gap and its value ('Publication     JONC 26-11-2026'),
  // kept whole for the field's reader (back-office-dates.ts) while the other readers see two items.
  const fieldsApart = new Map<string, string>();
  const printed = normaliseCharacters(withJournalBannerApart(rawText))
    .split('\n')
    // A wide gap inside a line is a column's edge ('AVIS DE CONSTITUTION        Publié le …'):
    // what stands on either side is read apart, as a separator splits a masthead.
    .map((l) => {
      const apart = withoutCopyStamps(l.trim().replace(WIDE_GAP, ' | ').replace(/\s+/g, ' '));
      const field = FIELD_LABEL_GAP.exec(l.trim());
      if (field && PUBLICATION_WORD.test(fold(field[1]!))) fieldsApart.set(apart, `${field[1]} : ${field[2]!.replace(/\s+/g, ' ')}`);
      return apart;
    })
    // A scan or an extraction may glue the running header's title to its date ('NOUVELLE-CALEDONIE17 juin 2003')
    // and the page's number to its title ('15 872JOURNAL OFFICIEL').
    .map((l) => (GLUED_TITLE_DATE.test(l) ? l.replace(GLUED_TITLE_DATE, '$1 $2') : l))
    .map((l) => (GLUED_PAGE_TITLE.test(l) ? l.replace(GLUED_PAGE_TITLE, '$1 $2') : l));
  // A web page's list of its other items and its links to the next or previous one date those
  // items, never this notice (other-items.ts).
  const foldedRaw = fold(rawText);
  // The printed lines folded once for both readers (speed only).
  let foldedPrinted: string[] | undefined;
  const foldedLines = (): string[] => (foldedPrinted ??= printed.map((line) => fold(line)));
  const others = mayHoldOtherItems(foldedRaw) ? otherItemLines(printed, foldedLines()) : new Set<number>();
  // (wt-dom2) So does a block of related notices or comments under its heading (a related item's
  // 'Publiée le …'; related-block.ts).
  if (RELATED_LINE_START.test(foldedRaw)) for (const k of relatedBlockLines(foldedLines())) others.add(k);
  // A masthead's date split before its year ('Jeudi 6 août' / '2026') reads as one line (split-year-date.ts).
  const kept = withSplitYearsJoined(printed.filter((line, k) => line !== '' && !others.has(k)), TOP_LINES + 2);
  // A running header's or footer's date in a compositor's own format ('20 | 11 | 2026', '4-XI-26')
  // is written as a slashed date where the page's edges stand (compositor-date.ts).
  const lines = kept.map((line, k) => (k < TOP_LINES || k >= kept.length - BOTTOM_LINES ? withCompositorDatesRead(line) : line));
  // A form's field that puts the notice online is kept while the form's later fields are read: one
  // that gives its appearance in a periodical is the publication (back-office-dates.ts).
  let online: string | null = null;
  const correcting = isRectificatif(rawText);
  // A later insertion that cites its first ('Deuxième et dernière insertion' … 'Première insertion
  // parue dans X n° 303 du 12 août 2026'): the first one's date is never this one's.
  const firstCited = LATER_INSERTION.test(foldedRaw);
  // An earlier act cited with its own publication (`À la suite de la cession …, publiée au JONC du
  // 19 mars 2026, …`) dates that act's notice, not this one (background.ts): blanked from the fields.
  const cited = foldedRaw.includes('publie') || foldedRaw.includes('paru') ? citedPublicationsBlanked(lines) : lines;
  for (const [k, line] of lines.entries()) {
    if (firstCited && FIRST_INSERTION.test(fold(line))) continue;
    // A form's field or a service's message read by its label's kind, a table's row by its
    // columns' names (back-office-dates.ts).
    // An earlier act's clause citing its own publication is blanked for the labels too (`(avis paru dans X du …)`).
    // A rectificatif's line the corrected notice's participle calls for, at the line above's end (`… de la
    // société X paru au` / `Journal officiel n° … du …, page …`), is that notice's publication.
    const calledByParticiple = correcting && k > 0 && PARTICIPLE_ENDS_LINE.test(fold(lines[k - 1]!));
    const labelled = online === null && !calledByParticiple ? (dateAfterLabel(cited[k]!, correcting) ?? dateOfPostingPeriod(line) ?? dateOfJournalLabelLine(cited[k]!)) : null;
    if (labelled) return labelled;
    const under = online === null && k + 1 < lines.length ? dateUnderLabel(line, lines[k + 1]!, correcting) : null;
    if (under) return under;
    // A desk's sentence that the notice has appeared (appearance-sentence.ts); in a rectificatif the
    // notice that appeared is the one corrected.
    const appeared = online === null ? dateOfAppearanceSentence(line) : null;
    if (appeared && !correcting) return appeared;
    const whole = fieldsApart.get(line);
    // A rectificatif's line citing the notice it corrects is no field of its own publication.
    // So is a line the participle opens, the corrected notice's words above it (`RECTIFICATIF à l'avis
    // de transfert de siège de la SARL X, RIDET …,` / `paru au Journal officiel du …`).
    const citing = correcting && (calledByParticiple || NOTICE_PUBLISHED_IN.test(fold(line)) || CORRECTED_NOTICE_PARTICIPLE.test(fold(line)));
    const field = citing ? null : (publicationField(cited[k]!, findFrenchDates, lines[k - 1]) ?? (whole === undefined ? null : publicationField(whole, findFrenchDates, lines[k - 1])));
    if (field && !field.online) return field.iso;
    online ??= field?.iso ?? null;
  }
  if (online) return online;
  // A newsletter's sending (newsletter-date.ts).
  const sent = dateOfNewsletterSending(printed);
  if (sent) return sent;
  // The outlet's own block above the notice, one date in it (head-block-date.ts).
  const headBlock = dateOfHeadBlock(normaliseCharacters(rawText));
  if (headBlock) return headBlock;
  const banner = openingBannerDate(rawText);
  if (banner) return banner;
  // The issue line of a masthead ('N° 412 – jeudi 5 mars 2026') or the page's bare timestamp
  // ('2026-02-12T06:00:00+11:00', the local date as printed) near the top.
  for (const line of lines.slice(0, TOP_LINES + 2)) {
    const issue = ISSUE_LINE.exec(line);
    if (issue) {
      const dates = findFrenchDates(issue[1]!);
      if (dates.length === 1) return dates[0]!.iso;
    }
    const stamp = TIMESTAMP_LINE.exec(line);
    if (stamp) return stamp[1]!;
    // A web page's address printed at its head, dated by its path as a site files its posts.
    const posted = URL_DATE.exec(line);
    const postedIso = posted ? toIso(Number(posted[1]), Number(posted[2]), Number(posted[3])) : null;
    if (postedIso) return postedIso;
  }
  // A web page prints its posting time under its title or rubric, with no label.
  for (const line of lines.slice(0, STAMP_LINES)) {
    const posted = dateOfPostingStamp(line);
    if (posted) return posted;
  }
  const edgeIndexes = [...lines.keys()].filter((k) => k < TOP_LINES || k >= Math.max(TOP_LINES, lines.length - BOTTOM_LINES));
  // A web page's furniture (its site name, menu, breadcrumb, cookie banner) stands above its
  // dateline: a line of items whose one date stands alone beside short items dating nothing is
  // sought as far as a posting stamp is, while the lines above hold no digit (no date, identifier
  // or amount of a notice's own: its body's lines are no furniture).
  const firstDigitLine = lines.findIndex((line) => DIGIT.test(line));
  const furnitureEnd = Math.min(STAMP_LINES, lines.length - BOTTOM_LINES, firstDigitLine < 0 ? 0 : firstDigitLine + 1);
  for (let k = TOP_LINES; k < furnitureEnd; k += 1) {
    if (isDatedTableRow(lines, k)) continue;
    const dated = dateOfDateline(lines[k]!);
    if (dated) return dated;
  }
  const edges = edgeIndexes.map((k) => lines[k]!);
  for (const k of edgeIndexes) {
    const line = lines[k]!;
    // A line opening on the date the line above calls for ('… à compter du' / '31/01/2026 ; Liq. : …')
    // goes on with that sentence: a wrapped line, no page's edge.
    if (k > 0 && CALLS_FOR_DATE.test(lines[k - 1]!) && findFrenchDates(line)[0]?.index === 0) continue;
    // A masthead opened by the journal's name, whatever its rubric's length (journal-dateline.ts).
    const dated = (isDatedTableRow(lines, k) ? null : dateOfDateline(line)) ?? dateOfJournalDateline(line) ?? dateOfTitledLine(line) ?? dateOfTitledTail(line) ?? dateOfIssueWeek(line);
    if (dated) return dated;
  }
  for (const line of lines.slice(0, TOP_LINES)) {
    const dated = dateOfIssueLine(line);
    if (dated) return dated;
  }
  // An insertion's first line: a newspaper's title and the page's date alone (titled-header-date.ts).
  const header = dateOfTitledHeaderLine(lines) ?? dateOfTitledLastItem(lines);
  if (header) return header;
  // An outlet's edition line at the edges: a title, an edition's words or its weekday, one date (edition-line-date.ts).
  for (const k of edgeIndexes) {
    const dated = dateOfEditionLine(lines[k]!, k === 0 || k === lines.length - 1);
    if (dated) return dated;
  }
  // In a rectificatif, 'l'annonce parue au JONC du …' is the notice it corrects.
  const rectificatif = isRectificatif(rawText);
  for (const line of edges) {
    const dated = dateOfMasthead(line, rectificatif);
    if (dated) return dated;
  }
  // A running page header can fall anywhere in a long extract.
  for (const line of lines) {
    if (RUNNING_HEADER.test(fold(line))) {
      const dated = dateOfMasthead(line, rectificatif);
      if (dated) return dated;
    }
  }
  // A newspaper's running line set between two columns' lines, as its masthead prints it
  // ('Les Nouvelles Calédoniennes — Annonces légales — Samedi 7 mars 2026'), anywhere.
  for (const line of lines) {
    const dated = dateOfJournalDateline(line);
    if (dated) return dated;
  }
  for (const line of lines) {
    const dated = dateOfRunningHeaderLine(line);
    if (dated) return dated;
  }
  // A newspaper's running header or footer inside a narrow column, whatever its title (page-running-line.ts).
  const running = dateOfPageRunningLines(lines);
  if (running) return running;
  // A dated footer that cuts a sentence of the notice stands anywhere (dated-footer-break.ts).
  return splitRunningHeaderDate(lines) ?? dateOfDatedFooterBreak(normaliseCharacters(rawText));
}
