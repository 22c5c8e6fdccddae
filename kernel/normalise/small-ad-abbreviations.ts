/**
 * More abbreviations of the event as small ads print it, read as their words before the type's
 * patterns run (classify.ts). Each has one meaning in a notice. `BEFORE_GENERIC` runs before
 * classify's own list, whose shorter readings ('transf.', 'nouv.', 'cap.', 'ss') would otherwise
 * take their first word; `AFTER_GENERIC` after it, once 'loc.-gér.' is read. abbreviated-words.ts
 * writes out a telegraphic notice's abbreviations for every rule before anything reads it; the two
 * lists overlap and are to become one lexicon.
 */

export const BEFORE_GENERIC: ReadonlyArray<readonly [RegExp, string]> = [
  // 'Rédu. cap.', 'Réduc. de cap.', 'RÉD. CAP.'.
  [/\bred(?:u|uc|uct)?\.\s*(?:de\s+|du\s+)?cap\.(?=\s)/g, 'reduction de capital'],
  // 'Chgt dénom.', 'chgt de siège': the change named by what changes.
  [/\bchgt\.?\s+(?:de\s+|du\s+)?(?=denom|siege|sg\b|ss\b|objet|forme|ger|pres)/g, 'changement de '],
  // 'MODIF. DÉNOM.': the change of name, before classify's 'modif.' reads a bare modification.
  [/\bmodif\.\s*(?:de\s+(?:la\s+)?)?(?=denom\.)/g, 'modification de la '],
  [/\bdenom\.(?=\s|$|[,:;])/g, 'denomination'],
  // 'Anc. dén. : X', 'Nouv. dén. : Y': the labelled former and new names of a change of name.
  [/\banc\.\s*den\.(?=\s*:)/g, 'ancienne denomination'],
  [/\bnouv\.\s*den\.(?=\s*:)/g, 'nouvelle denomination'],
  [/\bproro\.(?=\s|$|[,;])/g, 'prorogation'],
  [/\btransfo\.(?=\s|$|[,;])/g, 'transformation'],
  // 'transf. sg de Ducos à Païta', 'sg transf. de … à …': the office moves.
  [/\btransf\.\s*(?:du\s+|de\s+)?(?:sg|ss|siege)\b\.?/g, 'transfert du siege'],
  [/\b(?:sg|ss)\.?\s+transf\.(?=\s)/g, 'siege transfere'],
  // 'trsf siège', 'trsf. du sg', 'trsft de siège': the same move in a shorter hand.
  [/\btrsf[t.]?\.?\s*(?:du\s+|de\s+)?(?:sg|ss|siege)\b\.?/g, 'transfert du siege'],
  [/\bcac\s+tit\.(?=\s|$|[,:;])/g, 'commissaire aux comptes titulaire'],
  [/\bcac\s+suppl?\.(?=\s|$|[,:;])/g, 'commissaire aux comptes suppleant'],
  // 'nom. gér.', 'nom. prés.', 'nom. CAC': the appointment, before the office it names.
  [/\bnom\.\s*(?=(?:co-?)?ger|pres|dg\b|cac\b|admin|dir)/g, 'nomination '],
  // 'M. Y, dém.', 'dém. de ses fonctions': resigns ('dem. à' is where someone lives).
  [/,\s*dem\.(?=\s*(?:$|[a-z;,)]))(?!\s*a\s)/gm, ', demissionnaire'],
  [/\bdem\.\s+de ses fonctions\b/g, 'demission de ses fonctions'],
];

export const AFTER_GENERIC: ReadonlyArray<readonly [RegExp, string]> = [
  // 'cogér. Mme X', 'nouv. gér. M. Y', 'gér. inchangée' (after 'loc.-gér.' is read).
  [/(?<![-.]\s?)\b(co-?)?ger\.(?=\s)/g, '$1gerant'],
];

/** The words these readings start from: a text without any is not rewritten (speed only). */
export const SMALL_AD_ABBREVIATED = /\b(?:red(?:u|uc|uct)?|denom|den|proro|transfo|transf|tit|suppl?|nom|dem|ger)\.|\bchgt\b|\btrsf/;
