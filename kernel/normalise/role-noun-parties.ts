/**
 * A company the act names by the part it plays around the company whose act it is: the lessor of
 * the premises (`bail commercial consenti par la SCI L, RIDET …`, `X, RIDET …, bailleresse des
 * locaux`), the guarantor (`avec la caution de la banque B, SA, RIDET …`, `…, RIDET …, garante`), the
 * lender or the creditor (`prêt consenti par la banque B, RIDET …`, `…, RIDET …, créancière nantie`),
 * the depositary of the funds subscribed (`les fonds ayant été déposés à la banque B, RIDET …`),
 * the contributor of premises or of assets in kind to a company formed or whose capital grows
 * (`apport d'un immeuble par la SCI L, RIDET …`, `…, RIDET …, apporteuse`), the keeper of a closed
 * company's archives (`archives conservées par la société K, RIDET …`). A reader knows these
 * roles from French legal wording whoever drafts: the lessor lends its walls, the guarantor and the
 * lender their money; none of them changes its own record by the act, so none is its subject.
 *
 * The lessor's noun alone (`bailleresse`) is read so only where the notice lets no business
 * (`location-gérance`): there the one who lets is the owner of the business, the act's subject. The
 * contributor's noun is read so only in a constitution or a capital notice (in a merger's dissolution
 * the contributing company is the one dissolved). A role followed by its object company (`X, RIDET
 * …, créancière de la société S`) is left to the rules, which read whose role it is; and `les
 * créanciers de la société S` names S as the debtor: a role's noun before a company counts only in
 * apposition, its comma or colon after it (`la caution, la banque B`). Read on folded text.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { LETTING, LETTING_ABBREVIATED } from './letting-words.ts';
import { OWN_DECISION, OWN_ORGAN, TELLING_VERB } from './telling-words.ts';

/**
 * Funds deposited (`déposés`, `consignées`): what follows `à`, `auprès de` or `chez` is the bank that
 * holds them, never a company the funds are contributed to (`versés à la société` may be one).
 */
export const FUNDS_DEPOSITED = String.raw`(?:deposee?s|consignee?s)`;
/** (wt-rpres) The capital or the funds told deposited in the singular (`Capital : …, intégralement libéré et déposé à la banque B`). */
const CAPITAL_DEPOSITED = String.raw`(?:deposee?s?|consignee?s?)`;

/** The premises a lease or an owner is told of (`les locaux`, `les murs`, `l'immeuble`). */
export const PREMISES = String.raw`(?:locaux|murs|immeubles?|local|terrains?|batiments?|entrepots?|bureaux)`;

/** (wt-thr) A lessor's or owner's noun going on with premises (`bailleresse des locaux`, `propriétaire des murs`): of the walls, not of a business. */
export const OF_PREMISES = String.raw`s? (?:des|du|de l'|de la|de ses|de son|d'un|d'une) ${PREMISES}\b`;

/** A guarantor's, a lender's, a creditor's or a funds' depositary's noun, feminine and qualified forms included. */
export const MONEY_ROLE = String.raw`(?:caution(?: solidaire| personnelle)?|garante?|avaliste|depositaire(?: des fonds)?|creanci(?:er|ere)s?(?: nantie?s?| gagistes?| hypothecaires?| inscrite?s?)?|preteu(?:r|se)s?|beneficiaire d'une? (?:nantissement|gage|hypotheque|privilege|cautionnement|garantie))`;

/** The premises' lessor or owner named with what it lets (`bailleresse des locaux`, `propriétaire des murs`). */
const PREMISES_LESSOR = String.raw`(?:(?:bailleu(?:r|se)|bailleresse|proprietaire)s? (?:des|du|de l'|de la|d'un|d'une) ${PREMISES})`;

/** The lessor's noun alone (`bailleresse`, `le bailleur`). */
export const LESSOR_ALONE = String.raw`(?:bailleu(?:r|se)|bailleresse)s?`;

/** The contributor's noun (`apporteuse`, `apporteur en nature`). */
const CONTRIBUTOR = String.raw`(?:apporteu(?:r|se)s?)`;

/**
 * The role told in apposition after the company's identifier and description (`, garante`,
 * `(bailleresse des locaux)`, `, en qualité de caution`), or by the verb of its part in the act (`,
 * intervient à l'acte en qualité de caution`, `, s'est portée caution`); not a role with its object
 * company after it (`, créancière de la société S`).
 */
function roleAfter(roles: string): RegExp {
  return new RegExp(
    String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)[,(]\s*(?:(?:qui )?(?:intervient|intervenant|est intervenue?|intervenue?)(?: (?:a l'|au present )acte)?,? |(?:qui )?s'est portee? |se portant |(?:qui )?se porte |(?:qui )?(?:est|etait|demeure) (?:(?:son |sa |l'|un |une )?(?:actionnaire|associee?)s? (?:et|,) )?)?(?:(?:agissant )?en (?:sa )?qualite de |prise? en (?:sa )?qualite de )?(?:(?:la|le|l') ?)?${roles}\b(?!\s+(?:de|du|d')\s*(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b)`,
  );
}
const MONEY_AFTER = roleAfter(MONEY_ROLE);
/**
 * (wt-org) The role's object the notice's own company named by its bare noun (`…, RIDET …, prêteuse de
 * la société au titre d'un crédit …`, `créancière de la société,`): the company whose act the notice
 * tells is the borrower, the one identified here lends to it. A name after the noun (`créancière de la
 * société S`) is left to the rules, as above.
 */
const MONEY_OF_THE_COMPANY_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)[,(]\s*(?:(?:la|le|l') ?)?${MONEY_ROLE} (?:de la|de cette|de notre) societe(?=\s*(?:[,;.)]|$|au titre\b|en vertu\b|pour\b|qui\b|dont\b|selon\b))`,
);
/**
 * (wt-org) The depositary's certificate: the bank certifies, after its identifier and description, that
 * it received or holds the funds subscribed (`…, RIDET …, agence de Koné, attestons que la somme de …
 * a été déposée au crédit du compte ouvert au nom de la société`, `certifie avoir reçu la somme de …`).
 * Printed before a constitution or a capital notice, it is the bank's word on the subscriber's money,
 * never the bank's own act.
 */
const DEPOSIT_CERTIFIED_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)\b(?:(?:a|ont|avons) )?(?:atteste|attestons|certifie|certifions)\s+(?:que|qu'|avoir|(?:le|la|l')\s?(?:depot|versement|somme|fonds)\b|le \d{1,2}(?:er)? [a-z]+ \d{4},? (?:le|la|l')\s?(?:depot|versement|somme|fonds)\b)[^.;]{0,120}?\b(?:la somme|les fonds|les sommes|le montant|le versement|le depot|en depot|de la somme)\b`,
);
const PREMISES_AFTER = roleAfter(PREMISES_LESSOR);
const LESSOR_ALONE_AFTER = roleAfter(LESSOR_ALONE);
const CONTRIBUTOR_AFTER = roleAfter(CONTRIBUTOR);

/**
 * After a role in apposition, the rest of its sentence: another company named there (`garante des
 * engagements de sa filiale F, SARL, RIDET …`, `bailleresse des locaux occupés par la société K`), or
 * the company's own telling or decision (`…, informe que son assemblée a nommé`), says the role is
 * the company's description in its own notice, not its part in another's act.
 */
const OWN_NOTICE_AFTER_ROLE = new RegExp(
  String.raw`^[^.;]{0,200}?(?:\b(?:rid(?:et)?|societe|filiale|${FOLDED_FORMS_SOURCE})\b|\b${TELLING_VERB}\b|\b${OWN_DECISION}\b|\b${OWN_ORGAN}\b)`,
);

/**
 * (wt-org) The words after a role that tell no company's own notice: the notice's own company named by
 * its bare noun (`de la société ci-après`, `de la société,`), no other company named after the role,
 * and the role's own act on its guarantee (below).
 */
// A name follows its noun at once; a preposition or a verb there says none does (`transformé la société en SAS`).
const BARE_COMPANY = /\b(?:la|cette|ladite) societe(?: (?:ci-apres|ci-dessous|ci-dessus|susnommee|susvisee|precitee))?(?=\s*(?:[,;.)]|$|(?:au titre|en vertu|pour|en|a|au|aux|par|sous|sans|dans|est|sera|qui|que|dont)\b))/g;
/** (wt-org) The lender's or the creditor's own act on its guarantee (`en a donné mainlevée`, `a donné son accord`): no decision of a company in its own notice. */
const MONEY_ROLE_ACT = /\b(?:en )?a (?:donne|consenti|accorde) (?:la |sa |son )?(?:mainlevee|accord|consentement|garantie|caution)\b/g;
/** (wt-org) The form a company is transformed into (`transformé la société en SAS`): no company named. */
const TARGET_FORM = new RegExp(String.raw`\ben (?:${FOLDED_FORMS_SOURCE})\b`, 'g');
const withoutWordsOfTheRole = (words: string): string => {
  const bare = words.includes('societe') ? words.replace(BARE_COMPANY, ' ') : words;
  const acts = bare.includes(' a ') ? bare.replace(MONEY_ROLE_ACT, ' ') : bare;
  return acts.includes('en ') ? acts.replace(TARGET_FORM, ' ') : acts;
};

/** The company introduced after its role's words, its description up to the identifier captured. */
const COMPANY_THEN_DESCRIPTION = String.raw`\s*:?\s*(?:(?:la |le |l')?(?:societe|banque|${FOLDED_FORMS_SOURCE})\b)?(${CLAUSE_CHAR_NL}{0,240})$`;

/** A guarantee or a loan given by the company, or the role's noun with its article in apposition (`la caution, la banque B`). */
const MONEY_BEFORE = new RegExp(
  String.raw`(?:\b(?:avec|sous) (?:la |le |l')?(?:caution(?:nement)?|garantie|aval)(?: solidaire| personnelle| bancaire)? (?:de|d'|donnee? par|consentie? par|fournie? par|accordee? par)` +
    String.raw`|\b(?:caution(?:nement)?|garantie|aval)(?: solidaire| personnelle| bancaire)? (?:donnee?|consentie?|fournie?|accordee?) par` +
    // What the company guarantees, in the passive (`le paiement du prix est garanti par la banque B`, `cautionnée par`, `avalisé par`).
    String.raw`|\b(?:garantie?s?|cautionnee?s?|avalisee?s?)(?: solidairement| personnellement| a premiere demande)? par` +
    String.raw`|\b(?:pret|credit|emprunt|financement|ouverture de credit|avance)\b(?: bancaire)?${CLAUSE_CHAR_NL}{0,60}?\b(?:consentie?|accordee?|octroyee?|fournie?) (?:par|aupres d[e'])` +
    // The bank that holds the funds subscribed (`les fonds ayant été déposés à la banque B, RIDET …`).
    String.raw`|\b(?:fonds|sommes|souscriptions|versements)\b${CLAUSE_CHAR_NL}{0,60}?\b${FUNDS_DEPOSITED} (?:a|aupres d[e']|chez|entre les mains d[e'])` +
    // (wt-rpres) The capital paid up and deposited, in the singular (`Capital : …, libéré et déposé à la banque B (SA, …)`).
    String.raw`|\bcapital\b${CLAUSE_CHAR_NL}{0,80}?\b(?:libere|verse|souscrit)\b${CLAUSE_CHAR_NL}{0,30}?\b${CAPITAL_DEPOSITED} (?:a|aupres d[e']|chez|entre les mains d[e'])` +
    // (wt-rpres) Shares or a business pledged in the company's favour (`parts nanties au profit de la banque B`).
    String.raw`|\b(?:nantie?s?|gagee?s?|hypothequee?s?|donnee?s? en (?:nantissement|gage))(?: au profit| en faveur) d[e']` +
    // (wt-rpres) The claims a plan or a sale pays, told as the company's (`le règlement des créances de la banque B et de la société F`).
    String.raw`|\b(?:reglement|paiement|remboursement|apurement)(?: integral| total)? (?:des|de la|de sa) creances? (?:de|d')(?:${CLAUSE_CHAR_NL}{0,100}? et (?:de|d'))?` +
    // (wt-rpres) The role's noun with its object, the notice's company by its bare noun, then its name (`l'accord du prêteur de la société, la banque B`).
    String.raw`|\b(?:le|la|l'|du|de la|de l'|au|a la) ?${MONEY_ROLE}(?: (?:de la|de cette|de notre) societe)?\s*[,:])` +
    COMPANY_THEN_DESCRIPTION,
);
/**
 * (wt-thr) A form's label naming a guarantor's, a lender's or a creditor's part opens the identifier's
 * line (`Garant du paiement : la banque B, SA, RIDET …`, `Accord du créancier nanti : B, …`, `Caution
 * :`, `Prêteur :`); the company on it plays that part. Read on the line as printed.
 */
const MONEY_LABEL_LINE = new RegExp(
  String.raw`^[ \t]*(?:[-–—•*][ \t]*)?(?:[a-z' ]{0,30}\b)?(?:${MONEY_ROLE}|garant)\b[^:\n]{0,40}:` + COMPANY_THEN_DESCRIPTION,
);
/** A lease of premises consented by the company, premises belonging to it, the lessor's noun with its article (`le bailleur des locaux, la SCI L`). */
const PREMISES_BEFORE = new RegExp(
  String.raw`(?:\b(?:bail|bail commercial|bail professionnel|droit au bail)\b${CLAUSE_CHAR_NL}{0,60}?\b(?:consentie? par|accordee? par|conclu avec|signe avec)` +
    String.raw`|\b${PREMISES}\b${CLAUSE_CHAR_NL}{0,60}?\b(?:appartenant a|proprietes? d[e']|louee?s? (?:a|aupres d[e'])|donnee?s? (?:a bail|en location) par|mise?s? a (?:sa |la )?disposition par)` +
    String.raw`|\b(?:le|la|l') ?${PREMISES_LESSOR}\s*[,:])` +
    COMPANY_THEN_DESCRIPTION,
);
/** Premises or assets contributed in kind by the company (`apport en nature d'un immeuble par la SCI L`). */
const CONTRIBUTOR_BEFORE = new RegExp(
  String.raw`\bapports?(?: en nature)? (?:d'une?|de l'|de la|des|du) (?:${PREMISES}|droit au bail|fonds|ensemble immobilier|biens?|materiels?)${CLAUSE_CHAR_NL}{0,80}?\b(?:par|effectue par|consenti par|fait par)` + COMPANY_THEN_DESCRIPTION,
);

/**
 * The keeper of a closed company's archives or books (`Les archives sociales seront conservées pendant
 * dix ans par la société K, RIDET …`, `les livres … déposés chez la société K`): it keeps papers for
 * the company, its own record unchanged.
 */
const ARCHIVES_KEEPER_BEFORE = new RegExp(
  String.raw`\b(?:archives|livres|documents sociaux|pieces comptables)\b${CLAUSE_CHAR_NL}{0,60}?\b(?:conservee?s|deposee?s|tenue?s|gardee?s|archivee?s)\b${CLAUSE_CHAR_NL}{0,60}?\b(?:par|chez|aupres d[e']|au siege d[e'])` + COMPANY_THEN_DESCRIPTION,
);

/** A business let to be run: its owner, the lessor, is the act's subject. */
const LETS_A_BUSINESS = new RegExp(String.raw`${LETTING}|${LETTING_ABBREVIATED}`);

/** The words the readings need, one of them at least (speed: most notices name none). */
const GATE = /caution|garant|aval|creanc|preteu|pret |credit|emprunt|financement|bail|proprieta|appartenant|apport|depos|attest|certifi|nanti|gage|hypothe|privilege|archives|livres|documents sociaux|pieces comptables/;

/** An identifier's label or an RCS number: another company's identifier printed there. */
const ANOTHER_IDENTIFIER = /\b(?:ridet|rid|rcs)\b/;

/** The types where a contributor in kind gives to the company formed or whose capital grows. */
const CONTRIBUTION_TYPES: ReadonlySet<AnnonceType> = new Set(['creation', 'capital']);

/** The part a company plays beside the act's subject: it lends its premises, its money, gives in kind or keeps the archives. */
export type RoleBesideSubject = 'locaux' | 'argent' | 'apport' | 'archives';

/**
 * The part the act names the company of the identifier printed at `index` and ending at `end` by:
 * the premises' lessor or owner, a guarantor, a lender or a creditor, or (in a constitution or a
 * capital notice) a contributor in kind; null when none. `folded`: the folded text as printed;
 * `prose`: the same with a paragraph's line breaks read as spaces (same offsets).
 */
export function roleBesideSubject(prose: string, folded: string, index: number, end: number, type: AnnonceType | null): RoleBesideSubject | null {
  if (!GATE.test(prose)) return null;
  const after = prose.slice(end, end + 240);
  const before = prose.slice(Math.max(0, index - 320), index);
  const identifier = { identifier: folded.slice(index, end) };
  // (wt-org) Another identifier between the company's and the role says the role is that other company's
  // (`…, RIDET 1 …, avec l'accord de la banque B, RIDET 2 …, créancière nantie`).
  const ownAfter = (length: number): boolean => {
    const words = folded.slice(end, end + length);
    return onlyCompanyDescription(words, 'after') && !ANOTHER_IDENTIFIER.test(words);
  };
  const told = (match: RegExpExecArray | null, side: 'after' | 'before'): boolean =>
    match !== null &&
    (side === 'after'
      ? ownAfter(match[1]!.length) && !OWN_NOTICE_AFTER_ROLE.test(withoutWordsOfTheRole(after.slice(match[0].length)))
      : onlyCompanyDescription(folded.slice(index - match[1]!.length, index), identifier));
  const line = folded.slice(folded.lastIndexOf('\n', index - 1) + 1, index);
  const ofTheCompany = after.includes(' de la societe') || after.includes(' de cette societe') || after.includes(' de notre societe') ? MONEY_OF_THE_COMPANY_AFTER.exec(after) : null;
  if (ofTheCompany && ownAfter(ofTheCompany[1]!.length)) return 'argent';
  const certified = after.includes('attest') || after.includes('certifi') ? DEPOSIT_CERTIFIED_AFTER.exec(after) : null;
  if (certified && ownAfter(certified[1]!.length)) return 'argent';
  if (told(MONEY_AFTER.exec(after), 'after') || told(MONEY_BEFORE.exec(before), 'before') || (line.includes(':') && told(MONEY_LABEL_LINE.exec(line), 'before'))) return 'argent';
  if (told(PREMISES_AFTER.exec(after), 'after') || told(PREMISES_BEFORE.exec(before), 'before')) return 'locaux';
  if (!LETS_A_BUSINESS.test(prose) && told(LESSOR_ALONE_AFTER.exec(after), 'after')) return 'locaux';
  if (told(ARCHIVES_KEEPER_BEFORE.exec(before), 'before')) return 'archives';
  return type !== null && CONTRIBUTION_TYPES.has(type) && (told(CONTRIBUTOR_AFTER.exec(after), 'after') || told(CONTRIBUTOR_BEFORE.exec(before), 'before')) ? 'apport' : null;
}
