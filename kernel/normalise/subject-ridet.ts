/**
 * Which of a notice's RIDETs is the company the notice is about. Rule: the first mention that is
 * not a third party's. A mention is a third party's when the words before it, since the previous
 * identifier in its clause, name a role held by another company (liquidateur, mandataire,
 * cessionnaire, acquéreur, bailleur, locataire-gérant, président or gérant that is a company,
 * 'au profit de', 'a cédé à', 'représentée par'), or when the words after it say that company
 * holds a role in another one ('X, RIDET ..., associée unique de la société Y', 'agissant en
 * qualité de présidente de la société Y'), or it sells the parts it held in the subject ('la
 * société H, RIDET …, a cédé … les parts qu'elle détenait dans la société Y'). A role written
 * before 'de la société Y' marks Y's identifier as the subject's, not a third party's. In a merger the notice's type decides: the
 * absorbing company's capital notice, the absorbed company's dissolution. When every mention
 * is a third party's, the first one.
 */

import { SIGNER_BEFORE, signsOwnNotice } from './own-signature.ts';
import { FUNDS_DEPOSITED } from './role-noun-parties.ts';
import { withoutDeniedEvents } from './denied-events.ts';
import { inOrderBlock } from './order-block.ts';
import { withoutTitleLines } from './title-lines-before.ts';
import { opensCardLine } from './card-identifier-line.ts';
import { fieldStart } from './field-start.ts';
import { inlinePartyLabel } from './inline-party-label.ts';
import type { AnnonceType } from '../model/announcement.ts';
import { actFrameSubject } from './act-parties.ts';
import { personContributor } from './person-contributor.ts';
import { companyContributor, CONTRIBUTOR_REACH } from './company-contributor.ts';
import { CLAUSE_CHAR, CLAUSE_CHAR_NL, NOT_AFTER_ABBREVIATION, NOT_AFTER_CIVILITY, lastSentenceStart } from './clause-chars.ts';
import { courtPartyReading, procedureCreditor, withoutCourtOrgans } from './court-parties.ts';
import { NOTICE_AGENCY_PROFESSION } from './notice-agency.ts';
import { namedInAppointment } from './appointment-parties.ts';
import { foundsAnotherCompany } from './founding-company.ts';
import { ACTS_FOR_SUBSIDIARY_AFTER, FOUNDER_AFTER, SHARE_HOLDER_AFTER, SOLE_SHAREHOLDER_OF_AFTER, WHOLE_HOLDER_AFTER } from './parent-company.ts';
import { ABSORBED_BY_BEFORE, PROCEDURE_DEBTOR_BEFORE, SOLE_SHAREHOLDER_AFTER, inGroupDepartmentLetterhead } from './drafter-parties.ts';
import { fold } from './fold.ts';
import { roleLabelBefore, type LabelledRole } from './role-label-before.ts';
import type { RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';
import { namedAsOfficer } from './named-officer-company.ts';
import { listedAsGroupMember } from './group-members.ts';
import { memberListEnded } from './member-list-end.ts';
import { officeEntrustedBefore } from './office-entrusted-company.ts';
import { entityRegisteredBefore } from './entity-registration.ts';
import { withoutOpeningHoldingName } from './holding-name.ts';
import { withoutQuotedHoldingName } from './quoted-holding-name.ts';
import { withoutCapitalsHoldingName } from './capitals-holding-name.ts';
import { withoutActorApposition } from './actor-apposition-role.ts';
import { ownActBesideRelatives } from './own-act-beside-relative.ts';
import { saidNotConcerned } from './not-concerned.ts';
import { professionBetweenDashes } from './letterhead-profession-dash.ts';
import { isMastheadRubricLine } from './masthead-rubric-line.ts';
import { ROLE_WORDS } from './officer-roles.ts';
import { ABSORBED_OBJECT_BEFORE, ABSORBS_AFTER, APPROVES_ABSORPTION_OF_AFTER, ORGANS_APPROVE_ABSORPTION_AFTER, BUYER_OFFER_BEFORE, CONTRIBUTED_TO_BY_BEFORE, CONTRIBUTOR_BEFORE, FURTHER_ABSORBED_BEFORE, mergerSideAfterDescription } from './party-sides.ts';
import { ownRankBesideSecondary, sharesSold, whollyHeldDissolved } from './subject-tiebreaks.ts';
import { dissolvedBesideShareholderBlock } from './tup-shareholder-block.ts';
import { DECIDING_OFFICER_NEXT_LINE } from './hand-typed.ts';
import { withoutCitedNoticeTitles } from './cited-notice-title.ts';
import { actArticlesCompany } from './act-structure.ts';
import { electedDomicileFirm, markedSeller, ordinalGrantor } from './business-parties.ts';
import { GRANTED_BY_INVERTED_BEFORE, LET_TO_IT_INVERTED_AFTER, OWNED_BY_PERSON_BEFORE, grantorNamedAgain } from './business-grantor.ts';
import { givenToBareName, soldToNextLine } from './sold-to-next-line.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE, FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { pluralVerbAfter, seriesComma } from './listed-companies.ts';
import { withoutSeatApposition } from './seat-apposition.ts';
import { capitalOperationParty } from './capital-parties.ts';
import { nextNoticeHead } from './next-notice-head.ts';
import { CLOSING_FORMULA_SOURCE, signedOffTailStart } from './notice-closing.ts';
import { onContactCard } from './contact-card.ts';
import { announcedSubsidiary, announcesSubsidiary } from './subsidiary-announcement.ts';
import { grantsBusinessAfter } from './business-grantor-verb.ts';
import { officeNounHolderBefore, relatedCompanyBefore } from './related-company-before.ts';
import { formerOfficeCompanyBefore } from './former-office-company.ts';
import { comparedCompanyBefore } from './compared-company.ts';
import { appointedByNoun } from './appointed-by-noun.ts';
import { appointedInCapacity } from './appointed-in-capacity.ts';
import { mergerSidesByName } from './merger-sides-by-name.ts';
import { tupSides } from './tup-sides.ts';
import { courtOfficerCompany } from './court-officer-company.ts';
import { letToItByIdentifiedOwner, toldAsTenant } from './business-tenant.ts';
import { otherPartyApposition } from './other-party-apposition.ts';
import { heldByCustomaryBody } from './customary-body.ts';
import { COLLECTIVE_FORM_WORDS } from './collective-forms.ts';
import { collectiveMember } from './collective-members.ts';
import { onHoldingsRow, partyTableRowIdentifiers } from './table-row-parties.ts';
import { onOfficeLabelLine, personThenField } from './office-holder-company.ts';
import { hostsTheSeat } from './seat-host.ts';
import { saidToBeWrong } from './corrected-identifier.ts';
import { heldBySubject } from './held-subsidiary.ts';
import { holdsOfficeOfAnother } from './office-of-another.ts';
import { givesToSubject } from './given-to-subject.ts';
import { organLineUnderCard, organOfSubject } from './subject-organ.ts';
import { partyColumnLabels } from './party-columns.ts';
import { LESSOR, LETTING, LETTING_ABBREVIATED, TAKER } from './letting-words.ts';
import { decidedWithExchangeSides, type ExchangeSide } from './exchange-sides.ts';
import { issuerOfNewShares } from './issued-shares.ts';
import { subjectCueWords } from './subject-cue-words.ts';
import { namedAsGuaranteedRelative } from './guaranteed-relative.ts';
import { BUYER, SELLER } from './sale-words.ts';
import { LABEL_MARK } from './label-marks.ts';
import { publishedActSpans } from './background.ts';
import { decidingOrganCompany } from './deciding-organ.ts';
import { withoutPersonOfficeAppositions } from './person-office-apposition.ts';

/** The notices a company's own meeting or board decides, whose organ names the company: not a sale, a constitution or a procedure. */
const DECIDED_BY_OWN_ORGAN: ReadonlySet<AnnonceType> = new Set<AnnonceType>(['statuts', 'siege', 'nomination', 'capital', 'dissolution']);

const ROLE =
  '(?:liquidat(?:eur|rice)|mandataire|administrat(?:eur|rice)|cessionnaire|acquereur|acheteur|locataire(?:-gerant)?|bailleur|commissaires? (?:aux comptes|aux apports|a la fusion)|cac|presidente?|gerante?|(?<!\\b(?:notaires?|avocats?|experts?-comptables?|huissiers?) )associee?(?: unique)?|actionnaire(?: unique)?|holding|franchiseur(?! d(?:u|es?|\\x27)))';
// 'Sté' (older notices and small ads) is 'société'; 'Ste-Marie' is a saint's name.
// A collective form spelled out names a company as 'société' does ('administrateur du groupement
// d'intérêt économique X', 'gérant de la coopérative Y').
const COMPANY_WORD = `(?:la |l')?(?:societe|entreprise|${FOLDED_FORMS_SOURCE}|ste(?!-)|${COLLECTIVE_FORM_WORDS})\\b`;
/** 'présidente de la société Y': the role is held in Y, so Y is not the third party. */
/** Words that qualify a role without changing whose it is ('commissaire aux comptes titulaire'). */
const QUALIFIER = String.raw`(?:\s+(?:titulaire|tit\.|suppl?\.|suppleante?|commanditee?|unique|generale?|delegue(?:e)?|statutaire|associee?|judiciaire|amiable))?`;
// A qualifying word may sit between the role and its company ('gérant commandité de
// la société Y', 'commissaire aux comptes titulaire de la société Y'); 'appartenant à la société
// Y' names the owner of a business, the subject of a sale or a location-gérance.
const ROLE_IN = new RegExp(`\\b(?:${ROLE}${QUALIFIER},?\\s+(?:de|du|d')\\s*${COMPANY_WORD}|appart(?:enant|\\.) a\\s*${COMPANY_WORD})`, 'g');
// A party's description between its role and its identifier (form, capital, siège, a person's
// civility and trade) can be long; the full stop of an amount or a civility does not end it.
const DESCRIPTION_CHAR = CLAUSE_CHAR;
/**
 * An office labelled by its collective noun ('Gérance : la société H, SARL …, RIDET …',
 * 'Présidence : la société H …'): the label names the office as 'Gérant :' does, so the company
 * after it holds the office. Only as a label ('la gérance de la société X' names where an office is
 * held), and never a location-gérance's ('Location-gérance : la société X' may be the owner).
 */
// Its state may be said before the colon ('Gérance, inchangée :', 'Présidence (sans changement) :').
const OFFICE_NOUN_LABEL = String.raw`(?<!location[- ]|loc\.\s*-?\s*)(?:(?:co-?)?gerance|presidence|direction generale)(?:\s*,?\s*(?:inchangee|maintenue|renouvelee|nouvelle)|\s*\((?:inchangee|sans changement)\))?\s*:`;
/**
 * An office named by an appointment's rubric (`Nom. CAC — SA X, RIDET …`, `Renouv. gérant : X`) is the
 * event told of X, not the office X holds in another: the company after it is the notice's own. The
 * office closed by its label's colon or followed by its seat's qualifier names its holder still
 * (`Nomination commissaire aux comptes titulaire : Société A`, `nom. CAC tit. Sté A`).
 */
const NOT_EVENT_RUBRIC = String.raw`(?<!\b(?:nom\.?|nomination|renouv\.?|renouvellement|chgt|changement)(?: d[eu]| des| d')?\s*)`;
/**
 * An office opening its line as a rubric, a compositor's mark after it (`CAC ▪ SA X, RIDET …`, `CAC
 * nommés ▪ X …`): the event told of the company after it, not an office that company holds.
 */
const NOT_LINE_RUBRIC = (role: string): string => String.raw`(?!(?<=(?:^|\n)[^a-z\n]*)(?:${role})\s*(?:nommee?s?\s*)?(?:[▪•·|]|\s[—–-]\s))`;
/** The office then its seat's qualifier or its label's colon (`CAC tit. Sté A`, `commissaire aux comptes titulaire : A`): its holder follows, rubric or not. */
const HOLDER_FOLLOWS = (role: string): string => String.raw`(?=(?:${role})[ \t]*(?:(?:tit\w*\.?|suppl\w*\.?)[ \t]*:?|:))`;
/**
 * A role whose holder is introduced as a company ('Président : la société H, SARL au capital de
 * …\n…, RIDET …'): the description may run over line breaks, the role already says whose it is.
 */
const COMPANY_ROLE_HOLDER = new RegExp(`\\b(?:(?:${NOT_EVENT_RUBRIC}|${HOLDER_FOLLOWS(ROLE)})${ROLE}${QUALIFIER}\\s*:?|${OFFICE_NOUN_LABEL}|au profit d[e']|a vendu a|a cede a|cede a|vend a)\\s*${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`);
/**
 * Whoever a business or parts are sold, ceded or let to, however many words stand between the
 * verb and the party ('a cédé son fonds de boulangerie à M. X', 'donne en location-gérance à la
 * société Y'): the party is a person (a civility) or a company (its form or 'société').
 */
// A small ad abbreviates the letting ('a donné en loc.-gér. à M. Y').
const TO_PARTY = String.raw`(?:\b(?:vendu|vend|cedee?s?|cede|donnee? en location(?:-gerance)?|loue|consentie?s?|confiee?s?|confie|renouvelle|renouvelee?)\b|\bdonnee? en loc\.\s*-?\s*ger(?:ance\b|\.))${CLAUSE_CHAR}{0,120}?\ba\s+(?:(?:m|mm|mme|mmes|mlle|mlles)\b|monsieur|madame|messieurs|mesdames|${COMPANY_WORD})`;
/** A holder of the capital named by its share (`dont le capital est détenu à 60 % par la province, à 25 % par la société B`). */
const HELD_BY_PARTY = String.raw`\b(?:capital|parts|actions)\b${CLAUSE_CHAR}{0,40}?\bdetenue?s?\b${CLAUSE_CHAR}{0,80}?\bpar\s+${COMPANY_WORD}`;
/**
 * The partners of a company listed after it (`les deux associées de la société X, à savoir la société
 * A, …`): A is a partner, not X. X's whole description may stand between (form, capital, seat).
 */
const PARTNERS_LISTED_BEFORE = new RegExp(String.raw`\b(?:associee?s?|actionnaires?|membres|fondat(?:eur|rice)s?)\b${CLAUSE_CHAR}{0,240}?\ba savoir\s*:?\s*(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b${DESCRIPTION_CHAR}{0,240}$`);
// 'à la société Y' or, as small ads and provincial acts write it, 'à la SAS Y': Y receives; a
// notice 'relatif à la société Y' is about Y. The price held in escrow 'entre les mains de la banque
// Y' or by its 'séquestre' names a third party too, and so does the bank that certifies the funds
// deposited ('le certificat du dépositaire a été établi … par la banque Y').
const thirdPartyBefore = (role: string): RegExp =>
  new RegExp(
    `(?:(?:${NOT_EVENT_RUBRIC}|${HOLDER_FOLLOWS(role)})${NOT_LINE_RUBRIC(role)}\\b${role}\\b|${TO_PARTY}|${HELD_BY_PARTY}|\\bentre les mains d[e']|\\bsequestre(?:e|s|es)?\\b|\\bdepositaire\\b|\\bau profit de\\b|(?<!\\b(?:relati(?:f|ve)s?|consacree?s?|appart(?:ient|enant|enait|iendra)) )\\ba la (?:societe|${FOLDED_FORMS_SOURCE})\\b|\\ba vendu a\\b|\\bcede a\\b|\\brepresente(?:e)? par (?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\\b)${DESCRIPTION_CHAR}{0,240}$`,
  );
const THIRD_PARTY = thirdPartyBefore(ROLE);
/** Whoever a business or parts are sold, ceded or let to, the words read to the identifier. */
const TAKER_BEFORE = new RegExp(String.raw`${TO_PARTY}${DESCRIPTION_CHAR}{0,240}$`);
/**
 * A role that closes a party's apposition, another party then joined by `et` (`X, …, représentée par
 * sa gérante Mme W, locataire-gérante,` / `et la société Y, …, RIDET …`): the role is X's, Y the
 * act's other side, not the role's holder. `et de la société Y` goes on with the role's complement.
 */
const PARTY_JOINED_AFTER_ROLE = new RegExp(String.raw`\b${ROLE}[a-z-]*,\s*et\s+${COMPANY_WORD}(?:(?!\bet\s)${DESCRIPTION_CHAR}){0,240}$`);
/**
 * The same where the notice lets a business (a location-gérance, `LOC.-GÉRANCE`): its `bailleur` is
 * the owner who lets it, the notice's company, never a third party (elsewhere a lessor is the
 * premises', `Bailleur : SCI A` in a sale of a business).
 */
const THIRD_PARTY_IN_LETTING = thirdPartyBefore(`(?!bailleur\\b)${ROLE}`);
const LETTING_CUT = new RegExp(String.raw`\b${LETTING_ABBREVIATED}`);
/**
 * 'extension à cette société … de la procédure ouverte le 16 avril 2025 à l'égard de la société X,
 * SARL (RIDET …)': the debtor of the procedure extended, not the company it is extended to. (A
 * procedure converted or closed 'à l'égard de la société X' is X's: X is the subject there.)
 */
const EXTENDED_FROM = new RegExp(String.raw`\bextension\b${CLAUSE_CHAR_NL}{0,200}\ba l'egard d[e']\s*${CLAUSE_CHAR_NL}{0,240}$`);
/**
 * 'les parts qu'elle détenait dans le capital de la société X, RIDET …', 'les participations
 * détenues dans les sociétés X, …': X's parts are the object. In a sale of parts X is the subject
 * whoever sells or buys; in any other notice X is a company the subject holds parts in. A company
 * after 'au profit de' or 'en faveur de' is the parts' beneficiary (their buyer, a pledge's creditor:
 * 'les parts cédées demeurent nanties au profit de la banque X'), not the company they are of.
 */
const PARTS_OF_BEFORE = new RegExp(
  `\\b(?:parts|actions|participations?|titres)(?: sociales)?\\b${CLAUSE_CHAR_NL}{0,100}\\b(?:(?<!\\b(?:au profit|en faveur|au benefice) )(?:de|dans)\\s+(?:le capital (?:de |d'))?(?:les (?:societes|entreprises|filiales)\\b|${COMPANY_WORD})|des (?:societes|entreprises|filiales)\\b\\s*)${DESCRIPTION_CHAR}{0,240}$` +
    // A form's label that names the company by its shares sold ('Société dont les actions sont cédées : X, …').
    `|\\b(?:societe|entreprise) dont les (?:parts|actions|titres)(?: sociales)? (?:sont|ont ete|seront) (?:cedee?s|vendue?s|transferee?s)\\s*:${DESCRIPTION_CHAR}{0,240}$`,
);
/** Whether the words before an identifier hold the shares' noun every match of PARTS_OF_BEFORE holds: it is tried only then (speed only). */
const mayNameShares = (before: string): boolean => before.includes('parts') || before.includes('actions') || before.includes('particip') || before.includes('titres');
/**
 * 'apport en nature de 400 parts de la société X', 'a apporté 1 000 actions qu'il détient dans la
 * SARL X': the shares are what is contributed (with PARTS_OF_BEFORE, which reads their company),
 * not new shares issued in return for a contribution ('en rémunération de l'apport, 500 actions
 * nouvelles ont été créées').
 */
const CONTRIBUTED_SHARES_BEFORE = new RegExp(
  String.raw`\bapport(?:e|ee|es|ees|ent|ant|s|era|eront)?\b(?:(?!\b(?:remuner\w*|nouvelles?|emises?|creees?|attribuees?)\b)${CLAUSE_CHAR_NL}){0,120}\b(?:parts|actions|titres|participations?)\b(?:(?!\b(?:remuner\w*|nouvelles?|emises?|creees?|attribuees?)\b)${CLAUSE_CHAR_NL}){0,360}$`,
);
/**
 * 'participation de la province au capital de la société X', 'est entrée au capital de la société
 * X': money goes into X's capital, so X is the company whose capital changes, not one whose parts
 * someone holds.
 */
const INTO_CAPITAL_BEFORE = new RegExp(`\\bau capital (?:de |d')\\s*${COMPANY_WORD}${DESCRIPTION_CHAR}{0,240}$`);
/**
 * 'a cédé les parts qu'il détenait dans le capital de la société X à la société Y, SARL …, RIDET …':
 * the identifier after X's name is the company the parts go to, a buyer.
 */
const PARTS_CEDED_TO_BEFORE = new RegExp(
  `\\b(?:parts|actions|participations?|titres)\\b${CLAUSE_CHAR_NL}{0,160}\\b(?:de|dans)\\s+(?:le capital (?:de |d'))?${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,200}\\b(?:a|au profit d[e'])\\s+${COMPANY_WORD}${DESCRIPTION_CHAR}{0,240}$`,
);
/**
 * 'a acquis 3 400 actions représentant 85 % du capital auprès de M. X et de la SARL Y, RIDET …':
 * Y sold the shares it held in the notice's company, a party to the sale, not the company whose
 * shares are sold.
 */
const PARTS_BOUGHT_FROM_BEFORE = new RegExp(`\\b(?:parts|actions|titres)\\b${CLAUSE_CHAR_NL}{0,160}\\baupres d[e']${CLAUSE_CHAR_NL}{0,160}$`);
/**
 * 'a renouvelé le mandat de commissaire aux comptes titulaire de la société X, RIDET …': X holds
 * the mandate (the role before 'de la société X' names X's office, not the subject's).
 */
const MANDATE_OF_BEFORE = new RegExp(`\\bmandats?\\s+(?:de|d')\\s*${ROLE}${QUALIFIER}\\s+(?:de|du|d')\\s*${COMPANY_WORD}${DESCRIPTION_CHAR}{0,240}$`);
/**
 * (wt-org2) 'a décidé de ne pas renouveler les mandats, arrivés à expiration, de la société X (SARL,
 * RIDET …)', 'Les mandats de M. Y et de la société X, RIDET …, n'ont pas été renouvelés': the mandate
 * of a company, no office's noun between, is one it holds in the notice's company.
 */
const MANDATE_HELD_BEFORE = new RegExp(
  String.raw`\bmandats?(?:\s*,[^,;.:]{1,40},)?\s+(?:de|d')\s*(?:(?:m|mme|mm|mlle|monsieur|madame)\b\.?\s+[^,;.:()]{1,60}?,?\s+et\s+(?:de|d')\s*)?${COMPANY_WORD}${DESCRIPTION_CHAR}{0,240}$`,
);
/**
 * 'M. Y conserve ses fonctions de gérant de la société X, SARL, RIDET …': the office a person keeps
 * in X, told beside the change the notice makes elsewhere; nothing changes in X.
 */
const OFFICE_KEPT_IN_BEFORE = new RegExp(
  `\\b(?:conserve|conservera|garde|gardera)\\s+(?:ses|son|sa)\\s+(?:fonctions|mandat|poste|qualite)\\s+(?:de|d')\\s*${ROLE}${QUALIFIER}\\s+(?:de|du|d')\\s*${COMPANY_WORD}${DESCRIPTION_CHAR}{0,240}$`,
);
/** Whether the words before an identifier hold the noun every match of MANDATE_OF_BEFORE opens on: it is tried only then (speed only; a line break read as a space makes no word). */
const mayNameMandate = (before: string): boolean => before.includes('mandat');
/**
 * 'la société X, RIDET …, …, informe que la location-gérance qui lui avait été consentie par …': X
 * is the one the business was let to, the locataire.
 */
const LET_TO_IT_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,320}?\blui (?:a|avait|ont|avaient) ete (?:consentie?s?|concedee?s?|donnee?s? en location(?:-gerance)?)\b`);
/**
 * '… qui lui avait été consentie par acte du 1er avril 2021 par la société X, …, RIDET …', '… qui
 * lui a été donné en location-gérance par la société X': X let the business, the subject of a
 * location-gérance.
 */
// The party it was let to ('… par la société X à la société Y, RIDET …') is not the one who lets.
const LET_BY_LATE_BEFORE = new RegExp(
  String.raw`\b(?:location(?:-gerance)?|gerance|fonds)\b${CLAUSE_CHAR_NL}{0,160}\b(?:consentie?s?|concedee?s?|donnee? en location(?:-gerance)?)\b${CLAUSE_CHAR_NL}{0,120}\bpar\s+(?:la |l')?(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b(?:(?!\ba\s+(?:la |l')?(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}|m|mme|monsieur|madame)\b)${CLAUSE_CHAR_NL}){0,240}$`,
);
/** 'la société X, RIDET …, et la société Y, RIDET …': Y is listed with X and shares its part. */
// The previous company may carry a relative clause of its own first ('…, RIDET …), laquelle est
// détenue à 40 % par X, et par la société Y'), and Y's name may run past a line's end.
const LISTED_WITH_PREVIOUS = /^[\s,)]*(?:(?:laquelle|lequel|lesquelles|lesquels)\b[^.;:\n]{0,120}?,\s*)?(?:et|ainsi que)\s+(?:(?:de|a|par)\s+)?(?:la |l'|le )?(?:[^.;:\n]|\n(?!\s*\n)){0,160}$/;
/** 'la société H, RIDET …, a cédé … les parts qu'elle détenait dans la société X': H sells its parts, X is the subject. */
// The full stop of 'M.' or 'Mme.' before a buyer's name does not end the sentence.
// A company does not sell its own parts: one that is the verb's subject, its apposition closed by a
// comma, before a number of parts or shares ('la société H, RID …, a cédé 300 parts sociales à Mme X')
// is a shareholder selling; a relative clause ('X, RIDET …, dont M. Y a cédé 300 parts') gives the
// verb another subject and keeps X the company whose parts they are.
// A person named between the identifier and the verb is the verb's subject ('…, RIDET ….
// Suivant acte …, M. X a cédé les parts qu'il détenait dans la société'): the company is the one whose parts they are.
const PARTS_SELLER_AFTER = new RegExp(
  String.raw`^(?:(?:(?!\b(?:m\.|mme|mlle|monsieur|madame)\s)${CLAUSE_CHAR_NL}){0,80}?\b(?:a cede|cede|a vendu|vend)\b${CLAUSE_CHAR_NL}{0,160}\b(?:parts|actions|participations?)\b${CLAUSE_CHAR_NL}{0,80}\b(?:detenait|detient|possedait|possede)\b` +
    // (wt-org2) The whole of its parts counted ('a cédé la totalité de ses 1 000 parts').
    String.raw`|${CLAUSE_CHAR_NL}{0,80}?,\s*(?:a|ont) (?:cede|vendu)\s+(?:\d[\d ]*|(?:la totalite de ses|l'integralite de ses|ses)(?:\s+\d[\d ]*)?)\s*(?:parts|actions)\b)`,
);
/** Whether the words after an identifier hold the verb every match of PARTS_SELLER_AFTER holds: it is tried only then (speed only). */
const mayTellPartsSold = (after: string): boolean => after.includes('cede') || after.includes('vend');
const HOLDS_ROLE_AFTER = new RegExp(`^[\\s,)]*(?:represente(?:e)? par [^,)]{0,60}(?:,[^,)]{0,50})?[,)][\\s,)]*)?(?:agissant\\s+)?(?:en (?:sa |qualite d[e'] ?|tant que )\\s*)?(?:associee? unique|actionnaire unique|presidente?|gerante?|liquidat(?:eur|rice)|administrat(?:eur|rice)|commissaire aux comptes)\\b${CLAUSE_CHAR_NL}{0,40}\\b(?:de|du|d')\\s*${COMPANY_WORD}`);
/**
 * A company that names its permanent representative right after its identifier (`…, RIDET …, qui a
 * désigné M. X comme représentant permanent`, `…, représentée par M. Y, son représentant permanent`)
 * sits on another company's board: only a legal person holding an office has one.
 */
const PERMANENT_REPRESENTATIVE_AFTER = /^[\s,)]*(?:qui a designe|ayant designe|qui designe|representee? par)\b(?:[^.;]|(?<=\b(?:m|mm|mme|mlle|me|dr))\.){0,100}?\brepresentante? permanente?\b/;
/**
 * 'la démission de la société H, SARL, RIDET …, de ses fonctions de gérante', 'la société H, …, a
 * quitté ses fonctions de présidente': a company that leaves an office held an office of the
 * notice's company, an officer, never the subject. Only its own words after its description: a
 * person or another company named between (`M. X a démissionné de ses fonctions`, `a pris acte de
 * la démission de la société H de ses fonctions`) is the one leaving.
 */
const OFFICE_LEFT_AFTER = new RegExp(
  String.raw`^(?:(?!\bm\.|\bmme\b|\bmlle\b|\bmonsieur\b|\bmadame\b|\bsociete\b|\bdemission\b|\bpris acte\b)[^.;]){0,80}?\b(?:de|quitte|resigne|cesse) (?:ses|son) (?:fonctions|mandat|poste) (?:de |d')\s*${ROLE_WORDS}`,
);
/** 'la société Y, RIDET …, a acquis de la société X …': Y buys or takes the business, X is the subject. */
// The locataire-gérant works the business let to it ('X, RIDET …, a cessé d'exploiter en location-gérance le fonds',
// 'X, RIDET …, exploitera …, en qualité de locataire-gérante, le fonds'); a small ad writes 'prend en loc.-gérance'.
const BUYER_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,200}?\b(?:a acquis|acquiert|a achete|achete|a rachete|a pris en (?:location-|loc\.-)?gerance|prend en (?:location-|loc\.-)?gerance|est devenue? (?:proprietaire|cessionnaire|acquereur)|(?:a cesse d'|cesse d'|cessera d')?(?:exploiter|exploite|exploitera|exploitait) en location-gerance|en qualite de locataire(?:-gerante?)?)\b`);
/** Whether the words after an identifier hold a word every match of BUYER_AFTER holds: it is tried only then (speed only). */
const mayTellBuyer = (after: string): boolean =>
  after.includes('acqu') || after.includes('achete') || after.includes('gerance') || after.includes('proprietaire') || after.includes('cessionnaire') || after.includes('locataire');
/**
 * 'la société H, RIDET …, représentée par M. X, a été nommée commissaire aux comptes titulaire de
 * la société S': H is appointed to a role in another company.
 */
const APPOINTED_AFTER = new RegExp(
  String.raw`^${CLAUSE_CHAR_NL}{0,200}?\b(?:a ete|est|sont|ont ete)\s+(?:nommee?s?|designee?s?|renouvelee?s?|confirmee?s?)\s+(?:en qualite d[e'] ?\s*|comme\s+)?${ROLE}${QUALIFIER}\s+(?:de|du|d')\s*${COMPANY_WORD}`,
);
/**
 * 'la société H, RIDET …, représentée par M. X, a été nommée présidente en remplacement de …': a
 * company appointed to an office without another company named holds it in the notice's company.
 * The participle agrees with the company (feminine singular), and no person other than its
 * representative stands before it ('la société S, RIDET …, M. X a été nommé gérant' is S's notice).
 * A co-manager is appointed so too ('…, RIDET …, a été nommée cogérante aux côtés de M. X').
 */
const APPOINTED_HERE = new RegExp(
  String.raw`\b(?:a ete|est)\s+(?:nommee|designee|renouvelee|confirmee)\s+(?:en qualite d[e'] ?\s*|comme\s+|aux fonctions d[e'] ?\s*)?(?:${ROLE}|co-?gerante?)${QUALIFIER}\b(?!\s+(?:de|du|d')\s*${COMPANY_WORD})`,
);
const REPRESENTATIVE = new RegExp(String.raw`^[\s,)]*(?:representee?|prise en la personne de)\b(?:\s+par)?${CLAUSE_CHAR_NL}{0,80}?,`);
// An English passage's civilities too ('Mrs X a été nommée gérante').
const CIVILITY_WORD = /\b(?:m\.|mm\.|mme|mmes|mlle|monsieur|madame|messieurs|maitre|me|dr|mrs?\.?|ms\.?|miss)\s/;
function appointedHere(after: string): boolean {
  const verb = APPOINTED_HERE.exec(after);
  if (!verb || verb.index > 200) return false;
  const representative = REPRESENTATIVE.exec(after);
  const between = after.slice(representative && representative[0].length <= verb.index ? representative[0].length : 0, verb.index);
  // Another company introduced before the verb is the one appointed ('…, RIDET …' / '…, la société F a été nommée …').
  return !/[.;]|\n\n/.test(between.replace(/\b(?:m|mme|me|dr)\./g, '')) && !CIVILITY_WORD.test(between) && !new RegExp(`\\b${COMPANY_WORD}`).test(between);
}
/**
 * The appointment after the identifier is its company's only when that company is the verb's
 * subject: a person named with a civility before the verb, other than the company's representative,
 * is the one appointed ('X' / 'n° RIDET …' / 'CHANGEMENT DE GÉRANT' / 'Aux termes …, Mme Y,
 * demeurant à Z, a été nommée gérante de la société': X's own notice).
 */
const APPOINTED_VERB = /\b(?:a ete|est|sont|ont ete)\s+(?:nommee?s?|designee?s?|renouvelee?s?|confirmee?s?)\b/g;
const CIVILITY_WORD_G = new RegExp(CIVILITY_WORD.source, 'g');
const REPRESENTED_PERSON_BEFORE = /(?:represent\w*|personne de|agissant par|par son|par sa|par ses)\s*(?:\S+\s+){0,2}$/;
/**
 * Whether the words after an identifier hold the participle every match of APPOINTED_AFTER and
 * APPOINTED_HERE holds: the two readings are tried only then (speed only; most identifiers are
 * followed by no appointment).
 */
const mayTellAppointment = (after: string): boolean => after.includes('nomme') || after.includes('designe') || after.includes('renouvele') || after.includes('confirme');
function appointedElsewhere(after: string): boolean {
  const appointed = APPOINTED_AFTER.exec(after);
  if (!appointed) return false;
  const verb = [...matchesOf(APPOINTED_VERB, appointed[0])].at(-1);
  const between = verb ? appointed[0].slice(0, verb.index) : '';
  for (const person of matchesOf(CIVILITY_WORD_G, between)) {
    if (!REPRESENTED_PERSON_BEFORE.test(between.slice(Math.max(0, person.index - 40), person.index))) return false;
  }
  return true;
}
/** A narrow column's line breaks inside a clause read as the spaces they stand for (indices kept). */
const lineBreaksAsSpaces = (words: string): string => (words.includes('\n') ? words.replaceAll('\n', ' ') : words);
/** The organ that decides ('par décision du président du 1er mars', 'l'associé unique de la SARL X a décidé') is no party. */
// An organ named as a company with its own description ('Décision de l'associé unique SAS H (RIDET
// …)') is that company, a party: only the organ's bare name is set aside.
const DECIDING_ORGAN = new RegExp(String.raw`\b(?:decisions?|deliberations?|proces-verbal|rapport)\s+(?:de l'|du |de la |des |de son |de sa |de ses )(?:associee? unique|associes|presidente?|gerante?|gerance|conseil)\b(?![\s,]*${COMPANY_WORD})|`
  + String.raw`\bl'associee? unique\s+(?:de l'|du |de la )|\b(?:presidente?|administrat\w*)\s+(?:de l'assemblee|de la province|du gouvernement|du tribunal|du congres)\b|\bconseil d'administration\s+(?:de|du)\s+(?:la |l')?(?:societe|sem|saeml|sa)\b`, 'g');
/** A line opened by the procedure's debtor label. */
const DEBTOR_LINE = /^[ \t]*(?:\d{1,2}[.)°]\s*)?(?:debit(?:eur|rice)|affaire|societe debitrice|entreprise debitrice|societe concernee|entreprise concernee)[ \t]*:/;
/** A legal form's qualifier ('… à associé unique', '… unipersonnelle'), no role. */
const FORM_QUALIFIER = /\ba (?:associee? unique|actionnaire unique)\b/g;
/**
 * The writer's own office told in the first person ('je suis la gérante, ma société s'appelle X,
 * …, RIDET …', 'moi, président de la SAS X'): the office is the writer's, held in the company named
 * after it, never a company's office in another (folded text).
 */
const SPEAKER_OWN_OFFICE = /\b(?:je suis|nous sommes|moi,?) (?:le |la |l'|les )?(?:(?:nouvel(?:le)?|nouveau|seule?|unique) )?(?:co-?)?(?:gerante?s?|presidente?s?|associee?s?(?: uniques?)?|actionnaires?(?: uniques?)?)\b/g;
// Each of the three is blanked only where a word every match of its pattern holds is there (speed
// only: most identifiers' words name no deciding organ, no form's partner and no speaker).
const mayNameDecidingOrgan = (words: string): boolean =>
  words.includes('decision') || words.includes('deliberation') || words.includes('proces-verbal') || words.includes('rapport') || words.includes("l'associe") || words.includes('president') || words.includes('administrat');
const mayQualifyForm = (words: string): boolean => words.includes('unique');
const mayTellSpeakerOffice = (words: string): boolean => words.includes('je suis') || words.includes('nous sommes') || words.includes('moi');
const withoutDecidingOrgan = (words: string): string => (mayNameDecidingOrgan(words) ? words.replace(DECIDING_ORGAN, ' ') : words);
const withoutFormQualifier = (words: string): string => (mayQualifyForm(words) ? words.replace(FORM_QUALIFIER, (m) => ' '.repeat(m.length)) : words);
const withoutSpeakerOwnOffice = (words: string): string => (mayTellSpeakerOffice(words) ? words.replace(SPEAKER_OWN_OFFICE, (m) => ' '.repeat(m.length)) : words);
/** 'a acquis de la société X, SARL …, RIDET …': X sells, X is the subject whatever role words come before. */
// A comma may set the verb apart from its complement ('a pris en location-gérance, de la SARL X').
const SELLER_BEFORE = new RegExp(String.raw`\b(?:a acquis|acquiert|a achete|achete|a rachete|rachete|a pris en (?:location-)?gerance|prend en (?:location-)?gerance),?\s+(?:de|d'|aupres d[e'])\s*${CLAUSE_CHAR_NL}{0,300}$`);
/**
 * A company that invests in the notice's company: 'la société G, RIDET …, est entrée au capital de
 * la société S', 'parts souscrites … par la société F, RIDET …', '…, admise en qualité de nouvelle
 * associée'; a franchisor: 'contrat de franchise consenti par la société X, RIDET …'.
 */
// The company must be the verb's subject: the verb follows the comma or parenthesis that closes
// the company's mention ('la société G, RIDET …, a souscrit'), not another party's name ('(RIDET
// …)\nLa province Nord souscrit à l'augmentation du capital': the province invests, G is the subject).
// A company that undertakes to subscribe ('…, RIDET …, s'engage à souscrire') invests too.
const INVESTOR_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,120}?[,)]\s*(?:qui\s+)?(?:a ete\s+)?(?:est entree au capital|a souscrit|souscrit|souscrira|(?:s'engage|s'est engagee|s'engageait) a souscrire|admise? en qualite d[e'] ?\s*(?:nouvel(?:le)?s? )?(?:associee?|actionnaire))\b`);
// Shares 'émises par la société X' name their issuer, the company whose capital changes, not a subscriber.
const INVESTOR_BEFORE = new RegExp(String.raw`(?:\bsouscrit\w*\b${CLAUSE_CHAR_NL}{0,80}\b(?<!\bemis(?:es?)? )par\s+|\bfranchise\b${CLAUSE_CHAR_NL}{0,60}\b(?:consentie?|concedee?|accordee?)\s+par\s+)${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`);
/** 'le fonds … appartenant à la société X, …, RIDET …': X owns the business, whatever else it is (a franchisor). */
// A small ad abbreviates the word ('appart. à la SAS X'). Shares that belong to X ('1 800 actions
// appartenant à la société X') make X a partner, no owner of the business.
const OWNER_BEFORE = new RegExp(String.raw`(?<!\b(?:parts?(?: sociales)?|actions|titres)\s)\bappart(?:enant|\.) a\s*${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`);
/**
 * A company described as the owner or lessor of the business before its identifier ('la société X,
 * SARL, propriétaire du fonds, RCS …', '…, bailleresse, RIDET …'): X lets or sells, the subject. The
 * word follows the company's own comma, so a buyer called 'nouvelle propriétaire' is not read so.
 */
const OWNER_SELF_BEFORE = new RegExp(String.raw`${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,100}?,\s*(?:proprietaire|bailleresse|bailleur|loueuse|loueur)(?:\s+(?:du|de ce|des|de son|de ces)\s+fonds)?\s*,${CLAUSE_CHAR_NL}{0,200}$`);
/** 'entre la société X, propriétaire du fonds, …, et M. Y, commerçant, RIDET …': Y is the other party, the locataire or buyer. */
const OTHER_PARTY_AFTER_OWNER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,200}?(?:^|[\s,])et\s+(?:m\.|mme|monsieur|madame|mlle|${COMPANY_WORD})`);
/** A location-gérance 'consentie par la société X, RIDET …, à M. Y, RIDET …': X lets, Y is the locataire. */
const LET_BY_BEFORE = new RegExp(String.raw`\b(?:consentie?s?|concedee?s?|donnee? en ${LETTING})\s+par\b`);
const LET_TO_AFTER_OWNER = new RegExp(String.raw`^[\s,)]*(?:${CLAUSE_CHAR_NL}{0,40}?\s)?a\s+(?:m\.|mme|monsieur|madame|mlle|la |l'|le )`);
/**
 * The constituted company's own registration: 'Immatriculation : RIDET n° …', 'la société est
 * immatriculée au RIDET sous le n° …'. The label may say whose registration it is by the entity's
 * kind ('Immatriculation du groupement :', 'Immatriculation de la société :'): the notice's own
 * entity, never a member or an officer, which a label names by its name.
 */
// The registry, its place and date may come between ('Immatriculation : RCS de Nouméa, le 25
// septembre 2026,' / 'RIDET n° …'; 'a été immatriculée au registre … le 11 mars 2026 (RIDET n° …)'),
// within the sentence and at most one line break before a short identifier label.
const REGISTRATION_BEFORE = new RegExp(
  String.raw`(?:(?:^|\n)[ \t]*(?:immatriculation|n° d'immatriculation|numero d'immatriculation)(?: (?:de la societe|du groupement|de la succursale|de l'entreprise))?\s*:\s*|\b(?:(?:la|cette) (?:nouvelle )?societe|elle)(?:,\s*qui\s[^,;.\n]{1,80},)? (?:a ete |est |sera )?immatriculee\b|\ble groupement (?:a ete |est |sera )?immatricule\b)${CLAUSE_CHAR}{0,130}(?:\n${CLAUSE_CHAR}{0,25})?$`,
);
/** The constituted company's registration in apposition, in the sentence that tells its constitution ('… de la constitution … de la société X, …, immatriculée au RIDET sous le n° …'). */
const CONSTITUTED_REGISTERED_BEFORE = new RegExp(String.raw`\bconstitution\b${CLAUSE_CHAR}{0,600},\s*immatriculee\b${CLAUSE_CHAR}{0,60}$`);
/**
 * The number given to the company, on a line of its own: 'Numéro RIDET attribué : …', 'RID
 * attribué : …' ('attribué' says it was given to it, not quoted); (wt-rpres) or labelled as the
 * company's own among the particulars ('RIDET de la société : …'). Read on the identifier's line up
 * to the number, whether the label was read with the number or not.
 */
const ASSIGNED_NUMBER_LINE = /^[ \t]*(?:(?:n°|numero)\s+)?(?:ridet|rid)\s+(?:attribue\b|(?:de la (?:societe|succursale)|du groupement|de l'entreprise)\s*:)[^\n\d]{0,12}[\dO]/;
/**
 * The text says the number printed was given to the company being formed: 'le numéro RIDET
 * ci-dessus lui a été attribué', 'RIDET attribué par l'ISEE le …', 'l'ISEE lui a attribué le RIDET'.
 * The ISEE gives the RIDET before the greffe registers the company, so a company that 'sera
 * immatriculée au registre du commerce' may already have its identifier, and says so here.
 */
const IDENTIFIER_GIVEN_TO_IT =
  /\b(?:ridet|rid|numero|identifiant)\b[^.;\n]{0,40}\blui (?:a ete|est|avait ete) (?:attribue|delivre|donne|notifie)\b|\blui a (?:attribue|delivre) (?:le |son )?(?:numero |n° )?(?:ridet|rid)\b|\b(?:ridet|rid)\b[^.;\n]{0,30}\battribue par l'isee\b/;
function registeredHere(folded: string, match: RidetMatch): boolean {
  const before = folded.slice(Math.max(0, match.index - 160), match.index);
  // The registration may be told after a relative clause and the register's full name (260 characters).
  if (REGISTRATION_BEFORE.test(folded.slice(Math.max(0, match.index - 260), match.index)) || entityRegisteredBefore(before)) return true;
  if (before.includes('immatriculee') && CONSTITUTED_REGISTERED_BEFORE.test(folded.slice(Math.max(0, match.index - 700), match.index))) return true;
  const lineStart = folded.lastIndexOf('\n', match.index - 1) + 1;
  const line = folded.slice(lineStart, match.index + match.printed.length);
  if (ASSIGNED_NUMBER_LINE.test(line)) return true;
  const after = folded.slice(match.index + match.printed.length, match.index + match.printed.length + 40);
  return IDENTIFIER_LABEL_LINE.test(line) && REGISTERED_ON_ITS_LINE.test(after);
}
/** A particulars' line the identifier's label opens ('RIDET : …', 'N° RIDET : …'). */
const IDENTIFIER_LABEL_LINE = /^[ \t]*(?:(?:n°|numero)\s*)?(?:ridet|rid)\s*:[^\n\d]{0,6}\d/;
/** The registration told right after the number on its line ('RIDET : … (immatriculée le 10 juin 2026)', '(immatriculation du 5 juin 2026)'). */
const REGISTERED_ON_ITS_LINE = /^[ \t]*[(,–-]?[ \t]*(?:(?:immatriculee?|attribue|enregistree?) (?:le|au|a|depuis|par)|immatriculation (?:du|le|en date du))\b/;
/**
 * A constitution that says its company is not registered yet: 'sera immatriculée', 'en cours
 * d'immatriculation', an identifier line left open ('RIDET : en cours d'attribution', 'RIDET :
 * [à compléter après immatriculation]', 'Immatriculation : en cours auprès du registre').
 */
export const REGISTRATION_PENDING =
  /\b(?:sera immatricul\w*|en cours d'immatriculation|immatriculation en cours|en attente d'immatriculation)\b|\b(?:ridet|rid|immatriculation|numero d'identification)\b[^\n]{0,40}\b(?:en cours d'attribution|a completer|a venir|non (?:encore )?attribue)\b|\b(?:ridet|rid|immatriculation|numero d'identification)[ \t]*:[ \t]*en cours\b/;
/**
 * The notice's own identifier line left open ('N° RIDET : en cours d'attribution', 'RIDET : à
 * compléter'), whatever the event read: a form that lists a new company's particulars without
 * naming its constitution ('Date des statuts : …') has no identifier either. Not in a sale, whose
 * buyer may be the one not registered yet.
 */
const IDENTIFIER_LINE_OPEN =
  /(?:^|\n)[ \t]*(?:n°[ \t]*|numero[ \t]*)?(?:ridet|rid|immatriculation)\b[^\n:]{0,20}:[ \t]*(?:en cours(?: d'attribution)?|a completer|a venir|non (?:encore )?attribue)\b/;
const REGISTRATION_PENDING_ALL = new RegExp(REGISTRATION_PENDING.source, 'g');
const IDENTIFIER_LINE_OPEN_ALL = new RegExp(IDENTIFIER_LINE_OPEN.source, 'g');
/**
 * Whether `pattern` (global) finds in `folded` (the text `text` folded, its offsets kept) an
 * identifier left open outside the order's block: a client's or a payer's own identifier `à
 * compléter` on an invoicing line (`RIDET client : à compléter`) says nothing of the notice's
 * company (order-block.ts).
 */
function saysPendingOutsideOrder(pattern: RegExp, folded: string, text: string): boolean {
  for (const m of matchesOf(pattern, folded)) if (!inOrderBlock(text, m.index + m[0].length - 1)) return true;
  return false;
}
/**
 * 'Pour avis, Cabinet X, expert-comptable, RIDET …', 'SCP X & Y, notaires associés – RIDET …',
 * 'X, SARL d'expertise comptable, RIDET …': the firm of the adviser who writes or signs the notice,
 * its profession printed before its identifier.
 */
// Another company introduced after the profession ('Maître X, notaire associée, le 2 mars 2026, la
// société S, …, RIDET …') is a party of the act the adviser received, not the adviser's firm.
const ADVISER_BEFORE = new RegExp(
  String.raw`,\s*(?:notaires?(?:\s+associee?s?)?|avocats?(?:\s+associee?s?)?(?:\s+au barreau\b[^,;\n]{0,40})?|experts?[- ]comptables?|huissiers?(?: de justice)?|(?:societe|cabinet|sarl|selarl|selas|sas|eurl|sa) (?:d'(?:expertise comptable|avocats)|de commissariat aux comptes))\b(?:(?!\b(?:la|une) societe\b)${CLAUSE_CHAR}){0,60}$`,
);
/**
 * A firm whose name ends on its profession, before its identifier: 'Pour avis – SELARL CABINET X
 * AVOCATS, RIDET …', 'SCP Y NOTAIRES (RIDET …)'. The name opens with a firm's word or form, so a
 * trade named after a profession's clients is not read so.
 */
const ADVISER_NAMED_BEFORE =
  /\b(?:cabinet|scp|selarl|selas|selafa|societe civile professionnelle|etude|office)\b[^,;.:\n]{0,60}?\b(?:avocats?|notaires?|experts?[- ]comptables?|huissiers?(?: de justice)?)(?: associee?s)?\s*[,(–—-]?\s*$/;
/**
 * The firm the adviser belongs to, named after the adviser: 'Maître X, notaire associé de la SCP
 * X ET Y, titulaire d'un office à Koné (RIDET …)', 'avocate associée de la SELARL Z'. The firm is
 * one of the liberal professions' forms, so 'avocat de la société S' (S's counsel) is not read so.
 */
const ADVISER_FIRM_BEFORE = new RegExp(
  String.raw`\b(?:notaires?(?:\s+associee?s?)?\s+(?:de|membre de|au sein de)|(?:avocate?s?|experts?[- ]comptables?|huissiers?(?: de justice)?)\s+(?:associee?s?\s+(?:de|au sein de)|membre de))\s+(?:la |l')?(?:selarl|selas|selafa|sel|scp|societe civile professionnelle|office notarial|etude)\b${CLAUSE_CHAR}{0,120}$`,
);
/**
 * An adviser's letterhead: its profession on a line of the short block that ends with its
 * identifier ('AUDIT X' / 'Expertise comptable – Commissariat aux comptes' / 'SARL … – RIDET …';
 * 'SELARL M' / 'Mandataires judiciaires – RIDET …'; 'Pour avis,' / 'CABINET C' / 'SARL d'expertise
 * comptable – RIDET …'), no sentence between. A letterhead ends with its identifier: another
 * company's identifier printed earlier in the block ends any letterhead there, and what follows it
 * is running text ('Maître X, notaire associé de la SELARL O, RIDET …, le …, la société S, SARL,
 * RIDET …' in a narrow column: S is a party, not the notary's firm).
 */
// drafter-parties.ts's PROFESSION_LINE reads the same professions at a line's start, drafter-banner.ts
// in a banner line: keep the three in step.
const ADVISER_PROFESSION = new RegExp(
  String.raw`\b(?:fiduciaire|expertise comptable|experts?[- ]comptables?|cabinet comptable|commissariat aux comptes|notaires?(?: associee?s)?|office notarial|etude notariale|avocats?(?: associee?s| au barreau)?|societe d'avocats|mandataires? judiciaires?|administrateurs? judiciaires?|huissiers?(?: de justice)?|${NOTICE_AGENCY_PROFESSION})\b`,
);
const MAIL_SUBJECT_LINE = /^[ \t]*(?:objet|sujet|re|tr|fwd?)[ \t]*:/;
const AUDIT_RUBRIC_LINE = /^[^\p{L}]*commissariat aux comptes[^\p{L}]*$/u;
const NAME_AND_FORM_LINE = new RegExp(String.raw`^[ \t]*[a-z0-9&'][^,\n]{2,60},\s*(?:${FOLDED_FORMS_SOURCE})\b`);
const COMPANY_INTRODUCED = /(?:^|[,;]\s*|\s)(?:la|une) societe\s/;
function inAdviserLetterhead(folded: string, index: number, otherIdentifierEnd: number): boolean {
  const blockStart = folded.lastIndexOf('\n\n', index) + 1;
  const block = folded.slice(Math.max(blockStart, index - 260, otherIdentifierEnd), index);
  // Both readings below test ADVISER_PROFESSION on a part of the block cut at a line break or
  // before a space, where its word boundaries hold as in the block: a block without it is no
  // letterhead, and is not split (speed only).
  if (!ADVISER_PROFESSION.test(block)) return false;
  const lines = block.split('\n');
  if (lines.length > 5) return false;
  // A sentence ends inside the block: the identifier is in running text, not under a letterhead.
  if (/[a-z)]\.\s/.test(block.replace(/\b(?:m|mm|mme|me|dr|bp|n°)\./g, ''))) return false;
  // On the identifier's own line, only a short name before a dash counts ('CABINET COMPTABLE X – RIDET …'), not a sentence.
  const name = lines.at(-1)!.split(/\s[–—-]\s/)[0]!;
  const nameIsFirm = name.length <= 60 && !/\b(?:par|la societe|pour)\b/.test(name) && ADVISER_PROFESSION.test(name);
  // 'CABINET X – Expertise comptable – RIDET …': the profession between dashes on the identifier's line (letterhead-profession-dash.ts).
  // A mail's subject line names what is sent ('Objet : annonce légale'), not a firm's trade.
  // A page's masthead names the rubric and the issue's date, not an agency's trade (masthead-rubric-line.ts).
  // 'Commissariat aux comptes' alone on its line right above the company's own line (its name, its
  // form, then the identifier) is the rubric of the auditors' appointment the notice tells, no firm's
  // trade: a letterhead prints its firm's name above its trade.
  const auditRubric = (l: string, k: number): boolean => k === lines.length - 2 && AUDIT_RUBRIC_LINE.test(l) && NAME_AND_FORM_LINE.test(lines.at(-1)!);
  // Running text set in a narrow column introduces the identifier's company after the profession's
  // line ('Maître X,' / 'notaire à Nouméa, le' / '20 janvier 2026, la société S, …' / '…, RIDET …'):
  // S is a party of the act the notary received, not the firm whose letterhead the line would be.
  const introducedAfter = (k: number): boolean => COMPANY_INTRODUCED.test(lines.slice(k + 1).join(' '));
  return lines.slice(0, -1).some((l, k) => ADVISER_PROFESSION.test(l) && !MAIL_SUBJECT_LINE.test(l) && !isMastheadRubricLine(l) && !auditRubric(l, k) && !introducedAfter(k)) || nameIsFirm || professionBetweenDashes(lines.at(-1)!, ADVISER_PROFESSION);
}
/**
 * A portal item's announcer ('Annonceur : X – RIDET …', 'Déposant : …'), an insertion order's
 * 'Donneur d'ordre : X (RIDET …)' (the firm or agency that orders it), a newspaper's 'Transmis par :
 * X, RIDET …' as a label (the firm that sends it in), a sheet's 'Formalités : X, RIDET …' (the firm
 * that files them): the one who publishes, set
 * aside like an adviser's firm when another company is identified (a company may announce its own
 * notice, then it is the only candidate).
 */
// The sender's label ('Expéditeur :', 'Émetteur :') is the depositor's, the contact's ('Contact :
// cabinet X, RIDET …, tél. …') the firm that answers for it; the formalities' firm may be
// labelled for its part ('Pour les formalités :') or without a colon, its column's gap closed by
// the layout pass ('Formalités      X – RIDET …').
const ANNOUNCER_LINE = /^[ \t]*(?:annonceu(?:r|se)|deposant(?:e)?|deposee? par|donneur d'ordres?|(?:expedit(?:eur|rice)|emett(?:eur|rice)|contacts?(?: presse)?)(?=[ \t]*:)|(?:pour les |chargee? des )?formalites|(?:annonce )?(?:transmise?|communiquee?|envoyee?) par(?=[ \t]*:))\b[^\n]*$/;
/**
 * The one who sends the notice in, named by the noun of that part in a phrase that opens the
 * identifier's line ('Courriel du déposant (X, RIDET …)', 'Envoyé par l'expéditeur, X, RIDET …',
 * 'De la part de : X, RIDET …') or as the one the notice itself was deposited by ('Annonce déposée
 * pour le compte de la société par X, RIDET …'; not a request or a project deposited by a party),
 * or the one who drafted or sent it ('Rédigé par X, SARL, RIDET …', 'Transmise par X, SARL, RIDET …'), or the writer's own firm ('Notre
 * cabinet X (RIDET …) vous adresse l'annonce suivante'; never 'notre société', which may be the
 * notice's): the sender's or the drafter's own identifier, as under 'Déposant :'.
 */
const SENDER_PHRASE_LINE = /^[ \t]*(?:[^\n]{0,40}?\b(?:du|de la|de l'|par le|par la|par l')[ \t]*(?:annonceu(?:r|se)|deposant(?:e)?|expedit(?:eur|rice)|emett(?:eur|rice))\b|de la part d[e'](?=[ \t]*:)|(?:annonce|avis|insertion)s? (?:deposee?s?|transmise?s?)\b[^\n]{0,60}?\bpar\b|(?:(?:annonce|avis|texte) )?(?:(?:redigee?|preparee?)s?|transmise?|communiquee?) par\b|[^\n]{0,40}?\bnotre (?:cabinet|etude|agence|office|fiduciaire)\b)[^\n]*$/;
/** The same parts as a heading alone on the line above the firm's ('Rédigé par' / 'X, SARL, RIDET …', 'Déposant :' / 'X – RIDET …'). */
const ANNOUNCER_HEADING = /^[ \t]*(?:(?:annonce |avis |texte )?(?:redigee?|preparee?|deposee?|transmise?|envoyee?|communiquee?)s? par|annonceu(?:r|se)|deposant(?:e)?|expedit(?:eur|rice)|emett(?:eur|rice)|donneur d'ordres?|(?:pour les |chargee? des )?formalites)[ \t]*:?[ \t]*$/;
/**
 * Whether the identifier whose line's words before it are `lineBefore`, under `lineAbove`, is the
 * announcer's (folded). The part's label may open the line's last sentence ('… mise en sommeil.
 * Contact : cabinet X, RIDET …').
 */
function announcerLine(lineBefore: string, lineAbove: string): boolean {
  if (ANNOUNCER_LINE.test(lineBefore) || SENDER_PHRASE_LINE.test(lineBefore) || ANNOUNCER_HEADING.test(lineAbove)) return true;
  const last = lastSentenceStart(lineBefore);
  if (last > 0 && ANNOUNCER_LINE.test(lineBefore.slice(last))) return true;
  // Or the line's last field after a dash ('Annonce n° 26-1432 – Déposant : X, RIDET …').
  const field = FIELD_AFTER_DASH.exec(lineBefore);
  return field !== null && ANNOUNCER_LINE.test(lineBefore.slice(field.index + field[0].length));
}
/** The last dash set between spaces on a line, what follows it a field of its own. */
const FIELD_AFTER_DASH = /\s[-–—|]\s(?!.*\s[-–—|]\s)/;
/** A block of labelled lines under a party's heading ('Acquéreur :' alone on its line), numbered or not ('2. Vendeur', 'II. Société absorbée'). */
// The colon may be left out: a label alone on its line is a heading all the same.
// Its article may head it and it may be feminine ('Le locataire-gérant :', 'La cédante :'); a letting's
// two tenants are told apart by a qualifier ('ANCIEN LOCATAIRE-GÉRANT', 'Locataire-gérant entrant').
// 'Membres :' / 'Associés :' alone on a line heads the list of a group's members or a company's
// partners: each identifier under it is a member's, not the group's own.
const BLOCK_HEADING = new RegExp(String.raw`(?:^|\n)[ \t]*(?:(?:\d{1,2}|[ivx]{1,4})[.)°][ \t]*)?(?:le |la |l'|les )?(?:(?:ancien(?:ne)?|nouve(?:au|l|lle)|precedente?) )?(membres|associe(?:e)?s|actionnaires|souscript(?:eur|euse|rice)s|${BUYER}|${TAKER}|locataire(?:-gerante?)?|beneficiaire|${SELLER}|${LESSOR}|societe cedante|(?:societe )?absorbante|(?:societe )?absorbee|societe apporteuse|societe beneficiaire)(?:[ \t]+(?:sortante?|entrante?|actuel(?:le)?))?[ \t]*:?[ \t]*\n`, 'g');
/**
 * The notice's own company named bare, its registration told in a relative or a participle (`Mme X
 * demeure présidente de la société, laquelle est immatriculée au RIDET sous le n° …`): `la société`
 * with no name is the one the notice is about, whatever office or role the words before it name.
 */
const OWN_REGISTRATION_BEFORE = /\b(?:la|cette) societe\s*,\s*(?:laquelle |qui )?(?:est |a ete |etant )?immatriculee\b[^,;.]{0,60}$/;
/**
 * A merger's or a TUP's side named by its noun, its registration told after (`La société dissoute est
 * immatriculée au RIDET sous le n° …`, `La société bénéficiaire est immatriculée …`): the identifier is
 * that side's, the absorbed or the absorbing one, whatever firm the sentence before named. Group 1 the
 * side's noun.
 */
const SIDE_REGISTERED_BEFORE = /\b(?:la|cette) societe (dissoute|absorbee|apporteuse|scindee|absorbante|beneficiaire) (?:est|reste|demeure|etait|a ete) (?:immatriculee|inscrite|enregistree)\b[^,;.]{0,60}$/;
const GIVING_SIDES: ReadonlySet<string> = new Set(['dissoute', 'absorbee', 'apporteuse', 'scindee']);
/**
 * A table's header row as extraction leaves it, one column's name a line (`Propriétaire du fonds` /
 * `Ancien locataire-gérant` / `Date de fin`): a party's name followed by another column's, a short
 * phrase set in small letters after its capital, heads no block of its own.
 */
const HEADER_ROW_NEXT = /^[ \t]*\p{Lu}[\p{Ll}'’ -]{2,30}[ \t]*\n/u;
/** A merger's or contribution's party label opening the identifier's line ('Société bénéficiaire : Y, SAS, …, RIDET …'). */
// A form's label may carry a precision in brackets and close on leader dots ('Bailleur (propriétaire
// du fonds) : X, …, RIDET …', 'Cédant (RIDET) ........ 1 344 449.001').
// Any party label does so, numbered or not ('3. Bailleur : X, …, RIDET …'), a TUP's two as well
// ('Associée unique : H, …, RIDET …' / 'Société dissoute : X, …, RIDET …'). The side of a merger
// or a contribution may be the label alone ('Apporteuse : X, SA, RIDET …' / 'Bénéficiaire : Y,
// SARL, RIDET …').
const PARTY_LINE = new RegExp(String.raw`^[ \t]*(?:(?:\d{1,2}|[ivx]{1,4})[.)°]\s*)?(?:le |la |l')?(membres|souscript(?:eur|euse|rice)s?|${BUYER}|${TAKER}|locataire(?:-gerante?)?|${SELLER}|${LESSOR}|societe cedante|(?:(?:la )?societe )?(?:absorbante|absorbee|apporteu(?:r|se)|beneficiaire)|associee? unique|actionnaire unique|societe (?:constituee|dissoute|concernee)|(?:societe|entreprise) dont les (?:parts|actions|titres)(?: sociales)? (?:sont|ont ete|seront) (?:cedee?s|vendue?s|transferee?s))(?:[ \t]+d(?:u|e) fonds(?: de commerce)?)?[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?(?::|\.{2,}|…|${LABEL_MARK}[ \t])`);
const CONTRIBUTION_OR_MERGER = /\b(?:apport partiel|apporteu\w*|fusion|absorb\w*|scission)\b/;
const THIRD_BLOCKS = /^(?:membre|acquereu|acheteu|cessionnaire|preneu|locataire|apporteu|souscript|associee?|actionnaire|fondat)/;
/**
 * A labelled block's party label on a line above the identifier, its value on the same line
 * ('Associée unique : H' / form / siège / 'RIDET …'; 'Société dissoute : X' / … / 'RIDET …'), or
 * alone ('Apporteur', 'Société constituée' over a table's row), a merger's side as well ('Société
 * absorbée : X' / form / siège / 'RIDET …'): the label says whose identifier it is. A label whose
 * value is a person ('Gérant : M. X') is not a company's.
 */
// A person after the label's colon (`Associé unique : M. X`) is the party, no block over a company's
// lines: the spaces after the colon are all read before that is asked (else the pattern backtracks into them).
// A merger's or a contribution's side may be its label alone ('Absorbée : Y' / form / …), and a
// compositor may bullet the label with his own mark and close it with an arrow ('◆ apporteuse ⟶ X').
const PARTY_BLOCK_LABEL = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:\d{1,2}[.)°]\s*|[–—•*◆◇▪■♦●►▸▶-][ \t]*)?(acquereur|acheteur|cessionnaire|preneur|locataire(?:-gerant)?|vendeur|cedant|bailleur|societe dont les (?:parts(?: sociales)?|actions) sont cedees|loueur|apporteu(?:r|se)|souscript(?:eur|euse|rice)s?|associee? unique|actionnaire unique|fondat(?:eur|rice)|societe (?:constituee|dissoute|concernee|cedante|apporteuse)|(?:societe )?(?:absorbee|absorbante|beneficiaire))[ \t]*(?:(?::|${LABEL_MARK})[ \t]*(?![ \t]|(?:m\.|mme|mlle|monsieur|madame|me|maitre)\s)[^\n]*)?(?=\n)`,
  'g',
);
const PARTY_BLOCK_LINES = 7;
/** A role printed right after a company's identifier ('…, RIDET …, société absorbée'). */
// Also in brackets with an article: '…, RIDET … (l'acquéreur)', '(le vendeur)', '(le cédant)'; a
// shareholder cited by a provincial act ('la société X, RIDET …, actionnaire, renonçant …').
// The office may follow 'en qualité de' or 'en tant que' ('a nommé la société X, SELARL, RIDET …,
// en qualité de commissaire aux comptes titulaire'): the company appointed holds it.
// A role that opens the next field as its label ('…, RIDET … – liquidateur : Me X') names the
// holder after its colon, not the company before it.
// The identifier may close a bracket after a short particular ('la SAS X (RIDET …, Koné),
// locataire-gérante, et la SARL Y (RIDET …, Pouembout), loueur'): the role after the bracket is still its own.
const ROLE_RIGHT_AFTER = /^(?:\s*,[^,()\n]{1,40}\))?[\s,)]*(?:(?:ayant ete |a ete |est )?(?:retenue?|designee?|choisie?)\s+comme\s+)?\(?\s*(?:(?:la |en tant que |en qualite de |pour la |de la )?societe\s+|(?:en qualite d(?:e |')|en tant que )?(?:l'|le |la |ci-apres (?:denommee? )?(?:« ?|")?)?)(absorbante|absorbee|beneficiaire|apporteuse|cedante?|cessionnaire|locataire-gerante?|bailleresse|bailleur|loueuse|loueur|acquereur|acquereuse|acheteu(?:r|se)|vendeu(?:r|se)|venderesse|preneu(?:r|se)|franchiseu(?:r|se)|domiciliataire|mandataire judiciaire|administrat(?:eur|rice) judiciaire|liquidat(?:eur|rice)|commissaire aux comptes|notaires?|avocats?|experts?-comptables?|actionnaire|associee?)\b(?!\s*:)/;
// A role word a person's name follows ('RIDET … — liq. Sébastien MOINDOU', '… liquidateur Mme X') is
// that person's office, opening the next field, not the company's: read in the printed text's case.
const PERSON_AFTER_ROLE = /^[ \t]+(?:(?:M|MM|Mme|Mlle|Me|Dr)\.?\s|(?:Maître|Monsieur|Madame)[ \t]|\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]+\p{Lu}{2,})/u;
/**
 * A role word that opens the next line before a name in capitals is that line's label, printed
 * without its colon ('Absorbante   X, SA, RID …' over 'Absorbée   Y, SARL, RIDET …', or the label
 * alone on its line over the name): it speaks for
 * the company after it, not for the identifier that closed the line above.
 */
// The label may stand alone on its line, its value on the next, as laying out a wide gap leaves it,
// or be closed by a compositor's mark (`Absorbante ▸ Y`, label-marks.ts).
const NAME_AFTER_LABEL = new RegExp(String.raw`^(?:[ \t]+(?:${LABEL_MARK}[ \t]*)?|[ \t]*\n[ \t]*)\p{Lu}[\p{Lu}\d'’&-]`, 'u');
/** `printedRole`: the text as printed from the identifier to the role's end (the joined reading may have lost its line break). */
function labelsNextLine(printedRole: string, printedAfterRole: string): boolean {
  return printedRole.includes('\n') && NAME_AFTER_LABEL.test(printedAfterRole);
}
// A scission's split company: '…, RIDET …, scindée à leur profit'.
// 'la société F, RIDET …, a approuvé la fusion par absorption de cette dernière': the words refer
// back to F, the one absorbed, whoever approves (its parent, named before it).
// Not past another company the clause names (`…, RIDET …, du 13 février, la société A a été absorbée par …`): the verb is A's.
const ABSORBED_AFTER = new RegExp(String.raw`^(?:(?!(?:la|une) societe\b)${CLAUSE_CHAR_NL}){0,80}\b(?:a fait apport|fait apport|apporte|a transmis (?:l'ensemble de |l'integralite de )?son patrimoine|transmet (?:l'ensemble de |l'integralite de )?son patrimoine|est absorbee|a ete absorbee|(?:sont|ont ete) absorbees|(?:est |a ete )?scindee|absorption de (?:cette derniere|celle-ci)|a absorbe (?:cette derniere|celle-ci))\b`);
// The bare participle right after the identifier, only marks between (`A (…, RIDET …) ⇒ absorbée par ⇒ B`):
// A is absorbed; further on, the participle may be another name's (`…, RIDET …, A étant absorbée par B`).
const ABSORBED_RIGHT_AFTER = /^[^\p{L}\d]{0,8}absorbee par\b/u;
// 'absorbée par la société Y': Y absorbs. 'H, …, associée unique de la société X, …, RIDET …, a absorbé
// cette dernière': the verb's subject is H, named first; X, the last named, is its object.
// A scission: 'ont reçu … l'intégralité du patrimoine de la société X' — X is split and dissolved.
// A company introduced by 'par' after the absorbed one is the absorbing one, whether the absorbed one
// is named or is the notice's own company left unnamed, and whether the absorbing one is named with
// its form's word or by its name alone ('l'absorption de la société par la société Y', '… par Y,
// SA, RIDET …'); 'par voie de', 'par acte', 'par décision' say how, not by whom.
const BY_WHOM = String.raw`\spar (?!voie\b|suite\b|fusion\b|acte\b|decision\b|deliberation\b|application\b|effet\b)(?:la |l'|le )?[a-z]`;
const ABSORBED_BEFORE = new RegExp(
  String.raw`\b(?:absorption de|scission de|(?:l'integralite|l'ensemble) (?:du|de son) patrimoine de|absorbee?s?\b(?! par\b)${CLAUSE_CHAR_NL}{0,20}\bsociete|a absorbe,[^,;.]{0,120},\s*(?:sa|la|leur) (?:societe|filiale))\b(?:(?!${BY_WHOM})${CLAUSE_CHAR_NL}){0,160}$`,
);
// The company a contribution is made to ('a fait apport de sa branche … à la société Z', 'au profit
// de la société Z': CONTRIBUTED_FOR_BEFORE): the receiving side. 'Au profit de' only after a
// contribution's own words: new shares issued 'au profit de' a company name their subscriber, not
// the company whose capital grows.
// A contribution's 'à' is its receiver's, unless funds deposited with a bank came between
// ('apports en numéraire, les fonds ayant été déposés à la banque B'), and never an amount's ('sa
// branche, évaluée à 30 000 000 F sur le rapport de la SELARL X, commissaire aux apports'), nor a form's
// ('apportée par la société A, société à responsabilité limitée, RIDET …').
// (wt-org) Not the decision's or the act's 'par' ('a absorbé, par décision de son associée unique, …'): the absorber is a company.
const ABSORBING_BEFORE = new RegExp(`\\b(?:(?:absorption|absorbee?s?)\\b${CLAUSE_CHAR_NL}{0,200}\\bpar (?!(?:voie|suite|acte|decisions?|deliberations?|application|effet)\\b)(?:la |l')?|societe absorbante\\b|(?:a transmis|transmet) (?:l'ensemble de |l'integralite de )?son patrimoine\\b${CLAUSE_CHAR_NL}{0,80}?\\ba (?:la |l')?(?:societe\\b)?|apport\\w*\\b${CLAUSE_CHAR_NL}{0,300}(?<!\\b${FUNDS_DEPOSITED} )\\ba (?!\\d|responsabilite|associe|capital variable)(?:la |l')?(?:societe\\b)?)${DESCRIPTION_CHAR}{0,240}$`);
/**
 * An auditor's or an appraiser's profession in apposition before its identifier, or its designation
 * after it; or the firm a named appraiser belongs to ('M. Y, commissaire à la scission, membre de la
 * société X, SELARL, RIDET …').
 */
const APPRAISER_BEFORE = /,\s*commissaires? (?:aux comptes|aux apports|a la fusion|a la scission)(?:\s+(?:inscrite?s?|titulaires?))?\s*,?(?:\s*(?:membre|associee?|salariee?) (?:de|du|d')\s*(?:la |l'|le )?(?:societe |cabinet )?[^,;:.]{2,80}(?:,\s*[^,;:.]{2,40})?\s*,?)?\s*$/;
const APPRAISER_AFTER = /^[\s,.]*(?:(?:a ete |est )?designee?\s+(?:en qualite de\s+|comme\s+)?)?commissaires? (?:aux apports|a la fusion|a la scission)\b/;
/** The words opening a company's clause right after the contributor's identifier: 'à', its article, the company's noun or form. */
const CONTRIBUTION_RECEIVER_OPENING = new RegExp(String.raw`^[\s,]*a (?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`);
const CONTRIBUTED_FOR_BEFORE = new RegExp(`\\b(?:fait apport|apport partiel|a apporte)\\b${CLAUSE_CHAR_NL}{0,120}\\bau profit d(?:e |')(?:la |l')?(?:societe\\b)?${DESCRIPTION_CHAR}{0,240}$`);

// Clause ends in the original text: a sentence end (not the full stop of 'M.' before a name), a
// semicolon, a blank line, or a new labelled line ('Président : ...') or bullet.
// A label opens with a capital: 'a acquis de :' on its own line goes on with the sentence.
const CLAUSE_END = new RegExp(String.raw`${NOT_AFTER_CIVILITY}${NOT_AFTER_ABBREVIATION}\.(?=\s+\p{Lu})|;|\n\s*\n|\n(?=[ \t]*\p{Lu}[\p{L} '’]{1,39}:|\s*[–•-]\s)`, 'gu');

export interface SubjectOptions {
  /** The notice's type, when known: it decides between the two companies of a merger. */
  type?: AnnonceType | null;
  /** The RID of the absorbed company whose own merger notice this is (merger-notice-side.ts), when the notice says so. */
  absorbedRid?: string;
  /** The RID of the company the notice tells contributing to, or founding, another company (contributor-notice-side.ts), when it says so. */
  contributorRid?: string;
  /** The RID of a name block's company the body tells as another company's organ (subject-organ.ts), when it says so. */
  organRid?: string;
}

/** One identifier of the notice as the subject rules see it. */
export interface JudgedRidet {
  match: RidetMatch;
  /** Another company's: a role, a purchase or a sale of its own parts ties it to someone else. */
  third: boolean;
  absorbed: boolean;
  absorbing: boolean;
  /** An adviser's firm (ADVISER_BEFORE): set aside only when another candidate remains. */
  adviser: boolean;
  /** Named as where a person held an office before (former-office-company.ts): set aside, before advisers, only when another candidate remains. */
  formerOffice?: boolean;
  /** Printed on a line labelled as the procedure's debtor ('Débiteur : X, …, RIDET …', 'Affaire :'). */
  debtorLabel: boolean;
  /** The procedure's debtor by its label or named right after the procedure ('le plan de redressement de la société X, …, RIDET …'). */
  debtorNamed: boolean;
  /**
   * Its parts or participations are the object ('les parts détenues dans la société X'): the
   * subject of a sale of parts, a company the subject holds parts in in any other notice.
   */
  partsOf: boolean;
  /** Printed as the one who sells, lets or owns the business ('a acquis de la société X', 'appartenant à la société X'). */
  sellerSide: boolean;
  /** The creditor who brought the procedure ('sur assignation délivrée par la société X, RIDET …'; court-parties.ts). */
  creditor?: boolean;
  /** Its parts or shares are contributed to another company ('apport de 400 actions de la société X, RIDET …'). */
  contributedShares?: boolean;
  /** A number the text says is wrong ('… (et non 7 654 321.001)', '… est erroné'; corrected-identifier.ts). */
  wrongNumber?: boolean;
  /** A company the notice's own company holds ('la société, qui détient les parts de la SARL X, RIDET …'; held-subsidiary.ts). */
  heldBySubject?: boolean;
  /** A company that sells or contributes something to the notice's own company ('la cession par la société X, RIDET …, de son fonds à la société'; given-to-subject.ts). */
  givesToSubject?: boolean;
  /**
   * A business or parts sold or let to it, told in one paragraph over a column's line breaks ('le
   * fonds … avait été cédé,' / 'au cours des opérations de liquidation, à la société X, SARL au capital
   * de' / '1 000 000 F CFP, RIDET …'): in a notice of another event, the other party of an act told in passing.
   */
  takesFromSubject?: boolean;
  /** Appointed by the court to the procedure ('la SELARL X, RIDET …, désignée commissaire à l'exécution du plan'; court-officer-company.ts). */
  courtOfficer?: boolean;
  /** The business is let to it ('X, RIDET …, informe que la société Y lui a donné en location-gérance …'; business-tenant.ts). */
  tenant?: boolean;
  /** An organ of the notice's own company: its sole shareholder, parent, président or gérant ('l'associée unique, la société H, RIDET …'; subject-organ.ts). */
  organ?: boolean;
  /** Told by its name block as the company that contributes to, or founds, another company (contributor-notice-side.ts). */
  contributor?: boolean;
  /** Its side in the exchange of a business the notice tells: it sells or lets, or it buys or takes (exchange-sides.ts). */
  exchange?: ExchangeSide;
}

/**
 * Whether the notice can never be about that identifier's company, whichever identifiers are
 * left: the creditor who summoned the debtor, a number the text says is wrong, a company the court
 * appoints to the procedure, an organ of the notice's company (it acts for it); in a dissolution,
 * the absorbing company; in a sale or letting of a business, the tenant; in a capital notice, the company whose shares are contributed and the
 * company that contributes its business or is absorbed (the notice is the receiving company's, whose capital the contribution increases);
 * in a notice of the company's own seat, officers, articles or capital, a company it holds or one
 * that sold or contributed something to it (and, wt-org, in a constitution, one that contributes to
 * the company formed: `a apporté à la société son fonds`); in a notice of the receiving company's capital,
 * constitution, seat, officers or articles, the company that contributes to it or founds it.
 */
export function neverTheSubject(judged: JudgedRidet, type: AnnonceType | null | undefined): boolean {
  if (judged.creditor === true || judged.wrongNumber === true || judged.courtOfficer === true || judged.organ === true) return true;
  if (type === 'capital' && (judged.contributedShares === true || (judged.absorbed && !judged.absorbing))) return true;
  // A dissolution by merger is the absorbed company's: the absorbing one lives on.
  if (type === 'dissolution' && judged.absorbing && !judged.absorbed) return true;
  // A location-gérance is the owner's who lets (the field rules), at its start as at its end.
  if (type === 'cession' && judged.tenant === true) return true;
  // The contributor gives to the company that receives (its capital, its constitution): never that company's notice.
  if (judged.contributor === true && (type === 'capital' || type === 'creation' || type === 'siege' || type === 'nomination' || type === 'statuts')) return true;
  // (wt-org) What is given to the company a constitution forms (`a apporté à la société son fonds`) comes from another.
  if (judged.givesToSubject === true && type === 'creation') return true;
  return (judged.heldBySubject === true || judged.givesToSubject === true) && (type === 'siege' || type === 'nomination' || type === 'statuts' || type === 'capital');
}

/** @internal Unit-tested on its own; the reader asks decideSubjectRidet. */
export function pickSubjectRidet(text: string, matches: readonly RidetMatch[], options: SubjectOptions = {}): RidetMatch | null {
  return decideSubjectRidet(text, matches, options).match;
}

/**
 * The folded text with a line broken inside a sentence read as one line: a break followed by a
 * lower-case letter in the printed text ('a vendu' / 'à la SAS Y') becomes a space (same length).
 */
function joinedSentences(text: string): string {
  // A constitution's rules read it again right after judgeRidets (speed only).
  if (text === lastJoined.text) return lastJoined.joined;
  const folded = fold(text);
  // Only '\n' folds to '\n': the breaks are at the same places in both (speed only: walked with
  // indexOf, each next unit's case read from a table).
  let joined = '';
  let done = 0;
  for (let at = folded.indexOf('\n'); at >= 0; at = folded.indexOf('\n', at + 1)) {
    if (!opensLowerCase(text, at + 1) && !continuesAfterComma(folded, at)) continue;
    // A labelled line ('n° RID : …') opens a field, not the rest of a sentence.
    LABEL_AHEAD.lastIndex = at + 1;
    if (LABEL_AHEAD.test(text)) continue;
    joined += `${folded.slice(done, at)} `;
    done = at + 1;
  }
  // The roles an event the text denies or leaves undone would give are no one's (`la fusion … de la
  // société S … n'a pas été réalisée`: S is absorbed by no one); the parties it names stay parties
  // (the buyer of a sale that lapsed is no subject), denied-events.ts.
  joined = withoutDeniedEvents(done === 0 ? folded : joined + folded.slice(done), true);
  lastJoined = { text, joined };
  return joined;
}

let lastJoined = { text: '', joined: '' };
/**
 * A company's description that ends its line with a comma goes on with its identifier on the next
 * one ('… à la société B, SAS,' / 'RIDET …, a acquis …'): the sentence is not over, although the
 * label opens in capitals. A signature's 'Pour avis,' over a firm's name is not read so.
 */
function continuesAfterComma(folded: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (folded[i] === ' ' || folded[i] === '\t')) i -= 1;
  if (i < 0 || folded[i] !== ',') return false;
  IDENTIFIER_AHEAD.lastIndex = at + 1;
  return IDENTIFIER_AHEAD.test(folded);
}
const IDENTIFIER_AHEAD = /[ \t]*(?:ridet|rid|rcs)\b(?![ \t]*:)/y;
const LABEL_AHEAD = /[^\n:]{0,40}:/y;
/** Per code unit: 0 not read yet, 1 a lower-case letter alone, 2 not. */
const LOWER_UNITS = new Uint8Array(0x10000);

/** Whether the code unit at `at` is a lower-case letter by itself (`/^\p{Ll}/u` on that one unit; half a surrogate pair is none). */
function opensLowerCase(text: string, at: number): boolean {
  if (at >= text.length) return false;
  const code = text.charCodeAt(at);
  let kind = LOWER_UNITS[code]!;
  if (kind === 0) {
    kind = /^\p{Ll}/u.test(String.fromCharCode(code)) ? 1 : 2;
    LOWER_UNITS[code] = kind;
  }
  return kind === 1;
}

/**
 * @internal For the tests: each cue of judgeRidets tried only where its gate lets its words
 * through, with that gate. Every match of a pattern must lie in words its gate lets through.
 */
export const GATED_CUES: ReadonlyArray<{ name: string; pattern: RegExp; gate: (words: string) => boolean }> = [
  { name: 'APPOINTED_AFTER', pattern: APPOINTED_AFTER, gate: mayTellAppointment },
  { name: 'APPOINTED_HERE', pattern: APPOINTED_HERE, gate: mayTellAppointment },
  { name: 'BUYER_AFTER', pattern: BUYER_AFTER, gate: mayTellBuyer },
  { name: 'PARTS_OF_BEFORE', pattern: PARTS_OF_BEFORE, gate: mayNameShares },
  { name: 'PARTS_SELLER_AFTER', pattern: PARTS_SELLER_AFTER, gate: mayTellPartsSold },
  { name: 'MANDATE_OF_BEFORE', pattern: MANDATE_OF_BEFORE, gate: mayNameMandate },
  { name: 'DECIDING_ORGAN', pattern: DECIDING_ORGAN, gate: mayNameDecidingOrgan },
  { name: 'FORM_QUALIFIER', pattern: FORM_QUALIFIER, gate: mayQualifyForm },
  { name: 'SPEAKER_OWN_OFFICE', pattern: SPEAKER_OWN_OFFICE, gate: mayTellSpeakerOffice },
];

export function judgeRidets(text: string, matches: readonly RidetMatch[]): JudgedRidet[] {
  const folded = joinedSentences(text);
  // The folded text with its printed line breaks: a line's label is read on the line as printed,
  // not on one a lower-case next line was joined to.
  const printedLines = fold(text);
  // The words whole families of cues need, asked of the text once (subject-cue-words.ts; speed only):
  // `absorb` gates ABSORBED_AFTER, ABSORBED_BEFORE (with a scission's own words beside them),
  // ABSORBED_OBJECT_BEFORE, ABSORBING_BEFORE, ABSORBS_AFTER, APPROVES_ABSORPTION_OF_AFTER and the
  // organs' approval; `contribution` ABSORBED_AFTER, ABSORBING_BEFORE and CONTRIBUTOR_BEFORE;
  // `shares` PARTS_OF_BEFORE and PARTS_SELLER_AFTER; `exchange` SELLER_BEFORE and BUYER_AFTER;
  // `letting` LET_BY_LATE_BEFORE; `adviser` the three ADVISER_* patterns. Each identifier's words
  // are slices of `folded` (title lines blanked by spaces), so a word the text lacks is in none.
  // The other gates below are a word the pattern's every match holds, asked of its own words.
  const words = subjectCueWords(folded);
  // A business let, its letting written whole or cut short ('LOC.-GÉRANCE').
  const lets = words.letting || LETTING_CUT.test(folded);
  const ends = [...matchesOf(CLAUSE_END, text)].map((m) => m.index + m[0].length);
  const clauseStart = (index: number): number => ends.filter((e) => e <= index).at(-1) ?? 0;
  const clauseEnd = (index: number): number => ends.find((e) => e > index) ?? text.length;

  const judged: JudgedRidet[] = [];
  // Which identifiers a company described as the business's owner prints (OWNER_SELF_BEFORE).
  const ownsBusiness: boolean[] = [];
  // Whether each identifier is listed with the one before it, and whether a plural verb after it speaks for its list.
  const listedWithPrevious: boolean[] = [];
  const pluralAfter: boolean[] = [];
  // Only when the notice itself prints an identifier after it: a short notice opening in lower case is not a tail.
  const tail = previousNoticeTail(text);
  const subsidiary = announcedSubsidiary(folded, matches);
  const tailEnd = matches.some((m) => m.index >= tail) ? tail : 0;
  const head = nextNoticeHead(text);
  const columns = partyColumnLabels(printedLines, matches);
  // An earlier act cited with its own publication (background.ts): the companies it names are its parties, not this notice's.
  const publishedActs = publishedActSpans(printedLines);
  const headStart = matches.some((m) => m.index >= tailEnd && m.index < head) ? head : text.length;
  matches.forEach((match, i) => {
    if (match.index < tailEnd || match.index >= headStart) {
      // The end of the previous notice, or the start of the next one, on a printed page: another company's.
      ownsBusiness.push(false);
      listedWithPrevious.push(false);
      pluralAfter.push(false);
      judged.push({ match, third: true, absorbed: false, absorbing: false, debtorLabel: false, debtorNamed: false, adviser: false, partsOf: false, sellerSide: false });
      return;
    }
    const previous = matches[i - 1];
    const next = matches[i + 1];
    // The role printed right after the previous identifier (', mandataire judiciaire,') is that company's.
    const previousEnd = previous ? previous.index + previous.printed.length : 0;
    // Not the deciding partner's sentence opening the next line (hand-typed.ts), which names this company.
    const previousRole = previous && !DECIDING_OFFICER_NEXT_LINE.test(printedLines.slice(previousEnd, previousEnd + 240)) ? ROLE_RIGHT_AFTER.exec(folded.slice(previousEnd, match.index)) : null;
    const start = Math.max(clauseStart(match.index), previousEnd + (previousRole?.[0].length ?? 0), match.index - 400);
    // A heading that names the event is no clause of the company's sentence (title-lines-before.ts).
    // An identifier opening its line in a card of labelled fields is the card's company's: an
    // office line above it says nothing of whose number it is (card-identifier-line.ts).
    const cardLine = opensCardLine(printedLines, match.index);
    const before = cardLine ? '' : withoutTitleLines(folded.slice(start, match.index), text.slice(start, match.index));
    const afterEnd = Math.min(next ? next.index : text.length, clauseEnd(match.index + match.printed.length), match.index + match.printed.length + 200);
    const after = folded.slice(match.index + match.printed.length, afterEnd);
    // What the company says it was granted may come after its representative and the business described.
    const sentenceAfter = folded.slice(match.index + match.printed.length, Math.min(next ? next.index : text.length, match.index + match.printed.length + 400));
    // A role held in this company ('nommée commissaire aux comptes titulaire de la société Y') marks
    // it as the subject: role words before that ('représentée par M. X, associé,') are the other party's.
    // 'société à responsabilité limitée à associé unique' is a legal form, not a role.
    const organFree = withoutCourtOrgans(withoutSpeakerOwnOffice(withoutFormQualifier(withoutDecidingOrgan(withoutCitedNoticeTitles(before)))));
    const lastRoleIn = [...matchesOf(ROLE_IN, organFree)].at(-1);
    // `HOLDING` inside a name is the name's, not a parent's role: opening a header line, quoted, or in a name printed in capitals (capitals-holding-name.ts).
    const roleIn = withoutActorApposition(withoutCapitalsHoldingName(text, folded, match.index, match.index + match.printed.length, withoutQuotedHoldingName(withoutOpeningHoldingName(folded, match.index, lastRoleIn ? organFree.slice(lastRoleIn.index + lastRoleIn[0].length) : organFree))));
    // Under a party's heading in the same paragraph, the heading says whose identifier it is.
    const paragraph = folded.slice(Math.max(0, folded.lastIndexOf('\n\n', match.index)), match.index);
    // On a telegraphic line, the label opens the mention's field (field-start.ts).
    const lineLabel = nearestInlineLabel(folded, match.index, previousEnd) ?? PARTY_LINE.exec(folded.slice(folded.lastIndexOf('\n', match.index - 1) + 1, match.index))?.[1] ?? PARTY_LINE.exec(folded.slice(fieldStart(folded, match.index), match.index))?.[1];
    // 'Bénéficiaire :' alone is a side only where the notice is a contribution or a merger (not the
    // beneficiary of a subsidy or of a reserved issue of shares).
    const sideLabel = lineLabel === 'beneficiaire' && !CONTRIBUTION_OR_MERGER.test(folded) ? undefined : lineLabel;
    // A bulleted list of members or partners ends at the first labelled line after its items (member-list-end.ts).
    const heading = [...matchesOf(BLOCK_HEADING, paragraph)].at(-1);
    const paragraphStart = Math.max(0, folded.lastIndexOf('\n\n', match.index));
    const headed = heading && !memberListEnded(heading[1]!, paragraph.slice(heading.index + heading[0].length)) && !HEADER_ROW_NEXT.test(text.slice(paragraphStart + heading.index + heading[0].length, match.index)) ? heading[1] : undefined;
    // A column under a header of the act's two parts says whose identifier it prints (party-columns.ts).
    const block = columns.get(match.index) ?? sideLabel ?? headed ?? partyBlockLabel(paragraph);
    const blockSide = block === null ? null : /(?:absorbee|apporteu(?:r|se))$/.test(block) ? 'gives' : /(?:absorbante|beneficiaire)$/.test(block) ? 'gets' : null;
    // 'les sociétés X, RIDET …, et Y, RIDET …': Y is listed with X, its parts too.
    // 'des sociétés A (RIDET …), B (RIDET …) et C (RIDET …)': B is listed with A by a bare comma (listed-companies.ts).
    const listed =
      previous !== undefined &&
      (LISTED_WITH_PREVIOUS.test(folded.slice(previousEnd, match.index)) || seriesComma(folded.slice(previousEnd, match.index), next !== undefined && LISTED_WITH_PREVIOUS.test(folded.slice(match.index + match.printed.length, next.index))));
    listedWithPrevious.push(listed);
    // The pattern's words are looked for first (speed only).
    const boughtFrom = before.includes('aupres d') && PARTS_BOUGHT_FROM_BEFORE.test(before);
    // New shares a company issues are its own capital's (issued-shares.ts), not shares it is the object of.
    const partsSold = (words.shares && mayNameShares(before) && PARTS_OF_BEFORE.test(before) && !INTO_CAPITAL_BEFORE.test(before) && !PARTS_CEDED_TO_BEFORE.test(before) && !boughtFrom && !issuerOfNewShares(before)) || (listed && judged[i - 1]!.partsOf) || (block !== null && block.startsWith('societe dont les'));
    // A role printed right after the identifier speaks for that company and overrides the words before it.
    // A sentence of the company's own partner or officer on the next line is no role of its (hand-typed.ts).
    const roleAfter = DECIDING_OFFICER_NEXT_LINE.test(printedLines.slice(match.index + match.printed.length, match.index + match.printed.length + 240)) ? null : ROLE_RIGHT_AFTER.exec(after);
    const roleEnd = match.index + match.printed.length + (roleAfter?.[0].length ?? 0);
    const rightAfter = roleAfter && !PERSON_AFTER_ROLE.test(text.slice(roleEnd, roleEnd + 60)) && !labelsNextLine(text.slice(match.index + match.printed.length, roleEnd), text.slice(roleEnd, roleEnd + 60)) ? roleAfter[1]! : null;
    const ownRole = rightAfter === null ? null : /^(?:absorbante|beneficiaire)$/.test(rightAfter) ? 'gets' : /^(?:absorbee|apporteuse)$/.test(rightAfter) ? 'gives' : 'party';
    // The company named with 'à' right after a contributor's identifier ('… apportée par la société A, …, RIDET …, à la
    // société B, …, RIDET …'): the contribution's receiver, whose capital grows, not a third party a sale's 'à' names.
    const receivesContribution = words.contribution && previous !== undefined && previous.rid !== match.rid && judged[i - 1]!.absorbed && !judged[i - 1]!.third && CONTRIBUTION_RECEIVER_OPENING.test(before);
    const ownerSelf = /proprietaire|bailleu|loueu/.test(before) && OWNER_SELF_BEFORE.test(before);
    ownsBusiness.push(ownerSelf);
    // The pattern's words are looked for first (speed only): the grantor after its verb, a person who owns the business (business-grantor.ts),
    // the company the verb letting or selling the business follows (business-grantor-verb.ts).
    const seller = (words.exchange && SELLER_BEFORE.test(before)) || (words.letting && LET_BY_LATE_BEFORE.test(before)) || (before.includes('appart') && OWNER_BEFORE.test(before)) || ownerSelf || (before.includes('que lui') && GRANTED_BY_INVERTED_BEFORE.test(before)) || (before.includes('appart') && OWNED_BY_PERSON_BEFORE.test(before)) || grantsBusinessAfter(after);
    const letTo =
      previous !== undefined &&
      ((LET_BY_BEFORE.test(folded.slice(Math.max(0, previous.index - 400), previous.index)) && LET_TO_AFTER_OWNER.test(before)) || (ownsBusiness[i - 1]! && previous.rid !== match.rid && OTHER_PARTY_AFTER_OWNER.test(before)));
    // The debtor's label says whose procedure it is, whatever its name holds ('HOLDING X').
    const debtorLabel = DEBTOR_LINE.test(folded.slice(folded.lastIndexOf('\n', match.index - 1) + 1, match.index));
    // The pattern's words are looked for first (speed only).
    // A court notice's wording: the debtor a procedure is extended to or whose business a plan sells
    // (the subject), the debtor of the procedure extended, the designated buyer, the creditor (third).
    const court = courtPartyReading(folded, match.index, after);
    const courtOfficer = !debtorLabel && courtOfficerCompany(before, after);
    const ownEnd = match.index + match.printed.length;
    const tenant =
      !debtorLabel &&
      !seller &&
      (toldAsTenant(folded, printedLines.slice(fieldStart(printedLines, match.index), match.index), before, sentenceAfter) ||
        (next !== undefined && next.rid !== match.rid && next.index - ownEnd < 400 && letToItByIdentifiedOwner(folded.slice(ownEnd, next.index + next.printed.length + 240), next.index - ownEnd, next.index + next.printed.length - ownEnd)));
    const creditor = procedureCreditor(folded, match.index, after);
    // A number the text says is wrong (corrected-identifier.ts).
    const wrongNumber = saidToBeWrong(before, after);
    const debtorNamed = debtorLabel || court === 'subject' || ((before.includes('judiciaire') || before.includes('sauvegarde') || before.includes('plan de')) && PROCEDURE_DEBTOR_BEFORE.test(before));
    const own = courtOfficer || tenant || (court !== null ? court === 'third' : letTo || boughtFrom ? true : seller || debtorLabel ? false : block !== null
      ? THIRD_BLOCKS.test(block)
      : ownRole === 'party'
        ? /^(?:cessionnaire|locataire|acquereu|acheteu|preneu|franchiseu|domiciliataire|mandataire|administrat|liquidat|commissaire|notaire|avocat|expert|actionnaire|associe)/.test(rightAfter!)
        : (!partsSold && (((lets ? THIRD_PARTY_IN_LETTING : THIRD_PARTY).test(withoutPersonOfficeAppositions(roleIn)) && !PARTY_JOINED_AFTER_ROLE.test(roleIn) && !(roleIn.includes(':') && personThenField(roleIn.slice(roleIn.lastIndexOf(':') + 1))) && !receivesContribution) || COMPANY_ROLE_HOLDER.test(roleIn) || (before.includes('extension') && EXTENDED_FROM.test(before)))) || (mayNameMandate(before) && (MANDATE_OF_BEFORE.test(lineBreaksAsSpaces(before)) || MANDATE_HELD_BEFORE.test(lineBreaksAsSpaces(before)))) || ((before.includes('conserv') || before.includes('garde')) && OFFICE_KEPT_IN_BEFORE.test(lineBreaksAsSpaces(before))) || ((before.includes('souscrit') || before.includes('franchise')) && INVESTOR_BEFORE.test(before)) || ((after.includes('souscri') || after.includes('entree au capital') || after.includes('admis')) && INVESTOR_AFTER.test(after)) || HOLDS_ROLE_AFTER.test(withoutSeatApposition(after)) || (after.includes('permanent') && PERMANENT_REPRESENTATIVE_AFTER.test(after)) || ((after.includes('fonctions') || after.includes('mandat') || after.includes('poste')) && OFFICE_LEFT_AFTER.test(after)) || (words.exchange && mayTellBuyer(after) && BUYER_AFTER.test(after)) || (sentenceAfter.includes('lui ') && LET_TO_IT_AFTER.test(sentenceAfter)) || (sentenceAfter.includes('que lui') && LET_TO_IT_INVERTED_AFTER.test(sentenceAfter)) || (words.shares && mayTellPartsSold(after) && PARTS_SELLER_AFTER.test(after)) || (mayTellAppointment(after) && (appointedElsewhere(after) || appointedHere(withoutSeatApposition(after)))) || SOLE_SHAREHOLDER_AFTER.test(after) || WHOLE_HOLDER_AFTER.test(withoutSeatApposition(after)) || (after.includes('unique') && SOLE_SHAREHOLDER_OF_AFTER.test(after)) || foundedWithPartner(folded, match.index + match.printed.length) || SHARE_HOLDER_AFTER.test(after) || ACTS_FOR_SUBSIDIARY_AFTER.test(after) || (before.includes('offre') && BUYER_OFFER_BEFORE.test(before)) || officeEntrustedBefore(before) || soldToNextLine(folded.slice(Math.max(previousEnd, match.index - 400), match.index)) || (!cardLine && namedAsOfficer(text, folded, match.index, after)) || capitalOperationParty(before, after) || (before.includes('a savoir') && PARTNERS_LISTED_BEFORE.test(before)) || personContributor(before) || companyContributor(folded.slice(Math.max(0, match.index - CONTRIBUTOR_REACH), match.index), after) || relatedCompanyBefore(before) || comparedCompanyBefore(before) || officeNounHolderBefore(folded.slice(Math.max(0, match.index - 400), match.index)) || appointedByNoun(before, after) || appointedInCapacity(before, after) || otherPartyApposition(before) || collectiveMember(before, after) || hostsTheSeat(before) || wrongNumber || saidNotConcerned(printedLines.slice(match.index + match.printed.length, match.index + match.printed.length + sentenceAfter.length)));
    // A company listed after a third party with nothing of its own ('au profit de la société A, RIDET …, et de la société B') is one too.
    // A further company absorbed beside the notice's own, named after it with 'ainsi que' (party-sides.ts).
    const furtherAbsorbed = ownRole === null && before.includes('ainsi que') && FURTHER_ABSORBED_BEFORE.test(before);
    // The group's other companies listed in a footer (group-members.ts).
    const groupMember = listedAsGroupMember(folded.slice(Math.max(clauseStart(match.index), match.index - 400), match.index));
    // The subsidiary a parent announces is the subject, whatever the parent's words before it (subsidiary-announcement.ts).
    const announced = subsidiary !== undefined && subsidiary.index === match.index;
    // A row of a table of holdings is a shareholder's (table-row-parties.ts); a line an office's
    // label opens is the officer company's (office-holder-company.ts); a bare name right after 'à'
    // is the one a sale, a letting or an office goes to, whatever owner the clause named before
    // (sold-to-next-line.ts).
    // The notice's company's sole shareholder, parent or officer company acts for it (subject-organ.ts).
    // The writer's own office ('moi, président, la SAS X, RIDET …') names the company as theirs.
    // (The office words are blanked only once an organ is read: speed.)
    const organ = !announced && !debtorLabel && ((organOfSubject(before, after) && organOfSubject(withoutSpeakerOwnOffice(before), after)) || organLineUnderCard(folded, match.index + match.printed.length));
    // A company told as holding an office or a share of another, whatever the layout (office-of-another.ts).
    // A subsidiary named in its guarantor's or lessor's apposition, the sentence then telling the guarantor's act (guaranteed-relative.ts).
    // The auditor or the appraiser of a contribution or a merger, its profession in apposition ('la SELARL
    // X, commissaire aux comptes inscrit, RIDET …, désignée commissaire à la fusion, a déposé son rapport
    // sur la fusion-absorption de …'): a third party, never a side of the act it reports on.
    const appraiser = APPRAISER_BEFORE.test(before) || APPRAISER_AFTER.test(after);
    const third = !announced && !(before.includes('immatricul') && OWN_REGISTRATION_BEFORE.test(before)) && (appraiser || own || organ || furtherAbsorbed || groupMember || (previous !== undefined && previous.rid !== match.rid && namedAsGuaranteedRelative(folded, previousEnd, match.index, match.index + match.printed.length)) || heldByCustomaryBody(before, after) || onHoldingsRow(folded, match) || onOfficeLabelLine(printedLines, match.index, previous !== undefined && previous.rid !== match.rid ? previousEnd : 0) || givenToBareName(text.slice(start, match.index)) || (listed && !partsSold && ownRole === null && judged[i - 1]!.third) || (!debtorLabel && holdsOfficeOfAnother(folded, printedLines, match.index, match.index + match.printed.length)) || otherCompanyOfAppointmentOrFounding(printedLines, match) || publishedActs.some((span) => match.index >= span.start && match.index < span.end));
    // Parts contributed to a company ('a apporté à la société H les parts … de la société X'): X
    // is neither side of a merger.
    // What an organ approves is its company's act: no side of the merger is its own ('none' reads none).
    const side = organ ? 'none' : ownRole === 'gives' || ownRole === 'gets' ? ownRole : (ownRole === null ? mergerSideAfterDescription(after) : null) ?? blockSide;
    const absorbed = !appraiser && side === 'gives' || (!appraiser && side === null && ownRole === null && !partsSold && !furtherAbsorbed && (((words.absorb || words.contribution || after.includes('scindee')) && ABSORBED_AFTER.test(after)) || (words.absorb && ABSORBED_RIGHT_AFTER.test(after)) || ((words.absorb || before.includes('scission') || before.includes('patrimoine')) && ABSORBED_BEFORE.test(before)) || (words.absorb && ABSORBED_OBJECT_BEFORE.test(before)) || (words.contribution && CONTRIBUTOR_BEFORE.test(before)) || (before.includes('apport') && CONTRIBUTED_TO_BY_BEFORE.test(before))));
    const absorbing = !appraiser && side === 'gets' || (!appraiser && side === null && ownRole === null && !partsSold && !absorbed && (receivesContribution || ((words.absorb || words.contribution) && ABSORBING_BEFORE.test(before)) || (before.includes('au profit') && CONTRIBUTED_FOR_BEFORE.test(before)) || (words.absorb && (ABSORBS_AFTER.test(after) || APPROVES_ABSORPTION_OF_AFTER.test(sentenceAfter))) || (words.absorb && folded.includes('absorption') && ORGANS_APPROVE_ABSORPTION_AFTER.test(folded.slice(match.index + match.printed.length, next ? next.index : match.index + match.printed.length + 800))) || (before.includes('absorbe') && ABSORBED_BY_BEFORE.test(before))));
    pluralAfter.push(pluralVerbAfter(after));
    // A side named by its noun and registered (SIDE_REGISTERED_BEFORE): that side, nothing else.
    const registeredSide = before.includes('immatricul') || before.includes('inscrite') || before.includes('enregistree') ? SIDE_REGISTERED_BEFORE.exec(before)?.[1] : undefined;
    if (registeredSide !== undefined) {
      judged.push({ match, third: false, absorbed: GIVING_SIDES.has(registeredSide), absorbing: !GIVING_SIDES.has(registeredSide), debtorLabel, debtorNamed, adviser: false, partsOf: false, sellerSide: false, creditor: false, wrongNumber, formerOffice: false, heldBySubject: false, givesToSubject: false, takesFromSubject: false, contributedShares: false, courtOfficer: false, tenant: false, organ: false });
      return;
    }
    judged.push({ match, third, absorbed, absorbing, debtorLabel, debtorNamed, adviser: (words.adviser && (ADVISER_BEFORE.test(before) || ADVISER_NAMED_BEFORE.test(before) || ADVISER_FIRM_BEFORE.test(before))) || inAdviserLetterhead(folded, match.index, previous !== undefined && previous.rid !== match.rid ? previousEnd : 0) || inGroupDepartmentLetterhead(folded, match.index) || announcesSubsidiary(folded, matches, match) || announcerLine(folded.slice(folded.lastIndexOf('\n', match.index - 1) + 1, match.index), lineAbove(folded, match.index)) || electedDomicileFirm(folded, match.index) || (before.includes('pour avis') && SIGNER_BEFORE.test(before) && !signsOwnNotice(folded, match.index)) || inOrderBlock(text, match.index), partsOf: partsSold, sellerSide: seller, creditor, wrongNumber, formerOffice: formerOfficeCompanyBefore(before), heldBySubject: heldBySubject(before), givesToSubject: givesToSubject(before, sentenceAfter, folded), takesFromSubject: before.includes('\n') && !/\n[ \t]*\n/.test(before) && TAKER_BEFORE.test(lineBreaksAsSpaces(before)), contributedShares: partsSold && before.includes('apport') && CONTRIBUTED_SHARES_BEFORE.test(before), courtOfficer, tenant, organ });
  });
  // A plural verb after a list's last company ('les sociétés A, …, RIDET …, et B, …, RIDET …, ont
  // fait apport …') gives every earlier member the part it gives the last one.
  for (let i = judged.length - 1; i > 0; i -= 1) {
    if (!listedWithPrevious[i] || !pluralAfter[i]) continue;
    const last = judged[i]!;
    const member = judged[i - 1]!;
    judged[i - 1] = { ...member, third: member.third || last.third, absorbed: member.absorbed || last.absorbed, absorbing: member.absorbing || last.absorbing };
    pluralAfter[i - 1] = true;
  }
  // A merger's sides told by the companies' names again ('par lequel A absorbe B', merger-sides-by-name.ts):
  // the names say who absorbs whom over a verb read near another company's identifier.
  // A TUP's sides told by the sole shareholder's words (tup-sides.ts), where the names tell none.
  const byName = mergerSidesByName(folded, matches, text);
  if (byName.size === 0) for (const [index, side] of tupSides(folded, matches)) byName.set(index, side);
  if (byName.size > 0) {
    for (let i = 0; i < judged.length; i += 1) {
      const side = byName.get(judged[i]!.match.index);
      if (judged[i]!.organ === true) continue;
      judged[i] = { ...judged[i]!, absorbing: side === 'absorbing', absorbed: side === 'absorbed' };
    }
  }
  // A company telling its own act on its seat, name or organ, every other company named through it
  // by a possessive relation noun (`Sa filiale L, …`): the act is its, the relatives third parties (own-act-beside-relative.ts).
  const ownAct = ownActBesideRelatives(folded, matches);
  if (ownAct !== undefined) {
    for (let i = 0; i < judged.length; i += 1) {
      const rid = judged[i]!.match.rid;
      judged[i] = { ...judged[i]!, third: rid !== ownAct.actorRid && ownAct.relativeRids.has(rid) };
    }
  }
  return judged;
}

/** Each candidate's role as a label before it gives it, read from the previous identifier's end (role-label-before.ts). */
function labelledRoles(folded: string, matches: readonly RidetMatch[], candidates: readonly JudgedRidet[]): Array<LabelledRole | null> {
  return candidates.map((c) => {
    const k = matches.indexOf(c.match);
    const previous = k > 0 ? matches[k - 1]! : undefined;
    return roleLabelBefore(folded, previous ? previous.index + previous.printed.length : 0, c.match.index);
  });
}

/** The candidates less those a label gives the taking side, where another is labelled as the giving side. */
function withoutLabelledTaker(folded: string, matches: readonly RidetMatch[], candidates: JudgedRidet[]): JudgedRidet[] {
  const roles = labelledRoles(folded, matches, candidates);
  if (!roles.includes('gives') || !roles.includes('gets')) return candidates;
  return candidates.filter((_, i) => roles[i] !== 'gets');
}

/** The candidates less those a label gives an office, where another, no adviser, is labelled as no party at all or named by the event. */
function withoutLabelledOfficer(folded: string, matches: readonly RidetMatch[], candidates: JudgedRidet[]): JudgedRidet[] {
  const roles = labelledRoles(folded, matches, candidates);
  const offices = roles.filter((role) => role === 'office').length;
  if (offices === 0 || offices === roles.length || roles.some((role) => role !== 'office' && role !== null && role !== 'event')) return candidates;
  const others = candidates.filter((_, i) => roles[i] !== 'office');
  // The drafter's firm left alone is no company appointing an officer (its card is set aside later).
  return others.some((c) => !c.adviser) ? others : candidates;
}

/**
 * A company an office's change of hands names beside the company whose office it is (co-opted,
 * replaced, resigning, proposing: appointment-parties.ts), or the founder of the company a
 * constitution constitutes (founding-company.ts). Printed text folded, line breaks kept.
 */
function otherCompanyOfAppointmentOrFounding(printedLines: string, match: RidetMatch): boolean {
  const end = match.index + match.printed.length;
  return namedInAppointment(printedLines, match.index, end) || foundsAnotherCompany(printedLines, match.index, end);
}

/**
 * A table of the act's parties under the notice's own company: each row's identifier is that
 * party's (table-row-parties.ts). Not in a dissolution or a procedure, whose table of companies
 * under a parent's or a firm's identifier may list the companies the act is about.
 */
function withPartyTableRows(text: string, matches: readonly RidetMatch[], judged: JudgedRidet[], type: AnnonceType | null | undefined): JudgedRidet[] {
  if (type === 'dissolution' || type === 'procedure') return judged;
  const partyRows = partyTableRowIdentifiers(text, matches, (m) => judged.some((j) => j.match.index === m.index && j.third));
  return partyRows.size === 0 ? judged : judged.map((j) => (partyRows.has(j.match.index) ? { ...j, third: true } : j));
}

const TAIL_SIGNATURE = new RegExp(String.raw`^(?:${CLOSING_FORMULA_SOURCE}|le notaire|la gerance|le gerant|la gerante|le president|la presidente|le liquidateur|la liquidatrice)\b.{0,80}$`);
const TAIL_LINES = 4;

/**
 * A printed page cut out around a notice may open with the end of the notice before it: a line
 * that starts inside a sentence (in lower case, after at most the page's running header) and runs
 * to that notice's signature ('Pour avis, le gérant.'). Where that tail ends; 0 when there is none.
 */
export function previousNoticeTail(text: string): number {
  // Only the first lines are read: the whole text is not split (speed only).
  let offset = 0;
  let opened = false;
  for (let i = 0; i < TAIL_LINES && offset <= text.length; i += 1) {
    const lineEnd = text.indexOf('\n', offset);
    const raw = text.slice(offset, lineEnd < 0 ? text.length : lineEnd);
    const line = raw.trim();
    const next = offset + raw.length + 1;
    if (!opened) {
      if (/^\p{Ll}/u.test(line)) opened = true;
      else if (i > 0 || line === '') return 0;
    } else if (line === '') {
      return 0;
    }
    if (opened && TAIL_SIGNATURE.test(fold(line))) return next;
    offset = next;
  }
  return 0;
}

/**
 * The party label inside the identifier's line nearest before it (`… – Acquéreur : B, …, RIDET …`,
 * inline-party-label.ts), read from the previous identifier's end or the line's start; from the line
 * above's start where that line ends on a label's colon, its value set on the identifier's line.
 */
function nearestInlineLabel(folded: string, index: number, previousEnd: number): string | null {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  const valueBelow = lineStart > 1 && /:[ \t]*\n$/.test(folded.slice(lineStart - 4, lineStart));
  const from = valueBelow ? folded.lastIndexOf('\n', lineStart - 2) + 1 : lineStart;
  return inlinePartyLabel(folded.slice(Math.max(previousEnd, from), index));
}

/** The line above the one holding `index` ('' on the first line). */
function lineAbove(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1);
  return lineStart <= 0 ? '' : text.slice(text.lastIndexOf('\n', lineStart - 1) + 1, lineStart);
}

/** The last party label of the few lines above the identifier, in its paragraph. */
function partyBlockLabel(paragraph: string): string | null {
  // The last lines, found back from the end, not by splitting the whole paragraph (speed only).
  let cut = paragraph.length;
  let found = 0;
  while (found < PARTY_BLOCK_LINES && cut > 0) {
    cut = paragraph.lastIndexOf('\n', cut - 1);
    if (cut < 0) break;
    found += 1;
  }
  const near = found === PARTY_BLOCK_LINES ? paragraph.slice(cut + 1) : paragraph;
  if (!near.includes('\n')) return null;
  const label = [...matchesOf(PARTY_BLOCK_LABEL, near)].at(-1);
  if (!label) return null;
  // A party's block holds its particulars ('Forme :', 'Siège :', 'RIDET :', a subscriber's 'Actions :'); a line another field's
  // label opens ('Texte : … a nommé gérante la société H, RIDET …', 'Opération : … souscrites par la
  // société F (RIDET …)') has left it, and its words say whose identifier it prints.
  for (const line of matchesOf(FIELD_LINE_LABEL, near.slice(label.index + label[0].length))) {
    if (!PARTICULARS_LABEL.test(line[1]!)) return null;
  }
  return label[1] ?? null;
}
// A form's labels may be long ('Société dont les parts sociales sont cédées :'): read as far as one goes.
// Numbered or bulleted as the party's own label may be ('3) Commissaire à la fusion : X').
const FIELD_LINE_LABEL = /\n[ \t]*(?:\d{1,2}[.)°][ \t]*|[-–—•*◆◇▪■♦●►▸▶][ \t]*)?([a-z][a-z'° ]{0,60}?)[ \t]*:/g;
const PARTICULARS_LABEL =
  /^(?:denomination(?: sociale)?|raison sociale|nom(?: commercial)?|sigle|enseigne|forme(?: juridique| sociale)?|capital(?: social)?|siege(?: social)?|adresse|domicile|demeurant|ridet|rid|rcs|n°(?: ridet| rcs)?|numero(?: ridet| rcs| d'immatriculation)?|immatriculation|activite|objet(?: social)?|represente(?:e)?(?: par)?|representant(?:e)?(?: legal(?:e)?)?|gerante?|presidente?|directeur general|qualite|profession|fonctions?|role|actions|parts(?: sociales)?|nombre(?: d'actions| de parts)?|montant(?: souscrit| libere| de l'apport)?|apport|quote-part|pourcentage|nationalite|date de naissance|ne(?:e)? le|tel|telephone|courriel|e-mail|email|mail|bp|boite postale)$/;

export interface SubjectDecision {
  match: RidetMatch | null;
  judged: JudgedRidet[];
  /** Which rule decided. */
  rule: 'aucun' | 'pas_immatriculee' | 'autre_partie' | 'fusion' | 'immatriculation' | 'debiteur' | 'parts_cedees' | 'rang_propre' | 'seul_candidat' | 'premier_candidat' | 'tous_tiers' | 'societe_de_la_liste' | 'article_de_l_acte' | 'vendeur_ou_bailleur' | 'parties_de_l_acte' | 'organe_decidant';
}

/**
 * A company printed as an RCS number and as a RIDET ('RCS Nouméa 2024 B 1 000 001, RIDET
 * 1 000 001.002'): the form with its establishment rank, whichever the rule met first.
 */
function withRank(match: RidetMatch, judged: readonly JudgedRidet[]): RidetMatch {
  if (!match.establishmentInferred) return match;
  const ranks = new Set(judged.filter((j) => j.match.rid === match.rid && !j.match.establishmentInferred).map((j) => j.match.ridet));
  return ranks.size === 1 ? judged.find((j) => j.match.rid === match.rid && !j.match.establishmentInferred)!.match : match;
}

export function decideSubjectRidet(text: string, matches: readonly RidetMatch[], options: SubjectOptions = {}): SubjectDecision {
  if (matches.length === 0) return { match: null, judged: [], rule: 'aucun' };
  const read = withPartyTableRows(text, matches, judgeRidets(text, matches), options.type);
  const decision = decideFromJudgments(text, matches, read, options);
  // A business sold or let: decided again with the exchange's sides where the rules do not already publish the giver (exchange-sides.ts).
  return options.type === 'cession' ? decidedWithExchangeSides(text, read, decision, (sided) => decideFromJudgments(text, matches, sided, options)) : decision;
}

/** The subject rules' decision on the identifiers as `read` judges them. */
function decideFromJudgments(text: string, matches: readonly RidetMatch[], read: JudgedRidet[], options: SubjectOptions): SubjectDecision {
  const judged =
    options.contributorRid === undefined && options.organRid === undefined
      ? read
      : read.map((j) => (j.match.rid === options.contributorRid ? { ...j, contributor: true } : j.match.rid === options.organRid ? { ...j, organ: true, third: true } : j));
  // Every identifier is a party the notice is never about (the creditor, the company whose shares
  // are contributed) or a number said to be wrong: the subject's own is not printed, and no rule or
  // score may pick another's.
  // An organ of the notice's company (a holding that is its président) is told apart by `tous_tiers`
  // below, which lists the candidates; the fitted score may still never pick it.
  if (judged.every((j) => neverTheSubject(j, options.type) && j.organ !== true)) return { match: null, judged, rule: 'autre_partie' };

  // A merger: the absorbing company's capital notice, the absorbed company's dissolution, even
  // where the wording makes the other one look like a party ('a fait apport à la société Y').
  if (options.type === 'capital' && judged.some((j) => j.absorbing)) return { match: withRank(judged.find((j) => j.absorbing)!.match, judged), judged, rule: 'fusion' };
  if (options.type === 'dissolution' && judged.some((j) => j.absorbed)) return { match: withRank(judged.find((j) => j.absorbed)!.match, judged), judged, rule: 'fusion' };
  // A constitution names its own registration ('Immatriculation : RIDET …', 'La société est
  // immatriculée au RIDET sous le n° …'): that identifier is the new company's, the others are its
  // founders', contributors' or the notary's.
  if (options.type === 'creation') {
    const folded = joinedSentences(text);
    const registered = judged.filter((j) => registeredHere(folded, j.match));
    if (registered.length > 0 && new Set(registered.map((j) => j.match.rid)).size === 1) return { match: withRank(registered[0]!.match, judged), judged, rule: 'immatriculation' };
    // Only where a single company is identified: with several, which number 'lui' was given is not told here.
    if (registered.length === 0 && new Set(judged.map((j) => j.match.rid)).size === 1 && !judged.some((j) => neverTheSubject(j, options.type)) && IDENTIFIER_GIVEN_TO_IT.test(folded)) return { match: withRank(judged[0]!.match, judged), judged, rule: 'immatriculation' };
    // A company the text says is not registered yet has no identifier to be published under:
    // whatever identifier it prints is a founder's, a president's, or the adviser's who files it.
    if (registered.length === 0 && saysPendingOutsideOrder(REGISTRATION_PENDING_ALL, folded, text)) return { match: null, judged, rule: 'pas_immatriculee' };
  } else if (options.type !== 'cession' && saysPendingOutsideOrder(IDENTIFIER_LINE_OPEN_ALL, fold(text), text)) {
    return { match: null, judged, rule: 'pas_immatriculee' };
  }
  // The company whose own organ decides ('les associés de la société X, …, RIDET …, ont décidé'):
  // another company told inside its description (a past purchase, a letting) is background. Not in
  // a merger, whose meetings decide for both sides (deciding-organ.ts).
  if (options.type !== undefined && options.type !== null && DECIDED_BY_OWN_ORGAN.has(options.type) && !judged.some((j) => j.absorbed || j.absorbing)) {
    const decided = decidingOrganCompany(joinedSentences(text), judged);
    if (decided && !neverTheSubject(decided, options.type)) return { match: withRank(decided.match, judged), judged, rule: 'organe_decidant' };
  }
  // Outside a sale of parts, a company whose parts the notice speaks of is one the subject holds
  // parts in (a subsidiary sold, shares contributed to a holding): not the subject.
  // A TUP told from its shareholder: the company whose parts it holds is the one dissolved (subject-tiebreaks.ts).
  // Or told under the shareholder's own identity block (tup-shareholder-block.ts).
  const dissolved = options.type === 'dissolution' ? (whollyHeldDissolved(joinedSentences(text), judged) ?? dissolvedBesideShareholderBlock(joinedSentences(text), judged)) : null;
  if (dissolved) return { match: withRank(dissolved.match, judged), judged, rule: 'seul_candidat' };
  // The absorbed company's own notice, its side told by its heading, its header block or its name
  // told again as the one dissolved rather than by words around its identifier: the other
  // companies it names are the merger's other parties (merger-notice-side.ts).
  const ownAbsorbed = options.type === 'dissolution' && options.absorbedRid !== undefined ? judged.find((j) => j.match.rid === options.absorbedRid && !j.third) : undefined;
  if (ownAbsorbed) return { match: withRank(ownAbsorbed.match, judged), judged, rule: 'fusion' };
  let candidates = judged.filter((j) => !j.third && (options.type === 'cession' || !j.partsOf));
  if (options.type === 'dissolution') candidates = candidates.filter((c) => !c.absorbing);
  if (options.type === 'capital') candidates = candidates.filter((c) => !c.absorbed);
  // (wt-org) The tenant of a business let is never the letting's subject (neverTheSubject), whatever else is left.
  if (options.type === 'cession' && candidates.some((c) => c.tenant !== true)) candidates = candidates.filter((c) => c.tenant !== true);
  // A small ad labelling both sides of a business's sale or letting (`Acq. A … ← Vdr. B …`, `Loc.-gér. A … – Propr. B …`,
  // role-label-before.ts): the one labelled as buying or taking it is never the notice's company.
  if (options.type === 'cession' && candidates.length > 1) candidates = withoutLabelledTaker(fold(text), matches, candidates);
  // An appointment's small ad labelling a company as the office's holder (`Tit. : SARL A (RIDET …)`, `Psdt : B …`,
  // role-label-before.ts): the company appointed is never the one whose officer it becomes.
  if (options.type === 'nomination' && candidates.length > 1) candidates = withoutLabelledOfficer(fold(text), matches, candidates);
  // (wt-org) A constitution's contributor that gives to 'la société' formed is never the company formed.
  if (options.type === 'creation') candidates = candidates.filter((c) => c.givesToSubject !== true);
  // A company that gives the notice's company what it holds or gets (`l'immeuble que la société a acquis
  // de la SCI X`), in a notice of its own seat, officers, articles or capital, is another party of that
  // act (neverTheSubject): set aside while another candidate remains.
  if (options.type === 'siege' || options.type === 'nomination' || options.type === 'statuts' || options.type === 'capital') {
    const others = candidates.filter((c) => c.givesToSubject !== true && c.heldBySubject !== true);
    if (others.length > 0) candidates = others;
  }
  // So is a company a business was sold or let to, told in passing in a notice of another event.
  if (options.type === 'siege' || options.type === 'nomination' || options.type === 'statuts' || options.type === 'capital' || options.type === 'dissolution') {
    const others = candidates.filter((c) => c.takesFromSubject !== true);
    if (others.length > 0) candidates = others;
  }
  // A company a merger absorbs ends with it: it amends no articles, moves no seat and appoints no
  // officer, so a notice of those is the other company's (a simplified merger told by the parent).
  if ((options.type === 'statuts' || options.type === 'siege' || options.type === 'nomination') && candidates.some((c) => !c.absorbed)) candidates = candidates.filter((c) => !c.absorbed);
  if (candidates.length === 0) {
    const acted = actArticlesCompany(fold(text), judged);
    return acted ? { match: withRank(acted.match, judged), judged, rule: 'article_de_l_acte' } : { match: matches[0]!, judged, rule: 'tous_tiers' };
  }
  // The firm of the notary, lawyer or accountant who writes the notice is no subject when another
  // candidate remains (a law firm may be the subject of its own notice).
  // So is a company named as a person's former office, before the advisers are set aside: the firm
  // whose card heads its own notice stays (former-office-company.ts).
  const notFormerOffices = candidates.filter((c) => !c.formerOffice);
  if (notFormerOffices.length > 0) candidates = notFormerOffices;
  const notAdvisers = candidates.filter((c) => !c.adviser);
  if (notAdvisers.length > 0) candidates = notAdvisers;
  // The firm where a business's sale takes its oppositions is never a side of that sale: where it is
  // all that is left, the seller printed no identifier of its own (cordees yr37).
  else if (options.type === 'cession' && candidates.every((c) => electedDomicileFirm(fold(text), c.match.index))) return { match: null, judged, rule: 'autre_partie' };
  // Below the notice's sign-off, a short tail prints a drafter's or publisher's card, a group's
  // footer or the next notice's head (notice-closing.ts): no subject when a candidate stands above it. A
  // company signing its own notice below the sign-off stays (own-signature.ts).
  if (candidates.length > 1) {
    const tail = signedOffTailStart(text);
    const below = candidates.filter((c) => c.match.index >= tail);
    const foldedText = below.length > 0 ? fold(text) : '';
    const above = candidates.filter((c) => c.match.index < tail || signsOwnNotice(foldedText, c.match.index));
    if (above.length > 0) candidates = above;
  }
  // A firm's card (a postal box, an e-mail, a telephone beside the identifier) is how a drafter or
  // a publisher signs (contact-card.ts): no subject when a candidate remains off the cards.
  if (candidates.length > 1) {
    const folded = fold(text);
    const offCards = candidates.filter((c) => !onContactCard(folded, c.match.index));
    if (offCards.length > 0) candidates = offCards;
  }
  // A procedure notice names its debtor under a label ('Débiteur : X, …, RIDET …'): the companies
  // around it (subsidiaries, creditors, the mandataire's firm) are not the subject.
  const debtors = candidates.filter((c) => c.debtorNamed);
  if (options.type === 'procedure' && debtors.length > 0 && new Set(debtors.map((c) => c.match.rid)).size === 1 && new Set(candidates.map((c) => c.match.rid)).size > 1) {
    return { match: (debtors.find((c) => !c.match.establishmentInferred) ?? debtors[0]!).match, judged, rule: 'debiteur' };
  }
  // One company: one RID, and never two different establishment ranks printed for it.
  const rids = new Set(candidates.map((c) => c.match.rid));
  const ranks = new Set(candidates.filter((c) => !c.match.establishmentInferred).map((c) => c.match.ridet));
  if (rids.size === 1 && ranks.size <= 1) {
    // One company printed twice ('RCS Nouméa 2014 B 1 259 100 – RIDET 1259100.001'): the form with its rank.
    return { match: (candidates.find((c) => !c.match.establishmentInferred) ?? candidates[0]!).match, judged, rule: 'seul_candidat' };
  }
  // A sale of shares is the company whose shares are sold; a company's own rank, not its secondary establishment's (subject-tiebreaks.ts).
  const sold = options.type === 'cession' ? sharesSold(candidates) : null;
  if (sold) return { match: sold.match, judged, rule: 'parts_cedees' };
  // A business's sale or location-gérance: the party told as the one who lets or sells (business-parties.ts).
  const grantor = options.type === 'cession' ? (ordinalGrantor(fold(text), candidates) ?? markedSeller(fold(text), candidates) ?? grantorNamedAgain(fold(text), candidates)) : null;
  if (grantor) return { match: grantor.match, judged, rule: 'vendeur_ou_bailleur' };
  // A two-party act read by its frame: each company's side by the grammar, the notice's side by the field rules (act-parties.ts).
  const framed = actFrameSubject(joinedSentences(text), candidates, options.type);
  if (framed) return { match: withRank(framed.match, judged), judged, rule: 'parties_de_l_acte' };
  const ownRank = rids.size === 1 ? ownRankBesideSecondary(joinedSentences(text), candidates) : null;
  if (ownRank) return { match: ownRank.match, judged, rule: 'rang_propre' };
  // An administrative act decides in its articles: the company they act on (act-structure.ts).
  const acted = actArticlesCompany(fold(text), judged);
  if (acted) return { match: withRank(acted.match, judged), judged, rule: 'article_de_l_acte' };
  return { match: candidates[0]!.match, judged, rule: 'premier_candidat' };
}

/**
 * A founder of the company constituted, told by the verb after its identifier (`…, RIDET …, a
 * constitué une société`), or after its partner's particulars and identifier, the two founding
 * together (`…, RIDET …, et la société Y, …, RIDET …, ont constitué entre elles une société`): the
 * reading runs past the partner's identifier, up to the sentence's end.
 */
function foundedWithPartner(folded: string, end: number): boolean {
  return FOUNDER_AFTER.test(folded.slice(end, end + FOUNDER_REACH));
}
const FOUNDER_REACH = 400;
