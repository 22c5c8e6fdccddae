/**
 * A company put to sleep or woken: its partners suspend its activity without dissolving it ('mise en
 * sommeil', 'cessation temporaire d'activité'), or it resumes after such a period ('en sommeil depuis
 * le …, a repris son activité', 'fin de la mise en sommeil'). The company lives on under its articles,
 * so the event is no dissolution: it is typed `statuts`, the field rules' 'any other change', beside
 * the continuation despite losses it neighbours. Strong evidence of `statuts` for classify.ts
 * (folded text); a dissolution, a transfer of office or any higher event the notice also reports
 * still wins by precedence, and so does a change of officers: the sleep changes no article, so the
 * other decision types the notice (withoutDormancy).
 */
export const DORMANCY_WORDINGS: RegExp[] = [
  /\b(?:mise|mettre|mis|placee?|est|etait|reste) en sommeil\b/,
  /\b(?:sortie|fin) (?:de (?:la )?)?(?:mise en |periode de )?sommeil\b/,
  // A resumption told beside the sleep it ends ('en sommeil depuis le …, a repris son activité'); a
  // business taken over ('reprise de l'activité par la société Y') names no sleep.
  /\ben sommeil\b[^.;]{0,160}?\b(?:a repris|reprend|reprise|reprendre)\b/,
  /\b(?:a repris|reprend|reprise|reprendre)\b[^.;]{0,160}?\ben sommeil\b/,
  /\bcessation temporaire (?:et (?:totale|partielle) )?(?:de (?:l'|son |toute )|d')activite\b/,
];

const DORMANCY_GLOBAL = DORMANCY_WORDINGS.map((pattern) => new RegExp(pattern.source, 'g'));

/** The folded text with its dormancy wordings blanked (same length): what else the notice tells. */
export function withoutDormancy(folded: string): string {
  if (!folded.includes('sommeil') && !folded.includes('temporaire')) return folded;
  return DORMANCY_GLOBAL.reduce((read, pattern) => read.replace(pattern, (m) => ' '.repeat(m.length)), folded);
}
