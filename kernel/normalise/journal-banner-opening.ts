/**
 * A notice printed on one line that opens on its journal's banner, the journal's name and the
 * issue's date, then a separator (`LNC 18/11/2026 – DISSOLUTION – X, EURL …`, `JONC – 3 mars 2026 –
 * CONSTITUTION – …`, `Le Pays 27/11/2026 • SA X – …`): the banner is the masthead a page prints on
 * its own line, so it is set on its own line and the notice's heading opens the next one, as a
 * reader sees them. A masthead parts its items with a dash, a bullet, a middle dot, a bar or slashes
 * alike (`JONC 23 juillet 2026 // FUSION // …`).
 */

import { fold } from './fold.ts';
import { findFrenchDates, WEEKDAY_OR_CUT } from './french-date.ts';
import { isPeriodicalName } from './periodicals.ts';

/** A separator between spaces: the banner's items and the heading are parted by it. */
const SEPARATOR = /[ \t]+(?:[–—•·|-]|\/{1,2})[ \t]+/g;
/** The weekday, in full or cut, right before its date (folded). */
const WEEKDAY_BEFORE = new RegExp(String.raw`\b${WEEKDAY_OR_CUT}\s*$`);
/** A notice on the banner's line has at least a heading, a name and a description. */
const NOTICE_MIN_WORDS = 8;
/** How far into the line a banner may end. */
const BANNER_MAX = 70;

interface Banner {
  /** Where the banner ends and where the notice after its separator starts, in the text. */
  readonly end: number;
  readonly noticeStart: number;
  /** The date the banner prints. */
  readonly iso: string;
}

function openingBanner(text: string): Banner | null {
  const lineEnd = text.indexOf('\n');
  const line = lineEnd < 0 ? text : text.slice(0, lineEnd);
  // Most notices open on no separator near their start (speed only).
  if (!/[–—•·|/-]/.test(line.slice(0, BANNER_MAX))) return null;
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(line); m !== null && m.index <= BANNER_MAX; m = SEPARATOR.exec(line)) {
    const banner = line.slice(0, m.index);
    const dates = findFrenchDates(banner);
    if (dates.length !== 1) continue;
    const date = dates[0]!;
    if (banner.slice(date.index + date.length).trim() !== '') return null;
    // The weekday may stand as an item of its own before the date ('Le Pays – mar. 3 mars 2026').
    const journal = fold(banner.slice(0, date.index)).replace(WEEKDAY_BEFORE, '').replace(/[\s–—•·|-]+$/, '').trim();
    // The journal's name as a banner prints it: its sigle or its title, a few words (periodicals.ts).
    if (!isPeriodicalName(journal)) return null;
    // The notice itself goes on after the banner: a masthead's further items ('– page 9') are no notice.
    const rest = line.slice(m.index + m[0].length);
    if (rest.split(/\s+/).filter(Boolean).length < NOTICE_MIN_WORDS) return null;
    return { end: m.index, noticeStart: m.index + m[0].length, iso: date.iso };
  }
  return null;
}

/** The text with the banner that opens its first line set on a line of its own; the text unchanged otherwise. */
export function withJournalBannerApart(text: string): string {
  const banner = openingBanner(text);
  return banner === null ? text : `${text.slice(0, banner.end)}\n${text.slice(banner.noticeStart)}`;
}

/**
 * The date of the banner that opens a one-line notice, or null: the banner names its journal
 * as a masthead does, whichever journal it is, so its date is the notice's publication date.
 */
export function openingBannerDate(text: string): string | null {
  return openingBanner(text)?.iso ?? null;
}
