/**
 * A meeting's decision not to dissolve the company (issue 32): when its equity fell below half its
 * capital, the partners must decide whether to dissolve it early (the commercial code's rule), and a
 * decision `qu'il n'y a pas lieu à dissolution anticipée`, `de ne pas dissoudre la société`, `la
 * continuation de la société malgré les pertes` is the company going on. The field rules type a
 * continuation despite losses `statuts` (`capital` when a capital operation comes with it, which
 * precedence gives), whether or not the notice names the losses. The dissolution it declines is no
 * evidence (denied-events.ts); this says what the notice is instead. Folded text, read before the
 * denials are blanked (the denial is the decision).
 */

/** The words every wording needs (gate: most notices hold none). */
const GATE = /dissolution|dissoudre|contin|poursuite/;

/** The going on's word, whole or cut ('contin.'). */
const GOING_ON = String.raw`\b(?:continuation|contin(?![a-z])|poursuite)`;
/** Equity ('capitaux propres', 'C.P.', cut as 'Capx' or 'Cptx propres') below half the capital, told by the sign '<'. */
const HALF_LOST = String.raw`\b(?:(?:capitaux|capx|cptx|cap\.) propres|c\.?[ ]?p\.?)[ ]*<[ ]*(?:½|1/2)`;

const DECLINED = [
  // 'a décidé qu'il n'y a pas lieu à dissolution anticipée', 'de dire n'y avoir lieu de prononcer la dissolution'.
  /\b(?:n'y a(?:vait)? pas|n'y avoir pas|ne pas y avoir|n'y avoir) lieu (?:a|de) (?:prononcer |decider |voter )?(?:la |sa |une )?dissolution\b/,
  /\b(?:n'y a(?:vait)? pas|n'y avoir pas|ne pas y avoir|n'y avoir) lieu (?:a|de) dissoudre\b/,
  // 'a décidé de ne pas dissoudre la société', 'de ne pas prononcer sa dissolution anticipée'.
  /\b(?:decide|decider|decidons|vote|resolu) (?:de |d')ne pas (?:dissoudre|(?:prononcer|decider|voter) (?:la |sa )?dissolution)\b/,
  // 'la continuation de la société malgré les pertes', 'la poursuite de l'activité en dépit de la perte de la moitié du capital'.
  /\b(?:continuation|poursuite) de (?:la societe|l'activite(?: sociale)?|son activite|ses activites)\b[^.;]{0,80}?\b(?:malgre|en depit|nonobstant)\b[^.;]{0,60}?\b(?:pertes?|moitie du capital)\b/,
  // A grid's cell: 'pas de dissolution anticipée, poursuite de l'activité'.
  /\bpas de dissolution(?: anticipee)?\s*[,;:–-]?\s*(?:poursuite|continuation)\b/,
  // The equity below half the capital told by signs, as compositors print it ('C.P.<½ F.soc.: continuation décidée',
  // 'CONTIN° (CP < ½ cap.)'), beside the going on's word on the same line: the same decision.
  new RegExp(`${GOING_ON}[^\\n]{0,60}?${HALF_LOST}|${HALF_LOST}[^\\n]{0,60}?${GOING_ON}`),
];

/** Whether the folded text tells a decision not to dissolve the company: its continuation. */
export function declinesDissolution(folded: string): boolean {
  if (!GATE.test(folded)) return false;
  // A narrow column breaks its sentence anywhere (`qu'il n'y` / `avait pas lieu à dissolution`): a
  // single line break reads as a space, a blank line still ends the paragraph.
  const prose = folded.includes('\n') ? folded.replace(/(?<!\n)\n(?!\n)/g, ' ') : folded;
  return DECLINED.some((wording) => wording.test(prose));
}
