import type { ParseOutcome, QuarantineEntry } from '../../kernel/model/announcement.ts';
import { parseNoticeTexts, type NoticeHints, type ParseNoticeResult } from '../../kernel/normalise/index.ts';
import { ocrFactsOf, withOcrFacts, type OcrFacts } from '../documents/ocr-facts.ts';
import { pdfQuarantineOf } from '../documents/pdf-quarantine.ts';
import { pdfText } from '../documents/pdf-text.ts';
import type { ParseContext } from '../parse-context.ts';
import type { RawDocument } from '../source-adapter.ts';
import type { JoncMeta } from './jonc-meta.ts';
import { ELECTRONIC_NUMERO_SOURCE } from './jonc-number.ts';
import { publicationRecordOf, publicationReference, readPublicationText } from './parse-publication.ts';
import { splitBulletin } from './split-bulletin.ts';

/** Reference of the n-th notice of an archive issue: `10250-03`. Stable: issues never change once printed. */
export function bulletinReference(numero: number | string, rank: number): string {
  return `${numero}-${String(rank).padStart(2, '0')}`;
}

/**
 * Every announcement of one notice's text into the outcome: one for a notice, one per entry for
 * a greffe list of judgments (`<reference>#1`, `#2`, …). A single notice keeps the bare
 * reference, so its announcement id never changes from one crawl to the next.
 */
function addResults(results: readonly ParseNoticeResult[], outcome: ParseOutcome, ocr: OcrFacts | null): void {
  for (const result of results) {
    if (result.ok) outcome.notices.push(withOcrFacts(result.notice, ocr));
    else outcome.quarantined.push(result.quarantine);
  }
}

function documentQuarantine(reference: string, reason: QuarantineEntry['reason'], detail: string): ParseOutcome {
  return { notices: [], quarantined: [{ reference, reason, detail, extrait: null }] };
}

const ELECTRONIC_URL = new RegExp(String.raw`/jonc/(${ELECTRONIC_NUMERO_SOURCE})/(?:pdf|contenu)$`);

function referenceFromUrl(url: string): string {
  const path = url.replace(/[?#].*$/, '');
  const electronic = ELECTRONIC_URL.exec(path);
  if (electronic) return electronic[1] as string;
  const publication = /\/publication-legale\/(\d+)(?:\/pdf)?$/.exec(path);
  if (publication) return publicationReference(null, Number(publication[1])) as string;
  const m = /(\d{5})\.pdf$/.exec(path);
  return m ? (m[1] as string) : path.split('/').pop() || url;
}

/**
 * One JONC document to notices. Pure (no network) and total: a document that cannot be read
 * becomes a quarantine entry, so a bad PDF never stops a run and stays re-parseable from the
 * archive (a crash of this parser is quarantined by the pipeline as `erreur_analyseur`). `ctx`
 * says how scanned pages are read (its OCR engine and cache folder) and when to stop (its run's
 * signal: ParseAbortedError, not a quarantine). Without crawl meta (`pipeline parse --source jonc`), the kind
 * is recognised from the text: a masthead means an issue, a `PUBLICATION LÉGALE N°` header a
 * portal publication.
 */
export async function parseJoncDocument(doc: RawDocument<JoncMeta>, ctx: ParseContext): Promise<ParseOutcome> {
  const { meta } = doc;
  const record = meta.kind === 'publication' ? publicationRecordOf(meta) : null;
  const numero = meta.kind === 'bulletin' ? meta.numero : null;
  const issueDate = meta.kind === 'bulletin' ? meta.datePublication : null;
  const documentRef = record?.reference ?? (numero !== null ? String(numero) : referenceFromUrl(doc.url));

  if (doc.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
    return documentQuarantine(documentRef, 'format_inconnu', `Le document n’est pas un PDF (type annoncé : ${doc.contentType || 'inconnu'}).`);
  }
  let pages: string[];
  let ocr: OcrFacts | null;
  try {
    // A scan's pages are read by OCR (sources/documents, docs/ocr.md); its notices say so.
    const read = await pdfText(doc.body, ctx);
    pages = read.pages;
    ocr = ocrFactsOf(read);
  } catch (error) {
    const quarantine = pdfQuarantineOf(error);
    if (quarantine) return documentQuarantine(documentRef, quarantine.reason, quarantine.detail);
    throw error;
  }

  const looksLikeIssue = meta.kind === 'bulletin' || (meta.kind === undefined && /\d+e\s+année\s+[–-]\s+N°/iu.test(pages[0] ?? ''));
  if (!looksLikeIssue) {
    const publication = readPublicationText(pages);
    const hints: NoticeHints = {
      reference: record?.reference ?? publication.id ?? documentRef,
      publicationDate: record?.datePublication ?? publication.datePublication,
      heading: record?.titre ?? null,
    };
    const outcome: ParseOutcome = { notices: [], quarantined: [] };
    addResults(parseNoticeTexts(publication.text, hints), outcome, ocr);
    return outcome;
  }

  const split = splitBulletin(pages);
  const issueNumero = numero ?? split.masthead?.numero ?? null;
  const reference = issueNumero ?? documentRef;
  const outcome: ParseOutcome = { notices: [], quarantined: [] };
  if (!split.hasLegalSection) return outcome;
  if (split.notices.length === 0) {
    return documentQuarantine(String(reference), 'document_vide', 'La rubrique PUBLICATIONS LÉGALES de ce numéro ne contient aucune annonce lisible.');
  }
  for (const notice of split.notices) {
    addResults(
      parseNoticeTexts(notice.text, {
        reference: bulletinReference(reference, notice.rank),
        publicationDate: issueDate ?? split.masthead?.date ?? null,
        heading: notice.heading,
      }),
      outcome,
      ocr,
    );
  }
  return outcome;
}
