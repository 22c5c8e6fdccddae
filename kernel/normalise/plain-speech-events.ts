/**
 * A company's own telling of its act, as its manager or its secretary writes it in a message to
 * the newspaper (folded text): in the first person or in everyday words rather than in a drafter's
 * terms. A careful reader reads the act the words tell, whatever their register:
 *
 * - the capital 'passed' from one amount to another ('le capital est passé de 1 000 000 à
 *   2 000 000', 'notre capital passe à …'), or raised or lowered by the company speaking ('nous
 *   avons augmenté le capital', 'on a réduit notre capital');
 * - the seat moved by the company speaking ('on déménage le siège au …', 'nous avons déménagé
 *   notre siège', 'notre siège est maintenant au …', 'le siège déménage'), or its 'nouvelle
 *   adresse' (not an establishment's, nor an e-mail's), or told by where it no longer is ('le
 *   siège n'est plus à … mais à …');
 * - a business sold by its owner speaking ('je vends mon fonds de commerce', 'nous avons vendu
 *   notre fonds', 'je cède mon fond'), the noun often typed without its `s`;
 * - the manager or the president changed ('nous avons changé de gérant', 'on change de
 *   présidente', 'notre SARL change de gérant', 'c'est ma sœur qui devient gérante', 'X remplace Y comme président', 'je quitte
 *   la gérance', 'la gérante n'est plus X mais Y', 'je ne suis plus gérant', 'il me laisse la
 *   gérance');
 * - the form changed ('on passe en SAS', 'la société est passée en SARL'), the name changed or the
 *   business widened by the company speaking ('on a changé le nom', 'nous avons ajouté … à notre
 *   activité');
 * - the company opened by its founder speaking ('je viens de créer ma société', 'nous venons
 *   d'ouvrir notre entreprise', 'j'ai monté ma boîte'), whatever the verb of starting;
 * - the company closed by its own people ('notre société ferme', 'nous fermons la société', 'on
 *   dissout la société', 'nous avons décidé de fermer définitivement la boîte'; 'on a décidé de
 *   dissoudre la société' is read by classify.ts already).
 *
 * Each wording needs the speaker (a first-person pronoun or possessive, 'on') or the event's own
 * noun and verb together: a company's history told in the third person stays the drafters'
 * wordings' to read.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

const SPEAKER = String.raw`(?:je|j'|nous|on)`;
const OWN = String.raw`(?:mon|ma|notre|nos|le|la|son|sa)`;

export const PLAIN_CAPITAL_WORDINGS: readonly RegExp[] = [
  /\bcapital (?:social )?(?:est |a )?(?:passe|passera|passe) (?:de [^.;\n]{1,40}? )?a \d/,
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:augmente|reduit|diminue|augmentons|reduisons|diminuons|augmente) (?:le|notre|son) capital\b`),
];

export const PLAIN_SEAT_WORDINGS: readonly RegExp[] = [
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:demenage|demenageons|demenagez|transfere|transferons|deplace|deplacons) (?:le |la |les |notre |nos |son |ses |mon |ma |mes )?(?:siege|societe|entreprise|bureaux?)\b`),
  /\b(?:notre|le|son) siege (?:social )?(?:demenage|a demenage|est demenage|change d'adresse|est (?:maintenant|desormais|dorenavant) (?:au|a|situe|fixe))\b/,
  // The seat told by where it no longer is and where it is ('le siège n'est plus à Koné mais au 3 rue
  // …', 'notre siège ne se trouve plus … mais …'): a move, whoever tells it.
  /\bsiege (?:social )?(?:n'est plus|ne (?:se trouve|sera|sera plus|est) plus|n'y est plus)\b[^;\n]{1,120}?\bmais\b/,
  // The seat's address that changed, or the company's own address that is no longer where it was
  // ('l'adresse du siège a changé', 'notre adresse n'est plus au … mais au …').
  /\badresse du siege (?:social )?(?:a change|change|est desormais|est maintenant|est dorenavant)\b/,
  /\b(?:notre|l') adresse (?:n'est plus|ne sera plus)\b[^;\n]{1,120}?\bmais\b/,
  // A company writing of its own new address: its seat's (an establishment's is named as such).
  /\bnouvelle adresse\b(?! (?:de l'etablissement|de la succursale|de l'agence|du magasin|de la boutique|de correspondance|e-?mail|mail|electronique))/,
];

export const PLAIN_SALE_WORDINGS: readonly RegExp[] = [
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:vend|vends|vendons|vendu|cede|cedons|cedes) ${OWN} fonds?(?: de commerce| artisanal)?\b`),
];

const OFFICE = String.raw`(?:co-?)?(?:gerante?|presidente?|directeur general|directrice generale)`;

export const PLAIN_OFFICER_WORDINGS: readonly RegExp[] = [
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:change|changeons) de (?:co-?)?(?:gerante?|presidente?|directeur|directrice|dirigeant)\b`),
  // The company itself changing its officer in the present ('notre SARL X change de gérant').
  /\b(?:change|changent|changera) de (?:co-?)?(?:gerante?|presidente?|directeur general|directrice generale|dirigeant)\b/,
  // 'c'est ma sœur qui devient gérante', 'X remplace Y comme président'.
  new RegExp(String.raw`\bdevien(?:t|nent|dra) (?:la |le )?(?:(?:nouvel(?:le)?|nouveau) )?${OFFICE}\b`),
  new RegExp(String.raw`\bremplace(?:ra)?\b[^.;\n]{1,60}?\b(?:comme|en tant que|au poste de) ${OFFICE}\b`),
  // The office told by who no longer holds it and who does ('le gérant n'est plus M. X mais Mme Y',
  // 'ce n'est plus moi la gérante, c'est ma fille').
  // Only a person no longer holds it: a civility or a kin's possessive ('le gérant n'est plus
  // joignable le lundi mais le mardi' is no change of office).
  new RegExp(String.raw`\b${OFFICE} (?:n'est plus|ne sera plus) (?:m\.|mr|mme|mlle|monsieur|madame|moi|mon|ma|notre|le meme|la meme)(?![\p{L}])[^;\n]{1,80}?\b(?:mais|c'est)\b`, 'u'),
  new RegExp(String.raw`\bce n'est plus\b[^.;\n]{1,60}?\b(?:le |la )?${OFFICE}\b[^.;\n]{0,20}?\b(?:mais|c'est)\b`),
  // The speaker no longer holding the office ('je ne suis plus gérant, c'est Mme Y qui me remplace'),
  // or handing it on ('mon associé me laisse la gérance').
  new RegExp(String.raw`\bne (?:suis|sommes|sera|serai|serons) plus (?:le |la |les )?${OFFICE}s?\b`),
  /\b(?:me|lui|nous|leur) (?:laisse|laissera|cede|cedera|confie|confiera|transmet|transmettra) (?:la )?(?:gerance|presidence|direction generale)\b/,
  // The speaker taking or leaving the office ('je prends la gérance', 'je quitte la présidence').
  new RegExp(String.raw`\b${SPEAKER} (?:prends|prenons|reprends|quitte|quittons|laisse|laissons) (?:la )?(?:gerance|presidence|direction generale)\b`),
];

// The company changing its form in everyday words ('on passe en SAS', 'la société est passée en SARL').
export const PLAIN_FORM_WORDINGS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:${SPEAKER}|(?:notre|ma|la) (?:societe|entreprise)) (?:passe|passons|est passee?|sommes passes|va passer|allons passer) en (?:${FOLDED_FORMS_SOURCE})\b`),
];

// The speaker changing the company's name or adding to its business ('on a changé le nom de la
// société', 'nous changeons de nom', 'nous avons ajouté la location de matériel à notre activité'):
// an amendment of the statutes, told as its people tell it.
export const PLAIN_STATUTES_WORDINGS: readonly RegExp[] = [
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:change|changeons|changer|allons changer|va changer) (?:le nom de (?:la|notre|ma) (?:societe|entreprise|boite|${FOLDED_FORMS_SOURCE})|de nom|la denomination|de denomination|la raison sociale)\b`),
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:ajoute|ajoutons|etendu|etendons|elargi|elargissons)\b[^.;\n]{0,60}?\b(?:a|de) (?:notre|son|l') (?:activite|objet)(?: social)?\b`),
];

// The speaker starting the company, in the recent past ('je viens d'ouvrir mon entreprise') or the
// perfect ('nous avons monté notre société'): the verb of starting and the speaker's own company.
const STARTING = String.raw`(?:cree|creer|ouvert|ouvrir|monte|monter|lance|lancer|fonde|fonder|immatricule|immatriculer)`;
const OWN_COMPANY = String.raw`(?:mon|ma|notre|une) (?:propre )?(?:societe|entreprise|boite|${FOLDED_FORMS_SOURCE})`;

export const PLAIN_CREATION_WORDINGS: readonly RegExp[] = [
  new RegExp(String.raw`\b${SPEAKER} (?:viens|venons|vient) d(?:e |')${STARTING} ${OWN_COMPANY}\b`),
  new RegExp(String.raw`\b(?:j'ai|nous avons|on a) ${STARTING}e? ${OWN_COMPANY}\b`),
];

export const PLAIN_CLOSING_WORDINGS: readonly RegExp[] = [
  // The speaker dissolving or closing for good ('on dissout la société', 'nous avons décidé de fermer
  // définitivement la boîte').
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:dissout|dissous|dissolvons|dissoudre|allons dissoudre|va dissoudre) (?:la|notre|ma) (?:societe|entreprise|boite|${FOLDED_FORMS_SOURCE})\b`),
  /\bdecide (?:de |d')(?:fermer|arreter) (?:definitivement )?(?:la|notre|ma) (?:societe|entreprise|boite)\b/,
  /\b(?:notre|ma) (?:societe|entreprise) (?:ferme|fermera|a ferme|est fermee)\b/,
  new RegExp(String.raw`\b${SPEAKER} (?:avons |a |ai )?(?:ferme|fermons) (?:la|notre|ma) (?:societe|entreprise)\b`),
];
