/**
 * Where each extracted field was read, and how sure the rule that chose it is, for review and the evaluation's misses: the
 * `extraction` of a ParsedNotice, built when `NoticeHints.trace` asks for it.
 *
 * Spans are character offsets into `texte` (what was printed, cleaned). The rules read another
 * string (furniture lines set apart, a rectificatif read as corrected, 'S.A.R.L.' as 'SARL'), so
 * each span found there is carried over to `texte` by its characters: the occurrence of the same
 * words nearest the place the reading puts it. A span that cannot be carried over is left out,
 * never guessed; so is a value that came from the source's metadata (no text to point at).
 *
 * Confidence (0..1) comes from the decision rule, not from the value:
 * - ridet: a registration the constitution names 0.95, a merger's side 0.9; a lone candidate
 *   labelled RIDET 0.95 (0.9 when third parties' identifiers were set aside), labelled RID or RCS
 *   0.85 (0.8), unlabelled (a bare `1 234 567.001`) 0.75 (0.65);
 * - denomination: by the rule that named the subject (subject-company.ts), from 0.95 for a
 *   'Dénomination :' label down to 0.5 for the first company the text introduces; a new name 0.85;
 * - type: the classifier's own confidence; span: the first wording that is strong evidence of the
 *   event (none when only weak hints or the source's heading decided);
 * - date: a printed publication date 0.95; an act date by the words before it (an act or judgment
 *   named, score >= 40: 0.85; a bare 'le' / 'du': 0.7; otherwise 0.55);
 * - forme_juridique: a 'Nouvelle forme :' or 'Forme :' label 0.95, a transformation 0.9, the
 *   subject's description 0.9, the header block 0.85, anywhere in the body 0.6;
 * - dirigeants: by the rule that tied the name to its role (extract-dirigeants.ts).
 */

import type { AnnonceType, ExtractionTrace, FieldTrace } from '../model/announcement.ts';
import { typeEvidence } from './classify.ts';
import type { Officers, OfficerSpan } from './extract-dirigeants.ts';
import { findFrenchDates, type ActDateMention } from './french-date.ts';
import { formMentions } from './legal-form.ts';
import type { RidetMatch } from './ridet.ts';
import type { FormReading, SubjectCompany, SubjectRule } from './subject-company.ts';
import type { SubjectDecision } from './subject-ridet.ts';

export interface TraceInputs {
  /** What the notice keeps as `texte`. */
  texte: string;
  /** What the rules read. */
  reading: string;
  subject: RidetMatch | null;
  decision: SubjectDecision | null;
  ridetFromHint: boolean;
  denomination: string;
  denominationFrom: 'metadonnee' | 'nouvelle_denomination' | 'sujet';
  company: SubjectCompany | null;
  type: AnnonceType;
  typeConfidence: number;
  date: string;
  dateFrom: 'metadonnee' | 'publication' | 'acte' | 'liste';
  actDate: ActDateMention | null;
  form: FormReading | null;
  officers: Officers;
}

const NAME_CONFIDENCE: Record<SubjectRule, number> = {
  libelle: 0.95,
  debiteur: 0.9,
  entete_identifiant: 0.9,
  introduction: 0.85,
  bloc: 0.8,
  entete_forme: 0.8,
  commercant: 0.7,
  entete: 0.65,
  premiere_societe: 0.5,
  debiteur_personne: 0.6,
};

const FORM_CONFIDENCE: Record<FormReading['rule'], number> = {
  nouvelle_forme: 0.95,
  libelle: 0.95,
  transformation: 0.9,
  description: 0.9,
  entete: 0.85,
  corps: 0.6,
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `piece` that lets any run of whitespace stand for another (a line break for a space). */
function loosePattern(piece: string): RegExp {
  return new RegExp(piece.trim().split(/\s+/).map(escapeRegExp).join('\\s+'), 'gu');
}

/** Every place `piece` is printed in `text`, whitespace-tolerant. */
function occurrences(text: string, piece: string): Array<{ index: number; end: number }> {
  if (!piece.trim()) return [];
  return [...text.matchAll(loosePattern(piece))].map((m) => ({ index: m.index, end: m.index + m[0].length }));
}

/**
 * A span of the reading carried over to `texte`: the same characters at the occurrence nearest
 * where the reading's start is found in `texte`; null when `texte` does not print them.
 */
export function carrySpan(texte: string, reading: string, start: number, end: number): { debut: number; fin: number } | null {
  if (texte === reading) return { debut: start, fin: end };
  const piece = reading.slice(start, end);
  const found = occurrences(texte, piece);
  if (found.length === 0) return null;
  // How far `texte` runs ahead of the reading before this span (furniture lines removed before it).
  const anchor = reading.slice(Math.max(0, start - 40), start);
  const anchorAt = anchor.trim() ? texte.indexOf(anchor) : -1;
  const expected = anchorAt >= 0 ? anchorAt + anchor.length : start;
  const best = found.sort((a, b) => Math.abs(a.index - expected) - Math.abs(b.index - expected))[0]!;
  return { debut: best.index, fin: best.end };
}

function trace(inputs: TraceInputs, start: number, end: number, confiance: number): FieldTrace | undefined {
  const span = carrySpan(inputs.texte, inputs.reading, start, end);
  return span ? { ...span, confiance } : undefined;
}

function ridetConfidence(subject: RidetMatch, decision: SubjectDecision | null): number {
  if (decision?.rule === 'immatriculation') return 0.95;
  if (decision?.rule === 'fusion') return 0.9;
  const thirdParties = (decision?.judged ?? []).some((j) => j.match.rid !== subject.rid);
  const base = subject.context === 'ridet' ? 0.95 : subject.context === 'pattern' ? 0.75 : 0.85;
  return thirdParties ? Math.round((base - (subject.context === 'pattern' ? 0.1 : 0.05)) * 100) / 100 : base;
}

function denominationTrace(inputs: TraceInputs): FieldTrace | undefined {
  const { reading, denomination, company, subject } = inputs;
  if (inputs.denominationFrom === 'metadonnee') return undefined;
  const found = occurrences(reading, denomination);
  if (found.length === 0) return undefined;
  if (inputs.denominationFrom === 'nouvelle_denomination' || !company) return trace(inputs, found[0]!.index, found[0]!.end, 0.85);
  // The occurrence in the subject's description, else the last one before its identifier.
  const span = company.span;
  const chosen =
    (span && found.find((f) => f.index >= span.start && f.end <= span.end)) ?? (subject && found.filter((f) => f.end <= subject.index).at(-1)) ?? found[0]!;
  return trace(inputs, chosen.index, chosen.end, NAME_CONFIDENCE[company.rule]);
}

function dateTrace(inputs: TraceInputs): FieldTrace | undefined {
  const { dateFrom, actDate } = inputs;
  if (dateFrom === 'acte' && actDate) {
    const confiance = actDate.score >= 40 ? 0.85 : actDate.score >= 10 ? 0.7 : 0.55;
    return trace(inputs, actDate.index, actDate.index + actDate.length, confiance);
  }
  if (dateFrom === 'publication' || dateFrom === 'liste') {
    // Read from the raw page (publication) or the list's preamble: the first place `texte` prints it.
    const printed = findFrenchDates(inputs.texte).find((d) => d.iso === inputs.date);
    return printed ? { debut: printed.index, fin: printed.index + printed.length, confiance: dateFrom === 'publication' ? 0.95 : 0.6 } : undefined;
  }
  return undefined;
}

function formTrace(inputs: TraceInputs): FieldTrace | undefined {
  const { form } = inputs;
  if (!form) return undefined;
  const same = formMentions(inputs.reading).filter((m) => m.form === form.form);
  const chosen = same.find((m) => m.index >= form.from) ?? same.at(-1);
  return chosen ? trace(inputs, chosen.index, chosen.end, FORM_CONFIDENCE[form.rule]) : undefined;
}

function officerTraces(inputs: TraceInputs, spans: readonly OfficerSpan[]): Array<FieldTrace | null> {
  return spans.map((s) => trace(inputs, s.index, s.end, s.confidence) ?? null);
}

/** The notice's ExtractionTrace (see the module comment for the rules). */
export function traceExtraction(inputs: TraceInputs): ExtractionTrace {
  const { subject, decision } = inputs;
  const result: ExtractionTrace = {};
  if (subject && !inputs.ridetFromHint) {
    const ridet = trace(inputs, subject.index, subject.index + subject.printed.length, ridetConfidence(subject, decision));
    if (ridet) result.ridet = ridet;
  }
  const denomination = denominationTrace(inputs);
  if (denomination) result.denomination = denomination;
  const evidence = typeEvidence(inputs.reading, inputs.type);
  const type = evidence ? trace(inputs, evidence.index, evidence.end, inputs.typeConfidence) : undefined;
  if (type) result.type = type;
  const date = dateTrace(inputs);
  if (date) result.date = date;
  const form = formTrace(inputs);
  if (form) result.forme_juridique = form;
  if (inputs.officers.dirigeants.length > 0) result.dirigeants = officerTraces(inputs, inputs.officers.spans.dirigeants);
  if (inputs.officers.organes.length > 0) result.organes_procedure = officerTraces(inputs, inputs.officers.spans.organes);
  return result;
}
