/**
 * The name and legal form of the notice's subject: the company whose RIDET was chosen, not the
 * buyer, the holding that presides it or the company it merges into. The name is looked for
 * where the subject is described, in this order: a 'Dénomination :' label (the one before the
 * subject's identifier when a notice has a block per company); a 'Débiteur :' label; the
 * header block when the identifier is printed there; the company introduced in running text
 * just before the identifier ('la société par actions simplifiée X, au capital de ..., RIDET');
 * an individual trader named just before it when no company is introduced earlier ('M. Jean
 * DUPONT, commerçant, RIDET …'); the header block; the first company the text introduces; and a
 * court notice's person debtor ('à l'égard de M. Jean DUPONT'). Each rule that reads a name proposes
 * it; which one becomes the dénomination is the fitted name score's choice (name-model.ts).
 */

import { noticeObjectNames } from './notice-object-name.ts';
import { withoutDeniedEvents } from './denied-events.ts';
import { lowerCaseFormIn } from './identified-company-mention.ts';
import { capitalsValueOverLines } from './capitals-name-cut.ts';
import { introducesAnotherIdentifiedCompany, namedAsNumbersOwner, namedOnAnotherIdentifierLine, namesAnotherIdentifiedCompany } from './other-company-name.ts';
import { PLURAL_OFFICE_LABEL, introducedAsOfficeHolder } from './office-holder-company.ts';
import { officeEntrustedToName } from './office-entrusted-company.ts';
import { fullNameOfSigle } from './sigle-heading.ts';
import { withPartnersTail } from './partners-name.ts';
import { companyMentions, FORMER_NAME_WORDS, lineStartCompanies, NAME_GOES_ON, NAME_HISTORY_LINE, QUOTED, tidyName, type CompanyMention } from './company-mentions.ts';
import { constitutedForm } from './constituted-form.ts';
import { isDrafterBanner, isSentenceCaseHeading } from './drafter-banner.ts';
import { isProfessionLine } from './drafter-parties.ts';
import { isServiceBanner, namesHandledNotice } from './back-office-dates.ts';
import { fold, foldedSlice } from './fold.ts';
import { withoutForeignFormSuffix } from './foreign-form.ts';
import { withoutArticleBeforeForm } from './article-before-form.ts';
import { namesAnotherIdentifierFirst } from './header-name-owner.ts';
import { CASE_SIDE_LABEL } from './court-parties.ts';
import { receivesCourtOffice } from './court-officer-company.ts';
import { labelValue, labelValues } from './labels.ts';
import { FORM_ABBREVIATIONS, FORM_TOKEN_SOURCE, LONG_FORM_SOURCE, formIn } from './legal-form.ts';
import { isLegalFormWordsOnly } from './form-words-not-name.ts';
import { formBesideName } from './form-beside-name.ts';
import { namedAsReplacedOfficer } from './replaced-officer-company.ts';
import { appointedToOffice } from './appointed-officer-company.ts';
import { isMixedCaseSocieteName } from './mixed-case-societe-name.ts';
import { isNameDespiteEventWord } from './event-word-name.ts';
import { readsAsEventTitle, readsAsFoldedEventTitle } from './heading-event-noun.ts';
import { isRubricLine } from './rubric-line.ts';
import { isMastheadLine } from './masthead-line.ts';
import { isPageFurnitureOver } from './page-furniture.ts';
import { PERIODICAL_SIGLE } from './periodicals.ts';
import { isFoldedInstitutionLine, isFoldedTitleLine, isInstitutionLine, isTitleLine, isUpperCaseLine, type NoticeLayout } from './notice-layout.ts';
import { findNamedMentions } from './officer-mentions.ts';
import { handLabelledNames } from './hand-typed.ts';
import { spacedLabelNames } from './spaced-name-label.ts';
import { matchesOf } from './global-pattern.ts';
import { namedUnderOfficeLabel, namedWithOffice } from './person-with-office.ts';
import { withoutOtherDescriptions } from './other-company-forms.ts';
import { quotedNameOverLines, quotedValueOverLines } from './quoted-name-cut.ts';
import { registerEntryNameLine } from './register-entry-line.ts';
import { onFormerSide } from './before-after-officers.ts';
import { identifierToldAsGiver, introducedAsTaker } from './giver-identifier-name.ts';
import { COURT_ORGAN } from './court-offices.ts';

/** Where the subject's identifier is printed. */
export interface SubjectPosition {
  index: number;
  /** Where the identifiers of other companies than the subject start (a letterhead's, a party's). */
  others?: readonly number[];
}

/**
 * Which rule named the subject (see the module comment), in the order they are tried:
 * a 'Dénomination :' label, a 'Débiteur :' label, the header block holding the identifier, the
 * introduction just before the identifier, a block above it, a header name above its form line,
 * an individual trader, the header block otherwise, the first company introduced, a person debtor.
 */
export type SubjectRule =
  | 'libelle'
  | 'debiteur'
  | 'entete_identifiant'
  | 'introduction'
  | 'bloc'
  | 'entete_forme'
  | 'commercant'
  | 'entete'
  | 'premiere_societe'
  | 'debiteur_personne';

export interface SubjectCompany {
  name: string;
  rule: SubjectRule;
  /** The text that describes the subject (its block or its introduction up to its identifier). */
  span: { start: number; end: number } | null;
  /** An individual trader: no legal form. */
  person: boolean;
}

/** How far before its identifier a company's introduction may start and still describe it. */
const DESCRIPTION_REACH = 400;
/** How far a trader's name may stand before the identifier of their business. */
const TRADER_REACH = 200;
/** How far before a person an office's label listing them may start. */
const LABEL_LIST_REACH = 160;

// A list's dash or bullet may open the label's line ('— dénomination sociale : « X » ;').
// A small ad abbreviates it ('Dénom. : X', 'Dén. : X', 'Dénom : X'). A list in blocks writes 'Nom :'
// before a company's form ('Nom : SCI X'); 'Nom : DUPONT' (a person) is not read so. A business's
// own web form writes 'Nom de la société :', 'Nom de l'entreprise :' or 'Société :' ('Sté :' in a compositor's box), or the
// company by its state in the notice's event ('Société liquidée :', 'Société radiée :'), a groupement's
// sheet 'Nom du groupement :'. The label may
// be set in bold ('**Dénomination :** X'), name the sigle beside the name ('Dénomination et sigle :'),
// or be parted from its value by a dash between spaces ('DÉNOMINATION SOCIALE – X'). A register's
// list of companies and traders names the column for both ('Dénomination / nom :', 'Nom ou dénomination :').
// A compositor may open its line with his own marks ('>> DÉNOMINATION : X <<', '▶ Dénom. : X'), or set the label
// after a field's bar or bullet or his rubric's closing marks ('►►CONSTITUTION◄◄ Dénom. : X | Forme : …').
const DENOMINATION_LABEL = /(?:(?:^|\n)[ ]*|[|◄◀▪•][ ]+)(?:[-–—•·][ ]*|\d{1,2}[.)°][ ]*|\*+[ ]*|[>▶►▸◆◇■□▪●○★☆✦~+=#|]{1,3}[ ]*)?(?:[«"“][ ]*)?(?:nom[ \t]*(?:\/|ou)[ \t]*)?(?:denomination|denom\.?|den\.|raison sociale|appellation|nom social|(?:le )?nom(?: de (?:la|ma|notre) (?:societe|boite|entreprise))? c'est|nom de (?:la societe|l'entreprise)|nom du groupement|(?:societe|groupement|gie)(?=[ \t]*:)|societe (?:dont les (?:parts(?: sociales)?|actions) (?:sont|ont ete) (?:cedees|transferees)|concernee|liquidee|radiee|en liquidation)(?=[ \t]*:)|ste\.?(?=[ \t]*:)|nom(?=\s*:\s*(?:la |l')?(?:sarl|sas|sasu|eurl|sa|sci|snc|selarl|gie|societe)\b))(?: sociale)?(?: et sigle)?(?:[ \t]*(?:\/|ou)[ \t]*nom)?(?:(?:[ \t]*\*+)?\s*:\s*(?:\*+\s*)?|[ \t]+[-–—][ \t]+)/g;
// A case card names its debtor on its 'Affaire :' line ('Affaire : SNC X').
const TRADER_STATUS = /\s*\((?:EI|EIRL|entrepreneure? individuel(?:le)?)\)\s*$/iu;
const DEBTOR_LABEL = /(?:^|\n)[ ]*(?:debiteur|debitrice|societe debitrice|entreprise|affaire)\s*:\s*/g;
/** A line naming a periodical (periodicals.ts), its rubric or a publication: the page's, never the company's name. */
const JOURNAL_LINE = new RegExp(String.raw`\b(?:${PERIODICAL_SIGLE}|annonces? (?:legales|judiciaires)|publications? legales|parution|publie)\b`);
const LABEL_LINE = /^[\p{L} '’]{2,40}\s*:/u;
const IDENTIFIER_LINE = /^(?:n°\s*)?(?:ridet|rid|rcs|r\.c\.s|immatricul)/;
const FORM_THEN_NAME = new RegExp(`^soci[ée]t[ée]\\s+(?:${LONG_FORM_SOURCE})\\s+(.{2,})$`, 'iu');
const QUOTED_NAME = new RegExp(QUOTED, 'u');
const FORM_TOKEN_THEN_WORD = new RegExp(`^${FORM_TOKEN_SOURCE}\\s+\\S`, 'u');
const FORM_NAME_CAPITAL = new RegExp(`^${FORM_TOKEN_SOURCE}\\s+(\\p{Lu}[\\p{Lu}\\d&'’.-]*(?: [\\p{Lu}\\d&'’.-]+)*)\\s+au capital\\b`, 'u');
const DESCRIBED_AFTER_NAME = /^[^,]+,\s*(?:si[èe]ge|\d|\p{Ll})/u;
const FORM_CAPITAL = new RegExp(`^(?:(?:societe|entreprise|groupement)(?![\\p{L}])|${FORM_TOKEN_SOURCE})[^\\n]{0,80}\\bau capital\\b`, 'iu');
const FORM_AFTER_NAME = new RegExp(`^[^,(–—]+[,(–—]\\s*(?:${FORM_ABBREVIATIONS.join('|')}|soci[ée]t[ée]|entreprise|groupement)(?![\\p{L}])`, 'iu');
const REPRESENTS = /\brepr[ée]sent/iu;
/** 'SCP X & Y, notaires associés': the firm of the notary, lawyer or accountant who writes the notice. */
/**
 * A company named under an officer's label or after an officer's role ('Commissaire aux comptes
 * titulaire : la société X, SARL', 'Président : la société H', 'nommé en qualité de liquidateur la
 * société L'): it holds an office in the subject, it is not the subject's own introduction.
 */
const OFFICER_ROLE_BEFORE = /(?:(?:^|\n)[ \t]*(?:[-–—•][ \t]*)?|\ben qualite d[e'] ?)(?:co-?)?(?:presidente?|gerante?|directeur general|directrice generale|commissaires? aux comptes|liquidat(?:eur|rice)|administrat(?:eur|rice)s?|mandataire judiciaire|administrateur judiciaire)(?:\s+(?:titulaire|suppleante?|unique|deleguee?|du conseil d'administration))?[ \t]*[:,]?[ \t]*$|(?:^|\n)[ \t]*[-–—•][ \t]*(?:titulaire|suppleante?)[ \t]*:[ \t]*$/;
/**
 * A line an office's plural label opens, the company one of its list's items (`Premiers
 * administrateurs : M. X, Mme Y, la société H, …`): an officer, no subject.
 */
const OFFICE_LIST_LINE_BEFORE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:[-–—•][ \t]*)?(?:premiers? )?${PLURAL_OFFICE_LABEL}\b[^:\n]{0,30}:[^:\n]*$`);
/** A line labelled with the company's partners (`Associés fondateurs : la société H (700 actions) et M. X`): a partner is no subject. */
const PARTNER_LABEL_BEFORE = /(?:^|\n)[ \t]*(?:[-–—•][ \t]*)?(?:associee?s?(?: fondat(?:eur|rice)s?)?|actionnaires?|fondat(?:eur|rice)s?|souscript(?:eur|rice)s?)[ \t]*:[ \t]*$/;
function namedUnderOfficerRole(text: string, mention: CompanyMention): boolean {
  // 'en qualité de présidente de la société S': the role is held in S, S may be the subject.
  if (/^(?:de|du|d['’])[\s\p{Lu}]/iu.test(text.slice(mention.index, mention.index + 4))) return false;
  const lineStart = text.lastIndexOf('\n', mention.index - 1) + 1;
  const line = foldedSlice(text, lineStart, mention.index);
  return OFFICER_ROLE_BEFORE.test(line) || PARTNER_LABEL_BEFORE.test(line) || OFFICE_LIST_LINE_BEFORE.test(line) || introducedAsOfficeHolder(line) || officeEntrustedToName(foldedSlice(text, Math.max(0, mention.index - 120), mention.index));
}
const ADVISER_FIRM = /^[^,\n]{0,80},\s*(?:notaires?|avocats?|experts?[- ]comptables?|huissiers?|commissaires?[- ]priseurs?)(?![\p{L}])/iu;
/** The firm an adviser belongs to, named after the adviser (`Maître X, notaire associée de la SCP Y & Z`): folded words before it. */
// The mention may open on its preposition (`de la SCP Y`) or on its name (`Y`). A profession after
// `de` is the kind of the company formed (`une société d'exercice libéral … d'avocats dénommée « Y »`).
const ADVISER_OF_FIRM_BEFORE = /(?<!\bd'|\bde )\b(?:notaires?|avocate?s?|huissiers?(?: de justice)?|experts?[- ]comptables?)(?:\s+associee?s?)?\s+(?:(?:de|membre de|au sein de)\s+(?:la |l')?(?:(?:scp|selarl|selas|selafa|societe civile professionnelle|societe|office notarial|etude)\s+)?)?$/;
/** A line that is only a legal form ('GROUPEMENT D'INTÉRÊT ÉCONOMIQUE'), printed above the name. */
function isFormOnlyLine(line: string | undefined): boolean {
  return line !== undefined && FORM_LINE.test(line) && !/\d|capital|:/iu.test(line) && line.trim().split(/\s+/).length <= 8 && formIn(line) !== null;
}
/** What an individual trader is called between their name and their identifier. */
const TRADER_WORDS = /\b(?:commer[çc]ante?|artisane?|exploitante?|entrepreneur(?:e)? individuel(?:le)?|patent[ée]e?)\b/iu;
/** A card's form under its label ('Forme : SARL', 'Forme juridique : société par actions simplifiée'). */
const LABELLED_FORM_LINE = /^forme(?:\s+juridique)?\s*:\s*\S/iu;
// A line of a form and a name in capitals alone ('SARL X Y', 'SAS X (Y)'), not a form line in capitals ('SAS AU CAPITAL DE …').
const FORM_THEN_CAPITALS_LINE = new RegExp(`^${FORM_TOKEN_SOURCE}[ ]+(?!AU CAPITAL(?![\\p{L}]))[\\p{Lu}\\d][\\p{Lu}\\d&'’. -]*(?:[ ]*\\([^()]*\\))?[ ]*$`, 'u');
const FORM_LINE = new RegExp(`^(?:(?:soci[ée]t[ée]|entreprise|groupement)(?![\\p{L}])|${FORM_TOKEN_SOURCE})`, 'iu');
// A letterhead's street address ('12, avenue Foch – 98800 NOUMÉA') names no company.
const NOT_A_NAME = /^(?:\d{1,4}(?: ?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|allee|route|chemin|impasse|place|quai|promenade)\b|siege|rcs|r\.c\.s|ridet|rid\b|n°|no\b|numero|capital|au capital|publications? legales?|annonces? legales?|avis|pour avis|objet|forme|(?:selarl|selas|saeml|sasu|sas|sarl|eurl|sci|scp|scm|snc|scs|sem|gie|sa|sc)(?: en liquidation)?(?:\s+au capital\b|\s*$)|societe (?:a responsabilite|par actions|anonyme|civile|en nom|en commandite|d'exercice))/;

const NAME_END_SEPARATOR = /\s*(?:,|\s[-–—]\s|\(|\bau capital\b|\s+soci[ée]t[ée]\s+(?:à|a|par|anonyme|civile|en|d'|d’|coop))/iu;
// Built once, not per line (speed only).
const TRAILING_FORM = new RegExp(`\\s+(?:${FORM_ABBREVIATIONS.join('|')})\\.?$`, 'u');

/** Removes the form and capital that header lines print after the name ('ABC, SARL au capital ...'). */
export function stripFormSuffix(line: string): string {
  // The line up to the first separator: split's first piece, without splitting the rest (speed
  // only; a separator is never empty, so the first piece ends where the first match starts).
  const separator = NAME_END_SEPARATOR.exec(line);
  let name = separator ? line.slice(0, separator.index) : line;
  // A trailing form is the header's; a leading one is set apart for every reading (withoutFormPrefix).
  name = name.replace(TRAILING_FORM, '');
  return tidyName(name);
}

// A form abbreviation, dotted or not ('SARL', 'S.A.R.L.'), or a spelt-out form ('SOCIÉTÉ CIVILE
// IMMOBILIÈRE'), at the head of a name and followed by a word.
// A scan may set a form of three letters or more letter by letter ('S C I LES PINS').
const FORM_PREFIX = new RegExp(
  `^(?:(?:${FORM_ABBREVIATIONS.map((f) => f.split('').join(f.length >= 3 ? '(?:\\. ?| )?' : '\\.?')).join('|')})\\.?|soci[ée]t[ée]\\s+(?:${LONG_FORM_SOURCE}))\\s+(?=\\S)`,
  'iu',
);
const SPELT_FORM = /^soci[ée]t[ée]\s/iu;
// 'Sté X', 'STE X', 'sté X': the abbreviated 'société' before a name in capitals (telegraphic and older notices, typed ones);
// and the noun in mixed case before a name in capitals ('Société IMPRIMERIE X'), a common noun the name's own capitals do not carry.
const SOCIETY_ABBREVIATION = /^(?:(?:St[ée]|ST[EÉ]|st[ée])\.?\s+(?=[\p{Lu}\d])|Soci[ée]t[ée]\s+(?=[\p{Lu}\d][\p{Lu}\d'’&-]+(?![\p{Ll}])))/u;
const GROUPEMENT_PREFIX = /^GIE\s/u;
/**
 * The dénomination's own label at the start of its line ('Dénomination : ', 'Raison sociale : ',
 * 'Nom du groupement : ') or the label of what the notice is about ('Objet de l'avis : ', which names
 * its company as the dénomination's does: notice-object-name.ts), right before a name, on folded
 * text. A party's label ('Loueur : ',
 * 'Groupement concerné : ', 'Maître d'ouvrage : ') introduces the company as a sentence does.
 */
const LABEL_VALUE_OPENING = /(?:^|\n) ?(?:[-–—•*] ?)?(?:denomination(?: sociale)?|denom\.?|raison sociale|nom(?: social| du groupement| de la societe)?|objet(?: de l['’](?:avis|annonce))?) ?: ?$/u;
/** The value's end: the name is the label's whole value ('Titre : GIE X – prorogation' titles the notice). */
const LABEL_VALUE_END = /^ ?(?:[.,;]|$|\n)/u;
const NAME_HEAD_CONNECTOR = /^(?:DE|DU|DES|D['’])(?![\p{L}])/iu;

/**
 * The corpus's rule (shared/corpus/README.md, 'denomination'): the legal form written before the
 * name ('SCI TIARE', 'S.A.R.L. X', 'SOCIÉTÉ CIVILE IMMOBILIÈRE LES PINS', 'Débiteur : SARL X') is
 * the form, not the name; it stays only when the text quotes the name as a whole ('« SCI X »'),
 * and 'GIE' stays when it opens a label's value ('Dénomination : GIE X'), not a heading ('GIE X').
 * An abbreviation must be written in capitals ('Sas' is no form); a spelt-out form followed by
 * 'de', 'du', 'des' is the name's own head ('SOCIÉTÉ ANONYME DES EAUX DE X'), and so is an
 * abbreviation ('GIE DES PÊCHEURS X'). The abbreviated
 * 'société' ('Sté X', 'STE X') before a name in capitals goes the same way.
 */
export function withoutFormPrefix(name: string, text: string): string {
  return formPrefixSetApart(withoutArticleBeforeForm(name, opensWithForm), text);
}

function opensWithForm(name: string): boolean {
  const form = FORM_PREFIX.exec(name)?.[0] ?? SOCIETY_ABBREVIATION.exec(name)?.[0];
  // An abbreviation is a form in capitals only ('Sas' is none).
  return form !== undefined && (SPELT_FORM.test(form) || SOCIETY_ABBREVIATION.test(name) || form === form.toUpperCase());
}

function formPrefixSetApart(name: string, text: string): string {
  const society = SOCIETY_ABBREVIATION.exec(name);
  const form = FORM_PREFIX.exec(name) ?? society;
  if (!form) return name;
  const spelt = form === society || SPELT_FORM.test(form[0]);
  if (!spelt && form[0].replace(/[^\p{L}]/gu, '') !== form[0].replace(/[^\p{L}]/gu, '').toUpperCase()) return name;
  const rest = name.slice(form[0].length);
  // No name opens on a preposition: before 'de', 'du', 'des' the form, spelt out or abbreviated
  // ('GIE DES ARMATEURS X', 'SCI DU COL'), is the name's own head.
  if (rest.replace(/[^\p{L}\d]/gu, '').length < 2 || NAME_HEAD_CONNECTOR.test(rest)) return name;
  const needle = fold(name.replace(/\s+/g, ' ').trim());
  // The quoted name may run over a line break ('« SELARL DENTAIRE' / 'DE KOUTIO »').
  const folded = fold(text).replace(/\s+/g, ' ');
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + 1)) {
    if (/[«"“]\s*$/u.test(folded.slice(Math.max(0, at - 3), at))) return name;
  }
  // The dénomination label's whole value opened by 'GIE' ('Dénomination : GIE X') is the name the label
  // gives, the word with it. In a heading ('GIE X' over its seat and identifier), in a sentence ('le
  // GIE X') and after a party's label ('Loueur : GIE X, …') the word is the form before the name, as
  // 'SCI' or 'SARL' is there: every writer who heads a notice so leaves it out of the name.
  if (!spelt && GROUPEMENT_PREFIX.test(form[0])) {
    const lines = fold(text).replace(/[ \t]+/g, ' ');
    for (let at = lines.indexOf(needle); at >= 0; at = lines.indexOf(needle, at + 1)) {
      if (LABEL_VALUE_OPENING.test(lines.slice(Math.max(0, at - 40), at)) && LABEL_VALUE_END.test(lines.slice(at + needle.length, at + needle.length + 3))) return name;
    }
  }
  return tidyName(rest);
}

function bodyStart(text: string, layout: NoticeLayout): number {
  if (layout.headerLines.length === 0) return 0;
  const at = text.indexOf(layout.body);
  return at > 0 ? at : 0;
}

/**
 * A line that is only a sigle, set apart from the name above it as printers do: quoted ('« SOCAMI »',
 * '« C.N.D. »'), bracketed ('(SOCAMI)'), between dashes ('– SOCAMI –') or after its word ('en abrégé
 * SOCAMI', 'Sigle : SOCAMI').
 */
const SIGLE = String.raw`[\p{Lu}\d][\p{Lu}\d.&-]{1,11}`;
const SIGLE_LINE = new RegExp(
  String.raw`^(?:[«"“(][ ]*${SIGLE}[ ]*[»"”)]|[–—-][ ]*${SIGLE}(?:[ ]*[–—-])?|(?:[Ee]n abr[ée]g[ée]|[Pp]ar abr[ée]viation|[Ss]igle)[ ]*:?[ ]*[«"“]?${SIGLE}[»"”]?)$`,
  'u',
);

/** A connector opening a name's second line ('ÉTABLISSEMENTS X' / '& FILS'). */
const NAME_CONTINUATION = /^(?:&|ET|DE|DU|DES|D['’])(?![\p{L}])/u;

/** A connector ending a name's first line ('X DE' / 'Y'): the name goes on under it. */
// An article after its preposition ends the line as well ('X DE LA' / 'Y', 'X DE L'' / 'Y').
/**
 * A narrow column carries a name's last word alone to the next line ('KAORI TRANSPORTS' /
 * 'FRIGORIFIQUES' / 'Société à responsabilité limitée …'): one word of capitals over the form line,
 * under a line of capitals that opens the header block (no name-like line above it), is the name's
 * end, not a name of its own.
 */
const CARRIED_WORD = /^[\p{Lu}][\p{Lu}'’-]{3,}$/u;
/**
 * So does it carry several words when the first line is the header block's very first (no line
 * above it, not even a title's: 'DIRECTION ET CONSEIL' / 'MARITIME DU SUD' / 'SAS au capital …'):
 * a block opens on its company's name, which the column cut.
 */
const CARRIED_WORDS = /^[\p{Lu}][\p{Lu}'’-]{3,}(?: [\p{Lu}&][\p{Lu}'’-]*){1,5}$/u;
function wordCarriedOver(names: ReadonlyArray<{ name: string; line: number }>, previous: { name: string; line: number }, name: string, lines: readonly string[]): boolean {
  if (!/\s/.test(previous.name) || names.some((n) => n.line === previous.line - 1)) return false;
  return CARRIED_WORD.test(name) || (CARRIED_WORDS.test(name) && (previous.line === 0 || (lines[previous.line - 1] ?? '').trim() === ''));
}
/** A sigle quoted after the name ('X "XY"'), which the dénomination leaves out. */
const withoutQuotedSigle = (name: string): string => name.replace(/\s+[«"“]\s*[\p{Lu}\d.&-]{2,12}\s*(?:[»"”]\s*)?$/u, '');

function headerNameInfo(layout: NoticeLayout): { name: string; aboveForm: boolean } | null {
  const found = namesOfLines(layout.headerLines, layout.foldedHeaderLines, layout.titleLine);
  // A sigle alone as the heading, its full name on a line of its own with the sigle in brackets.
  const full = found ? fullNameOfSigle(found.name, layout.headerLines) : null;
  return full && found ? { ...found, name: full } : found;
}

/** 'SOCIÉTÉ MINIÈRE DE X': a name in capitals that opens with the word société, not with a form. */
const SOCIETE_NAME = /^SOCI[ÉE]T[ÉE]\s+(?!(?:A|À|PAR|EN|CIVILE|ANONYME|D'EXERCICE|COOPERATIVE|COOPÉRATIVE)(?![\p{L}]))\p{Lu}/u;

/**
 * Whether the line under `i` is a form line the name on line `i` stands over: a line that is no form
 * line itself, or a name opening with the word société in capitals over its form line in mixed
 * case ('SOCIÉTÉ MINIÈRE DE X' / 'Société anonyme au capital de …').
 */
function formLineUnder(lines: readonly string[], i: number): boolean {
  const next = lines[i + 1] ?? '';
  // A card's labelled form ('GARAGE X & FILS' / 'Forme : SARL' / 'Capital : …') is its form line.
  if (LABELLED_FORM_LINE.test(next)) return !FORM_LINE.test(lines[i]!) && !LABEL_LINE.test(lines[i]!);
  if (!FORM_LINE.test(next)) return false;
  const line = lines[i]!;
  return !FORM_LINE.test(line) || (SOCIETE_NAME.test(line) && isUpperCaseLine(line) && !isUpperCaseLine(next)) || (isMixedCaseSocieteName(line) && !isMixedCaseSocieteName(next));
}

/** Words a sigle skips: articles, prepositions and conjunctions ('SOCIÉTÉ CALÉDONIENNE DE LOCATION' gives 'SCL'). */
const SIGLE_SKIPS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'en', 'a', 'au', 'aux', '&']);

/** Whether `line` is one word in capitals made of the initials of `above`'s words ('SCLE' under 'SOCIÉTÉ CALÉDONIENNE DE LOCATION D'ENGINS'). */
function spellsInitials(line: string, above: string | undefined): boolean {
  if (above === undefined || !/^[\p{Lu}\d]{2,8}$/u.test(line)) return false;
  const initials = fold(above)
    .split(/[\s-]+/)
    .map((w) => w.replace(/^(?:d|l)['’]/, ''))
    .filter((w) => w.length > 0 && !SIGLE_SKIPS.has(w))
    .map((w) => w[0])
    .join('');
  return initials.length >= 2 && initials === fold(line);
}

/** A sigle in guillemets after the name whose initials it spells ('X Y DE Z « XYZ »'): left out, as a sigle line under the name is. */
function withoutInitialsSigle(name: string): string {
  const quoted = /^(.*\S)\s+[«"“]\s*([\p{Lu}\d]{2,8})\s*[»"”]?$/u.exec(name);
  return quoted && spellsInitials(quoted[2]!, quoted[1]) ? quoted[1]! : name;
}

/** A status printed under a name ('EN LIQUIDATION', 'UNIPERSONNELLE'): no part of it. */
const STATUS_LINE = /^(?:EN\s|UNIPERSONNELLE|À ASSOCIÉ|A ASSOCIE|SOCI[ÉE]T[ÉE]\s)/u;

/** A name's first line in capitals that opens on its form ('SARL X Y'), over a second line in capitals ('Z W') that is no status and no sigle. */
function formOpensNameOverLines(first: string, second: string): boolean {
  return FORM_TOKEN_THEN_WORD.test(first) && isUpperCaseLine(first) && isUpperCaseLine(second) && !first.includes(',') && !STATUS_LINE.test(second.trim()) && !/[\d:«»"“”()]/u.test(second) && !spellsInitials(second.trim(), first.replace(/^\S+\s+/u, ''));
}

/** `foldedLines`: each of `lines` folded, which the callers hold. */
function namesOfLines(lines: readonly string[], foldedLines: readonly string[], titleLine: string | null): { name: string; aboveForm: boolean } | null {
  // A header block prints its company's name right above its form line ('BOUCHERIE X' / 'SARL au
  // capital de …'): that one wins over a name-like line above it (a masthead, a page title).
  const names = headerNameCandidates(lines, foldedLines, titleLine);
  const overForm = names.filter((n) => formLineUnder(lines, n.line));
  // The line right above a name that is itself over its form line is a heading's end, not the name.
  let above = overForm.find((n) => !overForm.some((m) => m.line === n.line + 1));
  // A sigle quoted alone on its line between the name and the form line ('X' / '« XY »' / 'SARL
  // au capital …') is the name's sigle, which the dénomination leaves out: the name is above it.
  // So is a sigle printed bare, when it spells the line above by its initials ('X Y DE Z' / 'XYZ'),
  // even when a word of the name is also a heading's ('… DE LOCATION D'ENGINS').
  // And so is the name the company left, printed there ('X' / 'anciennement dénommée Y' / 'SARL …').
  if (above && spellsInitials(lines[above.line]!.trim(), lines[above.line - 1])) above = names.find((n) => n.line === above!.line - 1) ?? { name: stripFormSuffix(lines[above.line - 1]!.trim()), line: above.line - 1 };
  else if (above && (SIGLE_LINE.test(lines[above.line]!.trim()) || FORMER_NAME_OPENING.test(lines[above.line]!.trim()))) above = names.find((n) => n.line === above!.line - 1) ?? above;
  if (above) {
    // A name printed over two lines, its second opening with a connector.
    const previous = names.find((n) => n.line === above.line - 1);
    // So is a name whose first line opens on its form ('SARL X Y' / 'Z W' / 'au capital …'): the
    // form marks where the name starts, and it runs on to the form or capital line.
    const joined = previous !== undefined && (NAME_CONTINUATION.test(above.name) || NAME_GOES_ON.test(previous.name) || formOpensNameOverLines(lines[previous.line]!, lines[above.line]!) || wordCarriedOver(names, previous, above.name, lines));
    const name = joined ? `${previous.name} ${above.name}` : above.name;
    return { name: withoutInitialsSigle(name), aboveForm: true };
  }
  // 'GROUPEMENT D'INTÉRÊT ÉCONOMIQUE' / 'X': the name right under a line that is only its form.
  const below = names.find((n) => isFormOnlyLine(lines[n.line - 1]));
  if (below) {
    // 'SA X DE' / 'Y "SIGLE"': not a form line but the name's first line, its connector at the end.
    // So is an abbreviated form and words over a line that opens with a connector ('SARL X' / 'DE
    // LA Y'), or over any line of capitals ('SARL X Y' / 'Z W'): the form is the name's first line's head.
    const first = names.find((n) => n.line === below.line - 1);
    const continued = first !== undefined && ((NAME_CONTINUATION.test(below.name) && FORM_TOKEN_THEN_WORD.test(lines[first.line]!)) || formOpensNameOverLines(lines[first.line]!, lines[below.line]!));
    return { name: first && (NAME_GOES_ON.test(first.name) || continued) ? withoutQuotedSigle(`${first.name} ${below.name}`) : below.name, aboveForm: true };
  }
  // 'SOCIÉTÉ CIVILE IMMOBILIÈRE « X »': the form and the quoted name on one line say as much.
  const formed = names.find((n) => FORM_LINE.test(lines[n.line]!) && QUOTED_NAME.test(lines[n.line]!));
  if (formed) return { name: formed.name, aboveForm: true };
  return names[0] ? { name: names[0].name, aboveForm: false } : null;
}

/**
 * The block of lines that ends with the subject's identifier line, back to a blank line or to the
 * end of another identifier: in a header of several blocks (an adviser's letterhead, 'Pour le
 * compte de :', the subject's own block), the subject's name is its own block's, not the first
 * name of the page.
 */
// Before a heading only: before a field's label (`◆ Apporteuse : X …`) the mark is the record's dress, read with it.
const LEADING_BLOCK_MARK = /^[▌■►▶◆●▪•♦][ \t]+(?=[^:\n]*$)/u;

function identifierBlock(text: string, subjectIndex: number, floor: number): { name: string; aboveForm: boolean; start: number } | null {
  const lineStart = text.lastIndexOf('\n', subjectIndex - 1) + 1;
  let start = lineStart;
  while (start > floor) {
    const previousStart = text.lastIndexOf('\n', start - 2) + 1;
    const previous = text.slice(previousStart, start - 1);
    if (previous.trim() === '' || previousStart < floor) break;
    start = previousStart;
  }
  // A back office's heading over the notice ('TEXTE REÇU' / 'X' / 'SAS … — RIDET …') is no line of the name.
  // A compositor's block mark opening a heading's line (`◆ MODIFICATION – il y a 3 jours`) is no word of it.
  let lines = text.slice(start, subjectIndex).split('\n').map((l) => l.trim().replace(LEADING_BLOCK_MARK, '')).filter(Boolean);
  // The same lines folded, from the text's fold: folding maps a space to a space and any other unit
  // to a unit that is not one, so the lines trimmed and kept are the same.
  const foldedLines = foldedSlice(text, start, subjectIndex).split('\n').map((l) => l.trim().replace(LEADING_BLOCK_MARK, '')).filter(Boolean);
  const heading = foldedLines.findLastIndex((line) => namesHandledNotice(line));
  if (heading >= 0) {
    for (let k = 0; k <= heading; k += 1) start = text.indexOf('\n', start) + 1;
    lines = lines.slice(heading + 1);
  }
  const found = namesOfLines(lines, heading >= 0 ? foldedLines.slice(heading + 1) : foldedLines, null);
  return found ? { ...found, start } : null;
}

/** Where the last other company's identifier before the subject's ends (the subject's RCS and RIDET may be printed one above the other). */
function otherIdentifiersEnd(subjectIndex: number, identifierEnds: readonly number[], others: readonly number[]): number {
  const otherEnds = others.map((o) => Math.min(...identifierEnds.filter((e) => e > o)));
  return Math.max(0, ...otherEnds.filter((e) => e <= subjectIndex));
}

const IDENTIFIER_LINE_START = /^[ ]*(?:n°[ ]*)?(?:ridet|rid|rcs)?[ ]*(?:n°|numero)?[ ]*:?[ ]*$/;

type IdentifierBlock = NonNullable<ReturnType<typeof identifierBlock>>;

/**
 * In the body, the block of an identifier printed on its own labelled line, when it names the
 * company above its form. `subjectBlock`: the identifier's block (identifierBlock), read on demand.
 */
function identifierLineBlock(text: string, subjectIndex: number, subjectBlock: () => IdentifierBlock | null): { name: string; start: number } | null {
  const lineStart = text.lastIndexOf('\n', subjectIndex - 1) + 1;
  if (!IDENTIFIER_LINE_START.test(foldedSlice(text, lineStart, subjectIndex))) return null;
  const block = subjectBlock();
  if (!block) return null;
  if (block.aboveForm) return block;
  // A judgment's debtor as a block: 'SARL X' alone on the block's first line, its 'Siège :' and
  // identifier under it. The form before the name says the line names a company.
  const firstEnd = text.indexOf('\n', block.start);
  const first = text.slice(block.start, firstEnd < 0 ? subjectIndex : Math.min(firstEnd, subjectIndex)).trim();
  return FORM_TOKEN_THEN_WORD.test(first) && isUpperCaseLine(first) && !first.includes(':') && first.startsWith(block.name.slice(0, 2)) ? block : null;
}

/**
 * A block inside the body that prints the subject as a header would ('à l'égard de :' / 'X' / 'SA
 * au capital de …' / 'Siège : …' / 'RIDET : …'): the line above the form line, within the few
 * lines above the subject's identifier.
 */
// The lines walked back from the identifier: a seat's address may run over two lines and another
// register's number ('492 818 463 R.C.S. Paris', a branch's parent) sit between the form and it.
const BLOCK_REACH = 7;
// A list item's mark, after its block's label when the text runs the label on (`BAILLEUR : - X, …`).
const LIST_MARK = /^[ \t]*(?:[\p{L}'’ -]{2,40}:[ \t]*)?[-–•*▪][ \t]+/u;
/** A bracketed line under a header's name giving the former name (`(ancienne dénomination : Y)`, `(anciennement Y)`, `(ex-Y)`), folded. */
const FORMER_NAME_LINE = /^\((?:ancienne (?:denomination|raison sociale)|anciennement(?: denommee?)?|precedemment denommee?|ex[- ]?)\b[^()]*\)$/;
const FORM_ALONE_BEFORE_IDENTIFIER = new RegExp(`^${FORM_TOKEN_SOURCE}[ ]*[,–—-]?$`, 'iu');
function blockNameAbove(text: string, subjectIndex: number): { name: string; start: number } | null {
  // The lines that end at the identifier, each with a line above it, walked back from it: the
  // text before is not split (speed only).
  let end = subjectIndex;
  let start = lineStartBefore(text, end);
  for (let read = 0; read < BLOCK_REACH && start > 0; read += 1) {
    const aboveEnd = start - 1;
    const aboveStart = lineStartBefore(text, aboveEnd);
    const formLine = foldedSlice(text, start, end).trim();
    // A bulleted card's item prints the name with its form after it (`BAILLEUR :` / `- X (XY), société
    // anonyme au capital de …` / `- Siège : …` / `- RIDET : …`): the item's name is the company's.
    const item = LIST_MARK.exec(text.slice(start, end));
    if (read > 0 && item && formLine.includes('au capital')) {
      // A sigle in brackets after the name (`X (XY), société …`) is left out, as the dénomination leaves it.
      const value = text.slice(start + item[0].length, end).trim().replace(/\s*\([\p{Lu}\d.&]{2,12}\)/u, '');
      if (FORM_AFTER_NAME.test(value) && isUpperCaseLine(stripFormSuffix(value))) {
        const name = stripFormSuffix(value);
        if (name.replace(/[^\p{L}]/gu, '').length >= 2) return { name, start };
      }
    }
    // The identifier's own line may print the form alone before it (`X` / `SAS – RIDET …`), as a card does.
    if (FORM_CAPITAL.test(formLine) || (read === 0 && FORM_ALONE_BEFORE_IDENTIFIER.test(formLine))) {
      let nameLine = text.slice(aboveStart, aboveEnd).trim();
      let nameStart = aboveStart;
      // A bare sigle under the name, spelling it by its initials, or the former name in brackets
      // (`(ancienne dénomination : Y)`): the name is the line above.
      // A name's first line ending on a connector ('X DE LA' / 'Y'): the name goes on under it.
      if (aboveStart > 0) {
        const upperStart = lineStartBefore(text, aboveStart - 1);
        const upper = text.slice(upperStart, aboveStart - 1).trim();
        if (spellsInitials(nameLine, upper) || FORMER_NAME_LINE.test(fold(nameLine))) nameLine = upper;
        else if (NAME_GOES_ON.test(upper) && isUpperCaseLine(upper) && isUpperCaseLine(nameLine)) {
          nameLine = `${upper} ${nameLine}`;
          nameStart = upperStart;
        }
      }
      // The line over the form and capital is the identity block's name, an event's word in it or not (event-word-name.ts).
      if (isUpperCaseLine(nameLine) && (!isTitleLine(nameLine) || isNameDespiteEventWord(nameLine)) && !readsAsEventTitle(nameLine) && !isInstitutionLine(nameLine) && !LABEL_LINE.test(nameLine)) {
        const name = stripFormSuffix(nameLine);
        // The block's span (its name line to the identifier) states the subject's form.
        if (name.replace(/[^\p{L}]/gu, '').length >= 2) return { name, start: nameStart };
      }
      // No name over it (a title, a sentence): the form line names the company itself ('SARL X au capital de …').
      const own = FORM_NAME_CAPITAL.exec(text.slice(start, end).trim());
      return own ? { name: tidyName(own[1]!), start } : null;
    }
    end = aboveEnd;
    start = aboveStart;
  }
  return null;
}

/** Where the line that runs up to `end` starts (`end` itself when a line break is right before it). */
function lineStartBefore(text: string, end: number): number {
  return end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
}

/**
 * What a header line says of a name by itself, its neighbours aside: each part read when the rule
 * reaches it, in headerNameCandidates' order, and kept. The header's rule and the identifier's
 * block read the same lines of a notice (a third of the lines they read, in the sample world) and
 * a page's furniture recurs from notice to notice (speed only: every part is a pure reading of the
 * line's text, so a kept part is the part read again).
 */
class HeaderLineReading {
  readonly line: string;
  readonly folded: string;
  #notName: boolean | undefined;
  #entry: string | null | undefined;
  #notCandidate: boolean | undefined;
  #profession: boolean | undefined;
  #own: OwnLineReading | undefined;

  /** `folded`: the line folded, as the layout or the block's reader holds it. */
  constructor(line: string, folded: string) {
    this.line = line;
    this.folded = folded;
  }

  /** A title, an institution or a journal's line: no name, whatever lines stand around it. */
  get notName(): boolean {
    // The page's furniture ('ACTU.NC – 19/02/2026 – Constitutions', 'LA GAZETTE DU NORD', 'ANNONCES LÉGALES') is no name (page-furniture.ts).
    // A title by its event noun in any case or dress ('NOMINATIONS – AGO du …', 'Const. – ASSP du …') is no name either (heading-event-noun.ts).
    // A column's rubric ('SIÈGES SOCIAUX', '▌MANDATS SOCIAUX') is the page's, not the notice's (rubric-line.ts).
    // So is a paper's masthead, its name beside its date ('L'ÉCHO DE LIFOU – ven. 6 nov. 2026', masthead-line.ts).
    return (this.#notName ??= isFoldedTitleLine(this.line, this.folded) || readsAsFoldedEventTitle(this.folded) || isFoldedInstitutionLine(this.folded) || JOURNAL_LINE.test(this.folded) || isRubricLine(this.folded) || isMastheadLine(this.line));
  }

  /** A register entry's line opens with the identifier, then the name and its form ('RIDET … – X – SARL'): that name. */
  get entry(): string | null {
    if (this.#entry === undefined) {
      const entryLine = IDENTIFIER_LINE.test(this.folded) ? registerEntryNameLine(this.line) : null;
      this.#entry = entryLine === null ? null : stripFormSuffix(entryLine);
    }
    return this.#entry;
  }

  /** An identifier's or a label's line, an adviser's firm, a drafter's or a service's banner, a heading in sentence case. */
  get notCandidate(): boolean {
    // A service's banner over the order it tracks names the service (back-office-dates.ts).
    return (this.#notCandidate ??=
      IDENTIFIER_LINE.test(this.folded) || (LABEL_LINE.test(this.line) && !/^[«"“]/u.test(this.line)) || ADVISER_FIRM.test(this.line) || isDrafterBanner(this.folded) || isSentenceCaseHeading(this.line, this.folded) || isServiceBanner(this.folded));
  }

  /** A drafter's profession line ('Notaire associée', 'Société d'avocats – SELARL'). */
  get profession(): boolean {
    return (this.#profession ??= isProfessionLine(this.folded));
  }

  /** The name the line prints by itself, when no quoted name runs into it from the line above. */
  get own(): OwnLineReading {
    return (this.#own ??= ownLineReading(this.line, this.folded));
  }
}

/**
 * The name a line prints by itself: `name` a name whatever the line under it (quoted, after its
 * form, in capitals), `overForm` a name in mixed case, one only over its form line; `none` no name.
 */
type OwnLineReading = { kind: 'name' | 'overForm'; name: string } | { kind: 'none' };

/** A name in capitals, then its sigle quoted after a dash at the line's end ('SOCIÉTÉ DES TRANSPORTS X – « STX »'). */
const NAME_THEN_QUOTED_SIGLE = /^\s*(\p{Lu}[^\p{Ll}«»"“”]*?\S)\s+[–—-]\s+[«"“]\s*[\p{Lu}\d][\p{Lu}\d.&-]{1,11}\s*[»"”]\s*$/u;

function ownLineReading(line: string, folded: string): OwnLineReading {
  // The quoted sigle after the full name abbreviates it: the name is the full one (sigle-heading.ts reads the sigle printed alone).
  const sigled = NAME_THEN_QUOTED_SIGLE.exec(line);
  if (sigled && sigled[1]!.trim().split(/\s+/).length >= 2) return { kind: 'name', name: tidyName(sigled[1]!) };
  const quoted = QUOTED_NAME.exec(line);
  // A line that is only a quoted name is the name, commas and all ('« X, Y & ASSOCIÉS »').
  // 'Sté « X » – SARL …' (older notices): the abbreviated société before the quoted name.
  if (quoted && (FORM_LINE.test(line) || quoted[0].length === line.trim().length || /^\s*St[ée]\s+[«"“]/u.test(line))) return { kind: 'name', name: tidyName(quoted[1]!) };
  // 'SOCIÉTÉ CIVILE IMMOBILIÈRE LES PINS': the long form before the name is the form.
  const formFirst = FORM_THEN_NAME.exec(line);
  if (formFirst && isUpperCaseLine(formFirst[1]!)) {
    // 'SOCIÉTÉ ANONYME DES EAUX DE X': words that go on with 'des', 'du' are the name's own head.
    return { kind: 'name', name: stripFormSuffix(/^(?:DE|DU|DES|D['’])(?![\p{L}])/u.test(formFirst[1]!) ? line : formFirst[1]!) };
  }
  // 'SARL X au capital de …': the form, the name in capitals and the capital on one line, no comma between.
  const formNameCapital = FORM_NAME_CAPITAL.exec(line);
  if (formNameCapital) return { kind: 'name', name: tidyName(formNameCapital[1]!) };
  if (NOT_A_NAME.test(folded) && !FORM_TOKEN_THEN_WORD.test(line)) return { kind: 'none' };
  // 'SARL X, siège : …' at a line start (a debtor's line): the form before the name is the form; a
  // name line alone ('SCI X (X)') or with a form after the name ('SCI X, société civile …') keeps it.
  const opening = FORM_TOKEN_THEN_WORD.test(line) && DESCRIBED_AFTER_NAME.test(line) && !FORM_AFTER_NAME.test(line) ? lineStartCompanies(line).find((m) => m.index === 0 && m.formText) : undefined;
  // 'SCI LES PINS' over its form line: an abbreviation before the name, unquoted, is the form.
  const name = opening?.name ?? stripFormSuffix(line);
  if ((name.match(/\d/g)?.length ?? 0) >= 5 || name.replace(/[^\p{L}\d]/gu, '').length < 2 || NOT_A_NAME.test(fold(name))) return { kind: 'none' };
  return { kind: isUpperCaseLine(name) ? 'name' : 'overForm', name };
}

/** Header lines already read, for the rules that read the same notice's lines again (speed only). */
const headerLineReadings = new Map<string, HeaderLineReading>();
const HEADER_LINE_READINGS_SIZE = 256;

function headerLineReading(line: string, folded: string): HeaderLineReading {
  let reading = headerLineReadings.get(line);
  if (reading === undefined) {
    reading = new HeaderLineReading(line, folded);
    if (headerLineReadings.size >= HEADER_LINE_READINGS_SIZE) headerLineReadings.clear();
    headerLineReadings.set(line, reading);
  }
  return reading;
}

// A header line that is an adviser's firm ('SCP X, notaires associés – RIDET …') is a letterhead;
// a firm that is itself the subject is still read from the body.
function headerNameCandidates(lines: readonly string[], foldedLines: readonly string[], titleLine: string | null): Array<{ name: string; line: number }> {
  const found: Array<{ name: string; line: number }> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const reading = headerLineReading(line, foldedLines[i]!);
    if (line === titleLine || reading.notName || isPageFurnitureOver(line, nextNonBlank(lines, i))) continue;
    if (reading.entry !== null) {
      found.push({ name: reading.entry, line: i });
      continue;
    }
    if (reading.notCandidate) continue;
    // A name over its profession line ('X & Y' / 'Société d'avocats – SELARL') is the drafter's
    // letterhead, and so is the profession line itself ('Maître X' / 'Notaire associée' / 'SELARL Y').
    if ((lines[i + 1] !== undefined && headerLineReading(lines[i + 1]!, foldedLines[i + 1]!).profession) || reading.profession) continue;
    // A line that opens inside a name quoted on the line above: the whole quoted name, when it is
    // in capitals or its form follows the quotes (not an enseigne quoted in a sentence).
    const cut = quotedNameOverLines(lines, i);
    if (cut && (isUpperCaseLine(cut) || FORM_AFTER_NAME.test(line))) {
      found.push({ name: cut, line: i });
      continue;
    }
    const own = reading.own;
    if (own.kind === 'none') continue;
    // A name in mixed case ('Pêcheries du Nord') is known by the form line under it.
    // Not over a line that opens on a form and a name in capitals ('SARL X Y'): that line names its own
    // company, and a mixed-case line above it is a title ('Redressement judiciaire' / 'SARL X').
    // The name's history may stand between it and its form line ('Maison X' / '(anciennement Y)' / 'SAS au capital …').
    const under = (NAME_HISTORY_LINE.test((foldedLines[i + 1] ?? '').trim()) ? lines[i + 2] : lines[i + 1]) ?? '';
    if (own.kind === 'name' || (FORM_LINE.test(under) && !FORM_THEN_CAPITALS_LINE.test(under) && (!FORM_LINE.test(line) || isMixedCaseSocieteName(line)))) found.push({ name: own.name, line: i });
  }
  return found;
}

/** The first line after line `i` that holds more than spaces. */
function nextNonBlank(lines: readonly string[], i: number): string | undefined {
  for (let k = i + 1; k < lines.length; k += 1) if (lines[k]!.trim() !== '') return lines[k];
  return undefined;
}

const CIVILITY_FIRST = /^(?:Monsieur|Madame|Mademoiselle|Maître|Me|M\.|Mme|Mlle|Dr|[Dd]octeur)\s+/u;
function printedPersonName(printed: string): string {
  return printed.replace(CIVILITY_FIRST, '').replace(/\s+/g, ' ').trim();
}

/** 'à l'égard de M. Jean-Claude DUPONT, artisan': the debtor is a person. */
const PERSON_DEBTOR = /(?:à l['’]égard de|au bénéfice de|au profit de|concernant)\s+(?:M\.|Mme|Monsieur|Madame)\s+((?:[A-ZÀ-ÖØ-Þ][\p{L}'’-]*\s+){0,3}[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’-]+(?:\s+[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’-]+)*)(?![\p{L}])/u;

/**
 * Every name the rules read for the subject, in the rules' order (the first is the ordered rules'
 * own pick, a feature of the fitted name score): the candidates that score chooses among
 * (name-candidates.ts). A rule that reads nothing proposes nothing; the same name may come from
 * several rules. `identifierEnds`: where each identifier of the text ends; the subject's
 * description starts after the previous one.
 */
export function* subjectCompanyReadings(text: string, layout: NoticeLayout, subject: SubjectPosition | null, identifierEnds: readonly number[] = []): Generator<SubjectCompany> {
  // Wherever a rule read the name, a form printed at its head is the form (withoutFormPrefix).
  // Several rules read the same name: each is written out once (speed only: a pure reading of the name and the text).
  const written = new Map<string, string>();
  for (const reading of rulesReadings(text, layout, subject, identifierEnds)) {
    if (reading.person) {
      yield reading;
      continue;
    }
    let name = written.get(reading.name);
    if (name === undefined) {
      name = withPartnersTail(withoutForeignFormSuffix(withoutFormPrefix(reading.name, text), text), text);
      written.set(reading.name, name);
    }
    yield { ...reading, name };
  }
}

// A compositor who brackets his labels ('[DEN] X [CAP] 1 000 000 [SIEGE] …') ends a value at the next one.
const NEXT_BRACKET_LABEL = /\s*\[\p{Lu}[\p{Lu} .]{0,10}\][\s\S]*$/u;
// A compositor's spaced mark between a record's items ('Sté : X ◆ SARL au cap. … ◆ siège …') ends the name's value.
const NEXT_ITEM = /\s+[◆◇▪•·¦]\s[\s\S]*$/u;
function withoutNextBracketLabel(value: string): string {
  return value.includes('[') ? value.replace(NEXT_BRACKET_LABEL, '') : value;
}

const FORM_ABBREVIATION_SET: ReadonlySet<string> = new Set(FORM_ABBREVIATIONS);
function onlyAForm(name: string): boolean {
  return name === '' || FORM_ABBREVIATION_SET.has(name.toUpperCase()) || isLegalFormWordsOnly(name);
}
/** The words that open a former name, in a label's value or on a header's line, in brackets or not (`(anciennement X)`). */
const FORMER_NAME_OPENING = new RegExp(String.raw`^\(?\s*(?:${FORMER_NAME_WORDS}\s|ex-)`, 'iu');

function* rulesReadings(text: string, layout: NoticeLayout, subject: SubjectPosition | null, identifierEnds: readonly number[]): Generator<SubjectCompany> {
  let proposed = 0;
  const labels = [...labelValues(text, DENOMINATION_LABEL).map((l) => ({ ...l, value: capitalsValueOverLines(text, l.index, quotedValueOverLines(text, l.index, l.value)) })), ...handLabelledNames(text), ...spacedLabelNames(text), ...noticeObjectNames(text)].sort((a, b) => a.index - b.index).map((l) => ({ ...l, value: withoutNextBracketLabel(l.value).replace(NEXT_ITEM, '').replace(/\s*[;,.]\s*$/u, '').replace(/^[«"“]\s*(.*?)\s*[»"”]$/u, '$1').replace(/[»"”]\s*$/u, '') }));
  // A label's value the name's former-name words open (`Société concernée : anciennement X`) gives the name the company left;
  // one that is only a form (`Groupement : GIE, RIDET …`) gives none.
  const current = labels.filter((l) => !FORMER_NAME_OPENING.test(l.value) && !onlyAForm(stripFormSuffix(l.value)));
  if (current.length > 0) {
    const before = subject ? current.filter((l) => l.index < subject.index) : [];
    const own = subject ? labelInOwnParagraph(text, current, subject.index, subject.others ?? []) : undefined;
    const label = own ?? before.at(-1) ?? current[0]!;
    const name = stripFormSuffix(label.value);
    if (name) {
      proposed += 1;
      yield { name, span: null, person: false, rule: 'libelle' };
    }
  }
  const debtor = labelValues(text, DEBTOR_LABEL)[0];
  // 'Débiteur : M. Jean DUPONT, exploitant …': the debtor is a person, named without civility.
  // Its status in brackets ('M. Jean DUPONT (EI)', '(entrepreneur individuel)') is no part of the name.
  const debtorPerson = debtor && CIVILITY_FIRST.test(debtor.value) ? printedPersonName(debtor.value.split(',')[0]!.replace(TRADER_STATUS, '')) : '';
  if (debtorPerson) {
    proposed += 1;
    yield { name: debtorPerson, span: null, person: true, rule: 'debiteur_personne' };
  } else if (debtor) {
    const name = stripFormSuffix(debtor.value);
    if (name) {
      proposed += 1;
      yield { name, span: null, person: false, rule: 'debiteur' };
    }
  } else if (subject) {
    // A cour d'appel's case names its parties by their side ('Appelante : SARL X, …, RIDET …'): the
    // side whose line prints the subject's identifier is the debtor.
    const side = labelValues(text, CASE_SIDE_LABEL).find((l) => l.index <= subject.index && subject.index < l.index + l.value.length);
    const name = side ? stripFormSuffix(side.value) : '';
    if (name) {
      proposed += 1;
      yield { name, span: null, person: false, rule: 'debiteur' };
    }
  }

  const start = bodyStart(text, layout);
  // The subject's block is read by the header's rule and again by the identifier line's: once (speed only).
  let subjectBlock: IdentifierBlock | null | undefined;
  const subjectBlockOf = (position: SubjectPosition): IdentifierBlock | null =>
    subjectBlock === undefined ? (subjectBlock = identifierBlock(text, position.index, otherIdentifiersEnd(position.index, identifierEnds, position.others ?? []))) : subjectBlock;
  if (subject && subject.index < start) {
    const block = subjectBlockOf(subject);
    // Its first name printed before another company's identifier is that company's (header-name-owner.ts).
    if (block && !namesAnotherIdentifierFirst(text.slice(block.start), block.name, subject.index - block.start, (subject.others ?? []).map((o) => o - block.start))) {
      proposed += 1;
      yield { name: block.name, span: { start: block.start, end: subject.index }, person: false, rule: 'entete_identifiant' };
    }
  }
  // Read after the identifier's block, which does without it (speed only).
  const headerInfo = headerNameInfo(layout);
  const header = headerInfo?.name ?? null;
  const headerCompany = header ? { name: header, span: { start: 0, end: start || text.length }, person: false, rule: 'entete' as SubjectRule } : null;
  // The header's name printed before another company's identifier, which comes before the subject's, is that company's (header-name-owner.ts).
  const headerNamesOther = subject !== null && header !== null && namesAnotherIdentifierFirst(text, header, subject.index, subject.others ?? []);
  if (headerCompany && (!subject || subject.index < start) && !headerNamesOther) {
    proposed += 1;
    yield { ...headerCompany, rule: 'entete_identifiant' };
  }
  // A header block that prints another company's identifier (an adviser's letterhead, a masthead
  // with its publisher's RIDET) names that company, not the subject identified in the body.
  const headerIsOther = headerNamesOther || (subject !== null && subject.index >= start && (subject.others ?? []).some((i) => i < start));

  // A line that opens inside an introduction's name ('la société BOIS ET' / 'CHARPENTES X, SARL') is its continuation.
  const introduced = companyMentions(text);
  const lineStarts = lineStartCompanies(text).filter((l) => !introduced.some((m) => m.index < l.index && l.index < m.end));
  // The firm of the adviser who writes the notice is set aside when another company is introduced.
  const all = [...introduced, ...lineStarts].sort((a, b) => a.index - b.index);
  const lineAt = (index: number): string => text.slice(index, text.indexOf('\n', index) < 0 ? text.length : text.indexOf('\n', index));
  const notAdvisers = all.filter((m) => !ADVISER_FIRM.test(lineAt(m.index)) && !ADVISER_OF_FIRM_BEFORE.test(foldedSlice(text, Math.max(0, m.index - 60), m.index)));
  const mentions: CompanyMention[] = notAdvisers.length > 0 ? notAdvisers : all;
  if (subject) {
    // The introduction that describes the subject ends before its identifier, after any other one.
    const floor = Math.max(subject.index - DESCRIPTION_REACH, ...identifierEnds.filter((i) => i < subject.index));
    // The last introduction before the identifier; of two readings of it ('la société par actions
    // simplifiée dénommée « X »' and 'dénommée « X »'), the fuller one, which carries the form.
    // A company named again after its own identifier was given is that company (other-company-name.ts).
    // An identifier told as the seller's or the owner's is not the name of a company introduced as the buyer (giver-identifier-name.ts).
    const subjectEnd = identifierEnds.find((e) => e > subject.index);
    const giver = subjectEnd !== undefined && identifierToldAsGiver(text, subjectEnd);
    const before = mentions.filter((m) => m.end <= subject.index && m.index >= floor && !namedUnderOfficerRole(text, m) && !namedAsReplacedOfficer(text, m) && !appointedToOffice(text, m, subject.index) && !receivesCourtOffice(foldedSlice(text, m.end, Math.min(text.length, m.end + 300))) && !namesAnotherIdentifiedCompany(m, mentions, subject.others ?? []) && !namedAsNumbersOwner(text, m) && !(giver && introducedAsTaker(text, m.index)));
    const last = before.at(-1);
    const near = last ? before.filter((m) => m.end === last.end).sort((a, b) => a.index - b.index)[0] : undefined;
    if (near) {
      proposed += 1;
      yield { name: near.name, span: { start: near.index, end: subject.index }, person: false, rule: 'introduction' };
    }
    // Or a block of lines that prints it as a header does, its name over its form however the
    // form and capital are cut ('Kaz X' / 'Entreprise unipersonnelle …' / 'au capital …' / 'RIDET : …').
    const block = blockNameAbove(text, subject.index) ?? identifierLineBlock(text, subject.index, () => subjectBlockOf(subject));
    if (block) {
      proposed += 1;
      yield { name: block.name, span: { start: block.start, end: subject.index }, person: false, rule: 'bloc' };
    }
    // A header block that prints a company with its form line names the subject before any person does.
    if (headerCompany && headerInfo?.aboveForm && !headerIsOther) {
      proposed += 1;
      yield { ...headerCompany, rule: 'entete_forme' };
    }
    // An individual trader: 'M. Jean DUPONT, commerçant, RIDET n° …', when no company is introduced before.
    // A company introduced before, with an identifier of its own before the trader, is another
    // party ('la société B, RIDET …, a acquis de M. Jean DUPONT, commerçant, RIDET …').
    const trader = findNamedMentions(text)
      .filter((m) => !m.company && m.end <= subject.index && subject.index - m.end <= TRADER_REACH && m.index >= floor)
      .at(-1);
    const earlier = mentions.filter((m) => m.index < subject.index);
    const othersOnly =
      trader !== undefined &&
      (earlier.length === 0 || (TRADER_WORDS.test(text.slice(trader.end, subject.index)) && earlier.every((m) => identifierEnds.some((e) => e > m.end && e <= trader.index))));
    if (trader && othersOnly) {
      const before = text.slice(Math.max(floor, trader.index - 40), trader.index);
      // A label may list other persons before this one ('Gérants : M. X et Mme Y'): it is read further
      // back too, besides the label right before the person.
      const labelled = foldedSlice(text, Math.max(floor, trader.index - LABEL_LIST_REACH), trader.index);
      if (!REPRESENTS.test(before) && !namedWithOffice(text.slice(trader.end, subject.index)) && !namedUnderOfficeLabel(fold(before)) && !namedUnderOfficeLabel(labelled)) {
        // The name as printed, without its civility ('M. NOM Prénom' gives 'NOM Prénom').
        proposed += 1;
        yield { name: printedPersonName(text.slice(trader.index, trader.end)) || [trader.prenoms, trader.nom].filter(Boolean).join(' '), span: null, person: true, rule: 'commercant' };
      }
    }
  }
  if (headerCompany && !headerIsOther) {
    proposed += 1;
    yield headerCompany;
  }
  // A company printed with another company's identifier right after it ('SCP X, RIDET …' in a
  // notary's letterhead) is that company: never the subject's first mention.
  // So is a company named again after its own identifier was given (other-company-name.ts).
  // So is a company introduced with its own description up to another identifier (a founder, a party).
  const first = mentions.find(
    (m) =>
      !namesOtherIdentifier(text, m, subject?.others ?? []) &&
      !namesAnotherIdentifiedCompany(m, mentions, subject?.others ?? []) &&
      !introducesAnotherIdentifiedCompany(text, m, mentions, subject?.others ?? []) &&
      !namedOnAnotherIdentifierLine(text, m, subject?.others ?? []),
  );
  if (first) {
    proposed += 1;
    yield { name: first.name, span: { start: first.index, end: subject?.index ?? first.end + DESCRIPTION_REACH }, person: false, rule: 'premiere_societe' };
  }
  const person = PERSON_DEBTOR.exec(text);
  if (person) {
    proposed += 1;
    yield { name: tidyName(person[1]!), span: null, person: true, rule: 'debiteur_personne' };
  }
  // Nothing else names it: the header, rather than no name at all (a reviewer corrects a name more
  // easily than they find one); not a header name printed before another company's identifier
  // (a member's line under `Membres :`), which is known to be that company's: a wrong name published.
  if (proposed === 0 && headerCompany && !headerNamesOther) yield headerCompany;
}

/** How far after a company's name its own identifier is printed ('X, RIDET …', 'X (RIDET …)'). */
const OWN_IDENTIFIER_REACH = 20;

function namesOtherIdentifier(text: string, mention: CompanyMention, others: readonly number[]): boolean {
  return others.some((o) => o >= mention.end && o - mention.end <= OWN_IDENTIFIER_REACH && !text.slice(mention.end, o).includes('\n'));
}

/**
 * Where each other identified company is described (its introduction up to its identifier): a
 * seller's buyer, the other side of a merger, a TUP's sole shareholder, a holding. The subject's
 * capital and siège are never read there.
 */
export function otherCompanySpans(text: string, identifiers: ReadonlyArray<{ index: number; end: number }>, subjectIndex: number | null): Array<{ start: number; end: number }> {
  const mentions: CompanyMention[] = [...companyMentions(text), ...lineStartCompanies(text)];
  const spans: Array<{ start: number; end: number }> = [];
  for (const identifier of identifiers) {
    if (identifier.index === subjectIndex) continue;
    const floor = Math.max(identifier.index - DESCRIPTION_REACH, ...identifiers.filter((i) => i.end <= identifier.index).map((i) => i.end));
    const near = mentions.filter((m) => m.end <= identifier.index && m.index >= floor).sort((a, b) => a.index - b.index)[0];
    if (near) spans.push({ start: near.index, end: identifier.end });
  }
  return spans;
}

/**
 * The paragraph (between blank lines) that prints the subject's identifier and no other company's:
 * a block of labelled lines is one company's, whatever the order of its labels ('RIDET : …' /
 * 'Forme : SAS' / 'Dénomination : X' under 'Société absorbante', after the absorbed company's own
 * block). Its label, when it has one.
 */
function labelInOwnParagraph<T extends { index: number }>(text: string, labels: readonly T[], subjectIndex: number, others: readonly number[]): T | undefined {
  if (labels.length < 2) return undefined;
  const start = paragraphStart(text, subjectIndex);
  const endAt = text.slice(subjectIndex).search(/\n[ \t]*\n/);
  const end = endAt < 0 ? text.length : subjectIndex + endAt;
  if (others.some((o) => o >= start && o < end)) return undefined;
  const inside = labels.filter((l) => l.index >= start && l.index < end);
  return inside.length === 1 ? inside[0] : undefined;
}

function paragraphStart(text: string, index: number): number {
  let start = 0;
  for (const m of matchesOf(/\n[ \t]*\n/g, text.slice(0, index))) start = m.index + m[0].length;
  return start;
}

/**
 * A line opened by a party's label that describes the subject up to its identifier ('Société
 * absorbée : X, SARL au capital de …, RIDET …'), no other identifier on it: the subject's own
 * description, where its form is read before the header's (which may describe the other party
 * first).
 */
function partyLineDescription(text: string, subjectIndex: number, others: readonly number[]): string {
  const lineStart = text.lastIndexOf('\n', subjectIndex - 1) + 1;
  if (others.some((o) => o >= lineStart && o < subjectIndex)) return '';
  const line = text.slice(lineStart, subjectIndex);
  // The identifier read with its label ('RIDET : …') opens its line: the row above is its company's.
  if (line.trim() === '') return tableRowAbove(text, lineStart, others) ?? '';
  if (!LABELLED_LINE.test(line)) return '';
  return tableRowAbove(text, lineStart, others) ?? line;
}

const LABELLED_LINE = /^[ \t]*[^\n:]{2,40}:\s*\S/u;
/** A table's row as the layout pass writes it: its first cell opened by a dash, one `Column : value` line a cell. */
const ROW_OPENER = /^[ \t]*– [^\n:]{2,40}:\s*\S/u;
const ROW_MAX_LINES = 8;

/**
 * The row of a laid-out table whose labelled line `lineStart` opens (`– Rôle : Bénéficiaire` /
 * `Société : X (SARL)` / `RIDET : …`): the cells above the identifier's own line, up to the row's
 * dash, are the same company's (a contribution's two sides in a table, each with its form in its
 * own row); null when the line is in no such row or another company's identifier stands in it.
 */
function tableRowAbove(text: string, lineStart: number, others: readonly number[]): string | null {
  let start = lineStart;
  for (let k = 0; k < ROW_MAX_LINES && start > 0; k += 1) {
    const previous = text.lastIndexOf('\n', start - 2) + 1;
    const above = text.slice(previous, start - 1);
    if (!LABELLED_LINE.test(above) || others.some((o) => o >= previous && o < start)) return null;
    start = previous;
    if (ROW_OPENER.test(above)) return text.slice(start, lineStart);
  }
  return null;
}

// 'transformée en …' (typed 'TRANSFORMEE' too), 'a transformé la société en …', a small ad's 'transfo. en
// SAS', the old form possibly between ('transformer la société à responsabilité limitée en société …'), or in
// an apposition between commas ('la transformation de la société, jusqu'alors société à responsabilité
// limitée, en société par actions simplifiée'), or the company's name and particulars between ('la
// transformation de la société d'économie mixte X, au capital de …, dont le siège est à Koné, RIDET …, en
// société anonyme …'); and the form a company now has: 'la société est désormais une société …', 'est
// devenue une société à responsabilité limitée unipersonnelle'.
const TRANSFORMATION = new RegExp(`(?:\\btransfo(?:rmation|rmer|rm[ée]e?|\\.)\\s+(?:de\\s+)?(?:la soci[ée]t[ée]\\s*)?(?:[^,.;:\\n]{0,60}?\\s|,[^,.;:]{1,80},\\s*|[^,.;:\\n]{0,80}?(?:,(?:[^,.;:\\n]|\\.(?=\\d)){1,100}){1,4},\\s*)?en|\\b(?:est|sera)\\s+d[ée]sormais\\s+une|\\b(?:est|a ete)\\s+devenue\\s+une)\\s+(soci[ée]t[ée] (?:${LONG_FORM_SOURCE})|entreprise unipersonnelle [^,.;(]*|${FORM_TOKEN_SOURCE})`, 'giu');

// 'la société … continue sous la forme d'EURL', 'poursuit son activité sous la forme d'une SASU':
// the form the company carries on in after the event.
const CONTINUED_AS = new RegExp(`\\b(?:continue|se poursuit|poursuit son activit[ée])\\s+sous\\s+(?:la\\s+)?forme\\s+(?:d['’]une?\\s+|de\\s+|d['’])(soci[ée]t[ée] (?:${LONG_FORM_SOURCE})|entreprise unipersonnelle [^,.;(]*|${FORM_TOKEN_SOURCE})`, 'giu');

// Also after the former form on the same line ('ancienne forme : S.A.R.L. – nouvelle forme : S.A.S.'), the value up to the next dash;
// a register's sheet may put the adjective last ('Forme nouvelle : société par actions simplifiée').
const NEW_FORM_LABEL = /(?:^|\n|[–—;]|\s-)[ ]*(?:nouvelle forme(?: juridique| sociale)?|forme(?: juridique| sociale)? nouvelle)\s*:\s*/;
const FORM_LABEL = /(?:^|\n)[ ]*forme(?: juridique| sociale)?\s*:\s*/;

/**
 * The transformations the text tells as done: one it denies or leaves undone (`la transformation en
 * SAS n'a pu aboutir`, `sans transformation en SAS`, denied-events.ts) gives the company no new form.
 */
function transformationsDone(text: string): RegExpExecArray[] {
  // A column's line may break inside the wording or the form's words ('en société par' / 'actions
  // simplifiée'): read as a space, one for one, so offsets stay the text's.
  const told = [...matchesOf(TRANSFORMATION, text.replace(/\n/g, ' '))];
  if (told.length === 0) return told;
  // fold keeps the length: a blanked word is at the same offset in the text.
  const folded = fold(text);
  const unsaid = withoutDeniedEvents(folded);
  return unsaid === folded ? told : told.filter((m) => unsaid[m.index] === folded[m.index]);
}

/** Which rule gave the legal form, and where the text that states it starts. */
export interface FormReading {
  form: string;
  rule: 'nouvelle_forme' | 'transformation' | 'libelle' | 'description' | 'entete' | 'corps';
  /** Offset in the text where the wording that gave the form is looked for. */
  from: number;
}

/** Where the subject's identifier and the other companies' are printed, for the form's reading. */
export interface FormContext {
  subjectIndex: number;
  /** Where the other companies' identifiers start. */
  others: readonly number[];
  /** Where every identifier ends. */
  identifierEnds: readonly number[];
}

/** The lines of `printed` that are no drafter's banner, read on its fold `folded` (same lines). */
function withoutDrafterBanners(printed: string, folded: string): string {
  const foldedLines = folded.split('\n');
  return printed
    .split('\n')
    .filter((_, k) => !isDrafterBanner(foldedLines[k]!))
    .join('\n');
}

/**
 * A line whose label names a court organ or an officer ('Organes : Mandataire : SELARL X',
 * 'Président : SAS H', a list's item '– Commissaire aux comptes titulaire : la société X, SARL',
 * an office's qualifier before the colon 'Gérante commune : X, SARL'): the form it prints is that one's.
 */
const ORGAN_LABEL_LINE = new RegExp(
  String.raw`^[ \t]*(?:[-\u2013\u2014\u2022*][ \t]*)?(?:organes?|${COURT_ORGAN}|mand\. jud\.|admin\. jud\.|commissaire[^:\n]{0,40}|(?:presidente?|gerante?|directeur general)(?:[ \t]+(?:commune?|unique|statutaire|associee?))?)[ \t]*:`,
  'mu',
);

function withoutOrganLines(text: string): string {
  // Most texts hold no such label: one test on the whole folded text first (speed only).
  if (!text.includes(':')) return text;
  const folded = fold(text);
  if (!ORGAN_LABEL_LINE.test(folded)) return text;
  // fold keeps the length: the folded lines are the text's lines.
  const foldedLines = folded.split('\n');
  return text
    .split('\n')
    .filter((_, i) => !ORGAN_LABEL_LINE.test(foldedLines[i]!))
    .join('\n');
}

/**
 * A label's value and the next line where it goes on in small letters (`Forme : société par actions
 * simplifiée` / `à associé unique`): a narrow column wraps the value, the form is read whole.
 */
function withValueGoingOn(text: string, label: { value: string; index: number }): string {
  const end = text.indexOf('\n', label.index);
  if (end < 0) return label.value;
  const nextEnd = text.indexOf('\n', end + 1);
  const next = text.slice(end + 1, nextEnd < 0 ? undefined : nextEnd).trim();
  return /^\p{Ll}/u.test(next) ? `${label.value} ${next}` : label.value;
}

export function readFormeJuridique(text: string, layout: NoticeLayout, company: SubjectCompany | null = null, context: FormContext | null = null): FormReading | null {
  if (company?.person) return null;
  const renewed = labelValue(text, NEW_FORM_LABEL);
  const renewedForm = renewed ? formIn(renewed.value.split(/\s[–—-]\s/u)[0]!) : null;
  if (renewed && renewedForm) return { form: renewedForm, rule: 'nouvelle_forme', from: renewed.index };
  // A heading ('TRANSFORMATION EN SAS') says less than the sentence ('… en société par actions
  // simplifiée unipersonnelle'): the fullest wording wins.
  const transformed = /transfo(?:rmation|rmer|rm[ée]e?|\.)|d[ée]sormais|devenue une|sous (?:la )?forme/i.test(text) ? [...transformationsDone(text), ...matchesOf(CONTINUED_AS, text)].sort((a, b) => b[1]!.length - a[1]!.length)[0] : undefined;
  const transformedForm = transformed ? formIn(transformed[1]!) : null;
  if (transformed && transformedForm) return { form: transformedForm, rule: 'transformation', from: transformed.index + transformed[0].length - transformed[1]!.length };
  const bodyAt = layout.body ? Math.max(0, text.indexOf(layout.body)) : 0;
  // Blocks of labels, one per company: the subject's 'Forme :' is the one of its own block, after
  // any other company's identifier and before its own.
  // A before / after grid prints the form on both sides: the former side's is no longer the company's (before-after-officers.ts).
  const printedForms = labelValues(text, FORM_LABEL);
  const latterForms = printedForms.length >= 2 ? printedForms.filter((l) => !onFormerSide(fold(text), l.index, 0)) : printedForms;
  const formLabels = latterForms.length > 0 ? latterForms : printedForms;
  const floor = context ? Math.max(0, ...context.others.map((o) => Math.min(...context.identifierEnds.filter((e) => e > o))).filter((e) => e <= context.subjectIndex)) : 0;
  const formLabel =
    (context ? (labelInOwnParagraph(text, formLabels, context.subjectIndex, context.others) ?? formLabels.filter((l) => l.index >= floor && l.index < context.subjectIndex).at(-1)) : undefined) ?? formLabels[0] ?? null;
  const spanText = company?.span ? text.slice(company.span.start, company.span.end) : '';
  // A header that prints another company's identifier (an adviser's letterhead) states that
  // company's form, not the subject's identified in the body.
  const headerIsOther = context !== null && context.subjectIndex >= bodyAt && context.others.some((o) => o < bodyAt);
  // A drafter's banner ('SELARL X — Avocats au Barreau') states the drafter's form.
  let header: string | undefined;
  const headerText = (): string => (header ??= headerIsOther ? '' : layout.headerLines.filter((line) => line !== layout.titleLine && !isTitleLine(line) && !isDrafterBanner(fold(line))).join('\n'));
  // Each candidate's text is read only when no candidate before it gives the form (speed only).
  const candidates: ReadonlyArray<readonly [() => string, FormReading['rule'], number]> = [
    [() => (formLabel ? withValueGoingOn(text, formLabel) : ''), 'libelle', formLabel?.index ?? 0],
    // A drafter's banner inside the description (a header read whole under a notary's letterhead)
    // states the drafter's form, as in the header below.
    [() => (company?.span && spanText.includes('\n') ? withoutDrafterBanners(spanText, foldedSlice(text, company.span.start, company.span.end)) : spanText), 'description', company?.span?.start ?? 0],
    [() => (context ? partyLineDescription(text, context.subjectIndex, context.others) : ''), 'description', context ? text.lastIndexOf('\n', context.subjectIndex - 1) + 1 : 0],
    // Header blocks one per company ('SOCIÉTÉ ABSORBANTE : Y' / … / 'RIDET …' then 'SOCIÉTÉ
    // ABSORBÉE : X' / … / 'RIDET …'): the subject's own block, after the other's identifier, first.
    // Another company's identifier inside the body (a founder, an auditor) opens no block of its
    // own: the header above the body, printed under the subject's name, states the subject's form first.
    [() => (floor >= bodyAt && floor > 0 ? headerText() : ''), 'entete', 0],
    [() => (headerText() && floor > 0 && context && floor < context.subjectIndex ? text.slice(floor, context.subjectIndex) : ''), 'entete', floor],
    [headerText, 'entete', 0],
    [() => (context && context.others.length > 0 ? withoutOtherDescriptions(text, layout.body, bodyAt, context.others) : layout.body), 'corps', bodyAt],
  ];
  for (const [candidateText, rule, from] of candidates) {
    // The form a constitution states, read only when no candidate before it holds one (speed only).
    if (rule === 'corps') {
      const constituted = constitutedForm(layout.body);
      if (constituted) return { form: constituted.form, rule: 'description', from: bodyAt + constituted.from };
    }
    const candidate = candidateText();
    // A label's value in lower case ('forme : sarl', an all-lowercase drafter) is a form all the same.
    // In the header and the body, an organ's or an officer's label line states that one's form.
    const read = rule === 'entete' || rule === 'corps' ? withoutOrganLines(candidate) : candidate;
    // A form's words inside the name itself give way to the form printed beside it (form-beside-name.ts).
    // A company's description typed with its form in lower case ('de l'eurl X rid …') states that form.
    const form = read ? (formBesideName(read, company?.name) ?? formIn(read) ?? (rule === 'libelle' && read === read.toLowerCase() ? formIn(read.toUpperCase()) : null) ?? (rule === 'description' ? lowerCaseFormIn(read) : null)) : null;
    if (form) return { form, rule, from };
  }
  return null;
}
