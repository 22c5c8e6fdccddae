/**
 * A newsletter's sending: a letter its readers subscribe to publishes its notices the day it is
 * sent (`Envoyée le jeudi 12 février 2026`, `n° 47 — envoyée le 14/10/2026`, or the mail's own
 * `Date : mer. 21 oct. 2026 06:00` when the mail is the letter: `Vous recevez cette lettre car vous
 * êtes abonné(e)`, `Se désabonner`, a sender `<lettre@…>`). Seven writers of the labelled groups
 * read it so. A desk's mail (a firm sending a notice to a paper) is no letter: its `Envoyé :` and
 * `Date :` headers date its sending, not a publication (mail-furniture.ts).
 */

import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';
import { MAIL_SENDER_HEADER } from './mail-furniture.ts';

/** What only a subscribed letter prints (folded): its subscription, its unsubscribe link, its name. */
const SUBSCRIBED = /\b(?:abonne(?:\(e\)|e)?s?|(?:se )?desabonner|desabonnement|(?:se )?desinscrire|newsletter|lettre d'information)\b/;
/** A letter's word in a mail's sender (`De : X <lettre@x.nc>`, `From: La Lettre …`). */
const LETTER_WORD = /\b(?:lettre|newsletter)\b/;
/** A letter's own sending label, the letter feminine (`envoyée le`): a mail client's header is `Envoyé :`. */
const SENT_LETTER = /(?:^|[.—–|·•-]\s*)envoyee le\s+/;
/** A subscribed letter naming its issue's day (`newsletter du mardi 1er septembre 2026`, `Lettre n° 12 du …`). */
const LETTER_OF = /(?:^|[\s—–|·•-])(?:newsletter|lettre(?: d'information)?)(?:\s+n°\s*\d{1,5})?\s+du\s+/;
/** A mail's header that dates its sending. */
const SENDING_HEADER = /^(?:date|envoyee?(?: le)?|sent)\s*:\s*/;
/** How far after its label the sending's date may start: a weekday, whole or cut, between them. */
const DATE_AFTER_LABEL = 12;

/** The day a newsletter was sent, when the text is one; null otherwise. */
export function dateOfNewsletterSending(lines: readonly string[]): string | null {
  const folded = lines.map((line) => fold(line));
  const subscribed = folded.some((line) => SUBSCRIBED.test(line) || (MAIL_SENDER_HEADER.test(line) && LETTER_WORD.test(line)));
  for (const [k, line] of folded.entries()) {
    const sent = SENT_LETTER.exec(line) ?? (subscribed ? LETTER_OF.exec(line) : null);
    const header = subscribed ? SENDING_HEADER.exec(line) : null;
    const from = sent ? sent.index + sent[0].length : header ? header[0].length : -1;
    if (from < 0) continue;
    const dates = findFrenchDates(lines[k]!.slice(from));
    if (dates.length > 0 && dates[0]!.index <= DATE_AFTER_LABEL) return dates[0]!.iso;
  }
  return null;
}
