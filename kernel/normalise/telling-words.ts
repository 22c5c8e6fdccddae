/**
 * The words a company tells its own notice by, declared once for every reading of a teller (the
 * company that tells, the one told of, an agent's principal, a parent announcing its subsidiary,
 * two companies telling together, a relative or a role's holder whose own notice it is): each of
 * those readings held its own list, and each list missed verbs another had. Folded text.
 */

/**
 * Each telling verb in the present: the singular (first person too: `fais savoir`; `annonce` not as
 * the noun), then the plural.
 * `indique`, `précise` and `publie` only in the plural: folded, their singular is their participle
 * too (`comme indiqué`, `précisé`, `publié au JONC`), which follows a company's description in
 * sentences that tell nothing.
 */
const TELLING_FORMS: readonly (readonly [singular: string | null, plural: string])[] = [
  ['informe', 'informent'],
  ['fai(?:t|s) savoir', 'font savoir'],
  ['fai(?:t|s) connaitre', 'font connaitre'],
  ['porte a la connaissance', 'portent a la connaissance'],
  ['avise', 'avisent'],
  // Not the noun: `l'annonce`, a form's `Annonce :` field.
  ["(?<![a-z]')annonce(?![ \\t]*:)", 'annoncent'],
  ['declare', 'declarent'],
  ['signale', 'signalent'],
  ['communique', 'communiquent'],
  [null, 'indiquent'],
  [null, 'precisent'],
  [null, 'publient'],
];

/** A telling verb, singular or plural (`informe`, `font savoir`), to be set between word boundaries. */
export const TELLING_VERB = `(?:${TELLING_FORMS.flat().filter((form) => form !== null).join('|')})`;

/** A telling verb in the plural (`informent`, `font savoir`): several companies telling one notice together. */
export const TELLING_VERB_PLURAL = `(?:${TELLING_FORMS.map(([, plural]) => plural).join('|')})`;

/**
 * A company's own decision told with its auxiliary (`a décidé`, `ont nommé`, `est transféré`): the
 * sentence whose subject the company is tells its own act.
 */
export const OWN_DECISION = String.raw`(?:a|ont|est) (?:decide|nomme|transfere|porte|modifie|approuve|adopte|augmente|reduit|prononce|fixe|cede|acquis|donne|pris)`;

/**
 * A company's own organ told by a possessive (`son assemblée`, `sa gérante`, `leur conseil`): the
 * organ is the sentence subject's.
 */
export const OWN_ORGAN = String.raw`(?:son|sa|ses|leur) (?:assemblee|associee?s?|actionnaires?|conseil|directoire|presidente?|gerante?|gerance|direction)`;
