/**
 * An identifier standing in the phrase of an office, an audit mandate or a shareholding that its
 * company holds in another company: a legal person may be a company's président, gérant,
 * administrateur, commissaire aux comptes or partner, and the notice prints its identifier to
 * describe it, not because the notice is about it. Whatever the layout, French legal wording tells
 * that role in a few places around the identifier:
 * - an item of a list of the office's holders (`a renouvelé les mandats d'administrateur de :
 *   – la société X, …, RIDET …, représentée par M. Y ; – M. Z`, `les mandats d'administrateur de
 *   la société X, RIDET …, de M. Y et de Mme Z`), or of an organ's members however the list is
 *   opened and its items printed (organ-member-list.ts);
 * - the appointing or renewing verb, a capacity or a partner's noun after the company's own
 *   description (`le cabinet X, RIDET …, a été renouvelé dans ses fonctions de commissaire aux
 *   comptes`, `la société X, SARL, RIDET …, représentée par son gérant, M. Y, a été nommée
 *   présidente`, `les sociétés A, RIDET …, et B, RIDET …, associées de la société S`);
 * - the appointment's noun with the office first and no person before it (`nomination en qualité
 *   de gérante de la société X, RIDET …`);
 * - the participle of the office or the holding before it (`présidée par la société X`, `détenue
 *   par la société X`), the bracket after the deciding partner (`Déc. AU (SAS X, RIDET …)`), the
 *   organ's noun in apposition or as a label (`l'associée unique, la société X`, `l'associée unique
 *   de cette société, la société X`, `Gérante : la société X`).
 * Read per mention: the rules take the mention as a third party's (subject-ridet.ts) and the fitted
 * score as evidence (subject-features.ts, `holds_office_of_other`). A company that holds an office in
 * another may still be the subject of its own event: its other mentions (its own name block, its own
 * act) keep it a candidate. Offices are officer-roles.ts's ROLE_WORDS, forms legal-form.ts's.
 */

import { CLAUSE_CHAR_NL, SENTENCE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { ROLE_WORDS } from './officer-roles.ts';
import { memberOfListedOrgan } from './organ-member-list.ts';
import { MEMBER, appointedAfterRole, asCoordinatedList } from './appointee-after-role.ts';
import { memberLeaving } from './member-leaving.ts';
import { laterFieldThanOffice } from './one-holder-office.ts';
import { SHARE_HOLDING_WORD, WHOLE_OF } from './parent-company.ts';

const COMPANY = String.raw`(?:societes?|cabinet|${FOLDED_FORMS_SOURCE})\b`;
/** An office's word, not the letting of a business ('location-gérance'). */
const OFFICE = String.raw`(?<!\blocation[- ])${ROLE_WORDS}`;
const COMPANY_WORD = String.raw`(?:(?:la|le|les) |l')?${COMPANY}`;
const SHAREHOLDER = String.raw`(?:associee?s?|actionnaires?)(?: uniques?)?|(?:societe|maison) mere`;
/**
 * The shares of another company held, told by the holding verb or noun after the holder's description
 * ('…, qui détient la totalité des parts sociales de la société S', 'détentrice de l'intégralité des
 * actions de la société S', 'propriétaire de 60 % des parts de la SARL S'): a partner's phrase as
 * much as 'associée de la société S'. The holder's words are parent-company.ts's (WHOLE_HOLDER_AFTER
 * reads them right after an identifier); a part held is read here too ('60 %', 'la majorité').
 */
const HOLDS_SHARES_OF = String.raw`\b(?:${SHARE_HOLDING_WORD}|qui (?:detenait|possede|possedait)|possedant)\s+(?:de\s+|d')?(?:${WHOLE_OF}|la majorite|\d[\d\s.,]*(?:%|pour cent)?)\s+(?:des|de ses|d')\s*(?:parts(?: sociales)?|actions|titres)\s+(?:de|du|d')\s*(?:(?:la|cette|ladite|notre) )?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
/**
 * (wt-org) The partners' noun in apposition with no company after it, closed by its comma (`A (RIDET …)
 * et B (RIDET …), seules associées, ont cédé …`, `…, RIDET …, associée unique, a décidé …`): partners of
 * the company the notice is about, which the apposition leaves unnamed.
 */
const PARTNERS_APPOSED = String.raw`,\s*(?:(?:seule?s?|(?:toutes?|tous) (?:deux|trois)|les (?:deux|trois)) )?(?:associee?s?|actionnaires?)(?: uniques?)?\s*,`;
/**
 * The office in apposition with its possessive after the identifier (`Sur convocation de la société H,
 * SAS, RIDET …, sa présidente, l'assemblée …`, `la société H, RIDET …, son gérant`): the possessive
 * is the notice's company, whose office H holds. Read right after the identifier: an apposition
 * names the noun before it, whatever H is the complement of (`convocation de la société H`).
 */
const OFFICE_APPOSED = new RegExp(String.raw`^\)?\s*,\s*(?:sa|son|leur)\s+(?:${ROLE_WORDS})\s*[,.;]`);
/** The company's name and description after its introduction, up to the identifier (checked by onlyCompanyDescription). */
const DESCRIBED = String.raw`(${CLAUSE_CHAR_NL}{0,240})$`;

/**
 * An office's noun opening a list of its holders: 'les mandats d'administrateur de :', 'Administrateurs :'.
 * Each match ends on its colon and holds no other (inOfficeList looks for it after the colon before).
 */
const OFFICE_LIST_OPENING = new RegExp(String.raw`(?:\b(?:mandats?|fonctions?|qualite) (?:d'|de )\s*${ROLE_WORDS}(?: (?:de|d'))?|(?:^|[\s(])${OFFICE}(?: (?:renouvelee?s?|nommee?s?|designee?s?|sortante?s?|en fonctions?))?)\s*:`, 'g');
/** Where a list's item opens: after a semicolon, a dash set apart or a bullet (or at the office's colon). */
const ITEM_START = /[;•]|\s[-*]\s/g;
/** A list item that introduces a company: its article and noun or its form first. */
const COMPANY_ITEM = new RegExp(String.raw`^\s*(?:[-*•]\s*)?${COMPANY_WORD}`);
const SENTENCE_REST = new RegExp(String.raw`^${SENTENCE_CHAR_NL}*$`);

/** The role told after the company's identifier, the words before it captured. */
const ROLE_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,260}?)(?:\b(?:(?:a|ont) ete|est|sont)\s+(?:nommee?s?|designee?s?|renouvelee?s?|reconduite?s?|confirmee?s?|elue?s?|maintenue?s?)\b(?:\s+dans (?:ses|leurs) fonctions)?\s*,?\s*(?:(?:en (?:qualite|tant que?)|aux fonctions|comme|au poste)\s*)?(?:d'|de |du |qu')?\s*(?:${ROLE_WORDS}|${MEMBER})\b|\b(?:demeure|demeurent|reste|restent|devient|deviennent)\s+(?:${ROLE_WORDS}|${MEMBER})\b|\b(?:(?:agissant|intervenant|statuant) en (?:(?:sa|son|leur) )?|en (?:sa|son|leur) )(?:(?:double|triple) )?(?:qualites?|tant que?) (?:d'|de |qu')?\s*(?:${ROLE_WORDS}|${SHAREHOLDER})\b|,\s*(?:(?:toutes?|tous) (?:deux|trois) )?(?:${SHAREHOLDER}) (?:de|du|d') ?(?:(?:la|cette|ladite|notre) )?(?:societe|${FOLDED_FORMS_SOURCE})\b|${PARTNERS_APPOSED}|${HOLDS_SHARES_OF})`,
);

/**
 * Before the company, the words that make it an office's or a share's holder, each ending on the
 * company's introduction: the mandate's noun ('les mandats d'administrateur de la société X'), the
 * appointment's noun with the office first ('nomination en qualité de présidente de la société X'),
 * the participle ('présidée par la société X'), the organ's noun in apposition or as a label.
 */
const HOLDER_BEFORE = new RegExp(
  // The greedy start (captured) finds the introduction closest to the identifier.
  String.raw`^([\s\S]*)(?:\b(?:les|le|du|des) mandats? (?:d'|de )\s*(?:${ROLE_WORDS}|${MEMBER})(?: \w+)? (?:de |d')\s*(?:la |l')?${COMPANY}` +
    String.raw`|\b(?:nomination|designation|renouvellement)\s+(?:,\s*)?(?:du mandat )?(?:en qualite d[e'] ?|comme |aux fonctions d[e'] ?|de |d')\s*${ROLE_WORDS}\s+(?:de|d')\s*${COMPANY_WORD}` +
    // An item of the mandates' list that names the office first ('les mandats : - de commissaire aux
    // comptes titulaire de la société X, …'): the item goes on with the sentence's noun.
    String.raw`|(?:^|[-–—•*;]\s*)(?:de |d')\s*${ROLE_WORDS}(?: [a-z]+){0,2}\s+(?:de |d')\s*(?:la |l')?${COMPANY}` +
    String.raw`|\b(?:presidee?|geree?|administree?|dirigee?|detenue?|controlee?|possedee?)s? (?:par|en la personne de)\s*(?:la |l')?${COMPANY}` +
    // The partners listed by name after their noun (`les associés, à savoir M. A et la société X, …`).
    String.raw`|\b(?:associee?s|actionnaires)\s*,?\s*(?:a savoir|soit)\s*:?\s*(?:[^;]{0,120}?(?:,|\bet)\s*)?(?:la |l')?${COMPANY}` +
    String.raw`|(?:^|[\s'(])(?:${SHAREHOLDER}|${OFFICE})(?: (?:de|du|d') ?(?:(?:la|cette|ladite|notre) )?(?:societe|${FOLDED_FORMS_SOURCE})\b[^,;.]{0,80})?\s*(?:,\s*(?:la |l')|:\s*(?:la |l')?)${COMPANY})${DESCRIBED}`,
);
/**
 * The sole partner's label run straight into its company, no colon nor article (`assoc. uniq. SAS H
 * (RIDET …)`, `patrimoine transmis à associé unique SA H, RIDET …`, `associé unique : Rs. H · SAS`):
 * a small ad's field, the company after it the partner. Not the form's qualifier (`SARL à associé
 * unique X`), which describes the company itself.
 */
const SOLE_PARTNER_LABEL = new RegExp(String.raw`^([\s\S]*)(?<!\b(?:societe|${FOLDED_FORMS_SOURCE}|limitee|simplifiee)\s+a\s+)\b(?:associee?|actionnaire) unique\s*:?\s*(?:(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b|rs\.)${DESCRIBED}`);
/** The deciding partner's bracket, the company inside it: 'Déc. AU (SAS X, RIDET …', 'l'associée unique (la société X, RIDET …'. */
const ORGAN_BRACKET = new RegExp(String.raw`^([\s\S]*)(?:\b(?:associee?|actionnaire) unique|\bau\b|\bd\.?a\.?u\b)\.?\s*,?\s*\(([^()]{0,140})$`);

// The words each reading needs, looked for first (speed: most identifiers stand in no such phrase).
const AFTER_WORDS = /nomm|design|renouvel|reconduit|confirm|elu|maint|demeur|rest|devien|qualite|tant qu|associe|actionnaire|mere|detent|detien|possed|proprietaire/;
const BEFORE_WORDS = /[:(]|mandat|nomination|designation|renouvellement|unique|mere|associe|actionnaire|presid|geran|geree|administr|commissaire|direct|liquidat|detenue|controlee|possedee/;

/**
 * Whether the item the identifier closes belongs to a list of an office's holders opened before it
 * in its sentence, the item a company's description.
 */
function inOfficeList(before: string, folded: string, index: number, end: number): boolean {
  const lastColon = before.lastIndexOf(':');
  if (lastColon < 0) return false;
  // Another label's colon after the office's opens another field ('Gérant : M. X / Formalités : CABINET Y, …'):
  // the opening must end at the last colon. Every opening ends on a colon and holds no other, so it
  // starts after the colon before that one, and only from there is it looked for (speed only: the
  // last opening of a search over the whole words is this one, or one that leaves a colon after it).
  const previousColon = lastColon > 0 ? before.lastIndexOf(':', lastColon - 1) : -1;
  OFFICE_LIST_OPENING.lastIndex = previousColon + 1;
  const opening = OFFICE_LIST_OPENING.exec(before);
  if (opening === null) return false;
  const rest = before.slice(lastColon + 1);
  if (!SENTENCE_REST.test(rest)) return false;
  let item = 0;
  for (const m of rest.matchAll(ITEM_START)) item = m.index + m[0].length;
  // One office's label, one holder (one-holder-office.ts).
  if (laterFieldThanOffice(opening[0], rest.slice(0, item), rest.slice(item))) return false;
  const company = COMPANY_ITEM.exec(rest.slice(item));
  if (!company) return false;
  const described = rest.length - item - company[0].length;
  return onlyCompanyDescription(folded.slice(index - described, index), { identifier: folded.slice(index, end) });
}

/** Whether the company's role is told after its identifier, only its own description (or listed partners) between. */
const REPRESENTED_BY = /\brepresentee? par\s+(?:m|mme|mlle|monsieur|madame|me|maitre)\b/;
/**
 * Acting in an office named alone, no company after it (`agissant en qualité de liquidatrice, …`), or
 * in the company named generically (`liquidatrice amiable de ladite société,`: the represented
 * company's own); `liquidateur de la société Y` is the company's office in Y.
 */
const ACTING_IN_CAPACITY = new RegExp(String.raw`^(?:agissant|intervenant) en (?:sa |son )?(?:qualite d[e'] ?|tant que )(?:${ROLE_WORDS})(?: amiable)?(?: de (?:ladite|la|cette) societe)?\s*[,.;]`);

function roleAfter(prose: string, folded: string, end: number): boolean {
  const after = prose.slice(end, end + 320);
  if (!AFTER_WORDS.test(after)) return false;
  const m = ROLE_AFTER.exec(after);
  if (m === null) return false;
  // The capacity a representative acts in (`représentée par Mme X, son ancienne gérante, agissant en
  // qualité de liquidatrice, …`) is the person's in the company itself, not the company's in another.
  if (REPRESENTED_BY.test(m[1]!) && ACTING_IN_CAPACITY.test(after.slice(m[1]!.length))) return false;
  // (wt-org) The companies listed before a plural verb, one item a line (`– la société X, …, et` / `– la société Y, …,` / `ont été nommées`).
  return onlyCompanyDescription(asCoordinatedList(folded.slice(end, end + m[1]!.length)), 'after');
}

/**
 * The writer telling their own office before their company ('moi, président, la SAS X', 'je suis la
 * gérante, ma société …'): the company is theirs, the notice's, not an officer of another.
 */
const WRITER_OWN_OFFICE = /\b(?:je suis|nous sommes|moi,?)\s*(?:(?:le|la|les) |l')?(?:(?:nouvel(?:le)?|nouveau|seule?|unique) )?$/;

/** A word or sign every opening of HOLDER_BEFORE and ORGAN_BRACKET holds, looked for first (speed only). */
const HOLDER_OPENING_WORDS = new RegExp(String.raw`mandat|(?:associee?s|actionnaires)\s*,?\s*(?:a savoir|soit)\b|\bunique\b|nomination|designation|renouvellement|(?:(?:presid|ger|administr|dirig|control|possed)ee?s?|detenue?s?) (?:par|en la)|\(|[,:]\s*l(?:a |')|:\s*(?:societe|cabinet|${FOLDED_FORMS_SOURCE})\b`);

/** The company's introduction that ends a holder's phrase (`… la société `, `… SAS `, `… Rs.`), read off to leave the office's label. */
const COMPANY_INTRODUCED_END = new RegExp(String.raw`\s*:?\s*(?:(?:la |l')?(?:societes?|cabinet|${FOLDED_FORMS_SOURCE})\b|rs\.)\s*$`);

/** Whether the words before the identifier make its company a holder, only its description between. */
function holderBefore(near: string, folded: string, index: number, end: number): boolean {
  if (!HOLDER_OPENING_WORDS.test(near)) return false;
  const m = HOLDER_BEFORE.exec(near) ?? ORGAN_BRACKET.exec(near) ?? (near.includes('unique') ? SOLE_PARTNER_LABEL.exec(near) : null);
  if (m === null) return false;
  // One office's label whose holder's description printed another identifier: the one read now is a later field's (one-holder-office.ts).
  const opening = near.slice(m[1]!.length, near.length - m[2]!.length);
  const label = opening.includes(':') ? opening.slice(0, opening.lastIndexOf(':') + 1) : opening.replace(COMPANY_INTRODUCED_END, '');
  if (laterFieldThanOffice(label, '', m[2]!)) return false;
  return !WRITER_OWN_OFFICE.test(m[1]!) && onlyCompanyDescription(folded.slice(index - m[2]!.length, index), { identifier: folded.slice(index, end) });
}

/**
 * A company introduced as a complement ('associé détenant 50 % des parts de la société X, …, RIDET
 * …', 'gérant de la société X'): the verb after its identifier is the clause's own subject's, a
 * person's or another company's, not its.
 */
const COMPLEMENT_COMPANY = new RegExp(String.raw`\b(?:de|du|d'|des)\s*(?:la |l')?(?:societe|cabinet|${FOLDED_FORMS_SOURCE})\b(${CLAUSE_CHAR_NL}{0,240})$`);
/** Another company introduced after the complement, the head of the identifier's clause ('…, et la société B, …'). */
const INTRODUCED = new RegExp(String.raw`(?:^|[,;:]\s*|\bet\s+)(?:la |le |l'|les )(?:societes?|cabinet|${FOLDED_FORMS_SOURCE})\b`);

function introducedAsComplement(before: string): boolean {
  const m = COMPLEMENT_COMPANY.exec(before.slice(-260));
  return m !== null && !INTRODUCED.test(m[1]!);
}

/**
 * The auditors' titular or deputy label before a company, in a notice of auditors (`CAC ▸ X ▸
 * titulaire : Y (SELARL, RIDET …)`, `[tit.] Y (SARL, RIDET …)`, `titulaire nommé : CABINET Y SARL (RIDET
 * …)`): Y is the subject's auditor, its own description only between the label and its identifier.
 * `titulaire` alone names many holders (of an account, a card): only where the notice names the
 * auditors' office.
 */
const AUDITORS = /\bcommissa(?:ires?|riat) aux comptes|\bcomm\.? aux cptes|(?<![\p{L}])cac(?![\p{L}])/u;
const AUDITOR_HOLDER_LABEL = /(?:^|[\s[(~▸—-])(?:titulaire|titul\.|tit\.|suppleante?|suppl\.)\]?(?:\s+(?:nommee?|renouvelee?|designee?))?\s*:?\s*([^:;\n]{1,160})$/u;

function auditorHolderLabel(prose: string, folded: string, index: number, end: number): boolean {
  const before = prose.slice(Math.max(0, index - 200), index);
  if (!/tit|suppl/.test(before) || !AUDITORS.test(prose)) return false;
  const m = AUDITOR_HOLDER_LABEL.exec(before);
  return m !== null && onlyCompanyDescription(folded.slice(index - m[1]!.length, index), { identifier: folded.slice(index, end) });
}

/**
 * Whether the identifier printed at `index` and ending at `end` stands in the phrase of an office
 * or a share its company holds in another company. `prose`: the folded text with the line breaks
 * inside a paragraph read as spaces; `folded`: the same as printed (same offsets).
 */
export function holdsOfficeOfAnother(prose: string, folded: string, index: number, end: number): boolean {
  if (OFFICE_APPOSED.test(prose.slice(end, end + 60))) return true;
  if (auditorHolderLabel(prose, folded, index, end)) return true;
  const before = prose.slice(Math.max(0, index - 400), index);
  if (roleAfter(prose, folded, end) && !introducedAsComplement(before)) return true;
  // A member listed under its organ's noun, whatever the number of members (organ-member-list.ts).
  // (wt-org2) Read 600 characters back: a board's list may open on its company's whole description
  // before the colon, the items' own descriptions after it.
  if (memberOfListedOrgan(prose.slice(Math.max(0, index - 600), index), folded, index, end)) return true;
  // (wt-org) An appointee or a member named after the appointing verb and its role (appointee-after-role.ts).
  if (appointedAfterRole(prose, before, folded, index, end)) return true;
  // (wt-org) A member told leaving its grouping (member-leaving.ts).
  if (memberLeaving(prose, folded, end)) return true;
  if (!BEFORE_WORDS.test(before)) return false;
  return inOfficeList(before, folded, index, end) || holderBefore(before.slice(-300), folded, index, end);
}
