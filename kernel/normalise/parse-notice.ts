/**
 * A notice's text to ParsedNotices, or to quarantine entries saying in French why not. A greffe
 * list of judgments gives one result per entry. Checks in order: empty text, outside the scope
 * of company announcements, RIDET, dénomination, type, date.
 */

// First, before the other modules' patterns first run (regexp-bytecode.ts).
import './regexp-bytecode.ts';
import type { ParsedNotice, QuarantineEntry, QuarantineReason } from '../model/announcement.ts';
import { adviserOnlyDetail, identifiesOnlyTheAdviser } from './adviser-only-identifier.ts';
import { unidentifiedSoldCompany, unidentifiedSoldCompanyDetail } from './unidentified-sold-company.ts';
import { classifyNotice } from './classify.ts';
import { cleanNoticeColumns, collapseSpaces } from './clean-text.ts';
import { abbreviationsWrittenOut } from './abbreviated-words.ts';
import { typedLabels } from './typed-labels.ts';
import { valueLabelsRead } from './value-labels.ts';
import { identifiedNameRunsApart } from './identified-name-run.ts';
import { gluedLabelsRead } from './glued-labels.ts';
import { shapedInsertionRead } from './shaped-insertion.ts';
import { separatedFieldLines } from './separated-fields.ts';
import { letteredEventsRead, letteredTermsRead } from './lettered-abbreviations.ts';
import { linesHeadPhrasesRead } from './insertion-head-event.ts';
import { degreeSignsAsDots } from './degree-sign-abbreviations.ts';
import { cutIdentifiersJoined } from './cut-identifier-lines.ts';
import { markedRecordLabelsRead } from './marked-record-labels.ts';
import { changedThingsRead, eventStemsRead } from './unknown-abbreviations.ts';
import { plainOfficeChanges } from './plain-office-change.ts';
import { speakerOfficeLabels } from './speaker-office.ts';
import { keywordTyposPrinted } from './keyword-typos.ts';
import { closingBesideBarApart, continuedParagraphsJoined, itemNumbersDropped, adTitleLines, barCellLines, beforeAfterColumns, boxFrameBars, cutCellColumns, barGutterColumns, raggedColumns, columnsAcrossParagraphs, columnDumpReading, deinterleaved, fullStopFieldLines, headerColumnsApart, jsonPayloadReading, keyBarRecordReading, keyPathReading, labelsInLine, layoutReading, pairedSides, partyColumnRecords, partyRowLines, plainLabels, qualifiedLabels, quotedFieldCells, letterBoxes, snakeCaseLabels, tabCells, telegraphicLines, tickedBoxes } from './layout/index.ts';
import { extractOfficers } from './extract-dirigeants.ts';
import { officersTheFormHas } from './form-offices.ts';
import { extractCapital, extractNameChange, extractSiege } from './extract-fields.ts';
import { actDateMentions, bestActDate, findActDate, parseFrenchDate, type ActDateMention } from './french-date.ts';
import { dateCandidates, type DateCandidate } from './date-candidates.ts';
import { dateChoiceEvidence, scoreDates, type DateModel, type ScoredDate } from './date-model.ts';
import { DATE_MODEL } from './date-weights.ts';
import { traceExtraction } from './extraction-trace.ts';
import { noticeLayout } from './notice-layout.ts';
import { smallLetterFormsRead, undotLegalForms } from './legal-form.ts';
import { outOfScopeDetail } from './out-of-scope.ts';
import { eventOnlyInVisas, withoutVisas } from './public-act-visas.ts';
import { withoutAssociationsSection } from './page-sections.ts';
import { onlyOrderingPartyIdentified } from './order-block.ts';
import { findLabelledPublicationDate, findPublicationDate } from './publication-date.ts';
import { separateFurniture } from './furniture.ts';
import { messageEnvelopeRead } from './message-envelope.ts';
import { swappedFormFields } from './swapped-form-fields.ts';
import { correctedReading, isRectificatif } from './rectificatif.ts';
import { findRidets, normaliseRidet } from './ridet.ts';
import { readMisprintedTwins } from './misprinted-twin.ts';
import { withOneMemberForm } from './one-member-form.ts';
import { contradictingIdentifier } from './contradicting-identifiers.ts';
import { boundElsewhereDetail, identifierOfTwoCompanies, identifierOfTwoCompaniesDetail, identifierBoundElsewhere } from './identifier-name-binding.ts';
import { actsForTheListed, isSharedDecisionType, severalCompaniesParts } from './several-companies.ts';
import { describedSubsidiaryDetail, subsidiaryOnlyInParentDescription } from './described-subsidiary.ts';
import { splitNoticeList, type NoticeList } from './split-notices.ts';
import { registerEntryNameLine } from './register-entry-line.ts';
import { partedPageNotices } from './parted-page.ts';
import { CARD_HEAD_LINES, cardPublicationDate } from './card-publication-line.ts';
import { numberedItems } from './batch-items.ts';
import { linesOf } from './recent-results.ts';
import { splitNoticePage, withoutCutNeighbours, type NoticePage } from './split-page.ts';
import { runsOverRule } from './notice-over-rule.ts';
import { withoutLaterNeighbours } from './later-neighbours.ts';
import { withoutEarlierJudgments } from './list-entry-dates.ts';
import { otherCompanySpans, readFormeJuridique, subjectCompanyReadings } from './subject-company.ts';
import { nameCandidates, type NameCandidate } from './name-candidates.ts';
import { nameEvidence, scoreNames, type NameModel, type ScoredName } from './name-model.ts';
import { isShortInsertion, runNameCandidates, type RunNameCandidate } from './name-runs.ts';
import { eventWordsOnly } from './event-words-only.ts';
import { runNameEvidence, scoreRunNames, type RunNameModel, type ScoredRunNames } from './run-name-model.ts';
import { RUN_NAME_MODEL } from './run-name-weights.ts';
import { NAME_MODEL } from './name-weights.ts';
import { contributorOfNotice } from './contributor-notice-side.ts';
import { identifierBlocks } from './identifier-blocks.ts';
import { blockCompanyActingAsOrgan } from './organ-block-company.ts';
import { REGISTRATION_PENDING, decideSubjectRidet, judgeRidets, neverTheSubject, type JudgedRidet, type SubjectDecision } from './subject-ridet.ts';
import { absorbedCompanyNotice, dissolvedNamedAgain, mayBeAbsorbedCompanyNotice } from './merger-notice-side.ts';
import { fold } from './fold.ts';
import { NAME_HISTORY_LINE } from './company-mentions.ts';
import { subjectCandidates, type SubjectCandidate } from './subject-features.ts';
import { mainEvidence, scoreSubject, type ScoredSubject, type SubjectModel } from './subject-model.ts';
import { SUBJECT_MODEL } from './subject-weights.ts';
import { typeCandidates, type TypeCandidate } from './type-candidates.ts';
import { classificationFor, scoreTypes, typeChoiceEvidence, type ScoredType, type TypeModel } from './type-model.ts';
import { TYPE_MODEL } from './type-weights.ts';
import { fallbackClassification, type TypeFallbackModel } from './type-fallback-model.ts';
import { TYPE_FALLBACK_MODEL } from './type-fallback-weights.ts';
import { insertionEventCandidates, type InsertionEventCandidate } from './insertion-event-tokens.ts';
import { withoutCompanyWord } from './company-word-before-name.ts';
import { nameAfterChangeArrow, newNameOfFormer } from './name-change-arrow.ts';
import { headCode } from './insertion-head-code.ts';
import { officersAfterDissolution } from './dissolved-without-liquidation.ts';
import { eventWordAsNameDetail, insertionEventClassification, insertionEventDateDetail, insertionEventDetail, scoreInsertionEvents, type InsertionEventModel } from './insertion-event-model.ts';
import { INSERTION_EVENT_MODEL } from './insertion-event-weights.ts';
import { formNamedRivals, personNameBesideFormDetail, personShapedName } from './person-name-beside-form.ts';
import { contradictingRun, runCleaningName, runsContradictNameDetail } from './runs-contradict-name.ts';
import { endsOnOpeningWord, unfinishedNameDetail } from './unfinished-name.ts';
import { withoutFrameMarks } from './name-frames.ts';
import { cleanOcrNameVariant } from './ocr-name-variant.ts';
import { withoutRubricLineAbove } from './rubric-line-above-name.ts';
import { withoutStrayEdges } from './name-edges.ts';
import { isNoNameWord, noNameWordDetail } from './no-name-word.ts';
import { withoutRepeatedName } from './repeated-name.ts';
import { withEventHeadingNameApart } from './event-dash-name-heading.ts';
import { mergerProseContradicts, mergerProseContradictsDetail, mergerSidesContradict, mergerSidesContradictDetail } from './merger-sides-contradict.ts';
import { partyHeadingsAsLabels } from './layout/party-heading-lines.ts';
import { holdsLabel, joinsTwoNames, labelInNameDetail, nameAfterHeadLabel, slashJoinedNamesDetail, withoutNameLabel, withoutSlashedFormField } from './label-in-name.ts';
import { withoutHeadMark } from './name-head-mark.ts';
import { officerReadAsName, officerReadAsNameDetail } from './officer-read-as-name.ts';
import { typeFallbackWords } from './type-fallback-words.ts';
import type { RidetMatch } from './ridet.ts';
import { summarise } from './summarise.ts';
import { unreadableRidet } from './unreadable-ridet.ts';
import { withRankPrintedApart } from './establishment-rank.ts';
import { jointlyAnnouncedUnnamed } from './joint-announcers.ts';
import { twoNamesDetail, twoNamesOneIdentifier } from './two-names-one-identifier.ts';
import { exchangeWithoutSides, exchangeWithoutSidesDetail } from './unsided-exchange.ts';
import { exchangeSidesContradict, exchangeSidesContradictDetail } from './exchange-sides-contradict.ts';
import { sharesOfUnnamedCompany, sharesOfUnnamedCompanyDetail } from './unnamed-shares-company.ts';
import { PARTNER_ONLY_DETAIL, ROLE_PARTY_ONLY_DETAIL, decidedWithRolesBesideSubject, onlyPartnerOfPartsSale } from './beside-subject-roles.ts';
import { withSigleLinesJoined } from './sigle-line.ts';
import { withoutStampBeside } from './stamp-beside.ts';

/** What the person who settles an unreadable identifier needs: the number as printed and its readings. */
function unreadableDetail(text: string): string | null {
  const found = unreadableRidet(text);
  if (!found) return null;
  const readings = found.readings.length > 0 ? ` ; lectures possibles : ${found.readings.join(', ')}` : ' ; il est incomplet (coupé), aucune lecture sûre';
  return `Le texte imprime un RIDET illisible (« ${found.printed} »)${readings}. Aucune n’est retenue sans vérification : l’annonce attend une personne.`;
}

export interface NoticeHints {
  /** The notice's identity in its source. */
  reference: string;
  /** YYYY-MM-DD when the source gives one: it becomes `date`, over any date the text prints. */
  publicationDate?: string | null;
  /** Title from the source listing, if any. */
  heading?: string | null;
  /** Listing category ('Constitutions', 'Dissolutions et liquidations', ...). */
  category?: string | null;
  /** When the source gives it as metadata. */
  denomination?: string | null;
  /** When the source gives it as metadata, in any printed form. */
  ridet?: string | null;
  /**
   * Attach `extraction` to each notice: per field, the span of `texte` it was read from and a
   * confidence (extraction-trace.ts). Off by default: nothing downstream stores it yet.
   */
  trace?: boolean;
}

/** What the reader decides with, apart from the notice's own hints. */
export interface ParseOptions {
  /** The fitted subject model; the committed one (subject-weights.ts) when absent. */
  subjectModel?: SubjectModel;
  /**
   * Sees every candidate set the subject is decided over (training reads them), `ruled` when the
   * rules decided it without the model.
   */
  onSubjectCandidates?: (candidates: readonly SubjectCandidate[], context: { reference: string; ruled: boolean }) => void;
  /** The fitted dénomination model; the committed one (name-weights.ts) when absent. */
  nameModel?: NameModel;
  /** Sees every set of two different names or more the dénomination is chosen among, with the subject's RID (training reads them). */
  onNameCandidates?: (candidates: readonly NameCandidate[], context: { reference: string; rid: string }) => void;
  /** The fitted model of a short insertion's name among its runs in capitals; the committed one (run-name-weights.ts) when absent. */
  runNameModel?: RunNameModel;
  /**
   * Sees the runs in capitals of every short insertion read up to its name, with the subject's RID
   * and whether the rules read a name there (training reads them).
   */
  onRunNameCandidates?: (candidates: readonly RunNameCandidate[], context: { reference: string; rid: string; named: boolean }) => void;
  /** The fitted type model; the committed one (type-weights.ts) when absent. */
  typeModel?: TypeModel;
  /** Sees every set of two candidate types or more the type is chosen among, with the subject's RID (training reads them). */
  onTypeCandidates?: (candidates: readonly TypeCandidate[], context: { reference: string; rid: string }) => void;
  /** The fitted type fallback, asked when the rules name no event; the committed one (type-fallback-weights.ts) when absent. */
  typeFallbackModel?: TypeFallbackModel;
  /**
   * Sees the fallback's words of every notice read up to its type, with the subject's RID and the
   * words printed in lower case (training reads them).
   */
  onTypeFallbackWords?: (words: readonly string[], context: { reference: string; rid: string; lowerCaseWords: readonly string[] }) => void;
  /** The fitted model of a short insertion's event among the types its words agree with; the committed one (insertion-event-weights.ts) when absent. */
  insertionEventModel?: InsertionEventModel;
  /**
   * Sees the event candidates of every short insertion read up to its type, with the subject's RID
   * and whether the rules or the fallback named a type there (training reads them).
   */
  onInsertionEventCandidates?: (candidates: readonly InsertionEventCandidate[], context: { reference: string; rid: string; typed: boolean }) => void;
  /** The fitted date model; the committed one (date-weights.ts) when absent. */
  dateModel?: DateModel;
  /** Sees every set of two different dates or more the date is chosen among, with the subject's RID (training reads them). */
  onDateCandidates?: (candidates: readonly DateCandidate[], context: { reference: string; rid: string }) => void;
}

export type ParseNoticeResult = { ok: true; notice: ParsedNotice } | { ok: false; quarantine: QuarantineEntry };

const EXTRACT_LENGTH = 300;
const TITLE_LENGTH = 100;

function quarantine(hints: NoticeHints, reason: QuarantineReason, detail: string, text: string): ParseNoticeResult {
  // summarise collapses the whitespace itself, and reads only the text's head (speed only).
  return {
    ok: false,
    quarantine: { reference: hints.reference, reason, detail, extrait: text.trim() ? summarise(text, EXTRACT_LENGTH) : null },
  };
}

const percent = (p: number): string => `${Math.round(p * 100)} %`;
const decimal = (n: number): string => n.toFixed(1).replace('.', ',');

/** The ranked candidates of an undecided subject and their main evidence, as a data engineer reads them. */
function ambiguityDetail(model: SubjectModel, scored: ScoredSubject): string {
  const listed = scored.ranked.map(({ candidate, probability }, i) => {
    const evidence = mainEvidence(model, candidate);
    const why = [evidence.for.length > 0 ? `pour : ${evidence.for.join(', ')}` : '', evidence.against.length > 0 ? `contre : ${evidence.against.join(', ')}` : ''].filter(Boolean).join(' ; ');
    return `${i + 1}. « ${candidate.match.printed.replace(/\s+/g, ' ')} » ${percent(probability)}${why ? ` (${why})` : ''}`;
  });
  const least = model.minProbability ? `, probabilité exigée ${percent(model.minProbability)}` : '';
  return scored.ranked.length === 1
    ? `Le seul identifiant cité n’est pas assez sûrement celui de la société dont l’annonce parle (écart ${decimal(scored.margin)}, seuil ${decimal(model.threshold)}${least}) : ${listed.join(' ; ')}.`
    : `Plusieurs sociétés identifiées, aucune assez nettement désignée comme celle dont l’annonce parle (écart ${decimal(scored.margin)}, seuil ${decimal(model.threshold)}${least}) : ${listed.join(' ; ')}.`;
}

function jointDetail(matches: readonly RidetMatch[]): string {
  const listed = [...new Set(matches.map((m) => m.printed.replace(/\s+/g, ' ')))].map((p) => `« ${p} »`);
  return `Plusieurs sociétés annoncent ensemble une décision prise pour « la société » sans dire laquelle : ${listed.join(' ; ')}.`;
}

/** The ranked names of an uncertain dénomination, as a data engineer reads them. */
function uncertainNameDetail(model: NameModel, scored: ScoredName): string {
  const listed = scored.ranked.slice(0, 4).map(({ candidate, probability }, i) => {
    const evidence = nameEvidence(model, candidate);
    return `${i + 1}. « ${candidate.name} » ${percent(probability)}${evidence.length > 0 ? ` (${evidence.join(', ')})` : ''}`;
  });
  return `La société est identifiée mais son nom n’est pas assez sûr : plusieurs noms lus, aucun assez nettement devant les autres (écart ${decimal(scored.margin)}, seuil ${decimal(model.threshold)}) : ${listed.join(' ; ')}.`;
}

const NO_NAME_DETAIL = 'Aucune dénomination de société n’a été trouvée dans l’annonce (ni « Dénomination : », ni en-tête en capitales, ni « la société … »).';

/** The ranked runs of a short insertion none of which is clearly its name, as a data engineer reads them. */
function uncertainRunNameDetail(model: RunNameModel, scored: ScoredRunNames): string {
  const listed = scored.ranked.slice(0, 4).map(({ candidate, score }, i) => {
    const evidence = runNameEvidence(model, candidate);
    return `${i + 1}. « ${candidate.name} » ${decimal(score)}${evidence.length > 0 ? ` (${evidence.join(', ')})` : ''}`;
  });
  const threshold = Number.isFinite(model.threshold) ? decimal(model.threshold) : 'aucun modèle ajusté';
  return `${NO_NAME_DETAIL} Aucun nom en capitales de l’insertion n’est assez nettement le sien (écart ${decimal(scored.margin)}, seuil ${threshold}) : ${listed.join(' ; ')}.`;
}

/** The ranked types of an uncertain type, as a data engineer reads them. */
function uncertainTypeDetail(model: TypeModel, scored: ScoredType): string {
  const listed = scored.ranked.slice(0, 4).map(({ candidate, probability }, i) => {
    const evidence = typeChoiceEvidence(model, candidate);
    return `${i + 1}. ${candidate.type} ${percent(probability)}${evidence.length > 0 ? ` (${evidence.join(', ')})` : ''}`;
  });
  return `Le type d’annonce n’est pas assez sûr : plusieurs événements nommés, aucun assez nettement devant les autres (écart ${decimal(scored.margin)}, seuil ${decimal(model.threshold)}) : ${listed.join(' ; ')}.`;
}

/** The ranked dates of an uncertain date, as a data engineer reads them. */
function uncertainDateDetail(model: DateModel, scored: ScoredDate): string {
  const listed = scored.ranked.slice(0, 4).map(({ candidate, probability }, i) => {
    const evidence = dateChoiceEvidence(model, candidate);
    return `${i + 1}. ${candidate.iso} ${percent(probability)}${evidence.length > 0 ? ` (${evidence.join(', ')})` : ''}`;
  });
  return `La date de l’annonce n’est pas assez sûre : plusieurs dates imprimées, aucune assez nettement devant les autres (écart ${decimal(scored.margin)}, seuil ${decimal(model.threshold)}) : ${listed.join(' ; ')}.`;
}

const ORDERING_PARTY_ONLY =
  'Le seul identifiant cité est celui du donneur d’ordre ou du client (bloc de commande ou de facturation), et le texte de l’annonce ne nomme pas cette société : la société dont l’annonce parle n’est pas identifiée.';
/**
 * The readings of a notice's text as a careful reader lays it out, applied in this order, each
 * on what the one before gave (every one a text-to-text reading; a text it has nothing to read in
 * comes back unchanged).
 */
const TEXT_PASSES: ReadonlyArray<(text: string) => string> = [
  // A sigle on a line of its own under the name, read on the name's line (sigle-line.ts).
  withSigleLinesJoined,
  // Two tables side by side, before and after, as one table of changes (layout/paired-sides.ts).
  pairedSides,
  // A table of changes, the state before and after side by side, as its rows' qualified fields (layout/before-after-columns.ts).
  beforeAfterColumns,
  // A table left one cell a line, its cells cut across lines, as its columns (layout/cut-cells.ts).
  cutCellColumns,
  // A table emitted column by column, as its rows (layout/column-dump.ts).
  columnDumpReading,
  // Numbered labels without their numbers, before the layout pass reads a label over its value (layout/label-dress.ts).
  itemNumbersDropped,
  // A sentence set out over paragraphs, its verb on a line alone between the parties' blocks (layout/continued-paragraphs.ts).
  continuedParagraphsJoined,
  // A two-party box's role headings over each party's block, as the blocks' labels (layout/party-heading-lines.ts).
  partyHeadingsAsLabels,
  // Blocks, `Label : value` lines and tables however laid out (layout/linearise.ts).
  (text) => layoutReading(text),
  // An export's snake-case field names as their words ('nouvelle_denomination :'; layout/snake-case-labels.ts).
  snakeCaseLabels,
  // A labelled sheet's cells a bar separates, one a line (layout/bar-cells.ts).
  barCellLines,
  // A grid's rows flattened without colons, one label and value a cell (layout/labels-in-line.ts).
  labelsInLine,
  // A label whose before / after qualifier follows the field's name, with the qualifier first (layout/qualified-labels.ts).
  qualifiedLabels,
  collapseSpaces,
  // A degree sign closing a cut word is its abbreviation's dot ('Transf°', 'Dém°'; degree-sign-abbreviations.ts).
  degreeSignsAsDots,
  // A legal form printed in small letters is the form ('s.a.r.l.', '«X» sarl', 'sasu-X'; legal-form.ts).
  smallLetterFormsRead,
  // An identifier a column cut at its line's end, joined by its shape and check digit (cut-identifier-lines.ts).
  cutIdentifiersJoined,
  // A compositor's labels glued by his own mark ('dén=X', 'Frm-- SARL', '[CAP] 1 M F'), read by the letters they keep and their values' kinds (marked-record-labels.ts).
  markedRecordLabelsRead,
  // A compositor's record of fields cut by one sign of his own ('NOMIN. ~ X SARL ~ R: … ~ …'), one field a line (separated-fields.ts).
  separatedFieldLines,
  // A term cut word by word ('Loc-Grce', 'FdC', 'L.J.'), each part its word's letters in order (lettered-abbreviations.ts).
  letteredTermsRead,
  // A telegraphic insertion's abbreviated words, written out (abbreviated-words.ts).
  abbreviationsWrittenOut,
  // Event words abbreviated past any lexicon, read by their consonants where an event stands, and
  // what the event changes (unknown-abbreviations.ts).
  eventStemsRead,
  // An event's word cut short, its letters in order ('Cnstit.', 'Dsol.'), and a change of form told by an arrow (lettered-abbreviations.ts).
  letteredEventsRead,
  changedThingsRead,
  // An event told by two cut words at a line's head ('VTE FDS.', 'Cession FC'), read as its phrase (insertion-head-event.ts).
  linesHeadPhrasesRead,
  // A name's and a form's labels glued to their values by their dot ('Dnm.X Frm.SARL'), on lines of their own (glued-labels.ts).
  gluedLabelsRead,
  // A label read by the kind of value it introduces: a form, a capital, a person, an address (value-labels.ts).
  valueLabelsRead,
  // A name in capitals, its form and its identifier in a row mid-line, set at its line's start where the names' readers read it (identified-name-run.ts).
  identifiedNameRunsApart,
  // Where no label was read as the name's: an insertion's values read by their shapes, the name the one run of capitals they leave (shaped-insertion.ts).
  shapedInsertionRead,
  // The words the reader knows typed with a slip (keyword-typos.ts).
  keywordTyposPrinted,
  // A company's fields typed by its own people, labels slipped or after their values (typed-labels.ts).
  typedLabels,
  // An office its writer tells of ('gérante moi X', 'je reste gérant, X'), as a label before its holder (speaker-office.ts).
  speakerOfficeLabels,
  // An office told by who no longer holds it and who does ('la gérante n'est plus X mais Y'), as a table's two labels (plain-office-change.ts).
  plainOfficeChanges,
  // A telegraphic ad's fields on one line, one per line (layout/telegraphic.ts).
  telegraphicLines,
  // A paragraph of fields closed by full stops, one field per line (layout/full-stop-fields.ts).
  fullStopFieldLines,
  // A small ad's capitals title before its company, a line of its own (layout/ad-heading.ts).
  adTitleLines,
  // A title naming its event, then its company after a dash, over the company's form: the name on a line of its own (event-dash-name-heading.ts).
  withEventHeadingNameApart,
  // Numbered, English and web-form labels read as French labels, a sheet's own marks as colons (layout/label-dress.ts).
  plainLabels,
];

const OTHER_PARTY_ONLY =
  'Aucun identifiant cité n’est celui de la société dont l’annonce parle : c’est celui d’une autre partie (le créancier qui a assigné le débiteur, la société dont les titres sont apportés au capital d’une autre, la société qui lui apporte son fonds ou son patrimoine, une société qu’elle détient ou qui lui a cédé un bien) ou un numéro que le texte dit erroné.';

/** The RID of the name block's company the body tells as another company's organ, when the body starts after the block. */
function organBlockCompany(text: string, judged: readonly JudgedRidet[], headerEnd: number): string | undefined {
  const folded = fold(text);
  return headerEnd > 0 ? blockCompanyActingAsOrgan(folded.slice(headerEnd), identifierBlocks(folded, judged, headerEnd)) : undefined;
}

/** Only the contributor's identifier: the notice is the receiving company's, named for the reviewer when the text prints its name. */
function contributorOnlyDetail(receiver: string | null): string {
  return `Seul l’identifiant de la société qui fait l’apport (ou fonde la société) est cité : l’annonce est celle de la société qui le reçoit${receiver ? ` (« ${receiver} »)` : ''}, dont le texte ne cite aucun identifiant (en cours de constitution ou non immatriculée).`;
}

const TYPE_UNKNOWN = 'Le type d’annonce n’a pas pu être déterminé : aucun mot-clé de constitution, modification, cession, procédure ou dissolution n’a été reconnu.';

function isoDateHint(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return parseFrenchDate(value);
}

/** What a list entry inherits from the text around it. */
interface Inherited {
  /** The publication date of the whole text (source hint or masthead). */
  publicationDate: string | null;
  /** Whether `publicationDate` is the source's metadata rather than printed. */
  publicationFromHint?: boolean;
  /** The date of the list's preamble ('Jugements du 4 mai 2026'), for entries without their own. */
  fallbackDate: string | null;
  /** The RID of the company whose part of a text for several companies this is (several-companies.ts). */
  listedRid?: string;
  /** The names of the text's other listed companies, whose offices the shared text may name (several-companies.ts). */
  otherCompanies?: readonly string[];
}

const DOT_LEADERS = /[ \t]*\.{4,}[ \t]*/g;

function parseOne(text: string, hints: NoticeHints, inherited: Inherited, options: ParseOptions, printedText: string = text): ParseNoticeResult {
  // A rectificatif is read as corrected, 'S.A.R.L.' as 'SARL'; `texte` keeps what was printed.
  // A table's dot leaders ('Dénomination ........ X') are read as the label's colon.
  const read = correctedReading(undotLegalForms(text));
  // Every leader holds four dots: a text without them is not scanned (speed only).
  const corrected = read.includes('....') ? read.replace(DOT_LEADERS, ' : ') : read;
  const layout = noticeLayout(corrected);
  // A header's line that tells the name's history under it (company-mentions.ts) describes the company,
  // no title: the body reads it as one of its events.
  const heading = [hints.heading, ...layout.headerLines.filter((line) => !NAME_HISTORY_LINE.test(fold(line.trim())))].filter(Boolean).join('\n');
  const firstType = classifyNotice(corrected, { heading, category: hints.category ?? null, printed: printedText });
  // A merger notice that is the absorbed company's own, as its header block, its heading or its
  // body's telling says (merger-notice-side.ts): its event is its dissolution, not the absorbing
  // company's capital increase it tells, and its company is the subject.
  const absorbedNotice =
    firstType && !hints.ridet && mayBeAbsorbedCompanyNotice(firstType) ? absorbedCompanyNotice(corrected, judgeRidets(corrected, findRidets(corrected)), corrected.indexOf(layout.body), heading) : undefined;
  const ruledType = absorbedNotice !== undefined && firstType?.type === 'capital' ? classifyNotice(corrected, { heading, category: hints.category ?? null, absorbedHeader: true, printed: printedText }) : firstType;
  // The type is the best-scored of those the rules propose; an uncertain one keeps the rules' pick
  // for what is read before the type is checked (the subject, the scope), then quarantines.
  const typeModel = options.typeModel ?? TYPE_MODEL;
  const types = ruledType ? typeCandidates(ruledType) : [];
  const scoredType = ruledType ? scoreTypes(typeModel, types) : null;
  const scoredClassification = ruledType && scoredType?.chosen ? classificationFor(ruledType, scoredType.chosen) : ruledType;

  // An event a public act words only in its visas is its background, not its decision (public-act-visas.ts):
  // what the act decides after them types it, where it names an event.
  const visasOnly = scoredClassification !== null && scoredClassification.evidence !== 'weak' && eventOnlyInVisas(corrected, scoredClassification.type);
  const decidedAfterVisas = visasOnly ? classifyNotice(withoutVisas(corrected), { heading, category: hints.category ?? null, printed: printedText }) : null;
  const actDecides = decidedAfterVisas !== null && decidedAfterVisas.evidence !== 'weak' && decidedAfterVisas.type !== scoredClassification?.type;
  const classification = actDecides ? decidedAfterVisas : scoredClassification;
  const namesEvent = classification !== null && classification.evidence !== 'weak' && (actDecides || !visasOnly);
  const outOfScope = outOfScopeDetail(corrected, namesEvent);
  if (outOfScope) return quarantine(hints, 'hors_champ', outOfScope, text);

  const fromHint = hints.ridet ? normaliseRidet(hints.ridet) : null;
  // One company's number printed twice, once misprinted, is read as the one that passes the check.
  const matches = readMisprintedTwins(findRidets(corrected));
  // A merger's or a TUP's dissolution told of a company named again after its identifier, under
  // another company's block (its parent's, its sole shareholder's): that company's (merger-notice-side.ts).
  const absorbedRid = absorbedNotice?.rid ?? (classification?.type === 'dissolution' && firstType && !fromHint && mayBeAbsorbedCompanyNotice(firstType) ? dissolvedNamedAgain(corrected, matches)?.rid : undefined);
  const firstDecision = fromHint ? null : decideSubjectRidet(corrected, matches, { type: classification?.type ?? null, absorbedRid });
  // A contribution told by its contributor's name block: the block's identifier is the giver's
  // (contributor-notice-side.ts). Read from the first decision's judgments, decided again only when
  // there is one (speed: most notices tell no contribution).
  const contributor = firstDecision && absorbedRid === undefined ? contributorOfNotice(corrected, firstDecision.judged, corrected.indexOf(layout.body)) : undefined;
  // A name block's company told in the body as another company's organ, that company identified too (organ-block-company.ts).
  const organRid = firstDecision && absorbedRid === undefined && !contributor && firstDecision.rule === 'premier_candidat' ? organBlockCompany(corrected, firstDecision.judged, corrected.indexOf(layout.body)) : undefined;
  const decided = contributor || organRid ? decideSubjectRidet(corrected, matches, { type: classification?.type ?? null, absorbedRid, contributorRid: contributor?.rid, organRid }) : firstDecision;
  // A part of a text for several companies is its listed company's, the others judged as the rules judge them.
  const listed = inherited.listedRid === undefined ? undefined : matches.find((m) => m.rid === inherited.listedRid);
  // The seat's host and the partners of a sale of parts set aside where the rules left several companies (beside-subject-roles.ts).
  const besideSet = decided && !listed && !fromHint ? decidedWithRolesBesideSubject(corrected, decided, classification?.type ?? null) : null;
  const ruled = decided && listed ? { ...decided, match: listed, rule: 'societe_de_la_liste' as const } : (besideSet ?? decided);
  // Companies announcing together a decision of 'la société' unnamed: none is the subject, whatever
  // the rules read of their order (joint-announcers.ts).
  if (!fromHint && classification && jointlyAnnouncedUnnamed(corrected, matches)) return quarantine(hints, 'sujet_ambigu', jointDetail(matches), text);
  // Two names before one identifier announcing a decision that names neither (two-names-one-identifier.ts).
  if (!fromHint && classification && twoNamesOneIdentifier(corrected, matches)) return quarantine(hints, 'sujet_ambigu', twoNamesDetail(matches[0]!), text);
  // A letting or a sale told only as a contract between two companies, no side given (unsided-exchange.ts).
  if (!fromHint && classification?.type === 'cession' && matches.length > 0 && exchangeWithoutSides(corrected)) return quarantine(hints, 'sujet_ambigu', exchangeWithoutSidesDetail(), text);
  // Or told twice with its sides the other way round (exchange-sides-contradict.ts).
  const exchangeSides = !fromHint && classification?.type === 'cession' && matches.length > 0 ? exchangeSidesContradict(corrected) : null;
  if (exchangeSides) return quarantine(hints, 'sujet_ambigu', exchangeSidesContradictDetail(exchangeSides), text);
  // A sale of shares between two companies, the company whose shares are sold never named (unnamed-shares-company.ts).
  if (!fromHint && classification?.type === 'cession' && sharesOfUnnamedCompany(corrected, matches)) return quarantine(hints, 'ridet_absent', sharesOfUnnamedCompanyDetail(), text);
  let decision: SubjectDecision | null = ruled;
  let subject: RidetMatch | null = null;
  if (ruled && ruled.rule !== 'premier_candidat' && ruled.rule !== 'tous_tiers') {
    // The rules decided (a merger's side, the new company's own registration, one company left
    // once third parties are set aside): the fitted score is asked only where they abstain.
    subject = ruled.match;
    options.onSubjectCandidates?.(subjectCandidates({ text: corrected, layout, matches, decision: ruled, type: classification?.type ?? null, heading: hints.heading, denomination: hints.denomination }), { reference: hints.reference, ruled: true });
  } else if (ruled) {
    // The subject is the best-scored company when it wins clearly enough; never a guess.
    const model = options.subjectModel ?? SUBJECT_MODEL;
    const candidates = subjectCandidates({ text: corrected, layout, matches, decision: ruled, type: classification?.type ?? null, heading: hints.heading, denomination: hints.denomination });
    options.onSubjectCandidates?.(candidates, { reference: hints.reference, ruled: false });
    const scored = scoreSubject(model, candidates);
    // An unknown type is said first: the text may not be a company event at all.
    if (!scored.chosen) return classification ? quarantine(hints, 'sujet_ambigu', ambiguityDetail(model, scored), text) : quarantine(hints, 'type_inconnu', TYPE_UNKNOWN, text);
    subject = scored.chosen.match;
    if (ruled.match?.rid !== subject.rid) decision = { ...ruled, match: subject, rule: 'premier_candidat' };
  }
  // A company named only in its parent's description, the parent named again as the act's company (described-subsidiary.ts).
  const describedBy = !fromHint && !listed && subject && ruled?.rule === 'seul_candidat' ? subsidiaryOnlyInParentDescription(corrected, matches, subject) : null;
  if (describedBy && subject) return quarantine(hints, 'sujet_ambigu', describedSubsidiaryDetail(describedBy, subject), text);
  const ridet = fromHint ?? (subject ? withRankPrintedApart(corrected, subject, matches) : null);
  // Every identifier another party's: the contributor's alone names the company that receives.
  const otherPartyDetail = contributor && decision?.judged.some((j) => j.contributor === true) ? contributorOnlyDetail(contributor.receiver) : OTHER_PARTY_ONLY;
  if (!ridet) {
    const detail = hints.ridet
      ? `Le RIDET fourni par la source (« ${hints.ridet} ») est illisible et le texte ne cite aucun RIDET, RID ni numéro RCS.`
      : ruled?.rule === 'autre_partie'
        ? besideSet?.rule === 'autre_partie' ? ROLE_PARTY_ONLY_DETAIL : otherPartyDetail
        : ruled?.rule === 'pas_immatriculee'
        ? 'La société n’est pas encore immatriculée (« sera immatriculée », RIDET « en cours d’attribution » ou « à compléter ») : les identifiants cités sont ceux d’autres parties (fondateur, président, cabinet qui dépose l’annonce), aucun n’est le sien.'
        : /\ben cours de constitution\b/.test(fold(corrected)) || REGISTRATION_PENDING.test(fold(corrected))
          ? 'La société n’est pas encore immatriculée (« sera immatriculée ») : le texte ne cite aucun RIDET, RID ni numéro RCS auquel rattacher l’annonce.'
          : unreadableDetail(corrected) ?? 'Le texte ne cite aucun RIDET, RID ni numéro RCS : impossible de rattacher l’annonce à une entreprise.';
    return quarantine(hints, 'ridet_absent', detail, text);
  }
  // The score may not pick a company the notice is never about (subject-ridet.ts neverTheSubject:
  // the creditor, a number said to be wrong, the other party of a contribution or a sale …): the
  // subject's identifier is not printed.
  if (!fromHint && subject && decision?.judged.some((j) => j.match.rid === subject.rid) && decision.judged.filter((j) => j.match.rid === subject.rid).every((j) => neverTheSubject(j, classification?.type))) {
    return quarantine(hints, 'ridet_absent', otherPartyDetail, text);
  }
  // A sale of parts published under a partner who sells or buys them: the sold company's identifier is not printed (beside-subject-roles.ts).
  if (!fromHint && subject && classification?.type === 'cession' && decision && onlyPartnerOfPartsSale(corrected, subject.rid, decision.judged)) return quarantine(hints, 'ridet_absent', PARTNER_ONLY_DETAIL, text);
  // Only the ordering firm's or the client's identifier, its company never named in the notice's own
  // text: the notice's company is not identified (order-block.ts).
  if (!fromHint && onlyOrderingPartyIdentified(corrected, matches)) return quarantine(hints, 'ridet_absent', ORDERING_PARTY_ONLY, text);
  // A sale of parts of a company that prints no identifier: the identifiers are the seller's and the buyer's (unidentified-sold-company.ts).
  const soldUnidentified = !fromHint && classification?.type === 'cession' && decision ? unidentifiedSoldCompany(corrected, matches, decision.judged.some((j) => j.partsOf)) : null;
  if (soldUnidentified) return quarantine(hints, 'ridet_absent', unidentifiedSoldCompanyDetail(soldUnidentified), text);

  // A name change the layout's reading of a short insertion cut apart (its fields set one a line) is read as printed.
  const correctedChange = extractNameChange(corrected);
  const nameChange = correctedChange.nouvelle === null && printedText !== text && isShortInsertion(corrected) ? extractNameChange(printedText) : correctedChange;
  const identifierEnds = matches.map((m) => m.index + m.printed.length);
  // A number the text says is wrong (corrected-identifier.ts) identifies no other company the subject's name could be.
  const wrongNumbers = new Set(decision?.judged.filter((j) => j.wrongNumber === true).map((j) => j.match.index));
  const others = subject ? matches.filter((m) => m.rid !== subject.rid && !wrongNumbers.has(m.index)).map((m) => m.index) : [];
  const readings = [...subjectCompanyReadings(corrected, layout, subject ? { index: subject.index, others } : null, identifierEnds)];
  // The source's metadata names the company; otherwise the name is the best-scored of those read.
  const metadataName = hints.denomination?.trim() || null;
  const names = metadataName
    ? []
    : nameCandidates({
        text: corrected,
        layout,
        readings,
        newName: nameChange.nouvelle,
        subject: subject ? { index: subject.index, end: subject.index + subject.printed.length } : null,
        others: subject ? matches.filter((m) => m.rid !== subject.rid).map((m) => ({ index: m.index, end: m.index + m.printed.length })) : [],
        heading: hints.heading,
      });
  if (names.length >= 2) options.onNameCandidates?.(names, { reference: hints.reference, rid: ridet.ridet.slice(0, 7) });
  const nameModel = options.nameModel ?? NAME_MODEL;
  const scoredName = metadataName ? null : scoreNames(nameModel, names);
  if (scoredName && names.length >= 2 && !scoredName.chosen) {
    return quarantine(hints, 'denomination_incertaine', uncertainNameDetail(nameModel, scoredName), text);
  }
  // A short insertion's name the rules read that is only its event's words ('FIN LG', '↓ CAP') is no
  // name: the insertion is read as one whose rules read none, by its runs' score (name-runs.ts).
  const ruledName = scoredName?.chosen ?? null;
  const chosenName = ruledName && isShortInsertion(corrected) && eventWordsOnly(ruledName.name) ? null : ruledName;
  const newNameChosen = !metadataName && chosenName !== null && chosenName.sources[0] === 'nouvelle_denomination';
  // The subject's description (its span, its form) is the chosen name's reading; a new name keeps
  // the rules' own reading of the company (its old name describes it).
  const company = (newNameChosen ? null : chosenName?.reading) ?? readings[0] ?? null;
  const subjectSpan = subject ? { index: subject.index, end: subject.index + subject.printed.length } : null;
  const otherSpans = () => matches.filter((m) => m.rid !== subject?.rid).map((m) => ({ index: m.index, end: m.index + m.printed.length }));
  if (!metadataName && options.onRunNameCandidates && isShortInsertion(corrected)) {
    options.onRunNameCandidates(runNameCandidates(corrected, subjectSpan, otherSpans()), { reference: hints.reference, rid: ridet.ridet.slice(0, 7), named: Boolean(chosenName) });
  }
  // A short insertion whose compositor labels the name his own way: its runs in capitals, scored (name-runs.ts).
  const runs = metadataName || chosenName || !isShortInsertion(corrected) ? null : runNameCandidates(corrected, subjectSpan, otherSpans());
  const runModel = options.runNameModel ?? RUN_NAME_MODEL;
  const scoredRuns = runs && runs.length > 0 ? scoreRunNames(runModel, runs) : null;
  // The dénomination's own label read with the name is read past (label-in-name.ts).
  const readName = chosenName?.name || scoredRuns?.chosen?.name;
  const labelled = metadataName || (readName ? newNameOfFormer(nameAfterChangeArrow(withoutCompanyWord(withoutNameLabel(withoutHeadMark(readName)))), corrected) : readName);
  if (!labelled) {
    return quarantine(hints, 'denomination_absente', scoredRuns ? uncertainRunNameDetail(runModel, scoredRuns) : NO_NAME_DETAIL, text);
  }
  // A name read over a label or a sentence, or cut before its end: no company's name as it stands
  // (label-in-name.ts, unfinished-name.ts). A label at its head is read past where the runs' score
  // ranks the rest first.
  const pastHeadLabel = !metadataName && holdsLabel(labelled) && isShortInsertion(corrected) ? nameAfterHeadLabel(labelled, scoredRuns ?? scoreRunNames(runModel, runs ?? runNameCandidates(corrected, subjectSpan, otherSpans()))) : null;
  // A compositor's slash before the form's field is no part of the name (`X / EURL / RID …`).
  // A heading's name joined to the same name opening the next line (`Transfert — X` / `X, SARL …`) is printed once.
  // A column's rubric alone on the line above the company's line is no word of its name (rubric-line-above-name.ts).
  // Quotes, a bracketed role's label, a form or a sentence's words left at its edges are none of its characters (name-edges.ts).
  let denomination = withoutStrayEdges(withoutRubricLineAbove(withoutRepeatedName(withoutFrameMarks(withoutSlashedFormField(pastHeadLabel ?? labelled))), corrected, printedText), corrected);
  // A name a scan damaged where the notice prints it once more cleanly: the clean printing (ocr-name-variant.ts).
  if (!metadataName) denomination = cleanOcrNameVariant(denomination, corrected) ?? denomination;
  if (!metadataName && holdsLabel(denomination)) return quarantine(hints, 'denomination_incertaine', labelInNameDetail(denomination), text);
  if (!metadataName && isNoNameWord(denomination)) {
    // A short insertion's runs may be sure of the name the rules passed over for a word of the vocabulary.
    const sure = isShortInsertion(corrected) ? scoreRunNames(runModel, runs ?? runNameCandidates(corrected, subjectSpan, otherSpans())).chosen?.name : undefined;
    if (sure === undefined || isNoNameWord(sure)) return quarantine(hints, 'denomination_incertaine', noNameWordDetail(denomination), text);
    denomination = sure;
  }
  if (!metadataName && endsOnOpeningWord(denomination)) return quarantine(hints, 'denomination_incertaine', unfinishedNameDetail(denomination), text);
  if (!metadataName && joinsTwoNames(denomination)) return quarantine(hints, 'denomination_incertaine', slashJoinedNamesDetail(denomination), text);
  // A person's name read in a short insertion that prints a company's form beside another name: the
  // person is the company's officer or founder as often (person-name-beside-form.ts). A judgment is
  // left alone: the court's debtor is a person trading in his own name as often, the form beside
  // another name its liquidator's or another entry's.
  if (!metadataName && classification?.type !== 'procedure' && isShortInsertion(corrected)) {
    const readAsPerson = chosenName ? chosenName.reading?.person === true : false;
    if (personShapedName(denomination, readAsPerson)) {
      const rivals = formNamedRivals(corrected, denomination, readAsPerson, runs ?? runNameCandidates(corrected, subjectSpan, otherSpans()));
      if (rivals.length > 0) return quarantine(hints, 'denomination_incertaine', personNameBesideFormDetail(denomination, rivals), text);
    }
  }
  // A short insertion whose runs' score is sure of another name than the rules' (runs-contradict-name.ts).
  // A person the rules read (a trader) is left to them: the runs read his business's sign as often.
  if (!metadataName && chosenName && chosenName.reading?.person !== true && !chosenName.sources.includes('nouvelle_denomination') && isShortInsertion(corrected)) {
    const scoredRunNames = scoreRunNames(runModel, runs ?? runNameCandidates(corrected, subjectSpan, otherSpans()));
    const run = contradictingRun(denomination, scoredRunNames);
    // The rules' name with a compositor's marks or cut words around the run the score is sure of: the run, read cleaner.
    const cleaner = run ? runCleaningName(denomination, scoredRunNames) : null;
    if (cleaner) denomination = cleaner;
    else if (run) return quarantine(hints, 'denomination_incertaine', runsContradictNameDetail(denomination, run), text);
  }
  // The adviser's letterhead identifier is no subject's when the notice names another company.
  if (decision && identifiesOnlyTheAdviser(corrected, decision, denomination, nameChange.ancienne)) return quarantine(hints, 'ridet_absent', adviserOnlyDetail(denomination), text);
  // The company's own name printed beside another identifier that passes the check too: which is its own, nothing says.
  const contradicting = subject && !fromHint ? contradictingIdentifier(corrected, matches, subject, denomination) : null;
  if (subject && contradicting) {
    return quarantine(hints, 'sujet_ambigu', `La société « ${denomination} » est citée avec deux identifiants différents, tous deux valides : « ${subject.printed} » et « ${contradicting.printed} » ; rien ne dit lequel est le sien.`, text);
  }
  // The identifier printed only after another company's name: the record would join two companies (identifier-name-binding.ts).
  const boundElsewhere = subject && !fromHint && !metadataName ? identifierBoundElsewhere(corrected, matches, subject, { denomination, ancienne: nameChange.ancienne, nouvelle: nameChange.nouvelle }, text) : null;
  if (boundElsewhere) return quarantine(hints, 'sujet_ambigu', boundElsewhereDetail(denomination, boundElsewhere), text);
  // The published identifier printed after two companies' names: one printing is a slip (identifier-name-binding.ts);
  // a rectificatif prints the slip itself, after 'au lieu de'.
  const twoCompanies = subject && !fromHint && !metadataName && !isRectificatif(corrected) ? identifierOfTwoCompanies(corrected, matches, subject) : null;
  if (subject && twoCompanies) return quarantine(hints, 'sujet_ambigu', identifierOfTwoCompaniesDetail(subject.printed, twoCompanies), text);
  // A merger whose labelled sides its sentences tell the other way round (merger-sides-contradict.ts).
  const sidesContradict = subject && !fromHint ? mergerSidesContradict(corrected) : null;
  if (sidesContradict) return quarantine(hints, 'sujet_ambigu', mergerSidesContradictDetail(sidesContradict), text);
  const proseContradicts = subject && !fromHint ? mergerProseContradicts(corrected) : null;
  if (proseContradicts) return quarantine(hints, 'sujet_ambigu', mergerProseContradictsDetail(proseContradicts), text);

  // Where the rules name no event, the fallback fitted on the corpora's words may (type-fallback-model.ts).
  const words = options.onTypeFallbackWords || !classification ? typeFallbackWords(hints.heading ?? '', corrected) : null;
  if (words && options.onTypeFallbackWords) {
    options.onTypeFallbackWords(words, { reference: hints.reference, rid: ridet.ridet.slice(0, 7), lowerCaseWords: typeFallbackWords(hints.heading ?? '', corrected, true) });
  }
  const ruledOrFallback = classification ?? (words ? fallbackClassification(options.typeFallbackModel ?? TYPE_FALLBACK_MODEL, words) : null);
  // A short insertion whose compositor cut its event's word: its words scored by the letters they keep
  // (insertion-event-tokens.ts), as printed: the corrected reading writes some cuts out whole, not others.
  const eventCandidates = (options.onInsertionEventCandidates || !ruledOrFallback) && isShortInsertion(corrected) ? insertionEventCandidates(text) : null;
  if (eventCandidates && options.onInsertionEventCandidates) options.onInsertionEventCandidates(eventCandidates, { reference: hints.reference, rid: ridet.ridet.slice(0, 7), typed: Boolean(ruledOrFallback) });
  const eventModel = options.insertionEventModel ?? INSERTION_EVENT_MODEL;
  const scoredEvents = !ruledOrFallback && eventCandidates && eventCandidates.length > 0 ? scoreInsertionEvents(eventModel, eventCandidates) : null;
  // A name that is one of the words read as the event was read from the event: neither is sure.
  const eventAsName = scoredEvents?.chosen ? scoredEvents.ranked[0]!.candidate.words.some((w) => fold(w) === fold(denomination).replace(/[^a-z]/g, '')) : false;
  // The compositor's head code, where it is plain (insertion-head-code.ts), before the cut words'
  // model: the column's rubric or the code is what the compositor says the insertion is, the model a
  // guess from its words (officers' labels under `CRÉATIONS DE SOCIÉTÉS` read as an appointment).
  // Not where the name read is the code's words (`NOUVELLE SOCIÉTÉ` over a column of fields). An appointment told by its code
  // alone where two companies are identified is left untyped: which company is appointed (`CAC
  // nommés ▪ X … ▪ titul. : Y`) the code cannot tell, and the subject read may be the appointee.
  const readCode = !ruledOrFallback && eventCandidates ? headCode(text, printedText) : null;
  const code = readCode?.type === 'nomination' && new Set(matches.map((m) => m.rid)).size >= 2 ? null : readCode;
  const codeAsName = code !== null && fold(code.printed).replace(/[^a-z]/g, '') === fold(denomination).replace(/[^a-z]/g, '');
  const typed = ruledOrFallback ?? (code && !codeAsName ? insertionEventClassification(code.type) : scoredEvents?.chosen && !eventAsName ? insertionEventClassification(scoredEvents.chosen) : null);
  if (!typed) {
    const eventDetail = codeAsName ? eventWordAsNameDetail(denomination) : scoredEvents ? (eventAsName ? eventWordAsNameDetail(denomination) : '') + insertionEventDetail(eventModel, scoredEvents) : '';
    return quarantine(hints, 'type_inconnu', TYPE_UNKNOWN + eventDetail, text);
  }
  if (types.length >= 2) options.onTypeCandidates?.(types, { reference: hints.reference, rid: ridet.ridet.slice(0, 7) });
  if (scoredType && !scoredType.chosen) return quarantine(hints, 'type_incertain', uncertainTypeDetail(typeModel, scoredType), text);

  // The source's own publication date is no choice; otherwise the date is the best-scored of the
  // publication date the text prints, the dates it prints and a list's own date.
  let date: string | null = inherited.publicationFromHint ? inherited.publicationDate : null;
  let actDate: ActDateMention | null = null;
  let datesChosenAmong = 0;
  if (!date) {
    const mentions = withoutEarlierJudgments(corrected, actDateMentions(corrected, { type: typed.type }), inherited.fallbackDate);
    const dates = dateCandidates({ text: corrected, publication: inherited.publicationDate, mentions, fallback: inherited.fallbackDate });
    if (dates.length >= 2) options.onDateCandidates?.(dates, { reference: hints.reference, rid: ridet.ridet.slice(0, 7) });
    datesChosenAmong = dates.length;
    const dateModel = options.dateModel ?? DATE_MODEL;
    const scoredDate = scoreDates(dateModel, dates);
    if (dates.length >= 2 && !scoredDate.chosen) return quarantine(hints, 'date_incertaine', uncertainDateDetail(dateModel, scoredDate), text);
    date = scoredDate.chosen;
    const best = bestActDate(mentions);
    actDate =
      date === null || date === inherited.publicationDate ? null
      : date === best?.iso ? best
      : date === inherited.fallbackDate ? null
      : mentions.filter((m) => m.iso === date).sort((a, b) => b.score - a.score)[0] ?? null;
  }
  if (!date) {
    return quarantine(hints, 'date_absente', 'Aucune date de publication n’est fournie et le texte ne donne aucune date d’acte ou de jugement.', text);
  }
  // A type only the learned insertion event read is weak evidence: its notice is published on the
  // page's own date (the source's, a label's, the header's or the footer's) or the one date it prints,
  // never on one chosen among the act and effect dates a compositor prints unlabelled (insertion-event-model.ts).
  if (!ruledOrFallback && datesChosenAmong >= 2 && date !== inherited.publicationDate) return quarantine(hints, 'date_incertaine', insertionEventDateDetail(date), text);

  // Without a heading, the notice's first line stands for one, shortened when it is a sentence.
  const printed = corrected === text ? layout : noticeLayout(text);
  const titre = (hints.heading?.trim() || printed.titleLine || printed.headerLines[0] || summarise(text.split('\n')[0] ?? '', TITLE_LENGTH)).trim();
  const resumeSource = printed.body && printed.body !== titre ? printed.body : text;
  const officersRead = extractOfficers(corrected, { type: typed.type, subjectName: denomination, subjectRid: ridet.ridet.slice(0, 7), identifiers: matches, heading: hints.heading ?? null, otherCompanies: inherited.otherCompanies });
  // The subject's capital and siège, not those of another company the notice describes.
  const identifiers = matches.map((m) => ({ index: m.index, end: m.index + m.printed.length }));
  const subjectIndex = subject?.index ?? matches.find((m) => m.rid === ridet.ridet.slice(0, 7))?.index ?? null;
  const scope = { subject: company?.span ?? null, others: subjectIndex === null ? [] : otherCompanySpans(corrected, identifiers, subjectIndex) };
  const form = withOneMemberForm(corrected, readFormeJuridique(corrected, layout, company, subject ? { subjectIndex: subject.index, others, identifierEnds } : null));
  // A company run by managers has no president: a president signing its notice is another company's (form-offices.ts).
  // Nor does a company dissolved without liquidation have any officer after it (dissolved-without-liquidation.ts).
  const officers = officersAfterDissolution(officersTheFormHas(officersRead, form?.form ?? null, corrected), typed.type, corrected);
  // A person read as the name whom the notice lists as the company's officer (officer-read-as-name.ts).
  if (!metadataName && officerReadAsName(denomination, chosenName?.reading?.person === true, officers.dirigeants)) {
    return quarantine(hints, 'denomination_incertaine', officerReadAsNameDetail(denomination), text);
  }

  const notice: ParsedNotice = {
    reference: hints.reference,
    ridet: ridet.ridet,
    ridet_luhn_valide: ridet.luhnValid,
    denomination,
    type: typed.type,
    titre,
    resume: summarise(resumeSource),
    date,
    forme_juridique: form?.form ?? null,
    capital: extractCapital(corrected, scope),
    siege: extractSiege(corrected, scope),
    ancienne_denomination: nameChange.ancienne,
    nouvelle_denomination: nameChange.nouvelle,
    dirigeants: officers.dirigeants,
    ...(officers.organes.length > 0 ? { organes_procedure: officers.organes } : {}),
    ...(ridet.establishmentInferred ? { etablissement_inconnu: true } : {}),
    texte: printedText,
  };
  if (hints.trace) {
    notice.extraction = traceExtraction({
      texte: printedText,
      reading: corrected,
      subject,
      decision,
      ridetFromHint: fromHint !== null,
      denomination,
      denominationFrom: metadataName ? 'metadonnee' : newNameChosen ? 'nouvelle_denomination' : 'sujet',
      company: company ?? null,
      type: typed.type,
      typeConfidence: typed.confidence,
      date,
      dateFrom: inherited.publicationFromHint ? 'metadonnee' : date === inherited.publicationDate ? 'publication' : actDate ? 'acte' : 'liste',
      actDate,
      form,
      officers,
    });
  }
  return { ok: true, notice };
}

/**
 * A text reporting one decision for several companies, or each company's own decision, read company
 * by company: each part (the text without the other companies' items) read alone. Null, and the
 * whole reading kept, unless every part publishes its listed company, with a type a shared decision
 * has (one type for all, unless each item tells its own company's decision), and every other
 * identifier the part prints is a third party's there (a holding acting for the listed companies,
 * not a company the decision could be about).
 */
function eachCompanysReading(text: string, hints: NoticeHints, inherited: Inherited, options: ParseOptions): ParseNoticeResult[] | null {
  const parts = severalCompaniesParts(text);
  if (!parts) return null;
  const results: ParseNoticeResult[] = [];
  for (const [i, part] of parts.entries()) {
    const matches = findRidets(part.text);
    const judged = decideSubjectRidet(part.text, matches, { type: null }).judged;
    if (judged.some((j) => j.match.rid !== part.match.rid && !j.third && !actsForTheListed(part.text, j.match))) return null;
    // The listed company itself told as another's party ('…, RIDET …, agissant en qualité d'associée unique') is no part's subject.
    if (judged.filter((j) => j.match.rid === part.match.rid).every((j) => j.third)) return null;
    const otherCompanies = parts.filter((other) => other !== part).map((other) => other.denomination);
    const result = parseOne(part.text, { ...hints, reference: `${hints.reference}#${i + 1}`, denomination: hints.denomination ?? part.denomination }, { ...inherited, listedRid: part.match.rid, otherCompanies }, options);
    if (!result.ok || result.notice.ridet.slice(0, 7) !== part.match.rid || !isSharedDecisionType(result.notice.type)) return null;
    results.push(result);
  }
  // One decision for all, one type; each company's own decision told apart may be of its own type.
  const types = new Set(results.map((r) => (r.ok ? r.notice.type : null)));
  return types.size === 1 || parts.every((part) => part.ownEvent) ? results : null;
}

/**
 * Every announcement of a text: one for a notice, one per entry for a greffe list of judgments
 * (references `${reference}#1`, `#2`, …; an entry without identifier is quarantined alone).
 *
 * @example
 * for (const result of parseNoticeTexts(text, { reference: '2026-00020' })) {
 *   if (result.ok) console.log(result.notice.reference, result.notice.ridet, result.notice.type);
 *   else console.log(result.quarantine.reason, result.quarantine.detail);
 * }
 */
export function parseNoticeTexts(rawText: string, hints: NoticeHints, options: ParseOptions = {}): ParseNoticeResult[] {
  const columns = cleanNoticeColumns(rawText);
  const text = collapseSpaces(columns);
  if (!text) return [quarantine(hints, 'document_vide', 'Le texte de l’annonce est vide.', rawText)];
  const hinted = isoDateHint(hints.publicationDate);
  // A platform's raw JSON item on one line prints its publication field on no line of its own: the
  // date is read from its fields as a reader sees them (layout/json-payload.ts).
  // So is an export of `key;value` or `key|value` lines (layout/key-bar-records.ts), its quoted
  // fields parted by commas read as such cells (layout/quoted-fields.ts).
  const printedPublication = hinted ?? findPublicationDate(jsonPayloadReading(rawText) ?? keyBarRecordReading(quotedFieldCells(rawText)));
  const publicationFromHint = hinted !== null;
  // The page's furniture (publisher footer and its RIDET, breadcrumbs, related notices) is set
  // apart before anything is read; `texte` keeps what was printed.
  // Values laid out under their label, beside it in a column or in a table's cells are read as
  // `Label : value` lines (layout/); `texte` keeps the text as printed.
  // A platform's raw JSON item is read as its fields and its text (layout/json-payload.ts); a table
  // emitted column by column, as its rows (layout/column-dump.ts); an item flattened to key paths,
  // as its fields (layout/key-paths.ts); a back office's `key|value` export, as its fields and the notice
  // it carries (layout/key-bar-records.ts).
  // Two columns whose lines extraction interleaved are read apart, before a word cut at a line's
  // end is joined to the other column's next line (layout/interleaved.ts).
  // A table's cells cut by tabs are read apart (layout/tab-cells.ts).
  // A header block in two columns (the company's heading beside the act's title) is read column by
  // column (layout/header-columns.ts).
  // A table drawn with box-drawing characters is read as a table of bars (layout/box-frame.ts).
  // A table's row naming a party by its role, with that party's particulars, is read as the party's
  // description in prose (layout/party-rows.ts); a form's options, as the ones ticked
  // (layout/ticked-boxes.ts); a form's field one character a box, as what it spells (layout/letter-boxes.ts);
  // an export's quoted fields parted by commas, as cells (layout/quoted-fields.ts).
  // Two parties side by side, each a column under its role, as each party's description (layout/party-column-records.ts).
  // A rubber stamp drawn as a box beside the first lines is set apart before any column is read (stamp-beside.ts).
  // A neighbour column's sign-off glued after a bar to one line is set apart (layout/closing-beside-bar.ts).
  const gridded = partyColumnRecords(partyRowLines(boxFrameBars(letterBoxes(tickedBoxes(quotedFieldCells(withoutStampBeside(closingBesideBarApart(rawText))))))));
  const headed = headerColumnsApart(gridded);
  // Two columns a bar rules apart are read left then right (layout/bar-gutter.ts).
  // Two columns joined line by line at a gap that wanders with the left column's ragged ends, left
  // then right (layout/ragged-columns.ts): first where the gap wanders widely, else last.
  // Two columns that lines blank across both part into paragraphs, read whole page by page (layout/columns-across-paragraphs.ts).
  const apart = raggedColumns(headed ?? gridded, { wandering: true }) ?? columnsAcrossParagraphs(headed ?? gridded) ?? deinterleaved(headed ?? gridded) ?? tabCells(headed ?? gridded) ?? barGutterColumns(headed ?? gridded) ?? raggedColumns(headed ?? gridded) ?? headed ?? (gridded === rawText ? null : gridded);
  // A message's envelope marks (quote markers, a chat log's timestamps, a text message's numbered
  // parts, a form's required-field stars) are read past (message-envelope.ts).
  // A form's name and identifier typed in each other's fields are read by their kinds (swapped-form-fields.ts).
  const readColumns = swappedFormFields(messageEnvelopeRead(apart === null ? columns : cleanNoticeColumns(apart)));
  const laidOut = TEXT_PASSES.reduce((read, pass) => pass(read), jsonPayloadReading(readColumns) ?? keyBarRecordReading(keyPathReading(readColumns)));
  const reading = separateFurniture(laidOut).notice || laidOut;
  // A table's column that dates the publication ('Publié le' over '5/03/2026', 'date_parution' over
  // its cell) is read as its label beside its value once the table is laid out as fields (publication-date.ts).
  const publicationDate = printedPublication ?? (laidOut === rawText ? null : findLabelledPublicationDate(laidOut));
  const listed = splitNoticeList(reading);
  // A printed page's neighbours cut by the column (the previous notice's tail, the next one's
  // opening) are set apart; then a page of several complete notices: each read alone, dated by
  // its own heading's date. A list of judgments is always a list; a list of other events is
  // read as a page when it is one.
  // A JONC page's associations section above the legal publications is another section's tail.
  const alone = listed?.judgments ? null : withoutLaterNeighbours(withoutCutNeighbours(withoutAssociationsSection(reading)));
  // A page whose notices no heading opens at a paragraph's start is parted where a rule, an ornament
  // or a name in capitals after a closed sentence part them (parted-page.ts): from the whole page, as
  // the pieces set apart above as a notice's neighbours are then notices of their own; where the
  // headings find fewer notices than the parts, by its parts; never a registry's list, which its own
  // reading parts (split-notices.ts).
  const page = alone === null ? null : morePartedNotices(splitNoticePage(alone), partedPageBeside(partedPageNotices(reading), listed), alone);
  // A list of other events is split from the page without its cut neighbours: the next notice's
  // cut opening under a rule is no entry of its own (`…` / `_____` / `NOMINATION DE GÉRANT` / `SARL
  // X, …, RIDET …. Aux termes de l'assemblée`).
  const list = page ? null : listed && !listed.judgments && alone !== null && alone !== reading ? splitNoticeList(alone) : listed;
  if (!list) {
    if (page) {
      // A part of the page that is a registry's list of judgments (a court's block between two
      // notices) is read entry by entry, each dated by the page, else by the list's hearing.
      const items = page.notices.flatMap((notice) => {
        const dated = (hinted ?? notice.publicationDate ?? cardPublicationDate(notice.text, CARD_HEAD_LINES)) ?? publicationDate;
        const judgments = splitNoticeList(notice.text);
        if (judgments?.judgments !== true) return [{ text: notice.text, heading: notice.heading, publicationDate: dated, fallbackDate: null }];
        const fallbackDate = findActDate(judgments.preamble);
        return judgments.entries.map((entry) => ({ text: entry.text, heading: entry.heading ?? notice.heading, publicationDate: dated, fallbackDate }));
      });
      return items.map((item, i) => parseOne(item.text, { ...hints, reference: `${hints.reference}#${i + 1}`, heading: item.heading }, { publicationDate: item.publicationDate, publicationFromHint, fallbackDate: item.fallbackDate }, options));
    }
    // The title a document prints names its own event: where another section's or a neighbour's
    // lines were set apart, the printed text's title may be theirs (an associations section's
    // `Déclaration de création` above a company's notice), so the notice's own lines are read.
    const whole = parseOne(alone ?? reading, hints, { publicationDate, publicationFromHint, fallbackDate: null }, options, alone === null || alone === reading ? text : alone);
    if (whole.ok || whole.quarantine.reason !== 'sujet_ambigu') return [whole];
    // Several companies each printed with its identifier and one decision for each: one
    // announcement per company, kept only when every part reads as its own company's.
    return eachCompanysReading(alone ?? reading, hints, { publicationDate, publicationFromHint, fallbackDate: null }, options) ?? [whole];
  }
  const fallbackDate = findActDate(list.preamble);
  const entries = list.entries.map((entry, i) =>
    parseOne(entry.text, { ...hints, reference: `${hints.reference}#${i + 1}`, heading: entry.heading ?? hints.heading ?? null }, { publicationDate, publicationFromHint, fallbackDate }, options),
  );
  // An entry whose only identifier is a third party's ('– en qualité de commissaire aux comptes,
  // la société X, RIDET …') is one notice's bullet, not a judgment of a list: the text is then
  // read whole, and published only when the whole reading decides its subject.
  if (entries.some((r) => !r.ok && r.quarantine.reason === 'sujet_ambigu')) {
    const whole = parseOne(reading, hints, { publicationDate, publicationFromHint, fallbackDate: null }, options, text);
    if (whole.ok) return [whole];
  }
  return entries;
}

/**
 * The page read by its headings (split-page.ts), unless the parted reading (parted-page.ts) finds
 * more notices in it: headings at a paragraph's start may title only some of a page's notices. As
 * many, the parted reading still where a headed notice runs on over a rule into another company's
 * lines (notice-over-rule.ts). An agency's numbered batch is its own partition (batch-items.ts) and stays.
 */
function morePartedNotices(headed: NoticePage | null, parted: NoticePage | null, text: string): NoticePage | null {
  if (headed === null || parted === null) return headed ?? parted;
  if (numberedItems(linesOf(text)) !== null) return headed;
  if (parted.notices.length < headed.notices.length || (parted.notices.length === headed.notices.length && !headed.notices.some(runsOverRule))) return headed;
  return parted;
}


/**
 * A parted page (parted-page.ts), unless the text is a registry's list whose every entry opens on
 * its register line (`RIDET … – X – SARL`): its list's reading parts it (split-notices.ts).
 */
function partedPageBeside(page: NoticePage | null, listed: NoticeList | null): NoticePage | null {
  if (page === null || listed === null) return page;
  return listed.entries.every((entry) => registerEntryNameLine(entry.text.trimStart().split('\n')[0]!) !== null) ? null : page;
}

/**
 * One notice's text to one result; for a list of judgments, its first entry (use
 * parseNoticeTexts to get them all).
 *
 * @example
 * const result = parseNoticeText(text, { reference: '2026-00020', publicationDate: '2026-03-12' });
 * if (result.ok) console.log(result.notice.ridet, result.notice.type);
 * else console.log(result.quarantine.reason, result.quarantine.detail);
 *
 * @internal One notice, for the tests and the benchmark; the pipeline reads batches with parseNoticeTexts.
 */
export function parseNoticeText(rawText: string, hints: NoticeHints, options: ParseOptions = {}): ParseNoticeResult {
  return parseNoticeTexts(rawText, hints, options)[0]!;
}
