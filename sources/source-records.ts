import type { z } from 'zod';
import type { ParseOutcome } from '../kernel/model/announcement.ts';
import { AppError } from '../kernel/errors/app-error.ts';
import { throwIfParseAborted, type ParseContext } from './parse-context.ts';
import type { RawDocument, SourceAdapter } from './source-adapter.ts';

/**
 * A source's stored state that does not match its adapter's `stateSchema` (written by an older
 * adapter, or edited by hand). Not fatal: the source starts fresh, as on its first run, and the
 * run report says so (SourceRunSummary.warnings).
 */
export class SourceStateInvalidError extends AppError<'source_state_invalid'> {
  readonly source: string;
  constructor(
    source: string,
    detail: string,
  ) {
    super('source_state_invalid', `État enregistré de la source ${source} illisible (${detail}) : la source repart de zéro`);
    this.source = source;
  }
}

/**
 * An archived document whose meta does not match its adapter's `metaSchema`. Thrown before the
 * parser runs; the pipeline quarantines the document as `erreur_analyseur` (safeParse), so it
 * stays re-parseable once the adapter reads that meta again.
 */
export class DocumentMetaInvalidError extends AppError<'document_meta_invalid'> {
  readonly source: string;
  readonly url: string;
  constructor(
    source: string,
    url: string,
    detail: string,
  ) {
    super('document_meta_invalid', `Métadonnées du document ${url} (source ${source}) illisibles : ${detail}`);
    this.source = source;
    this.url = url;
  }
}

/** The first few issues of a failed check, on one line (path: message). */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(racine)'} : ${issue.message}`)
    .join(' ; ');
}

/**
 * A source's stored state, checked against its adapter's schema: the typed state, or null with
 * the reason when it does not match. Null stored (no state yet) is null, without a reason.
 */
export function readSourceState<State>(
  adapter: Pick<SourceAdapter<State, object>, 'id' | 'stateSchema'>,
  stored: unknown,
): { state: State | null; invalid: SourceStateInvalidError | null } {
  if (stored === null || stored === undefined) return { state: null, invalid: null };
  const checked = adapter.stateSchema.safeParse(stored);
  if (checked.success) return { state: checked.data, invalid: null };
  return { state: null, invalid: new SourceStateInvalidError(adapter.id, describeIssues(checked.error)) };
}

/** A document with its meta checked against its adapter's schema; throws DocumentMetaInvalidError. */
export function checkDocumentMeta<Meta extends object>(
  adapter: Pick<SourceAdapter<unknown, Meta>, 'id' | 'metaSchema'>,
  doc: RawDocument<object>,
): RawDocument<Meta> {
  const checked = adapter.metaSchema.safeParse(doc.meta);
  if (!checked.success) throw new DocumentMetaInvalidError(adapter.id, doc.url, describeIssues(checked.error));
  return { ...doc, meta: checked.data };
}

/**
 * Parses a document as fetched or as archived: its meta checked first, then the adapter's parser.
 * An aborted run starts no parse, whatever the adapter reads (HTML parsers never look at the
 * signal): ParseAbortedError.
 */
export async function parseDocument<Meta extends object>(adapter: SourceAdapter<unknown, Meta>, doc: RawDocument<object>, ctx: ParseContext): Promise<ParseOutcome> {
  throwIfParseAborted(ctx);
  return adapter.parse(checkDocumentMeta(adapter, doc), ctx);
}
