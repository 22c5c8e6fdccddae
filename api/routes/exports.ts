import type { IncomingHttpHeaders } from 'node:http';
import { BulkExportError, type BulkExports } from '../bulk-export-service.ts';
import type { BulkExportIndex, BulkFile } from '../../publish/snapshot/bulk-exports.ts';
import { BULK_FILES } from '../../publish/snapshot/bulk-exports.ts';
import { isSnapshotId } from '../../publish/snapshot/snapshot-layout.ts';
import type { RequestPrincipal } from '../access-seam.ts';
import { routeAllowed } from '../access/route-patterns.ts';
import { ApiError } from '../problem.ts';
import { queryNames, type ParameterSpec } from '../parameter-spec.ts';
import { QueryReader } from '../query.ts';
import type { Route, RouteContext } from '../route.ts';
import { StreamedBody } from '../streamed-body.ts';

const PREFIX = '/v1/exports/';
/** Seconds a client is asked to wait while a snapshot's files are being built. */
export const EXPORT_RETRY_AFTER_SECONDS = 30;

/** One bulk file as GET /v1/exports lists it. */
export interface ExportListing {
  snapshot: string;
  contenu: BulkFile['content'];
  format: BulkFile['format'];
  compression: BulkFile['compression'];
  fichier: string;
  media_type: string;
  taille: number;
  sha256: string;
  lignes: number;
  url: string;
}

export function exportUrl(snapshotId: string, name: string): string {
  return `${PREFIX}${snapshotId}/${name}`;
}

/**
 * GET /v1/exports: the bulk files of the served snapshot (the current one, or the one named by
 * `snapshot=`): its announcements and its company records, Parquet and gzip NDJSON, with
 * size, sha256 and row count. Built on the first request for a snapshot (see
 * api/bulk-export-service.ts): until then 503 export_pending with Retry-After. An earlier
 * snapshot's files are built only for a request that may download them (`mayBuild`).
 */
export const exportsListRoute = (exports: BulkExports | null): Route => ({
  id: 'exports.list',
  template: '/v1/exports',
  needsSnapshot: true,
  pinnable: true,
  async handle(context) {
    new QueryReader(context.rawQuery, []).assertValid();
    const index = await indexOf(available(exports), context.snapshot!.id, mayBuild(context, context.snapshot!.id));
    return {
      status: 200,
      body: { snapshot: index.snapshot, data: index.files.map((file) => listing(index, file)) },
      cache: 'data',
    };
  },
});

/**
 * GET /v1/exports/{snapshot}/{fichier}: the bytes of one bulk file, checked against its sha256
 * before they are first served and streamed as the client takes them, with single byte ranges (`Range: bytes=…`, 206; 416 past the
 * end; several ranges are answered whole, as RFC 9110 allows) and `If-Range`. Never changes at
 * its address: cached a year, its sha256 as strong tag, sent uncompressed so that the bytes on
 * the wire hash to the listed sha256.
 */
export const EXPORT_FILE_PARAMETERS = [
  { name: 'snapshot', in: 'path', required: true, description: 'Identifiant de l’instantané (GET /v1/snapshots).', schema: { type: 'string' } },
  { name: 'fichier', in: 'path', required: true, description: 'Nom du fichier, tel que listé par GET /v1/exports.', schema: { type: 'string' } },
] as const satisfies readonly ParameterSpec[];
const FILE_ACCEPTED = queryNames(EXPORT_FILE_PARAMETERS);

export const exportsGetRoute = (exports: BulkExports | null): Route => ({
  id: 'exports.get',
  template: '/v1/exports/{snapshot}/{fichier}',
  parameters: EXPORT_FILE_PARAMETERS,
  needsSnapshot: false,
  async handle(context) {
    const { params, rawQuery, archive, headers } = context;
    new QueryReader(rawQuery, FILE_ACCEPTED).assertValid();
    const service = available(exports);
    const snapshotId = params.snapshot ?? '';
    const name = params.fichier ?? '';
    if (!BULK_FILES.some((f) => f.name === name)) {
      throw ApiError.of('export_not_found', `Aucun fichier « ${shown(name)} » : les fichiers d’un instantané sont ${BULK_FILES.map((f) => f.name).join(', ')} (liste : GET /v1/exports).`);
    }
    if (!isSnapshotId(snapshotId) || !(await archive.list()).some((s) => s.id === snapshotId)) {
      throw ApiError.of('export_not_found', `Aucun instantané « ${shown(snapshotId)} » servi ici (liste : GET /v1/snapshots).`);
    }
    const index = await indexOf(service, snapshotId, mayBuild(context, snapshotId));
    const file = index.files.find((f) => f.name === name)!;
    const etag = `"${file.sha256}"`;
    const range = requestedRange(headers, etag, file.size);
    const common = {
      etag,
      contentType: file.mediaType,
      compress: false,
      cache: 'immutable' as const,
    };
    const fileHeaders = {
      'accept-ranges': 'bytes',
      'content-disposition': `attachment; filename="${snapshotId}-${file.name}"`,
    };
    if (range === null || file.size === 0) {
      return { ...common, status: 200, body: await streamChecked(service, file, 0, file.size - 1), headers: fileHeaders };
    }
    return {
      ...common,
      status: 206,
      body: await streamChecked(service, file, range.start, range.end),
      headers: { ...fileHeaders, 'content-range': `bytes ${range.start}-${range.end}/${file.size}` },
    };
  },
});

function available(exports: BulkExports | null): BulkExports {
  if (exports === null) throw ApiError.of('exports_unavailable', 'Ce serveur ne sert pas les fichiers en masse (il n’a pas de stockage d’objets).');
  return exports;
}

/**
 * Whether this request may have a snapshot's files built: the served snapshot's, for everyone
 * (one build a night, which every listing needs); an earlier one's, only for a key whose plan
 * may download the files (a build is a DuckDB conversion of a whole snapshot, about 15 s of a
 * core at 10^5 announcements: anonymous clients naming every kept snapshot in `snapshot=` would
 * otherwise have them all built). Without access control (principal null) everyone may.
 */
export function mayBuild(context: Pick<RouteContext, 'snapshot' | 'pinned' | 'principal'>, snapshotId: string): boolean {
  // Unpinned, the request's snapshot is the one served now.
  if (!context.pinned && context.snapshot?.id === snapshotId) return true;
  return mayDownload(context.principal);
}

function mayDownload(principal: RequestPrincipal | null): boolean {
  if (principal === null) return true;
  return principal.kind === 'key' && routeAllowed(principal.plan.routes, 'exports.get');
}

async function indexOf(exports: BulkExports, snapshotId: string, build: boolean): Promise<BulkExportIndex> {
  const index = await exports.index(snapshotId, { build });
  if (index === 'not_built') {
    throw ApiError.of(
      'export_not_built',
      `Les fichiers de l’instantané ${snapshotId} n’ont pas encore été construits : seule une clé dont l’offre permet de télécharger les fichiers en masse peut en demander la construction (ceux de l’instantané courant sont construits pour tous). Voir docs/access.md, section « Bulk files ».`,
    );
  }
  if (index === 'pending') {
    throw ApiError.of('export_pending', `Les fichiers de l’instantané ${snapshotId} sont en cours de construction ; réessayez dans ${EXPORT_RETRY_AFTER_SECONDS} secondes.`, {
      headers: { 'retry-after': String(EXPORT_RETRY_AFTER_SECONDS) },
    });
  }
  return index;
}

/** Bytes `start..end` of a file, streamed from the checked local copy as the client takes them. */
async function streamChecked(exports: BulkExports, file: BulkFile, start: number, end: number): Promise<StreamedBody | Buffer> {
  if (end < start) return Buffer.alloc(0);
  try {
    return new StreamedBody(await exports.stream(file, start, end), end - start + 1);
  } catch (error) {
    if (BulkExportError.is(error)) throw ApiError.of('export_corrupt', `Le fichier ${file.name} ne correspond plus à son empreinte sha256 ; il n’est pas servi.`);
    throw error;
  }
}

function listing(index: BulkExportIndex, file: BulkFile): ExportListing {
  return {
    snapshot: index.snapshot,
    contenu: file.content,
    format: file.format,
    compression: file.compression,
    fichier: file.name,
    media_type: file.mediaType,
    taille: file.size,
    sha256: file.sha256,
    lignes: file.rows,
    url: exportUrl(index.snapshot, file.name),
  };
}

/**
 * The single byte range asked for, or null for the whole file: no Range, a Range that is not
 * one `bytes=` range (ignored, RFC 9110 §14.2), or an If-Range that does not name this file's
 * tag. A range past the end is 416 with the file's size.
 */
export function requestedRange(headers: IncomingHttpHeaders, etag: string, size: number): { start: number; end: number } | null {
  const header = headers.range;
  if (typeof header !== 'string') return null;
  const ifRange = headers['if-range'];
  if (typeof ifRange === 'string' && ifRange.trim() !== etag) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const unsatisfiable = () =>
    ApiError.of('range_not_satisfiable', `Plage « ${shown(header)} » hors du fichier (${size} octets).`, { headers: { 'content-range': `bytes */${size}` } });
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) throw unsatisfiable();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) throw unsatisfiable();
  return { start, end };
}

function shown(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}
