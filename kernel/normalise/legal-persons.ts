/**
 * A legal person that is no company, named in capitals after an article with its kind in lower
 * case after its comma ('la MUTUELLE X, mutuelle régie par le code de la mutualité, …',
 * 'l'ASSOCIATION Y, association déclarée, …', 'la CAISSE Z, établissement public, …'): it may hold
 * an office in the notice's company (a mutuelle president of an SAS), as a company does.
 */

import { oneOfWords } from './required-literal.ts';

const UP = 'A-ZÀ-ÖØ-Þ';
const UPPER_WORD = `[${UP}][${UP}'’\\-]*[${UP}]`;
const KINDS = ['mutuelle', 'association', 'fondation', 'coopérative', 'établissement public', 'caisse', 'fédération', 'syndicat'] as const;

/** The name (group 1) of a legal person told by its kind after it; printed text. */
export const LEGAL_PERSON_BY_KIND = new RegExp(
  `(?<=\\b(?:la|le|l')[ ]?)(${UPPER_WORD}(?:[ ]+${UPPER_WORD})*)(?=,[ ]*(?:${KINDS.join('|')})\\b)`,
  'gu',
);

/** What a text must hold for the pattern to match: one of the kinds after a comma. */
export const LEGAL_PERSON_KIND_WORDS = oneOfWords(KINDS.map((k) => `, ${k}`));
