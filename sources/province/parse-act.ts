/**
 * One provincial act's text to a parse outcome. Rules of the three province sources: only an
 * act that names a company by RIDET (or RID, or RCS number) can become an announcement. An act
 * that names none (a grant to an association, a company named by name only) is not an error:
 * its outcome is empty, and the run counts it as a document without announcement. An act that
 * identifies a company but only grants it an aid or a permit reports no event in its life: it
 * is quarantined `hors_champ`, with the reason in French.
 */

import type { AnnonceType, ParseOutcome, QuarantineEntry } from '../../kernel/model/announcement.ts';
import { findRidets, parseNoticeTexts, summarise } from '../../kernel/normalise/index.ts';
import { actKindType, classifyActKind, outOfScopeReason, type ActKind } from './act-kind.ts';
import { locateAct } from './act-text.ts';

export interface ActHints {
  /** Act number from the listing, used when the document does not show one. */
  numero?: string | null;
  /** YYYY-MM-DD publication date from the listing, used when the document does not show one. */
  publicationDate?: string | null;
  /** Title from the listing, used when the document's own cannot be found. */
  titre?: string | null;
  /** Where the document came from, as a last-resort reference. */
  url?: string | null;
}

/**
 * A heading the general classifier reads as strong evidence of each type. parseNoticeTexts has no
 * type override; passing the kit's decision as part of the heading hint lets the normaliser run
 * all its other checks (RIDET, dénomination, date) unchanged. The notice's titre is set back to
 * the act's title afterwards, and its type to the kit's, so this heading is never published.
 */
export const CLASSIFICATION_HEADINGS: Readonly<Record<AnnonceType, string>> = {
  creation: 'Avis de constitution',
  capital: 'Augmentation de capital',
  siege: 'Transfert de siège',
  statuts: 'Changement de dénomination',
  nomination: "Nomination d'un gérant",
  cession: 'Cession de fonds',
  procedure: 'Redressement judiciaire',
  dissolution: 'Dissolution',
};

/** 'n° 2087-2010/ARR/DIMEN' and '2087-2010/ARR/DIMEN' are the same reference. */
export function actReference(numero: string): string {
  return numero.replace(/^\s*n[°o]\s*/iu, '').trim();
}

export function emptyOutcome(): ParseOutcome {
  return { notices: [], quarantined: [] };
}

export function quarantinedOutcome(entry: QuarantineEntry): ParseOutcome {
  return { notices: [], quarantined: [entry] };
}

export interface ParsedAct {
  outcome: ParseOutcome;
  kind: ActKind | null;
}

/** Summary of what the act decides: its first article, else its body. */
function actResume(body: string, titre: string): string {
  const article = /^article (?:1er|premier|1)\b\s*[:.-]?\s*(.+)$/imu.exec(body)?.[1];
  return summarise(article ?? (body || titre));
}

/**
 * @example
 * const { outcome } = parseActText(pdfTextOfTheAct, { numero: 'n° 2087-2024/ARR/DIMEN', publicationDate: '2024-03-12' });
 */
export function parseActText(text: string, hints: ActHints = {}): ParsedAct {
  const act = locateAct(text);
  const numero = act?.numero ?? (hints.numero ? actReference(hints.numero) : null);
  const reference = numero ?? hints.url ?? 'inconnu';
  if (!act || !act.titre) {
    const flat = text.replace(/\s+/g, ' ').trim();
    const reason = flat ? 'format_inconnu' : 'document_vide';
    const detail = flat
      ? "Aucun intitulé d'acte (« Arrêté … », « Délibération … ») n'a été trouvé dans le document."
      : 'Le document ne contient aucun texte.';
    return { kind: null, outcome: quarantinedOutcome({ reference, reason, detail, extrait: flat ? summarise(flat, 300) : null }) };
  }
  const actText = `${act.titre}\n\n${act.body}`;
  const kind = classifyActKind(act.titre, act.body);
  const identifiers = findRidets(actText);
  const first = identifiers[0];
  if (!first) return { kind, outcome: emptyOutcome() };

  const outOfScope = outOfScopeReason(kind, first.establishmentInferred ? `RID ${first.rid}` : `RIDET ${first.ridet}`);
  if (outOfScope) {
    const flat = actText.replace(/\s+/g, ' ').trim();
    const detail = `Acte provincial n° ${reference} : ${outOfScope}`;
    return { kind, outcome: quarantinedOutcome({ reference, reason: 'hors_champ', detail, extrait: summarise(flat, 300) }) };
  }

  // One act, one announcement; an act that lists several companies each with its own event
  // (the province's directors on the boards of several SEMs) gives one per entry (`<numero>#1`).
  const type = actKindType(kind);
  const results = parseNoticeTexts(actText, {
    reference,
    publicationDate: act.publishedOn ?? hints.publicationDate ?? null,
    heading: type ? `${act.titre}\n${CLASSIFICATION_HEADINGS[type]}` : act.titre,
  });
  const outcome: ParseOutcome = { notices: [], quarantined: [] };
  for (const result of results) {
    if (!result.ok) {
      outcome.quarantined.push(result.quarantine);
      continue;
    }
    const single = results.length === 1;
    const notice = { ...result.notice, titre: act.titre, resume: single ? actResume(act.body, act.titre) : result.notice.resume };
    if (type) notice.type = type;
    outcome.notices.push(notice);
  }
  return { kind, outcome };
}
