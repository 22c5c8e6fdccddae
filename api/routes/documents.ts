import { DocumentArchiveError, isDocumentHash, type ArchivedDocument, type DocumentArchive } from '../document-archive.ts';
import { takedownsOf } from '../document-takedowns.ts';
import { ApiError } from '../problem.ts';
import { queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route } from '../route.ts';
import { StreamedBody } from '../streamed-body.ts';

/** File name extensions offered in Content-Disposition, by media type. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/html': 'html',
  'application/json': 'json',
  'text/plain': 'txt',
};

/**
 * GET /v1/documents/{sha256}: an archived source document, the exact bytes we fetched and
 * parsed, at the address of their sha256 (`document_url` of an announcement). The body is
 * checked against the address before it is first sent (api/document-archive.ts), then streamed
 * from the checked local copy as the client takes it; it never changes there, so it is cached a
 * year with the hash as its strong tag, and sent uncompressed so that the bytes on the wire
 * hash to the address. Archived HTML comes from third-party sites: it is sent under a
 * `sandbox` Content-Security-Policy, so that a page's scripts never run as our origin. A
 * document on the served snapshot's takedown list answers 410 document_withdrawn, unread.
 */
export const DOCUMENT_PARAMETERS = [
  { name: 'sha256', in: 'path', required: true, description: 'Empreinte sha256 du document, 64 chiffres hexadécimaux en minuscules.', schema: { type: 'string' } },
] as const satisfies readonly ParameterSpec[];
const ACCEPTED = queryNames(DOCUMENT_PARAMETERS);

export const documentsRoute = (documents: DocumentArchive | null): Route => ({
  id: 'documents.get',
  template: '/v1/documents/{sha256}',
  parameters: DOCUMENT_PARAMETERS,
  needsSnapshot: false,
  async handle({ params, rawQuery, snapshot }) {
    new QueryReader(rawQuery, ACCEPTED).assertValid();
    const sha256 = params.sha256 ?? '';
    if (!isDocumentHash(sha256)) {
      throw ApiError.of('document_not_found', `Aucun document archivé à cette adresse : attendu l’empreinte sha256 du document, 64 chiffres hexadécimaux en minuscules (reçu « ${shown(sha256)} »). L’adresse se trouve dans le champ document_url d’une annonce.`);
    }
    if (snapshot !== null && (await takedownsOf(snapshot)).has(sha256)) {
      throw ApiError.of(
        'document_withdrawn',
        `Ce document archivé a été retiré de la publication (les annonces qui le citaient ont été retirées, ou l’opérateur l’a retiré) : il n’est plus servi.`,
      );
    }
    let found: ArchivedDocument | null;
    try {
      found = documents ? await documents.read(sha256) : null;
    } catch (error) {
      if (DocumentArchiveError.is(error) && error.code === 'document_too_large') {
        throw ApiError.of('document_too_large', `Ce document archivé pèse ${error.size ?? '?'} octets, au-delà de ce que l’API sert ; consultez-le à son adresse officielle (champ source_url de l’annonce).`);
      }
      throw error;
    }
    if (found === null) {
      throw ApiError.of('document_not_found', `Aucun document archivé d’empreinte ${sha256}.`);
    }
    const base = found.mediaType.split(';')[0]!.trim().toLowerCase();
    const extension = EXTENSIONS[base];
    const { stream } = found;
    return {
      status: 200,
      body: new StreamedBody(stream, found.size, (bytes) => stream.sent(bytes)),
      contentType: found.mediaType,
      etag: `"${sha256}"`,
      compress: false,
      cache: 'immutable',
      headers: {
        'content-disposition': `inline${extension ? `; filename="${sha256}.${extension}"` : ''}`,
        'content-security-policy': 'sandbox; default-src \'none\'; img-src data:; style-src \'unsafe-inline\'',
        'accept-ranges': 'none',
      },
    };
  },
});

function shown(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}
