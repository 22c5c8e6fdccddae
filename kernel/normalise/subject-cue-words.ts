/**
 * The words whole families of subject-ridet.ts's cues need, looked for once a text (speed only).
 * Each cue reads a part of the same folded text around one identifier; a cue whose every match
 * holds one of a family's words cannot match any part of a text that holds none of them, so the
 * text is asked once rather than each part scanned by the pattern. Most notices speak of no merger,
 * no sale of a business and no adviser: their cues of those kinds are then never run.
 *
 * A family's words must stay a superset of what its cues need (each alternative of a cue's pattern
 * holds one of them): subject-ridet.ts lists, where it asks them, the cues each family gates;
 * whoever widens one of those patterns widens its family.
 */

export interface SubjectCueWords {
  /** 'absor': a merger's absorption, absorbing or absorbed company ('absorbe', 'absorbée', 'absorbante', and 'absorption', spelt with a p). */
  absorb: boolean;
  /** 'apport': a contribution ('apport', 'apporte', 'apporteuse', "l'apport"). */
  contribution: boolean;
  /** Shares spoken of: 'parts', 'actions', 'titres', 'particip' ('participation'). */
  shares: boolean;
  /** A business bought or taken: 'acqu' (acquis, acquiert, acquéreur), 'achet' (acheté, racheté), 'gerance', 'proprietaire', 'cessionnaire', 'locataire'. */
  exchange: boolean;
  /** A business let or granted: 'consenti', 'concede', 'location'. */
  letting: boolean;
  /** An adviser's profession: 'notaire', 'avocat', 'comptable', 'huissier', an audit firm's 'commissariat'. */
  adviser: boolean;
}

const SHARES = /parts|actions|titres|particip/;
const EXCHANGE = /acqu|achet|gerance|proprietaire|cessionnaire|locataire/;
const LETTING = /consenti|concede|location/;
const ADVISER = /notaire|avocat|comptable|huissier|commissariat/;

/** Which families' words the folded text `folded` holds anywhere. */
export function subjectCueWords(folded: string): SubjectCueWords {
  return {
    absorb: folded.includes('absor'),
    contribution: folded.includes('apport'),
    shares: SHARES.test(folded),
    exchange: EXCHANGE.test(folded),
    letting: LETTING.test(folded),
    adviser: ADVISER.test(folded),
  };
}
