/**
 * A contribution told by the company that makes it: its name block (its name, form, seat and
 * identifier, above the body or below it as the sign-off), and a body that tells that company, by
 * its name again or as the notice's own company left unnamed, giving something to another company
 * (`la société X a fait apport de sa branche d'activité … à la société Z, en cours de
 * constitution`, `la société a fait apport partiel d'actif … au profit de la société Z`, `X a
 * apporté un immeuble à la SCI Z`, `X a consenti à la société Z un apport partiel d'actif`) or
 * founding it (`la société X a constitué une filiale, la société Z`). The field rules give a contribution to the company that receives it (its capital
 * grows, or it is formed); the contributor gives a branch, not its whole patrimony, and goes on
 * unchanged. So the block's identifier, printed to say who contributes, is never the subject of
 * the receiving company's capital, constitution or officers: with no identifier of the receiving
 * company printed (one being formed is not registered), the notice is quarantined rather than
 * published under the contributor's. A merger, whose absorbed company's own notice is its
 * dissolution, is read by merger-notice-side.ts. Folded text.
 */

import { fold } from './fold.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { identifierBlocks } from './identifier-blocks.ts';
import type { JudgedRidet } from './subject-ridet.ts';
import { escaped } from './escaped.ts';

/** The giving verb, then, in its sentence, the company that receives or is founded. */
const RECEIVING_COMPANY = String.raw`(?:la |l'|une |sa )?(?:(?:nouvelle |future )?societe|filiale|${FOLDED_FORMS_SOURCE})\b`;
const GIVES_TO =
  String.raw`(?:(?:(?:a|avait|aura) fait (?:un )?apport|fait apport|fera apport|a (?:consenti|realise|effectue) (?:un |l')?apport|a apporte|apporte|apportera)\b[^.;]{0,300}?\b(?:a|au profit d(?:e |'))\s*${RECEIVING_COMPANY}` +
  String.raw`|a consenti a\s*${RECEIVING_COMPANY}(?=[^.;]{0,200}?\bapport\b))`;
const FOUNDS = String.raw`(?:a|avait) (?:constitue|cree|fonde)\s+(?:,[^,.;]{0,60},\s*)?${RECEIVING_COMPANY}`;
const GIVER_VERB = `(?:${GIVES_TO}|${FOUNDS})`;

/**
 * Between the company's name and its verb: an apposition between commas that names no other
 * company (`X, SARL au capital de …, a fait apport`, `X, associée unique, a constitué`, `X, le 4
 * juin 2031, a fait apport`).
 */
const BEFORE_VERB = String.raw`(?:\s*,(?:(?!societe\b)[^,.;\n]){0,80},)?\s+`;

/**
 * The notice's own company left unnamed as the giver: `la société a fait apport …`, `elle a
 * apporté …`, `l'apport partiel d'actif de la branche transport de la société à la société Z`,
 * `l'apport par la société de sa branche … à la société Z`, `son apport … au profit de la société Z`.
 */
const TO_RECEIVER = String.raw`\b(?:a|au profit d(?:e |'))\s*${RECEIVING_COMPANY}`;
const OWN_COMPANY_GIVES = new RegExp(
  String.raw`(?:^|[.;:\n]\s*|,\s*)(?:la societe|notre societe|elle)${BEFORE_VERB}${GIVER_VERB}` +
    String.raw`|\bapport\b[^.;]{0,160}?\bde la societe\s+${TO_RECEIVER}|\bapport\b[^.;]{0,40}?\bpar la societe\s+(?:de |d'|,)[^.;]{0,200}?${TO_RECEIVER}|\b(?:son|notre) apport\b[^.;]{0,200}?${TO_RECEIVER}`,
);

/** The contribution named by its maker after 'par': `l'apport partiel d'actif consenti par X à la société Z`. */
const MADE_BY = String.raw`\bapport\b[^.;]{0,80}?\bpar (?:la societe )?`;

/** The receiving company's name after its introduction: `la société Z, SAS …`, `une filiale, la société Z`, `une SAS dénommée « Z »`. */
const RECEIVER_NAME = new RegExp(String.raw`^\s*(?:,\s*(?:la |l')?(?:societe\s+)?)?(?:(?:${FOLDED_FORMS_SOURCE})\s+)?(?:(?:denommee?|appelee?)\s+)?(?:« ?|")?([^,;.()«»"\n]{2,80})`);
/** Lower-case words the name's reading starts on (`civile immobilière`, `par actions simplifiée`): not the name. */
const LEADING_WORDS = /^(?:[\p{Ll}'’-]+\s+)*/u;

/**
 * Whether `name` is printed, as a word, with the giving verb right after it (its apposition
 * between) or with a contribution made by it right before it (`l'apport … par X`): the reading's
 * pattern, built for each name, is tried only then (speed only: nearly every formation prints
 * `apports` and `constituée`, and most names are told giving nothing). Both tests are the reading's
 * own patterns without the name, so a verb added to them is seen here too.
 */
const GIVER_RIGHT_AFTER = new RegExp(String.raw`(?![\p{L}])${BEFORE_VERB}${GIVER_VERB}`, 'uy');
const MADE_BY_BEFORE = new RegExp(`${MADE_BY}$`);
const NAME_WINDOW_BEFORE = 200;

function mayBeTellingAGift(folded: string, name: string): boolean {
  for (let at = folded.indexOf(name); at >= 0; at = folded.indexOf(name, at + 1)) {
    GIVER_RIGHT_AFTER.lastIndex = at + name.length;
    if (GIVER_RIGHT_AFTER.test(folded) || MADE_BY_BEFORE.test(folded.slice(Math.max(0, at - NAME_WINDOW_BEFORE), at))) return true;
  }
  return false;
}

/** Where the receiving company's introduction ends when the folded text tells `name` giving to, or founding, it; -1 when it does not. */
function givenToEnd(folded: string, name: string): number {
  if (!mayBeTellingAGift(folded, name)) return -1;
  const at = escaped(name);
  const told = new RegExp(String.raw`(?:^|[^\p{L}])${at}(?![\p{L}])${BEFORE_VERB}${GIVER_VERB}|${MADE_BY}${at}(?![\p{L}])[^.;]{0,300}?\b(?:a|au profit d(?:e |'))\s*${RECEIVING_COMPANY}`, 'u').exec(folded);
  return told ? told.index + told[0].length : -1;
}

/** The words the text prints as the receiving company's name from `at`, or null. */
function receiverName(text: string, folded: string, at: number): string | null {
  const read = RECEIVER_NAME.exec(folded.slice(at, at + 160));
  if (!read) return null;
  const start = at + read[0].length - read[1]!.length;
  const printed = text.slice(start, at + read[0].length).trim();
  const name = printed.replace(LEADING_WORDS, '').trim();
  return /\p{Lu}{2}/u.test(name) ? name : null;
}

/** The words that open a contribution's or a foundation's telling (speed only: most notices have none). */
const GATE = /\bapport|\b(?:a|avait) (?:constitue|cree|fonde)\b/;

/** The contributor's identifier, as its RID, and the name of the company it gives to or founds when the text prints one. */
export interface NoticeContributor {
  rid: string;
  receiver: string | null;
}

/**
 * The company whose name block prints its identifier and whose body tells it giving to, or
 * founding, another company; undefined when none or several are told so. Only an identifier no
 * role already ties to another company, printed in a block of its own: its paragraph's lines before
 * it give its name. `headerEnd`: where the notice's body starts (the block above it may be told as
 * the unnamed `la société`).
 */
export function contributorOfNotice(text: string, judged: readonly JudgedRidet[], headerEnd: number): NoticeContributor | undefined {
  const folded = fold(text);
  if (!GATE.test(folded)) return undefined;
  const givers = new Map<string, number>();
  for (const block of identifierBlocks(folded, judged, headerEnd)) {
    const told = block.names.map((name) => givenToEnd(folded, name)).find((end) => end >= 0);
    const unnamed = told === undefined && block.heads ? OWN_COMPANY_GIVES.exec(folded.slice(headerEnd)) : null;
    if (told !== undefined) givers.set(block.judged.match.rid, told);
    else if (unnamed) givers.set(block.judged.match.rid, headerEnd + unnamed.index + unnamed[0].length);
  }
  const [giver, ...others] = [...givers];
  if (!giver || others.length > 0) return undefined;
  return { rid: giver[0], receiver: receiverName(text, folded, giver[1]) };
}
