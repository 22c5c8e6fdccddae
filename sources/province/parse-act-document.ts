/**
 * A fetched act document (PDF or HTML page) to a parse outcome: text extraction, then
 * parseActText. Pure (bytes and archived meta in), so the pipeline can re-parse the archive.
 */

import * as cheerio from 'cheerio';
import { z } from 'zod';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { decodeBody } from '../crawl/decode-body.ts';
import { htmlToText } from '../documents/document-text.ts';
import { ocrFactsOf, withOcrFacts, type OcrFacts } from '../documents/ocr-facts.ts';
import { pdfQuarantineOf } from '../documents/pdf-quarantine.ts';
import { PdfUnreadableError, pdfText } from '../documents/pdf-text.ts';
import type { ParseContext } from '../parse-context.ts';
import type { RawDocument } from '../source-adapter.ts';
import { reflowLines } from './act-text.ts';
import { actReference, parseActText, quarantinedOutcome, type ActHints } from './parse-act.ts';

/**
 * The listing facts a province adapter archives with each act document (RawDocument.meta), the
 * adapters' `metaSchema`. Every fact is optional: a document parsed from a file
 * (`pipeline parse --source provincesud`) has none, and the parser then reads them from the text.
 * Loose: the crawler's fetch facts ride along.
 */
export const actMetaSchema = z.looseObject({
  province: z.enum(['Sud', 'Nord', 'Iles']).optional(),
  numero: z.string().nullable().optional(),
  publicationDate: z.string().nullable().optional(),
  titre: z.string().nullable().optional(),
  /** The act's page on the province's public site (SOURCE_URL_META). */
  sourceUrl: z.string().optional(),
});
export type ActMeta = z.infer<typeof actMetaSchema>;

function metaString(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function actHints(doc: RawDocument<ActMeta>): ActHints {
  return {
    numero: metaString(doc.meta.numero),
    publicationDate: metaString(doc.meta.publicationDate),
    titre: metaString(doc.meta.titre),
    url: doc.url,
  };
}

function referenceOf(hints: ActHints): string {
  return hints.numero ? actReference(hints.numero) : (hints.url ?? 'inconnu');
}

/** An act published as a PDF: its text layer (or OCR of a scan), reflowed. Unreadable PDFs are quarantined. */
export async function parseActPdf(body: Buffer, hints: ActHints, ctx: ParseContext): Promise<ParseOutcome> {
  let text: string;
  let ocr: OcrFacts | null;
  try {
    const read = await pdfText(body, ctx);
    text = read.text;
    ocr = ocrFactsOf(read);
  } catch (error) {
    if (error instanceof PdfUnreadableError) return quarantinedOutcome({ reference: referenceOf(hints), reason: 'pdf_illisible', detail: error.message, extrait: null });
    // A scan without the OCR programs: quarantined under its own reason, re-parseable once installed.
    const quarantine = pdfQuarantineOf(error);
    if (!quarantine) throw error;
    return quarantinedOutcome({ reference: referenceOf(hints), reason: quarantine.reason, detail: quarantine.detail, extrait: null });
  }
  const { outcome } = parseActText(reflowLines(text), hints);
  return { ...outcome, notices: outcome.notices.map((notice) => withOcrFacts(notice, ocr)) };
}

/**
 * An act published as an HTML page. `contentSelector` names the element holding the act on
 * this site; broken markup is repaired by the HTML parser, and a page where neither the act's
 * element nor an act title can be found is quarantined as html_invalide.
 */
export function parseActHtml(body: Buffer, contentType: string, hints: ActHints, contentSelector: string): ParseOutcome {
  const html = decodeBody(body, contentType);
  const $ = cheerio.load(html);
  const content = $(contentSelector).first();
  const text = htmlToText(content.length ? ($.html(content) ?? '') : html);
  const { outcome } = parseActText(text, hints);
  const lost = outcome.quarantined[0];
  if (!content.length && lost && (lost.reason === 'format_inconnu' || lost.reason === 'document_vide')) {
    return quarantinedOutcome({
      ...lost,
      reason: 'html_invalide',
      detail: `La page ne contient pas l'élément attendu (${contentSelector}) ni d'intitulé d'acte lisible : HTML inattendu ou cassé.`,
    });
  }
  return outcome;
}
