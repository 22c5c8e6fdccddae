/**
 * An e-mail's furniture: what a mail client prints around a notice sent or forwarded by e-mail (an
 * accountant passing on a client's notice, a secretariat sending its group's). Neither the mail's
 * headers nor the sender's cover note are the notice: the sender's letterhead or signature prints
 * its own firm and RIDET, which must never be taken for the subject.
 *
 * - A header block: two lines or more in a row, each a mail header (`De :`, `From:`, `Envoyé :`,
 *   `Sent:`, `Date :`, `À :`, `To:`, `Cc :`, `Objet :`, `Subject:`, `Pièce jointe :`), one of
 *   them the sender (`De :` / `From:`) and one the sending (`Envoyé`, `Sent`, `Date`) or an
 *   address (`@`). A notice's own labels (`Objet : …`, `Date : …`) never come with a sender. The
 *   subject line stays with the notice when it names the client's identifier and the rest prints none.
 * - A reply's attribution line (`Le … , X a écrit :`, `On …, X wrote:`), which opens the quoted
 *   message as a header block opens a forwarded one.
 * - The signature delimiter (`-- ` alone on its line) and the block under it, up to the next
 *   message's envelope, unless another delimiter closes the block (a frame drawn around the
 *   notice); a disclaimer's line (`Ce message … est confidentiel`, `avant d'imprimer`).
 * - A forward marker (`----- Message transféré -----`, `---------- Forwarded message ---------`,
 *   `-----Original Message-----`, `Début du message réexpédié :`): what comes before the last one
 *   is the forwarder's cover (greeting, request, signature, letterhead), when a notice follows it,
 *   unless the text before the marker already holds that notice (pasted, then forwarded again).
 */

import { foldedTrimmedLines } from './fold.ts';
import { findRidets } from './ridet.ts';

// A client's own headers (reply address, importance, sensitivity, category) stand in the block too.
const HEADER =
  /^(?:de|from|expediteur|envoye(?: le)?|sent|date|a|to|destinataire|cc|cci|bcc|objet|subject|pieces? jointes?|attachments?|reply-to|repondre a|importance|priorite|priority|sensibilite|sensitivity|categories?)\s*:/u;
const SUBJECT_HEADER = /^(?:objet|subject)\s*:/u;
/** A mail's sender header, folded (`De :`, `From:`). */
export const MAIL_SENDER_HEADER = /^(?:de|from|expediteur)\s*:/u;
const SENDING = /^(?:envoye(?: le)?|sent|date)\s*:|@/u;
const FORWARD_MARKER =
  /^(?:-{2,}\s*(?:message transfere|forwarded message|original message|message d'origine|message original)\s*-{2,}|debut du message (?:reexpedie|transfere)\s*:?)$/u;
// A reply's attribution line, which opens the quoted message ('Le 9 nov. 2026 à 17:03, X a écrit :',
// 'On Mon, 9 Nov 2026, X wrote:'): the quoted message's envelope, as a header block is.
const ATTRIBUTION = /^(?:le|on)\b.{4,140}\b(?:a ecrit|wrote)\s*:$/u;
// The mail's own signature delimiter ('-- ' alone on its line): what follows it, up to the next
// message's envelope, is the sender's signature block (names, titles, firms, their identifiers).
const SIGNATURE_DELIMITER = /^-- ?$/u;
const SIGNATURE_BLOCK_MAX_LINES = 10;
/** A signature's line holds fewer words (a firm's legal line with its capital and identifier about twenty). */
const SIGNATURE_LINE_MAX_WORDS = 30;
const PROSE_WORD = /\p{L}{2,}/gu;
// A mail's disclaimer ('Ce message et ses pièces jointes sont confidentiels …', 'This e-mail is
// confidential …', 'Pensez à l'environnement avant d'imprimer'): the line is the mail's, whatever it repeats.
const DISCLAIMER = /\b(?:(?:ce|le present|cet?) (?:message|courriel|mail|e-mail|email)\b.{0,80}\bconfidenti|this (?:e-?mail|message)\b.{0,80}\bconfidential|avant d'imprimer|before printing)/u;
// A phone's or a form's line telling when the message was received or sent, and from whom ('SMS reçu
// le 04/11/2026 10:12 de +687 …', 'Message envoyé le 12/11 à 8h05', 'Reçu le : 2026-11-04 08:51'):
// the message's envelope; its date dates the sending, nothing the notice tells.
const SENT_LINE = /^(?:(?:sms|mms|message|texto|courriel|formulaire|demande)\s+)?(?:recue?|envoyee?|transmise?|expediee?|soumise?)\s+le\s*:?\s*(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}-\d{2}-\d{2})(?:,?\s*(?:a\s+)?\d{1,2}[:h]\d{2}(?::\d{2})?)?(?:\s+(?:de|par|depuis)\s+[+\d][\d .]{5,20})?\s*$/u;
/** What must follow a forward marker for the text before it to be a cover note: a notice's length. */
const NOTICE_MIN_CHARS = 150;
/** So many characters of the forwarded text's opening, found before the marker, say the notice is printed twice. */
const REPEATED_OPENING = 80;

/** Whether a text may hold mail furniture: a header's sender or a forward marker (speed only). */
export function mayHoldMail(folded: string): boolean {
  return /(?:^|\n)\s*(?:de|from|expediteur)\s*:|message|reexpedie|a ecrit\s*:|wrote:|(?:^|\n)-- ?(?:\n|$)|courriel|e-?mail|imprimer|printing|(?:recue?|envoyee?|transmise?|expediee?|soumise?) le\b/u.test(folded);
}

/** Indices of the lines of `text` that are mail furniture (see the module comment). */
export function mailFurnitureLines(text: string): Set<number> {
  const folded = foldedTrimmedLines(text);
  const lines = text.split('\n');
  const out = new Set<number>();
  let i = 0;
  while (i < folded.length) {
    let j = i;
    while (j < folded.length && HEADER.test(folded[j]!)) j += 1;
    const block = folded.slice(i, j);
    if (block.length >= 2 && block.some((l) => MAIL_SENDER_HEADER.test(l)) && block.some((l) => SENDING.test(l))) {
      for (let k = i; k < j; k += 1) out.add(k);
    }
    i = j > i ? j : i + 1;
  }
  // The subject line naming the client's file by its identifier ('Objet : annonce X SARL – RIDET …')
  // is read with the notice when the notice prints no identifier of its own: the header tells whose
  // notice it carries.
  const subjectLines = [...out].filter((k) => SUBJECT_HEADER.test(folded[k]!) && findRidets(lines[k]!).length > 0);
  if (subjectLines.length > 0 && !lines.some((line, k) => !out.has(k) && findRidets(line).length > 0)) for (const k of subjectLines) out.delete(k);
  let marker = -1;
  folded.forEach((line, k) => {
    if (FORWARD_MARKER.test(line)) marker = k;
    if (ATTRIBUTION.test(line) || DISCLAIMER.test(line) || SENT_LINE.test(line)) out.add(k);
  });
  for (const [k, line] of folded.entries()) {
    if (!SIGNATURE_DELIMITER.test(line)) continue;
    let end = k + 1;
    while (end < folded.length && !out.has(end) && !FORWARD_MARKER.test(folded[end]!) && !SIGNATURE_DELIMITER.test(folded[end]!)) end += 1;
    // A block the delimiter's line opens and another closes is framed, a rule drawn above and below
    // the notice, not a signature (the signature follows the last delimiter).
    if (end < folded.length && SIGNATURE_DELIMITER.test(folded[end]!)) continue;
    // A long block under the delimiter is no signature, nor one that holds a paragraph of prose (a
    // signature's lines are a name, a title, an address): the text goes on.
    const filled = folded.slice(k + 1, end).filter((l) => l !== '');
    const prose = filled.some((l) => (l.match(PROSE_WORD) ?? []).length >= SIGNATURE_LINE_MAX_WORDS);
    if (filled.length <= SIGNATURE_BLOCK_MAX_LINES && !prose) for (let m = k; m < end; m += 1) out.add(m);
  }
  if (marker >= 0) {
    const rest = lines
      .slice(marker + 1)
      .filter((_, k) => !out.has(marker + 1 + k))
      .join(' ')
      .trim();
    // The notice pasted whole before the marker and again after it (a forward of the same text, cut
    // or not) is one notice printed twice: what stands before the marker is no cover.
    const opening = folded.slice(marker + 1).join(' ').replace(/\s+/g, ' ').trim().slice(0, REPEATED_OPENING);
    const before = folded.slice(0, marker).join(' ').replace(/\s+/g, ' ');
    const pastedTwice = opening.length === REPEATED_OPENING && before.includes(opening);
    if (rest.length >= NOTICE_MIN_CHARS && !pastedTwice) for (let k = 0; k <= marker; k += 1) out.add(k);
  }
  return out;
}
