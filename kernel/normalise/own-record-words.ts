/**
 * The records a company keeps of itself (its seat or domicile, name, capital, form, object, articles,
 * organs and officers) and the verbs of its own acts on them, declared once for the readings of a
 * company's own act on its own record (`told-own-seat.ts`, `teller-own-act.ts`,
 * `own-act-beside-relative.ts`), as telling-words.ts declares the telling verbs: each reading held
 * its own lists of verbs, of their forms and of records, and they differed where no reason was
 * written. A reading narrower on purpose takes a named subset, its reason beside it. Regex sources
 * over folded text (lower case, no accents), each a group.
 */

/** Each record a company acts on, by the folded nouns a notice names it with. */
export const OWN_RECORDS = {
  seat: ['siege'],
  /** The seat as a domicile (`a élu son domicile`); also where a liquidator sets its client's liquidation (`à son domicile`). */
  domicile: ['domicile'],
  /** `sa dénomination`, `sa raison sociale`, `son nom`. */
  name: ['denomination', 'raison sociale', 'nom'],
  capital: ['capital'],
  form: ['forme'],
  object: ['objet'],
  /** The articles of association: `ses statuts`. */
  articles: ['statuts'],
  /** Its collective organs: `son conseil d'administration`, `sa gérance`, `ses commissaires aux comptes`. */
  organs: ['conseil', 'directoire', 'bureau', 'gerance', 'direction', 'commissaires?'],
  /** Its officers, one at a time, either gender: `son nouveau gérant`, `sa présidente`, `son administratrice`. */
  officers: ['presidente?', 'directeur', 'directrice', 'gerante?', 'commissaire', 'administrat(?:eur|rice)'],
} as const satisfies Record<string, readonly string[]>;

/** A record a company acts on (`seat`, `name`, …). */
export type OwnRecord = keyof typeof OWN_RECORDS;

/** Every record a company acts on. */
export const ALL_OWN_RECORDS = Object.keys(OWN_RECORDS) as OwnRecord[];

/** A verb of a company's own act: its past participle (`a transféré`, `avoir transféré`), its infinitive (`a décidé de transférer`) and the records it acts on. */
export interface OwnActVerb {
  readonly participle: string;
  readonly infinitive: string;
  readonly records: readonly OwnRecord[];
  /**
   * A verb that places a seat where it is (`fixé`, `établi`, `installé`, `élu domicile`) rather than
   * moving the one the company had: a liquidator places its client's liquidation with it too (`le
   * siège de la liquidation est fixé à son siège`).
   */
  readonly placesSeat?: true;
}

/** The verbs of a company's own act on its own record, folded. */
export const OWN_ACT_VERBS: readonly OwnActVerb[] = [
  { participle: 'transfere', infinitive: 'transferer', records: ['seat', 'domicile'] },
  { participle: 'deplace', infinitive: 'deplacer', records: ['seat', 'domicile'] },
  { participle: 'fixe', infinitive: 'fixer', records: ['seat', 'domicile'], placesSeat: true },
  { participle: 'etabli', infinitive: 'etablir', records: ['seat', 'domicile'], placesSeat: true },
  { participle: 'installe', infinitive: 'installer', records: ['seat', 'domicile'], placesSeat: true },
  // `a élu son domicile`: a seat chosen.
  { participle: 'elu', infinitive: 'elire', records: ['seat', 'domicile'], placesSeat: true },
  { participle: 'modifie', infinitive: 'modifier', records: ['name', 'object', 'form', 'capital', 'articles'] },
  { participle: 'change', infinitive: 'changer', records: ['name', 'object', 'form'] },
  { participle: 'augmente', infinitive: 'augmenter', records: ['capital'] },
  { participle: 'reduit', infinitive: 'reduire', records: ['capital'] },
  // `a porté son capital à …`.
  { participle: 'porte', infinitive: 'porter', records: ['capital'] },
  { participle: 'adopte', infinitive: 'adopter', records: ['form', 'articles'] },
  { participle: 'renouvele', infinitive: 'renouveler', records: ['organs'] },
  { participle: 'recompose', infinitive: 'recomposer', records: ['organs'] },
  { participle: 'nomme', infinitive: 'nommer', records: ['officers'] },
];

/** The possessive of one owner (`son siège`, `sa dénomination`, `ses statuts`). */
export const ONE_OWNER_POSSESSIVE = String.raw`(?:son|sa|ses)`;

/** The possessive that makes a record the sentence subject's own, one company's or several's (`son siège`, `leur conseil`). */
export const OWN_POSSESSIVE = String.raw`(?:son|sa|ses|leur)`;

/** The verbs that act on one of `records` at least. */
export function verbsActingOn(records: readonly OwnRecord[]): OwnActVerb[] {
  return OWN_ACT_VERBS.filter((verb) => verb.records.some((record) => records.includes(record)));
}

/** The nouns of `records` as one group (`(?:siege|domicile)`), to be followed by a word boundary. */
export function recordNouns(records: readonly OwnRecord[]): string {
  return `(?:${records.flatMap((record) => OWN_RECORDS[record]).join('|')})`;
}

/** The participles of `verbs` as one group (`(?:transfere|deplace)`). */
export function participles(verbs: readonly OwnActVerb[]): string {
  return `(?:${verbs.map((verb) => verb.participle).join('|')})`;
}

/** The participles and infinitives of `verbs` as one group (`(?:transfere|transferer|…)`). */
export function participlesOrInfinitives(verbs: readonly OwnActVerb[]): string {
  return `(?:${verbs.flatMap((verb) => [verb.participle, verb.infinitive]).join('|')})`;
}
