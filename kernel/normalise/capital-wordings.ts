/**
 * More wordings of a capital operation, read as strong evidence of `capital` (folded text): an
 * accordion ('coup d'accordéon', 'réduire à zéro le capital'), a capital printed with the amount it
 * is raised or lowered to ('société civile au capital de 100 000 F CFP porté à 48 100 000 F CFP'),
 * and new shares created or issued ('il a été créé 480 parts nouvelles', 'émission de 2 500 actions
 * nouvelles'), a company's capital named with its name before the verb ('le capital de X est porté
 * à …'). Shares exchanged one for another ('dix parts nouvelles pour une part ancienne') are
 * neither created nor issued: a change of nominal value, not of the capital.
 */

const AMOUNT = String.raw`\d[\d .]*\s*(?:f\.? ?cfp|francs? cfp|frs? cfp|xpf|cfp|euros?|€)`;

export const CAPITAL_OPERATION_WORDINGS: readonly RegExp[] = [
  /\bcoup d'accordeon\b/,
  /\b(?:reduire|reduit|ramener|ramene)\s+a (?:zero|neant)\s+(?:le|son) capital\b/,
  new RegExp(String.raw`\bcapital (?:social )?(?:de |: ?)?${AMOUNT}\s*,?\s+(?:porte|ramene|reduit|augmente)\s+a\s+\d`),
  /\b(?:il a ete cree|ont ete creees|ont ete emises|il a ete emis|creation de|emission de)\s+\d[\d .]*\s+(?:parts|actions)(?: sociales| ordinaires)? nouvelles\b/,
  // The company named by its name between the noun and its verb ('le capital de X est porté à …');
  // no digit between, so no amount ('au capital de 1 000 000 F CFP, … est').
  /\bcapital (?:social )?de (?!la societe\b)[^.;:\d\n]{2,60}?\b(?:a ete|est|sera) (?:porte|ramene|reduit|augmente|diminue)\b/,
];
