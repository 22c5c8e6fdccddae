/**
 * The subject's candidates with their evidence: every company the notice identifies (its
 * identifiers grouped by RID), each described by general, named features read around its
 * mentions — the rule judgments of subject-ridet.ts (third party, absorbed, absorbing, adviser),
 * where it is printed (heading, header block, under a label, first, last, in the signature or
 * the footer), how often, whether the name introduced beside it is the header's or the
 * `Dénomination :`, and the role nouns and verbs around it (it sells, is dissolved, is the
 * débiteur; or it buys, advises, is an officer, publishes). No feature names a company, a person
 * or a place: the weights that turn them into a decision are fitted on labelled corpora
 * (subject-model.ts).
 */

import type { AnnonceType } from '../model/announcement.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { companyMentions } from './company-mentions.ts';
import { withoutDeniedEvents } from './denied-events.ts';
import { fold } from './fold.ts';
import type { NoticeLayout } from './notice-layout.ts';
import type { RidetMatch } from './ridet.ts';
import type { JudgedRidet, SubjectDecision } from './subject-ridet.ts';
import { isPageFurnitureOver } from './page-furniture.ts';
import { holdsOfficeOfAnother } from './office-of-another.ts';
import { actedForByOrgan } from './organ-acts-for.ts';
import { absorbingAgent, officeAfter, roleLabelBefore } from './role-label-before.ts';
import { exchangesBusiness } from './exchange-sides.ts';
import { signatureNames, signatureOf } from './signature-company.ts';
import { OF_PREMISES, PREMISES } from './role-noun-parties.ts';

/** The feature names, in the order of a feature vector. */
export const SUBJECT_FEATURES = [
  'bias',
  'labelled_ridet',
  'labelled_rid_or_rcs',
  'unlabelled',
  'third_party',
  'every_mention_third',
  'absorbed',
  'absorbing',
  'adviser_firm',
  'registration_before',
  'rule_picks',
  'rule_single_candidate',
  'in_header_block',
  'header_name_near',
  'name_in_heading',
  'name_in_act_title',
  'name_is_denomination',
  'name_repeated',
  'identifier_label',
  'subject_label',
  'other_party_label',
  'first_identifier',
  'last_identifier',
  'only_company',
  'in_signature',
  'in_footer',
  'printed_twice',
  'two_ranks',
  'sells',
  'seller_named',
  'dissolved',
  'procedure_debtor',
  'decides_after',
  'of_the_company_before',
  'parts_of',
  'buyer',
  'to_buyer_before',
  'adviser_words',
  'court_appointee',
  'officer_words',
  'group_words',
  'publisher_words',
  'represented_by',
  'natural_person',
  'registration_pending',
  'debtor_label',
  'on_behalf_of',
  'owner_words',
  'holds_office_of_other',
  'organ_acts_for',
  'capital_x_absorbing',
  'dissolution_x_absorbed',
  'capital_x_absorbed',
  'dissolution_x_absorbing',
  'creation_x_registration',
  'cession_x_sells',
  'cession_x_buyer',
  'cession_x_parts_of',
  'cession_x_natural_person',
  'nomination_x_officer',
  'procedure_x_court_appointee',
  'relative_position',
  'gives_in_exchange',
  'gets_in_exchange',
  'label_gives',
  'label_gets',
  'label_office',
  'named_by_signature',
  'named_by_event',
] as const;

export type SubjectFeature = (typeof SUBJECT_FEATURES)[number];

/** One company the notice identifies: its mentions (one RID) and its features. */
export interface SubjectCandidate {
  rid: string;
  /** The mention the notice is published under when this company is chosen. */
  match: RidetMatch;
  mentions: RidetMatch[];
  features: Record<SubjectFeature, number>;
}

export interface SubjectEvidenceInputs {
  /** The reading the rules see (furniture set apart, rectificatif corrected). */
  text: string;
  layout: NoticeLayout;
  matches: readonly RidetMatch[];
  /** The rule-based decision, whose judgments and pick are features. */
  decision: SubjectDecision;
  type: AnnonceType | null;
  /** The source's title, rubric and dénomination, when it gives them. */
  heading?: string | null;
  denomination?: string | null;
}

const has = (re: RegExp, s: string): number => (re.test(s) ? 1 : 0);

const C = CLAUSE_CHAR_NL;

const OWN_LABEL = /(?:^|\n)[ \t]*(?:n°\s*(?:d'identification\s*)?|numero\s*(?:d'identification\s*)?|identifiant\s*)?(?:ridet|rid|r\.?c\.?s\.?|immatriculation)\b[^\n]{0,25}$/;
const LABEL_LINE = /^[ \t]*([\p{L}' -]{2,30}?)[ \t]*:/u;
const SUBJECT_LABELS = /^(?:debit(?:eur|rice)|affaire|societe(?: concernee| debitrice)?|denomination(?: sociale)?|raison sociale|entreprise|personne morale|ridet|identification|immatriculation)$/;
const OTHER_LABELS = /^(?:acquereur|acheteur|cessionnaire|preneur|locataire(?:-gerant)?|mandataire(?: judiciaire)?|liquidat(?:eur|rice)|administrat(?:eur|rice)(?: judiciaire)?|presidente?|gerante?|commissaire aux comptes|deposant|annonceur|editeur|redacteur|cabinet|notaire|conseil|franchiseur|domiciliataire|associee?(?: unique)?|actionnaire|signataire|contact)$/;

const REGISTRATION = new RegExp(String.raw`\bimmatricul\w*\b${C}{0,80}$`);
const SELLS = new RegExp(String.raw`^${C}{0,200}?\b(?:a vendu|vend|a cede|cede|a donne en location|donne en location|a consenti|consent|a apporte|apporte|a mis fin|met fin)\b`);
const SELLER_BEFORE = new RegExp(String.raw`\b(?:acquis|achete|rachete|acquiert|pris en location-gerance|repris),?\s+(?:de|d'|aupres d[e'])\s*${C}{0,200}$`);
const DISSOLVED = new RegExp(String.raw`^${C}{0,200}?\b(?:dissolution|dissoute|liquidation|radiation|radiee|mise en sommeil|cessation|transmission universelle|est absorbee|a ete absorbee)\b`);
const PROCEDURE_BEFORE = new RegExp(String.raw`\b(?:a l'egard de|a l'encontre de|au benefice de|debit(?:eur|rice)|affaire|concernant|au nom de)\b${C}{0,160}$`);
const DECISION_AFTER = new RegExp(String.raw`^${C}{0,200}?\b(?:a decide|ont decide|a ete decide|a transfere|a augmente|a reduit|a nomme|a modifie|a pris acte|a adopte|a approuve|a ete transfere|est transfere|a ete porte|est porte|a ete nomme|est dissoute|a ete dissoute)\b`);
// The beneficiary's 'de' ('au profit de', 'en faveur de', 'au bénéfice de la société X') names who a thing goes to, not whose it is.
const OF_COMPANY_BEFORE = new RegExp(String.raw`(?<!\b(?:au profit|en faveur|au benefice)\s)\b(?:de|du|d')\s*(?:la |l')?(?:societe|entreprise|sarl|sas|sasu|eurl|sa|sci|snc|selarl|gie|saeml|sem)\b${C}{0,160}$`);
const PARTS_OF = new RegExp(String.raw`\b(?:parts|actions|participations?|titres)\b${C}{0,120}$`);
const BUYER = /\b(?:acquereur|acheteu(?:r|se)|cessionnaire|a acquis|acquiert|a achete|achete|a rachete|rachete|preneu(?:r|se)|locataire(?:-gerante?)?)\b/;
const TO_BUYER_BEFORE = new RegExp(String.raw`\b(?:au profit\s+de|en faveur\s+de|au benefice\s+de|vendu\s+a|cede\s+a|cedee?s?\s+a|donne en location-gerance\s+a|consentie?\s+a|acquis\s+par|achete\s+par)\b${C}{0,200}$`);
const ADVISER = /\b(?:notaires?|avocats?|experts?[- ]comptables?|expertise comptable|huissiers?|cabinet|etude de|conseils? juridiques?|fiduciaire|comptables?|office notarial)\b/;
const COURT = /\b(?:mandataire(?: judiciaire)?|liquidat(?:eur|rice)|administrat(?:eur|rice) judiciaire|commissaire a l'execution|juge-commissaire)\b/;
const OFFICER = /\b(?:nommee?s?|designee?s?|renouvelee?s?|presidente?|gerante?|administrat(?:eur|rice)|commissaire aux comptes|directeur general|directrice generale)\b/;
const GROUP = /\b(?:associee?s? uniques?|actionnaires?|holding|filiales?|maison mere|detient|detenant|detenues?|participations?|groupe)\b/;
const PUBLISHER = /\b(?:annonceur|edite|editeur|editrice|directeur de la publication|imprim\w*|deposant|depose par|domicili\w*|franchis\w*|siege social de la societe de domiciliation)\b/;
const REPRESENTED = new RegExp(String.raw`^[\s,)]{0,4}(?:${C}{0,60})?\brepresentee? par\b`);
/** A person, not a company, holds this identifier: 'M. Jean X, commerçant, RIDET …'. */
const PERSON_BEFORE = new RegExp(String.raw`\b(?:m\.|mme|mlle|monsieur|madame)\s(?:(?!societe|sarl|sas|eurl|sci)${C}){0,100}$`);
const TRADER_AFTER = /^[\s,]{0,3}(?:commer[c]ante?|artisane?|entrepreneur individuel|exploitant)/;
const PENDING_REGISTRATION = /\b(?:sera immatricul\w*|en cours d'immatriculation|immatriculation en cours|en cours de constitution|en cours d'attribution|a completer|a venir|en attente d'immatriculation)\b/;
/** The client an adviser writes for: 'Pour le compte de :' / 'pour le compte de notre cliente :' above the company. */
const ON_BEHALF = new RegExp(String.raw`\bpour le compte (?:de|d')\b${C}{0,200}$`);
/** The owner who lets or whose business it is: 'appartenant à', 'Bailleur :', 'loueur', 'consentie par'. */
const OWNER = new RegExp(String.raw`\b(?:appart(?:enant|ient|\.) a|apptnt a|bailleu(?:r|resse)|loueu(?:r|se)|proprietaire|consentie? par)\b${C}{0,160}$`);
/** An owner's words about premises: `propriétaire des murs`, `bailleresse des locaux`, `les locaux appartenant à`. */
const PREMISES_OWNER = new RegExp(String.raw`\b(?:(?:appart(?:enant|ient|\.) a|apptnt a|bailleu(?:r|resse)|loueu(?:r|se)|proprietaire)${OF_PREMISES}|${PREMISES}\b${C}{0,40}\b(?:appart(?:enant|ient) a|apptnt a|consentie? par|loue(?:e|s)? par))`);
/** The title line of an act a public body adopts: its number, then what it is about. */
const ACT_TITLE = /(?:^|\n)[ \t]*(?:arrete|deliberation|decision|decret|ordonnance)s?\b[^\n]{0,40}\bn°[^\n]*/;
/** The longest line a footer prints. */
const FOOTER_LINE = 120;
const POUR_AVIS = /\bpour avis\b|\bpour extrait\b|\ble notaire\b|\bla gerance\b[.\s]*$/;

function lineAt(folded: string, index: number): { start: number; line: string } {
  const start = folded.lastIndexOf('\n', index - 1) + 1;
  const end = folded.indexOf('\n', index);
  return { start, line: folded.slice(start, end < 0 ? undefined : end) };
}

/**
 * The label closest above or on the mention's line, within three lines. The mention may print its
 * own label ('RIDET : 1 287 002.001' at a line's start): that label is the one on its line, not the
 * field's above it ('Capital : …', 'Gérant : …').
 */
function labelAbove(folded: string, index: number, printedLength: number): string | null {
  let at = index;
  for (let i = 0; i < 4; i += 1) {
    const { start, line } = lineAt(folded, at);
    // The mention's own label counts only where it opens its line: words before it are a clause, not a field.
    const opensLine = i === 0 && line.slice(0, index - start).trim() === '';
    const m = LABEL_LINE.exec(i === 0 ? line.slice(0, index - start + (opensLine ? printedLength : 0)) : line);
    if (m) return m[1]!.trim();
    if (start === 0) return null;
    at = start - 1;
  }
  return null;
}

function headerEnd(text: string, layout: NoticeLayout): number {
  if (layout.headerLines.length === 0) return 0;
  const at = text.indexOf(layout.body);
  return at > 0 ? at : 0;
}

const meaningful = (name: string | null | undefined): string | null => {
  if (!name) return null;
  const f = fold(name).replace(/\s+/g, ' ').trim();
  return f.replace(/[^a-z0-9]/g, '').length >= 3 ? f : null;
};

/**
 * The folded text with each line break inside a paragraph read as the space a narrow column wrapped
 * ('de la' / 'société X'); a blank line stays; offsets kept.
 */
function proseOf(folded: string): string {
  return folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
}

/**
 * Features of one mention, before they are gathered per company; `prose`: proseOf(folded), read for
 * the words around it; `denied`: the same with the words of denied events blanked, read for the acts.
 */
function mentionFeatures(inputs: SubjectEvidenceInputs, folded: string, prose: string, denied: string, judged: JudgedRidet, i: number, names: NameContext, business: boolean): Partial<Record<SubjectFeature, number>> {
  const { matches } = inputs;
  const m = judged.match;
  const end = m.index + m.printed.length;
  const before = prose.slice(Math.max(0, m.index - 200), m.index);
  const nearBefore = prose.slice(Math.max(0, m.index - 90), m.index);
  const after = prose.slice(end, Math.min(prose.length, end + 200, matches[i + 1]?.index ?? Infinity));
  const nearAfter = after.slice(0, 90);
  // The acts a company does or undergoes, read where the text does not deny them ('…, RIDET …, n'a
  // pas cédé son fonds', denied-events.ts): the same windows, the denied words blanked.
  const actBefore = denied.slice(Math.max(0, m.index - 200), m.index);
  const actAfter = denied.slice(end, Math.min(denied.length, end + 200, matches[i + 1]?.index ?? Infinity));
  const label = labelAbove(folded, m.index, m.printed.length);
  const lastLines = folded.trimEnd().split('\n').slice(-3).join('\n');
  // A name another identifier already followed is that identifier's ('X, RIDET …. Contact : Y, RIDET …'
  // where Y is no mention the reader knows): only a name printed since the previous identifier introduces this one.
  const introduced = names.introducedBefore(m.index, i > 0 ? matches[i - 1]!.index + matches[i - 1]!.printed.length : 0);
  const tail = prose.slice(Math.max(0, m.index - 300), m.index);
  // The complement of 'au profit de', 'consentie à' or 'appartenant à' is the first company after it: a
  // company printed after another identifier is not the one the phrase introduced.
  const previousEnd = i > 0 ? matches[i - 1]!.index + matches[i - 1]!.printed.length : 0;
  const actSincePrevious = denied.slice(Math.max(0, previousEnd, m.index - 200), m.index);
  const sincePrevious = prose.slice(Math.max(0, previousEnd, m.index - 200), m.index);
  const role = roleLabelBefore(folded, previousEnd, m.index);
  return {
    labelled_ridet: m.context === 'ridet' ? 1 : 0,
    labelled_rid_or_rcs: m.context === 'rid' || m.context === 'rcs' ? 1 : 0,
    unlabelled: m.context === 'pattern' ? 1 : 0,
    third_party: judged.third ? 1 : 0,
    adviser_firm: judged.adviser ? 1 : 0,
    registration_before: has(REGISTRATION, before),
    in_header_block: m.index < names.headerEnd ? 1 : 0,
    header_name_near: names.header !== null && folded.slice(Math.max(0, m.index - 250), end + 80).includes(names.header) ? 1 : 0,
    name_in_heading: introduced !== null && names.heading.includes(introduced) ? 1 : 0,
    name_in_act_title: introduced !== null && names.actTitle !== null && names.actTitle.includes(introduced) ? 1 : 0,
    name_is_denomination: introduced !== null && names.denomination !== null && (introduced === names.denomination || names.denomination.includes(introduced)) ? 1 : 0,
    name_repeated: introduced !== null && folded.split(introduced).length > 2 ? 1 : 0,
    identifier_label: has(OWN_LABEL, folded.slice(Math.max(0, m.index - 60), m.index)) || (label !== null && /^(?:n° d'identification ridet|ridet|rid|immatriculation|identification)$/.test(label) ? 1 : 0),
    subject_label: label !== null && SUBJECT_LABELS.test(label) ? 1 : 0,
    other_party_label: label !== null && OTHER_LABELS.test(label) ? 1 : 0,
    in_signature: has(POUR_AVIS, tail) && m.index > folded.length * 0.6 ? 1 : 0,
    // A footer is short lines (a signature, an address, a contact); a long sentence that ends the text is its body.
    in_footer: lastLines.length > 0 && m.index >= folded.trimEnd().length - lastLines.length && lineAt(folded, m.index).line.length <= FOOTER_LINE ? 1 : 0,
    sells: has(SELLS, actAfter),
    seller_named: has(SELLER_BEFORE, actBefore),
    dissolved: has(DISSOLVED, actAfter),
    procedure_debtor: has(PROCEDURE_BEFORE, before),
    decides_after: has(DECISION_AFTER, actAfter),
    of_the_company_before: has(OF_COMPANY_BEFORE, before),
    parts_of: has(PARTS_OF, before) && has(OF_COMPANY_BEFORE, before) ? 1 : 0,
    buyer: has(BUYER, actBefore.slice(-50)) || has(BUYER, actAfter.slice(0, 90)),
    to_buyer_before: has(TO_BUYER_BEFORE, actSincePrevious),
    // After the identifier, an adviser's words up to the next company it introduces ('…, a décidé, au vu
    // du rapport de la société CABINET X'): that company's name is no description of this one.
    adviser_words: has(ADVISER, nearBefore) || has(ADVISER, upToNextCompany(nearAfter)),
    court_appointee: has(COURT, nearBefore.slice(-60)) || has(COURT, nearAfter),
    officer_words: has(OFFICER, actAfter.slice(0, 90)),
    group_words: has(GROUP, nearBefore) || has(GROUP, nearAfter),
    publisher_words: has(PUBLISHER, nearBefore) || has(PUBLISHER, nearAfter),
    represented_by: has(REPRESENTED, after),
    natural_person: has(PERSON_BEFORE, nearBefore) || has(TRADER_AFTER, nearAfter),
    debtor_label: judged.debtorLabel ? 1 : 0,
    on_behalf_of: has(ON_BEHALF, tail),
    // The owner of premises (`propriétaire des murs`, `les locaux appartenant à`) is the landlord, not the business's owner.
    owner_words: has(OWNER, sincePrevious) && !has(PREMISES_OWNER, sincePrevious) ? 1 : 0,
    // Its side in the exchange of a business, read from the verbs' direction, the ordinals, the roles and the signature (exchange-sides.ts).
    gives_in_exchange: judged.exchange === 'gives' ? 1 : 0,
    gets_in_exchange: judged.exchange === 'gets' ? 1 : 0,
    // A label before the company (`Vdr.`, `Acq.`, `Propr.`, `Ass. uniq. :`, `Prst :`, `chez`): who sells
    // or lets is the side a business's sale or letting is published under, whoever buys or holds an office is another party.
    label_gives: role === 'gives' && business ? 1 : 0,
    label_gets: role === 'gets' ? 1 : 0,
    label_office: role === 'office' || officeAfter(folded.slice(end, matches[i + 1]?.index ?? undefined)) ? 1 : 0,
    named_by_event: role === 'event' ? 1 : 0,
    // The signature speaks for the company whose event the notice tells (`Pour avis, la gérante de la société A`).
    named_by_signature: signatureNames(names.signature, introduced) ? 1 : 0,
    absorbed: judged.absorbed || role === 'absorbed' ? 1 : 0,
    absorbing: judged.absorbing || role === 'absorbing' || (i > 0 && labelledAbsorbed(folded, matches, i - 1) && absorbingAgent(folded, previousEnd, m.index)) ? 1 : 0,
    holds_office_of_other: holdsOfficeOfAnother(prose, folded, m.index, end) ? 1 : 0,
    organ_acts_for: actedForByOrgan(prose, folded, m.index, end, matches[i + 1]?.index ?? Infinity) ? 1 : 0,
  };
}

/** Another company introduced by its article and noun ('de la société X', 'la société Y'). */
const NEXT_COMPANY = /\b(?:la|une) societe\b/;

/** The folded words after an identifier, up to the next company they introduce. */
function upToNextCompany(after: string): string {
  const next = NEXT_COMPANY.exec(after);
  return next ? after.slice(0, next.index) : after;
}

/** Whether the identifier at `k` is introduced by an absorption's label (`Fus.-absorp. A, RIDET …`). */
function labelledAbsorbed(folded: string, matches: readonly RidetMatch[], k: number): boolean {
  const from = k > 0 ? matches[k - 1]!.index + matches[k - 1]!.printed.length : 0;
  return roleLabelBefore(folded, from, matches[k]!.index) === 'absorbed';
}

interface NameContext {
  headerEnd: number;
  /** The header block's company name (folded), when it prints one. */
  header: string | null;
  /** The heading, header lines and the source's title, rubric and dénomination, folded. */
  heading: string;
  /** The `Dénomination :` value or the source's dénomination, folded. */
  denomination: string | null;
  /** An administrative act's own title ('Délibération n° … relative à …', 'Arrêté n° … autorisant …'), folded: it names the act's object. */
  actTitle: string | null;
  /** The text says its company is not registered yet: the identifiers it prints are others'. */
  pending: boolean;
  /** The notice's signature (signature-company.ts), folded, or null. */
  signature: string | null;
  /** The company name introduced just before an index, folded. */
  introducedBefore: (index: number, since: number) => string | null;
}

function nameContext(inputs: SubjectEvidenceInputs, folded: string): NameContext {
  const { text, layout } = inputs;
  const hEnd = headerEnd(text, layout);
  const mentions = companyMentions(text);
  // The page's furniture over the notice (a periodical's name, its rubric: page-furniture.ts) names no company.
  const headerLine = layout.headerLines.find((l, k) => !/\d/.test(l) && l.trim().length >= 3 && /^[^a-z]*$/.test(l.replace(/[^\p{L}]/gu, '').replace(/[\p{Lu}]/gu, '')) && !/\b(?:avis|annonces?)\b/i.test(l) && !isPageFurnitureOver(l, layout.headerLines[k + 1]));
  const label = /(?:^|\n)[ \t]*(?:denomination(?: sociale)?|raison sociale)[ \t]*:?[ \t]*\n?[ \t]*([^\n]{2,80})/.exec(folded);
  return {
    headerEnd: hEnd,
    header: meaningful(headerLine?.split(/\s*(?:,|\s[-–—]\s|\(|\bau capital\b)/u)[0]),
    pending: PENDING_REGISTRATION.test(folded),
    signature: signatureOf(folded),
    heading: fold([inputs.heading, inputs.denomination, ...layout.headerLines, layout.titleLine].filter(Boolean).join('\n')),
    denomination: meaningful(inputs.denomination) ?? meaningful(label?.[1]?.replace(/[«»".]/g, '')),
    actTitle: ACT_TITLE.exec(folded.slice(0, 600))?.[0] ?? null,
    introducedBefore: (index, since) => {
      const m = mentions.filter((c) => c.end <= index && index - c.end <= 250 && c.index >= since).at(-1);
      return m ? meaningful(m.name) : null;
    },
  };
}

const CROSSES: ReadonlyArray<[SubjectFeature, AnnonceType, SubjectFeature]> = [
  ['capital_x_absorbing', 'capital', 'absorbing'],
  ['dissolution_x_absorbed', 'dissolution', 'absorbed'],
  ['capital_x_absorbed', 'capital', 'absorbed'],
  ['dissolution_x_absorbing', 'dissolution', 'absorbing'],
  ['creation_x_registration', 'creation', 'registration_before'],
  ['cession_x_sells', 'cession', 'sells'],
  ['cession_x_buyer', 'cession', 'buyer'],
  ['cession_x_parts_of', 'cession', 'parts_of'],
  ['cession_x_natural_person', 'cession', 'natural_person'],
  ['nomination_x_officer', 'nomination', 'officer_words'],
  ['procedure_x_court_appointee', 'procedure', 'court_appointee'],
];

/** The companies a notice identifies, in the order of their first mention, with their features. */
export function subjectCandidates(inputs: SubjectEvidenceInputs): SubjectCandidate[] {
  const { text, matches, decision } = inputs;
  if (matches.length === 0) return [];
  const folded = fold(text);
  const prose = proseOf(folded);
  // Denials are read on the lines as printed (a label line ends a clause), then wrapped lines read as prose.
  const denied = proseOf(withoutDeniedEvents(folded));
  const names = nameContext(inputs, folded);
  const business = exchangesBusiness(folded);
  const byRid = new Map<string, { mentions: RidetMatch[]; judged: JudgedRidet[]; first: number; features: Partial<Record<SubjectFeature, number>>[] }>();
  decision.judged.forEach((judged, i) => {
    const entry = byRid.get(judged.match.rid) ?? { mentions: [], judged: [], first: i, features: [] };
    entry.mentions.push(judged.match);
    entry.judged.push(judged);
    entry.features.push(mentionFeatures(inputs, folded, prose, denied, judged, i, names, business));
    byRid.set(judged.match.rid, entry);
  });
  const rulePicks = decision.rule === 'fusion' || decision.rule === 'immatriculation' || decision.rule === 'debiteur' || decision.rule === 'seul_candidat' || decision.rule === 'article_de_l_acte' || decision.rule === 'organe_decidant';
  const candidates: SubjectCandidate[] = [];
  for (const [rid, entry] of byRid) {
    const features = Object.fromEntries(SUBJECT_FEATURES.map((f) => [f, 0])) as Record<SubjectFeature, number>;
    for (const mf of entry.features) for (const [k, v] of Object.entries(mf)) features[k as SubjectFeature] = Math.max(features[k as SubjectFeature], v);
    features.bias = 1;
    features.every_mention_third = entry.judged.every((j) => j.third) ? 1 : 0;
    // A company told once as another's officer or partner and elsewhere by its own name block or act may be the subject of that act.
    features.holds_office_of_other = entry.features.every((mf) => mf.holds_office_of_other === 1) ? 1 : 0;
    features.rule_picks = rulePicks && decision.match?.rid === rid ? 1 : 0;
    features.rule_single_candidate = decision.rule === 'seul_candidat' && decision.match?.rid === rid ? 1 : 0;
    features.first_identifier = entry.first === 0 ? 1 : 0;
    features.last_identifier = entry.judged.some((j) => j.match === matches.at(-1)) ? 1 : 0;
    features.only_company = byRid.size === 1 ? 1 : 0;
    features.printed_twice = entry.mentions.length >= 2 ? 1 : 0;
    features.two_ranks = new Set(entry.mentions.filter((m) => !m.establishmentInferred).map((m) => m.ridet)).size > 1 ? 1 : 0;
    features.registration_pending = names.pending ? 1 : 0;
    features.relative_position = entry.mentions[0]!.index / Math.max(1, text.length);
    for (const [cross, type, base] of CROSSES) features[cross] = inputs.type === type ? features[base] : 0;
    const own = entry.judged.filter((j) => !j.third && !j.match.establishmentInferred);
    const match = (own[0] ?? entry.judged.find((j) => !j.match.establishmentInferred) ?? entry.judged[0]!).match;
    candidates.push({ rid, match, mentions: entry.mentions, features });
  }
  return candidates;
}

/** A candidate's features as a vector in SUBJECT_FEATURES order. */
export function featureVector(candidate: SubjectCandidate): number[] {
  return SUBJECT_FEATURES.map((f) => candidate.features[f]);
}
