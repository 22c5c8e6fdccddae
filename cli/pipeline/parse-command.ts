import { createLogger } from '../../platform/logger.ts';
import { safeParse } from '../../pipeline/run/process-document.ts';
import fs from 'node:fs';
import path from 'node:path';
import { announcementId, sha256Hex } from '../../kernel/model/ids.ts';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { parseNoticeTexts } from '../../kernel/normalise/index.ts';
import { selectSources } from '../../sources/registry.ts';
import { documentText, sniffKind } from '../../sources/documents/document-text.ts';
import { pdfQuarantineOf } from '../../sources/documents/pdf-quarantine.ts';
import { PdfUnreadableError } from '../../sources/documents/pdf-text.ts';
import { OcrEngine } from '../../sources/documents/ocr/ocr-engine.ts';
import type { ParseContext } from '../../sources/parse-context.ts';
import { AppError } from '../../kernel/errors/app-error.ts';

export interface ParseCommandOptions {
  input: string | undefined;
  source: string | undefined;
  /** What `-` reads: the process's standard input unless a test gives its own. */
  stdin?: AsyncIterable<Uint8Array | string> | undefined;
}

export class ParseInputError extends AppError<'parse_input_invalid'> {
  constructor(message: string) {
    super('parse_input_invalid', message);
  }
}

// A JONC bulletin is a few MiB; anything far larger is not one document we can read.
const MAX_INPUT_BYTES = 32 * 2 ** 20;

async function readInput(input: string, stdin: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  let body: Buffer;
  if (input === '-') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stdin) {
      const bytes = Buffer.from(chunk);
      size += bytes.length;
      if (size > MAX_INPUT_BYTES) throw new ParseInputError(`Entrée standard trop volumineuse : plus de ${MAX_INPUT_BYTES / 2 ** 20} Mio (un document attendu).`);
      chunks.push(bytes);
    }
    body = Buffer.concat(chunks);
  } else {
    const stats = fs.statSync(input, { throwIfNoEntry: false });
    if (!stats) throw new ParseInputError(`Fichier introuvable : ${input}`);
    if (stats.isDirectory()) throw new ParseInputError(`${input} est un dossier : indiquez un fichier (texte, HTML ou PDF), ou « - » pour l’entrée standard.`);
    if (!stats.isFile()) throw new ParseInputError(`${input} n’est pas un fichier ordinaire.`);
    if (stats.size > MAX_INPUT_BYTES) throw new ParseInputError(`${input} est trop volumineux (${(stats.size / 2 ** 20).toFixed(0)} Mio, au plus ${MAX_INPUT_BYTES / 2 ** 20} Mio) : un document attendu.`);
    body = fs.readFileSync(input);
  }
  if (looksBinary(body)) throw new ParseInputError(`${input === '-' ? 'L’entrée standard' : input} n’est ni un texte, ni une page HTML, ni un PDF.`);
  return body;
}

/** NUL bytes or mostly control characters in the first kilobytes, and no PDF signature. */
function looksBinary(body: Buffer): boolean {
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') return false;
  const head = body.subarray(0, 4096);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
  }
  return head.length > 0 && control / head.length > 0.1;
}

/**
 * Parses one document the project may never have seen and prints JSON
 * `{annonces: [...], quarantaine: [...]}`. With `--source`, the source's own parser (which
 * knows its bulletin layout, e.g. several notices per JONC issue); without, the document's
 * text is read as one notice (or as a greffe list, one announcement per entry: `<file>#1`,
 * `#2`, …), dated by the publication date it prints, else by the act it reports.
 */
export async function parseDocument(body: Buffer, options: { name: string; source?: string | undefined }): Promise<ParseOutcome & { source: string | null }> {
  // One document, outside any run: OCR from PATH, no disk cache, nothing to abort.
  const ctx: ParseContext = { ocr: new OcrEngine(), cacheDir: null, signal: new AbortController().signal };
  if (options.source) {
    const [adapter] = selectSources([options.source]);
    const kind = sniffKind(body);
    const contentType = kind === 'pdf' ? 'application/pdf' : kind === 'html' ? 'text/html' : 'text/plain';
    const outcome = await safeParse(adapter!, {
      source: adapter!.id,
      url: `file://${options.name}`,
      contentType,
      body,
      sha256: sha256Hex(body),
      fetchedAt: new Date().toISOString(),
      meta: {},
    }, ctx, createLogger({ level: 'error', name: 'parse' }));
    return { ...outcome, source: adapter!.id };
  }
  let text: string;
  try {
    text = await documentText(body, ctx);
  } catch (error) {
    if (error instanceof PdfUnreadableError) {
      return { source: null, notices: [], quarantined: [{ reference: options.name, reason: 'pdf_illisible', detail: error.message, extrait: null }] };
    }
    // A scan, and no OCR programs here: say so and what to install (docs/ocr.md).
    const quarantine = pdfQuarantineOf(error);
    if (quarantine) return { source: null, notices: [], quarantined: [{ reference: options.name, reason: quarantine.reason, detail: quarantine.detail, extrait: null }] };
    throw error;
  }
  const outcome: ParseOutcome & { source: string | null } = { source: null, notices: [], quarantined: [] };
  for (const result of parseNoticeTexts(text, { reference: options.name })) {
    if (result.ok) outcome.notices.push(result.notice);
    else outcome.quarantined.push(result.quarantine);
  }
  return outcome;
}

export async function parseCommand(options: ParseCommandOptions, out: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
  if (!options.input) throw new ParseInputError('Indiquez un fichier ou « - » pour lire l’entrée standard : npm run pipeline -- parse <fichier|->');
  const body = await readInput(options.input, options.stdin ?? process.stdin);
  const name = options.input === '-' ? 'stdin' : path.basename(options.input);
  const outcome = await parseDocument(body, { name, source: options.source });
  // Contract fields first, in the contract's order, then provenance and enrichment.
  const annonces = outcome.notices.map(({ ridet, denomination, type, titre, resume, date, ...rest }) => ({
    id: outcome.source ? announcementId(outcome.source, rest.reference) : null,
    ridet,
    denomination,
    type,
    titre,
    resume,
    date,
    source: outcome.source,
    ...rest,
  }));
  out(`${JSON.stringify({ annonces, quarantaine: outcome.quarantined }, null, 2)}\n`);
  return annonces.length > 0 ? 0 : 1;
}
