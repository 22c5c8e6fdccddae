/**
 * Notices a legal-notices page prints beside the companies' that report no event in a company's
 * life, though they name a company or a trader with a RIDET: a lost cheque book or share
 * certificate (the company's record is unchanged, no share is sold), a private person's change of
 * surname, an estate's envoi en possession, and a sale by auction of a seized building (a creditor's
 * enforcement, not a collective procedure). Their background may name an event (`dont le siège a été
 * transféré`, `en liquidation amiable`), so the loss, the surname and the seizure are told by their
 * own words; an estate only where no event is named, since an heir's appointment may follow it.
 */

import { testWhereWords } from './required-literal.ts';

const LOST_TITLE =
  /\b(?:perte|vol|disparition) (?:d[eu]s? |d'un |d'une |de la |de son |de ses |de leur )?(?:chequiers?|carnets? de cheques|formules? de cheques|cheques?|certificats?(?: nominatifs?)?(?: d'actions| de parts)?|titres? (?:nominatifs?|d'actions|de propriete)|actions? nominatives?)\b|\bperte de(?:s)? titres?\b|\b(?:chequiers?|certificats?(?: nominatifs?)?|titres? nominatifs?)\b(?:[^.;]|\.\d){0,300}\b(?:a|ont) ete (?:perdu|egare|vole)e?s?\b/;
const SURNAME = /\b(?:changement de nom patronymique|substituer a (?:son|leur) nom (?:patronymique|de famille)|(?:porter|adjoindre a son nom) le nom de)\b/;
const ESTATE = /\b(?:avis d')?envoi en possession\b/;
const SEIZURE_AUCTION = /\bvente (?:aux encheres (?:publiques )?)?(?:sur|apres) saisie\b|\bsaisie immobiliere\b[\s\S]{0,600}\bencheres\b|\bencheres\b[\s\S]{0,600}\bsaisie immobiliere\b/;

/** A French explanation when the folded text is one of these notices, else null (each pattern run only where its words are: speed only). */
export function privateNoticeDetail(folded: string, namesEvent: boolean): string | null {
  if (testWhereWords(LOST_TITLE, folded)) return 'Avis de perte d’un chéquier ou d’un titre : rien ne change dans la société, aucun événement de sa vie n’est annoncé.';
  if (testWhereWords(SURNAME, folded)) return 'Changement de nom d’un particulier : le RIDET cité est celui de son activité, aucun événement de la vie d’une entreprise n’est annoncé.';
  if (testWhereWords(SEIZURE_AUCTION, folded)) return 'Vente aux enchères d’un bien saisi : une mesure d’exécution d’un créancier, pas une procédure collective ni un changement dans la société.';
  if (!namesEvent && testWhereWords(ESTATE, folded)) return 'Envoi en possession d’une succession : une affaire privée, aucun événement de la vie d’une entreprise n’est annoncé.';
  return null;
}
