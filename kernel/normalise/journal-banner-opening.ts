/**
 * A notice printed on one line that opens on its journal's banner, the journal's name and the
 * issue's date, then a dash (`LNC 18/11/2026 – DISSOLUTION – X, EURL …`, `JONC – 3 mars 2026 –
 * CONSTITUTION – …`): the banner is the masthead a page prints on its own line, so it is set on
 * its own line and the notice's heading opens the next one, as a reader sees them.
 */

import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';

/** A dash between spaces: the banner's items and the heading are parted by it. */
const DASH = /[ \t]+[–—-][ \t]+/g;
/** The journal's name as a banner prints it: its sigle or its title, a few words. */
const JOURNAL = /^(?:jonc|lnc|actu\.? ?nc|journal officiel(?: de la nouvelle[- ]?caledonie)?|(?:les )?nouvelles caledoniennes|le pays|la voix du nord|[a-z'. ]{0,30}\b(?:journal|nouvelles|gazette|echos?|hebdo|courrier|depeche|quotidien|tribune|magazine|voix|infos?)\b[a-z'. ]{0,30})$/;
/** A notice on the banner's line has at least a heading, a name and a description. */
const NOTICE_MIN_WORDS = 8;
/** How far into the line a banner may end. */
const BANNER_MAX = 70;

/** The text with the banner that opens its first line set on a line of its own; the text unchanged otherwise. */
export function withJournalBannerApart(text: string): string {
  const lineEnd = text.indexOf('\n');
  const line = lineEnd < 0 ? text : text.slice(0, lineEnd);
  // Most notices open on no dash near their start (speed only).
  if (!/[–—-]/.test(line.slice(0, BANNER_MAX))) return text;
  DASH.lastIndex = 0;
  for (let m = DASH.exec(line); m !== null && m.index <= BANNER_MAX; m = DASH.exec(line)) {
    const banner = line.slice(0, m.index);
    const dates = findFrenchDates(banner);
    if (dates.length !== 1) continue;
    const date = dates[0]!;
    if (banner.slice(date.index + date.length).trim() !== '') return text;
    const journal = fold(banner.slice(0, date.index)).replace(/[\s–—-]+$/, '').trim();
    if (!JOURNAL.test(journal)) return text;
    // The notice itself goes on after the banner: a masthead's further items ('– page 9') are no notice.
    const rest = line.slice(m.index + m[0].length);
    if (rest.split(/\s+/).filter(Boolean).length < NOTICE_MIN_WORDS) return text;
    return `${banner}\n${text.slice(m.index + m[0].length)}`;
  }
  return text;
}
