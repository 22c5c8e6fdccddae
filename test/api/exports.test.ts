import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { createKey } from '../../api/access/key-store.ts';
import { annonceExportColumns } from '../../publish/snapshot/export-columns.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import type { LedgerItem } from '../../publish/snapshot/snapshot-types.ts';
import { createTempWarehouse, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import type { RawResponse } from './helpers/http-request.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * The bulk files: GET /v1/exports and GET /v1/exports/{snapshot}/{fichier} through the
 * real composition (startApiServer over a local FsStore), on two published nights.
 */

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

interface Listed {
  snapshot: string;
  contenu: string;
  format: string;
  compression: string;
  fichier: string;
  media_type: string;
  taille: number;
  sha256: string;
  lignes: number;
  url: string;
}

let temp: ReturnType<typeof tempStore>;
let served: ServedStore;
let key: string;
let first: string;
let second: string;
let ledger: LedgerItem[];
let companyFiles: number;

beforeAll(async () => {
  temp = tempStore();
  const warehouse = await createTempWarehouse();
  try {
    await fillApiFixture(warehouse.warehouse, 30);
    first = (await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-21T02:00:00Z')).snapshotId;
    await insertAnnouncement(warehouse.warehouse, { id: 'night-two', source: 'LNC', ridet: '1234567001', denomination: 'SCN MINERAIS', type: 'capital', date: '2026-11-21' });
    second = (await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-22T02:00:00Z')).snapshotId;
  } finally {
    warehouse.cleanup();
  }
  // What the snapshot holds, read by the snapshot reader, not by the export code.
  const snapshot = await openSnapshot(temp.store, second);
  ledger = [];
  for await (const item of snapshot.ledger()) ledger.push(item);
  companyFiles = 0;
  for await (const [logical] of snapshot.paths('entreprises/')) if (/^entreprises\/\d{10}\.json$/.test(logical)) companyFiles += 1;
  key = (await createKey({ keysFile: path.join(temp.dir, 'keys.json'), plans: DEFAULT_PLANS, plan: 'sandbox' })).key;
  served = await serveStore({ dir: temp.dir, storeDir: temp.storeDir });
}, 60_000);

afterAll(async () => {
  await served?.close();
  temp?.cleanup();
});

async function listing(query = '', headers: Record<string, string> = {}): Promise<{ res: RawResponse; files: Listed[] }> {
  const res = await served.call(`/v1/exports${query}`, { headers });
  expect(res.status, res.text).toBe(200);
  return { res, files: (res.json as { data: Listed[] }).data };
}

function download(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return served.call(url, { method, headers: { 'x-api-key': key, ...headers } });
}

async function fileOf(name: string, query = ''): Promise<Listed> {
  const found = (await listing(query, { 'x-api-key': key })).files.find((f) => f.fichier === name);
  if (!found) throw new Error(`${name} not listed`);
  return found;
}

describe('GET /v1/exports', () => {
  it('lists the eight files of the current snapshot, with their rows, and builds them once', async () => {
    const { res, files } = await listing();
    expect((res.json as { snapshot: string }).snapshot).toBe(second);
    expect(files.map((f) => [f.contenu, f.format, f.compression, f.fichier, f.media_type])).toEqual([
      ['annonces', 'parquet', 'zstd', 'annonces.parquet', 'application/vnd.apache.parquet'],
      ['annonces', 'ndjson', 'gzip', 'annonces.ndjson.gz', 'application/gzip'],
      ['entreprises', 'parquet', 'zstd', 'entreprises.parquet', 'application/vnd.apache.parquet'],
      ['entreprises', 'ndjson', 'gzip', 'entreprises.ndjson.gz', 'application/gzip'],
      ['annonces', 'csv', 'aucune', 'annonces.csv', 'text/csv; charset=utf-8; header=present'],
      ['annonces', 'csv', 'aucune', 'annonces.bom.csv', 'text/csv; charset=utf-8; header=present'],
      ['entreprises', 'csv', 'aucune', 'entreprises.csv', 'text/csv; charset=utf-8; header=present'],
      ['entreprises', 'csv', 'aucune', 'entreprises.bom.csv', 'text/csv; charset=utf-8; header=present'],
    ]);
    for (const file of files) {
      expect(file.snapshot).toBe(second);
      expect(file.url).toBe(`/v1/exports/${second}/${file.fichier}`);
      expect(file.lignes).toBe(file.contenu === 'annonces' ? ledger.length : companyFiles);
      expect(file.taille).toBeGreaterThan(0);
    }
    // Stored content-addressed, with the index beside them.
    for (const file of files) expect(sha(fs.readFileSync(path.join(temp.storeDir, 'exports/files', file.sha256)))).toBe(file.sha256);
    expect(fs.existsSync(path.join(temp.storeDir, 'exports/snapshots', `${second}.json`))).toBe(true);

    const again = await listing();
    expect(again.files).toEqual(files);
    expect(served.logs().filter((l) => l.msg === 'bulk exports built' && l.snapshot === second)).toHaveLength(1);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('builds an earlier snapshot’s files only for a key that may download them; then lists them to everyone, cached as immutable', async () => {
    const anonymous = await served.call(`/v1/exports?snapshot=${first}`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.headers['content-type']).toBe('application/problem+json');
    expect(anonymous.json).toMatchObject({ code: 'export_not_built' });
    expect(anonymous.json.detail).toContain(first);
    expect(served.logs().filter((l) => l.msg === 'bulk exports built' && l.snapshot === first)).toHaveLength(0);
    expect(fs.existsSync(path.join(temp.storeDir, 'exports/snapshots', `${first}.json`))).toBe(false);

    const keyed = await listing(`?snapshot=${first}`, { 'x-api-key': key });
    expect((keyed.res.json as { snapshot: string }).snapshot).toBe(first);
    expect(keyed.files.find((f) => f.fichier === 'annonces.parquet')!.lignes).toBe(ledger.length - 1);
    expect(served.logs().filter((l) => l.msg === 'bulk exports built' && l.snapshot === first)).toHaveLength(1);

    const { res, files } = await listing(`?snapshot=${first}`);
    expect(files).toEqual(keyed.files);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses unknown parameters', async () => {
    const res = await served.call('/v1/exports?format=parquet');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('GET /v1/exports/{snapshot}/{fichier}', () => {
  it('serves the whole file, whose sha256 and size are the listed ones, uncompressed, immutable, tagged with the hash', async () => {
    const file = await fileOf('annonces.ndjson.gz');
    const res = await download(file.url, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(sha(res.raw)).toBe(file.sha256);
    expect(res.raw.length).toBe(file.taille);
    expect(res.headers['content-length']).toBe(String(file.taille));
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(`"${file.sha256}"`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${second}-annonces.ndjson.gz"`);
  });

  it('holds one NDJSON line per ledger item, equal to it, in ledger order', async () => {
    const file = await fileOf('annonces.ndjson.gz');
    const lines = gunzipSync((await download(file.url)).raw).toString('utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual(ledger);
    expect(lines.find((l) => (l as LedgerItem).id === 'night-two')).toMatchObject({ raw_sha256: 'f'.repeat(64), source_url: 'https://example.test/LNC/night-two' });
  });

  it('serves a Parquet file DuckDB reads, with the expected rows and columns', async () => {
    const annonces = await fileOf('annonces.parquet');
    const entreprises = await fileOf('entreprises.parquet');
    const dir = fs.mkdtempSync(path.join(temp.dir, 'parquet-'));
    const annoncesFile = path.join(dir, 'annonces.parquet');
    const entreprisesFile = path.join(dir, 'entreprises.parquet');
    fs.writeFileSync(annoncesFile, (await download(annonces.url)).raw);
    fs.writeFileSync(entreprisesFile, (await download(entreprises.url)).raw);
    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    try {
      const columns = (await connection.runAndReadAll(`SELECT name, type FROM parquet_schema('${annoncesFile}') WHERE name <> 'duckdb_schema'`)).getRowObjects();
      // The declaration's exported fields, in its order (pinned one by one in export-columns.test.ts).
      expect(columns.map((c) => c.name)).toEqual(Object.keys(annonceExportColumns()));
      const rows = (await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n, count(DISTINCT id)::INTEGER AS ids, max(date)::VARCHAR AS last FROM '${annoncesFile}'`)).getRowObjects();
      expect(rows).toEqual([{ n: ledger.length, ids: ledger.length, last: '2026-11-21' }]);
      const one = (await connection.runAndReadAll(`SELECT denomination, source, raw_sha256 FROM '${annoncesFile}' WHERE id = 'night-two'`)).getRowObjects();
      expect(one).toEqual([{ denomination: 'SCN MINERAIS', source: 'LNC', raw_sha256: 'f'.repeat(64) }]);
      const companies = (await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM '${entreprisesFile}'`)).getRowObjects();
      expect(companies).toEqual([{ n: companyFiles }]);
      const scn = (await connection.runAndReadAll(`SELECT ridet FROM '${entreprisesFile}' WHERE ridet = '1234567001'`)).getRowObjects();
      expect(scn).toEqual([{ ridet: '1234567001' }]);
      const compression = (await connection.runAndReadAll(`SELECT DISTINCT compression FROM parquet_metadata('${annoncesFile}')`)).getRowObjects();
      expect(compression).toEqual([{ compression: 'ZSTD' }]);
    } finally {
      connection.closeSync();
      db.closeSync();
    }
  });

  it('serves RFC 4180 CSV in UTF-8: a header, CRLF, quoted fields, one row per ledger item; its BOM twin differs by the BOM alone', async () => {
    const file = await fileOf('annonces.csv');
    const res = await download(file.url);
    expect(res.status).toBe(200);
    expect(sha(res.raw)).toBe(file.sha256);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${second}-annonces.csv"`);
    const text = res.raw.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header!.slice(0, 8)).toEqual(['id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source']);
    expect(header).toContain('capital_montant');
    expect(rows).toHaveLength(ledger.length);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[column('id')])).toEqual(ledger.map((i) => i.id));
    const creation = rows.find((r) => r[column('id')] === 'scn-creation')!;
    // Nested values as JSON text, quotes doubled inside a quoted field (checked on the raw text too).
    expect(JSON.parse(creation[column('capital_montant')]!)).toEqual({ montant: 1000000, devise: 'XPF' });
    // (The ledger keeps an item's keys sorted: so does its JSON here.)
    expect(text).toContain('"{""devise"":""XPF"",""montant"":1000000}"');
    expect(creation[column('denomination')]).toBe('SCN MINERAIS');
    expect(creation[column('evenement_id')]).toBe('');

    const bom = await fileOf('annonces.bom.csv');
    const withBom = (await download(bom.url)).raw;
    expect(sha(withBom)).toBe(bom.sha256);
    expect(withBom.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(withBom.subarray(3).equals(res.raw)).toBe(true);
    const middle = await download(bom.url, { range: 'bytes=3-12' });
    expect(middle.status).toBe(206);
    expect(middle.raw.equals(res.raw.subarray(0, 10))).toBe(true);
  });

  it('serves the company records as CSV, one row each, a siège with a comma quoted, officers as JSON', async () => {
    const file = await fileOf('entreprises.csv');
    const text = (await download(file.url)).raw.toString('utf8');
    const [header, ...rows] = parseCsv(text);
    expect(header!.slice(0, 3)).toEqual(['ridet', 'denomination', 'forme_juridique']);
    expect(header).not.toContain('annonces');
    expect(rows).toHaveLength(companyFiles);
    const scn = rows.find((r) => r[0] === '1234567001')!;
    expect(scn[header!.indexOf('siege')]).toBe('12 rue de Sébastopol, 98800 Nouméa');
    expect(text).toContain('"12 rue de Sébastopol, 98800 Nouméa"');
    expect(JSON.parse(scn[header!.indexOf('dirigeants')]!)).toEqual([expect.objectContaining({ nom: 'WAMYTAN' })]);
  });

  it('answers a single byte range with 206 and Content-Range, in its three forms', async () => {
    const file = await fileOf('entreprises.ndjson.gz');
    const whole = (await download(file.url)).raw;
    const middle = await download(file.url, { range: 'bytes=10-99' });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 10-99/${file.taille}`);
    expect(middle.headers['content-length']).toBe('90');
    expect(middle.headers.etag).toBe(`"${file.sha256}"`);
    expect(middle.raw.equals(whole.subarray(10, 100))).toBe(true);
    const tail = await download(file.url, { range: 'bytes=-25' });
    expect(tail.status).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${file.taille - 25}-${file.taille - 1}/${file.taille}`);
    expect(tail.raw.equals(whole.subarray(file.taille - 25))).toBe(true);
    const from = await download(file.url, { range: 'bytes=100-' });
    expect(from.raw.equals(whole.subarray(100))).toBe(true);
    // An end past the file is cut to it.
    const past = await download(file.url, { range: `bytes=${file.taille - 5}-${file.taille + 1000}` });
    expect(past.headers['content-range']).toBe(`bytes ${file.taille - 5}-${file.taille - 1}/${file.taille}`);
    // The pieces make the file again.
    const pieces = Buffer.concat([(await download(file.url, { range: 'bytes=0-99' })).raw, from.raw]);
    expect(sha(pieces)).toBe(file.sha256);
  });

  it('answers 416 with the size for a range past the end, and the whole file for several ranges or a stale If-Range', async () => {
    const file = await fileOf('entreprises.ndjson.gz');
    const beyond = await download(file.url, { range: `bytes=${file.taille}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.taille}`);
    expect(beyond.headers['content-type']).toBe('application/problem+json');
    expect(beyond.json).toMatchObject({ status: 416, code: 'range_not_satisfiable' });
    const several = await download(file.url, { range: 'bytes=0-9,20-29' });
    expect(several.status).toBe(200);
    expect(several.raw.length).toBe(file.taille);
    const stale = await download(file.url, { range: 'bytes=0-9', 'if-range': `"${'0'.repeat(64)}"` });
    expect(stale.status).toBe(200);
    expect(sha(stale.raw)).toBe(file.sha256);
    const current = await download(file.url, { range: 'bytes=0-9', 'if-range': `"${file.sha256}"` });
    expect(current.status).toBe(206);
  });

  it('answers 304 to If-None-Match with the hash', async () => {
    const file = await fileOf('annonces.parquet');
    const res = await download(file.url, { 'if-none-match': `"${file.sha256}"` });
    expect(res.status).toBe(304);
    expect(res.raw.length).toBe(0);
    expect(res.headers.etag).toBe(`"${file.sha256}"`);
    // Asked for a range it already holds: a 304 describes no part of the file (RFC 9110 §15.4.5).
    const ranged = await download(file.url, { 'if-none-match': `"${file.sha256}"`, range: 'bytes=10-99' });
    expect(ranged.status).toBe(304);
    expect(ranged.headers['content-range']).toBeUndefined();
    expect(ranged.headers.etag).toBe(`"${file.sha256}"`);
  });

  it('serves the files of an earlier snapshot at their own address', async () => {
    const file = await fileOf('annonces.ndjson.gz', `?snapshot=${first}`);
    expect(file.url).toBe(`/v1/exports/${first}/annonces.ndjson.gz`);
    const res = await download(file.url);
    expect(sha(res.raw)).toBe(file.sha256);
    const ids = gunzipSync(res.raw).toString('utf8').trimEnd().split('\n').map((l) => (JSON.parse(l) as LedgerItem).id);
    expect(ids).not.toContain('night-two');
    expect(ids).toHaveLength(ledger.length - 1);
  });

  it('needs a key: anonymous downloads are 401 api_key_required', async () => {
    const res = await served.call(`/v1/exports/${second}/annonces.parquet`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'api_key_required' });
  });

  it('answers 404 export_not_found for an unknown file or snapshot', async () => {
    for (const target of [`/v1/exports/${second}/annonces.xlsx`, `/v1/exports/20990101T000000Z/annonces.parquet`, `/v1/exports/hier/annonces.parquet`]) {
      const res = await download(target);
      expect(res.status, target).toBe(404);
      expect(res.json, target).toMatchObject({ code: 'export_not_found' });
      expect(res.headers['cache-control'], target).toBe('no-store');
    }
  });
});

describe('a stored file whose bytes changed', () => {
  it('is refused with 500 export_corrupt by a server that had not served it yet, never sent', async () => {
    const file = await fileOf('entreprises.parquet', `?snapshot=${first}`);
    const stored = path.join(temp.storeDir, 'exports/files', file.sha256);
    const original = fs.readFileSync(stored);
    const altered = Buffer.from(original);
    const middle = altered.length >> 1;
    altered[middle] = altered[middle]! ^ 0xff;
    fs.writeFileSync(stored, altered);
    const other = await serveStore({ dir: temp.dir, storeDir: temp.storeDir });
    try {
      const res = await other.call(file.url, { headers: { 'x-api-key': key } });
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({ code: 'export_corrupt' });
      expect(res.raw.includes(altered.subarray(0, 16))).toBe(false);
      // The index was read, not rebuilt: the other server built nothing.
      expect(other.logs().filter((l) => l.msg === 'bulk exports built')).toHaveLength(0);
    } finally {
      await other.close();
      fs.writeFileSync(stored, original);
    }
  });
});

/** RFC 4180, strictly: CRLF between records, quoted fields with doubled quotes, no BOM. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error('unterminated quoted field');
        field += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    } else {
      let end = i;
      while (end < text.length && text[end] !== ',' && text[end] !== '\r') {
        if (text[end] === '"' || text[end] === '\n') throw new Error(`unquoted ${JSON.stringify(text[end])} at ${end}`);
        end += 1;
      }
      field = text.slice(i, end);
      i = end;
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`expected , or CRLF at ${i}`);
    }
  }
  return records;
}
