/**
 * A drafter's banner: one line that names the drafting office by its profession, set off by dashes
 * or alone at the head of the notice ('— CABINET D'AVOCATS X —', 'SELARL X — Avocats au Barreau
 * de Nouméa', 'Étude de Maître X, notaire'). The name on it is the drafter's, never the subject's.
 * Folded line (lower case, no accents). The professions are those of drafter-parties.ts's
 * PROFESSION_LINE and subject-ridet.ts's ADVISER_PROFESSION, anchored as a banner prints them:
 * keep the three in step.
 */
// The office's own form may come first ('SELARL OFFICE NOTARIAL X').
const OPENS_WITH_OFFICE = /^[\s–—-]*(?:(?:selarl|selas|scp)\s+)?(?:cabinet (?:d'avocats?|d'expertise comptable|comptable|de notaires?)|etude de (?:maitres?|me)\b|office notarial|societe d'avocats|selarl d'avocats)\b/;
const PROFESSION_AFTER_DASH = /\s[–—-]\s*(?:avocats?(?: associee?s| au barreau)?|notaires?(?: associee?s)?|experts?[- ]comptables?(?: associee?s)?|expertise comptable|societe d'avocats)\b/;

export function isDrafterBanner(folded: string): boolean {
  return OPENS_WITH_OFFICE.test(folded) || PROFESSION_AFTER_DASH.test(folded);
}

/**
 * A heading in sentence case that names the event ('Dissolution sans liquidation', 'Transfert de
 * siège', 'Avis de constitution'): a house style's title, printed the way the rest of its text is,
 * never a company's name. `line` as printed, `folded` its fold.
 */
const EVENT_OPENING = /^(?:avis|dissolution|liquidation|transformation|nomination|cession|fusion|augmentation|reduction|transfert|modification|changement|cloture|constitution|location|vente|apport|rectificatif)\b/;
export function isSentenceCaseHeading(line: string, folded: string): boolean {
  const words = line.trim().split(/\s+/);
  return words.length <= 6 && EVENT_OPENING.test(folded.trim()) && /^\p{Lu}/u.test(words[0]!) && words.slice(1).every((w) => !/\p{Lu}/u.test(w)) && !/[:,;]/.test(line);
}
