/**
 * A client's seat told by the company that hosts it (a domiciliation company, a business centre, a
 * landlord): `la société S, …, a fixé son siège social en nos bureaux`, `… est domiciliée dans ses
 * locaux depuis le …`, `… son siège y ayant été transféré`. The host speaks of its own premises
 * (`ses locaux`, `nos bureaux`) and of the client in the third person: the event it tells is the
 * client's seat moved there, whoever tells it (a constitution's seat is labelled or told as fixed at
 * an address, not as the host's premises). Read on folded text by `classify.ts` as seat wordings;
 * the host itself is set aside as the subject by `domiciliation-host.ts` and `seat-host.ts`.
 */

/** The host's premises as it names them, in the first or third person. */
const HOST_PREMISES = String.raw`(?:ses|nos|leurs|les memes) (?:locaux|bureaux)`;

/** A verb that sets a seat at a place, in the perfect. */
const SEAT_SET = String.raw`(?:fixe|etabli|installe|transfere|deplace|elu)`;

export const HOST_TOLD_SEAT_WORDINGS: readonly RegExp[] = [
  // The client set its seat in the host's premises ('a fixé son siège social en nos bureaux').
  new RegExp(String.raw`\b(?:a|ont) ${SEAT_SET} (?:son|leur) siege(?: social)? (?:dans|en|au sein de) ${HOST_PREMISES}\b`),
  // The seat moved to a place named just before ('son siège y ayant été transféré', 'y a fixé son siège'),
  // told as done: a constitution's 'le siège y est fixé' is the new company's seat, no move.
  new RegExp(String.raw`\bsiege(?: social)? y (?:a ete|ayant ete|etant) ${SEAT_SET}e?\b`),
  new RegExp(String.raw`\by (?:a|ont|avoir) ${SEAT_SET} (?:son|leur) siege\b`),
  // The client domiciled in the host's premises from a date ('est domiciliée dans ses locaux depuis le …').
  new RegExp(String.raw`\b(?:est|sont|a ete|ont ete|sera) (?:desormais |dorenavant )?domiciliee?s? (?:dans|en|au sein de) ${HOST_PREMISES}\b`),
];
