/**
 * Who holds a function in the subject company after the notice, and who leaves one. A name
 * counts only when the text ties it to a role:
 * - a label ('Gérance : M. X et Mme Y', 'Président du conseil d'administration et directeur
 *   général : M. Z', 'Sont nommés cogérants : …', 'Gérant démissionnaire : M. W');
 * - words after the name ('a été nommée administratrice', 'en qualité de commissaire aux comptes
 *   suppléant', 'demeure président', ', gérante', 'a démissionné de ses fonctions de gérant');
 * - words before it ('en qualité de liquidateur Maître X', 'les mandats d'administrateur de
 *   M. X', 'la gérance est assurée par', a signature 'la présidente, Mme X');
 * - a list continuing the previous name ('M. X et de Mme Y', '– M. Z ;'), or names listed before a
 *   plural verb and their role ('M. X et Mme Y sont nommés cogérants').
 * Leaving officers ('démission de', 'en remplacement de', ', démissionnaire', 'dont le mandat a
 * pris fin', 'les fonctions de gérant de M. X ont pris fin') get `action: 'cessation'`. Never listed: the juge-commissaire, notaries and lawyers,
 * partners, sellers and buyers, the person representing a company ('représentée par M. X',
 * 'prise en la personne de Maître Y') unless the notice names them as the subject's own officer
 * ('la société X, RIDET …, représentée par sa gérante, Mme Y'), the firm of a designated person,
 * and a liquidateur given quitus. Court appointees (mandataire judiciaire, administrateur
 * judiciaire, commissaire à l'exécution du plan, and the liquidateur of a judicial procedure)
 * are returned apart, as `organes`. Roles use the vocabulary of officer-roles.ts.
 */

import { withoutCompanyWord } from './company-word-before-name.ts';
import { liquidationClosed } from './liquidation-closed.ts';
import { headingOffice, headingOfficeReading } from './heading-office.ts';
import { continuesPluralCivilityList } from './plural-civility-list.ts';
import { FORMERLY_MANAGED_BY } from './former-officers.ts';
import { DEATH_WITH_CLAUSE_BEFORE } from './officer-death.ts';
import { selfAppointedRoles } from './self-appointed.ts';
import { LATER_COMPANY_OFFICE } from './company-later-office.ts';
import { LIQUIDATOR_DISCHARGED_ITEM } from './discharge-item.ts';
import { APPOINTED_TO_EXERCISE, LIQUIDATORS_BEFORE_FORMER_OFFICE, liquidationByPronoun } from './liquidation-offices.ts';
import { sentenceUnderEventLabel } from './event-label.ts';
import { DECIDING_OFFICER_BEFORE } from './deciding-officer.ts';
import { APPROVING_OFFICER_BEFORE } from './approving-officer.ts';
import { civilityGender } from './civility-gender.ts';
import { PROPOSED_BEFORE } from './proposed-officer.ts';
import type { AnnonceType, Dirigeant } from '../model/announcement.ts';
import { companyMentions } from './company-mentions.ts';
import { APPOSED_ROLE_BEFORE, ASSISTED_BY_APPOINTEE, CLOSED_FOR_INSUFFICIENT_ASSETS, COURT_LIQUIDATOR_DISCHARGED, PERSON_FIRM_APPOSITION, PLURAL_DISCHARGE_AFTER, STAYS_IN_OFFICE_AFTER } from './court-officers.ts';
import { ALONGSIDE_ROLE_BEFORE, MANDATE_HOLDER_BEFORE, OFFICES_SPLIT_OR_JOINED } from './decision-officers.ts';
import { BOARD_SEAT_AFTER, BOARD_SEAT_BEFORE_LIST, officeHadFor, pronounAppointed, renewedOfficeRoles, type ToldLater } from './officer-phrasings.ts';
import { formChangeOffice } from './form-change-officers.ts';
import { selfTakenOffice } from './self-taken-office.ts';
import { deputyAfterAuditor, deputyBecomingTitular, titularUnderAuditorsHeading } from './auditor-deputy.ts';
import { CIVILITY_STOP } from './clause-chars.ts';
import { withoutDeniedEvents } from './denied-events.ts';
import { leaverAppointedByPronoun, officeToldByPronoun, possessiveOfficeAfterSemicolon, renewedMandateRoles } from './pronoun-officers.ts';
import { ROLE_OF_NAMED_BEFORE_PARTICULARS } from './role-before-particulars.ts';
import { fold, foldedSlice } from './fold.ts';
import { givenNamesOfNamesake } from './surname-only-officer.ts';
import { LIST_COUNT, PARTNERS_LABEL, PARTNER_APPOINTED_AFTER, PLURAL_PARTICIPLE_AFTER } from './partners-appointed.ts';
import { FORM_ABBREVIATIONS, LONG_FORM_SOURCE } from './legal-form.ts';
import { withoutForeignFormSuffix } from './foreign-form.ts';
import { founderNounOffice } from './founder-officers.ts';
import { isFieldLabel } from './layout/field-labels.ts';
import { officerCompanyName } from './officer-company-form.ts';
import { rectifiedOfficerRoles } from './rectified-officer.ts';
import { correctedRecordRoles } from './correction-record.ts';
import { FORM_PREFIX, findNamedMentions, type NamedMention } from './officer-mentions.ts';
import { withRepeatedCompanyNames } from './repeated-company-name.ts';
import { companySeatedOnBoard, listedOnBoard, seatedByBoardOffice, seatsOnBoardTold } from './board-composition.ts';
import { buyerNounOffice } from './buyer-officers.ts';
import { DENIED_OFFICE_BEFORE, officeBesideName } from './office-shortenings.ts';
import { bracketLeavesOtherOffice } from './bracketed-left-office.ts';
import { COURT_ROLES, JUDGE, JUDICIAL_LIQUIDATOR, firstRoles, lastRoles, roleHits, rolesAtStart, withRoles, type Role } from './officer-roles.ts';
import { matchesOf } from './global-pattern.ts';
import { announcedByAnotherCompany, bareSignature, officerOfOtherCompany, officerOfRelativeClauseCompany, signedForAnotherCompany } from './other-company-officers.ts';
import { BUYER_SIDE_OFFICE_LABEL, SELLER_SIDE_OFFICE_BEFORE, SELLER_SIDE_REPRESENTED, ownOfficerAsAgent, roleAfterRepresentative, sellerLineOfficer, subjectRelativeOffice } from './party-line-officers.ts';
import { petitioningOfficer } from './petitioning-officer.ts';
import { officerCompanies } from './officer-companies.ts';
import { leavingCellAfter, onFormerSide } from './before-after-officers.ts';
import { endedMandateLists } from './ended-mandates-list.ts';
import { inOtherPartyRecord, representsAnotherParty } from './party-record-officers.ts';
import { chairOffice } from './meeting-chair.ts';
import { findRidets, type RidetMatch } from './ridet.ts';
import { colonListItems, type ColonListItem } from './colon-list-items.ts';
import { APPOINTED_ROLE_LABEL, DIRECTION_TAKEN_AFTER, EXPIRED_MANDATE_BEFORE, EXPIRED_MANDATES_LIST_BEFORE, KEPT_OR_REELECTED_BEFORE, NOT_RENEWED_BEFORE, PERMANENT_REPRESENTATIVE_BEFORE, PERSON_PARTICULAR, PLURAL_QUALITY_AFTER, PRONOUN_MOVED_AFTER, QUALIFIER_BEFORE_NAME, RENEWED_MANDATES_OF_ROLE, TITLED_LIST_LINK, TITLE_FIRST, withoutParticulars } from './board-officer-wordings.ts';
import { isUpperCaseLine } from './notice-layout.ts';
import { appointmentVoidedAfter } from './voided-appointment.ts';
import { signsAssemblyDeliberation } from './assembly-signature.ts';

export interface OfficerContext {
  /** The notice's type: in a procedure notice the liquidateur is the court's. */
  type?: AnnonceType | null;
  /** The subject's name: a company is not its own officer, and its representative is its officer. */
  subjectName?: string | null;
  /** The subject's RID (seven digits): an officer named right after another company's identifier is that company's. */
  subjectRid?: string | null;
  /** The identifiers the text prints, when the caller has found them already (speed only). */
  identifiers?: readonly RidetMatch[];
  /** The heading the notice is printed under, a list's section for its entries ('Clôture pour insuffisance d'actif'). */
  heading?: string | null;
  /** The other companies a joint notice lists (several-companies.ts): an office the shared text gives in them only is not the subject's. */
  otherCompanies?: readonly string[];
}

/** Where one officer's name is printed (offsets into the text read) and how sure the rule that tied it to its role is. */
export interface OfficerSpan {
  index: number;
  end: number;
  confidence: number;
}

export interface Officers {
  dirigeants: Dirigeant[];
  /** Court appointees, `action: 'nomination'`. */
  organes: Dirigeant[];
  /** Parallel to `dirigeants` and `organes`. */
  spans: { dirigeants: OfficerSpan[]; organes: OfficerSpan[] };
}

interface Reading {
  roles: readonly Role[];
  cessation: boolean;
  /** Roles the one who leaves `roles` is appointed to in the same breath ('fin des fonctions de gérant de M. X, nommé président'). */
  appointed?: readonly Role[];
  /** 0..1 by the rule that read it: a label 0.9, words around the name 0.85/0.8, a list 0.75, a company's role after its description 0.7. */
  confidence?: number;
}

/** The events a company makes of its own, no court involved. */
const COMPANY_OWN_EVENTS: ReadonlySet<AnnonceType> = new Set<AnnonceType>(['creation', 'capital', 'siege', 'statuts']);

const rated = (reading: Reading | null, confidence: number): Reading | null => (reading ? { ...reading, confidence: reading.confidence ?? confidence } : null);

/** What surrounds one name, folded: `lead` from its clause start, `gap` from the previous name, `tail` to the next name or the clause end. */
interface Surroundings {
  mention: NamedMention;
  previous: NamedMention | null;
  /** Text since the previous name, when that name comes before in the text. */
  between: string | null;
  lead: string;
  gap: string;
  tail: string;
  /** The reading of the previous name, when this one may continue its list. */
  previousReading: Reading | null;
  /** Whether the tail runs up to the next name, no punctuation ending it before. */
  runsIntoNext: boolean;
}

// Sentence ends, but not the full stop of 'M.' or 'Me.', nor of a small ad's abbreviations ('dir. gén. délégué', 'liq.
// M. X', 'en rempl. de M. Y', 'révoq. gér. M. X', 'fin fonct. gér.', 'non renouv.'); a new labelled line starts a clause,
// unless the line before ends on an office's first word that this line goes on with ('… Mandataire' /
// 'judiciaire : X'), or on an auditor whose seat this line names ('commissaire aux comptes' / 'titulaire : X').
const OFFICE_CUT_AT_LINE_END = String.raw`\b(?:[Mm]andataire|MANDATAIRE|[Aa]dministrat(?:eur|rice)|ADMINISTRAT(?:EUR|RICE)|[Cc]ommissaire|COMMISSAIRE|[Dd]irect(?:eur|rice)|DIRECT(?:EUR|RICE)|[Jj]uge|JUGE)(?=\n[ ]*\p{Ll})|\b[Cc]ommissaires? aux comptes(?=\n[ ]*(?:titulaire|suppl[ée]ant))`;
const CLAUSE_END = new RegExp(String.raw`(?<!\b(?:M|MM|Mme|Mlle|Me|St|Ste|av|Av|bd|Bd|B\.P|BP|n°|[Ll]iq|LIQ|[Rr]empl|REMPL|[Rr]epr|REPR|[Gg]ér|GÉR|GER|[Cc]o-?g[ée]r|CO-?G[ÉE]R|[Dd]émiss|DÉMISS|DEMISS|[Dd]ém|DÉM|DEM|[Rr][ée]vo[cq]|R[ÉE]VO[CQ]|[Ff]onct|FONCT|[Rr]enouv|RENOUV|[Nn]omin|NOMIN|[Nn]om|NOM|[Pp]r[ée]s|PR[ÉE]S|[Aa]dm|ADM|[Aa]dmin|ADMIN|[Mm]and|MAND|[Jj]ud|JUD|[Tt]it|TIT|[Ss]uppl?|SUPPL?|[Gg][ée]n|G[ÉE]N))\.\s|;|\n\n|(?<!${OFFICE_CUT_AT_LINE_END})\n(?=[\p{L} '’]{2,40}:)`, 'gu');

/**
 * 'moi-même X', 'ma fille Y': how a writer names herself and her kin (officer-mentions.ts reads such
 * names); 'M. X et sa sœur, Mlle Y': how a list names the next one by the last one's kin.
 */
const KIN_BEFORE = /(?:moi-meme|(?:ma|sa) (?:fille|femme|epouse|mere|soeur|sœur)|(?:mon|son) (?:fils|epoux|epouse|mari|pere|frere))\s*,?\s+$/;
/** 'sont le docteur X et le docteur Y': the article of a title civility is the name's too. */
const TITLE_ARTICLE_BEFORE = /\b(?:le|la)\s+$/;
const TITLE_CIVILITY = /^(?:docteur|dr\b|professeur|pr\b)/;

// --- Who is never an officer.
// 'SCP X, en la personne de Me Y' says it without 'prise'.
// 'agissant par M. X, son président' says it by the company's acting.
// 'La société reste dirigée par son gérant, M. Y': the company's officer named by its possessive office.
// The board's chair is named by the board's possessive ('représentée par le président de son conseil d'administration, M. X').
const REPRESENTATIVE = /(?:\b(?:represente(?:e)?s?|repr\.|pris(?:e)?|agissant)\s+(?:par|en\s+la\s+personne\s+de)|\ben\s+la\s+personne\s+de|\bdirigee?s?\s+par(?=\s+(?:son|sa|ses|leurs?)\s))\s*(?:(?:(?:son|sa|ses|leurs?)\s+|(?:le|la)\s+(?=presidente?\s+(?:de son|du)\s+conseil\b))([^,:;]{2,50}?)\s*,?\s*)?(?:le\s+|la\s+)?$/;
/**
 * ', et par son directeur général, ' or ', son président, assisté de ' after a representative: a second one
 * acting for the same company, its office told by the possessive or after the name.
 */
const REPRESENTATIVE_GOES_ON = /^(?:\s*,\s*(?:son|sa|leur)\s+[^,:;]{2,50}?)?\s*,?\s*(?:et\s+(?:par\s+)?(?:son|sa|leur)\s+([^,:;]{2,50}?)|(?:et\s+)?assistee?\s+(?:de|par)\s*(?:(?:son|sa|leur)\s+([^,:;]{2,50}?))?)\s*,?\s*$/;
/** '…; elle est représentée par son gérant, ': the company the pronoun stands for acts through the person named next. */
const PRONOUN_REPRESENTED_BY = withRoles(/\b(?:elle|il) est represente(?:e)? par (?:son|sa) (?:ROLE)\s*,?\s*$/);
/**
 * 'M. X pour la représenter au conseil en qualité d'administrateur', 'qui a désigné M. X en qualité de
 * représentant permanent': a legal-person officer's representative, not listed.
 */
const REPRESENTS_AFTER = /^\s*,?\s*(?:(?:pour|afin de)\s+(?:la|le|l')\s*representer\b|(?:en qualite de|comme)\s+(?:son\s+)?representante?\s+permanente?\b)/;
const EXCLUDED_LABEL =
  /(?:^|[\n;▪|•◆■►▸♦/]|\s[—–]|\.\s)\s*(?:[-–•]\s*)?(?:associes?(?: en nom| unique| commandites?)?|associees?|cedante?s?|cessionnaires?|acquereurs?|vendeurs?|bailleurs?|locataires?(?:-gerante?s?)?|gerante?s? libres?|ger\. ?libre|acte|fonds vendu|prix|oppositions?|notaire|avocat|representant des salaries)\s*:[^:]*$/;
const EXCLUDED_BEFORE =
  /\b(?:au profit de|a cede a|ont cede a|cede a|a vendu a|vendu a|appartenant a|souscrites? par|entre les mains de|aupres de|cabinet de|etude de|recu par|par le ministere de|agree|agreer|sous la presidence de)\s*$/;
/**
 * ', qui a été nommée gérante', ', qui devient cogérant', ', qui est également nommé président': an
 * appointment told by a relative clause after the name, or after its appositions (', demeurant 3, rue
 * X, 98800 Nouméa, qui ont été nommés cogérants'); not an office in another company (', qui devient
 * gérant de la société Y', the words stopping before Y's mention).
 */
const APPOINTED_BY_RELATIVE = new RegExp(
  withRoles(/^\s*,\s*(?:[^,;:.()]{1,80},\s*){0,4}qui\s+(?:(?:a|est|sera|ont|sont|seront)\s+(?:(?:egalement|aussi|en outre)\s+)?(?:ete\s+)?(?:nommee?s?|designee?s?)\s+|devient\s+|deviennent\s+|deviendra\s+|deviendront\s+)(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:le|la|l')\s*)?(?:(?:nouvel(?:le)?|seule?|unique)\s+)?(ROLE)\b(?!\s+(?:de|d'|du)\s*(?:$|(?!la societe\s*[,.;])(?:la |l')?(?:societe|ste|FORMS)\b))/).source.replace('FORMS', FORM_ABBREVIATIONS.map((f) => fold(f)).join('|')),
);
/** ', administrateur, a été nommé …' (or ', administrateur, en qualité de …') right after a name: a director appointed to another office. */
// Or appointed by the verb before the name ('a nommé Mme X, administratrice, en qualité de directrice générale').
const DIRECTOR_APPOSED_APPOINTED = /^\s*,\s*administrat(?:eur|rice)\s*,\s*(?:(?:a ete|est|a ete elue?|est elue?)\s+(?:nommee?|designee?|elue?)?\b|en qualite d[e'])/;
/** '… a nommé M. X président-directeur général, pour la durée de son mandat d'administrateur': his seat on the board, told by its term. */
const DIRECTOR_MANDATE_AFTER = /^[^.;]{0,160}?\bpour la duree de son mandat d'administrat(?:eur|rice)\b/;
/** A line opened by the auditors' label in the plural, its names after it ('Commissaires aux comptes : M. X, titulaire ; …'). */
/** The auditors' label in the plural opening its line. */
const AUDITORS_LABEL_OPENING = String.raw`^[ \t]*(?:[-–•][ \t]*)?commissaires aux comptes[ \t]*:`;
const AUDITORS_LABEL_LINE = new RegExp(String.raw`${AUDITORS_LABEL_OPENING}[^:\n]*$`);
const AUDITORS_LABEL_OPENS = new RegExp(AUDITORS_LABEL_OPENING);
/** How many lines above its holder's a wrapped auditors' label may open (a narrow column's value over a few lines). */
const AUDITORS_LABEL_REACH = 4;
/**
 * Where the auditors' label opens whose value a narrow column wraps down to the line at `lineStart`
 * (`Commissaires aux comptes : la` / `société X, SARL, titulaire ;` / `Mme Y, suppléante.`): the label's
 * line, a few lines above with no sentence or paragraph ended between; else the line itself.
 */
function auditorsLabelStart(folded: string, lineStart: number): number {
  let start = lineStart;
  for (let k = 0; k < AUDITORS_LABEL_REACH && start > 0; k += 1) {
    const above = folded.lastIndexOf('\n', start - 2) + 1;
    const line = folded.slice(above, start - 1);
    if (line.trim() === '' || /\.\s*$/.test(line)) return lineStart;
    if (AUDITORS_LABEL_OPENS.test(line)) return above;
    start = above;
  }
  return lineStart;
}
/** The qualifier right after a name (', titulaire', ', suppléant'), its address before it or not (', même adresse, suppléant', ', 12, rue X, 98800 Nouméa, titulaire'). */
const QUALIFIER_AFTER_NAME = new RegExp(String.raw`^\s*,\s*(?:(?:meme adresse|${PERSON_PARTICULAR})\s*,\s*)?(titulaire|suppleante?)\b`);
/** How far after a name its qualifier may stand, past its address. */
const QUALIFIER_REACH = 160;
const PROFESSION_AFTER = /^\s*,?\s*(?:notaire|avocate?|huissier|expert|greffier|commissaire[- ]enqueteur)\b/;
/** The profession's appositions closed by their commas, then the office's quality ('…, expert-comptable, en qualité de', '…, avocate au barreau de Nouméa, associée, en qualité de'). */
const QUALITY_AFTER_PROFESSION = /^\s*,?\s*(?:[^,;:.]{2,40},\s*){1,3}en qualite d[e']\s*/;
// A mission said ended beside the name ('Liquidateur : Me X (mission achevée)') is a discharge too.
const QUITUS = /\b(?:quitus|decharge\w*|mission (?:achevee|terminee|accomplie)|fin de mission)\b/;
/**
 * A closure that discharges the liquidator without naming them ('donné quitus à la liquidatrice,
 * l'a déchargée de son mandat'): the liquidator named elsewhere ('Liquidatrice : Mme X') leaves. The
 * quitus is given (a past participle), not announced ('statuer sur le quitus du liquidateur').
 */
const LIQUIDATOR_DISCHARGED = /\b(?:donne|accorde|consenti|octroye)\w* (?:le |un |plein )?quitus (?:entier |definitif )?(?:au|a la|a l') ?liquidat(?:eur|rice)\b|\bliquidat(?:eur|rice)\b[^.;]{0,60}\b(?:l'a|l'ont|a ete|est|ont ete) (?:dechargee?|relevee?) de (?:son|sa) (?:mandat|mission)\b/;
/**
 * A paragraph headed by a party that is not the subject ('Le locataire-gérant :', 'CESSIONNAIRE :'
 * alone on its line) and printing that party's own identifier: the people named there are that
 * company's officers or representatives.
 */
const OTHER_PARTY_HEADING = /^[ \t]*(?:le |la |l')?(?:acquereu(?:r|se)|acheteu(?:r|se)|cessionnaire|preneu(?:r|se)|locataire(?:-gerante?)?)[ \t]*:?[ \t]*$/;
const IDENTIFIER_WORD = /\b(?:ridet|rid|rcs)\b|\d{3}[ .]?\d{3}[.\-/ ]\d{3}\b/;
function otherPartyParagraphs(folded: string): Array<{ start: number; end: number }> {
  if (!/\b(?:acquereu|acheteu|cessionnaire|preneu|locataire)/.test(folded)) return [];
  const found: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (const boundary of [...matchesOf(/\n[ \t]*\n/g, folded), null]) {
    const end = boundary ? boundary.index : folded.length;
    const paragraph = folded.slice(start, end).replace(/^\s*\n/, '');
    const firstLine = paragraph.slice(0, paragraph.indexOf('\n') < 0 ? paragraph.length : paragraph.indexOf('\n'));
    if (OTHER_PARTY_HEADING.test(firstLine) && IDENTIFIER_WORD.test(paragraph)) found.push({ start, end });
    if (boundary) start = boundary.index + boundary[0].length;
  }
  return found;
}
/**
 * 'présidente de la société X', 'au conseil d'administration de la SAEML X', 'Maître Y, de la
 * SELARL X': a company written as a complement is where a role is held, or a person's firm —
 * unless it is the one leaving ('en remplacement de la société X') or whose mandate is named
 * ('le mandat de commissaire aux comptes de la société X').
 */
const COMPANY_COMPLEMENT = /\b(?:de|d'|du)\s*(?:la |l')?(?:societe\s*)?$/;
/** 'nomination de la société X': the company the appointment's noun names is the one appointed, no complement. */
const APPOINTMENT_NOUN_OF = /\b(?:nomination|designation|renouvellement)\s+(?:de|d')\s*(?:la |l')?(?:societe\s*)?$/;
const MANDATE_OF = withRoles(/\bmandats? d[e']\s*(ROLE)[^.;:]{0,30}\s*(?:de|d'|du)\s*(?:la |l')?(?:societe\s*)?$/);
/** 'Me Claire DUPONT, SELARL X': the firm of a designated person is not designated itself. */
const FIRM_OF_PERSON = /^\s*,\s*(?:(?:de|d'|du)\s*(?:la |l')?)?$/;
const PERSONAL_APPOSITION = /^\s*,\s*(?:ancien(?:ne)?|futur(?:e)?|nouvel associe|associee?)\b/;

const FOLDED_FORM_PREFIX = new RegExp(`^(?:${FORM_ABBREVIATIONS.map((f) => fold(f)).join('|')})\\s+`);
/** A form spelt out after `société`, folded (`par actions simplifiee unipersonnelle X`): the name follows it. */
const FOLDED_LONG_FORM_PREFIX = new RegExp(`^(?:${LONG_FORM_SOURCE})\\s+`);

// --- Leaving. A small ad names the role left after 'démission' ('démission Prés. M. X'); a court
// ends an appointee's mission ('il a été mis fin à la mission de M. X, commissaire à l'exécution du plan').
// Every name of the list a replacement names leaves, its preposition repeated ('en remplacement de M. A
// et de Mme B').
// A small ad abbreviates the resignation before its holder ('dém. de M. X, gér.'; 'dem. à' is where one lives),
// or names the holder right after the noun, a telegraphic line's 'démission M. X, gér.' as the
// decision's 'prise d'acte démission M. X'.
// Any noun of leaving may so be followed by the role it ends, abbreviated or not ('révoc. DG M. X',
// 'fin de mandat adm. M. X', 'fin fonct. gér.', 'cessation fonct. gérant', 'non renouv. gér. M. X',
// 'révocation administrateur M. X'): a compositor's cut leaves the words' order; or by its holder's
// possessive, the name in apposition ('la démission de sa présidente, la société H').
// A company leaving is named after its article ('démission de la société X', the mention opening on its noun).
const CESSATION_BEFORE =
  /(?:dem+ission d[eu]|dem\.\s*d[eu]|\bdem+ission|(?:dem+ission|demiss\.|revoc(?:ation|\.)|revoq(?:\.|ue|uee|ation)|fin (?:de |des |du )?(?:mandats?|fonct(?:ions|\.))|cessation (?:de |des )?fonct(?:ions|\.)|non[- ]renouv(?:ellement|\.)|deces|depart)\s*(?:d[eu] |de (?:son|sa|leur) )?(?:co-?ger\.|ger\.|pres\.|adm\.|admin\.|pdte?|dg|gerante?|presidente?|administrat(?:eur|rice)|direct(?:eur|rice) generale?)(?:\s*,)?|en remplacement (?:respectivement )?d[eu]|en remplacement (?:respectivement )?d[eu'][^;:]{1,160}?(?:,|\bet)\s*(?:de |d'|du )|(?:en )?rempl(?:acement|\.) d[eu]|revocation d[eu]|fin(?:,[^,;]{1,60},)? (?:aux|des) fonctions (?:[^;]{1,80}? )?d[eu]|fin a la mission (?:[^;]{1,80}? )?d[eu]|fin du mandat (?:[^;]{1,80}? )?d[eu]|fin (?:aux|des) mandats (?:[^;]{1,120}? )?(?:et (?:aux|des) fonctions )?d[eu]|cessation des fonctions (?:[^;]{1,80}? )?d[eu]|deces d[eu]|depart(?: a la retraite)? d[eu]|\b(?:a|ont) revoque)(?:\s+la|\s*l')?\s*$/;
const LEAVING_WORD_AFTER =
  /^[^;]{0,160}?\b(?:demissionnaires?|a demissionne|demissionne|demiss(?=\.)|revoquee?|cesse(?:ra)? ses fonctions|a cesse ses fonctions|(?:ont cesse|cessent|cesseront) leurs fonctions|decedee?|sortante?|dont (?:le|les) mandats? (?:a|ont|est|sont) (?:pris fin|arrives? a (?:echeance|expiration)|expire)|dont le mandat (?:est arrive|arrive) a (?:echeance|expiration)|dont les fonctions ont pris fin|mandat (?:est )?arrive a echeance|(?:a|ont) (?:egalement |aussi |lui-meme |elle-meme )?ete remplacee?s?|(?:est|sont) remplacee?s?|n'(?:est|a) pas (?:ete )?renouvelee?|n'(?:sont|ont) pas (?:ete )?renouvelee?s|ne (?:sont|ont) pas (?:ete )?renouvelee?s|(?:a|ont) (?:notifie|presente|remis|donne|adresse) (?:sa|leur|leurs) demissions?|(?:est |sont )?non renouvelee?s?|(?:de )?ne pas (?:les |le |la |l')renouveler)\b/;
// The leaving word of the one a person replaces is not hers ('M. X, qui remplacera le gérant
// démissionnaire', 'M. X, en remplacement du gérant démissionnaire'): the words before it are read
// once the word is found (a test at every character cost the reader's CPU).
const REPLACES_ANOTHER = /\bqui (?:remplac|succed)|\bpour (?:remplacer|succeder)|\ben remplacement d/;
// A resignation the text denies ('M. Y n'a pas démissionné et demeure gérant') is no leaving.
const DENIED_LEAVING = /\b(?:pas|jamais|point)\s+(?:ete\s+)?(?:demissionne|revoquee?|decedee?|remplacee?s?)$/;
const CESSATION_AFTER = {
  test(tail: string): boolean {
    const leaving = LEAVING_WORD_AFTER.exec(tail);
    return leaving !== null && !REPLACES_ANOTHER.test(leaving[0]) && !DENIED_LEAVING.test(leaving[0]);
  },
};
/**
 * 'Ancienne mention : Gérant : M. X / Nouvelle mention : Président : M. Y': the old mention's
 * officers leave, whether each mention has its line or both share one ('Administration : ancienne
 * mention : gérant : M. X ; nouvelle mention : président : M. X').
 */
const MENTION_MARK = /\b(?:(anciennes?)|nouvelles?) (?:mentions?|redaction)\b/g;
function inOldMention(linePrefix: string): boolean {
  return [...matchesOf(MENTION_MARK, linePrefix)].at(-1)?.[1] !== undefined;
}
// Also a label that ends the functions ('Fin des fonctions de la gérance : M. X', 'a constaté la cessation, à
// cette date, des mandats des administrateurs :').
// A before / after grid's former side, as the layout pass writes it ('Commissaire aux comptes titulaire (avant) :').
const LEAVING_LABEL = /\(avant\)[ \t]*$|\b(?:demissionnaires?|sortante?s?|ancienne?s?|revoquee?s?|non renouvelee?s?|n'(?:a|ont|est|sont) pas ete renouvelee?s?|fin (?:des |aux |de )?(?:fonctions|mandats?)|cessation (?:des )?fonctions|cessation,?(?: [^\n;:,]{1,30},)? (?:des|de leurs) mandats)\b[^\n;:]*$/;
/** A label that is a sentence replacing a named officer ('…, en remplacement de M. Y, démissionnaire :'): its leaving word is Y's. */
const REPLACED_IN_LABEL = /\ben remplacement d[eu'][^\n;:]*$/;
/** 'M. X a démissionné de ses fonctions de gérant', 'La société H, SAS, RIDET …, a démissionné de ses fonctions de présidente' (its particulars between). */
const LEAVES_AFTER = /^\s*,?\s*(?:[^,;:]{0,80},\s*){0,3}(?:a demissionne|ont demissionne|demissionne|a cesse|ont cesse|cesse(?:ra)?|quitte)\s+(?:de\s+)?(?:ses|leurs) fonctions d[e']\s*/;
// 'démission de M. X de son mandat d'administrateur' names the office as a mandate.
// The holder's particulars may stand between ('la démission de la société X, SARL, RIDET …, de ses
// fonctions de cogérante', '… X (SAS, RIDET …) de ses fonctions', 'M. X, demeurant à …, de son mandat').
const OWN_FUNCTIONS_AFTER = /^\s*(?:\([^()\n]{1,80}\)\s*|,(?:[^;:()\n]|\.(?=\d)){1,140}?,\s*)?,?\s*de (?:ses|leurs|son|sa) (?:fonctions?|mandats?) d[e']\s*/;
/** 'les fonctions de gérant de M. X ont pris fin', 'le mandat de gérant de M. X a pris fin': the role before the name, the ending after it. */
// The holder may be a company named by its noun ('le mandat de présidente de la société X') and
// its particulars may stand before the ending ('…, SARL, RIDET …, a pris fin'), told in any tense ('avait pris fin',
// 'arrivait à expiration').
const ENDED_FUNCTIONS_BEFORE = withRoles(/\b(?:fonctions|mandats?) d[e']\s*(ROLE)\s+(?:d[eu]|de la|de l')\s*(?:(?:societe|ste)\s+)?$/);
// The company where the office was held may stand between (`Le mandat de gérant de M. X au sein de la société absorbée a pris fin`).
const ENDED_AFTER = /^(?:\s*,(?:[^;:\n]|\n(?!\n)){0,160}?,|\s+au sein d[eu'][^,;.:\n]{1,80}?)?\s*(?:(?:ont|a|avait|avaient|sont|est|etait) (?:pris fin|cesse|expire|termine)|(?:arrive|arrivait|arrivent|arrivaient|est arrive|etait arrive|vient|venait) (?:a (?:son )?(?:expiration|echeance|terme)|d'expirer))\b/;

// --- Roles written after the name.
// A bracket after the name is read past as an apposition ('M. X (Managing Director) a été nommé gérant',
// 'Mme Y (née à Osaka) est nommée cogérante').
const APPOINTED_AFTER = new RegExp(
  String.raw`^\s*,?\s*(?:\([^()\n]{1,60}\)\s*,?\s*)?(?:[^,;:.]{0,80},\s*){0,6}(?:(?:dt|demt|demeurant)\s[^,;:.]{1,50}?\s)?(?:a ete |ont ete |est |sont |a |ont )?(?:no(?:m|rn){1,2}ee?s?|designee?s?|elue?s?|cooptee?s?|renouvelee?s?|confirmee?s?|reconduite?s?|appelee?s?)\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*|dans (?:ses|leurs) fonctions d[e']\s*|comme\s+|${APPOINTED_TO_EXERCISE}|pour\s+)?${LIST_COUNT}?(?:nouve(?:l|lle|au|aux|lles)\s+|seule?s?\s+|premi(?:er|ere)s?\s+)?`,
);
// 'M. X conserve la présidence du conseil d'administration', 'conserve ses fonctions de gérant',
// 'Mme Y garde son mandat d'administratrice': in office after the notice. The office's noun is
// tried before 'son' alone, so that 'conserve son mandat de' reads the role after 'mandat'. The
// person's trade may stand between in apposition ('Mme X, architecte, demeure seule gérante'), and
// a relative pronoun may open the verb ('avec M. X qui reste gérant'); the participle too ('…, M. Y
// demeurant cogérant', 'Mme X conservant ses fonctions de directrice générale'), a residence's
// 'demeurant' never followed by an office; after a leaving the text
// denies ('M. Y n'a pas démissionné et demeure gérant').
const REMAINS_AFTER =
  /^\s*,?\s*(?:[^,;:.]{1,60},\s*){0,2}(?:n'(?:a|ont|est|sont) (?:pas|jamais|point) (?:ete )?[a-z]+ et\s+)?(?:(?:qui\s+)?(?:demeurent|restent|demeure|reste|demeurera|restera|demeurant|restant|est maintenue?|sont maintenue?s|(?:en\s+)?(?:est|sont|devient|deviennent)(?:\s+(?:depuis lors|desormais|toujours|actuellement|aujourd'hui))?(?:\s+(?:le|la|les))?)\s+(?:dans (?:ses|leurs) fonctions d[e']\s*|en qualite d[e']\s*)?|(?:conserv|gard)(?:e|ent|era|eront|ant)\s+(?:ses|leurs|son|sa)\s+(?:fonctions|mandats?)\s+d[e']\s*|(?:(?:a|ont)\s+)?(?:retrouve|retrouvent|retrouvera|reprend|reprennent|reprendra|repris)\s+(?:ses|leurs|son|sa)\s+(?:fonctions|mandats?)\s+d[e']\s*|conserv(?:e|ent|era)\s+(?:(?:ses|leurs|les|sa|la) fonctions? d[e']\s*|(?:la|sa|son)\s+))(?:(?:seule?s?|uniques?)\s+)?/;
/** 'Nomination de Mme X aux fonctions de présidente', 'renouvellement de M. Y dans ses fonctions de gérant'. */
const NOMINATION_OF = /\b(?:nomination|designation|renouvellement|election|cooptation|reconduction)\s+(?:de|d')\s*$/;
const FUNCTIONS_AFTER = /^\s*,?\s*(?:aux fonctions|dans (?:ses|leurs) fonctions|au poste|au mandat) d[e']\s*/;
/** 'M. X exerce ainsi les fonctions de président-directeur général'. */
const EXERCISES_AFTER = /^\s*,?\s*(?:exerce|exercent|exercera|assure|assurent|assurera)\s+(?:ainsi\s+|desormais\s+|dorenavant\s+|donc\s+)?(?:les|la) fonctions? d[e']\s*/;
/**
 * 'Mme X, nommée membre du directoire, à laquelle le conseil a conféré le titre de directeur général':
 * the office a relative clause after the person says she was given; or the coordinated verb with its
 * pronoun ('a nommé M. Y membre du directoire et lui a conféré le titre de directeur général').
 */
const TITLE_CONFERRED_AFTER = /^[^.;:]{0,80}?(?:,\s*(?:a laquelle|auquel|a qui)\s+[^.;:,]{0,60}?|\bet\s+lui\s+)\b(?:a|ont|avait)\s+(?:ete\s+)?(?:confere|attribue|donne|confie)\s+(?:le titre|la qualite|les fonctions|la fonction)\s+d[e']\s*/;
/** 'a nommé M. X président-directeur général': the role right after the name of an appointment. */
// 'a confirmé M. X dans ses fonctions de président': a confirmation keeps the officer in office.
// A small ad names the appointment by its noun, the role right after the name ('nomination de M. X
// cogérant', 'nomin. M. X cogér.').
const APPOINTING_BEFORE = /\b(?:nomme|nommer|nomment|nom\.|nomin\.|nomination(?: de| d')?|designe|designer|designent|coopte|coopter|elu|elire|renouvele|renouveler|reconduit|reconduire|reconduisent|confirme|confirmer|confirment)\s*$/;
/** A listed holder's own functions named after the name ('… et Mme Y dans ses fonctions de directeur général délégué'). */
const LISTED_FUNCTIONS = /^\s*,?\s*(?:dans (?:ses|leurs) fonctions|aux fonctions) d[e']\s*/;
/** '… M. X dans ses fonctions de président et M. Y dans celles de directeur général': the second name's functions. */
const THOSE_OF_AFTER = /^\s*,?\s*dans celles d[e']\s*/;
/** 'ont nommé M. X seul gérant': a qualifier before the role named right after the name. */
const ROLE_QUALIFIER = /^\s*(?:seule?s?|uniques?|nouve(?:l|lle|au|aux|lles))\s+/;
const IN_QUALITY_AFTER = /\ben qualite d[e']\s*(?:nouve(?:l|lle|au|aux|lles)\s+)?/;
/** '…, et nommé en qualité de suppléant la société Y': an appointment of its own after the name, the quality is Y's. */
// Its subject may be impersonal and its auxiliary compound ('…, et il a été nommé, pour une durée indéterminée : – en qualité de présidente : …').
const NEXT_APPOINTMENT = /(?:,|\bet)\s+(?:(?:il|elle|ils|elles)\s+)?(?:(?:a|ont)\s+ete\s+|a\s+|ont\s+|est\s+|sont\s+)?(?:nommee?s?|designee?s?|renouvelee?s?|elue?s?)\b/;
/** '…, la société X, SARL, …, et en qualité de suppléant M. Y': a quality opened by 'et' right before the next name is that name's. */
const NEXT_QUALITY = /\bet\s*$/;
const APPOSITION_AFTER = /^\s*,\s*(?:(?:nouvel(?:le)?|actuel(?:le)?|seule?|unique)\s+)?/;

/**
 * A company's role after its description, which may hold a representative: 'la société H, SAS …,
 * RIDET …, représentée par M. X, a été nommée présidente de la société S', '…, présidente de la
 * société S, a :', '(SARL …, représentée par son gérant, M. X), gérant commandité de la société
 * S', 'agissant en qualité de président de la société S'. A role followed by another company's
 * name is held there, not in the subject.
 */
const COMPANY_ROLE_AFTER = withRoles(
  /(?:^|,\s*|\)\s*,?\s*)(?:(?:a ete |est |ont ete |sont )?(?:nommee?s?|designee?s?|elue?s?|renouvelee?s?|confirmee?s?|cooptee?s?)\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*)?(?:premi(?:er|ere)s?\s+)?|agissant en (?:sa )?qualite d[e']\s*|en (?:sa )?qualite d[e']\s*|(?:demeure|reste)\s+)?(?:(?:associee?|actionnaire) unique,?\s+et\s+)?(ROLE)/,
);
// The company mention may start at its 'de la société'.
// 'donné en location-gérance par la société X' lets a business: no office ('gérance') held in X, the hyphen typed or not.
const HELD_IN = withRoles(/(?<!\blocation[- ]|\bloc\.-)\b(?:ROLE)\s+(?:titulaire\s+|suppleante?\s+)?(?:(?:de|d'|du)\s*(?:la |l')?(?:societe\s*)?)?$/);
/** 'présidente de la société bénéficiaire': the company the notice labels so ('Société bénéficiaire : S'). */
const DESIGNATION = /^(?:societe\s+)?(beneficiaire|absorbante|absorbee|apporteuse)\b/;
/**
 * 'de la société pour trois ans', 'de la société, en remplacement de …': 'la société' named by no name is the notice's company.
 * (wt-org2) So is 'du groupement' named by no name ('a été nommée administrateur du groupement pour trois ans'): a grouping's own notice.
 */
const THE_COMPANY_ITSELF = /^(?:societe|groupement|gie)\b(?=\s*(?:[,.;]|$|pour\b|a compter\b|a partir\b|avec effet\b|en remplacement\b|jusqu))/;
const ROLE_HELD_IN = /^\s*(?:titulaire|suppleante?|commanditee?|unique)?\s*(?:de|du|d')\s*(?:la |l')?/;

// --- Roles written before the name.
// The office named with its holder by a participle, without a verb ('les autres mentions, notamment
// la gérance assurée par Mme X, demeurent inchangées', 'la présidence, exercée par M. Y', 'la gérance
// confiée pour une durée illimitée à Mme Z'): the participle says who holds it, as 'la gérance est assurée par' does,
// its term between (`La gérance est confiée, sans limitation de durée, à la société X`).
// The holders may be named by their office in apposition first ('la gérance demeure assurée par les
// cogérants, M. X et Mme Y').
const ROLE_BEFORE = withRoles(
  /(?:\ben qualite d[e']\s*(?:nouve(?:l|lle|au|aux|lles)\s+)?(ROLE)[^.;:]{0,80}|\b(?:nommee?s?|designee?s?)\s+(?:en qualite d[e']\s*)?(?:nouve(?:l|lle|au|aux|lles)\s+)?(ROLE)[^.;:]{0,80}|\bfonctions d[e']\s*(ROLE) (?:sont|seront|est|sera) (?:exercees?|assurees?|confiees?) (?:par|a)\s*|\b(?:la )?(ROLE),? (?:est|sont|sera|seront|demeure|demeurant|reste|restant|continuer?a? d'etre|continuent d'etre) (?:ainsi |desormais |dorenavant |toujours |encore )?(?:assuree?s?|assumee?s?|exercee?s?|confiee?s?)(?:,?\s+(?:pour|sans|a compter|jusqu)[^,;.:]{1,40}?,?)? (?:par|a)\s*(?:(?:le|la|les|son|sa|ses|leurs?) (?:ROLE)\s*,\s*)?|\b(?:la|le|les) (ROLE),? (?:(?:assuree?s?|exercee?s?) par|confiee?s?(?: pour [^,;.:]{1,40}?)? a)\s*|\bmandats? d[e']\s*(ROLE) (?:d[eu]|de la societe|de la)\s*)$/,
);
/**
 * 'La présidence de la société X reste assurée par M. Y': the company named between is the subject
 * (a mention of its own, so read on the clause); named bare too ('La présidence de X demeure assurée par …'),
 * or among the companies the office is held in ('La gérance des sociétés X et Y est exercée par M. Z').
 */
const ASSURED_BY = withRoles(
  /\b(?:la |le )?(ROLE)\s+(?:de\s+(?:(?:la |l')?societe\b)?|des\s+(?:societes\b)?)[^.;:]{0,80}?\s+(?:est|sont|sera|seront|demeure|reste|continuer?a? d'etre|continuent d'etre) (?:desormais |dorenavant |toujours |encore )?(?:assuree?s?|exercee?s?|confiee?s?) (?:par|a)\s*$/,
);
/**
 * ASSURED_BY's match, unless the companies it names between the office and its verb are only others a
 * joint notice lists (`La présidence de KAZ TROIS est assurée par la société H` in KAZ UN's part of a
 * notice listing KAZ UN, KAZ DEUX and KAZ TROIS: H presides KAZ TROIS). `others`: their names, folded.
 */
function heldInSubject(match: RegExpExecArray | null, subject: string | null, others: readonly string[]): RegExpExecArray | null {
  if (!match || others.length === 0 || (subject !== null && match[0].includes(subject))) return match;
  return others.some((other) => match[0].includes(other)) ? null : match;
}
// 'Le président du conseil d'administration, M. X'; 'Pour avis, la gérante de la société X, Mme Y'
// (the notice's signature: the company it names is the one that publishes); 'Les cogérants demeurent M. X et Mme Y'.
// A groupement's officer is named so too, the article elided ('L'administrateur du groupement, M. X, reste en fonction').
// The second of two officers joined by 'et' too ('Le président, M. X, et la directrice générale, Mme Y, restent en fonctions').
// The other holders of the office beside those the notice changes ('Les autres administrateurs, M. X et la société Y, restent en fonctions').
const SIGNATURE = new RegExp(
  withRoles(/(?:^|[\n,.:]\s*|\ba\s+|,\s*et\s+)(?:(?:le|la|les)\s+(?:autres\s+)?|l')(ROLE)(?:\s+du conseil d'administration)?(?:\s+de la (?:societe|FORMS)|\s+du (?:groupement|gie))?\s*[,:]?\s*(?:(?:le|la)\s+)?$/).source.replace(
    'FORMS',
    FORM_ABBREVIATIONS.map((f) => fold(f)).join('|'),
  ),
);
/** 'Ont été nommés : président, M. X ; directeur général, Mme Y': a role noun opening a list item, then the name. */
// A company item may keep its article ('Il fallait lire : liquidateur, la SELARL X').
const ROLE_ITEM = withRoles(/(?:^|[:;\n]|\.\s)\s*(?:[-–•]\s*)?(ROLE)(?:\s+du conseil d'administration)?\s*,\s*(?:(?:la|le) |l')?$|,?\s*\bet\s+(ROLE)\s*$/);
/** 'l'associée unique et gérante, Mme X': the sole partner's role coordinated with the partnership. */
const PARTNER_AND_ROLE = withRoles(/\b(?:l'|le |la )associee? unique,?\s+(?:et\s+)?(ROLE)\s*,\s*$/);
/**
 * 'gérant et associé unique M. X', 'gér. assoc. unique M. X': the office, then the sole partnership, then the holder;
 * with its article and comma in a signature too ('Pour avis, la gérante et associée unique, Mme X'; 'La gérante,
 * associée unique,' over the name).
 */
const ROLE_AND_PARTNER = withRoles(/(?:^|[,:;\n]|\.\s)\s*(?:(?:le|la)\s+|l')?(ROLE)\s*,?\s*(?:et\s+|&\s*)?(?:associee?|assoc\.|ass\.)\s*(?:unique|uniq\.?)\s*[:,]?\s*$/);
// A notice is signed 'Pour avis', and as well 'Pour unique insertion', 'Pour insertion', 'Pour extrait', 'Pour mention'.
const SIGNATURE_OPENING = String.raw`\bpour (?:avis|(?:unique |seule )?insertion|extrait|mention)\s*,\s*`;
/** 'Pour la société, son président, la société H, représentée par …': the company's officer signing for it. */
const SIGNATURE_FOR_COMPANY = withRoles(/\bpour la societe\s*,\s*(?:son|sa)\s+(ROLE)\s*,\s*(?:la |le |l')?$/);
const SIGNATURE_FOR_NOTICE = new RegExp(`${SIGNATURE_OPENING}${withRoles(/(?:le|la|les)\s+(ROLE)\s+de la societe\b[^,\n]{1,60},\s*$/).source}`);
// 'Les cogérants demeurent M. X et Mme Y', 'Les premiers cogérants de la société sont M. X et Mme Y'.
/**
 * '…, RIDET …, dont la gérante est Mme Z': the officer of the company whose identifier the clause
 * follows (another company's is set aside by other-company-officers.ts). Without an identifier right
 * before it the clause may describe any company of the notice, and is not read.
 */
/** ', dont la gérante est': read after the subject's own name only (the clause may follow any company's). */
const WHOSE_ROLE_AFTER_NAME = withRoles(/,\s*dont\s+(?:le|la|les)\s+(ROLE)\s+(?:est|sont)\s*$/);
const WHOSE_ROLE_AFTER_IDENTIFIER = withRoles(/\b(?:ridet|rid)\b\s*(?:n°|:)?\s*[\d .\-/]{6,20}?\s*,\s*dont\s+(?:(?:le|la|les)\s+)?(ROLE)\s+(?:est|sont)\s*$/);
// 'Le liquidateur amiable nommé par l'assemblée du 30 juin est M. X', 'Le nouveau gérant se nomme M. X',
// 'Le premier président, nommé sans limitation de durée, est M. X'.
// 'Les autres administrateurs sont M. X et Mme Y', 'Les membres du conseil d'administration demeurent …':
// the board's other members, beside the officers the notice names first, are directors too. 'Le
// président du conseil d'administration demeure M. X': the board's chair, by the board's name.
// The company may be named by its form or a grouping's noun ('Les cogérants de la SNC sont …',
// 'L'administrateur unique du groupement est …').
const REMAIN_BEFORE = withRoles(
  /(?:^\s*|[\n,.:;]\s*)(?:(?:le|la|les)\s+|l')(?:(?:premiers?|premieres?|nouveaux?|nouvelles?|nouvel|autres)\s+)?(ROLE|membres du conseil d'administration)(?:\s+amiables?)?(?:\s+du conseil(?: d'administration| de surveillance)?)?(?:\s+(?:de la |du |de l')(?:societe|groupement|gie|cooperative|snc|sarl|sas|sasu|eurl|sci|selarl|sa))?(?:\s+(?:nommee?s?|designee?s?)\s+par\s+[^.;:,\n]{1,80}?|\s*,\s*(?:nommee?s?|designee?s?)\s+[^.;:,\n]{1,80}?,)?\s+(?:demeurent|demeure|restent|reste|sont|est|se nomment|se nomme|s'appellent|s'appelle)\s*:?\s*$/,
);
/** 'Le groupement est administré par un administrateur unique, M. X': the office named between the verb and the holder. */
// Its holders may be counted and named after the office with their article ('gérée par ses deux cogérants, le Dr X et le Dr Y').
// The holders' kind and term may follow the office ('administré par deux administrateurs personnes
// physiques nommés pour trois ans, M. X et Mme Y'), a colon before the holders ('gérée par deux
// cogérantes nommées sans limitation de durée : Mme X, …, et Mme Y').
const MANAGED_BY_OFFICE = withRoles(/\b(?:geree?s?|administree?s?|dirigee?s?|presidee?s?)\s+par\s+(?:un|une|deux|trois|quatre|son|sa|ses|le|la|les|l')\s*(?:(?:deux|trois|quatre)\s+)?(ROLE)(?:\s+(?:unique|seule?))?(?:\s+personnes? (?:physiques?|morales?))?(?:\s+(?:nommee?s?|designee?s?)\s+[^,.;:]{1,40}?)?\s*[,:]?\s*(?:(?<=,\s*)(?:le|la)\s+)?$/);
/** 'la société est gérée par M. X', 'présidée par Mme Y'. */
const MANAGED_BY: ReadonlyArray<readonly [RegExp, Role]> = [
  [/\bgeree?s? par\s*$/, 'gérant'],
  [/\bpresidee?s? par\s*$/, 'président'],
];
/**
 * A role noun printed right before the name, without verb or comma, as small ads and tables print
 * it ('GÉRANT M. X', 'gérant inchangé M. Y', 'liquidateur Mme Z', 'liq. M. W', 'CAC titulaire SARL
 * V'); the words before the role say when that officer leaves ('démission du gérant M. X', 'le
 * gérant sortant M. X'). A small ad may put the holder in brackets after the office kept ('Gérance
 * inchangée (M. X)').
 */
const ROLE_APPOSED = withRoles(
  /(?:^|[^\p{L}'])(ROLE)(?:\s+du\s+conseil\s+d'administration)?((?:\s+(?:inchangee?s?|nouve(?:au|l|lle|aux|lles)|actuel(?:le)?s?|unique|seule?|titulaire|suppleante?|sortante?s?|demissionnaire|ancien(?:ne)?s?|maintenue?s?|reconduite?s?|renouvelee?s?|confirmee?s?))*)\s*\(?\s*$/u,
);
const LEAVING_QUALIFIER = /\b(?:sortante?s?|demissionnaires?|ancien(?:ne)?s?)\b/;
// 'l'ancien gérant M. X', 'DÉM. GÉR. M. X' (démission abbreviated).
// 'ont révoqué de ses fonctions de gérante la société X': the leaving verb before the office, its object after it.
const LEAVING_BEFORE_ROLE = /(?:\b(?:ancien(?:ne)?s?|sortante?s?|precedente?s?|ex-?)|\bdem(?:iss)?\.|\b(?:revoquee?s?|destituee?s?|relevee?s?|demise?s?)\s+(?:de|d')\s*(?:ses|leurs|son|sa)\s+(?:fonctions|mandats?)\s+d[e']\s*)\s*$/;
/**
 * 'Les fonctions de commissaire aux comptes titulaire sont exercées par la société X et celles de
 * suppléant par M. Y': the pronoun takes the auditors' functions, the deputy's exercised by Y.
 */
const DEPUTY_FUNCTIONS_BEFORE = /\bfonctions de commissaires? aux comptes(?: titulaires?)?\b[^.;]{0,200}?\bet cel(?:le|les) de suppleante?s? (?:sont |est )?(?:exercees? |assurees? )?par\s*$/;
/** 'CAC titulaire SARL X, suppléant M. Y': a bare 'suppléant' after an auditor is the auditor's suppléant. */
// Cut short in a telegraphic line ('CAC tit. X, suppl. M. Y').
const BARE_SUBSTITUTE = /(?:^|[\s,;])suppl(?:eante?s?|\.)\s*$/;
const AUDITOR = /\b(?:commissaires?\s+aux\s+comptes|cac)\b/;
/** 'Les commissaires aux comptes, titulaire la société X, et suppléant M. Y': a bare 'titulaire' after an auditor is the auditor. */
const BARE_HOLDER = /(?:^|[\s,;])tit(?:ulaires?|\.)\s+(?:(?:la\s+)?societe\s+|l[ae]\s+|m(?:me|\.)\s+)?$/;
// 'ont nommé en remplacement, pour une durée indéterminée, M. Y' (and the slip 'nomée'); 'a coopté en
// remplacement Mme Y' (a board fills a director's seat).
// 'a désigné pour lui succéder, sans limitation de durée, Mme Y', 'M. X, gérant démissionnaire, est remplacé par M. Y'
// (a date or a term between: 'a été remplacée, à compter du même jour, par la société H').
// A list of decisions gives the verb in the infinitive ('a décidé : … de prendre acte de la démission
// de M. X de ses fonctions de gérant et de nommer en remplacement Mme Y').
/** 'nomination de', '; désignation de', ', gérant, et nomination de' opening its clause: the appointment told by its noun alone. */
const SUCCESSOR_NOUN = /^(?:\s*,[^,;:.]{1,40},)?\s*(?:et\s+)?(?:(?:la|sa)\s+)?(?:nomination|designation)\s+(?:de|d')\s*$/;
const REPLACES =
  /\b(?:(?:nomm?ee?s?|nomm?er|designee?s?|designer|appelee?s?|appeler|cooptee?s?|coopter)(?: |\s*,\s*)(?:en remplacement|pour (?:lui|leur) succeder|pour (?:le|la|les) remplacer|a sa place|a leur place)(?:\s*,[^,;.]{1,90},|\s*,)?|(?:remplacee?s?|succedee?s?)(?:\s*,[^,;.]{1,90},)? par)(?:\s*(?:la |le |l')(?:societe\s*)?)?\s*$/;

// --- Tables.
/**
 * A table of functions and holders as the layout pass writes it back ('– Fonction : Directeur
 * général' / 'Ancien titulaire : M. X' / 'Nouveau titulaire : Mme Y'): a holder takes its record's
 * function; the old holder leaves unless the new cell says the function is unchanged.
 */
// The holder's cell may be named by its side alone ('Sortant : M. X' / 'Entrant : Mme Y', 'Avant' / 'Après').
const HOLDER_LABEL =
  /(?:^|\n)[ ]*(?:[-–•][ ]*)?(?:(?:(anciens?|anciennes?)|nouveaux|nouvel(?:le)?s?|nouveau|actuel(?:le)?s?)?[ ]*(?:titulaires?|dirigeants?|noms?)|(sortante?s?|avant|precedente?s?)|entrante?s?|apres|nouveaux?|nouvel(?:le)?s?)[ ]*:[ ]*$/;
/** A word of a holder's cell label ('Titulaire :', 'Sortant :', 'Nouveaux :'), whole: the unit before it no letter, digit or '_' (none at the text's start). */
const HOLDER_WORD_BEFORE_COLON = /(?:^|\W)(?:titulaires?|dirigeants?|noms?|sortante?s?|entrante?s?|avant|apres|precedente?s?|nouveaux?|nouvel(?:le)?s?)$/;
/**
 * Whether some colon of `folded` closes a holder's cell label, spaces between: read at the text's
 * colons alone (speed only: a notice holds a few, and a pattern tried at every unit cost more).
 * The spaces before each colon are passed over; the 13 units before them hold the longest word
 * (11 units) and the unit before it, so a word cut by the window's start is never read as one.
 */
function holdsHolderLabel(folded: string): boolean {
  for (let colon = folded.indexOf(':'); colon >= 0; colon = folded.indexOf(':', colon + 1)) {
    let end = colon;
    while (end > 0 && folded.charCodeAt(end - 1) === 0x20) end -= 1;
    if (HOLDER_WORD_BEFORE_COLON.test(folded.slice(Math.max(0, end - 13), end))) return true;
  }
  return false;
}
const RECORD_FUNCTION = /(?:^|\n)[ ]*(?:[-–•][ ]*)?(?:fonctions?|qualites?|mandats?|postes?)[ ]*:[ ]*([^\n]+)\n(?:[^\n]+\n){0,3}$/;
const UNCHANGED_NEXT = /^[^\n]*\n[ ]*(?:(?:nouve\w*|actuel\w*)[ ]+(?:titulaires?|dirigeants?|noms?)|entrante?s?|apres|nouveaux?|nouvel(?:le)?s?)[ ]*:[ ]*(?:inchangee?s?|reconduite?s?|maintenue?s?|idem|sans changement)\b/;

// --- Lists.
/** Two holders of one compositor's label joined by a sign ('Gce.Josué X & Léa Y', 'Cogce.A B / C D'). */
/** What stands above the last line that holds words, read up to a name. */
const LINES_ABOVE = /^[\s\S]*\n(?=.*\S)/;
const LABEL_COLON_END = /:\s*$/;
const PRINTED_DASHES = new Set(['–', '—', '‒', '―']);
const LIST_JOIN = /^\s*(?:&|\/)\s*$/;
/** The words between an item's name and the officer it replaces ('M. X, en remplacement de M. Y'). */
const REPLACED_IN_ITEM = /^\s*,?\s*en remplacement (?:respectivement )?(?:de |d'|du )\s*(?:(?:m|mme|mlle|me|monsieur|madame|maitre)\.?\s*)?$/;
/** A list's next item: a semicolon or a line break with its bullet. */
const LIST_ITEM_BREAK = /[;]|\n\s*[-–•]/;
// 'ainsi que' joins the list's last item as 'et' does ('de MM. X et Y, de Mme Z, ainsi que de la société W').
const CONTINUATION = /^[\s,;]*(?:[-–•·]\s*)?(?:et|ou|ainsi que)?\s*(?:de|d'|par)?\s*(?:(?:le|la) )?$/;
/** 'M. X et Mme Y sont nommés cogérants': a plural verb after the last name of a list, or after its appositions and a relative pronoun. */
const PLURAL_VERB_AFTER = /^\s*,?\s*(?:[^,;:]{0,80},\s*){0,4}(?:qui\s+)?(?:sont|ont ete|demeurent|restent)\b/;
/** 'Sont nommés cogérants M. X, médecin, demeurant à Y, et Mme Z': the list goes on past a person's appositions. */
const CONTINUATION_AFTER_APPOSITIONS = /^\s*,(?:[^,;:.]{1,60},){1,5}\s*et\s+(?:de\s+|d')?(?:le |la )?$/;
/** 'Sont désignés Mme X et M. Y, administrateurs': a role in the plural after the last name of a list. */
// An abbreviation has no number: after a list it is the plural's ('nomination de Mme X et M. Y, admin., en remplacement de …').
// A board's offices in the plural too ('MM. X et Y, directeurs généraux délégués').
const PLURAL_ROLE_APPOSED = /^\s*,\s*(?:(?:co-?gerant(?:e)?s|gerant(?:e)?s|administrat(?:eur|rice)s|liquidat(?:eur|rice)s|commissaires aux comptes|direct(?:eur|rice)s genera(?:ux|les)(?: delegue(?:e)?s)?)\b|(?:adm|admin|co-?ger|ger|liq)\.(?=\s*(?:[,;]|$)))/;
/** A company's particulars in a bracket right after its name ('(SARL, RIDET 1 234 567.001)'). */
const COMPANY_PARTICULARS = /^\s*\([^()\n]{0,80}\)/;
/** Between two names of one list: ', ' or ' et ', nothing else. */
// The second name may be told as the first one's kin ('M. X et son épouse Mme Y, ont été nommés cogérants').
// A composition's preposition repeated before each name ('composé de Mme X et de M. Y, administrateurs').
const LIST_LINK = /^\s*(?:,|et|,\s*et)(?:\s+(?:de|d'))?(?:\s+(?:son|sa|leur)\s+(?:epouse|epoux|conjointe?|mari|femme|fils|fille|frere|soeur|sœur|pere|mere)\s*,?)?\s*$/;
/** 'fin aux fonctions de présidente de Mme X et directeur général de M. Y': each name its own role. */
const LISTED_ROLE = withRoles(/^[\s,;]*(?:et|ainsi que)\s+(?:de\s+|d')?(ROLE)\s+(?:de|d'|du)\s*$/);

// The company may be printed with its identifier, and those replaced named after it ('… au conseil
// d'administration de la SAEML X, RIDET …, en remplacement de M. A et de Mme B :').
const HELD_IN_COMPANY = new RegExp(
  `^\\s*(?:de|d'|du)\\s*(?:la |l')?(?:societe|${FORM_ABBREVIATIONS.map((f) => fold(f)).join('|')})\\b[^,;()]{0,80}(?:,\\s*(?:ridet|rid|rcs)\\b[^,;()]{0,40})?(?:,?\\s*en remplacement d[eu'][^;()]{0,160})?$`,
);
// Co-liquidators are liquidators ('nommés en qualité de co-liquidateurs, avec faculté d'agir séparément :').
const IN_QUALITY_LABEL = withRoles(/\ben qualite d[e']\s*(?:co-?(?=liquidat))?(ROLE)/);
// 'Déc. de la prés. du 02/11/2025 : nomin. de M. X en qualité de DG', 'Décision du gérant du … :':
// the role word names the decision's author; the names after the colon are not given its office.
// The lead may open after the abbreviated decision ('de la prés. du … :'): a label opens on no
// preposition.
// A telegraphic line drops the preposition after the decision's noun ('Décision gérant du … :'): the
// role right after that noun is its author all the same. So is a role dated as an act is, the
// decision's noun cut off before it ('Décis. prés. du 20/10/26 :'): an office's label bears no date.
const DECISION_AUTHOR_LABEL = withRoles(
  /(?:\b(?:dec(?:is(?:ions?)?)?|deliberations?|deliber)\.?\s+(?:(?:du|de la|de l'|des)\s*)?|^\s*(?:du|de la|de l'|des)\s*)(?:ROLE)(?![\p{L}])[^:;\n]*$|^\s*(?:ROLE)(?![\p{L}])\s*(?:du|en date du)\s+\d[^:;\n]*$/u,
);

/**
 * What may stand before the role a label opens on: a bullet, a verb, and the words that tell which
 * holders of the office follow ('Nouveaux administrateurs nommés par l'assemblée du … :', 'Autres
 * membres du conseil :').
 */
const LABEL_OPENS_ON_ROLE = /^\s*(?:[-–•]\s*)?(?:(?:sont|est|ont ete|a ete)\s+)?(?:(?:les\s+|le\s+|la\s+)?(?:nouveaux?|nouvelles?|nouvel|autres|premiers?|premieres?)\s+)?$/;

/** The roles of the label that governs a name; a colon far from any role word is no such label. */
/**
 * '…, après avoir constaté le décès de M. X, président-directeur général, a :' / '– coopté Mme Y …': the
 * colon after an auxiliary opens the list of what the sentence's author did; the office before it is
 * an apposition of someone in the sentence, no label of the items.
 */
const AUXILIARY_BEFORE_COLON = /,\s*(?:a|ont)\s*$/;
/** The officer on whose proposal the label's appointment is made ('Sur proposition de la directrice générale, le conseil a nommé …'): no office of the holders. */
const PROPOSER_BEFORE = /\b(?:sur (?:la )?(?:proposition|demande|rapport)|a l'initiative) d(?:e la|e l'|u|e)\s*$/;
const ENDED_HOLDERS_APPOSITION = /,\s*(?:les?|la|leurs?|ses)\s+[^,;:]{2,40},\s*dont les fonctions\b[^,;:]{0,40}\b(?:prennent|ont pris|prendront) fin\b/;

function labelRoles(lead: string): readonly Role[] | null {
  const colon = lead.lastIndexOf(':');
  if (colon < 0) return null;
  // A full stop before the colon abbreviates the label ('GÉR. :'), it ends no sentence.
  // So does a role's abbreviation before its qualifier ('gér. inchangée :', 'prés. sortant :'), and a civility ('en remplacement de M. X :').
  const label = lead.slice(0, colon).split(/[\n;:]|(?<!\b(?:ger|pres|adm|admin|mand|jud|liq|m|mm))\.\s(?!\s*$)/).at(-1) ?? '';
  // An office the label denies its holder ('Directeur général (non administrateur) :') is none of his.
  // An apposition after the label's office naming its holders by the office whose end it tells ('Ont
  // été nommés coliquidateurs, les deux cogérants, dont les fonctions de gérance prennent fin :'): no office of theirs.
  const ended = ENDED_HOLDERS_APPOSITION.exec(label);
  const hits = roleHits(label).filter((h) => !DENIED_OFFICE_BEFORE.test(label.slice(0, h.index)) && !PROPOSER_BEFORE.test(label.slice(0, h.index)) && (!ended || h.index < ended.index));
  const last = hits.at(-1);
  if (!last || OFFICES_SPLIT_OR_JOINED.test(label)) return null;
  if (DECISION_AUTHOR_LABEL.test(lead.slice(0, colon).split(/[\n;:]/).at(-1) ?? '')) return null;
  if (AUXILIARY_BEFORE_COLON.test(label)) return null;
  // 'Mandataire judiciaire, maintenu en fonctions jusqu'à … :', '… en qualité d'administrateurs, pour la durée … :'.
  // '… au conseil d'administration de la SAEML X :': what follows the role is where it is held.
  const governs =
    LABEL_OPENS_ON_ROLE.test(label.slice(0, hits[0]!.index)) || IN_QUALITY_LABEL.test(label) || HELD_IN_COMPANY.test(label.slice(last.end)) || APPOINTED_ROLE_LABEL.test(label.slice(0, last.index)) || TERM_AFTER_ROLE.test(label.slice(last.end));
  if (label.length > 60 && label.length - last.end > 30 && !governs) return null;
  return [...new Set(hits.flatMap((h) => h.roles))];
}

/**
 * The holders' appointment and its term after the label's office, before the list (`gérée par deux
 * cogérants nommés sans limitation de durée, à savoir :`, `… pour une durée illimitée :`): the
 * office still governs the list.
 */
const TERM_AFTER_ROLE = /^\s*(?:(?:nommee?s?|designee?s?|elue?s?)\b\s*)?,?\s*(?:sans limitation de duree|pour une duree (?:illimitee|indeterminee|de (?:un|deux|trois|quatre|cinq|six|\d) (?:ans?|annees?|exercices?))|pour (?:un|deux|trois|quatre|cinq|six|\d) (?:ans?|annees?|exercices?))\s*(?:,\s*(?:a savoir|soit)\s*)?$/;

/**
 * A label that names its holders by an office they held, in apposition after the sentence that
 * appoints them to another ('Ont été nommés co-liquidateurs, avec pouvoir d'agir ensemble ou
 * séparément,' / 'les deux anciens cogérants :'): the appointed office is theirs, the label's
 * describes them.
 */
const HOLDERS_DESCRIBED_LABEL = withRoles(/^\s*(?:les?|la|leurs?|ses)\s+(?:(?:deux|trois|quatre)\s+)?(?:(?:ancien(?:ne)?s?|actuel(?:le)?s?)\s+|ex-)?(?:ROLE)\s*$/);
const APPOINTED_BEFORE_HOLDERS = withRoles(/\b(?:nommee?s?|designee?s?)\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*)?(ROLE)\b[^.;:]{0,120}?,\s*$/);

/**
 * The office the sentence appoints to before a label that describes its holders by another
 * (HOLDERS_DESCRIBED_LABEL): `lead` ends at the holder's name, `folded` is the whole text the lead
 * ends in at `at` (the sentence may open lines above the label's).
 */
function describedHoldersRoles(lead: string, folded: string, at: number): readonly Role[] | null {
  const colon = lead.lastIndexOf(':');
  if (colon < 0) return null;
  // The label's list runs to the name: its earlier holders and their particulars, no other paragraph or item.
  const listed = lead.slice(colon + 1);
  if (listed.length > 240 || listed.includes(';') || /\n[ \t]*\n/.test(listed)) return null;
  const colonAt = at - (lead.length - colon);
  const sentence = folded.slice(Math.max(0, colonAt - 320), colonAt).replace(/\n/g, ' ');
  // The appointing words are looked for first (speed only).
  if (!sentence.includes('nomm') && !sentence.includes('design')) return null;
  const comma = sentence.lastIndexOf(',');
  if (comma < 0 || !HOLDERS_DESCRIBED_LABEL.test(sentence.slice(comma + 1))) return null;
  const appointed = APPOINTED_BEFORE_HOLDERS.exec(sentence.slice(Math.max(0, comma - 200), comma + 1));
  return appointed ? firstRoles(appointed[1]!) : null;
}

/** Whether a company mention names the subject, however much of its name the mention caught. */
function namesSubject(mention: NamedMention, subject: string | null): boolean {
  if (!subject) return false;
  const nom = fold(mention.nom.replace(FORM_PREFIX, ''));
  if (nom === subject || subject.startsWith(`${nom} `) || nom.startsWith(`${subject} `)) return true;
  // 'SOCIÉTÉ MINIÈRE DE X' named 'la société Minière de X': the word société read as the mention's form.
  return subject.startsWith('societe ') && nom === subject.slice('societe '.length);
}

/**
 * A name that goes on past the subject's (`LES BANIANS GESTION` in the notice of `LES BANIANS`) with an
 * identifier of its own right after it, not the subject's: a sister company, which may hold an office.
 */
function namesAnotherIdentifiedCompany(mention: NamedMention, subject: string | null, tail: string, subjectRid: string | null | undefined, folded = ''): boolean {
  if (!subject || !subjectRid) return false;
  const nom = fold(mention.nom.replace(FORM_PREFIX, ''));
  const notSubjects = (digits: string): boolean => digits.length >= 6 && !digits.startsWith(subjectRid) && !digits.startsWith(subjectRid.replace(/^0/, ''));
  if (nom.startsWith(`${subject} `)) return notSubjects(IDENTIFIER_AFTER_DESCRIPTION.exec(tail.slice(0, 200))?.[1]?.replace(/\D/g, '') ?? '');
  // A name the subject's goes on past (`MARÉE DU NORD` in the notice of `MARÉE DU NORD DISTRIBUTION`),
  // printed elsewhere with an identifier of its own: the subject's founder or parent, not the subject.
  if (!subject.startsWith(`${nom} `) || nom.length < 6) return false;
  for (let at = folded.indexOf(nom); at >= 0; at = folded.indexOf(nom, at + 1)) {
    if (/^[\p{L}\d]/u.test(folded.slice(at + nom.length, at + nom.length + 1)) || /[\p{L}\d]$/u.test(folded.slice(Math.max(0, at - 1), at))) continue;
    const described = DESCRIBED_IDENTIFIER.exec(folded.slice(at + nom.length, at + nom.length + 240));
    if (described && !ANOTHER_COMPANY_BETWEEN.test(described[0]) && notSubjects(described[1]!.replace(/\D/g, ''))) return true;
  }
  return false;
}
/** A company's description, its form, capital and seat, up to its identifier (`, sarl au capital de …, siege : …, ridet 1 039 643.\n001`). */
const DESCRIBED_IDENTIFIER = /^\s*,[^;]{0,200}?\b(?:ridet|rid)\b[^\d\n]{0,12}(\d[\d .\-/\n]{5,20})/;
/** Another company introduced inside that description: the identifier would be its own. */
const ANOTHER_COMPANY_BETWEEN = /\b(?:la|une|a la|de la) societe\b/;
/** An identifier printed after a company's name and its form spelt out (`…, société à responsabilité limitée, RIDET …`). */
const IDENTIFIER_AFTER_DESCRIPTION = /^[^.;:\n]{0,80}?\b(?:ridet|rid|rcs)\b[^\d\n]{0,12}(\d[\d .\-/]{5,19})/;

/** A company mention opened by its article ('la société Y', 'le cabinet Y'), folded. */
const LISTED_WITH_ARTICLE = /^(?:la|le|l')\s/;

/** Why a company named is no officer: it is the subject, or a complement ('de la société X'), or a person's firm. */
function excluded(s: Surroundings, subject: string | null, subjectRid?: string | null, folded = ''): 'subject' | 'complement' | 'firm' | null {
  const { mention, previous, between, gap } = s;
  if (!mention.company) return null;
  if (namesSubject(mention, subject) && !namesAnotherIdentifiedCompany(mention, subject, s.tail, subjectRid, folded)) return 'subject';
  // 'les mandats d'administrateur de M. X, de Mme Y et de la société H': H continues the list.
  const listed = s.previousReading !== null && between !== null && /^[\s,;]*(?:(?:et|ainsi que)\s+)?(?:de|d')\s*(?:la |l')?(?:societe\s*)?$/.test(between);
  if (COMPANY_COMPLEMENT.test(gap) && !APPOINTMENT_NOUN_OF.test(gap) && !CESSATION_BEFORE.test(gap) && !MANDATE_OF.test(gap) && !MANDATE_HOLDER_BEFORE.test(gap) && !listed) return 'complement';
  // 'M. X, la société Y': an item of the list after him, its article its own; 'Me X, SCP Y': his firm.
  return previous !== null && !previous.company && between !== null && FIRM_OF_PERSON.test(between) && !LISTED_WITH_ARTICLE.test(folded.slice(mention.index, mention.index + 4)) ? 'firm' : null;
}

function readLabel(s: Surroundings): Reading | null {
  const roles = labelRoles(s.lead);
  if (!roles) return null;
  const label = s.lead.slice(0, s.lead.lastIndexOf(':'));
  // The value is on the label's line or under it; a later line with words of its own before the
  // name is another sentence ('Liquidateur : Me X, 4, rue …\nIl est mis fin à la mission de …').
  const lines = s.lead.slice(label.length + 1).split('\n');
  if (lines.length > 1 && lines[0]!.trim() && lines.at(-1)!.trim().split(/\s+/).length > 3) return null;
  // …so is a later line opened by a field's own label ('gérant : M. X' / 'Acquéreur⇥SAS Y⇥…'): a row of its own.
  const ownRow = lines.slice(1).filter((line) => line.trim()).at(-1);
  if (ownRow && lines[0]!.trim() && isFieldLabel(ownRow.trim().split(/\t|\s{2,}|:/)[0]!)) return null;
  // …and a later line whose own words open it, no list's link ('Cogér. : M. X, Mme Y' / 'Acte
  // notaire Me Z', a cell the layout pass set on its line): the name is that line's, not the label's.
  const nameLine = lines.at(-1)!.trim();
  if (lines.length > 1 && lines[0]!.trim() && nameLine && !LIST_LINE_OPENING.test(nameLine)) return null;
  if (sentenceUnderEventLabel(label.split('\n').at(-1)!, s.lead.slice(label.length + 1))) return null;
  // 'Gérance : Mme X est nommée gérante, en remplacement de M. Y': Y is the one leaving. A leaving
  // word at the end of a label that replaces a named officer is that officer's (REPLACED_IN_LABEL).
  // 'Gérance : démission de M. X ; nomination de Mme Y': the label names the office, the words of its
  // value before the name say that X leaves it.
  const leavesInValue = CESSATION_BEFORE.test(s.lead.slice(label.length + 1));
  // An item that restates the label's office and adds another ('Premiers administrateurs :' / '– M. X,
  // demeurant …, administrateur et président du conseil d'administration ;'): both are his.
  const restated = apposedOffices(s.tail);
  const held = restated && restated.length > roles.length && roles.every((r) => restated.includes(r)) ? restated : roles;
  return { roles: held, cessation: (LEAVING_LABEL.test(label) && !REPLACED_IN_LABEL.test(label)) || (CESSATION_AFTER.test(s.tail) && !bracketLeavesOtherOffice(s.tail, roles)) || (s.gap !== s.lead && CESSATION_BEFORE.test(s.gap)) || leavesInValue };
}

/** The offices a person's apposition names right after the name, past the person's particulars (', demeurant …, administrateur et président …'). */
function apposedOffices(tail: string): readonly Role[] | null {
  const past = withoutParticulars(tail);
  const apposition = past === tail ? APPOSITION_AFTER.exec(tail) : null;
  if (past === tail && !apposition) return null;
  return rolesAtStart(past === tail ? tail.slice(apposition![0].length) : past, 0);
}

/**
 * ', nommé président' (', qui a été nommé président', ', lequel a été nommé directeur général') right after the name of one who leaves another office: the new office; also
 * the office kept ('en remplacement de Mme X, qui conserve ses fonctions de présidente du conseil').
 */
const MOVED_TO_AFTER = /^\s*,\s*(?:(?:qui |lequel |laquelle )?(?:(?:a ete|est) )?(?:(?:a nouveau|de nouveau|egalement) )?nommee?\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*)?|qui (?:conserve|garde) (?:ses|son|sa) (?:fonctions|mandat) d[e']\s*)/;

/** An office left for another, ended or kept as a change of form tells it (form-change-officers.ts). */
function readFormChange(s: Surroundings): Reading | null {
  const told = formChangeOffice(s.gap, s.tail);
  if (!told) return null;
  return told.appointed ? { roles: told.roles, cessation: told.left, appointed: told.appointed } : { roles: told.roles, cessation: told.left };
}

/** 'la démission de M. X de ses mandats …, ainsi que de celle de Mme Y, administratrice': the same leaving, the other's. */
const ALSO_THAT_OF_BEFORE = /\bdem+ission\b(?:[^;.]|(?<=\b(?:m|mme|mlle|me))\.){1,240}?\bainsi que (?:de )?cel(?:le|les|ui|ux) d[eu]\s*$/;

function readLeaving(s: Surroundings, earlier: ReadonlyArray<Reading | null>): Reading | null {
  // The second officer's own office in apposition is hers, not the first one's mandates between.
  const alsoThatOf = s.gap.includes('ainsi que') && ALSO_THAT_OF_BEFORE.test(s.lead);
  if (CESSATION_BEFORE.test(s.gap) || alsoThatOf || EXPIRED_MANDATE_BEFORE.test(s.gap) || (s.lead.includes('des mandats') && EXPIRED_MANDATES_LIST_BEFORE.test(s.lead)) || NOT_RENEWED_BEFORE.test(s.gap) || (s.gap.includes('deces') && DEATH_WITH_CLAUSE_BEFORE.test(s.gap))) {
    const own = OWN_FUNCTIONS_AFTER.exec(s.tail);
    const apposition = APPOSITION_AFTER.exec(s.tail);
    const apposed = apposition ? rolesAtStart(s.tail.slice(apposition[0].length), 0) : null;
    const roles =
      (own ? firstRoles(s.tail.slice(own[0].length)) : null) ??
      (alsoThatOf ? apposed : null) ??
      lastRoles(s.gap) ??
      apposed ??
      s.previousReading?.roles ??
      earlier.findLast((r) => r)?.roles ??
      null;
    if (!roles) return null;
    const moved = MOVED_TO_AFTER.exec(s.tail) ?? PRONOUN_MOVED_AFTER.exec(s.tail);
    const appointed = moved ? rolesAtStart(s.tail.slice(moved[0].length), 0) : null;
    return appointed ? { roles, cessation: true, appointed } : { roles, cessation: true };
  }
  const ended = ENDED_FUNCTIONS_BEFORE.exec(s.gap);
  if (ended && ENDED_AFTER.test(s.tail)) {
    const roles = lastRoles(ended[0]);
    if (roles) return { roles, cessation: true };
  }
  const leaves = LEAVES_AFTER.exec(s.tail);
  const roles = leaves ? rolesAtStart(s.tail.slice(leaves[0].length)) : null;
  if (!roles) return null;
  // 'cesse ses fonctions de gérante et est nommée présidente': the office taken in the same sentence.
  const movedOn = MOVED_ON_AFTER.exec(s.tail.slice(leaves![0].length));
  const appointed = movedOn ? rolesAtStart(s.tail.slice(leaves![0].length + movedOn[0].length), 0) : null;
  return appointed ? { roles, cessation: true, appointed } : { roles, cessation: true };
}
const MOVED_ON_AFTER = /^[^.;]{0,60}?\bet\s+(?:(?:est|a ete|sera)\s+)?(?:nommee?|designee?|elue?)\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*|comme\s+)?/;

/**
 * 'A été nommé en qualité de liquidateur M. X, gérant sortant': the role left is told in
 * apposition, the appointment before the name is the one entry.
 */
const FORMER_ROLE_APPOSED = withRoles(/^\s*,\s*(?:(?:ancien(?:ne)?|ex-?)\s+(?:ROLE)|(?:ROLE)\s+(?:sortante?|demissionnaire))\b/);
/**
 * 'Ils ont nommé liquidatrice Mme X, gérante, demeurant …': the manager named liquidator of her
 * company; the office told in apposition ends with the dissolution, the liquidation is the entry.
 */
const OFFICE_APPOSED = withRoles(/^\s*,\s*(?:ROLE)\s*(?:[,.;]|$)/);
const LIQUIDATOR_APPOINTED = /\bnommee?s?\s+(?:en qualite d[e']\s*|comme\s+)?liquidat(?:eur|rice)\s*$/;

function readAppointedFormer(s: Surroundings): Reading | null {
  if (s.gap.includes('liquidat') && LIQUIDATORS_BEFORE_FORMER_OFFICE.test(s.gap)) return { roles: ['liquidateur'], cessation: false };
  if (!FORMER_ROLE_APPOSED.test(s.tail) && !(LIQUIDATOR_APPOINTED.test(s.gap) && OFFICE_APPOSED.test(s.tail))) return null;
  const appointed = ROLE_BEFORE.exec(s.gap);
  const roles = appointed ? lastRoles(appointed[0]) : null;
  return roles ? { roles, cessation: false } : null;
}

const APPOINTED_THEN_AND = /\b(?:nommee?s?|designee?s?)\b[^.;:]*\bet\s*$/;

/** An identifier printed right after a company's name ('…, RIDET 1 234 567.001'): its digits. */
const IDENTIFIER_AFTER_NAME = /^[^.;:\n]{0,20}?\b(?:ridet|rid|rcs)\b[^\d\n]{0,12}(\d[\d .\-/]{5,19})/;
/** Whether the identifier printed right after a name is the subject's: the company renamed by the notice, under its former name. */
function identifiedAsSubject(after: string, subjectRid: string | null | undefined): boolean {
  const printed = subjectRid ? IDENTIFIER_AFTER_NAME.exec(after) : null;
  const digits = printed ? printed[1]!.replace(/\D/g, '') : '';
  return digits.length >= 6 && (digits.startsWith(subjectRid!) || digits.startsWith(subjectRid!.replace(/^0/, '')));
}

/** 'présidente de la société ', 'gérant de ' right before the next name: the office is held in the company named. */
/**
 * A sentence whose verb ends offices (`Cette décision a mis fin, à l'issue de l'assemblée, aux
 * fonctions de M. A, président du directoire, …, ainsi qu'à celles de tous les membres du conseil
 * de surveillance, MM. B et C et Mme D, présidente du conseil`): every person it names after the verb
 * leaves, no appointment told between nor after them in the sentence.
 */
const ENDED_SENTENCE_BEFORE = new RegExp(String.raw`\b(?:a|ont|est|a ete) mis fin(?:,[^,;]{1,60},)? (?:aux|a (?:ses|sa|leurs?)) (?:fonctions|mandats?|missions?)\b(?:[^.;]|${CIVILITY_STOP}){0,400}$`);
const APPOINTING_WORD = /\b(?:nomme|nommee?s?|designee?s?|elue?s?|renouvelee?s?|remplace|remplacee?s?|succede|reconduite?s?|confirmee?s?)\b/;
function endedInSentence(folded: string, index: number, end: number): boolean {
  const before = folded.slice(Math.max(0, index - 400), index);
  if (!before.includes('mis fin')) return false;
  const ended = ENDED_SENTENCE_BEFORE.exec(before);
  if (!ended || APPOINTING_WORD.test(ended[0])) return false;
  const stop = folded.slice(end, end + 300).search(/[.;](?:\s|$)/);
  return !APPOINTING_WORD.test(folded.slice(end, stop < 0 ? end + 300 : end + stop));
}

/** The person's own clause saying they hold no office or declined the one offered. */
// The participle right after the name is the person's too (`M. X n'exerçant aucune fonction de gérance`),
// not one further on, whose subject is another (`…, les associées n'exerçant aucune fonction`).
const NO_OFFICE_AFTER = /^(?:\s*,?\s*n'(?:exercant|occupant|detenant|ayant) (?:aucune?|pas de) (?:fonctions?|mandats?|postes?)|[^.;]{0,160}?\b(?:n'(?:exerce|exercera|occupe|detient|a) (?:aucune?|pas de) (?:fonctions?|mandats?|postes?)|sans (?:aucune )?fonctions? (?:de direction|de gerance|sociales?)|(?:a|ont) (?:decline|refuse) (?:cette|sa|la|leur) (?:nomination|fonction|mandat|proposition)))\b/;
const ROLE_THEN_OF = withRoles(/\b(?:ROLE)\s+(?:de|du|d')\s*(?:la |l')?(?:societe\s*)?$/);

/** ', directrice générale ' and nothing else before the next name: the office that name is given. */
const ROLE_OF_NEXT_NAME = withRoles(/^\s*,\s*(?:ROLE)\s*$/);

/**
 * 'M. X, associé unique, a nommé président M. Y', 'la société H, associée unique, a désigné en
 * qualité de gérante Mme Z': the verb in the active voice, its office and nothing else up to the
 * next name: the name before the verb appoints, the name after it is appointed.
 */
const APPOINTS_THE_NEXT = /^\s*,?\s*(?:[^,;:.]{0,80},\s*){0,4}(?:a|ont)\s+(?:nomme|designe|elu|coopte|choisi)\s+(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:nouvel|nouvelle|nouveau|nouveaux)\s+)?[^,;:.()\d]{2,60}?\s*:?\s*$/;

/** The appointing verb, then a date or a ground before the one appointed ('nommé, à compter du 1er mars,', 'nommé le 1er mars, en vertu de l'article 15,'). */
const APPOINTING_PAST_COMPLEMENTS =
  /\b(?:nomme|designe|elu|coopte)\s*,?\s*(?:(?:le|du|au|a compter du|a partir du|avec effet (?:au|du)|en date du|par decision du|en vertu de|conformement a)\s[^;:,]{2,80}?\s*,?\s*){1,2}$/;
/** ', ingénieur,' after a name: a word or two of a trade. */
const PROFESSION_APPOSED = /^\s*,\s*[a-z][a-z' -]{2,30},\s*/;
/** The words after a name without a trade in apposition; an office in apposition is kept ('M. X, administrateur, président'). */
function withoutProfession(tail: string): string {
  const trade = PROFESSION_APPOSED.exec(tail);
  return trade && !firstRoles(trade[0]) ? tail.slice(trade[0].length) : tail;
}

/**
 * A line labelled with the way the functions ended, the holder and the office after it
 * ('Démission : Mme X, gérante', 'Révocation : M. Y, cogérant', 'Départ :', 'Décès :').
 */
/** The words that give a correction's wrong reading right before a name, an office's label quoted with it or not. */
const MISPRINT_BEFORE = /\bau lieu de\s*:?\s*[«"“]?\s*(?:[a-z' -]{2,40}\s*:\s*)?(?:(?:m|mme|mlle|me|dr|monsieur|madame)\.?\s+)?$/;
/** A relative that says the person keeps an office (`, qui demeure président`, `, qui reste gérant`). */
const STAYS_IN_RELATIVE = /^\s*,\s*qui (?:demeure|reste)\b/;
/** A resignation told with no office after it ('a démissionné pour raisons de santé le 30 avril'). */
const RESIGNED_NO_OFFICE_AFTER = /^\s*(?:a|avait) (?:demissionne|remis sa demission)\b(?! de (?:ses|son|sa) )/;
/** An office held 'par' its holder, then a second one after 'et' with its participle left out: 'assurée par Mme X et la direction générale par '. */
const ELIDED_HELD_BY = withRoles(/\b(?:assuree?s?|exercee?s?|confiee?s?|assumee?s?) (?:par|a) [^.;:]{2,80}? et (?:la |le |les )?(?:ROLE) (?:par|a)\s*$/);
const LEAVING_NOUN_LABEL = /^\s*(?:[-–•]\s*)?(?:demissions?|revocations?|departs?|deces|fin (?:des |de )?(?:fonctions|mandats?)|cessation (?:des )?fonctions)\s*:\s*$/;

/**
 * 'élu en qualité de président du conseil d'administration M. X, administrateur': the office the
 * appointment names before the name is his, and the board seat his apposition recalls stays his.
 */
const IN_QUALITY_BEFORE = /\b(?:en qualite d[e']|aux fonctions d[e']|(?:elue?|nommee?|designee?)\s)\s*[^,;:()]{2,80}(?<!\bet\s*)$/;

const BOARD_SEAT_APPOSED = /^\s*,\s*administrat(?:eur|rice)\b/;

/** Both offices where the apposed one is the board seat and an appointment names another before the name; null otherwise. */
function boardSeatBesideQuality(gap: string, tail: string, apposed: readonly Role[]): readonly Role[] | null {
  const quality = apposed.length === 1 && apposed[0] === 'administrateur' && BOARD_SEAT_APPOSED.test(tail) ? IN_QUALITY_BEFORE.exec(gap) : null;
  const appointed = quality ? firstRoles(quality[0]) : null;
  return appointed ? [...new Set([...appointed, ...apposed])] : null;
}

function readAfter(s: Surroundings): Reading | null {
  const { tail } = s;
  const cessation = CESSATION_AFTER.test(tail) || LEAVING_NOUN_LABEL.test(s.gap);
  // 'M. X a été nommé commissaire aux comptes titulaire et M. Y commissaire aux comptes suppléant':
  // a listed name's own role, right after it, over the list's.
  // The list's first holder may be no mention ('X, SARL, RIDET …, a été nommée commissaire aux
  // comptes titulaire, et M. Y commissaire aux comptes suppléant'): the appointing verb before says so.
  // The first holder may also be a company the sentence names beside the subject ('X, …, a été nommée
  // commissaire aux comptes titulaire de la société S, et M. Y commissaire aux comptes suppléant'): the clause says so.
  const listed = s.previousReading ? s.between !== null && /\bet\s*$/.test(s.between) : APPOINTED_THEN_AND.test(s.gap) || APPOINTED_THEN_AND.test(s.lead);
  // The listed holder's residence may stand between the name and the role ('et M. Y, demeurant à Nouméa, commissaire aux comptes suppléant'),
  // and the role may be told as the holder's functions ('a renouvelé M. X dans ses fonctions de président et Mme Y dans ses fonctions de directeur général délégué').
  const own = listed ? rolesAtStart(withoutParticulars(tail).replace(LISTED_FUNCTIONS, ''), 1) : null;
  if (own) return { roles: own, cessation };
  for (const pattern of [APPOINTED_AFTER, REMAINS_AFTER]) {
    if (pattern === APPOINTED_AFTER && APPOINTS_THE_NEXT.test(tail)) continue;
    const m = pattern.exec(tail);
    const roles = m ? rolesAtStart(tail.slice(m[0].length)) : null;
    if (roles) return { roles, cessation };
  }
  const functions = NOMINATION_OF.test(s.gap) ? FUNCTIONS_AFTER.exec(tail) : null;
  const functionRoles = functions ? rolesAtStart(tail.slice(functions[0].length), 0) : null;
  if (functionRoles) return { roles: functionRoles, cessation };
  const exercised = EXERCISES_AFTER.exec(tail);
  const exercisedRoles = exercised ? rolesAtStart(tail.slice(exercised[0].length), 0) : null;
  if (exercisedRoles) return { roles: exercisedRoles, cessation };
  const conferred = tail.includes('confi') || tail.includes('confer') || tail.includes('attribu') || tail.includes('donne') ? TITLE_CONFERRED_AFTER.exec(tail) : null;
  const conferredRoles = conferred ? rolesAtStart(tail.slice(conferred[0].length), 0) : null;
  if (conferredRoles) return { roles: conferredRoles, cessation };
  const named = APPOINTING_BEFORE.test(s.gap) || KEPT_OR_REELECTED_BEFORE.test(s.gap) ? rolesAtStart(withoutParticulars(tail).replace(/^\s*dans (?:ses|leurs) fonctions d[e']\s*/, '').replace(ROLE_QUALIFIER, ''), 1) : null;
  if (named) return { roles: named, cessation };
  // 'a nommé, à compter du 1er mars, M. X directeur général', 'a nommé le 1er mars, en vertu de
  // l'article 15 des statuts, M. X, ingénieur, directeur général': the verb's complements between
  // it and the one appointed; a profession between the name and the office ('a nommé M. X,
  // ingénieur, directeur général').
  const pastComplements = APPOINTING_BEFORE.test(s.gap) || APPOINTING_PAST_COMPLEMENTS.test(s.gap) ? withoutProfession(withoutParticulars(tail)) : null;
  const namedPast = pastComplements !== null ? rolesAtStart(pastComplements, 1) : null;
  if (namedPast) return { roles: namedPast, cessation };
  const those = THOSE_OF_AFTER.exec(tail);
  const thoseRoles = those ? rolesAtStart(tail.slice(those[0].length), 0) : null;
  if (thoseRoles) return { roles: thoseRoles, cessation };
  const quality = IN_QUALITY_AFTER.exec(tail);
  const qualityRoles = quality && !NEXT_APPOINTMENT.test(tail.slice(0, quality.index)) && !NEXT_QUALITY.test(tail.slice(0, quality.index)) ? rolesAtStart(tail.slice(quality.index + quality[0].length)) : null;
  if (qualityRoles) return { roles: qualityRoles, cessation };
  const apposition = APPOSITION_AFTER.exec(tail);
  // 'a nommé président M. X, directrice générale Mme Y': a role that runs into the next name is that name's, not X's apposition.
  const appositionRoles = apposition && !PERSONAL_APPOSITION.test(tail) && !(s.runsIntoNext && ROLE_OF_NEXT_NAME.test(tail)) ? rolesAtStart(tail.slice(apposition[0].length), 0) : null;
  if (appositionRoles) return { roles: appositionRoles, cessation };
  // A trade in apposition before the office ('– X Martine, docteur en pharmacie, cogérante,').
  const afterTrade = apposition && !PERSONAL_APPOSITION.test(tail) ? withoutProfession(tail) : tail;
  const tradeThenRoles = afterTrade !== tail ? rolesAtStart(afterTrade, 0) : null;
  if (tradeThenRoles) return { roles: tradeThenRoles, cessation };
  // An address printed whole before the office that closes the apposition (', demeurant 18, rue X,
  // 98800 Nouméa, présidente ;'); an office that goes on is another word's (', gérant jusqu'alors, avec …').
  // A trade may stand before them (', ingénieur, demeurant à Dumbéa, directeur général').
  const trade = TRADE_BEFORE_PARTICULARS.exec(tail);
  const afterAddress = apposition && !PERSONAL_APPOSITION.test(tail) ? withoutParticulars(trade && !firstRoles(trade[0]) ? tail.slice(trade[0].length) : tail) : tail;
  const addressThenRoles = afterAddress !== tail && OFFICE_CLOSES_APPOSITION.test(afterAddress) ? rolesAtStart(afterAddress, 0) : null;
  if (addressThenRoles) return { roles: addressThenRoles, cessation };
  // A telegraphic line sets the office's initials right after the name, no comma ('M. X PDG en
  // rempl. de M. Y'); initials that run into the next name are that one's ('Pdt M. X DG Mme Y').
  const initials = OFFICE_INITIALS_AFTER.exec(tail);
  const initialRoles = initials && !(s.runsIntoNext && /^[\s:]*$/.test(tail.slice(initials[0].length))) ? firstRoles(initials[0].trim()) : null;
  return initialRoles ? { roles: initialRoles, cessation } : null;
}

/** A trade's words in apposition before the person's particulars (`, ingénieur`, its comma left). */
const TRADE_BEFORE_PARTICULARS = new RegExp(String.raw`^\s*,\s*(?!demeurant\b|domicilie)[a-z][a-z' -]{2,30}(?=\s*,\s*${PERSON_PARTICULAR})`);
/** The office alone up to its clause's end (`présidente ;`, `directeur général.`). */
const OFFICE_CLOSES_APPOSITION = /^[^,.;:\n]{2,60}(?:[.;]|\n|$)/;
const OFFICE_INITIALS_AFTER = /^[ \t]+(?:p\.?d\.?g|dgd|dg)(?![\p{L}])/u;

/** The office of the debtor's officer a court's appointee assists: the role before him ('le gérant, M. X') or in apposition after him ('M. X, gérant,'). */
function assistedOfficer(roleBefore: string | undefined, s: Surroundings): Reading | null {
  const apposition = roleBefore ? null : APPOSITION_AFTER.exec(s.tail);
  const roles = roleBefore ? firstRoles(roleBefore) : apposition ? rolesAtStart(s.tail.slice(apposition[0].length), 0) : null;
  return roles && !roles.some((r) => COURT_ROLES.has(r)) ? { roles, cessation: false } : null;
}

function readBefore(s: Surroundings, earlier: ReadonlyArray<Reading | null>, subject: string | null = null, others: readonly string[] = []): Reading | null {
  if (ownCapacityNoRole(s.tail)) return null;
  const cessation = CESSATION_AFTER.test(s.tail);
  const before =
    ROLE_BEFORE.exec(s.gap) ?? SIGNATURE.exec(s.gap) ?? (s.gap.includes('associe') ? PARTNER_AND_ROLE.exec(s.gap) : null) ?? (s.gap.includes('ass') ? ROLE_AND_PARTNER.exec(s.gap) : null) ?? SIGNATURE_FOR_NOTICE.exec(s.lead) ?? (s.gap.includes('pour la societe') ? SIGNATURE_FOR_COMPANY.exec(s.gap) : null) ?? REMAIN_BEFORE.exec(s.gap) ?? (s.gap.includes('dont') ? WHOSE_ROLE_AFTER_IDENTIFIER.exec(s.gap) : null) ?? heldInSubject(ASSURED_BY.exec(s.lead), subject, others) ?? ROLE_ITEM.exec(s.gap) ?? DECIDING_OFFICER_BEFORE.exec(s.gap) ?? RENEWED_MANDATES_OF_ROLE.exec(s.gap) ?? APPROVING_OFFICER_BEFORE.exec(s.gap) ?? (s.gap.includes(' par ') ? MANAGED_BY_OFFICE.exec(s.gap) : null);
  // 'X, représentée par M. Y, agissant en qualité de liquidateur, et la société Z': the role closes
  // the first party's apposition; Z, joined by ', et', is the act's other party.
  const roles = before && !(s.mention.company && ROLE_CLOSES_PARTY_BEFORE.test(s.gap)) ? lastRoles(before[0]) : null;
  if (roles) return { roles, cessation };
  if (s.gap.includes('celle') && DEPUTY_FUNCTIONS_BEFORE.test(s.lead)) return { roles: ['commissaire aux comptes suppléant'], cessation };
  for (const [pattern, role] of MANAGED_BY) if (pattern.test(s.gap)) return { roles: [role], cessation: cessation || FORMERLY_MANAGED_BY.test(s.gap) };
  const beyond = readBeyondReplaced(s);
  if (beyond) return beyond;
  // 'a pris acte de la démission de M. X de ses fonctions de gérant et a nommé en remplacement M. Y'.
  if (REPLACES.test(s.gap)) {
    const replaced = earlier.findLast((r) => r?.cessation);
    if (replaced) return { roles: replaced.roles, cessation: false };
  }
  // 'démission de M. X de ses fonctions de gérant ; nomination de Mme Y', '… M. X, gérant. Nomination
  // de Mme Y.': the appointment's noun with no office of its own, right after a departure in the same
  // paragraph, fills the office left.
  if (s.between !== null && SUCCESSOR_NOUN.test(s.gap) && !s.between.includes('\n\n')) {
    const left = earlier.at(-1);
    if (left?.cessation) return { roles: left.roles, cessation: false };
  }
  return readApposed(s);
}

/**
 * 'a nommé en qualité de présidente, en remplacement de M. X, démissionnaire, la société Y': the
 * role printed before the replaced officer is the appointment of the name after that officer's
 * apposition.
 */
/** 'La gérante de X, Mme Y.': a signature's role held in the company it names without 'la société' (the subject only). */
const SIGNATURE_OF_NAMED = new RegExp(`(?:^|[\\n.:]\\s*|${SIGNATURE_OPENING})${withRoles(/(?:le|la)\s+(ROLE)\s+(?:de|d')\s*((?:la |l')?[^,;:\n]{2,80}?)\s*,\s*$/).source}`);
function readSignatureOfSubject(s: Surroundings, subject: string | null): Reading | null {
  // 'La gérante de la société S, EURL …, RIDET …, Mme X, a décidé' (role-before-particulars.ts).
  // The company named with its form is a mention of its own ('Pour avis, la gérante de la SARL S, Mme X'): the signature runs over it.
  const signed = subject ? (SIGNATURE_OF_NAMED.exec(s.gap) ?? (s.previous?.company ? SIGNATURE_OF_NAMED.exec(s.lead) : null) ?? ROLE_OF_NAMED_BEFORE_PARTICULARS.exec(s.lead)) : null;
  // The company may be named with its form ('la gérante de la SARL S, Mme X').
  if (!signed || !subject || signed[2]!.replace(/^(?:la |l')?(?:societe\s+)?/, '').replace(FOLDED_FORM_PREFIX, '') !== subject) return null;
  const roles = firstRoles(signed[1]!);
  return roles ? { roles, cessation: CESSATION_AFTER.test(s.tail) } : null;
}

const ROLE_BEFORE_REPLACED = withRoles(
  /(?:\ben qualite d[e']\s*(?:nouve(?:l|lle|au|aux|lles)\s+)?(ROLE)|\b(?:nommee?s?|designee?s?)\s+(ROLE))[^.;:,]{0,30},?\s*en remplacement d[eu]\s*$/,
);
/**
 * 'Il en est le gérant', 'Elle en sera la présidente', 'Il est nommé gérant', 'Celle-ci exercera les
 * fonctions de gérante': opening the sentence after the name's. The appointment may be the
 * pronoun's second verb ('Il a mis fin à ses fonctions de gérant et a été désigné président').
 */
const PRONOUN_ROLE = withRoles(
  /^[^.;]{0,300}\.\s+(il|elle|celui-ci|celle-ci)\s+(?:en\s+)?(?:(?:est|sera|devient|deviendra)\s+(?:nommee?\s+|designee?\s+)?|(?:exerce|exercera|assure|assurera|assume|assumera)\s+(?:les|ses)\s+fonctions\s+d[e']\s*|[^.;]{0,120}?\bet\s+(?:a\s+ete|est)\s+(?:nommee?|designee?)\s+(?:en qualite d[e']\s*|comme\s+)?)(?:(?:le|la|l')\s*)?(?:(?:premier|premiere|seule?|unique)\s+)?(ROLE)\b/,
);
const PRONOUN_REACH = 400;
/** The offices a dissolution ends, which its liquidation replaces. */
const MANAGEMENT_ROLES: ReadonlySet<Role> = new Set(['gérant', 'président', 'directeur général', 'directeur général délégué', 'administrateur']);
/** The writer naming herself ('Je soussignée Mme X'), and her appointment said later in the first person ('je suis nommée', 'j'en suis le gérant'), not a role she already holds. */
const WRITER_BEFORE = /\bje soussignee?s?\s*,?\s*$/;
const FIRST_PERSON_ROLE = withRoles(
  /\b(?:je (?:suis|serai) (?:nommee?|designee?)|je (?:deviens|deviendrai)|j'en (?:suis|serai|deviens))\s+(?:en qualite d[e']\s*|comme\s+)?(?:(?:le|la|l')\s*)?(?:(?:seule?|unique|premier|premiere)\s+)?(ROLE)\b/,
);
const WRITER_REACH = 600;
/** The replaced officer's apposition up to the next name: ', démissionnaire, ', ' dont le mandat est arrivé à expiration, '. */
// The replaced one's remaining term may follow (', démissionnaire, et pour la durée restant à courir du mandat de celle-ci, ').
const REPLACED_APPOSITION = /^(?:\s*,)?[^,;:.]{1,60},(?:\s*(?:et\s+)?pour la duree restant a courir\b[^,;:.]{0,60},)?\s*$/;
/** A replaced company's identifier in brackets ('la société X (RIDET n° …), démissionnaire,') is part of its mention. */
const BRACKETED_IDENTIFIER = /^\s*\((?:ridet|rid|rcs)\b[^()\n]{0,40}\)/;

function readBeyondReplaced(s: Surroundings): Reading | null {
  if (!s.previous || s.between === null || !s.previousReading?.cessation || !REPLACED_APPOSITION.test(s.between.replace(BRACKETED_IDENTIFIER, ''))) return null;
  const beforePrevious = s.lead.slice(0, s.lead.length - (s.mention.index - s.previous.index));
  const role = ROLE_BEFORE_REPLACED.exec(beforePrevious);
  const roles = role ? lastRoles(role[0]) : null;
  return roles ? { roles, cessation: CESSATION_AFTER.test(s.tail) } : null;
}

// The role and its qualifiers are the gap's last words: only its end is searched (speed only).
const APPOSED_REACH = 120;

function readApposed(s: Surroundings): Reading | null {
  const from = Math.max(0, s.gap.length - APPOSED_REACH);
  const apposed = ROLE_APPOSED.exec(s.gap.slice(from));
  if (apposed) {
    const roles = firstRoles(apposed[1]!);
    if (!roles) return null;
    const before = s.gap.slice(0, from + apposed.index + apposed[0].indexOf(apposed[1]!));
    const leaving = LEAVING_QUALIFIER.test(apposed[2]!) || LEAVING_BEFORE_ROLE.test(before) || CESSATION_BEFORE.test(before) || (CESSATION_AFTER.test(s.tail) && !bracketLeavesOtherOffice(s.tail, roles));
    return { roles, cessation: leaving };
  }
  if (BARE_SUBSTITUTE.test(s.gap) && AUDITOR.test(s.lead)) return { roles: ['commissaire aux comptes suppléant'], cessation: CESSATION_AFTER.test(s.tail) };
  if (BARE_HOLDER.test(s.gap) && AUDITOR.test(s.lead)) return { roles: ['commissaire aux comptes'], cessation: CESSATION_AFTER.test(s.tail) };
  return null;
}

/** '- M. X, conseiller de l'assemblée ;' / '- Mme Y, …': the next bullet after a person's apposition goes on with the list. */
// (wt-rdir) So does the next bullet after a company's particulars ('- la société A, SAS, RIDET … ;\n- la société B, …'), its noun opening the item.
// A middle dot opens an item as a bullet does ('   · Mme Y, demeurant …').
const BULLET_AFTER_APPOSITION = /^\s*,[^,;:.\n]{1,60}[;,]?\s*\n\s*[-–•·]\s*$|^\s*,(?:[^;:()\n]|\.(?=\d)){1,140}?[;,.]?\s*\n\s*[-–•·]\s*(?:(?:la |l')?(?:societe|ste)\s+|la |l')?$/;

/** (wt-rdir) A capacity told right after a listed name ('et Mme Y en qualité de secrétaire'): hers, whether or not it is a role. */
const OWN_CAPACITY_AFTER = /^\s*,?\s*(?:en (?:sa )?qualite d[e']|aux fonctions d[e']|comme)\s*/;
/**
 * 'M. X en qualité de président et Mme Y en qualité de vice-présidente': a capacity of no role of
 * the rules told right after the name (vice-présidente, secrétaire, trésorière) is hers; the role
 * before her, or the list's, is not.
 */
function ownCapacityNoRole(tail: string): boolean {
  const capacity = OWN_CAPACITY_AFTER.exec(tail);
  return capacity !== null && !rolesAtStart(tail.slice(capacity[0].length), 0);
}

/** A verb right after a company's name telling an act of its own, no appointment ('s'est trouvée dissoute', 'a augmenté son capital'). */
const OWN_ACT_AFTER = /^\s*(?:s'est|se sont|s'etait|a|ont|est|sont)\s+(?!(?:ete\s+)?(?:nommee?s?|designee?s?|elue?s?|renouvelee?s?|confirmee?s?|maintenue?s?|reconduite?s?|cooptee?s?|appelee?s?)\b)(?:ete\s+|trouvee?s?\s+)?\p{L}/u;

function readList(s: Surroundings): Reading | null {
  const { previousReading, between } = s;
  if (!previousReading || between === null) return null;
  // A party named after another party's representative ('la société A, …, représentée par sa gérante
  // Mme X, et la société B, …, ont renouvelé …') is the act's other party, no item of X's office.
  if (s.mention.company && s.previous && !s.previous.company) {
    const previousAt = s.previous.index - (s.mention.index - s.lead.length);
    if (previousAt >= 0 && REPRESENTATIVE.test(s.lead.slice(Math.max(0, previousAt - 60), previousAt))) return null;
  }
  if (ownCapacityNoRole(s.tail)) return null;
  // A company item whose own verb tells its own act ('– la société B s'est trouvée dissoute …'): a
  // sentence of its own, no item of the office above.
  if (s.mention.company && OWN_ACT_AFTER.test(s.tail)) return null;
  const cessation = previousReading.cessation || CESSATION_AFTER.test(s.tail);
  const listed = LISTED_ROLE.exec(between);
  if (listed) return { roles: firstRoles(listed[1]!) ?? previousReading.roles, cessation };
  // A blank line and nothing else between two names ends the list ('… M. X' / '' / 'M. Y est
  // remercié'); a comma or a linking word beside it says the sentence goes on across a break.
  const paragraphEnds = PARAGRAPH_BREAK_ONLY.test(between);
  // An office the previous item's apposition says its holder held before ('– M. X, ancien gérant ;')
  // is his past, no other list's office.
  const offices = roleHits(between).filter((h) => !FORMER_OFFICE_BEFORE.test(between.slice(0, h.index)));
  const continues = (CONTINUATION.test(between) && !paragraphEnds) || ((CONTINUATION_AFTER_APPOSITIONS.test(between) || BULLET_AFTER_APPOSITION.test(between)) && offices.length === 0);
  return continues ? { roles: previousReading.roles, cessation } : null;
}
const PARAGRAPH_BREAK_ONLY = /^[ \t]*\n[ \t]*\n\s*$/;
const FORMER_OFFICE_BEFORE = /,\s*(?:l')?(?:ancien(?:ne)?|ex-?)\s*$/;
/** How a label's list goes on a line: a bullet, a link word, a comma; or a table's row, read by its own cells. */
const LIST_LINE_OPENING = /^(?:[-–•*,|]|et\b|ou\b|&)/;

/** A row's label opening its line, its value after it on the same line (`Propriétaire du fonds : `). */
const ROW_LABEL = /^[\p{L}'’ -]{2,40}:[ \t]*/u;

/**
 * The subject's name opening the representative's line, a row's value with no 'la société' before
 * it ('Propriétaire du fonds :' / 'X, SAS, RIDET …, représentée par son président M. Y'): the company
 * represented, where no company mention is read before the name.
 */
function subjectOpeningLine(before: string, subject: string | null): { name: string; index: number } | undefined {
  if (!subject) return undefined;
  const index = before.lastIndexOf('\n') + 1;
  // Past the company word printed before the name ('LA SOCIÉTÉ X, …', company-word-before-name.ts),
  // and past the row's label where the block's heading was read as one (`Propriétaire du fonds : X, …`).
  const line = fold(withoutCompanyWord(before.slice(index).trimStart().replace(ROW_LABEL, '')));
  return line.startsWith(`${subject},`) || line.startsWith(`${subject} (`) ? { name: subject, index } : undefined;
}

/** An office named by the company's possessive in apposition right before a company holding it ('de sa gérante, la société G'). */
const POSSESSIVE_OFFICE_BEFORE = withRoles(/(?:^|[\s,(])(?:son|sa)\s+(ROLE)\s*,\s*(?:la |le |l')?$/);
/** The company the notice is about, by its noun alone, represented by its officer. */
const OWN_COMPANY_REPRESENTED = /(?:^|[.,;:]\s*)(?:la|cette) societe (?:est|sera|demeure|reste) (?:representee|dirigee) par (?:son|sa)\s[^,:;]{2,50}?,?\s*$/;
/**
 * Whether the person represents the subject as its officer ('représentée par sa gérante, Mme Y'); in a
 * notice of a business (`ofBusiness`), the side that lets or sells it is the subject by its noun too.
 */
function readRepresentative(s: Surroundings, text: string, start: number, subject: string | null, ofBusiness: boolean): Reading | null | 'excluded' {
  const represented = REPRESENTATIVE.exec(s.gap);
  // 'représentée par sa présidente, Mme X, et par son directeur général, M. Y': the second
  // representative of the same company, its office told by the possessive.
  const goesOn = represented || !s.previous || s.previous.company || s.previous.index < start ? null : REPRESENTATIVE_GOES_ON.exec(s.gap);
  if (!represented && !(goesOn && REPRESENTATIVE.test(s.lead.slice(0, s.previous!.index - start)))) return null;
  // The role may follow the name ('représentée par M. X, gérant', party-line-officers.ts).
  const roleWords = represented ? represented[1] : goesOn![1] ?? goesOn![2];
  const roles = roleWords ? firstRoles(roleWords) : roleAfterRepresentative(s.tail);
  // The notice's own company by its noun alone ('Sous sa nouvelle forme, la société est représentée par sa présidente, Mme X').
  if (roles && represented && (OWN_COMPANY_REPRESENTED.test(s.gap) || (ofBusiness && SELLER_SIDE_REPRESENTED.test(s.gap)))) return { roles, cessation: false };
  const from = Math.max(0, start - 400);
  const before = text.slice(from, s.mention.index);
  const company = companyMentions(before).at(-1) ?? subjectOpeningLine(before, subject);
  // The company may be read with its form at the name's head ('la SICA X, société d'intérêt collectif agricole'): the form is no part of the name.
  if (!roles || !subject || !company || (fold(company.name) !== subject && fold(company.name).replace(FOLDED_FORM_PREFIX, '') !== subject)) return 'excluded';
  // 'Présidente : H, représentée par son directeur général, M. B': the company named right before
  // the representative is the one represented, and 'son directeur général' is an office in it. The
  // subject introduced earlier ('une société … dénommée S') is not the one represented.
  const represents = s.previous?.company && s.between !== null && s.previous.index >= start && from + company.index < s.previous.index;
  if (represents && !namesSubject(s.previous!, subject)) return 'excluded';
  // 'la société H demeure présidente de la société S, représentée par son directeur général, M. B':
  // S is where H's role is held; the one represented is H.
  if (HELD_IN.test(foldedSlice(before, Math.max(0, company.index - 60), company.index))) return 'excluded';
  return { roles, cessation: false };
}

/**
 * An appointment's term told by another office's mandate, between the appointed office and its
 * holder ('de nommer en qualité de directeur général, pour la durée du mandat du président, M. X'):
 * that office is no one's there, so its words are blanked (same length, offsets kept) before the
 * readings look for the office nearest a name. Where the clause named its holder before the term
 * ('M. Y a été nommé directeur général délégué pour la durée du mandat du directeur général, M. Z',
 * 'nomination de M. Y …, pour la durée du mandat du président, M. Z'), the name after the term is
 * that office's holder in apposition, and the words stay. A possessive (`de son mandat
 * d'administrateur`) is the holder's own and is never read here.
 */
const OTHERS_MANDATE_TERM = withRoles(/\b(?:pour la duree|pendant la duree|jusqu'a (?:l'expiration|la fin|l'issue)) du mandat d[ue]\s*(?:la |l')?(?:ROLE)\b/g);
/** Where a clause ends, before a term (not the full stop of a civility). */
const CLAUSE_BOUNDARY = /[;:]|(?<!\b(?:m|mm|me))\.\s/g;
/** A person or a company named in the clause before the term. */
const HOLDER_NAMED = /\b(?:m\.|mm\.|mme|mlle|monsieur|madame|me)\s|\b(?:la |une )societe\b/;
function withoutOthersMandateTerms(folded: string): string {
  // The term's words are looked for first (speed only).
  if (!folded.includes('du mandat d')) return folded;
  return folded.replace(OTHERS_MANDATE_TERM, (term: string, at: number) => {
    const before = folded.slice(Math.max(0, at - 300), at);
    let from = 0;
    for (const boundary of matchesOf(CLAUSE_BOUNDARY, before)) from = boundary.index + boundary[0].length;
    return HOLDER_NAMED.test(before.slice(from)) ? term : ' '.repeat(term.length);
  });
}

/**
 * A line that goes on in lowercase continues the sentence of the line before ('M. X est\nnommé
 * gérant', 'commissaire aux comptes\n  suppléant'): the break is read as a space, so the wordings
 * read across it. Same length, so offsets stay the text's.
 */
const BROKEN_LINE = /(?<=[^\n])\n[ \t]*(?=\p{Ll})/gu;
/**
 * A notice printed in capitals breaks its sentences before a capital: a prose line in capitals (long,
 * ending on a word or a comma) going on with the next one is one sentence too ('M. X A ETE' / 'NOMME …').
 * Lines in mixed case (a record's `Ancien titulaire : M. X`) are read by their labels, never so.
 */
const BROKEN_CAPITALS_LINE = /(?<=^([^\n]{30,}[\p{Lu},'’]))\n[ \t]*(?=(\p{Lu}[^\n]{29,})$)/gmu;
const brokenCapitalsLines = (text: string): RegExpExecArray[] => (/\p{Lu}\n[ \t]*\p{Lu}/u.test(text) ? [...matchesOf(BROKEN_CAPITALS_LINE, text)].filter((m) => isUpperCaseLine(m[1]!) && isUpperCaseLine(m[2]!)) : []);
const joinBrokenLines = (text: string, folded: string): string => {
  if (!folded.includes('\n')) return folded;
  let out = '';
  let at = 0;
  const capitals = brokenCapitalsLines(text);
  const breaks = capitals.length > 0 ? [...matchesOf(BROKEN_LINE, text), ...capitals].sort((a, b) => a.index - b.index) : matchesOf(BROKEN_LINE, text);
  for (const m of breaks) {
    out += folded.slice(at, m.index) + ' '.repeat(m[0].length);
    at = m.index + m[0].length;
  }
  return at === 0 ? folded : out + folded.slice(at);
};

/** The blank line between a list's colon and its first item read as a space: the list's opening clause goes on into it. */
function withListOpeningJoined(folded: string, items: readonly ColonListItem[]): string {
  let out = folded;
  for (const { colon } of items) {
    const blank = /^:[ \t]*\n\n/.exec(out.slice(colon, colon + 40));
    if (blank) out = `${out.slice(0, colon + blank[0].length - 2)}  ${out.slice(colon + blank[0].length)}`;
  }
  return out;
}

const IDENTIFIER_AS_NAME = /^(?:RIDET|RID|RCS|Rd|Ridet)\b[\s.:°n]*\d/u;

/** How long a notice its head line's office is read for: a short insertion's. */
const HEADING_OFFICE_REACH = 900;

/** How far after an officer company's name its description may name the law it is registered under. */
const FOREIGN_LAW_REACH = 160;

export function extractOfficers(text: string, context: OfficerContext = {}): Officers {
  const subject = context.subjectName ? fold(context.subjectName) : null;
  const others = (context.otherCompanies ?? []).map((name) => fold(name));
  // A company introduced once and named bare again is a mention there too (repeated-company-name.ts).
  const mentions = withRepeatedCompanyNames(findNamedMentions(text), text, subject);
  // A list whose items open on names: not a table's rows, whose lines open on their labels (colon-list-items.ts).
  const listItems = colonListItems(text).filter((item) => mentions.some((m) => m.index === item.start));
  const folded = withoutOthersMandateTerms(withListOpeningJoined(joinBrokenLines(text, fold(text)), listItems));
  const ends = [...matchesOf(CLAUSE_END, text)].map((m) => ({ index: m.index, end: m.index + m[0].length }));
  const clauseStart = (index: number): number => ends.filter((b) => b.end <= index).at(-1)?.end ?? 0;
  const clauseEnd = (index: number): number => ends.find((b) => b.index >= index)?.index ?? text.length;
  // Most notices hold no table of holders: looked for once (speed only).
  const holderLabels = holdsHolderLabel(folded);
  const otherParties = otherPartyParagraphs(folded);
  // The company that announces the notice signs it: another company's when it is not the subject (other-company-officers.ts).
  const announcedByOther = announcedByAnotherCompany(folded, context.subjectRid);
  let found: readonly RidetMatch[] | null = context.identifiers ?? null;
  const identifiers = (): readonly RidetMatch[] => (found ??= findRidets(text));
  // A liquidation closed ends its liquidator's mission, whether or not the notice says he is discharged (liquidation-closed.ts).
  const closed = liquidationClosed(folded);
  const liquidatorDischarged = closed || (folded.includes('liquidat') && (LIQUIDATOR_DISCHARGED.test(folded) || LIQUIDATOR_DISCHARGED_ITEM.test(folded)));

  // A list's entry under the section 'Clôture pour insuffisance d'actif' is such a closure too.
  const courtLiquidatorDischarged =
    closed ||
    (folded.includes('decharge') && COURT_LIQUIDATOR_DISCHARGED.test(folded)) ||
    (folded.includes('insuffisance') && CLOSED_FOR_INSUFFICIENT_ASSETS.test(folded)) ||
    (context.heading ? CLOSED_FOR_INSUFFICIENT_ASSETS.test(fold(context.heading.trim())) : false);
  /** The words after a name up to the next one; past the person's firm in apposition ('Me X, de la SELARL Y, en qualité de …'). */
  const tailOf = (mention: NamedMention, next: NamedMention | undefined): string => {
    const limit = (to: number): string => folded.slice(mention.end, Math.min(to, clauseEnd(mention.end), mention.end + 220));
    if (!mention.company && next?.company && PERSON_FIRM_APPOSITION.test(folded.slice(mention.end, next.index))) {
      const after = mentions[mentions.indexOf(next) + 1];
      return `,${folded.slice(next.end, Math.min(after ? after.index : text.length, clauseEnd(next.end), next.end + 220))}`;
    }
    return limit(next ? next.index : text.length);
  };

  const readings: Array<Reading | null> = [];
  const tails: string[] = [];
  /**
   * '– la société A, SAS, représentée par M. X ;' / '– la société B, …': a list of legal persons
   * each with its representative goes on from the company's reading, not the representative's.
   */
  const representedCompanyReading = (k: number): Reading | null => {
    const person = mentions[k];
    const company = mentions[k - 1];
    if (!person || person.company || !company?.company || readings[k - 1] === null) return null;
    return REPRESENTATIVE.test(folded.slice(company.end, person.index)) ? readings[k - 1] ?? null : null;
  };
  /**
   * '– M. X, en remplacement de M. Y ;\n– Mme Z …': the officer an item replaces is that item's
   * complement, so the next item goes on from the item's own name (X), not from the one leaving (Y).
   */
  const listItemHead = (k: number): number => {
    let head = k;
    while (head > 0 && REPLACED_IN_ITEM.test(folded.slice(mentions[head - 1]!.end, mentions[head]!.index)) && LIST_ITEM_BREAK.test(folded.slice(mentions[k]!.end, mentions[k + 1]?.index ?? mentions[k]!.end))) head -= 1;
    return head;
  };
  /**
   * 'M. Gérard X … en qualité de commissaire aux comptes titulaire. M. X a démissionné le 30 avril':
   * a person named again who resigns, no office named, leaves the office read at the earlier mention
   * of the same surname.
   */
  const leftWithoutOfficeNamed = (k: number): Reading | null => {
    const mention = mentions[k]!;
    if (mention.company || !RESIGNED_NO_OFFICE_AFTER.test(tailOf(mention, mentions[k + 1]))) return null;
    const surname = fold(mention.nom);
    for (let j = k - 1; j >= 0; j -= 1) {
      const earlier = readings[j];
      if (!mentions[j]!.company && earlier && !earlier.cessation && fold(mentions[j]!.nom) === surname) return { roles: earlier.roles, cessation: true };
    }
    return null;
  };
  // An officer taking the office himself as the subject of the sentence's next verb (self-taken-office.ts).
  const selfTaken = (mention: NamedMention): Reading | null => {
    if (mention.company) return null;
    const roles = selfTakenOffice(folded.slice(mention.end, mention.end + 400));
    return roles ? { roles, cessation: false } : null;
  };
  const pluralFrom = new Set<number>();
  // A list's items are read in the clause that opens the list, each going on from the one above (colon-list-items.ts).
  const listColonAt = new Map(listItems.map((item) => [item.start, item.colon]));
  mentions.forEach((mention, i) => {
    const colon = listColonAt.get(mention.index);
    const start = clauseStart(colon ?? mention.index);
    const previous = mentions[i - 1] ?? null;
    const next = mentions[i + 1];
    // The words that name a person as the writer or her kin, and a title civility's article ('le docteur X'), are part of the name's mention.
    const kin = KIN_BEFORE.exec(folded.slice(Math.max(0, mention.index - 12), mention.index)) ?? (TITLE_CIVILITY.test(folded.slice(mention.index, mention.index + 10)) ? TITLE_ARTICLE_BEFORE.exec(folded.slice(Math.max(0, mention.index - 4), mention.index)) : null);
    const at = mention.index - (kin ? kin[0].length : 0);
    const between = previous && previous.end <= at ? folded.slice(previous.end, at) : null;
    // A list runs on across ';' and bullets: '– Mme X ;\n– M. Y'.
    const continues = between !== null && (previous!.index >= start || CONTINUATION.test(between) || BULLET_AFTER_APPOSITION.test(between));
    const tail = tailOf(mention, next);
    const s: Surroundings = {
      mention,
      previous,
      between,
      lead: folded.slice(start, at),
      gap: folded.slice(Math.max(start, between !== null ? previous!.end : start), at),
      tail,
      previousReading: continues ? readings[listItemHead(i - 1)] ?? representedCompanyReading(i - 1) : null,
      runsIntoNext: next !== undefined && mention.end + tail.length === next.index,
    };
    // 'X a été désignée présidente de la société Z': an office whose words run into another company's
    // name is held in that company, not in the subject.
    // Not his other office in apposition after an appointment told before his name ('nommé en
    // remplacement M. X, demeurant à Païta, gérant de la société Z'): that one is the office left.
    // Nor his other office in apposition after the office's label opening his line ('Gérant : M. X,
    // président de la société Z'): the label gives the subject's office.
    if (next?.company && s.runsIntoNext && ROLE_THEN_OF.test(tail) && !namesSubject(next, subject) && !identifiedAsSubject(folded.slice(next.end, next.end + 60), context.subjectRid) && !((REPLACES.test(s.gap) || OFFICE_LABEL_OPENING_LINE.test(s.lead.slice(s.lead.lastIndexOf('\n') + 1))) && roleApposed(tail))) {
      readings.push(null);
      tails.push(tail);
      return;
    }
    // 'titulaire : M. X ; suppléant : Mme Y': the bare label after the auditor (or after the auditor
    // company's representative: 'titulaire : la société X, représentée par M. Z ; suppléant : M. Y'), or
    // under the heading naming the auditors' office; a deputy who becomes the titular one is the auditor (auditor-deputy.ts).
    const reading = rated(deputyBecomingTitular(s.tail), 0.9) ?? read(s) ?? (between !== null ? rated(deputyAfterAuditor(s.lead, between, (readings[i - 1] ?? representedCompanyReading(i - 1))?.roles ?? null), 0.9) : null) ?? rated(titularUnderAuditorsHeading(folded, mention.index), 0.9) ?? rated(leftWithoutOfficeNamed(i), 0.85) ?? rated(selfTaken(mention), 0.85);
    const lineStart = text.lastIndexOf('\n', mention.index - 1) + 1;
    // A movement cell that says the holder leaves, or the former side of a before / after grid (before-after-officers.ts).
    const leaves = reading && !reading.cessation && (inOldMention(folded.slice(lineStart, mention.index)) || leavingCellAfter(folded.slice(mention.end, mention.end + 60)) || onFormerSide(folded, mention.index, previous?.end ?? 0) || endedInSentence(folded, mention.index, mention.end));
    // A correction's wrong reading (`il y a lieu de lire : « X » au lieu de : « Liquidateur : M. Y »`):
    // Y was a misprint, no officer, neither appointed nor leaving. A person whose own clause says they
    // hold no office or declined it (`…, simple associée, n'exerce aucune fonction de direction`, `a
    // décliné cette nomination`) is none either, whatever office the sentence before gave.
    // A founder's apposition is her trade, no office of the company she founds ('M. X, expert-comptable, et
    // Mme Y, commissaire aux comptes, ainsi que la société Z, ont constitué une société …').
    const foundersTrade = reading !== null && !reading.cessation && !mention.company && FOUNDER_APPOSITION_AFTER.test(folded.slice(mention.end, mention.end + 320));
    if (reading && (foundersTrade || MISPRINT_BEFORE.test(folded.slice(Math.max(0, mention.index - 60), mention.index)) || (!reading.cessation && NO_OFFICE_AFTER.test(s.tail)))) {
      readings.push(null);
      tails.push(s.tail);
      return;
    }
    readings.push(leaves ? { ...reading, cessation: true } : reading);
    tails.push(s.tail);
  });
  // A short notice's head line names the office it changes; a person the other readings gave none is told by the event alone (heading-office.ts).
  const officeOfHeading = text.length <= HEADING_OFFICE_REACH && mentions.some((m, i) => !m.company && !readings[i]) ? headingOffice(folded) : null;
  if (officeOfHeading) {
    mentions.forEach((mention, i) => {
      if (mention.company || readings[i]) return;
      const told = headingOfficeReading(officeOfHeading, folded.slice(Math.max(0, mention.index - 30), mention.index), folded.slice(mention.end, mention.end + 30));
      if (told) readings[i] = { ...told, confidence: 0.75 };
    });
  }
  // 'Les mandats des administrateurs, M. X, président, Mme Y et la société Z, …, ont pris fin': each leaves (ended-mandates-list.ts).
  for (const [start, end] of endedMandateLists(folded)) {
    mentions.forEach((mention, i) => {
      const reading = readings[i];
      if (reading && !reading.cessation && mention.index >= start && mention.end <= end) readings[i] = { ...reading, cessation: true };
    });
  }
  // 'en remplacement de MM. X et Y': the plural civility's list leaves as its first name does (plural-civility-list.ts).
  if (/\b(?:mm|mmes|messieurs|mesdames)\b/.test(folded)) {
    mentions.forEach((mention, i) => {
      const previous = readings[i - 1];
      if (i === 0 || !previous?.cessation || readings[i]?.cessation || mention.company || mentions[i - 1]!.company) return;
      if (continuesPluralCivilityList(folded, mentions[i - 1]!.index, mentions[i - 1]!.end, mention.index)) readings[i] = { roles: readings[i]?.roles ?? previous.roles, cessation: true, confidence: previous.confidence ?? 0.75 };
    });
  }
  // 'Commissaires aux comptes : M. X, titulaire ; M. Y, suppléant.': under the auditors' label,
  // each name's own qualifier after it says which office it holds, across the semicolons.
  if (folded.includes('commissaires aux comptes')) {
    mentions.forEach((mention, i) => {
      const reading = readings[i];
      if (reading?.cessation) return;
      // In prose too ('les commissaires aux comptes, la société X, titulaire, et M. Y, suppléant'):
      // a name read as an auditor says after it which of the two offices it holds.
      const after = QUALIFIER_AFTER_NAME.exec(folded.slice(mention.end, mention.end + QUALIFIER_REACH));
      if (after && reading?.roles.length === 1 && reading.roles[0] === 'commissaire aux comptes') {
        readings[i] = { ...reading, roles: [after[1]!.startsWith('suppl') ? 'commissaire aux comptes suppléant' : 'commissaire aux comptes'] };
        return;
      }
      const lineStart = auditorsLabelStart(folded, folded.lastIndexOf('\n', mention.index - 1) + 1);
      if (!AUDITORS_LABEL_LINE.test(folded.slice(lineStart, mention.index).replace(/\n/g, ' '))) return;
      const qualifier = QUALIFIER_AFTER_NAME.exec(folded.slice(mention.end, mention.end + QUALIFIER_REACH)) ?? QUALIFIER_BEFORE_NAME.exec(folded.slice(lineStart, mention.index).replace(/\n/g, ' '));
      if (qualifier) readings[i] = { roles: [qualifier[1]!.startsWith('suppl') ? 'commissaire aux comptes suppléant' : 'commissaire aux comptes'], cessation: false, confidence: 0.85 };
    });
  }
  // 'le conseil d'administration se compose de : …, M. Y, vice-président ; Mme Z, trésorière': a
  // board office without a role of its own names a director, and so does a name listed bare in it (board-composition.ts).
  if (seatsOnBoardTold(folded)) {
    mentions.forEach((mention, i) => {
      if (readings[i] || mention.company) return;
      if (seatedByBoardOffice(folded, mention.index, mention.end) || listedOnBoard(folded, mention.index, mention.end)) readings[i] = { roles: ['administrateur'], cessation: false, confidence: 0.75 };
    });
  }
  // (wt-org2) A company listed in the board's composition or in a list of directors its colon opens
  // sits on the board (board-composition.ts); the subject is never its own director.
  if (seatsOnBoardTold(folded)) {
    mentions.forEach((mention, i) => {
      if (readings[i] || !mention.company || namesSubject(mention, subject)) return;
      if (companySeatedOnBoard(folded, mention.index, mention.end)) readings[i] = { roles: ['administrateur'], cessation: false, confidence: 0.7 };
    });
  }
  // 'M. X, administrateur, a été nommé président du conseil', '… pour la durée de son mandat
  // d'administrateur': the board chooses its chairman and its general manager among its directors;
  // the seat is kept, one entry per role.
  mentions.forEach((mention, i) => {
    const reading = readings[i];
    if (!reading || reading.cessation || mention.company || reading.roles.includes('administrateur')) return;
    if (!reading.roles.some((r) => r === 'président' || r === 'directeur général')) return;
    if (DIRECTOR_APPOSED_APPOINTED.test(folded.slice(mention.end, mention.end + 80)) || DIRECTOR_MANDATE_AFTER.test(folded.slice(mention.end, mention.end + 200))) readings[i] = { ...reading, roles: ['administrateur', ...reading.roles] };
  });
  // 'Mme X, présidente du conseil, exercera désormais la direction générale': the general management too.
  if (folded.includes('direction generale')) {
    mentions.forEach((mention, i) => {
      const reading = readings[i];
      if (mention.company || reading?.cessation || reading?.roles.includes('directeur général')) return;
      if (DIRECTION_TAKEN_AFTER.test(folded.slice(mention.end, mention.end + 160))) readings[i] = { ...reading, roles: [...(reading?.roles ?? []), 'directeur général'], cessation: false, confidence: reading?.confidence ?? 0.75 };
    });
  }
  // 'M. X et Mme Y sont désignés en qualité d'administrateurs': the role and the verb follow the
  // last name of the list, and hold for every name before it.
  for (let i = mentions.length - 2; i >= 0; i -= 1) {
    const next = readings[i + 1];
    if (readings[i] || !next || next.cessation || mentions[i]!.company !== mentions[i + 1]!.company) continue;
    // A company's representative in the list ('la société X, …, représentée par son gérant M. Y, et
    // Mme Z, cogérantes') speaks for the company: the list's office is the company's, not his.
    if (!mentions[i]!.company && REPRESENTATIVE.test(folded.slice(Math.max(0, mentions[i]!.index - 60), mentions[i]!.index))) continue;
    // Companies listed with their particulars in brackets ('la société A (SARL, RIDET …), la société
    // B (SAS, RIDET …) et la société C (…) ont été nommées administrateurs'): the brackets are no link's words.
    const pastParticulars = (words: string): string => (mentions[i]!.company ? words.replace(COMPANY_PARTICULARS, '') : words);
    const link = pastParticulars(folded.slice(mentions[i]!.end, mentions[i + 1]!.index));
    const tail = pastParticulars(tails[i + 1]!);
    const linked = LIST_LINK.test(link) || (TITLED_LIST_LINK.test(link) && TITLE_FIRST.test(folded.slice(mentions[i + 1]!.index, mentions[i + 1]!.end)));
    if (linked && (PLURAL_VERB_AFTER.test(tail) || PLURAL_PARTICIPLE_AFTER.test(tail) || PLURAL_ROLE_APPOSED.test(tail) || PLURAL_QUALITY_AFTER.test(tail) || pluralFrom.has(i + 1) || BOARD_SEAT_AFTER.test(tail))) {
      readings[i] = { ...next, confidence: Math.min(next.confidence ?? 0.75, 0.75) };
      pluralFrom.add(i);
    }
  }

  // 'Mme X, gérante, et M. Y, cogérant, ont cessé leurs fonctions': the plural verb of leaving after
  // the list's last name holds for every name before it, each with its own office in apposition.
  for (let i = mentions.length - 2; i >= 0; i -= 1) {
    const reading = readings[i];
    if (!reading || reading.cessation || !readings[i + 1]?.cessation || mentions[i]!.company !== mentions[i + 1]!.company) continue;
    if (APPOSED_THEN_AND.test(folded.slice(mentions[i]!.end, mentions[i + 1]!.index)) && PLURAL_LEAVING_AFTER.test(tails[i + 1]!)) readings[i] = { ...reading, cessation: true };
  }

  // 'M. X a constitué seul une EURL dénommée S, … . Il en est le gérant': the next sentence's
  // pronoun holds the role for the one person named before it.
  mentions.forEach((mention, i) => {
    if (readings[i] || mention.company) return;
    const next = mentions[i + 1];
    const rest = folded.slice(mention.end, Math.min(next ? next.index : text.length, mention.end + PRONOUN_REACH));
    const said = PRONOUN_ROLE.exec(rest);
    if (!said) return;
    const gender = civilityGender(folded.slice(mention.index, mention.end));
    if (gender && (said[1] === 'il' || said[1] === 'celui-ci') !== (gender === 'masculine')) return;
    const roles = rolesAtStart(rest.slice(said.index + said[0].length - said[2]!.length), 0);
    if (roles) readings[i] = { roles, cessation: false, confidence: 0.7 };
  });

  // 'M. X, gérant, a prononcé la dissolution … . Il exercera les fonctions de liquidateur': the
  // liquidation the next sentence's pronoun takes replaces the office the dissolution ends
  // (liquidation-offices.ts); not a court's liquidator.
  if (context.type !== 'procedure' && folded.includes('liquidat')) {
    mentions.forEach((mention, i) => {
      const held = readings[i];
      if (mention.company || !held || held.cessation || !held.roles.every((r) => MANAGEMENT_ROLES.has(r))) return;
      const next = mentions[i + 1];
      const pronoun = liquidationByPronoun(folded.slice(mention.end, Math.min(next ? next.index : text.length, mention.end + PRONOUN_REACH)));
      const gender = pronoun ? civilityGender(folded.slice(mention.index, mention.end)) : null;
      if (pronoun && (!gender || gender === pronoun)) readings[i] = { roles: ['liquidateur'], cessation: false, confidence: 0.7 };
    });
  }

  // 'L'associé unique, M. X, a mis fin aux fonctions de gérant de M. Y et s'est nommé lui-même
  // gérant': the reflexive appointment is the sentence's first person's (self-appointed.ts).
  if (folded.includes("s'est")) {
    mentions.forEach((mention, i) => {
      const held = readings[i];
      if (held?.cessation || mention.company) return;
      const start = clauseStart(mention.index);
      if (mentions.some((other, k) => k < i && !other.company && other.index >= start)) return;
      const roles = selfAppointedRoles(folded.slice(start, mention.index), folded.slice(mention.index, mention.end), folded.slice(mention.end, clauseEnd(mention.end)));
      // A manager in apposition who names himself liquidator ('l'associé unique, M. X, gérant, a
      // décidé la dissolution … et s'est nommé liquidateur'): the dissolution ends the office he had.
      if (roles && (!held || roles.includes('liquidateur'))) readings[i] = { roles, cessation: false, confidence: 0.7 };
    });
  }

  // 'M. X ; le conseil … l'a reconduit dans ses fonctions de président': the one just named, by an
  // object pronoun (officer-phrasings.ts). The participle agrees with the person.
  if (folded.includes("l'")) {
    const agrees = (mention: NamedMention, told: ToldLater): boolean => {
      const gender = civilityGender(folded.slice(mention.index, mention.end));
      return !gender || told.feminine === (gender === 'feminine');
    };
    const addRoles = (i: number, told: ToldLater): void => {
      const reading = readings[i];
      if (reading?.cessation) return;
      const roles = [...new Set([...(reading?.roles ?? []), ...told.roles])];
      readings[i] = { ...reading, roles, cessation: false, confidence: reading?.confidence ?? 0.7 };
    };
    mentions.forEach((mention, i) => {
      if (mention.company) return;
      const next = mentions[i + 1];
      const rest = folded.slice(mention.end, Math.min(next ? next.index : text.length, mention.end + PRONOUN_REACH));
      // The pronoun stands in the same sentence, no other name between.
      const pronoun = rest.search(/\bl'(?:a|ont|avait)\s/);
      const told = pronoun >= 0 && !rest.slice(0, pronoun).includes('.') ? pronounAppointed(rest.slice(pronoun)) : null;
      if (told && agrees(mention, told)) addRoles(i, told);
    });
  }

  // 'Mme X a cédé à Mme Y 3 000 parts. Les associés ont agréé la cessionnaire et l'ont nommée
  // cogérante': the office given to the noun that stands for the buyer is the buyer's (buyer-officers.ts).
  if (folded.includes('cessionnaire') || folded.includes('acquereu') || folded.includes('nouvel associe') || folded.includes('nouvelle associee')) {
    mentions.forEach((mention, i) => {
      if (readings[i] || mention.company) return;
      const told = buyerNounOffice(folded, mention.index, mention.end);
      const gender = told ? civilityGender(folded.slice(mention.index, mention.end)) : null;
      if (told && (!gender || told.feminine === (gender === 'feminine'))) readings[i] = { roles: told.roles, cessation: false, confidence: 0.7 };
    });
  }

  // 'concernant la nomination d'un nouveau gérant …, il fallait lire : « M. X »': the office of the corrected name (rectified-officer.ts).
  // A correction's record: the value to read takes the office its field names (correction-record.ts).
  if (folded.includes('lire') || folded.includes('corrig') || folded.includes('rectifi') || folded.includes('correct') || folded.includes('exact')) {
    mentions.forEach((mention, i) => {
      if (readings[i] || mention.company) return;
      const roles = rectifiedOfficerRoles(folded.slice(0, mention.index)) ?? correctedRecordRoles(folded.slice(Math.max(0, mention.index - 400), mention.index));
      if (roles) readings[i] = { roles, cessation: false, confidence: 0.7 };
    });
  }
  // 'M. X, …, a constitué une EURL … . Le fondateur a été nommé gérant': the founder's office (founder-officers.ts).
  if (folded.includes('fondat')) {
    mentions.forEach((mention, i) => {
      if (readings[i] || mention.company) return;
      const told = founderNounOffice(folded, mention.end);
      const gender = told ? civilityGender(folded.slice(mention.index, mention.end)) : null;
      if (told && (!gender || told.feminine === null || told.feminine === (gender === 'feminine'))) readings[i] = { roles: told.roles, cessation: false, confidence: 0.7 };
    });
  }

  // 'M. X, président, a cessé ses fonctions ; il a été nommé gérant': the leaver's new office (pronoun-officers.ts).
  mentions.forEach((mention, i) => {
    const reading = readings[i];
    if (!reading?.cessation || reading.appointed || mention.company) return;
    const next = mentions[i + 1];
    const told = leaverAppointedByPronoun(folded.slice(mention.end, Math.min(next ? next.index : text.length, mention.end + PRONOUN_REACH)), next !== undefined && next.index <= mention.end + PRONOUN_REACH);
    const gender = told ? civilityGender(folded.slice(mention.index, mention.end)) : null;
    if (told && (!gender || told.feminine === (gender === 'feminine'))) readings[i] = { ...reading, appointed: told.roles };
  });

  // 'et nommé celui-ci président', '… ; il a été nommé président': the one just named, by a
  // pronoun that agrees with the person; an office left before it is replaced by the new one
  // (pronoun-officers.ts). 'a renouvelé le mandat du commissaire aux comptes, la société X': X keeps it.
  mentions.forEach((mention, i) => {
    const reading = readings[i];
    if (!mention.company && !reading?.appointed) {
      const next = mentions[i + 1];
      const told = officeToldByPronoun(folded.slice(mention.end, Math.min(next ? next.index : text.length, mention.end + PRONOUN_REACH)));
      const gender = told ? civilityGender(folded.slice(mention.index, mention.end)) : null;
      if (told && (!gender || told.feminine === (gender === 'feminine'))) {
        const kept = reading && !reading.cessation ? reading.roles : [];
        readings[i] = { ...reading, roles: [...new Set([...kept, ...told.roles])], cessation: false, confidence: reading?.confidence ?? 0.7 };
        return;
      }
    }
    if (reading) return;
    const renewed = renewedMandateRoles(folded.slice(Math.max(0, mention.index - 160), mention.index));
    if (renewed && !CESSATION_AFTER.test(folded.slice(mention.end, mention.end + 160))) readings[i] = { roles: renewed, cessation: false, confidence: 0.7 };
  });

  // 'Je soussignée Mme X, … Je suis nommée liquidatrice': the writer's own appointment, told in the
  // first person after she has named herself.
  if (folded.includes('je soussign')) {
    mentions.forEach((mention, i) => {
      if (readings[i] || mention.company || !WRITER_BEFORE.test(folded.slice(Math.max(0, mention.index - 20), mention.index))) return;
      const rest = folded.slice(mention.end, mention.end + WRITER_REACH);
      const said = FIRST_PERSON_ROLE.exec(rest.split(/\bje soussign/)[0]!);
      const roles = said ? lastRoles(said[0]) : null;
      if (roles) readings[i] = { roles, cessation: false, confidence: 0.7 };
    });
  }

  function read(s: Surroundings): Reading | null {
    if (otherParties.some((p) => s.mention.index >= p.start && s.mention.index < p.end)) return null;
    // An officer in another party's record of fields is that party's (party-record-officers.ts).
    if (!s.mention.company && inOtherPartyRecord(folded, s.mention.index, identifiers(), context.subjectRid)) return null;
    if (representsAnotherParty(s.lead, subject)) return null;
    // 'H a été nommée présidente ; elle est représentée par son gérant, M. X': the pronoun is the company
    // just named, X its representative (not listed).
    if (s.previous?.company && !namesSubject(s.previous, subject) && PRONOUN_REPRESENTED_BY.test(s.gap)) return null;
    // The debtor's officer a court's appointee is to assist holds the office named beside him, no appointment (court-officers.ts).
    const assisted = s.mention.company ? null : ASSISTED_BY_APPOINTEE.exec(s.gap);
    if (assisted) return rated(assistedOfficer(assisted[1], s), 0.8);
    // The company's own officer acting for it in a contribution made to it, or named by the possessive of its relative clause (party-line-officers.ts).
    // The debtor's officer who asked for the judgment, by the debtor's possessive (petitioning-officer.ts).
    const agent = ownOfficerAsAgent(s.gap) ?? subjectRelativeOffice(s.lead, subject) ?? petitioningOfficer(s.gap);
    if (agent) return rated({ roles: agent, cessation: false }, 0.8);
    // 'présidée par M. X ; son directeur général est Mme Y': the same company as the clause before, once X was read as its officer (pronoun-officers.ts).
    const previousHeld = s.previous ? readings[mentions.indexOf(s.previous)] : null;
    const possessive = previousHeld && !previousHeld.cessation && s.between !== null ? possessiveOfficeAfterSemicolon(s.between) : null;
    if (possessive) return rated({ roles: possessive, cessation: false }, 0.8);
    const exclusion = excluded(s, subject, context.subjectRid, folded);
    const appointedAs = exclusion === 'subject' ? null : readAppointedAs(s);
    if (appointedAs) return rated(appointedAs, 0.8);
    // 'Sur proposition de la société H (…), gérant commandité de la société S': H's own role in S.
    if (exclusion === 'complement') return rated(readCompanyRole(s, true), 0.7);
    if (exclusion) return null;
    if (officerOfOtherCompany(s.gap, context.subjectRid) || officerOfRelativeClauseCompany(s.lead, s.tail, subject, context.subjectRid)) return null;
    if (signedForAnotherCompany(s.lead, subject, context.type) || (announcedByOther && bareSignature(s.gap)) || signsAssemblyDeliberation(folded, s.mention.index)) return null;
    // 'dans les bureaux de sa gérante, la société G, …': the subject's office by its possessive, when the
    // company last named before it in the clause is the subject; the words before may end it ('la
    // démission de sa gérante, la société G').
    const possessed = s.mention.company && subject ? POSSESSIVE_OFFICE_BEFORE.exec(s.gap) : null;
    const possessedRoles = possessed ? firstRoles(possessed[1]!) : null;
    if (possessedRoles && fold(companyMentions(text.slice(clauseStart(s.mention.index), s.mention.index)).at(-1)?.name ?? '') === subject) return rated({ roles: possessedRoles, cessation: CESSATION_BEFORE.test(s.gap) || CESSATION_AFTER.test(s.tail) }, 0.8);
    const representative = readRepresentative(s, text, clauseStart(s.mention.index), subject, folded.includes('fonds'));
    if (representative) return representative === 'excluded' ? null : rated(representative, 0.8);
    // The seller's or owner's labelled line names the subject's own officer (party-line-officers.ts).
    const sellerOfficer = sellerLineOfficer(s.lead, s.gap, context.subjectRid);
    if (sellerOfficer) return rated({ roles: sellerOfficer, cessation: false }, 0.8);
    // The office of the side that lets or sells a business, named by that side's noun (party-line-officers.ts).
    const sellerSide = folded.includes('fonds') ? SELLER_SIDE_OFFICE_BEFORE.exec(s.gap) : null;
    const sellerSideRoles = sellerSide ? firstRoles(sellerSide[1]!) : null;
    if (sellerSideRoles) return rated({ roles: sellerSideRoles, cessation: CESSATION_AFTER.test(s.tail) }, 0.8);
    // '…, la société S, dont la gérante est Mme X': the clause after the subject's own name.
    const whose = subject ? WHOSE_ROLE_AFTER_NAME.exec(s.lead) : null;
    const whoseRoles = whose && s.lead.slice(0, whose.index).trimEnd().endsWith(subject!) ? firstRoles(whose[1]!) : null;
    if (whoseRoles) return rated({ roles: whoseRoles, cessation: CESSATION_AFTER.test(s.tail) }, 0.8);
    // Partners under their label hold no office, unless their item appoints them (partners-appointed.ts).
    if ((EXCLUDED_LABEL.test(s.lead) && !(PARTNERS_LABEL.test(s.lead) && PARTNER_APPOINTED_AFTER.test(s.tail))) || BUYER_SIDE_OFFICE_LABEL.test(s.lead)) return null;
    if (REPRESENTS_AFTER.test(s.tail) || PERMANENT_REPRESENTATIVE_BEFORE.test(s.gap)) return null;
    const tabled = readTableRecord(s.mention.index);
    if (tabled) return rated(tabled, 0.85);
    if (QUITUS.test(`${s.lead} ${s.tail}`) && !/\bnommee?\b/.test(s.tail)) return null;
    // A label that names its holders by an office they held, after the sentence appointing them to another (HOLDERS_DESCRIBED_LABEL).
    const described = describedHoldersRoles(s.lead, folded, s.mention.index);
    if (described) return rated({ roles: described, cessation: false }, 0.85);
    // A compositor's office label glued to the name is nearer it than a label's colon on a line
    // above ('Président : X\nDG.Y') or before other offices ('PDG X … · Adm. coopté: Y'); a colon's
    // label that says its holder leaves ('Ancien gérant : M. X') keeps its word. Elsewhere the
    // wordings read first (a leaving noun before the label: 'démission du gérant M. X').
    const labelled = readLabel(s);
    const beside = readOfficeBeside(s);
    if (labelled && beside && !labelled.cessation) return rated(beside, 0.8);
    if (labelled) return rated(labelled, 0.9);
    // 'nommé en qualité de cogérante, …, Maître X, avocate associée': appointed, whatever the profession.
    if (PROFESSION_AFTER.test(s.tail) && !EXCLUDED_BEFORE.test(s.gap)) {
      // 'Maître X, avocate associée, a été nommée cogérante': the appointment after the profession.
      const after = APPOINTED_AFTER.exec(s.tail);
      const appointedAfter = after ? rolesAtStart(s.tail.slice(after[0].length)) : null;
      if (appointedAfter) return { roles: appointedAfter, cessation: CESSATION_AFTER.test(s.tail), confidence: 0.75 };
      // 'de nommer M. X, expert-comptable, en qualité de commissaire aux comptes suppléant': the office right after the profession.
      const quality = QUALITY_AFTER_PROFESSION.exec(s.tail);
      const qualityRoles = quality ? rolesAtStart(s.tail.slice(quality[0].length)) : null;
      if (qualityRoles) return { roles: qualityRoles, cessation: CESSATION_AFTER.test(s.tail), confidence: 0.75 };
      const appointed = ROLE_BEFORE.exec(s.gap);
      const roles = appointed ? lastRoles(appointed[0]) : null;
      return roles ? { roles, cessation: CESSATION_AFTER.test(s.tail), confidence: 0.75 } : null;
    }
    if (PROPOSED_BEFORE.test(s.gap)) return null;
    // 'a cédé à Mme X, qui a été nommée gérante', 'a agréé M. Y, qui devient cogérant': a party the
    // sentence names for another part, appointed by its own relative clause.
    // 'sous la présidence de M. X, président du conseil d'administration': the chair's own office (meeting-chair.ts).
    const chaired = chairOffice(s.gap, s.tail);
    if (chaired) return rated({ roles: chaired, cessation: false }, 0.8);
    if (EXCLUDED_BEFORE.test(s.gap)) return rated(readRelativeAppointment(s), 0.75);
    // 'Les deux sociétés ont pour gérante commune Mme X': the office of the company the sentence
    // speaks of, the subject's or another's (officer-phrasings.ts).
    const had = s.lead.includes('pour') ? officeHadFor(s.lead, subject) : null;
    if (had) return had.ours ? rated({ roles: had.roles, cessation: CESSATION_AFTER.test(s.tail) }, 0.8) : null;
    // 'La présidence reste assurée par Mme X et la direction générale par M. Y': the second office's
    // participle left out after 'et', its holder after 'par' as the first's.
    const elided = s.lead.includes(' et ') ? ELIDED_HELD_BY.exec(s.lead) : null;
    const elidedRoles = elided ? lastRoles(elided[0]) : null;
    if (elidedRoles) return rated({ roles: elidedRoles, cessation: false }, 0.8);
    // 'a renouvelé le mandat d'administrateur de M. X, qui demeure président du conseil': the office
    // renewed before the name and the one the relative says he keeps are both his.
    const after = readAfter(s);
    if (after && !after.cessation && STAYS_IN_RELATIVE.test(s.tail)) {
      const held = readBefore(s, readings, subject, others);
      if (held && !held.cessation) return rated({ roles: [...new Set([...held.roles, ...after.roles])], cessation: false }, 0.85);
    }
    const seated = after && !after.cessation ? boardSeatBesideQuality(s.gap, s.tail, after.roles) : null;
    if (seated) return rated({ roles: seated, cessation: false }, 0.85);
    return (
      rated(readFormChange(s), 0.85) ??
      rated(readLeaving(s, readings), 0.85) ??
      rated(readAppointedFormer(s), 0.8) ??
      rated(after, 0.85) ??
      rated(readApposedRole(s), 0.8) ??
      rated(readRenewed(s, subject), 0.8) ??
      rated(readPhrasedOffice(s), 0.8) ??
      rated(readAlongside(s), 0.75) ??
      rated(readBefore(s, readings, subject, others), 0.8) ??
      rated(readSignatureOfSubject(s, subject), 0.8) ??
      rated(readList(s), 0.75) ??
      rated(readCompanyRole(s), 0.7) ??
      rated(readRelativeAppointment(s), 0.75) ??
      rated(beside, 0.75)
    );
  }

  /**
   * A compositor's office label right before the name or in brackets right after it ('Gce.Marcel X',
   * 'Pdt Y inch.', 'M. Z (gér.)', office-shortenings.ts), and the names its list joins by '&', '/'
   * ('Gce.Josué X & Léa Y'): as close to its holder as a label's colon.
   */
  function readOfficeBeside(s: Surroundings): Reading | null {
    if (s.previousReading && s.between !== null && LIST_JOIN.test(s.between)) return { roles: s.previousReading.roles, cessation: s.previousReading.cessation };
    // A bracket after the name may hold a full stop the clause was cut at ('(dir. gén.)').
    // The label's own full stops may have cut the clause ('Gérte nouv. X', 'gér. inch. : Y'): its
    // line is read before the name; the line above when the name opens its own and that line ends on
    // a label's colon ('AJ :\nSELARL X'), not on an apposition ('…, gérante\nSOCIÉTÉ ABSORBANTE').
    // A printed dash stays a separator there, though folded into a word's hyphen ('BOUDET–Gnt M. X').
    const lineStart = folded.lastIndexOf('\n', s.mention.index - 1) + 1;
    const own = withDashesApart(Math.max(lineStart, s.mention.index - 80), s.mention.index);
    const above = own.trim() ? '' : withDashesApart(Math.max(0, lineStart - 80), lineStart).replace(LINES_ABOVE, '');
    const before = LABEL_COLON_END.test(above) ? above + own : own;
    const office = officeBesideName(before, folded.slice(s.mention.end, s.mention.end + 40));
    // A bracket after the name that tells another office left leaves only that one (bracketed-left-office.ts).
    return office ? { roles: office.roles, cessation: office.leaves || (CESSATION_AFTER.test(s.tail) && !bracketLeavesOtherOffice(s.tail, office.roles)) } : null;
  }

  /** The folded text between two offsets, each dash printed as one (not a hyphen) a space. */
  function withDashesApart(from: number, to: number): string {
    let out = '';
    for (let i = from; i < to; i += 1) out += PRINTED_DASHES.has(text[i]!) ? ' ' : folded[i]!;
    return out;
  }

  function readTableRecord(index: number): Reading | null {
    if (!holderLabels) return null;
    const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
    const holder = HOLDER_LABEL.exec(folded.slice(Math.max(0, lineStart - 1), index));
    if (!holder) return null;
    const record = RECORD_FUNCTION.exec(folded.slice(Math.max(0, lineStart - 300), lineStart));
    const roles = record ? rolesAtStart(record[1]!, 0) : null;
    if (!roles) return null;
    return { roles, cessation: (holder[1] !== undefined || holder[2] !== undefined) && !UNCHANGED_NEXT.test(folded.slice(index, index + 200)) };
  }

  /**
   * A company's role after its description (COMPANY_ROLE_AFTER), in the subject only; `inSubject`
   * when the role must say so ('… de la société S'), for a company itself named as a complement.
   */
  function readCompanyRole(s: Surroundings, inSubject = false): Reading | null {
    if (!s.mention.company) return null;
    const i = mentions.indexOf(s.mention);
    let stop = Math.min(clauseEnd(s.mention.end), s.mention.end + 500);
    // The description runs on past its representative ('représentée par M. X'), not past another party.
    for (let k = i + 1; k < mentions.length && mentions[k]!.index < stop; k += 1) {
      if (!REPRESENTATIVE.test(folded.slice(mentions[k - 1]!.end, mentions[k]!.index))) {
        stop = mentions[k]!.index;
        break;
      }
    }
    const tail = folded.slice(s.mention.end, stop);
    const m = LATER_COMPANY_OFFICE.exec(tail) ?? COMPANY_ROLE_AFTER.exec(tail);
    if (!m) return null;
    // '…, RIDET …, gérant M. X': a role right before a person's name is that person's.
    if (/^[\s:]*$/.test(tail.slice(m.index + m[0].length)) && mentions.some((x) => x.index === stop && !x.company)) return null;
    const roles = firstRoles(m[0].slice(m[0].length - m[1]!.length));
    if (!roles) return null;
    const roleEnd = s.mention.end + m.index + m[0].length;
    const after = folded.slice(roleEnd, roleEnd + 200);
    const held = ROLE_HELD_IN.exec(after);
    if (held && held[0].trim()) {
      // Held 'de la société …': only the subject's role counts.
      const where = after.slice(held[0].length);
      const designated = DESIGNATION.exec(where);
      const labelled = designated ? new RegExp(`\\bsociete ${designated[1]}\\s*:\\s*`).exec(folded) : null;
      const named = labelled ? folded.slice(labelled.index + labelled[0].length, labelled.index + labelled[0].length + 200) : where;
      const names = [named, named.replace(/^(?:societe|ste\.?)\s+/, '')].map((w) => w.replace(FOLDED_FORM_PREFIX, '').replace(FOLDED_LONG_FORM_PREFIX, ''));
      // 'nommée présidente de la société pour trois ans': the company without a name is the notice's own.
      if (!subject || !(names.some((w) => w.startsWith(subject)) || THE_COMPANY_ITSELF.test(named))) return null;
    } else if (inSubject) return null;
    // Leaving words count up to the next name ('en remplacement de Mme Y, démissionnaire' are Y's).
    const nextName = mentions.find((x) => x.index >= roleEnd);
    return { roles, cessation: CESSATION_AFTER.test(folded.slice(roleEnd, nextName ? nextName.index : roleEnd + 200)) };
  }

  // An appointment the text denies or leaves undone ('a refusé de nommer M. X', 'sans que M. Y soit
  // nommé', 'la nomination de M. Z a été ajournée'): the name stands in the clause the denial
  // governs, and is no appointee. A departure there stays (an office not renewed is read as one).
  const unsaid = withoutDeniedEvents(folded);
  if (unsaid !== folded) {
    mentions.forEach((mention, i) => {
      if (readings[i] && !readings[i].cessation && unsaid[mention.end - 1] !== folded[mention.end - 1]) readings[i] = null;
    });
  }

  const dirigeants: Dirigeant[] = [];
  const organes: Dirigeant[] = [];
  const spans: Officers['spans'] = { dirigeants: [], organes: [] };
  const seen = new Set<string>();
  // A person whose appointment the notice declares void holds no office by any of its mentions (voided-appointment.ts).
  const personKey = (mention: NamedMention): string => `${mention.nom}|${mention.prenoms ?? ''}`;
  const voided = new Set(mentions.filter((mention, i) => !mention.company && appointmentVoidedAfter(tails[i] ?? '')).map(personKey));
  mentions.forEach((mention, i) => {
    const reading = readings[i];
    if (!reading || reading.roles.includes(JUDGE) || (voided.size > 0 && !mention.company && voided.has(personKey(mention)))) return;
    const entries = [...procedureOffice(reading.roles, context.type, folded).map((role) => ({ role, left: reading.cessation })), ...(reading.appointed ?? []).map((role) => ({ role, left: false }))];
    for (const { role, left } of entries) {
      // Outside a court's notice, a firm that signs as a bare 'mandataire' (`Pour avis, le cabinet X,
      // mandataire.`) is the agent who files the notice, no court's appointee.
      if (role === 'mandataire judiciaire' && context.type !== 'procedure' && BARE_AGENT_AFTER.test(folded.slice(mention.end, mention.end + 40))) continue;
      // A court's appointee belongs to a procedure: in a notice of the company's own founding, capital,
      // seat or articles, one named is a neighbour's (a cut piece of the notice above on the page).
      if (COURT_ROLES.has(role) && context.type !== undefined && context.type !== null && COMPANY_OWN_EVENTS.has(context.type)) continue;
      // In a procedure notice the liquidateur, and an administrateur, are the court's.
      const judicial = context.type === 'procedure' && (role === 'liquidateur' || role === 'administrateur');
      const court = COURT_ROLES.has(role) || judicial;
      const cessation = left || (role === 'liquidateur' && !court && liquidatorDischarged);
      if (court && cessation) continue;
      // A closed procedure's liquidator, and appointees a decision discharges together, leave.
      if (court && fonctionOf(role, judicial) === 'liquidateur' && courtLiquidatorDischarged) continue;
      if (court && PLURAL_DISCHARGE_AFTER.test(folded.slice(mention.end, clauseEnd(mention.end)))) continue;
      const fonction = fonctionOf(role, judicial);
      const dirigeant: Dirigeant = {
        // A company registered abroad prints its form after its name ('X PTY LTD', 'Y AG, société
        // de droit suisse'): left out as a French form is; a short form word only when its own
        // description names the foreign law.
        nom: mention.company ? withoutForeignFormSuffix(mention.nom.replace(FORM_PREFIX, ''), text.slice(mention.end, mention.end + FOREIGN_LAW_REACH)) : mention.nom,
        // A surname alone names the person the notice named in full before (surname-only-officer.ts).
        prenoms: mention.prenoms ?? givenNamesOfNamesake(mentions, mention, folded),
        fonction,
        action: cessation ? 'cessation' : 'nomination',
      };
      const key = `${court}|${dirigeant.nom}|${dirigeant.prenoms}|${fonction}|${dirigeant.action}`;
      if (seen.has(key)) continue;
      seen.add(key);
      (court ? organes : dirigeants).push(dirigeant);
      (court ? spans.organes : spans.dirigeants).push({ index: mention.index, end: mention.end, confidence: reading.confidence ?? 0.75 });
    }
  });
  // 'M. X, gérant, a cédé ses parts … pris acte de la démission de M. X de ses fonctions de gérant':
  // the office named beside the person is the one the notice ends later on. The later statement of
  // the same office tells its state after the decision (an old mention's manager kept in the new
  // mention stays); outside a renewal.
  if (dirigeants.some((d) => d.action === 'cessation') && !RENEWAL_WORD.test(folded)) {
    const endedAt = new Map<string, number>();
    dirigeants.forEach((d, i) => {
      const key = `${d.nom}|${d.prenoms}|${d.fonction}`;
      if (d.action === 'cessation') endedAt.set(key, Math.max(endedAt.get(key) ?? -1, spans.dirigeants[i]!.index));
    });
    for (let i = dirigeants.length - 1; i >= 0; i -= 1) {
      const d = dirigeants[i]!;
      if (d.action !== 'nomination' || !((endedAt.get(`${d.nom}|${d.prenoms}|${d.fonction}`) ?? -1) > spans.dirigeants[i]!.index)) continue;
      dirigeants.splice(i, 1);
      spans.dirigeants.splice(i, 1);
    }
  }
  // A company printed bare with its own identifier and named as the subject's office holder: no
  // mention reads it ('…, RIDET …, en demeure la présidente', 'X a été désignée présidente de S').
  if (context.subjectName && context.subjectRid && folded.includes('rid')) {
    for (const company of officerCompanies(text, folded, identifiers(), context.subjectName, context.subjectRid)) {
      if (context.type === 'procedure' || dirigeants.some((d) => fold(d.nom) === fold(company.nom))) continue;
      for (const role of company.roles) {
        if (COURT_ROLES.has(role) || role === JUDGE) continue;
        dirigeants.push({ nom: company.nom, prenoms: null, fonction: role, action: 'nomination' });
        spans.dirigeants.push({ index: company.index, end: company.end, confidence: 0.7 });
      }
    }
  }
  // Every company officer is listed by its name alone, however it was read (officer-company-form.ts);
  // an identifier read where the name should be ('RID 1 234 567') names no one.
  const named = (d: Dirigeant): Dirigeant => (d.prenoms === null ? { ...d, nom: officerCompanyName(d.nom) } : d);
  const kept = (list: Dirigeant[], listSpans: Officers['spans']['dirigeants']): [Dirigeant[], Officers['spans']['dirigeants']] => {
    const keep = list.map((d) => !(d.prenoms === null && IDENTIFIER_AS_NAME.test(d.nom)));
    return [list.filter((_, k) => keep[k]).map(named), listSpans.filter((_, k) => keep[k] ?? true)];
  };
  const [listed, listedSpans] = kept(dirigeants, spans.dirigeants);
  const [court, courtSpans] = kept(organes, spans.organes);
  return { dirigeants: listed, organes: court, spans: { dirigeants: listedSpans, organes: courtSpans } };
}

/** An office's label opening a line, the holder's name next (`Administrateur unique : M. `), folded. */
const OFFICE_LABEL_OPENING_LINE = withRoles(/^[ \t]*(?:(?:ROLE)(?:\s+(?:unique|seule?|titulaire))?)\s*:\s*(?:(?:m|mme|mlle|monsieur|madame)\b\.?\s*)?$/);
/**
 * Whether the office ROLE_THEN_OF reads at the tail's end stands in apposition, after a comma ('…,
 * demeurant à Païta, gérant de la société '), a former one's word or another office before it ('…,
 * précédemment gérant puis liquidateur de la société ', '…, ancien gérant de la société ').
 */
const APPOSITION_OPENING = withRoles(/,\s*(?:(?:ancien(?:ne)?|anciennement|precedemment|auparavant|alors|ex-?)\s*)?(?:(?:ROLE)\s+(?:puis|et)\s+)?$/);
function roleApposed(tail: string): boolean {
  const role = ROLE_THEN_OF.exec(tail);
  return role !== null && APPOSITION_OPENING.test(tail.slice(0, role.index));
}

/** A person's apposition, then, in the same sentence, the founders' verb ('…, commissaire aux comptes, ainsi que …, ont constitué'). */
const FOUNDER_APPOSITION_AFTER = /^\s*,\s*[^,;:.]{1,40},[^.;:]{0,260}?\b(?:ont|a) (?:ensemble )?constitue\b/;

/** A name's own apposition, then 'et' before the next name (', gérante, et '). */
const APPOSED_THEN_AND = /^\s*,\s*[^,;:.]{1,60},\s*et\s*$/;
/** A plural verb of leaving after the list's last name and its apposition. */
const PLURAL_LEAVING_AFTER = /^\s*(?:,\s*[^,;:.]{1,60},\s*)?(?:ont cesse|cessent|cesseront) leurs fonctions\b|^\s*(?:,\s*[^,;:.]{1,60},\s*)?(?:ont demissionne|sont demissionnaires)\b/;

/** A role closing a party's apposition, then ', et' and the next company ('…, agissant en qualité de liquidateur, et la société '). */
const ROLE_CLOSES_PARTY_BEFORE = withRoles(/\b(?:ROLE)\s*,\s*et\s+(?:(?:la |le |l')?(?:societe|ste)\s*)?$/);

/** ', mandataire.' after a name, nothing saying which court or procedure: an agent's capacity. */
const BARE_AGENT_AFTER = /^\s*,\s*(?:(?:son|sa|leur|le|la)\s+)?mandataire\b(?![\s-]*(?:judiciaire|liquidateur|ad hoc|de justice))/;

/**
 * A court's appointee under a label naming both offices ('Mandataire / liquidateur', a greffe
 * table's column) holds the one its judgment names: the liquidator in a liquidation, the mandataire
 * in a reorganisation or a safeguard; both are kept where the notice names neither or both.
 */
const LIQUIDATION_JUDGMENT = /\bliquidation judiciaire\b/;
const REORGANISATION_JUDGMENT = /\b(?:redressement judiciaire|sauvegarde)\b/;
function procedureOffice(roles: readonly Role[], type: OfficerContext['type'], folded: string): readonly Role[] {
  const liquidator = roles.find((r) => r === 'liquidateur' || r === JUDICIAL_LIQUIDATOR);
  if (type !== 'procedure' || !liquidator || !roles.includes('mandataire judiciaire')) return roles;
  const liquidation = LIQUIDATION_JUDGMENT.test(folded);
  const reorganisation = REORGANISATION_JUDGMENT.test(folded);
  if (liquidation === reorganisation) return roles;
  return roles.filter((r) => (liquidation ? r !== 'mandataire judiciaire' : r !== liquidator));
}

function fonctionOf(role: Role, judicial: boolean): string {
  return role === JUDICIAL_LIQUIDATOR ? 'liquidateur' : judicial && role === 'administrateur' ? 'administrateur judiciaire' : role;
}

/**
 * A role with the person in apposition after it: a court appointee ('à la requête du liquidateur,
 * Me X,'), or an officer said to stay in office ('dont le président, M. X, demeure en fonctions').
 */
const OFFICE_OF = /\b(?:mission|fonctions|mandat)\s*$/;
const ENDS_AFTER = /^\s*,\s*(?:[^,;.]{0,40}\s)?(?:prend|a pris|prendra) fin\b|^\s*,\s*(?:est|a ete) (?:dechargee?|remplacee?|revoquee?)\b/;
function readApposedRole(s: Surroundings): Reading | null {
  const before = APPOSED_ROLE_BEFORE.exec(s.gap);
  const roles = before ? lastRoles(before[0]) : null;
  if (!roles || !/^\s*,/.test(s.tail)) return null;
  // 'la mission de l'administrateur judiciaire, Maître X, prend fin': the office named is ending.
  const cessation = OFFICE_OF.test(s.gap.slice(0, before!.index)) || CESSATION_AFTER.test(s.tail) || ENDS_AFTER.test(s.tail);
  const court = roles.every((r) => COURT_ROLES.has(r) || r === 'liquidateur' || r === JUDICIAL_LIQUIDATOR);
  return court || STAYS_IN_OFFICE_AFTER.test(s.tail) ? { roles, cessation } : null;
}

/**
 * 'le mandat du gérant, M. X, est renouvelé', 'le mandat du gérant de la SARL S, M. X, est renouvellé pour
 * 3 ans': the person in apposition after the role whose mandate is renewed stays in office. A role
 * held in a company the clause names counts in the subject only.
 */
const RENEWED_AFTER = /^\s*,\s*(?:(?:a|ont) ete |est |sont )?(?:renouvell?ee?s?|reconduite?s?)\b/;
const ROLE_HELD_IN_NAMED = withRoles(/\b(?:du|le|la|les|des)\s+(ROLE)\s+(?:de|d'|du)\s*(?:la |l')?([^,;:\n]{2,80}?)\s*,\s*$/);
function readRenewed(s: Surroundings, subject: string | null): Reading | null {
  if (!RENEWED_AFTER.test(s.tail)) return null;
  const apposed = APPOSED_ROLE_BEFORE.exec(s.gap);
  if (apposed) {
    const roles = lastRoles(apposed[0]);
    return roles ? { roles, cessation: false } : null;
  }
  const held = subject ? ROLE_HELD_IN_NAMED.exec(s.gap) : null;
  if (!held) return null;
  const named = held[2]!
    .replace(/^(?:societe|ste)\s+/, '')
    .replace(FOLDED_FORM_PREFIX, '')
    .replace(/^["«“]\s*|\s*["»”]$/g, '');
  if (named !== subject) return null;
  const roles = firstRoles(held[1]!);
  return roles ? { roles, cessation: false } : null;
}

/**
 * 'nomination comme commissaire aux comptes titulaire de la sarl X et comme suppléant de M. Y': the
 * appointment names its role first and the one appointed after 'de'; a suppléant listed after an
 * auditor is the auditor's suppléant.
 */
const APPOINTED_AS_OF = withRoles(
  /\b(?:nomination|designation|renouvellement)\s+(?:comme|en qualite d[e'])\s*(ROLE)(\s+(?:titulaire|suppleante?))?\s+(?:de|d')\s*(?:la |l')?(?:societe\s*)?$/,
);
const NEXT_APPOINTED_AS_OF = withRoles(/^\s*(?:,|,?\s*et)\s+(?:comme|en qualite d[e'])\s*(ROLE)?\s*(titulaire|suppleante?)?\s+(?:de|d')\s*(?:la |l')?(?:societe\s*)?$/);
function readAppointedAs(s: Surroundings): Reading | null {
  const first = s.gap.includes('nomination') || s.gap.includes('designation') || s.gap.includes('renouvellement') ? APPOINTED_AS_OF.exec(s.gap) : null;
  if (first) {
    const roles = firstRoles(first[1]!);
    if (!roles) return null;
    const substitute = first[2]?.trim().startsWith('suppl') && roles.includes('commissaire aux comptes');
    return { roles: substitute ? ['commissaire aux comptes suppléant'] : roles, cessation: false };
  }
  if (s.between === null || !s.previousReading || s.previousReading.cessation) return null;
  const next = NEXT_APPOINTED_AS_OF.exec(s.between);
  if (!next || (!next[1] && !next[2])) return null;
  const named = next[1] ? firstRoles(next[1]) : null;
  if (named) return { roles: named, cessation: false };
  const auditor = s.previousReading.roles.includes('commissaire aux comptes');
  return next[2]!.startsWith('suppl') && auditor ? { roles: ['commissaire aux comptes suppléant'], cessation: false } : null;
}

/** An appointment told by a relative clause right after the name ('…, qui a été nommée gérante'). */
function readRelativeAppointment(s: Surroundings): Reading | null {
  if (!s.tail.includes('qui')) return null;
  const relative = APPOINTED_BY_RELATIVE.exec(s.tail);
  const roles = relative ? lastRoles(relative[0]) : null;
  return roles ? { roles, cessation: false } : null;
}

/** A board seat given by the purpose after the name or before its list, or an office named before it and renewed after (officer-phrasings.ts). */
function readPhrasedOffice(s: Surroundings): Reading | null {
  if (BOARD_SEAT_AFTER.test(s.tail) || (s.lead.includes('conseil') && BOARD_SEAT_BEFORE_LIST.test(s.lead))) return { roles: ['administrateur'], cessation: false };
  const renewed = s.gap.includes(' de') ? renewedOfficeRoles(s.gap, s.tail) : null;
  return renewed ? { roles: renewed, cessation: false } : null;
}

/** A mandate renewed or an officer kept: the same office may be told as ending and as held again. */
const RENEWAL_WORD = /\b(?:renouvel|reconduit|prorog|maintenu|nomme a nouveau|de nouveau nomme)/;

/** 'nommé cogérant aux côtés de M. X': X holds the office too (decision-officers.ts). */
function readAlongside(s: Surroundings): Reading | null {
  // Most gaps lack the words: the pattern is not run on them (speed only).
  const alongside = s.gap.includes('aux cotes') ? ALONGSIDE_ROLE_BEFORE.exec(s.gap) : null;
  const roles = alongside ? lastRoles(alongside[0]) : null;
  return roles ? { roles, cessation: CESSATION_AFTER.test(s.tail) } : null;
}

/**
 * The company's officers a notice appoints, confirms or removes (court appointees left out).
 *
 * @internal Unit-tested on its own; the reader calls extractOfficers.
 */
export function extractDirigeants(text: string, context: OfficerContext = {}): Dirigeant[] {
  return extractOfficers(text, context).dirigeants;
}
