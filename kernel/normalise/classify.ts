/**
 * Picks the one type of a notice. Notices mention several events (a dissolution names a
 * liquidateur, a transfer amends article 4 of the statuts), so words are split into strong
 * evidence (the event itself) and weak evidence (roles, consequences, formalities). The heading
 * decides first; then strong body evidence, the main event winning by TYPE_PRECEDENCE; weak
 * evidence alone must be clear, else the notice is unclassifiable (null, never guessed).
 */

import { ANNONCE_TYPES, type AnnonceType } from '../model/announcement.ts';
import { NUMBER_STOP } from './clause-chars.ts';
import { fold } from './fold.ts';
import { globalOf, matchesOf } from './global-pattern.ts';
import { headingEventDenied, procedureRefused, withoutDeniedEvents } from './denied-events.ts';
import { CAPITAL_OPERATION_WORDINGS } from './capital-wordings.ts';
import { OFFICER_DEATH_WORDINGS } from './officer-death.ts';
import { PLAIN_CAPITAL_WORDINGS, PLAIN_CLOSING_WORDINGS, PLAIN_CREATION_WORDINGS, PLAIN_FORM_WORDINGS, PLAIN_OFFICER_WORDINGS, PLAIN_SALE_WORDINGS, PLAIN_SEAT_WORDINGS, PLAIN_STATUTES_WORDINGS } from './plain-speech-events.ts';
import { TRANSFORMATION_WORDINGS } from './transformation-wordings.ts';
import { MEMBER_CHANGE_WORDINGS } from './collective-members.ts';
import { withoutBusinessContributedForShares } from './business-contribution.ts';
import { DORMANCY_WORDINGS, withoutDormancy } from './dormant-company.ts';
import { RESUMED_ACTIVITY_WORDINGS, undoesLiquidation } from './resumed-activity.ts';
import { replacesLiquidator } from './liquidator-replaced.ts';
import { BRANCH_CLOSINGS, ESTABLISHMENT_CHANGES, ESTABLISHMENT_OPENINGS, mayTellEstablishment, registeredElsewhere } from './establishment-events.ts';
import { HOST_TOLD_SEAT_WORDINGS } from './host-told-seat.ts';
import { requiredLiterals } from './required-literal.ts';
import { wordPresence } from './word-presence.ts';
import { withDecisionStems } from './decision-list.ts';
import { backgroundSpans, withoutSpans } from './background.ts';
import { withoutHistory } from './french-date.ts';
import { unrealisedEvents } from './unrealised-events.ts';
import { declinesDissolution } from './declined-dissolution.ts';
import { withKeywordTypos } from './keyword-typos.ts';
import { typeAbbreviationsRead } from './abbreviated-words.ts';
import { withRectifiedEvent } from './rectified-event.ts';
import { RECORD_TITLE_CREATIONS, RECORD_TITLE_NOMINATIONS } from './record-title-event.ts';
import { SHEET_CAPITAL_CHANGES, SHEET_CREATIONS, SHEET_NOMINATIONS, SHEET_SEAT_MOVES } from './sheet-event-wordings.ts';
import { CREATION_OF_FORM_NAMED, SEAT_OF_FORM_NAMED_MOVED } from './form-named-events.ts';
import { PROROGATION_PAST_A_CLAUSE, SEAT_MOVED_SHARED_AUXILIARY } from './clause-between-events.ts';
import { BOARD_COMPOSED_AFTER_MEETING } from './board-composition.ts';
import { DIRECTION_CHANGES } from './direction-wordings.ts';
import { OFFICERS_TABLE_DECISIONS } from './officers-table-decision.ts';
import { CONTRIBUTIONS_ARTICLE_AMENDED, mergerHeadingCapital } from './merger-notice-side.ts';
import { headingNounEvent } from './heading-event-noun.ts';
import { INSERTION_MAX } from './value-labels.ts';
import { documentTitleEvent } from './document-title-event.ts';
import { singleLineBreaksAsSpaces } from './joined-lines.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE, FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { EVERYDAY_CLOSING_WORDINGS, EVERYDAY_SALE_WORDINGS, EVERYDAY_SEAT_WORDINGS } from './everyday-event-wordings.ts';
import { NOT_PREMISES_GOT } from './sale-words.ts';

/** How many of the text's first lines may hold its title under the page's furniture (title-furniture.ts). */
const TITLE_REACH = 6;

/**
 * The folded text's first lines, those that may hold its title: only they are read as a title. Cut
 * from the whole text's fold, which the body's reading asks for anyway: fold maps each code unit
 * alone and keeps the line breaks where they are, so the fold of the first lines is that fold's
 * start, and folding them again cost more than the cut (speed only).
 */
function headLinesOf(folded: string): string[] {
  let end = -1;
  for (let lines = 0; lines < TITLE_REACH; lines += 1) {
    end = folded.indexOf('\n', end + 1);
    if (end < 0) return folded.split('\n');
  }
  return folded.slice(0, end).split('\n');
}

export interface ClassifyHints {
  heading?: string | null;
  category?: string | null;
  /** The notice is the absorbed company's own (merger-notice-side.ts): no merger exception for the absorbing one, its dissolution over the increase. */
  absorbedHeader?: boolean;
  /**
   * The whole notice as printed, before its tables were read as `Label : value` lines and its page's
   * furniture set apart: where a document's title and its event's column are (document-title-event.ts),
   * read only when it is given.
   */
  printed?: string;
}

export interface Classification {
  type: AnnonceType;
  /** What decided: the event named in the heading, in the body, or weak hints only. */
  evidence: 'heading' | 'body' | 'weak';
  /** 0..1, how much the evidence agrees. */
  confidence: number;
  scores: Record<AnnonceType, number>;
  /** Which of the rules decided: the heading, the merger exception, precedence in the body, weak hints. */
  rule: 'heading' | 'merger' | 'precedence' | 'weak';
  /** Per type, the strong wordings in the heading and in the body, the weak hints and the category's (type-candidates.ts weighs them). */
  hits: Record<AnnonceType, TypeHits>;
  /** The folded readings the patterns ran on: the heading without its field lines; the body with them, abbreviations read, negated events blanked. */
  readings: { heading: string; body: string };
}

export interface TypeHits {
  heading: number;
  body: number;
  weak: number;
  /** Weak hints in the heading alone (a title that names the event only by a hint: 'CONSTITUTION PAR APPORT …'). */
  weakHeading: number;
  category: number;
}

/**
 * Main event first when a notice reports several: a court procedure outranks the liquidation it
 * causes, a dissolution the liquidateur it names, a constitution the gérant it appoints, a
 * cession the new gérant it brings, a capital or siège change the statuts article it amends.
 */
export const TYPE_PRECEDENCE: readonly AnnonceType[] = [
  'procedure',
  'dissolution',
  'creation',
  'cession',
  'capital',
  'siege',
  'statuts',
  'nomination',
];

// A sum of money as notices print it, folded: its digits, its millions, its currency ('2 m f', '500.000 xpf', '1,5 million de francs').
const CURRENCY = '(?:f|xpf|cfp|fcfp|f cfp|francs?(?: cfp)?|€|eur|euros?)';
const MONEY = String.raw`\d[\d .,]*(?: ?m(?:illions?)?(?: de)?)? ?${CURRENCY}`;
// The sum it was may go without its currency, which the new sum prints ('de 1 M à 5 M F').
const MONEY_BEFORE = String.raw`\d[\d .,]*(?: ?m(?:illions?)?(?: de)?)?(?: ?${CURRENCY})?`;


/**
 * An article's title the text quotes after its number ('l'article 12 des statuts (« Cession des
 * parts »)', 'article 9 – Cession des actions'): the article's name, not a sale; what the article
 * now says is read as any other clause.
 */
const NOT_AN_ARTICLE_TITLE = String.raw`(?<!\barticles?\s+\d+\w*\s*(?:des statuts\s*)?(?:[(«"“:–—-]\s*){0,2})`;
const STRONG: Record<AnnonceType, RegExp[]> = {
  creation: [
    /\bavis de constitution\b/,
    // A notice named by its kind, as a rectificatif names the one it corrects ('À l'annonce de
    // constitution de la SARL X, parue …'), its date between them ('À l'annonce parue le 25/08/2026
    // concernant la constitution de …').
    /\b(?:annonce|insertion|publication)s? (?:legales? )?(?:parue?s? (?:le|au|dans) [^,.;\n]{1,40}? )?(?:de|relative a la|concernant la) constitution\b/,
    // The form abbreviated after an elided article too ('CONSTITUTION D'EURL', 'constitution d'une SAS').
    new RegExp(String.raw`\bconstitution (?:d'une |de la |de |de l'|d')(?:societe|entreprise unipersonnelle|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b`),
    // The deed between the noun and the company ('Avis est donné de la constitution, par acte sous seing
    // privé du 20 avril 2026, d'une société par actions simplifiée dénommée X', '…, de la société
    // ci-dessus désignée').
    new RegExp(String.raw`\bconstitution,\s*(?:par|suivant|aux termes d')\s[^.;:]{1,100}?,\s*(?:d'une|de la)\s+(?:societe|entreprise unipersonnelle|${FOLDED_FORMS_SOURCE})\b`),
    /\bil a ete constituee?\b/,
    /\ba ete constituee? (?:une|la) societe\b/,
    /\bont constitue\b/,
    // Founders forming it between them, the older drafting's verb ('… et la SAS Y ont formé entre elles une société en nom collectif').
    new RegExp(String.raw`\bont forme (?:entre (?:eux|elles) )?(?:une|la) (?:societe|${FOLDED_FORMS_SOURCE})\b`),
    // One founder ('M. X a constitué seul une EURL dénommée …', 'la société H a constitué une SAS',
    // the form spelt out 'a constitué une entreprise unipersonnelle à responsabilité limitée').
    new RegExp(String.raw`\ba constitue (?:seule? |a lui seul |a elle seule )?(?:une|la) (?:societe|entreprise unipersonnelle|${FOLDED_FORMS_SOURCE})\b`),
    /\bsociete nouvellement constituee\b/,
    // The founders telling it themselves ('Nous avons créé la SCI X', 'j'ai constitué une EURL'): a
    // notice sent by the company's own people, in the first person.
    // What stands between the verb and the company is how and when ('j'ai créé seul, le 10 mars 2026, une EURL').
    new RegExp(String.raw`\b(?:nous avons|j'ai) (?:cree|constitue|fonde)e?s?(?: seule?s?)?(?:,? le [^,.;\n]{4,30},)? (?:une|la|notre|ma) (?:societe|${FOLDED_FORMS_SOURCE})\b`),
    ...PLAIN_CREATION_WORDINGS,
    // The present tense of a constitution ('il est constitué la société X', '… entre les soussignés')
    // and a newspaper's heading for it ('NAISSANCE D'UNE SOCIÉTÉ').
    /\bil est constituee? (?:une|la|entre)\b/,
    // The company as the subject of its own constitution, its particulars between ('La SARL X, au
    // capital de …, gér. Mme Y, RIDET …, est constituée.'); not what it is made of ('est constituée de').
    // (The verb is matched first, the company before it looked behind: speed only.)
    new RegExp(String.raw`\best constituee\b(?!\s+(?:de|d'|par|entre les)\b)(?<=^[^\n]{0,40}\b(?:la|une) (?:societe|${FOLDED_FORMS_SOURCE})\b[^\n]{1,300}?,\s*est constituee)`, 'm'),
    /\bnaissance d'(?:une )?(?:societe|entreprise)\b/,
    // 'AVIS CONST.', 'Avis de constit.', '┌ AVIS CONST. ┐': the notice's kind cut, framed or not.
    /^[^a-z\d\n]*avis (?:(?:de )?const(?:it)?\.(?=\s|$)|constitution\b)/m,
    // The event's word opening the insertion before a compositor's mark ('CONSTITUTION :: X :: SARL',
    // '◆ CRÉAT. :: X'); never a card's field with its date ('Constitution : 12/05/2015').
    /^[^a-z\d\n]*(?:constitution|creation|creat\.|constit\.|const\.)\s*(?:::|[▪•·|~◆►▸])(?!\s*\d)/m,
    // A bulletin's rubric of constitutions over its summaries ('CONSTITUTIONS DU MOIS (avis résumés)').
    /^\s*constitutions?(?: de (?:societes|la semaine|la quinzaine)| du (?:mois|jour))?(?:\s*\([^()\n]{1,40}\))?\s*$/m,
    // A compositor's rubric of births between his marks, on its line ('— SOCIÉTÉS : NAISSANCES —',
    // '≡ SOCIÉTÉS NOUVELLES ≡'), or cut opening the insertion before a mark ('NAISS. ~ SNC ~ X ~ …').
    /^[^a-z\d\n]*(?:(?:societes?|entreprises?)\s*:\s*)?(?:naissances?|(?:societes|entreprises) nouvelles|nouvelles (?:societes|entreprises))[^a-z\d\n]*$/m,
    /^[^a-z\d\n]*naiss\.\s*[^a-z\d\s]/m,
    // A short insertion's own constitution by a private deed, its date after ('— constit. ssp 08/01/2026',
    // 'SELARL constituée ssp le 11/05/2026').
    /\bconstit(?:uee?|\.)\s+(?:par\s+)?(?:a?ssp|acte ssp)(?:\s+(?:le|du))?\s+\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/,
    /\betablis les statuts d'une societe\b/,
    /\bcreation (?:d'une |de la |de )societe\b/,
    // A greffe extract of a first registration: the labels of a new company's record, and the
    // registry's own heading for it ('Immatriculation principale', as against a branch's
    // 'immatriculation secondaire' below: both start a record here).
    /^\s*(?:debut|commencement) d'activite\s*:/m,
    /^\s*immatriculation principale\s*:?\s*$/m,
    // A branch registered here starts its record here: 'ouverture … d'une succursale' (a company
    // registered here opening an establishment is `statuts`: establishment-events.ts).
    ...ESTABLISHMENT_OPENINGS,
    /\bimmatriculation secondaire\b/,
    // A company constituted by a contribution ('constitution par apport d'un fonds'): the
    // contribution is how it is constituted, not a sale.
    /\bconstitution (?:de la societe )?par (?:voie d')?apports?\b/,
    // A small ad opens on its event and the company ('CONSTIT. Sté X', 'CONSTITUTION SARL X'), or
    // names it after the company ('SCI X — constit. par acte notarié du …').
    // 'Création' so placed is the same event: a company is created by its constitution ('CRÉATION SAS X').
    new RegExp(String.raw`^[ \t]*(?:constitution|creation)\s*[-–—:.]?\s*(?:de la |d'une )?(?:ste|societe|${FOLDED_FORMS_SOURCE})\b`, 'm'),
    // Only as the ad's own event after its name and dash: 'constituée par acte du …' in a company's
    // description recalls its past.
    /(?:^|[-\u2013\u2014:]\s*)constitution (?:par )?acte\b/m,
    // The word alone heading a record of the new company's fields ('Constitution.' / 'Dénomination : X' / 'Forme : SARL').
    /^[ \t]*(?:constitution|creation)[ \t]*[-\u2013\u2014:.]?[ \t]*\n[ \t]*(?:denomination|forme)[ \t]*:/m,
    ...RECORD_TITLE_CREATIONS,
    ...SHEET_CREATIONS,
    ...CREATION_OF_FORM_NAMED,
  ],
  capital: [
    ...SHEET_CAPITAL_CHANGES,
    // A contribution of part of a company's assets to another (its heading, or a table of the two
    // sides): the beneficiary's capital operation by the field rules, whether or not the increase is told.
    /\bapports? partiels? d'actifs?\b/,
    // An insertion drops the article ('Augmentation capital'); 'fonds social' is the capital's older name.
    /\b(?:augmentation|reduction|diminution) (?:(?:de|du) )?(?:son )?(?:capital|fonds social)\b/,
    /\bcapital (?:social )?(?:a ete |est |sera )?(?:porte|ramene|reduit|augmente|diminue)\b/,
    // What is carried from one sum of money to another, whatever word a compositor cuts before it
    // ('Cpl. X porté de 1 M à 5 M F', 'K ramené à 500.000 F'), is the capital, unless the clause
    // names another sum (a share's nominal value, a price, a rent, a fee).
    new RegExp(`(?<!\\b(?:nominale?|prix|loyer|redevance)\\b[^.;]{0,60})\\b(?:porte|ramene|reduit|augmente|diminue)e?s? (?:de ${MONEY_BEFORE} )?a ${MONEY}(?![a-z])`),
    // The company named between the noun and its verb ('le capital de la société absorbante a été augmenté').
    /\bcapital (?:social )?de la societe\b[^.;:]{1,120}?\b(?:a ete|est|sera) (?:porte|ramene|reduit|augmente|diminue)\b/,
    /\bincorporation de (?:reserves|primes|benefices)\b/,
    /\bmodification du capital\b/,
    // A linking adverb may stand between the verb and its object ('a augmenté en conséquence son capital').
    // Not the law's alternative a company continuing despite its losses is given (`pour reconstituer ses
    // capitaux propres ou réduire son capital`): no decision on its capital.
    /(?<!\breconstituer (?:ses|leurs|les) capitaux propres\b[^.;]{0,40}\bou (?:de )?)\b(?:augment|redui|diminu|port)\w*(?:,? (?:en consequence|correlativement|a due concurrence|d'autant|de ce fait),?)? (?:le|son) capital\b/,
    ...CAPITAL_OPERATION_WORDINGS,
    // A company's own telling ('le capital est passé de … à …', plain-speech-events.ts).
    ...PLAIN_CAPITAL_WORDINGS,
  ],
  siege: [
    ...SHEET_SEAT_MOVES,
    /\btransfert (?:du |de |de son |de leur )?siege\b/,
    // Several companies moving each its own ('ont chacune décidé de transférer leur siège').
    /\btransferer (?:le|son|leur|leurs) sieges?\b/,
    // The company telling the move in the present or the future ('X transfère son siège de A à B', 'transféreront leur siège').
    /(?<!\b(?:a|ont|avoir|ayant)\s)\btransfer(?:e|ent|era|eront) (?:son|leur) siege\b/,
    // The auxiliary may stand apart from its participle by an incise between commas ('la société X a,
    // par décision de ses associés du 3 mai, transféré son siège social dans nos locaux').
    /\b(?:a|ont)(?:,[^,;.\n]{1,100},)? transfere (?:le|son) siege\b/,
    /\bsiege (?:social )?(?:a ete |est |sera )?transfere\b/,
    // A decision's item labelled by its object ('1. Siège social : transféré au …').
    /^[ \t]*(?:\d+[.)\u2013-]?\s*|[-\u2013\u2022]\s*)?siege(?: social)?\s*:\s*(?:est |a ete )?transfere\b/m,
    // The company named between the noun and its verb ('le siège social de la société X, qui …, a été
    // transféré'); an identifier's full stop between digits ends no clause ('RIDET 1 000 009.001').
    new RegExp(String.raw`\bsiege (?:social )?de la societe\b(?:[^.;:]|${NUMBER_STOP}){1,200}?\b(?:a ete|est|sera) transfere\b`),
    // A grouping's or a cooperative's seat, named by what the entity is ('le siège du groupement a été transféré').
    /\bsiege (?:social )?(?:du groupement|de la cooperative|du gie)\b[^.;:]{0,120}?\b(?:a ete|est|sera) transfere\b/,
    // The former seat in apposition between the noun and its verb ('le siège social, précédemment fixé 2, rue X, 98890 Païta, a été transféré').
    /\bsiege(?: social)?,\s*(?:precedemment|anciennement|jusqu'alors|jusqu'a present|jusqu'ici)\b[^;:\n]{1,160}?,\s*(?:a ete|est|sera) transfere\b/,
    /\bnouveau siege\b/,
    // The seat's field printing its former and new address on either side of an arrow ('siège : 3, rue X, Nouméa ➜ marina Y, Mont-Dore').
    /\bsiege(?: social)?\s*:\s*[^\n;:]{3,120}?\s(?:→|➜|➔|⇒|->|=>)\s/,
    /\bchangement (?:de|du) siege\b/,
    /\bsiege (?:social )?(?:est |a ete )?(?:desormais|dorenavant) (?:fixe|situe|etabli|transfere)\b/,
    ...SEAT_OF_FORM_NAMED_MOVED,
    ...SEAT_MOVED_SHARED_AUXILIARY,
    ...PLAIN_SEAT_WORDINGS,
    ...HOST_TOLD_SEAT_WORDINGS,
    ...EVERYDAY_SEAT_WORDINGS,
  ],
  statuts: [
    /\bchangement de (?:denomination|forme|objet|raison sociale)\b/,
    /\bmodification de (?:la )?(?:denomination|raison sociale)\b/,
    // Two patterns, one per noun, so that each has a word a text must hold before it is run.
    /\b(?:modifier|remplacer|changer|(?:a|ont) (?:modifie|remplace|change)) (?:la|sa) denomination\b/,
    /\b(?:modifier|remplacer|changer|(?:a|ont) (?:modifie|remplace|change)) (?:la|sa) raison sociale\b/,
    /\b(?:a|ont) change de (?:denomination|nom|raison sociale)\b/,
    /\bdenomination (?:sociale)?,? qui devient\b/,
    /\b(?:etendre|modifier|elargir) (?:l'|son )objet\b/,
    // The decision told in the active past ('l'AGE a étendu l'objet social à …').
    /\b(?:a|ont) (?:etendu|modifie|elargi|complete|restreint) (?:l'|son )objet\b/,
    /\bproroger\b/,
    // The extension told as done ('a prorogé la durée de la société', 'la durée … a été prorogée').
    /\b(?:a|ont) proroge (?:la|sa) duree\b/,
    /\bduree (?:de la societe |sociale )?(?:a ete |est )prorogee\b/,
    ...PROROGATION_PAST_A_CLAUSE,
    // The change told in the passive perfect too ('la dénomination sociale a été modifiée et devient : « X »').
    /\b(?:la |sa )?denomination (?:sociale )?(?:de la societe )?(?:devient|est (?:desormais|modifiee|remplacee|changee)|a ete (?:modifiee|remplacee|changee))\b/,
    /\b(?:nouvelle|ancienne) denomination\b/,
    // An insertion names the change by its new thing ('Nouveau nom : X', 'Nouvel objet : …').
    /\b(?:nouveau|nouvel) (?:nom|objet)\b/,
    // A decision told as done, in any voice ('je soussigné … informe que la société a pris la dénomination X').
    /\b(?:(?:a|ont) (?:pris|adopte)|adopte|adoptent) (?:(?:la|une nouvelle|pour nouvelle) (?:denomination|raison sociale)|le (?:nouveau )?nom)\b/,
    /\b(?:prend|prendra|portera) (?:desormais |dorenavant )?(?:(?:la|pour) (?:nouvelle )?(?:denomination|raison sociale)|le (?:nouveau )?nom)\b/,
    /\bmodification (?:de l'|de son |du )?objet\b/,
    /\bobjet (?:social )?(?:a ete |est )?(?:modifie|etendu|elargi|complete)\b/,
    /^[ \t]*(?:\d+[.)\u2013-]?\s*|[-\u2013\u2022]\s*)?objet(?: social)?\s*:\s*(?:est |a ete )?(?:modifie|etendu|elargi|complete)\b/m,
    /\bextension (?:de l'|du )?objet\b/,
    /\bprorogation\b/,
    /\btransformation (?:de la societe )?en (?:societe|sas|sarl|sa|eurl|snc|sci)\b/,
    /\btransformation de la societe\b/,
    // The old form may stand between ('TRANSFORMATION DE SARL EN SAS', 'transformer la société à
    // responsabilité limitée en société par actions simplifiée'): a form follows 'en'.
    /\btransformation\b[^.,;:\n]{0,60}?\ben (?:societe|sas|sasu|sarl|sa|eurl|snc|sci|selarl|scop|sca)\b/,
    // One pattern per verb form, each with a word a text must hold (speed only).
    /\btransformer\b[^.;:\n]{0,80}?\ben (?:societe|sas|sasu|sarl|sa|eurl|snc|sci|selarl|scop|sca)\b/,
    /\b(?:a|ont|a ete|est) transformee?\b[^.;:\n]{0,80}?\ben (?:societe|sas|sasu|sarl|sa|eurl|snc|sci|selarl|scop|sca)\b/,
    ...TRANSFORMATION_WORDINGS,
    ...PLAIN_FORM_WORDINGS,
    ...PLAIN_STATUTES_WORDINGS,
    /\bmise en harmonie des statuts\b/,
    /\brefonte (?:(?:complete|totale|globale|generale) )?des statuts\b/,
    // The articles rewritten whole ('a adopté une nouvelle rédaction intégrale des statuts').
    /\bnouvelle redaction (?:(?:integrale|complete|totale|globale|generale) )?des statuts\b/,
    // The same told by its verb, or as new articles adopted ('a refondu les statuts', 'a adopté de
    // nouveaux statuts'), and the change of a company's organs of administration itself
    // ('changement du mode d'administration', 'adopter la forme de société anonyme à directoire').
    /\b(?:refondu|refondre|refondait)\s+(?:entierement\s+|integralement\s+)?(?:les|ses)\s+statuts\b/,
    /\badopte\s+(?:de nouveaux|les nouveaux)\s+statuts\b/,
    /\b(?:changement|modification)\s+du\s+mode\s+d'administration\b|\bmodifie\s+le\s+mode\s+d'administration\b/,
    /\b(?:adopter|adopte|adoption de)\s+la\s+forme\s+de\s+societe\s+anonyme\s+a\s+(?:directoire|conseil d'administration)\b/,
    // The articles amended told in the active voice ('ont décidé de modifier les articles 2, 3 et 14 des statuts').
    // Not the articles rewritten as the consequence of another decision ('en conséquence, modifié l'article
    // 16 des statuts'), as the passive 'modifiés en conséquence' is not.
    /(?<!\b(?:en consequence|correlativement|de ce fait|par voie de consequence),?\s+)\b(?:modifier|modifie|modifient|a modifie|ont modifie)\s+(?:les |l')articles? [\d, et]+des statuts\b(?!\s*(?:\([^()\n]{0,40}\)\s*)?,?\s*en consequence)/,
    /\bmodification (?:de la date )?de (?:la )?(?:date de )?cloture (?:de l'|des )?exercice/,
    // The same told by its verb, and other amendments of the articles' clauses told as done
    // ('de modifier la date de clôture de l'exercice social', 'ont adopté une nouvelle rédaction des
    // articles 12 et 13 des statuts', 'ont supprimé la clause d'agrément').
    /\b(?:modifier|changer|(?:a|ont) (?:modifie|change)) (?:la )?date de cloture (?:de l'|des )?exercices?\b/,
    /\b(?:adopter|(?:a|ont) adopte|adoptent) (?:une )?nouvelle redaction (?:de l'article|des articles)\b/,
    /\b(?:supprimer|introduire|(?:a|ont) (?:supprime|introduit)) (?:la|une) clause d'(?:agrement|inalienabilite|preemption)\b/,
    // Continuing despite losses (art. L. 223-42 / L. 225-248): statuts unless capital changes.
    /\bcapitaux propres\b[^.]{0,80}\binferieurs? a la moitie\b/,
    // The same in a grid's or a brief's shorthand ('capitaux propres < ½ du capital', 'CAP. PROPRES < 1/2 CAP.').
    /\bcap(?:itaux|ital|\.)?\s*propres\b[^\n]{0,20}?(?:<|\binf(?:erieurs?\b|\.))\s*(?:a\s+)?(?:½|1\/2\b|la moitie\b|moitie\b)/,
    // The accountants' initials for it, right before the sign ('CP < ½ du capital').
    /\bcp\s*(?:<|\binf\.)\s*(?:½|1\/2\b)/,
    /\bconversion (?:des |d'|de )(?:\d+ )?(?:actions|parts)\b/,
    // A change of name told as a writer would ('changer le nom de la société qui s'appellera désormais « X »').
    /\b(?:changer|modifier) (?:le|son) nom de la societe\b/,
    /\bs'appellera (?:desormais|dorenavant)\b/,
    CONTRIBUTIONS_ARTICLE_AMENDED,
    ...DORMANCY_WORDINGS,
    // A groupement's member joining or leaving (collective-members.ts).
    ...MEMBER_CHANGE_WORDINGS,
    ...RESUMED_ACTIVITY_WORDINGS,
    ...ESTABLISHMENT_OPENINGS,
    ...BRANCH_CLOSINGS,
    ...ESTABLISHMENT_CHANGES,
  ],
  nomination: [
    ...SHEET_NOMINATIONS,
    // The auditors' office named with its titular and deputy holders, whole or cut ('CAC ▸ X, SA ▸ …
    // ▸ titulaire : Y ▸ suppléant : Mme Z', '[CAC] X — [tit.] Y — [suppl.] Z', 'désign. comm. aux
    // cptes titul. : Y ; suppl. : Z'): an appointment or a renewal of auditors.
    /(?:\bcommissa(?:ires?|riat) aux comptes|\bcomm\.? aux cptes|(?<![\p{L}])cac(?![\p{L}]))[^\n]{0,240}?(?<![\p{L}])(?:titulaire|titul\.|tit\.)[^\n]{0,240}?(?<![\p{L}])(?:suppleante?|suppl\.)(?![\p{L}])/u,
    ...RECORD_TITLE_NOMINATIONS,
    // The office may be its acronym, as small ads print it ('nommé DG M. X', 'nommée PDG'); the
    // holders may be counted before it ('a nommé deux nouveaux administrateurs', the names in a table).
    /\bnomm(?:e|ee|es|ees)\b(?:\s+(?:en qualite de|aux fonctions de|comme|pour))?\s+(?:(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|[2-9]|1[0-9])\s+)?(?:nouve(?:l|lle|aux|lles)\s+)?(?:(?:co-?)?(?:gerante?|presidente?|directeur|directrice|administrat|commissaire)|(?:p?dg|dgd)\b)/,
    // The office before its participle, as a compositor sets it ('DGD NOMMÉ —', 'Cogér. nommée : Mme X',
    // 'Prés. nommé : M. Y'): the office, whole or cut, then the appointment.
    /\b(?:(?:co-?)?ger(?:ante?)?|pres(?:idente?)?|p?dgd?|adm(?:in|rs?|inistrat(?:eur|rice)s?)?|direct(?:eur|rice)(?: general(?:e)?(?: delegue(?:e)?)?)?|cac|commissaire aux comptes)\.?\s+nomm(?:e|ee|es|ees)\b/,
    // The participle before the office cut ('M. X nommé cogér. aux côtés de …'), or after the person
    // it appoints ('Admr Mme Y nommée'); a person's office marked renewed or new in brackets after
    // the name ('PDG : M. X (renouv.) ; Adm. : Mme Y (nouv.)'); a renewal cut before its office ('Renouvt PDG M. X').
    /\bnomm(?:e|ee|es|ees)\s+(?:co-?)?(?:ger|pres|adm|admin|dir)\./,
    /\b(?:m|mme|mlle)\.?\s+[^.;,:()\n]{2,40}?\s+nomm(?:e|ee)\b(?!\s+(?:aux|par|dans|le|en))/,
    /:\s*(?:m|mme|mlle)\.?\s+[^():;\n]{2,40}\((?:renouv\.?|renouvelee?|nouv\.?|nouvel(?:le)?|nommee?)\)/,
    /\brenouv(?:t|\.)\s+(?:(?:du )?mand(?:at|\.)\s+)?(?:de\s+|du\s+)?(?:p?dgd?|ger|pres|adm|cac|commissaire)/,
    // 'a été désignée directrice générale', 'élu président': the same appointment by its other verbs (a meeting's chair, 'président de séance', is none).
    /\b(?:designee?s?|elue?s?)\s+(?:en qualite de\s+|aux fonctions de\s+|comme\s+)?(?:nouvel(?:le)?\s+)?(?:(?:co-?)?(?:gerante?|presidente?(?! de seance)|directeur|directrice|administrat(?:eur|rice)(?! judiciaire))|(?:p?dg|dgd)\b)/,
    // 'Nomination d'administrateurs': the article elided before the office.
    /\bnomination (?:d'un |d'une |de |du |des |d'|)(?:(?:nouvel(?:le)?|nouveaux?|nouvelles?) )?(?:co-?)?(?:gerant|gerante|gerance|president|presidente|directeur|directrice|commissaire|administrat(?:eur|rice)|dirigeant|m\.|mme)/,
    // Labelled forms: 'Nouveau gérant : M. X', 'Gérant sortant : M. Y'.
    /^\s*(?:nouvel(?:le)?|nouveaux?|nouvelles?)\s+(?:co-?)?(?:gerante?s?|presidente?s?|direct(?:eur|rice)s?|administrat(?:eur|rice)s?|commissaires?)\b[^:\n]{0,40}:/m,
    /^\s*(?:co-?)?(?:gerante?s?|presidente?s?|direct(?:eur|rice)s? gener(?:ale?s?|aux)|administrat(?:eur|rice)s?)\s+(?:sortante?s?|demissionnaires?|partante?s?)\s*:/m,
    /\bchangements? de (?:gerant|gerance|president|dirigeant|directeur|commissaire)/,
    // A dismissal and its successor: 'a révoqué M. X de ses fonctions', 'a désigné pour lui succéder'.
    /\brevoqu(?:e|ee|es|ees|er)\b/,
    /\bpour (?:lui|leur) succeder\b/,
    // 'a nommé M. X en qualité de gérant': the full stop of 'M.' does not end the sentence.
    /\b(?:nomm|design)\w*\b(?:[^.;]|(?<=\b(?:m|mm|mme|me|mlle))\.){0,80}\ben qualite d[e'] ?(?:nouvel(?:le)? )?(?:co-?)?(?:gerant|president|directeur|directrice|administrat|commissaire|liquidat)/,
    // 'a nommé M. X cogérant': the office right after the person appointed.
    /\b(?:nomm|design)\w*\s+(?:m|mme|mlle|monsieur|madame)\b\.?\s+[^.;,]{1,60}?,?\s(?:co-?)?(?:gerante?|presidente?|directeur|directrice|administrat(?:eur|rice)|commissaire aux comptes|liquidat(?:eur|rice))\b/,
    // A partner of a firm appointed by the title of the profession ('a nommé Maître X cogérante'); a
    // court's 'désigne Maître X' names its appointee, the judgment's own event.
    /\bnomm\w*\s+(?:maitre|me|docteur|dr)\b\.?\s+[^.;,]{1,60}?,?\s(?:co-?)?(?:gerante?|presidente?|directeur|directrice)\b/,
    /\bdemission\b/,
    /\bdemissionn\w*\b/,
    /\bnommee?s? (?:membres? du conseil d'administration|administrat)/,
    // Small ads drop the article ('RENOUV. MANDATS', 'renouv. adm. MM. X et Y').
    /\brenouvellement (?:(?:du|des) )?mandats?\b/,
    // A renewal named by the office ('Renouvellement de l'administrateur unique', 'du gérant') or told
    // by its verb before the mandate ('a renouvelé pour trois ans le mandat de …', 'ont reconduit M.
    // X dans ses fonctions'); a lease renewed is none.
    /\brenouvellement (?:du |des |de l'|de la )?(?:co-?)?(?:gerante?s?|gerance|presidente?|direct(?:eur|rice)|administrat(?:eur|rice)s?|commissaires? aux comptes)\b/,
    // An insertion's renewal beside its office cut, either order ('RENOUVELLEMENT GCE', '[gér. renouv.] M. X', 'PRÉS. renouv. :'):
    // an office, not a letting's renewal ('renouvellement de la location-gérance', 'loc.-gér. renouvelée').
    /\brenouvellement\b[ \t.:[\]]*(?:(?:du|de la|des) )?(?:co-?)?(?:gce|ger|gerts?|pdt|pres|prst|dg|pdg|adm|cac)\b(?![ \t.]*(?:loc|location))/,
    /(?<!\bloc(?:ation|\.)?-?|locataire-)\b(?:co-?)?(?:gce|ger|gerts?|gerance|gerante?s?|pdt|pres|prst|president|presidente|dg|pdg|adm|cac)\b\.?[ \t[\]]*(?:renouvellement|renouvelee?s?)\b/,
    /\b(?:a|ont|est|sont|a ete|ont ete) renouvele(?:e|s|es)?\b(?:[^.;]|(?<=\b(?:m|mm|mme|me))\.){0,80}?\b(?:mandats?|fonctions)\b/,
    /\b(?:a|ont|est|sont|a ete|ont ete) reconduit(?:e|s|es)?\b(?:[^.;]|(?<=\b(?:m|mm|mme|me))\.){0,80}?\b(?:mandats?|fonctions)\b/,
    /\bcoopt\w+\b/,
    // (wt-org2) An organ's members renewed by the verb before the office itself ('a renouvelé pour
    // trois ans les administrateurs du groupement', 'a reconduit les cogérants'), its size changed
    // ('a ramené de six à quatre le nombre des administrateurs', 'a réduit … le nombre des membres du
    // conseil de surveillance'), or mandates not renewed ('de ne pas renouveler les mandats', 'n'ont
    // pas été renouvelés'): each changes who holds the company's offices.
    /\b(?:a|ont) (?:renouvele|reconduit)\b[^.;:]{0,40}?\b(?:les|le|la|l'|ses|leurs) ?(?:co-?)?(?:administrat(?:eur|rice)s?|gerante?s?|presidente?|commissaires? aux comptes|membres? du (?:conseil|directoire))\b/,
    /\b(?:ramene|reduit|porte|augmente)\b[^.;]{0,40}\ble nombre (?:des |d')(?:administrat(?:eur|rice)s|membres du (?:conseil|directoire)|co-?gerants|gerants)\b/,
    /\b(?:ne pas renouveler|non-?renouvellement (?:des?|du))\b[^.;]{0,40}\bmandats?\b/,
    /\bmandats?\b(?:[^.;]|(?<=\b(?:m|mm|mme|me))\.){0,160}\bn'(?:ont|a) pas ete renouvele/,
    /\bdemissionnaire\b/,
    /\brevocation\b/,
    /\ben remplacement de\b/,
    /\bcommissaire aux comptes (?:titulaire|suppleant)/,
    /\bmandats? (?:d'administrat\w+|de (?:gerant|president|directeur|commissaire)\w*)[^.]{0,80}\brenouvele/,
    /\b(?:sont|est|a ete|ont ete) designee?s? (?:pour|en qualite|comme)\b/,
    // An act 'portant désignation des représentants de la province au conseil d'administration de la SAEML X'.
    /\bdesignation (?:des |de |du |d')[^.;\n]{0,80}\bau conseil (?:d'administration|de surveillance)\b/,
    // Members appointed to a collegial organ ('ont été nommés membres du conseil de surveillance', 'élue membre du directoire').
    /\b(?:nommee?s?|designee?s?|elue?s?|renouvelee?s?|cooptee?s?) (?:en qualite de |comme )?membres? du (?:conseil (?:d'administration|de surveillance)|directoire)\b/,
    // 'nouveau gérant Mme Y', as small ads write it without a label's colon.
    /\bnouv(?:eau|el|elle)x? (?:co-?)?(?:gerante?|presidente?|directeur general|directrice generale)\b/,
    ...BOARD_COMPOSED_AFTER_MEETING,
    ...DIRECTION_CHANGES,
    ...OFFICERS_TABLE_DECISIONS,
    ...PLAIN_OFFICER_WORDINGS,
    ...OFFICER_DEATH_WORDINGS,
  ],
  cession: [
    // Not the transfers an approval clause governs, named after it ('la clause d'agrément des cessions de parts').
    new RegExp(String.raw`${NOT_AN_ARTICLE_TITLE}(?<!\bagrement\s+(?:des\s+|de\s+|applicable\s+aux\s+)?)\bcessions? (?:de |des )?(?:\d+ )?(?:parts|actions)\b(?![^.;\n]{0,120}\b(?:agrement|soumises?|libres?)\b)`),
    /\b(?:cession|vente|apport) (?:d'un |du |de |de son )?fonds\b/,
    /\blocation[- ]?gerance\b/,
    /\bgerance[- ]libre\b/,
    // The letting's taker labelled as a party, the letting itself abbreviated out of reach ('RENOUVELLEMENT L.-G. // Loueur : X //
    // Locataire-gérant : Y'); never the taker a sentence describes ('qui exploite en qualité de locataire-gérante un fonds').
    /\blocataire[- ]gerante?\s*:/,
    /\bcessionnaire\b/,
    /\b(?:a cede|ont cede|a vendu|ont vendu)\b/,
    // Told in the passive, the parts first ('les parts détenues par M. X ont été cédées à …', the
    // civility's full stop ending no clause); a statuts' clause on transfers speaks of what may be
    // sold ('ne peuvent être cédées qu'avec l'agrément').
    /\b(?:parts|actions)\b(?:[^.;\n]|(?<=\b(?:m|mm|mme|mlle|me|ste))\.){0,120}\b(?:ont|a|ayant) ete (?:cedee?s|vendue?s)\b/,
    // Told from the buyer: 'la société B a acquis l'intégralité des parts sociales de la société X',
    // 'ACQUISITION DE PARTS'. 'par rachat de parts', 'par voie de rachat de parts' is the means of
    // another event (a capital reduced by the company buying its own parts back), no sale.
    /\b(?:a|ont) (?:acquis|achete|rachete)\b[^.;\n]{0,60}\b(?:parts|actions)\b/,
    /(?<!\bpar\s)(?<!\bpar voie de\s)\b(?:acquisition|rachat) (?:de |des )?(?:\d+ )?(?:parts|actions)\b/,
    // Told in the present ('la commune cède à la société X … actions') or as a noun before what
    // is sold ('portant cession à la société X d'actions détenues dans le capital de …').
    /\bceden?t? (?:a|au profit d)/,
    // The statuts' clause on transfers ('les cessions d'actions sont soumises à agrément') is no sale.
    new RegExp(String.raw`${NOT_AN_ARTICLE_TITLE}\bcession\b(?![^.;\n]{0,160}\b(?:agrement|soumises?|libres?)\b)[^.;\n]{0,100}?(?:\bd'|\bdes |\bde )(?:\d[\d ]* )?(?:parts|actions)\b`),
    // A sale's insertion rank ('Première insertion'), not an earlier publication a sentence recalls
    // ('omise lors de la première publication', a complement's words).
    /(?<!\b(?:lors de|dans|depuis|apres|avant|par|de|a) la )\b(?:premiere|deuxieme|seconde) (?:insertion|publication)\b/,
    /\bcedante?s?\b/,
    /\bcession (?:du |d'un )?droit au bail\b/,
    /\bdonation (?:de |des |de la (?:nue-propriete|pleine propriete|propriete) de )?(?:\d+ )?(?:parts|actions)\b/,
    // Told from the buyer: 'la Sté Y a acquis de la Sté X son fonds …'.
    // A person sells too: 'a acquis de M. X … 1 000 parts sociales'.
    // Not premises the company got, told as their description (sale-words.ts).
    new RegExp(String.raw`${NOT_PREMISES_GOT}\b(?:a acquis|acquiert|a achete|a rachete)\s+(?:de |d'|aupres d[e'] ?)(?:la |l')?(?:(?:ste|societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}|mme|monsieur|madame)\b|m\.\s)`),
    /\bfait donation\b[^.]{0,200}\b(?:parts|actions)\b/,
    // The share register's transfer order is the instrument of a sale of shares.
    /\bordres? de mouvement\b/,
    // Parts passed to heirs or divided by the partition of an estate change hands without a sale.
    // The statuts' clause on transfers ('Transmission des actions : … libre', '… soumise à agrément') is none.
    /\btransmission (?:de |des )?(?:\d[\d ]* )?(?:parts|actions)\b(?!\s*:)(?![^.;\n]{0,120}\b(?:agrement|soumises?|libres?)\b)/,
    /\b(?:parts|actions)\b[^.;]{0,120}\b(?:transmises|attribuees|devolues)\b[^.;]{0,40}\bheritiers\b/,
    /\b(?:parts|actions)\b[^.;]{0,120}\bdependant de (?:la|sa) succession\b/,
    ...PLAIN_SALE_WORDINGS,
    ...EVERYDAY_SALE_WORDINGS,
  ],
  procedure: [
    /\bredressements? judiciaires?\b/,
    /\bliquidations? judiciaires?\b/,
    /\bprocedure de sauvegarde\b/,
    /\bsauvegarde\b(?=[^.]{0,60}\bjugement|\b[^.]{0,20}\bouverture)/,
    /\bcessation des paiements\b/,
    /\binsuffisance d'actifs?\b/,
    /\bplan de (?:redressement|continuation|sauvegarde|cession)\b/,
    // An insertion drops the article and cuts the word ('Plan redr. arrêté', 'Plan de redrst arrêté'); a
    // closure for insufficient assets cut or told by its initials ('Clt.insuff.act.', 'CLÔT. IA', 'CLÔT°/IA').
    /\bplan (?:de )?redr(?:essement|st|t)?\b/,
    /\bcl(?:ot(?:ure)?|t)\b[.° \t/]*(?:pour[ \t]+|p\.[ \t]*)?(?:insuff(?:isance)?\b[. \t]*(?:d'|de l')?[ \t]*act(?:ifs?)?\b|i\.?[ \t]?a\b)/,
    /\bresolution du plan\b/,
    /\bextinction du passif\b/,
    /\bouverture d'une procedure\b/,
    /^\s*(?:procedure de )?sauvegarde\s*$/m,
  ],
  dissolution: [
    /\bdissolution\b/,
    /\btransmission universelle (?:de|du) patrimoine\b/,
    /\bdissoute\b/,
    // Not the company's state in its description (`société par actions simplifiée en liquidation amiable`,
    // a sale by a company being wound up): its putting into liquidation is (`sa mise en liquidation amiable`).
    /(?<!(?<!\bmise\s)\ben\s)\bliquidation amiable\b/,
    /\bmise en liquidation\b/,
    /\bcloture (?:de (?:la |sa )?|des operations de )?liquidation\b(?! judiciaire)/,
    /\bcomptes (?:definitifs|de liquidation)\b/,
    // Quitus to a liquidator closes a liquidation; quitus to the directors for a year's management does not,
    // nor to a person named for their management (`Quitus est donné à M. X pour sa gestion`, a gérant
    // leaving), unless named as the liquidator (`à M. X, liquidateur, pour sa gestion`); nor the
    // management first, the person after, over the column's line breaks (`Quitus de sa gestion a été
    // donné à M. X.`), nor given by a pronoun to an officer resigning (`pris acte de la démission de M.
    // X de ses fonctions de gérant, … et lui ont donné quitus de sa gestion`).
    /(?<!\bdemission\b(?:(?!liquidat)(?:[^.]|(?<=\b(?:m|mme|mlle|me))\.)){0,300}\blui (?:ont|a) (?:ete )?(?:donne|accorde|consenti)e?s? )\bquitus\b(?![^.;\n]{0,40}?\b(?:aux?|a la|a l')\s?(?:administrat|co-?gerant|gerant|gerance|president|directeur|dirigeant|membres|conseil|mandataires sociaux))(?![^.;\n]{0,60}?\ba (?:m\.|mme|monsieur|madame)\s(?:(?!liquidat)[^.;\n]){0,60}?\b(?:pour|de) sa gestion\b)(?!\s+(?:de|pour) (?:sa|leur) gestion\b(?:(?!liquidat)[^.;]){0,40}?\ba (?:m\.|mme|monsieur|madame)\s(?:(?!liquidat)[^.;]){0,60}(?:[.;]|$))/,
    /\bradiations? d'office\b/,
    // The company's own removal from the register ('informe … de sa radiation du registre du commerce').
    /\b(?:sa|leur) radiation du (?:registre|rcs)\b/,
    // A decision told in the first person ('ai décidé le … de dissoudre la société'); never 'décide de ne pas dissoudre'.
    /\bdecide\b(?:(?!\b(?:ne|pas|lieu)\b)[^.;]){0,40}\bde dissoudre (?:la|sa|notre) societe\b/,
    ...BRANCH_CLOSINGS,
    ...PLAIN_CLOSING_WORDINGS,
    ...EVERYDAY_CLOSING_WORDINGS,
  ],
};


const WEAK: Record<AnnonceType, RegExp[]> = {
  creation: [/\bconstitution\b/, /\bduree\s*:\s*\d+\s*ans\b/, /\bobjet\s*:/, /\bimmatriculation\b/],
  capital: [/\bapports? en numeraire\b/, /\bcapital\b[^.]{0,40}\bporte a\b/, /\bnouveau capital\b/],
  siege: [/\bsiege\b[^.]{0,40}\bfixe\b/, /\bancien siege\b/],
  statuts: [/\bmodification (?:des |corrélative des |correlative des )?statuts\b/, /\bstatuts\b/, /\bobjet social\b/, /\bdenomination\b/, /\barticles? [\d, et]+ des statuts (?:ont|a) ete modifies?\b/],
  nomination: [/\bnomination\b/, /\bnomme(?:e|s)?\b/, /\bmandat\b/, /\bgerant\b/],
  cession: [/\boppositions?\b/, /\bdomicile elu\b/, /\bfonds de commerce\b/, /\bacquereur\b/],
  procedure: [
    /\bjugement\b/,
    /\bjuge-? ?commissaire\b/,
    /\bmandataire (?:judiciaire|liquidateur)\b/,
    /\badministrateur judiciaire\b/,
    /\bdeclarations? de creances?\b/,
    /\btribunal mixte de commerce\b/,
  ],
  dissolution: [/\bliquidateur\b/, /\bradiation\b/, /\bradiee\b/, /\bliquidation\b/],
};

const MERGER = /\b(?:fusion|absorption|absorbee?|absorbante)\b/;

// Listing categories of newspapers and bulletins, as a hint weaker than the notice's own words.
const CATEGORY_HINTS: ReadonlyArray<readonly [RegExp, AnnonceType]> = [
  [/constitution/, 'creation'],
  [/dissolution|liquidations? amiable/, 'dissolution'],
  [/judiciaire|tribunal|procedure/, 'procedure'],
  [/vente|cession|location|fonds/, 'cession'],
];

// Copied per notice, keys in the types' order (speed only).
const EMPTY_SCORES = Object.fromEntries(ANNONCE_TYPES.map((t) => [t, 0])) as Record<AnnonceType, number>;
function emptyScores(): Record<AnnonceType, number> {
  return { ...EMPTY_SCORES };
}

/**
 * A text as printed and with its single line breaks read as spaces (PDF lines); joined when a
 * pattern first misses the printed text, then read by every type's patterns.
 */
interface Readings {
  text: string;
  /** null until a pattern needs it. */
  joined: string | null;
  /** Per word of WORDS: 1 when the text holds it (the joined reading holds the same words). */
  present: Uint8Array;
}

function joinedOf(readings: Readings): string {
  if (readings.joined === null) readings.joined = singleLineBreaksAsSpaces(readings.text);
  return readings.joined;
}

// Each pattern is tried on every notice, several times: most notices lack most patterns' words
// (required-literal.ts). The words are numbered, and a text's are all found in one pass over it.
const WORDS: string[] = [];
const wordIds = new Map<string, number>();
const wordId = (word: string): number => {
  let id = wordIds.get(word);
  if (id === undefined) {
    id = WORDS.push(word) - 1;
    wordIds.set(word, id);
  }
  return id;
};
interface Guarded {
  pattern: RegExp;
  /** Every one of these words, and one word of each of `groups`. */
  all: number[];
  groups: number[][];
}
const guarded = (patterns: RegExp[]): Guarded[] =>
  patterns.map((pattern) => {
    const words = requiredLiterals(pattern);
    return { pattern, all: (words?.all ?? []).map(wordId), groups: (words?.groups ?? []).map((group) => group.map(wordId)) };
  });
const STRONG_GUARDED = Object.fromEntries(ANNONCE_TYPES.map((t) => [t, guarded(STRONG[t])])) as Record<AnnonceType, Guarded[]>;
const WEAK_GUARDED = Object.fromEntries(ANNONCE_TYPES.map((t) => [t, guarded(WEAK[t])])) as Record<AnnonceType, Guarded[]>;
/**
 * An establishment's opening or a branch's closing belongs to one type per kind of company:
 * `creation` / `dissolution` for a company registered elsewhere, `statuts` for one registered here
 * (establishment-events.ts). The strong patterns for each kind, without the other kind's.
 */
const ROUTED: ReadonlySet<RegExp> = new Set<RegExp>([...ESTABLISHMENT_OPENINGS, ...BRANCH_CLOSINGS]);
const strongForKind = (outside: boolean): Record<AnnonceType, Guarded[]> =>
  Object.fromEntries(
    ANNONCE_TYPES.map((t) => {
      const drop = outside ? t === 'statuts' : t === 'creation' || t === 'dissolution';
      return [t, drop ? STRONG_GUARDED[t].filter((g) => !ROUTED.has(g.pattern)) : STRONG_GUARDED[t]];
    }),
  ) as Record<AnnonceType, Guarded[]>;
const STRONG_OUTSIDE = strongForKind(true);
const STRONG_LOCAL = strongForKind(false);
/** The strong patterns for the kind of company a folded text is about. */
const strongPatternsFor = (folded: string): Record<AnnonceType, Guarded[]> =>
  mayTellEstablishment(folded) && registeredElsewhere(folded) ? STRONG_OUTSIDE : STRONG_LOCAL;
// Built and sized once every word is numbered (above). One table per text read at once (the
// heading, both), cleared per notice rather than allocated (speed only); a body's is kept with it.
const PRESENCE = wordPresence(WORDS);
const HEADING_WORDS = new Uint8Array(WORDS.length);
const BOTH_WORDS = new Uint8Array(WORDS.length);

/** `text`'s reading, its words marked in `present`. */
function readings(text: string, present: Uint8Array): Readings {
  present.fill(0);
  PRESENCE.mark(text, present);
  return { text, joined: null, present };
}

/**
 * The reading of `heading\nbody`: a word holds no line break, so it is in that text exactly when it
 * is in one of the two, and its words are theirs (no pass over the text).
 */
function bothReadings(text: string, heading: Readings | null, body: Readings, present: Uint8Array): Readings {
  const { present: inBody } = body;
  const inHeading = heading?.present ?? inBody;
  for (let id = 0; id < present.length; id += 1) present[id] = inHeading[id]! | inBody[id]!;
  return { text, joined: null, present };
}

function mayMatch({ present }: Readings, { all, groups }: Guarded): boolean {
  for (const id of all) if (present[id] === 0) return false;
  for (const group of groups) if (!holdsOne(present, group)) return false;
  return true;
}

function holdsOne(present: Uint8Array, group: readonly number[]): boolean {
  for (const id of group) if (present[id] !== 0) return true;
  return false;
}

/** A pattern holds on the text as printed or with its single line breaks read as spaces. */
function count(patterns: Guarded[], readings: Readings): number {
  const { text } = readings;
  let hits = 0;
  for (const guard of patterns) {
    if (!mayMatch(readings, guard)) continue;
    if (guard.pattern.test(text)) {
      hits += 1;
      continue;
    }
    const joined = joinedOf(readings);
    if (joined !== text && guard.pattern.test(joined)) hits += 1;
  }
  return hits;
}

/**
 * A heading line written as a field ('Nouvelle dénomination : X', 'Ancien siège : …') is one of the
 * notice's values, not its title: it is read with the body, where the main event wins by
 * precedence, instead of deciding first.
 */
const FIELD_LINE = /^\s*(?:[a-z'-]+ ){0,3}[a-z'-]+\s*:\s*\S/;

/**
 * Pairs (heading's event, body's highest event) where the body decides: the title names one of the
 * meeting's decisions and the body tells a higher one (a transfer of office with a capital
 * increase is `capital`), or the title names the consequence of a court's decision (a liquidation
 * judiciaire 'emporte dissolution': `procedure`). Other pairs keep the heading: a merger's capital
 * heading over the absorbed company's dissolution, a sale by a company in liquidation.
 */
const HEADING_UNDER_BODY: ReadonlyArray<readonly [AnnonceType, AnnonceType]> = [
  ['siege', 'capital'],
  ['dissolution', 'procedure'],
];

function byPrecedence(types: Iterable<AnnonceType>): AnnonceType | null {
  const set = new Set(types);
  return TYPE_PRECEDENCE.find((t) => set.has(t)) ?? null;
}

/**
 * Where the text names its type's event: the first wording that is strong evidence of it (offsets
 * into `text`, folding keeps them). null when the text names it only by weak hints (a role, a
 * consequence) or the type came from the source's heading: no span stands for the event then.
 */
export function typeEvidence(text: string, type: AnnonceType): { index: number; end: number } | null {
  const folded = fold(text);
  return firstStrongWording(folded, type) ?? (folded.includes('\n') ? firstStrongWording(folded.replace(SINGLE_LINE_BREAK, ' '), type) : null);
}

/** A line break with none beside it: a line of a paragraph running on. */
const SINGLE_LINE_BREAK = /(?<!\n)\n(?!\n)/g;

/**
 * The first strong wording of `type` in a folded reading. A wording broken over a line ('portant
 * création de' / 'la société') is found with the paragraph's line breaks read as spaces, as the
 * classifier reads it (one unit for one, so the offsets hold).
 */
function firstStrongWording(folded: string, type: AnnonceType): { index: number; end: number } | null {
  // The first match, the earlier pattern's where two start together; a pattern is run only on a text
  // that holds its required words (speed only: a public act's visas ask this of each text that
  // prints one, and every pattern of the type was run on it).
  let first: RegExpExecArray | null = null;
  for (const guard of STRONG_GUARDED[type]) {
    if (!holdsWordsOf(folded, guard)) continue;
    const m = guard.pattern.exec(folded);
    if (m !== null && (first === null || m.index < first.index)) first = m;
  }
  return first ? { index: first.index, end: first.index + first[0].length } : null;
}

/** Whether `text` holds every required word of a guarded pattern and one of each of its groups: else the pattern finds nothing in it. */
function holdsWordsOf(text: string, { all, groups }: Guarded): boolean {
  for (const id of all) if (!text.includes(WORDS[id]!)) return false;
  for (const group of groups) if (!group.some((id) => text.includes(WORDS[id]!))) return false;
  return true;
}

/**
 * Where a reading (one of Classification.readings) holds strong wordings of a type: the start of
 * each match, on the reading as given and, for a pattern that misses it, with its single line
 * breaks read as spaces (the offsets of that reading are close enough for where a wording sits).
 */
export function strongWordings(reading: string, type: AnnonceType): number[] {
  const at: number[] = [];
  let joined: string | null = null;
  for (const { pattern, all } of strongPatternsFor(reading)[type]) {
    if (!all.every((id) => reading.includes(WORDS[id]!))) continue;
    const global = globalOf(pattern);
    let found = false;
    for (const m of matchesOf(global, reading)) {
      at.push(m.index);
      found = true;
    }
    if (found) continue;
    joined ??= singleLineBreaksAsSpaces(reading);
    if (joined !== reading) for (const m of matchesOf(global, joined)) at.push(m.index);
  }
  return at.sort((a, b) => a - b);
}

/**
 * A text's body as the type's patterns read it, and its words: what classifyReading reads of the
 * text and of the heading's field lines alone, whatever else the heading says. A greffe list's
 * entry is classified by the list's splitter and again by its own parse with another heading, and
 * a merger's by its absorbed side: the last few bodies are kept (speed only).
 */
interface BodyReading {
  readonly text: string;
  readonly fields: string;
  readonly leaveBackground: boolean;
  readonly foldedText: string;
  readonly background: ReturnType<typeof backgroundSpans>;
  readonly own: string;
  readonly body: string;
  /** The body's words marked in a table of its own; its joined reading is kept once a pattern asks for it. */
  readonly readings: Readings;
  /** The body's strong patterns' counts, by the set of patterns asked (the kind of company the heading and body tell). */
  readonly counts: Map<Record<AnnonceType, Guarded[]>, Partial<Record<AnnonceType, number>>>;
}

const KEPT_BODIES = 4;
const keptBodies: BodyReading[] = [];
let bodiesRead = 0;

/**
 * @internal For the tests: how many bodies classifyReading has read since the process started
 * (a body asked again with the same text, field lines and background is not read again).
 */
export function bodyReadingCount(): number {
  return bodiesRead;
}

function bodyReadingOf(text: string, fields: string, leaveBackground: boolean): BodyReading {
  for (const kept of keptBodies) if (kept.text === text && kept.fields === fields && kept.leaveBackground === leaveBackground) return kept;
  bodiesRead += 1;
  const foldedText = fold(text);
  const folded = withoutHistory(withKeywordTypos(fields ? `${fields}\n${foldedText}` : foldedText));
  const background = leaveBackground ? backgroundSpans(folded) : [];
  // An event the text names only to deny it or leave it undone is no evidence, whatever its family (denied-events.ts).
  const own = typeAbbreviationsRead(withoutSpans(folded, background));
  const read = withRectifiedEvent(withDecisionStems(withoutDeniedEvents(own)));
  // A business contributed against new shares is the beneficiary's capital, no sale (business-contribution.ts).
  const body = withoutBusinessContributedForShares(read, read);
  const present = new Uint8Array(WORDS.length);
  PRESENCE.mark(body, present);
  const reading: BodyReading = { text, fields, leaveBackground, foldedText, background, own, body, readings: { text: body, joined: null, present }, counts: new Map() };
  if (keptBodies.length >= KEPT_BODIES) keptBodies.pop();
  keptBodies.unshift(reading);
  return reading;
}

/** The kept counts of a body's strong patterns of the set `strong` (filled by type as they are counted). */
function bodyCountsOf(reading: BodyReading, strong: Record<AnnonceType, Guarded[]>): Partial<Record<AnnonceType, number>> {
  let counts = reading.counts.get(strong);
  if (counts === undefined) {
    counts = {};
    reading.counts.set(strong, counts);
  }
  return counts;
}

/**
 * `text` is the whole notice; `hints.heading` its title (from the source listing or the notice's
 * header lines). null when the evidence is too thin to choose.
 */
export function classifyNotice(text: string, hints: ClassifyHints = {}): Classification | null {
  return classifyReading(text, hints, true);
}

function classifyReading(text: string, hints: ClassifyHints, leaveBackground: boolean): Classification | null {
  const headingLines = fold(hints.heading ?? '').split('\n');
  // Each line tested once, and only if it holds the colon every field line has (speed only).
  const isField = headingLines.map((line) => line.includes(':') && FIELD_LINE.test(line));
  // A keyword typed with one slip ('dissolusion') is read as the keyword (keyword-typos.ts).
  // A title denies an event as a body does ('TRANSFERT DE SIÈGE SANS MODIFICATION DU CAPITAL', denied-events.ts).
  const headingRead = withoutDeniedEvents(typeAbbreviationsRead(withKeywordTypos(headingLines.filter((_, i) => !isField[i]).join('\n'))));
  const fields = headingLines.filter((_, i) => isField[i]).join('\n');
  // The company's history recalled before the act (dated a year or more before it) is not this
  // notice's event; each item of a list of decisions is read with the verb that opens the list.
  // Background told by its verb or markers ('avait été', 'il est rappelé que') is not either, when
  // the text tells an event in its own voice (background.ts).
  const bodyRead = bodyReadingOf(text, fields, leaveBackground);
  const { foldedText, background, own, body } = bodyRead;
  const heading = withoutBusinessContributedForShares(headingRead, body);
  const category = fold(hints.category ?? '');
  const scores = emptyScores();
  const hits = {} as Record<AnnonceType, TypeHits>;
  const headingStrong: AnnonceType[] = [];
  const bodyStrong: AnnonceType[] = [];
  const headingReadings = heading ? readings(heading, HEADING_WORDS) : null;
  const bodyReadings = bodyRead.readings;
  const both = bothReadings(`${heading}\n${body}`, headingReadings, bodyReadings, BOTH_WORDS);
  const strong = strongPatternsFor(both.text);
  const bodyCounts = bodyCountsOf(bodyRead, strong);
  // The title's bare event noun, whatever follows it on its line (heading-event-noun.ts): evidence
  // where no wording of the heading names that event already; an insertion's, under whatever lines.
  const titleNoun = headingNounEvent(headingLines, headLinesOf(foldedText), text.length <= INSERTION_MAX);
  for (const type of ANNONCE_TYPES) {
    const worded = headingReadings ? count(strong[type], headingReadings) : 0;
    const h = worded === 0 && titleNoun === type ? 1 : worded;
    const b = (bodyCounts[type] ??= count(strong[type], bodyReadings));
    const w = count(WEAK_GUARDED[type], both);
    scores[type] = 6 * h + 3 * b + w;
    hits[type] = { heading: h, body: b, weak: w, weakHeading: w > 0 && headingReadings ? count(WEAK_GUARDED[type], headingReadings) : 0, category: 0 };
    if (h > 0) headingStrong.push(type);
    if (b > 0) bodyStrong.push(type);
  }
  // A heading's event the body says did not take place ('le siège social n'est pas modifié') is no
  // evidence, in the heading or in the body that prints the heading again (denied-events.ts).
  for (const type of [...headingStrong]) {
    // Read before the denials are blanked: the denial is what it looks for.
    if (!headingEventDenied(type, own)) continue;
    scores[type] -= 6 * hits[type].heading + 3 * hits[type].body;
    hits[type].heading = 0;
    hits[type].body = 0;
    for (const list of [headingStrong, bodyStrong]) if (list.includes(type)) list.splice(list.indexOf(type), 1);
  }
  // An event the notice records as decided then left undone ('l'augmentation décidée le … est devenue
  // caduque'): the decision it recalls before is no evidence either, in the heading or the body;
  // the same event told again after the lapse is a new one (unrealised-events.ts).
  const lapsedUntil = new Map<AnnonceType, number>();
  for (const event of unrealisedEvents(own)) lapsedUntil.set(event.type, Math.max(lapsedUntil.get(event.type) ?? 0, event.end));
  for (const [type, until] of lapsedUntil) {
    if (hits[type].heading + hits[type].body === 0 || strongWordings(body, type).some((at) => at >= until)) continue;
    scores[type] -= 6 * hits[type].heading + 3 * hits[type].body;
    hits[type].heading = 0;
    hits[type].body = 0;
    for (const list of [headingStrong, bodyStrong]) if (list.includes(type)) list.splice(list.indexOf(type), 1);
  }
  // A decision not to dissolve is the company's continuation: `statuts` evidence in the body, where
  // a capital operation beside it still wins by precedence (declined-dissolution.ts).
  if (hits.statuts.body === 0 && declinesDissolution(own)) {
    scores.statuts += 3;
    hits.statuts.body = 1;
    bodyStrong.push('statuts');
  }
  // A liquidation undone to carry on the business: the dissolution it recalls is no event of this
  // notice (resumed-activity.ts); nor is it when the notice replaces the liquidator (liquidator-replaced.ts).
  if (((hits.statuts.heading + hits.statuts.body > 0 && undoesLiquidation(body)) || (hits.nomination.heading + hits.nomination.body > 0 && replacesLiquidator(`${heading}\n${body}`))) && (headingStrong.includes('dissolution') || bodyStrong.includes('dissolution'))) {
    scores.dissolution -= 6 * hits.dissolution.heading + 3 * hits.dissolution.body;
    hits.dissolution.heading = 0;
    hits.dissolution.body = 0;
    for (const list of [headingStrong, bodyStrong]) if (list.includes('dissolution')) list.splice(list.indexOf('dissolution'), 1);
  }
  for (const [pattern, type] of CATEGORY_HINTS) {
    if (!pattern.test(category)) continue;
    scores[type] += 2;
    hits[type].category += 1;
  }
  // A court that refuses the procedure asked of it opens none: its heading, its words and its listing's category weigh nothing (denied-events.ts).
  if (scores.procedure > 0 && procedureRefused(own)) {
    scores.procedure = 0;
    hits.procedure = { heading: 0, body: 0, weak: 0, weakHeading: 0, category: 0 };
    for (const list of [headingStrong, bodyStrong]) if (list.includes('procedure')) list.splice(list.indexOf('procedure'), 1);
  }

  const total = ANNONCE_TYPES.reduce((sum, t) => sum + scores[t], 0);
  const result = (type: AnnonceType, base: number, rule: Classification['rule']): Classification => ({
    type,
    evidence: rule === 'merger' || rule === 'precedence' ? 'body' : rule,
    confidence: Math.min(1, Math.round((base + (0.2 * scores[type]) / Math.max(total, 1)) * 100) / 100),
    scores,
    rule,
    hits,
    readings: { heading, body },
  });

  // The own voice was a verb of no event the rules name: the background is the only event told.
  if (background.length > 0 && headingStrong.length === 0 && bodyStrong.length === 0) return classifyReading(text, hints, false);
  // A document that names its event only by its title or its event's column (`Avis
  // d'immatriculation`, `rubrique ; Constitution`): a heading's evidence, where no wording names an
  // event (document-title-event.ts). Only for a whole notice as printed: a part of a page or an
  // order (its header's `Rubrique : Nominations`) asked whether it tells an event tells none by it.
  if (hints.printed !== undefined && headingStrong.length === 0 && bodyStrong.length === 0) {
    const titled = documentTitleEvent(hints.printed);
    if (titled !== null && !headingEventDenied(titled, own)) {
      scores[titled] += 6;
      hits[titled].heading = 1;
      return result(titled, 0.6, 'heading');
    }
  }
  // A company put to sleep beside a change of officers: the sleep changes no article, the officers
  // type the notice (dormant-company.ts), in the heading as in the body.
  const anyOfficers = headingStrong.includes('nomination') || bodyStrong.includes('nomination');
  const asleepOnly = (reading: string): boolean => {
    const awake = withoutDormancy(reading);
    return awake !== reading && strongWordings(awake, 'statuts').length === 0;
  };
  const headingAsleep = anyOfficers && byPrecedence(headingStrong) === 'statuts' && asleepOnly(heading);
  const fromHeading = headingAsleep ? byPrecedence(headingStrong.filter((t) => t !== 'statuts')) : byPrecedence(headingStrong);
  const bodyAsleep = bodyStrong.includes('nomination') && byPrecedence(bodyStrong) === 'statuts' && asleepOnly(body);
  // A heading that names only a change of officers over a body telling a higher event (the sale of
  // the parts that brings the new manager): the body's highest event, as for any several events.
  const fromBodyFirst = bodyAsleep ? 'nomination' : byPrecedence(bodyStrong);
  if (fromHeading === 'nomination' && fromBodyFirst !== null && fromBodyFirst !== 'nomination') return result(fromBodyFirst, 0.55, 'precedence');
  // A heading that names the lower of two events the body tells in its own voice: a transfer of
  // office over a meeting that also changes the capital, a 'dissolution' over the judgment whose
  // liquidation judiciaire dissolves the company (HEADING_UNDER_BODY).
  if (fromHeading && fromBodyFirst !== null && HEADING_UNDER_BODY.some(([h, b]) => h === fromHeading && b === fromBodyFirst)) return result(fromBodyFirst, 0.55, 'precedence');
  // A heading naming the merger beside a lower event, over the capital increase (merger-notice-side.ts).
  if (fromHeading && !hints.absorbedHeader && mergerHeadingCapital(heading, fromHeading, bodyStrong, TYPE_PRECEDENCE)) return result('capital', 0.55, 'merger');
  if (fromHeading) return result(fromHeading, 0.75, 'heading');
  // A merger notice that states a capital increase is the absorbing company's: the absorbed
  // company's dissolution it reports is the other company's event, its consequence (unless the
  // header block is the absorbed company's own, merger-notice-side.ts).
  if (!hints.absorbedHeader && bodyStrong.includes('capital') && bodyStrong.includes('dissolution') && !bodyStrong.includes('procedure') && MERGER.test(body)) return result('capital', 0.55, 'merger');
  // The absorbed company's own notice: a merger ends it, so its event is its dissolution, worded or
  // not; the capital increase it tells (or denies) is the absorbing company's.
  if (hints.absorbedHeader && bodyStrong.includes('capital') && !bodyStrong.includes('procedure')) return result('dissolution', 0.55, 'merger');
  const fromBody = fromBodyFirst;
  if (fromBody) return result(fromBody, bodyStrong.length === 1 ? 0.7 : 0.55, 'precedence');

  // Weak evidence only: a clear single winner with at least two hints, else no guess.
  const ranked = [...ANNONCE_TYPES].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = ranked as [AnnonceType, AnnonceType];
  if (scores[first] >= 2 && scores[first] > scores[second]) return result(first, 0.3, 'weak');
  return null;
}
