/**
 * The announcement as the pipeline knows it. Field names of the public contract are French and
 * exact (ridet, denomination, type, titre, resume, date, source, fiche_url); the rest is our
 * provenance and enrichment, also French where it faces users.
 */

import type { OcrDoute } from './ocr-doubt.ts';

export const ANNONCE_TYPES = [
  'creation',
  'capital',
  'siege',
  'statuts',
  'nomination',
  'cession',
  'procedure',
  'dissolution',
] as const;

export type AnnonceType = (typeof ANNONCE_TYPES)[number];

export function isAnnonceType(value: string): value is AnnonceType {
  return (ANNONCE_TYPES as readonly string[]).includes(value);
}

/** An officer named by a notice. `action` says whether the notice appoints or removes them. */
export interface Dirigeant {
  nom: string;
  prenoms: string | null;
  fonction: string;
  action: 'nomination' | 'cessation';
}

/** Where one extracted value was read: character offsets into `texte` and how sure the rule that chose it is. */
export interface FieldTrace {
  /** Offset of the first character of the span in `texte`. */
  debut: number;
  /** Offset just after the span's last character (`texte.slice(debut, fin)`). */
  fin: number;
  /** 0..1, from the decision rule that chose the value (a labelled RIDET near the heading is high, a lone unlabelled candidate lower). */
  confiance: number;
}

/**
 * The provenance of a ParsedNotice's extracted fields, so that a reviewer sees where each value was read. A field is absent when the value
 * came from the source's metadata or when its span could not be found in `texte`; `dirigeants`
 * and `organes_procedure` are parallel to the notice's lists (null where one name has no span).
 */
export interface ExtractionTrace {
  ridet?: FieldTrace;
  denomination?: FieldTrace;
  type?: FieldTrace;
  date?: FieldTrace;
  forme_juridique?: FieldTrace;
  dirigeants?: Array<FieldTrace | null>;
  organes_procedure?: Array<FieldTrace | null>;
}

/**
 * What a parser extracts from one notice, before provenance is attached.
 * `reference` is the notice's own identity inside its source (publication number, ad id,
 * act number, plus a rank when one document holds several notices); the announcement id is
 * derived from (source, reference) so re-crawls and re-parses never duplicate it.
 */
export interface ParsedNotice {
  reference: string;
  ridet: string;
  /** false when the RID fails the Luhn check: flagged, never rejected. */
  ridet_luhn_valide: boolean;
  denomination: string;
  type: AnnonceType;
  titre: string;
  resume: string;
  /** YYYY-MM-DD: publication date where the source gives one, else the date of the act. */
  date: string;
  forme_juridique: string | null;
  capital: string | null;
  siege: string | null;
  ancienne_denomination: string | null;
  nouvelle_denomination: string | null;
  dirigeants: Dirigeant[];
  /**
   * Court appointees of a judicial procedure (mandataire judiciaire, liquidateur, administrateur
   * judiciaire, commissaire à l'exécution du plan), `action` always 'nomination'. They act in the
   * company's procedure without being its officers, so they are kept apart from `dirigeants`.
   * Absent when the notice names none.
   */
  organes_procedure?: Dirigeant[];
  /**
   * true when the notice identifies the enterprise only (a bare RID, an RCS number): `ridet` is
   * then RID + '001' by convention and its last three digits are not a fact. Absent otherwise.
   */
  etablissement_inconnu?: boolean;
  /**
   * Per field, the text span it came from and a confidence. Kernel-only for now: not
   * published nor loaded into the warehouse.
   */
  extraction?: ExtractionTrace;
  /** The notice's full text, kept for search, audits and re-classification. */
  texte: string;
  /** true when the text was read by OCR from a scanned page (sources/documents). Absent otherwise. */
  ocr?: boolean;
  /** With `ocr`: the mean word confidence of the reading, 0..1; null when the OCR gave none. */
  ocr_confiance?: number | null;
  /** With `ocr`: the fields holding words read below the review threshold (kernel/model/ocr-doubt.ts). Absent when none. */
  ocr_doutes?: OcrDoute[];
}

/** Why a document or notice could not become an announcement. Stable codes, used in reports. */
export const QUARANTINE_REASONS = [
  'ridet_absent',
  'date_absente',
  'type_inconnu',
  'denomination_absente',
  /**
   * The company is identified but two different names are read for it and neither wins by the
   * calibrated margin (kernel/normalise/name-model.ts). The detail lists the ranked names.
   */
  'denomination_incertaine',
  /**
   * The notice names several events and the fitted type score puts none ahead by the calibrated
   * margin (kernel/normalise/type-model.ts). The detail lists the ranked types.
   */
  'type_incertain',
  /**
   * The text prints several dates and the fitted date score puts none ahead by the calibrated
   * margin (kernel/normalise/date-model.ts). The detail lists the ranked dates.
   */
  'date_incertaine',
  'pdf_illisible',
  /** A scanned PDF page with no text layer, and no OCR programs on this machine (see docs/ocr.md). */
  'ocr_indisponible',
  'html_invalide',
  'document_vide',
  'format_inconnu',
  /** The parser itself failed on this document (a bug of ours): fixed, then `pipeline reparse`. */
  'erreur_analyseur',
  /** The text names a company but reports no event in its life (aid, permit, tender, association, private matter). */
  'hors_champ',
  /**
   * Precision first: several companies are identified and neither a role nor a heading says which
   * one the notice is about. The detail lists the candidates; the notice is never published under a guess.
   */
  'sujet_ambigu',
  /**
   * The notice's RID fails its check digit and the company it belongs to cannot be told: a known
   * company one digit away bears another name, or several bear its name (pipeline/reconcile/). The
   * detail lists the candidates; the notice never makes a company of its own.
   */
  'ridet_douteux',
] as const;

export type QuarantineReason = (typeof QUARANTINE_REASONS)[number];

export interface QuarantineEntry {
  reference: string;
  reason: QuarantineReason;
  /** Human-readable French explanation, specific to this case. */
  detail: string;
  /** The first few hundred characters of the offending text, when there is text. */
  extrait: string | null;
}

export interface ParseOutcome {
  notices: ParsedNotice[];
  quarantined: QuarantineEntry[];
}
