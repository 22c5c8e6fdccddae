/**
 * Dates of the publisher's or the agency's back office, read on folded text by french-date.ts's
 * act rules. An agency's batch sheet (`lot du 12/10/26`, `bordereau édité le`), a web form's
 * receipt (`Reçu le : 17/06/2026 21:47`), an order, an invoice, a proof, a payment, a sending
 * (`Envoyé :`, `transmise à l'agence … le`), a page's upload or update (`mis en ligne le`, `mis à
 * jour le`): each dates the handling of the notice, never the act it reports. A careful reader
 * never takes one for the act's date, however near the top it is printed. The label is the words
 * just before the date: a sentence that goes on after such a word (`le lot acquis par acte du …`,
 * `acte reçu le …`, a notary's deed) is not one.
 */

/** The date's own label, folded: the thing handled, then at most a reference and `du`, `le` or `:`. */
// Not 'règlement' (an old insolvency procedure's name) nor 'saisie' alone (a seizure).
const HANDLED_THING = String.raw`(?:lot|bordereau|batch|commande|bon de commande|facture|devis|bat|bon a tirer|epreuve|paiement|virement|encaissement)`;
const REFERENCE = String.raw`(?:\s+(?:n°|no|n\.|ref\.?|reference)\s*:?\s*[\w./-]+)?`;
const DATE_WORD = String.raw`\s*(?:du|le|en date du|:)?\s*:?\s*$`;

/** Scored on the phrase since the last comma before the date (french-date.ts's `near`). */
export const BACK_OFFICE_NEAR_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  // 'lot du 12/10/26', 'bordereau n° B-112 du', 'facture n° F2026-118 du', 'BAT du'.
  [new RegExp(String.raw`\b${HANDLED_THING}${REFERENCE}(?:\s+(?:edite|etabli|emis|envoye|valide|recu|saisi|paye|regle)e?s?)?${DATE_WORD}`), -60],
  // A form's or a database's field: 'Date de réception :', 'Date d'envoi', 'Date de dépôt :'.
  [/\bdate (?:de (?:la )?|d'|du )(?:envoi|transmission|reception|saisie|commande|facture|facturation|paiement|reglement|bat|demande|depot|soumission|creation|mise a jour|modification|validation|traitement)\s*:?\s*$/, -60],
  // A receipt as a field or of a handled item: 'Reçu le :', 'Annonce reçue le', never 'acte reçu le'.
  [/(?:^|[|·•–—:-]\s*|\b(?:annonce|demande|formulaire|texte|ordre|commande|dossier|courriel|message|paiement|reglement)\s+)(?:recue?|reception)\s*(?:le)?\s*:?\s*$/, -60],
  // A sending: an e-mail's 'Envoyé : lundi 3 mars', 'annonce transmise à l'agence X le', 'envoyé
  // depuis le formulaire en ligne le'. Only the notice or a message sent: a project 'soumis à
  // l'assemblée le' is the meeting's date.
  [/(?:^|[|·•–—-]\s*)(?:envoye|expedie|saisie? le)\s*:?\s*$/, -60],
  [/\b(?:annonce|avis|texte|demande|formulaire|ordre|courriel|message|dossier)\b[^,;.\n]{0,20}\b(?:transmise?|envoyee?|expediee?|deposee?)\b[^,;.\n]{0,60}\ble\s*:?\s*$/, -60],
  [/\b(?:envoyee?|transmise?|soumise?) (?:depuis|par|via) (?:le |la |l'|un |une )?(?:formulaire|site|plateforme|portail|courriel|mail|internet)\b[^,;.\n]{0,40}\ble\s*:?\s*$/, -60],
  // A page's upload or update: 'mis en ligne le', 'mis à jour le', '· modifié le'.
  [/\b(?:mise? en ligne|mise? a jour)\s*(?:le)?\s*:?\s*$/, -60],
  [/(?:^|[|·•–—-]\s*)modifiee?\s*(?:le)?\s*:?\s*$/, -60],
];
