/**
 * More wordings of a change of legal form, read as strong evidence of `statuts` (folded text): a
 * title that names the transformation without its new form ('TRANSFORMATION DE SOCIÉTÉ', 'AVIS DE
 * TRANSFORMATION', 'TRANSFORMATION' alone on its line), a labelled new form ('Nouvelle forme :
 * société par actions simplifiée', also after the former one on the same line: 'ancienne forme :
 * S.A.R.L. – nouvelle forme : S.A.S.'), a small ad's arrow between the two forms ('TRANSFO. SARL →
 * SAS', read 'transformation sarl → sas'), and a form adopted by the meeting ('a adopté la forme de
 * société par actions simplifiée'). A constitution may adopt a form too: it ranks above `statuts`.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

export const TRANSFORMATION_WORDINGS: readonly RegExp[] = [
  /\btransformation de societe\b/,
  /\bavis de transformation\b/,
  /^[ \t]*transformation[ \t]*$/m,
  /(?:^|[–—;]|\s-)[ \t]*nouvelle forme(?: juridique| sociale)?[ \t]*:/m,
  new RegExp(String.raw`\btransformation\b[^.;:\n]{0,40}?\b(?:${FOLDED_FORMS_SOURCE})\s*(?:→|->|=>)\s*(?:${FOLDED_FORMS_SOURCE})\b`),
  new RegExp(String.raw`\b(?:a|ont) adopte la forme (?:de |d')?(?:societe|${FOLDED_FORMS_SOURCE})\b`),
];
