/**
 * An outlet's edition line at a notice's edge (issue 32): the title of a paper, a board or a
 * site, the words that date an edition, and one date, in whatever format the outlet prints it
 * ('LE PETIT BOURAILAIS – éd. du jeu. 5 févr. 2026', '(Courrier de X, éd. du 18-3-2026)',
 * 'nc-publi.net — Posté : 26-05-2026', 'lemarin-nc.info · avis publiés le 29.09.2026', 'N° 1322
 * du jeudi 22 octobre 2026', 'JIL du jeu. 6 août 2026', 'Caledo Business Board —
 * 2026-10-12T07:15'). A reader knows such a line by what stands around the date: a title and no
 * word of the notice's own, the edition's words or its weekday (an act is dated by its meeting,
 * its deed or its court, never by 'éd.', 'posté' or a weekday after a title), and nothing after
 * the date but a time of day or the page's number.
 *
 * The title is judged as titled-header-date.ts judges a running line's, or is a periodical's
 * name, or a site's address. Without an edition's words or a weekday, a title and a date apart
 * ('LA DÉPÊCHE DE X — 17/04/2026') date the page only when the title names a periodical or the
 * line is the notice's first or last: inside the edges a company's heading may print a date.
 */

import { fold } from './fold.ts';
import { findFrenchDates, WEEKDAY_OR_CUT } from './french-date.ts';
import { isPeriodicalName } from './periodicals.ts';
import { isRunningLineTitle } from './titled-header-date.ts';

/** Marks a compositor frames the line with (stars, rules, bullets, brackets). */
const FRAME = /^[\s*=~#·•|()[\]—–-]+|[\s*=~#·•|()[\]—–-]+$/gu;
const LINE_MAX = 90;
/** The weekday before the date, cut or not (folded). */
const WEEKDAY_END = new RegExp(String.raw`(?:^|[\s,(–—|·•-])${WEEKDAY_OR_CUT}\s*$`);
const WEEKDAY_START = new RegExp(String.raw`^${WEEKDAY_OR_CUT}\s`);
/**
 * The words that date an edition, ending what stands before the date (folded): the edition
 * ('éd.', 'édition'), the issue's number, a board's posting ('Posté :', 'mis en ligne le'), a
 * publication ('avis publiés le', 'parution :'), 'du' after them at most.
 */
const EDITION_WORDS =
  /(?:^|[\s,(–—|·•-])(?:ed\.?|edition|(?:n°|no\.?|numero)\s*\d[\d .]{0,6}(?:\s*[,–—|·•-])?|postee?s?\s*(?::|le)|(?:(?:annonces?|avis)\s+)?(?:publiee?s?|parue?s?)(?:\s+en\s+ligne)?\s+le|mise?s?\s+en\s+ligne(?:\s+le)?|parution\s*:?)(?:\s+du)?\s*$/;
const ISSUE_NUMBER = /(?:^|[\s,(–—|·•-])(?:n°|no\.?|numero)\s*\d/;
const DU_END = /\s+du\s*$/;
/** What separates the title from the date: a spaced mark or a comma. */
const SEPARATOR_END = /(?:\s[–—|·•/-]|,)\s*$/u;
/** A label's colon before the date ('Date : lun. 12 oct. 2026', 'Jouissance : 15.11.2026'): a field's, no title's. */
const LABEL_END = /:\s*$/u;
const TRAILING_MARKS = /[\s,–—|·•/-]+$/u;
/** After the date: a time of day ('T07:15', ' 09:05', 'à 9h05'), the page's number, a full stop. */
const AFTER_DATE = /^(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?|,?\s*(?:à\s*)?\d{1,2}\s*[h:]\s*\d{2})?(?:\s*[–—|·•,-]?\s*(?:page|p\.)\s*\d{1,4})?[\s.]*$/iu;
const PAGE = /(?:page|p\.)\s*\d/iu;
/** A site's address as its title ('nc-publi.net', 'lemarin-nc.info'). */
const SITE = /^(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:nc|net|info|com|fr|org)$/iu;
/** Three to five capitals: a paper's initials, unless they are an act's (a meeting, a court, a deed). */
const SIGLE = /^\p{Lu}{3,5}$/u;
const ACT_SIGLE = /^(?:AG[EOMX]|AGOA|AGOE|TMC|TPI|ASSP|SSP|DUA|CAC|PDG|RCS)$/u;

/**
 * Whether the words before the date are an outlet's title: a site's address, a periodical's name,
 * a running line's title (titled-header-date.ts) unless `named` asks for a name that says it is an
 * outlet's, where only the weekday and 'du' stand between it and the date ('X du jeudi 6 août
 * 2026': a sitting or a meeting is dated so too), whose initials then may be the paper's own.
 */
function isOutletTitle(title: string, named: boolean): boolean {
  const folded = fold(title);
  if (SITE.test(title) || (folded.length > 0 && isPeriodicalName(folded))) return true;
  return named ? isPaperSigle(title) : isRunningLineTitle(title);
}

function isPaperSigle(title: string): boolean {
  return SIGLE.test(title) && !ACT_SIGLE.test(title);
}

/**
 * The date of an edition line (see the file's comment), or null. `outer` says the line is the
 * notice's first or last, where a title and a date apart are the running line's without more.
 */
export function dateOfEditionLine(printed: string, outer: boolean): string | null {
  const line = printed.replace(FRAME, '');
  if (line.length > LINE_MAX) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  const after = line.slice(date.index + date.length);
  if (!AFTER_DATE.test(after)) return null;
  // fold() keeps a line's length, so what is found on the folded text cuts the printed one.
  let before = line.slice(0, date.index);
  const weekdayBefore = WEEKDAY_END.exec(fold(before));
  if (weekdayBefore) before = before.slice(0, weekdayBefore.index + (weekdayBefore[0].length - weekdayBefore[0].trimStart().length));
  // french-date.ts may hold the weekday in the date's own span ('vendredi 23 octobre 2026').
  const weekday = weekdayBefore !== null || WEEKDAY_START.test(fold(line.slice(date.index, date.index + date.length)));
  const edition = EDITION_WORDS.exec(fold(before));
  const issue = edition !== null && ISSUE_NUMBER.test(edition[0]);
  let du = false;
  if (edition) before = before.slice(0, edition.index);
  else if (weekday && DU_END.test(fold(before))) {
    du = true;
    before = before.replace(DU_END, '');
  }
  if (!edition && LABEL_END.test(before)) return null;
  const separated = SEPARATOR_END.test(before);
  const title = before.replace(TRAILING_MARKS, '').trim();
  // An issue's number may stand for the title with the issue's weekday or its page's number beside
  // it ('N° 1322 du jeudi 22 octobre 2026', 'N° 6258 du 22 novembre 1983 | Page 1874'): alone, a
  // number and a date under a company's name may be a deed's or a register's.
  if (title === '') return issue && (weekday || PAGE.test(after)) ? date.iso : null;
  if (edition) return isOutletTitle(title, false) || isPaperSigle(title) ? date.iso : null;
  if (weekday && (du || separated)) return isOutletTitle(title, du) ? date.iso : null;
  if (!separated || !isOutletTitle(title, false)) return null;
  return outer || isPeriodicalName(fold(title)) ? date.iso : null;
}
