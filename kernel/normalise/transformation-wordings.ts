/**
 * More wordings of a change of legal form, read as strong evidence of `statuts` (folded text): a
 * title that names the transformation without its new form ('TRANSFORMATION DE SOCIÉTÉ', 'AVIS DE
 * TRANSFORMATION', 'TRANSFORMATION' alone on its line), a labelled new form ('Nouvelle forme :
 * société par actions simplifiée', also after the former one on the same line: 'ancienne forme :
 * S.A.R.L. – nouvelle forme : S.A.S.'), a small ad's arrow between the two forms ('TRANSFO. SARL →
 * SAS', read 'transformation sarl → sas'), and a form adopted by the meeting ('a adopté la forme de
 * société par actions simplifiée'). A constitution may adopt a form too: it ranks above `statuts`.
 */

const SHORT_FORMS = 'sarl|sas|sasu|sa|eurl|snc|sci|selarl|selas|scop|sca|scs|gie';

export const TRANSFORMATION_WORDINGS: readonly RegExp[] = [
  /\btransformation de societe\b/,
  /\bavis de transformation\b/,
  /^[ \t]*transformation[ \t]*$/m,
  /(?:^|[–—;]|\s-)[ \t]*nouvelle forme(?: juridique| sociale)?[ \t]*:/m,
  new RegExp(String.raw`\btransformation\b[^.;:\n]{0,40}?\b(?:${SHORT_FORMS})\s*(?:→|->|=>)\s*(?:${SHORT_FORMS})\b`),
  /\b(?:a|ont) adopte la forme (?:de |d')?(?:societe|sas|sasu|sarl|sa|eurl|snc|sci|selarl)\b/,
];
