/**
 * The subject's dénomination candidates with their evidence: every name the reader finds for the
 * chosen subject (each rule of subject-company.ts that reads one, and the new name of a name
 * change), one candidate per different name, described by general, named cues — which rules
 * proposed it and how early in their order, where the name is printed (header, title, beside the
 * subject's identifier, before a legal form, near another company's identifier, in the
 * signature), how it is printed (quoted, in capitals, its length, a form at its head). No feature
 * names a company, a person or a place: the weights that turn them into a choice are fitted on
 * the labelled corpora (name-model.ts, name-weights.ts).
 */

import { officeEntrustedToName } from './office-entrusted-company.ts';
import { withoutSentenceBeforeName } from './sentence-before-name.ts';
import { holdsIdentifier } from './identifier-not-name.ts';
import { isCurrencyOnly } from './currency-not-name.ts';
import { isLegalFormWordsOnly } from './form-words-not-name.ts';
import { isAbbreviatedWord } from './abbreviated-word-not-name.ts';
import { isTitleWordsOnly } from './title-words-not-name.ts';
import { UPPER_NAME, tidyName } from './company-mentions.ts';
import { fold } from './fold.ts';
import { FOLDED_FORMS_SOURCE, FORM_ABBREVIATIONS } from './legal-form.ts';
import { isInstitutionLine, isTitleLine, type NoticeLayout } from './notice-layout.ts';
import { withoutFormPrefix, type SubjectCompany, type SubjectRule } from './subject-company.ts';
import { matchesOf } from './global-pattern.ts';
import { onOrderLine } from './order-block.ts';
import { lineAt } from './text-lines.ts';
import { sigleClauseStart } from './sigle-clause.ts';

/**
 * A rule of subject-company.ts, the new name of a name change ('qui devient « X »'), or the name in
 * capitals printed right before a legal form in the subject's own description ('… de l'entreprise
 * X, SARL, 14 rue …, RIDET …', 'Sté X – SARL au capital …').
 */
export type NameSource = SubjectRule | 'nouvelle_denomination' | 'avant_forme';

/** The feature names, in the order of a feature vector. */
export const NAME_FEATURES = [
  'first_reading',
  'reading_rank',
  'readings_share',
  'from_new_name',
  'from_label',
  'from_debtor_label',
  'from_identifier_block',
  'from_introduction',
  'from_body_block',
  'from_header_over_form',
  'from_trader',
  'from_header',
  'from_first_company',
  'from_person_debtor',
  'from_name_before_form',
  'in_header',
  'in_title',
  'before_identifier',
  'after_identifier',
  'before_form',
  'near_other_identifier',
  'in_signature',
  'quoted',
  'capitals',
  'words',
  'one_word',
  'leading_form',
  'form_inside',
  'digits',
  'person',
  'repeated',
] as const;

export type NameFeature = (typeof NAME_FEATURES)[number];

const SOURCE_FEATURE: Readonly<Record<NameSource, NameFeature>> = {
  nouvelle_denomination: 'from_new_name',
  libelle: 'from_label',
  debiteur: 'from_debtor_label',
  entete_identifiant: 'from_identifier_block',
  introduction: 'from_introduction',
  bloc: 'from_body_block',
  entete_forme: 'from_header_over_form',
  commercant: 'from_trader',
  entete: 'from_header',
  premiere_societe: 'from_first_company',
  debiteur_personne: 'from_person_debtor',
  avant_forme: 'from_name_before_form',
};

/** One different name: the readings that gave it (the first one's spelling is published) and its features. */
export interface NameCandidate {
  name: string;
  /** The first reading of the rules that gave this name; null for a new name no rule read. */
  reading: SubjectCompany | null;
  sources: NameSource[];
  features: Record<NameFeature, number>;
}

export interface NameEvidenceInputs {
  /** The reading the rules see (furniture set apart, rectificatif corrected). */
  text: string;
  layout: NoticeLayout;
  /** The rules' readings, in their order (subjectCompanyReadings). */
  readings: readonly SubjectCompany[];
  /** The new name of a name change, if any. */
  newName: string | null;
  /** Where the subject's identifier is printed, and the other companies' identifiers. */
  subject: { index: number; end: number } | null;
  others: ReadonlyArray<{ index: number; end: number }>;
  /** The source's title, when it gives one. */
  heading?: string | null;
}

/** How two readings are the same name: as the evaluation compares them (NFC, spaces, case). */
export function nameKey(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('fr');
}

/** How close to the subject's identifier a name counts as printed with it. */
const IDENTIFIER_REACH = 250;
const AFTER_REACH = 120;
const LEADING_FORM = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')}|st[ée]|soci[ée]t[ée]|ste)[.\\s]`, 'iu');
const FORM_INSIDE = new RegExp(`(?<![\\p{L}])(?:${FORM_ABBREVIATIONS.join('|')})(?![\\p{L}])`, 'u');
const FORM_AFTER = new RegExp(`^\\s*[»"”]?\\s*(?:[,(–—-]\\s*)?(?:${FORM_ABBREVIATIONS.join('|')}|soci[ée]t[ée]|entreprise|groupement|au capital)(?![\\p{L}])`, 'iu');
const SIGNATURE = /^\s*(?:pour avis|pour extrait|le gerant|la gerance|le president|fait a)\b/;

/** How far before its identifier the subject's description may start. */
const DESCRIPTION_REACH = 400;
// 'X, SARL', 'X – SAS au capital', 'X (SARL)', 'X, société à responsabilité limitée': a name in
// capitals and its form right after it.
// UPPER_NAME's first character (company-mentions.ts: keep in step) looked ahead for first: the
// engine then skips the other characters (speed only, the same matches).
const NAME_BEFORE_FORM = new RegExp(
  `(?=[A-ZÀ-ÖØ-ÞŒŸ0-9&])(?<![\\p{L}\\d'’&.(-])(${UPPER_NAME})[ ]*(?:,|[–—-]|\\()[ ]*(?:${FORM_ABBREVIATIONS.join('|')}|soci[ée]t[ée](?= (?:à|a|par|anonyme|civile|en|d['’]|coop)))(?![\\p{L}])`,
  'gu',
);
const UPPER_TAIL = new RegExp(`(?<![\\p{L}\\d'’&.(-])${UPPER_NAME}$`, 'u');
const SIGLE_BEFORE = /[–—-] ?$/u;
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:la|une|l['’])\s*$/iu;
const FORM_ALONE = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})$`, 'u');
const LEADING_ABBREVIATION = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})\\s+(?=\\S)`, 'u');
const NOT_A_NAME = new RegExp(String.raw`^(?:ridet|rid|rcs|r\.c\.s|n°|siege|capital|societe|${FOLDED_FORMS_SOURCE})$`);

/**
 * The last name in capitals printed right before a legal form in the subject's own description:
 * after any other company's identifier, before the subject's.
 */
function nameBeforeForm(text: string, subject: { index: number }, others: ReadonlyArray<{ index: number; end: number }>): SubjectCompany | null {
  const floor = Math.max(0, subject.index - DESCRIPTION_REACH, ...others.filter((o) => o.end <= subject.index).map((o) => o.end));
  const window = text.slice(floor, subject.index);
  let found: SubjectCompany | null = null;
  for (const m of matchesOf(NAME_BEFORE_FORM, window)) {
    const line = lineAround(window, m.index);
    if (isTitleLine(line) || isInstitutionLine(line)) continue;
    // 'La présidence demeure confiée à la société X, SAS': an officer's name (office-entrusted-company.ts).
    if (officeEntrustedToName(fold(text.slice(Math.max(0, floor + m.index - 120), floor + m.index)))) continue;
    // 'SCOP – société coopérative …': a form's abbreviation before its spelt-out form is a form line, no name.
    if (FORM_ALONE.test(m[1]!.trim())) continue;
    // A name that opens its line may have begun on the line above ('PAINS & GOURMANDISES' / 'DU
    // PACIFIQUE, SAS'): the capitals that end that line, unless it is a title or an institution.
    let start = m.index;
    const lineStart = window.lastIndexOf('\n', m.index - 1) + 1;
    if (window.slice(lineStart, m.index).trim() === '' && lineStart > 0) {
      const above = lineAround(window, lineStart - 1);
      const tail = UPPER_TAIL.exec(above);
      if (tail && !isTitleLine(above) && !isInstitutionLine(above)) start = lineStart - 1 - (above.length - tail.index);
    }
    // 'X – SIGLE, SAS': the sigle after the name is not the name.
    if (SIGLE_BEFORE.test(window.slice(Math.max(0, start - 4), start)) && /\p{Lu}/u.test(window.slice(Math.max(0, start - 5), start - 3))) continue;
    let end = m.index + m[1]!.length;
    // 'X, en abrégé Y, SA': Y is the sigle, X the name (sigle-clause.ts).
    const clause = sigleClauseStart(window, start);
    if (clause >= 0) {
      const tail = UPPER_TAIL.exec(window.slice(0, clause));
      if (!tail) continue;
      start = tail.index;
      end = clause;
    }
    let name = tidyName(window.slice(start, end));
    // 'la SCI X, société civile …': after an article, the abbreviation is the form.
    if (ARTICLE_BEFORE.test(window.slice(Math.max(0, start - 6), start))) name = name.replace(LEADING_ABBREVIATION, '');
    if (name.replace(/[^\p{L}]/gu, '').length < 2 || NOT_A_NAME.test(fold(name))) continue;
    found = { name, span: { start: floor + start, end: subject.index }, person: false, rule: 'introduction' };
  }
  return found;
}

/** Every place the name is printed in the text (accents and case folded; folding keeps offsets). */
function occurrences(foldedText: string, name: string): number[] {
  const needle = fold(name.replace(/\s+/g, ' ').trim());
  if (needle.length < 2) return [];
  const found: number[] = [];
  for (let at = foldedText.indexOf(needle); at >= 0; at = foldedText.indexOf(needle, at + 1)) found.push(at);
  return found;
}

function lineAround(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return text.slice(start, end < 0 ? text.length : end);
}

/** The candidates, in the order of their first reading (the rules' own choice first). */
// A legal form closing a name in capitals of two words at least ('la société X Y SARL au capital …').
const FORM_SUFFIX = new RegExp(`^(\\p{Lu}[^\\p{Ll}\\n]*?[ ]\\p{Lu}[^\\p{Ll}\\n]*?)[ ]*,?[ ]+(?:${FORM_ABBREVIATIONS.join('|')})$`, 'u');

/** A name in capitals without the form a reading took with it: the form closing a name is the company's form, not a word of its name. */
function withoutFormSuffix(name: string): string {
  return FORM_SUFFIX.exec(name)?.[1] ?? name;
}

const LETTER = /\p{L}/u;

export function nameCandidates(inputs: NameEvidenceInputs): NameCandidate[] {
  const { text, layout, readings, newName, subject, others } = inputs;
  const proposals: Array<{ name: string; source: NameSource; reading: SubjectCompany | null }> = [];
  // A form printed at the head of a name is the form, unless the name is quoted whole (withoutFormPrefix).
  if (newName && !holdsIdentifier(newName)) proposals.push({ name: withoutFormPrefix(newName, text), source: 'nouvelle_denomination', reading: null });
  // A currency before an identifier is no name (currency-not-name.ts), nor a run holding an identifier
  // (identifier-not-name.ts), nor a form's words alone
  // (form-words-not-name.ts), nor a word cut by its dot (abbreviated-word-not-name.ts), nor a
  // title's words (title-words-not-name.ts); a sentence
  // read with the name is left out (sentence-before-name.ts).
  // A name printed on the order's own line (a service's banner beside its order number, 'X –
  // Commande PL-26-0050476 – …') is the service's or the client's, not the notice's company, when
  // another name is read (order-block.ts).
  const onOrder = (r: SubjectCompany): boolean => {
    const at = text.indexOf(r.name);
    return at >= 0 && (subject === null || lineAt(text, at).start !== lineAt(text, subject.index).start) && onOrderLine(text, at);
  };
  const kept = readings.filter((r) => !onOrder(r));
  for (const r of kept.length > 0 || newName ? kept : readings) {
    // A run without a letter (a page's folio, `1 124`, over its running header) names nothing.
    if (!LETTER.test(r.name) || isCurrencyOnly(r.name) || isLegalFormWordsOnly(r.name) || isAbbreviatedWord(r.name, text) || isTitleWordsOnly(r.name) || holdsIdentifier(r.name)) continue;
    const name = withoutFormSuffix(withoutSentenceBeforeName(r.name));
    proposals.push({ name, source: r.rule, reading: name === r.name ? r : { ...r, name } });
  }
  // Read as an introduction before the identifier is (its span describes the subject).
  // A title's words before the form ('RÉDUCT. CAP. – SCP X') are no name there either.
  const beforeForm = subject ? nameBeforeForm(text, subject, others) : null;
  if (beforeForm && !isAbbreviatedWord(beforeForm.name, text) && !isTitleWordsOnly(beforeForm.name)) proposals.push({ name: withoutFormPrefix(beforeForm.name, text), source: 'avant_forme', reading: { ...beforeForm, name: withoutFormPrefix(beforeForm.name, text) } });
  const byKey = new Map<string, { name: string; first: number; reading: SubjectCompany | null; sources: NameSource[] }>();
  proposals.forEach((p, i) => {
    const key = nameKey(p.name);
    const known = byKey.get(key);
    if (known) {
      known.sources.push(p.source);
      known.reading ??= p.reading;
    } else byKey.set(key, { name: p.name, first: i, reading: p.reading, sources: [p.source] });
  });
  // A name a narrow column broke over two lines ('Sté X Y' / 'Z, SARL') is read whole: its first
  // line alone is no name of its own, and what proposed it proposed the whole.
  if (byKey.size >= 2) {
    for (const [key, c] of byKey) {
      const whole = [...byKey.values()].find((o) => o !== c && o.name.startsWith(`${c.name} `) && text.includes(`${c.name}\n${o.name.slice(c.name.length + 1).split(' ')[0]!}`));
      if (!whole) continue;
      whole.sources.push(...c.sources);
      whole.first = Math.min(whole.first, c.first);
      byKey.delete(key);
    }
  }
  if (byKey.size < 2) {
    return [...byKey.values()].map((c) => ({ name: c.name, reading: c.reading, sources: c.sources, features: emptyFeatures() }));
  }
  const folded = fold(text);
  const headerEnd = layout.headerLines.length > 0 ? Math.max(0, text.indexOf(layout.body)) : 0;
  const title = fold([inputs.heading, layout.titleLine].filter(Boolean).join('\n'));
  const total = proposals.length;
  return [...byKey.values()].map((c) => {
    const f = emptyFeatures();
    f.first_reading = c.first === 0 ? 1 : 0;
    f.reading_rank = 1 - c.first / total;
    f.readings_share = c.sources.length / total;
    for (const s of c.sources) f[SOURCE_FEATURE[s]] = 1;
    const at = occurrences(folded, c.name);
    const length = fold(c.name).trim().length;
    f.in_header = at.some((i) => i < headerEnd) ? 1 : 0;
    f.in_title = title.includes(fold(c.name)) ? 1 : 0;
    if (subject) {
      f.before_identifier = at.some((i) => i < subject.index && subject.index - (i + length) <= IDENTIFIER_REACH) ? 1 : 0;
      f.after_identifier = at.some((i) => i >= subject.end && i - subject.end <= AFTER_REACH) ? 1 : 0;
    }
    // Printed just before another company's identifier, with no subject identifier between: that company's name.
    f.near_other_identifier = at.some((i) => others.some((o) => o.index > i && o.index - (i + length) <= IDENTIFIER_REACH && !(subject && subject.index > i && subject.index < o.index))) ? 1 : 0;
    f.before_form = at.some((i) => FORM_AFTER.test(text.slice(i + length, i + length + 40))) ? 1 : 0;
    f.in_signature = at.length > 0 && at.every((i) => SIGNATURE.test(fold(lineAround(text, i)))) ? 1 : 0;
    f.quoted = at.some((i) => /[«"“]\s*$/u.test(text.slice(Math.max(0, i - 3), i))) ? 1 : 0;
    const letters = c.name.replace(/[^\p{L}]/gu, '');
    f.capitals = letters.length > 0 && letters === letters.toUpperCase() ? 1 : 0;
    const words = c.name.trim().split(/\s+/).length;
    f.words = Math.min(words, 8) / 8;
    f.one_word = words === 1 ? 1 : 0;
    f.leading_form = LEADING_FORM.test(c.name) ? 1 : 0;
    f.form_inside = FORM_INSIDE.test(c.name) ? 1 : 0;
    f.digits = /\d/.test(c.name) ? 1 : 0;
    f.person = c.reading?.person ? 1 : 0;
    f.repeated = at.length >= 2 ? 1 : 0;
    return { name: c.name, reading: c.reading, sources: c.sources, features: f };
  });
}

// Copied per candidate: building it from the feature list each time cost more than the features (speed only).
const EMPTY_FEATURES = Object.fromEntries(NAME_FEATURES.map((f) => [f, 0])) as Record<NameFeature, number>;
function emptyFeatures(): Record<NameFeature, number> {
  return { ...EMPTY_FEATURES };
}

export function nameFeatureVector(candidate: NameCandidate): number[] {
  return NAME_FEATURES.map((f) => candidate.features[f]);
}
