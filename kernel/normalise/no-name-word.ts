/**
 * A name read that is no company's name: an event's words as compositors cut them (event-words-only.ts:
 * `MODIFS`, `FIN LG`), or one word of a notice's vocabulary, an office's (`DG`, `PDG`), a party's
 * (`LOUEUR`, `CÉDANT`), a field's or a column's label (`FONCTION`, `RUBRIQUE`, `OBJET`), a legal form
 * (`SAS`), the things sold (`PARTS`), a judgment's cut (`JGT`); a column's rubric in such words and
 * connectors (`MOUVEMENTS DE DIRIGEANTS`, `GÉRANCES LIBRES`). Published, such a name would stand
 * for the company in every record; the notice is quarantined instead, the name shown to the reviewer.
 */

import { fold } from './fold.ts';
import { isCutOrListedEventWord } from './event-words-only.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';

const VOCABULARY: ReadonlySet<string> = new Set([
  ...FORM_ABBREVIATIONS.map((f) => f.toLowerCase()),
  'dg', 'pdg', 'dgd', 'gerant', 'gerante', 'president', 'presidente', 'administrateur', 'liquidateur', 'cac',
  'loueur', 'bailleur', 'cedant', 'cedante', 'cessionnaire', 'acquereur', 'vendeur', 'locataire', 'proprietaire',
  'fonction', 'fonctions', 'rubrique', 'objet', 'forme', 'denomination', 'siege', 'capital',
  'parts', 'actions', 'jgt', 'jugement', 'fus', 'modifs',
]);
/** A column's rubric in words of the vocabulary and connectors ('MOUVEMENTS DE DIRIGEANTS', 'GÉRANCES LIBRES', 'VENTE DE FONDS DE COMMERCE'). */
const RUBRIC_WORDS: ReadonlySet<string> = new Set([
  'mouvements', 'mouvement', 'dirigeants', 'dirigeant', 'gerances', 'libres', 'libre', 'commerce', 'ventes', 'cessions',
  'nominations', 'modifications', 'dissolutions', 'constitutions', 'creations', 'societes', 'entreprises', 'nouvelles',
  'annonces', 'legales', 'avis', 'divers', 'mandats', 'conseils',
]);
const CONNECTORS: ReadonlySet<string> = new Set(['de', 'des', 'du', 'd', 'la', 'le', 'les', 'l', 'et', '&', 'en', 'aux', 'au']);

/** Whether a name read is an event's words or one word of the notices' vocabulary. */
export function isNoNameWord(name: string): boolean {
  const words = fold(name).split(/[^a-z0-9&]+/u).filter((w) => w !== '');
  if (words.length === 0) return false;
  // Every word an event's, listed or cut, single letters its initials ('FIN L.-G'); a trade's noun the
  // cuts' prefixes open ('TRANSPORTS') is a name's word.
  const eventOnly = words.some(isCutOrListedEventWord) && words.every((w) => isCutOrListedEventWord(w) || /^[a-z]$/u.test(w));
  const rubric = words.length >= 2 && words.some((w) => RUBRIC_WORDS.has(w)) && words.every((w) => RUBRIC_WORDS.has(w) || VOCABULARY.has(w) || CONNECTORS.has(w) || isCutOrListedEventWord(w));
  return eventOnly || rubric || (words.length === 1 && VOCABULARY.has(words[0]!));
}

export function noNameWordDetail(name: string): string {
  return `Le nom lu « ${name} » est un mot du vocabulaire des annonces (événement, fonction, partie, libellé ou forme), pas une dénomination : dénomination incertaine.`;
}
