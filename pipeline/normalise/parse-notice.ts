/**
 * One notice's text to a ParsedNotice, or to a quarantine entry saying in French why not.
 * Checks in order: empty text, RIDET, dénomination, type, date.
 */

import type { ParsedNotice, QuarantineEntry, QuarantineReason } from '../model/announcement.js';
import { classifyNotice } from './classify.js';
import { cleanNoticeText } from './clean-text.js';
import { extractDirigeants } from './extract-dirigeants.js';
import {
  extractCapital,
  extractDenomination,
  extractFormeJuridique,
  extractNameChange,
  extractSiege,
} from './extract-fields.js';
import { findActDate, parseFrenchDate } from './french-date.js';
import { noticeLayout } from './notice-layout.js';
import { findRidets, normaliseRidet } from './ridet.js';
import { pickSubjectRidet } from './subject-ridet.js';
import { summarise } from './summarise.js';

export interface NoticeHints {
  /** The notice's identity in its source. */
  reference: string;
  /** YYYY-MM-DD when the source gives one: it becomes `date`. */
  publicationDate?: string | null;
  /** Title from the source listing, if any. */
  heading?: string | null;
  /** Listing category ('Constitutions', 'Dissolutions et liquidations', ...). */
  category?: string | null;
  /** When the source gives it as metadata. */
  denomination?: string | null;
  /** When the source gives it as metadata, in any printed form. */
  ridet?: string | null;
}

export type ParseNoticeResult = { ok: true; notice: ParsedNotice } | { ok: false; quarantine: QuarantineEntry };

const EXTRACT_LENGTH = 300;
const TITLE_LENGTH = 100;

function quarantine(hints: NoticeHints, reason: QuarantineReason, detail: string, text: string): ParseNoticeResult {
  const flat = text.replace(/\s+/g, ' ').trim();
  return {
    ok: false,
    quarantine: { reference: hints.reference, reason, detail, extrait: flat ? summarise(flat, EXTRACT_LENGTH) : null },
  };
}

function isoDateHint(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return parseFrenchDate(value);
}

/**
 * @example
 * const result = parseNoticeText(text, { reference: '2026-00020', publicationDate: '2026-03-12' });
 * if (result.ok) console.log(result.notice.ridet, result.notice.type);
 * else console.log(result.quarantine.reason, result.quarantine.detail);
 */
export function parseNoticeText(rawText: string, hints: NoticeHints): ParseNoticeResult {
  const text = cleanNoticeText(rawText);
  if (!text) return quarantine(hints, 'document_vide', 'Le texte de l’annonce est vide.', rawText);

  const fromHint = hints.ridet ? normaliseRidet(hints.ridet) : null;
  const subject = fromHint ? null : pickSubjectRidet(text, findRidets(text));
  const ridet = fromHint ?? subject;
  if (!ridet) {
    const detail = hints.ridet
      ? `Le RIDET fourni par la source (« ${hints.ridet} ») est illisible et le texte ne cite aucun RIDET, RID ni numéro RCS.`
      : 'Le texte ne cite aucun RIDET, RID ni numéro RCS : impossible de rattacher l’annonce à une entreprise.';
    return quarantine(hints, 'ridet_absent', detail, text);
  }

  const layout = noticeLayout(text);
  const nameChange = extractNameChange(text);
  const denomination = hints.denomination?.trim() || extractDenomination(text, layout) || nameChange.nouvelle;
  if (!denomination) {
    return quarantine(hints, 'denomination_absente', 'Aucune dénomination de société n’a été trouvée dans l’annonce (ni « Dénomination : », ni en-tête en capitales, ni « la société … »).', text);
  }

  const heading = [hints.heading, ...layout.headerLines].filter(Boolean).join('\n');
  const classification = classifyNotice(text, { heading, category: hints.category ?? null });
  if (!classification) {
    return quarantine(hints, 'type_inconnu', 'Le type d’annonce n’a pas pu être déterminé : aucun mot-clé de constitution, modification, cession, procédure ou dissolution n’a été reconnu.', text);
  }

  const date = isoDateHint(hints.publicationDate) ?? findActDate(text);
  if (!date) {
    return quarantine(hints, 'date_absente', 'Aucune date de publication n’est fournie et le texte ne donne aucune date d’acte ou de jugement.', text);
  }

  // Without a heading, the notice's first line stands for one, shortened when it is a sentence.
  const titre = (hints.heading?.trim() || layout.titleLine || layout.headerLines[0] || summarise(text.split('\n')[0] ?? '', TITLE_LENGTH)).trim();
  const resumeSource = layout.body && layout.body !== titre ? layout.body : text;

  const notice: ParsedNotice = {
    reference: hints.reference,
    ridet: ridet.ridet,
    ridet_luhn_valide: ridet.luhnValid,
    denomination,
    type: classification.type,
    titre,
    resume: summarise(resumeSource),
    date,
    forme_juridique: extractFormeJuridique(text, layout),
    capital: extractCapital(text),
    siege: extractSiege(text),
    ancienne_denomination: nameChange.ancienne,
    nouvelle_denomination: nameChange.nouvelle,
    dirigeants: extractDirigeants(layout.body),
    texte: text,
  };
  return { ok: true, notice };
}

/** Temporary: one result per text until list splitting lands. */
export function parseNoticeTexts(rawText: string, hints: NoticeHints): ParseNoticeResult[] {
  return [parseNoticeText(rawText, hints)];
}
