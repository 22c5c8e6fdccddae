/**
 * The abbreviations of legal notices, one lexicon: each printed form and the words it stands for.
 * Each form has one meaning in a notice, or one by what follows it ('liq. :' names the liquidator,
 * 'dissol. ss liq.' the liquidation; 'loc.-gér. :' the tenant, 'LOC.-GÉR.' the letting).
 *
 * A form reaches as far as a reader's certainty goes (abbreviated-words.ts reads both reaches):
 * - `NOTICE_ABBREVIATIONS`: written out for every rule, once, before anything reads the notice,
 *   when the notice is printed in the telegraphic style (two forms at least). Patterns on the text
 *   as printed, read case-blind; longer forms first, a form that holds a shorter one reads whole.
 * - `TYPE_ABBREVIATIONS`: read by the type's patterns wherever they stand, a single one in a notice
 *   of full sentences too (classify.ts). Patterns on the folded text, in order: the longer readings
 *   of small ads before the shorter ones ('transf.', 'nouv.', 'cap.', 'ss') that would take their
 *   first word, the manager's 'gér.' last, once 'loc.-gér.' is read.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** One form: the pattern it is printed by and the words it stands for. */
export interface Abbreviation {
  readonly form: RegExp;
  readonly words: string;
  /** An acronym written out only when printed in capitals ('AGE'; 'age' is a word). */
  readonly capitals?: true;
}

// A word's edge: no letter or digit on that side (the notice's forms are read on the text as printed).
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';

// A given name (capitalised, hyphenated or not) then a SURNAME in capitals: a person named without civility.
const GIVEN_THEN_SURNAME = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]+\p{Lu}[\p{Lu}'’-]*\p{Lu}(?![\p{L}])`;

// Where a value opens as an address does: a street number before a street's word, or that word alone.
const ADDRESS_START = String.raw`(?:\d{1,4}(?:[ ]?(?:bis|ter))?,?[ ]*)?(?:rue|avenue|av\.|route|rte|bd|boulevard|zac|za|zi|lot|lotissement|bp|quartier|impasse|all[ée]e|place|chemin|promenade|centre commercial|immeuble|imm\.|r[ée]sidence|km)(?![\p{L}\d])`;

function printed(form: string, words: string): Abbreviation {
  return { form: new RegExp(`${B}${form}`, 'giu'), words };
}

function acronym(form: string, words: string): Abbreviation {
  return { form: new RegExp(`${B}${form}${E}`, 'giu'), words, capitals: true };
}

export const NOTICE_ABBREVIATIONS: readonly Abbreviation[] = [
  // Before its colon, a qualifier between at most ('Loc.-gér. sortant : X'): the tenant's label.
  printed(`loc\\.\\s?-?\\s?g[ée]r\\.(?=\\s*(?:sortante?|entrante?|nouvel(?:le)?|nouveau|ancien(?:ne)?)?\\s*:)`, 'locataire-gérant'),
  printed(`locataire-g[ée]r\\.`, 'locataire-gérant'),
  // 'L.-G. : X', 'L-G : X': the tenant's label cut to its initials, before its colon only (elsewhere 'LG' is the lease).
  printed(`l\\.?\\s?-\\s?g\\.?(?=\\s*:)`, 'locataire-gérant'),
  // 'Gér. libre : X', 'gérant libre': the one who runs a business let to him (gérance libre), the tenant.
  printed(`g[ée]r(?:\\.|ant)\\s?libre${E}`, 'locataire-gérant'),
  // 'Cessionn. : X': the buyer's label cut after its doubled n, never the sale's ('cess.').
  printed(`cessionn\\.`, 'cessionnaire'),
  // 'Bénéf. : X', 'AGE du bénéf.': the contribution's or the merger's receiving side.
  printed(`b[ée]n[ée]f\\.`, 'bénéficiaire'),
  printed(`loc\\.\\s?-?\\s?g[ée]r\\.?${E}`, 'location-gérance'),
  printed(`cl[ôo]t\\.\\s*liq\\.`, 'clôture de la liquidation'),
  printed(`cl[ôo]t\\.\\s*insuff\\.\\s*(?:d'|d’)?\\s*actif${E}`, 'clôture pour insuffisance d’actif'),
  printed(`insuff\\.\\s*(?:d'|d’)?\\s*actif${E}`, 'insuffisance d’actif'),
  printed(`cl[ôo]t\\.`, 'clôture'),
  // The closure's consonants alone ('Cltr IA'): no other word of a notice is so cut.
  printed(`cltr\\.?${E}`, 'clôture'),
  // 'CLÔT. IA': the closure's insufficient assets by their initials, after the closure only.
  printed(`(?<=cl[ôo]ture\\s)ia${E}`, 'pour insuffisance d’actif'),
  // 'Sg. liq. :', 'siège liq. au siège': the seat of the liquidation, its office abbreviated or not.
  printed(`(?<=(?:si[èe]ge|sge?\\.?)\\s?)liq\\.`, 'de la liquidation'),
  printed(`(?<=cl[ôo]ture\\s)liq\\.`, 'de la liquidation'),
  printed(`liq\\.\\s*amiable(?=\\s*:)`, 'liquidateur amiable'),
  printed(`liq\\.(?=\\s*(?::|d[ée]charg|M\\.|Mme|Me${E}))`, 'liquidateur'),
  // 'Liq.Ana TESTARD', 'Liq. Ana TESTARD (…)': a person's given name and SURNAME right after it, no
  // civility, name who liquidates, as a civility does; read in the case it is printed in.
  { form: new RegExp(`${B}[Ll][Ii][Qq]\\.(?=[ \\t]*${GIVEN_THEN_SURNAME})`, 'gu'), words: 'liquidateur' },
  // Before a firm the court designates in the person of one of its members ('liq. SELARL X prise en la
  // pers. de Me Y'): that firm liquidates.
  printed(`liq\\.(?=\\s*(?:${FOLDED_FORMS_SOURCE}|st[ée]|soci[ée]t[ée])${E}[^\\n;|*·]{1,80}?\\bprise?\\s+en\\s+la\\s+pers)`, 'liquidateur'),
  printed(`(?<=quitus\\s)liq\\.`, 'au liquidateur'),
  // 'Liquid. : M. X' names the liquidator as 'Liq. :' does; 'mise en liquid. amiable' is the liquidation.
  printed(`liquid\\.(?=\\s*:)`, 'liquidateur'),
  printed(`liquid\\.`, 'liquidation'),
  printed(`liq\\.`, 'liquidation'),
  printed(`ss(?=\\s+liq)`, 'sans'),
  printed(`dissol\\.`, 'dissolution'),
  printed(`anticip\\.`, 'anticipée'),
  printed(`constit\\.`, 'constitution'),
  printed(`prorog\\.`, 'prorogation'),
  printed(`transfo\\.`, 'transformation'),
  printed(`modif\\.\\s*obj\\.`, 'modification de l’objet'),
  // 'Raison soc. : X', 'Rais. soc. : X': the name's label, its noun cut or whole.
  printed(`rais(?:on|\\.)\\s*soc\\.(?=\\s*:)`, 'raison sociale'),
  // 'F.J. SASU', 'F. J. : SARL': the legal form's label by its initials, before a form.
  printed(`f\\.\\s?j\\.(?=\\s*:?\\s*(?:${FOLDED_FORMS_SOURCE})${E})`, 'Forme :'),
  printed(`obj\\.`, 'objet'),
  printed(`dur\\.`, 'durée'),
  // Before an address ('anc. : 12 rue X', 'nouv. : ZAC Panda, Dumbéa'), the two sides of a seat's move.
  printed(`anc\\.(?=\\s*:\\s*${ADDRESS_START})`, 'ancien siège'),
  printed(`nouv\\.(?=\\s*:\\s*${ADDRESS_START})`, 'nouveau siège'),
  printed(`anc\\.(?=\\s*:)`, 'ancienne dénomination'),
  // 'Ancienne dén. : X ; nouvelle dén. : Y': the name's label cut after its first syllable, its adjective whole.
  printed(`(?<=(?:ancienne|nouvelle)\\s)d[ée]n\\.(?=\\s*:)`, 'dénomination'),
  // After an office's word, cut or whole, it is that office's new holder ('Co-Gért nouv.: X', 'Pdt nouv. : Y'):
  // left as printed, a qualifier the officers' reader reads (officer-mentions.ts).
  printed(`(?<!(?:g[ée]r|g[ée]?ce|pr[ée]s|pr?s?dte?|prst|dg|adm|liq|cac)\\p{L}{0,6}\\.?\\s?)nouv\\.(?=\\s*:)`, 'nouvelle dénomination'),
  printed(`augm\\.\\s*cap\\.`, 'augmentation de capital'),
  printed(`augm\\.`, 'augmentation'),
  printed(`r[ée]duc\\.\\s*(?:cap\\.|capital${E})`, 'réduction de capital'),
  printed(`r[ée]duc\\.`, 'réduction'),
  printed(`incorp\\.\\s*r[ée]s\\.`, 'incorporation de réserves'),
  printed(`cap\\.\\s*soc\\.`, 'capital social'),
  printed(`approb\\.`, 'approbation'),
  printed(`cess\\.\\s*paiem\\.`, 'cessation des paiements'),
  printed(`nom\\.`, 'nomination'),
  // 'dém. sg.', 'DÉM.SIÈGE': one resigns from an office, never from a seat; before the seat's word it is its move (déménagement).
  printed(`d[ée]m\\.\\s*(?:sge?|si[èe]ge)${E}\\.?`, 'transfert du siège'),
  printed(`(?<=,\\s?)d[ée]m\\.`, 'démissionnaire'),
  // After an office's cut word and before its colon ('Gér. dém. : M. X'): the label of the officer who resigns.
  printed(`(?<=(?:g[ée]r|g[ée]rant|pr[ée]s|dg)\\.?\\s?)d[ée]m\\.(?=\\s*:)`, 'démissionnaire'),
  // Right after a person's SURNAME ('Gér. M. Paul X dém.'): that person resigns, as after a comma.
  { form: new RegExp(`(?<=[ \\t]\\p{Lu}[\\p{Lu}'’-]*\\p{Lu}[ \\t])[Dd][ÉEée]m\\.`, 'gu'), words: 'démissionnaire' },
  printed(`d[ée]m\\.`, 'démission'),
  // 'en qual. de co-gér.': the office a person is appointed in ('en qualité de').
  printed(`(?<=en\\s)qual\\.`, 'qualité'),
  printed(`rempl\\.`, 'remplacement'),
  printed(`renouv\\.`, 'renouvellement'),
  printed(`repr?\\.(?:\\s*par)?(?=\\s)`, 'représentée par'),
  // The president's abbreviation before a colon and a company is its label ('Prés. : Sté X (RIDET …)',
  // 'nom. prés. : SARL Y'): the company after it holds the office, a third party, as 'liq. :' names the
  // liquidator. Before a person it is left to the officers' reader (officer-roles.ts).
  printed(`pr[ée]s\\.(?=\\s*:\\s*(?:st[ée]|soci[ée]t[ée]|${FOLDED_FORMS_SOURCE})${E})`, 'président'),
  // 'déc.' after a day is December.
  printed(`(?<!\\d\\s?)d[ée]c\\.`, 'décision'),
  // 'Ass. uniq. : SAS H', 'assoc.uniq. SA H': the sole partner, a company that is a party of the notice
  // (a TUP's shareholder), as role-label-before.ts reads the label; 'ass.' alone is the meeting.
  printed(`ass(?:oc)?\\.\\s?uniq(?:ue${E}|\\.)(?=\\s*:?\\s*(?:st[ée]|soci[ée]t[ée]|${FOLDED_FORMS_SOURCE})${E})`, 'associé unique'),
  printed(`assoc\\.`, 'associé'),
  printed(`ass\\.`, 'assemblée'),
  // 'Soc.té' keeps the word's last letters after its dot, as 'Sté' does: 'société'.
  printed(`soc\\.t[ée]${E}`, 'société'),
  // 'NOUV. SOC. : X': a new company, the name's label of a birth.
  printed(`nouv\\.\\s*soc\\.(?=\\s*:)`, 'Société nouvelle'),
  // Opening a line or a field before a name in capitals ('Soc. X BTP, RIDET …'): the company's word, not the seat's adjective.
  printed(`(?<=(?:^|\\n|[—–;•·/|][ \t]*))soc\\.(?=[ \t]+\\p{Lu}[\\p{Lu}\\d'’&-]+[ ,])`, 'Société'),
  printed(`soc\\.`, 'social'),
  printed(`not\\.`, 'notaire'),
  // 'Acq.' or 'Acqu.': the buyer's label cut after its first syllable, its u kept or not.
  printed(`acqu?\\.`, 'acquéreur'),
  printed(`vend\\.`, 'vendeur'),
  printed(`jugt\\.?${E}`, 'jugement'),
  printed(`j\\.-comm\\.`, 'juge-commissaire'),
  printed(`mand\\.\\s*jud\\.`, 'mandataire judiciaire'),
  printed(`adm\\.\\s*jud\\.`, 'administrateur judiciaire'),
  // 'nomme adm. la SAS X', 'Nom. adm.': the board's seat after the appointment's word (elsewhere the
  // officers' reader reads 'adm.' where it stands, officer-roles.ts).
  printed(`(?<=(?:nomm\\p{L}*|nom\\.|nomin\\.)\\s?)adm\\.(?!\\s*jud)`, 'administrateur'),
  // After a procedure's word, cut or not ('Redress. jud.', 'liquidation jud.'); an officer's 'Admin. jud.' is left to the officers' reader.
  printed(`(?<=(?:redr|liq|lqd|proc)\\p{L}*\\.?\\s?)jud\\.`, 'judiciaire'),
  printed(`conv\\.`, 'conversion'),
  printed(`cptes\\s+d[ée]fin\\.`, 'comptes définitifs'),
  printed(`rectif\\.`, 'rectificatif'),
  printed(`opp\\.`, 'oppositions'),
  printed(`cab\\.`, 'cabinet'),
  printed(`immo\\.`, 'immobilière'),
  printed(`[àa]\\s+cpter${E}`, 'à compter'),
  // 'Sté par act. simpl. X': the company's form spelt out after it, read as the form's words.
  printed(`st[ée](?=\\s+par\\s)`, 'société'),
  // Capitals only: in lower case these are words or parts of names.
  acronym('AGE', 'assemblée générale extraordinaire'),
  acronym('AGO', 'assemblée générale ordinaire'),
  acronym('LJ', 'liquidation judiciaire'),
  acronym('RJ', 'redressement judiciaire'),
];

// Forms the rules already read where they stand are not written out for the notice: 'gér.', 'cogér.',
// 'prés.' (the officers' reader reads them, officer-roles.ts; the subject's rules, which read the full
// word as an officer's description, would take the identifier a telegraphic line prints after the
// manager, '…, gér. M. X, RIDET …', for the manager's), 'cap.' (read beside a name,
// company-mentions.ts), 'cess.', 'modif.', 'nouv.' and 'dénom.' (the type's and the names' readings of
// small ads), 'DG' (a role the officers' reader knows, and a word of the titles it knows: 'NOMIN. DG / DGD').

export const TYPE_ABBREVIATIONS: readonly Abbreviation[] = [
  // 'Rédu. cap.', 'Réduc. de cap.', 'RÉD. CAP.'.
  { form: /\bred(?:u|uc|uct)?\.\s*(?:de\s+|du\s+)?cap\.(?=\s)/g, words: 'réduction de capital' },
  // 'Chgt dénom.', 'chgt de siège': the change named by what changes.
  { form: /\bchgt\.?\s+(?:de\s+|du\s+)?(?=denom|siege|sg\b|ss\b|objet|forme|ger|pres)/g, words: 'changement de ' },
  // 'MODIF. DÉNOM.': the change of name, before 'modif.' reads a bare modification.
  { form: /\bmodif\.\s*(?:de\s+(?:la\s+)?)?(?=denom\.)/g, words: 'modification de la ' },
  { form: /\bdenom\.(?=\s|$|[,:;])/g, words: 'dénomination' },
  // 'Anc. dén. : X', 'Nouv. dén. : Y': the labelled former and new names of a change of name.
  { form: /\banc\.\s*den\.(?=\s*:)/g, words: 'ancienne dénomination' },
  { form: /\bnouv\.\s*den\.(?=\s*:)/g, words: 'nouvelle dénomination' },
  { form: /\bproro\.(?=\s|$|[,;])/g, words: 'prorogation' },
  // 'APPORT PART. D'ACTIF', 'App. part. d'actif': a partial contribution of assets, its adjective cut.
  { form: /\bapp(?:ort|\.)\s*part\.(?=\s)/g, words: 'apport partiel' },
  { form: /\btransfo\.(?=\s|$|[,;])/g, words: 'transformation' },
  // 'transf. sg de Ducos à Païta', 'sg transf. de … à …': the office moves ('sge' keeps the word's last letter too).
  { form: /\btransf\.\s*(?:du\s+|de\s+)?(?:sge?|ss|siege)\b\.?/g, words: 'transfert du siège' },
  { form: /\b(?:sge?|ss|siege)\.?\s+transf\.(?=\s)/g, words: 'siège transféré' },
  // 'trsf siège', 'trsf. du sg', 'trsft de siège', 'Trf sg': the same move in a shorter hand.
  { form: /\btrs?f[t.]?\.?\s*(?:du\s+|de\s+)?(?:sge?|ss|siege)\b\.?/g, words: 'transfert du siège' },
  { form: /\bcac\s+tit\.(?=\s|$|[,:;])/g, words: 'commissaire aux comptes titulaire' },
  { form: /\bcac\s+suppl?\.(?=\s|$|[,:;])/g, words: 'commissaire aux comptes suppléant' },
  // 'nom. gér.', 'nom. prés.', 'nom. CAC': the appointment, before the office it names.
  { form: /\bnom\.\s*(?=(?:co-?)?ger|pres|dg\b|cac\b|admin|dir)/g, words: 'nomination ' },
  // 'M. Y, dém.', 'dém. de ses fonctions': resigns ('dem. à' is where someone lives).
  { form: /,\s*dem\.(?=\s*(?:$|[a-z;,)]))(?!\s*a\s)/gm, words: ', démissionnaire' },
  { form: /\bdem\.\s+de ses fonctions\b/g, words: 'démission de ses fonctions' },
  // Self-drafted and accountants' notices: 'Nouv. sg. soc.' is 'nouveau siège social'.
  { form: /\baugm?\.\s*(?:de\s+|du\s+)?cap\.(?=\s)/g, words: 'augmentation de capital' },
  { form: /\bsg\.?\s*soc\.?(?=\s|$|[,:;])/g, words: 'siège social' },
  { form: /\bsg\.(?=\s)/g, words: 'siège' },
  { form: /\btransf\.(?=\s)/g, words: 'transfert' },
  { form: /\bnouv\.(?=\s)/g, words: 'nouveau' },
  { form: /\banc\.(?=\s)/g, words: 'ancien' },
  { form: /\bcap\.(?=\s)/g, words: 'capital' },
  { form: /\bmodif\.(?=\s)/g, words: 'modification' },
  { form: /\baugm?\.(?=\s)/g, words: 'augmentation' },
  // Telegraphic small ads (classified pages, older bulletins): 'ss transféré', 'dissol. anticipée',
  // 'liq. amiable', 'VENTE FDS CCE', 'LOC.-GÉR.', 'CAC titulaire', 'TUP', 'en rempl. de M. Y DÉMISS.'.
  { form: /\bss\b(?![.'])/g, words: 'siège social' },
  { form: /\bdissol\.(?=\s|$|[,;])/g, words: 'dissolution' },
  { form: /\bliq\.(?=\s|$|[,;])/g, words: 'liquidation' },
  { form: /\bfds\s+(?:de\s+)?cce\b\.?/g, words: 'fonds de commerce' },
  { form: /\bfds\b\.?/g, words: 'fonds' },
  // 'LOC.-GÉR.', 'loc gér' (its dots left out).
  { form: /\bloc\.?\s*-?\s*ger\.?(?=\s|$|[,;])/g, words: 'location-gérance' },
  // 'FIN LG', 'Fin de L.-G.', 'FIN L.-GÉR.': the end of a letting, its noun cut to its initials (a label 'L.-G. :' is the tenant's).
  { form: /\bfin\s+(?:de\s+)?(?:la\s+)?l\.?\s?-?\s?g(?:er)?\b\.?(?!\s*:)/g, words: 'fin de location-gérance' },
  { form: /\bcac\b/g, words: 'commissaire aux comptes' },
  { form: /\btup\b/g, words: 'transmission universelle de patrimoine' },
  { form: /\brempl\.(?=\s)/g, words: 'remplacement' },
  { form: /\bdemiss\.(?=\s|$|[,;])/g, words: 'démissionnaire' },
  // The event of a small ad's heading, abbreviated ('CONSTIT.', 'CESS. PARTS', 'NOMIN. GÉR.',
  // 'DISSOL. ANTIC.'), and the court's ('LJ', 'RJ', 'jugt').
  { form: /\bconstit\.(?=\s|$|[,;])/g, words: 'constitution' },
  // 'CONST. EURL « X »', 'Const. de la SARL X': shorter still, and only before the company it
  // founds ('const.' before anything else may be 'constaté').
  { form: new RegExp(String.raw`\bconst\.(?=\s*(?:de la |d'une )?(?:ste|societe|${FOLDED_FORMS_SOURCE})\b)`, 'g'), words: 'constitution' },
  { form: /\bcess\.(?=\s)/g, words: 'cession' },
  { form: /\bnomin\.(?=\s|$|[,;])/g, words: 'nomination' },
  { form: /\bantic\.(?=\s|$|[,;])/g, words: 'anticipée' },
  { form: /\bjugt\b\.?/g, words: 'jugement' },
  // 'nomin. Prés. : M. X', 'NOMIN. GÉR. : Mme Y': the role abbreviated after the event.
  { form: /\bpres\.(?=\s*[:,;]|\s+:)/g, words: 'président' },
  { form: /\bger\.(?=\s*[:,;])/g, words: 'gérant' },
  { form: /\blj\b/g, words: 'liquidation judiciaire' },
  { form: /\brj\b/g, words: 'redressement judiciaire' },
  // 'cogér. Mme X', 'nouv. gér. M. Y', 'gér. inchangée': after 'loc.-gér.' is read.
  { form: /(?<![-.]\s?)\bco-ger\.(?=\s)/g, words: 'co-gérant' },
  { form: /(?<![-.]\s?)\bcoger\.(?=\s)/g, words: 'cogérant' },
  { form: /(?<![-.]\s?)\bger\.(?=\s)/g, words: 'gérant' },
];

/** The words the type's forms start from: a folded text without any is not read for them (speed only). */
export const TYPE_ABBREVIATED =
  /\b(?:red(?:u|uc|uct)?|denom|den|proro|transfo|transf|tit|suppl?|nom|dem|ger|sg|nouv|anc|cap|modif|augm?|dissol|liq|loc|rempl|demiss|constit|const|cess|nomin|antic|pres)\.|\b(?:ss|fds|cac|tup|jugt|lj|rj|chgt)\b|\btrs?f/;

/**
 * The words in the case the abbreviation was printed in ('GÉR.' → 'GÉRANT', 'Gér.' → 'Gérant',
 * 'IMMAT.' → 'IMMATRICULATION'): a title in capitals stays one. Both readers of abbreviations
 * (abbreviated-words.ts, unknown-abbreviations.ts) write theirs out so.
 */
export function inCaseOf(printed: string, words: string): string {
  const letters = printed.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return words.toUpperCase();
  return /^\p{Lu}/u.test(letters) ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
