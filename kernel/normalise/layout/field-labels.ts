/**
 * The words a notice prints as a field's label: what a reader recognises as a label even without
 * its colon, alone on its line or at the head of a column ('Dénomination', 'Siège social',
 * 'N° RIDET', 'Société absorbée', 'Gérant').
 */

import { collapseWhitespace } from '../collapse-whitespace.ts';
import { foldUncached as fold } from '../fold.ts';

const NAMES = [
  // The company.
  'denomination(?: sociale)?', 'raison sociale', 'nom commercial', 'enseigne', 'sigle', 'forme(?: juridique| sociale)?',
  'capital(?: social)?', 'siege(?: social)?', 'adresse(?: du siege)?', 'objet(?: social)?', 'duree', 'exercice social',
  // A business's own form ('Nom de la société', 'Nom social', 'Statut', 'Représentant légal').
  'nom de (?:la societe|l\'entreprise)', 'nom social', 'statut(?: juridique)?', '(?:ancienne|nouvelle) adresse', 'representant legal',
  '(?:ancien(?:ne)?|nouv(?:eau|el|elle)) (?:denomination|forme|capital|siege(?: social)?|objet|gerant|gerante|president|presidente|directeur general|titulaire)',
  'siege (?:actuel|transfere)',
  // The qualifier after the field's name, as a table of changes prints it ('Dénomination ancienne').
  '(?:denomination|forme(?: juridique)?|capital(?: social)?|siege(?: social)?|adresse|objet(?: social)?) (?:ancien(?:ne)?|nouv(?:eau|el|elle)|avant|apres|precedente?|anterieure?)', 'etablissement(?: secondaire| principal)?', 'activite',
  // Identifiers.
  '(?:n° |no |numero )?(?:d\'identification )?(?:ridet|rid|rcs)(?: n°)?', 'immatriculation', 'identifiant(?: (?:ridet|rid))?',
  // Officers.
  'gerant(?:e|s|es)?', 'cogerant(?:e|s|es)?', 'co-gerant(?:e|s|es)?', 'gerance', 'president(?:e)?', 'directeur general(?: delegue)?', 'directeur gen\\. ?delegue', 'directeur gen\\.',
  'directrice generale(?: deleguee)?', 'administrateurs?', 'commissaires? aux comptes(?: titulaire| suppleant)?', 'liquidat(?:eur|rice)',
  'dirigeants?', 'fonction', 'qualite', 'nom', 'titulaire',
  '(?:dirigeants?|gerants?|cogerants?|administrateurs?) en (?:fonction|exercice)',
  '(?:gerante?|cogerante?|presidente?|directeur general|directrice generale|liquidat(?:eur|rice)|administrat(?:eur|rice)) (?:sortante?|demissionnaire|entrante?|nommee?|actuel(?:le)?)',
  // Two capacities of one holder, and an office named with the party it is held in ('Associée unique
  // et présidente', 'Président de la société bénéficiaire').
  '(?:associee?|actionnaire) unique et (?:presidente?|gerante?|directeur general|directrice generale)', '(?:presidente?|gerante?) et (?:associee?|actionnaire) unique',
  '(?:presidente?|gerante?|directeur general|directrice generale) de la societe (?:absorbante|beneficiaire|constituee|absorbee|dissoute|apporteuse)',
  // Parties.
  'societe (?:absorbee|absorbante|dissoute|beneficiaire|apporteuse|constituee|scindee|cedante|cessionnaire)', 'associee? unique',
  'apporteur', 'acquereur', 'cessionnaire', 'cedant', 'vendeur', 'bailleur', 'bailleresse', 'locataire(?:-gerant)?', 'preneur',
  'debiteur', 'debitrice', 'souscripteur',
  // The founders of a constitution ('Associés fondateurs', 'Fondateurs', 'Actionnaires').
  '(?:associee?s|actionnaires)(?: fondat(?:eur|rice)s)?', 'fondat(?:eur|rice)s',
  // Acts and procedures.
  'date(?: de l\'acte| de la decision| d\'effet| de l\'assemblee| du jugement)?', 'decision', 'acte(?: constitutif)?', 'prise d\'effet',
  'jugement', 'organes', 'mandataire(?: judiciaire)?', 'administrateur judiciaire', 'juge-commissaire', 'n° rg',
];

const MAX_LABEL_LENGTH = 40;
const LABEL = new RegExp(`^(?:${NAMES.join('|')})\\s*:?$`, 'u');

// A form's hint in brackets after its label ('N° Ridet (10 chiffres)', 'Texte libre (facultatif)').
const HINT = /\s*\([^()\n]{1,40}\)\s*(:?)$/u;

/** A label without the form's hint in brackets after it. */
export function withoutHint(label: string): string {
  // A hint closes with its bracket: a label without one is as it was (speed only; every line of
  // a notice is asked whether it is a label).
  return label.includes(')') ? label.replace(HINT, '$1') : label;
}

/** Whether `text` is a field's label and nothing else (a colon after it allowed, a form's hint in brackets too). */
export function isFieldLabel(text: string): boolean {
  const trimmed = withoutHint(text.trim());
  if (trimmed.length > MAX_LABEL_LENGTH * 2) return false;
  // Folding keeps the length and collapsing shortens only runs of whitespace: a longer line
  // without one is no label, and is not folded (speed only).
  if (trimmed.length > MAX_LABEL_LENGTH && !/\s\s/.test(trimmed)) return false;
  const folded = collapseWhitespace(fold(trimmed));
  return folded.length <= MAX_LABEL_LENGTH && LABEL.test(folded);
}
