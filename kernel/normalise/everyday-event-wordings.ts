/**
 * Everyday events told in wordings the type's other patterns miss (issue 32, wt-cls): each follows
 * from how a French notice tells the event, whoever writes it. Read by `classify.ts` as strong
 * patterns of their type, on folded text.
 */

import { NUMBER_STOP } from './clause-chars.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE, FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { NOT_PREMISES_GOT } from './sale-words.ts';

/** A clause's character, an identifier's or an amount's full stop between digits included (`RIDET 1 000 009.001`). */
const CLAUSE_OR_NUMBER_CHAR = String.raw`(?:[^.;\n]|${NUMBER_STOP})`;

/**
 * A seat moved, told by the teller in the infinitive after its verb (`informe avoir transféré son
 * siège`, `déclare avoir, le 9 mai, transféré le siège`), and a company told as now domiciled at
 * an address (`la société X, …, est désormais domiciliée au …`: a company's domicile is its seat;
 * a person's new address, a civility between, is none; nor is a company telling that others are
 * domiciled, `que` between: `informe que ses filiales sont désormais domiciliées`, which names them
 * unidentified).
 */
export const EVERYDAY_SEAT_WORDINGS: readonly RegExp[] = [
  /\bavoir(?:,[^,;.\n]{1,100},)? transfere (?:le|son) siege\b/,
  new RegExp(
    String.raw`\b(?:societe|elle|celle-ci|cette derniere|${FOLDED_FORMS_SOURCE})\b(?:(?!\b(?:m|mme|mlle|monsieur|madame|que)\b|\bqu')${CLAUSE_OR_NUMBER_CHAR}){0,200}?\b(?:est|sont) (?:desormais|dorenavant|a present) domiciliee?s? (?:au|a|chez|dans|en)\b`,
  ),
];

/**
 * A liquidation told closed in the passive or by its liquidator's verb (`la liquidation a été
 * clôturée`, `les opérations de liquidation ont été clôturées`, `a clôturé la liquidation`,
 * `informe avoir clos les opérations de liquidation`). A court's liquidation is none.
 */
export const EVERYDAY_CLOSING_WORDINGS: readonly RegExp[] = [
  /\bliquidation (?:amiable )?(?:de la societe )?(?:a ete|est|sera|se trouve) (?:definitivement )?(?:cloturee|close)\b/,
  /\boperations de (?:la )?liquidation (?:ont ete|sont|seront) (?:definitivement )?(?:cloturees|closes|terminees)\b/,
  /\b(?:a|ont|avoir) (?:definitivement )?(?:cloture|clos) (?:la |sa |les operations de (?:la )?)liquidation\b(?! judiciaire)/,
];

/**
 * A business or shares bought, told by the buyer in the infinitive or with the act between the verb
 * and the seller (`informe avoir acquis, par acte du …, de la SAS V`); a business run as its tenant,
 * told by the tenant itself (`informe qu'elle exploite … en qualité de locataire-gérant`, not `qui
 * exploite` describing a company in another notice); a letting's abbreviated heading (`LOC.-GÉRANCE`,
 * `Loc.-gér.`).
 */
export const EVERYDAY_SALE_WORDINGS: readonly RegExp[] = [
  new RegExp(
    String.raw`${NOT_PREMISES_GOT}\b(?:a|avoir) (?:acquis|achete|rachete)(?:,[^;.\n]{1,120}?,)?\s+(?:de |d'|aupres d[e'] ?)(?:la |l')?(?:(?:ste|societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}|mme|monsieur|madame)\b|m\.\s)`,
  ),
  /(?<!\bqui\s)\b(?:exploite|exploitent|exploitera|exploiteront|exploiter)\b[^.;\n]{0,160}?\ben (?:sa )?(?:qualite de |tant que )?locataire[- ]gerante?s?\b/,
  /\bloc\.\s?-?\s?ger(?:ance\b|\.)/,
];
