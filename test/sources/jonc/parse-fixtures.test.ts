import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { joncAdapter } from '../../../sources/jonc/index.ts';
import { joncMetaSchema, type JoncMeta } from '../../../sources/jonc/jonc-meta.ts';
import { pdfText } from '../../../sources/documents/pdf-text.ts';
import type { RawDocument } from '../../../sources/source-adapter.ts';
import { compareWithTruth, type NoticeTruth } from '../world-truth.ts';
import { KNOWN_GAPS } from './fixtures/known-gaps.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const cases = fs.readdirSync(dir).filter((f) => f.endsWith('.pdf')).map((f) => f.replace(/\.pdf$/, '')).sort();

/** A fixture as the archive holds it: its meta checked against the adapter's schema, as a reparse does. */
function load(name: string, withMeta = true): RawDocument<JoncMeta> {
  const { url, meta } = JSON.parse(fs.readFileSync(path.join(dir, `${name}.meta.json`), 'utf8')) as { url: string; meta: unknown };
  return { source: 'JONC', url, contentType: 'application/pdf', body: fs.readFileSync(path.join(dir, `${name}.pdf`)), sha256: '', fetchedAt: '2026-01-01T00:00:00.000Z', meta: joncMetaSchema.parse(withMeta ? meta : {}) };
}

function truth(name: string): NoticeTruth[] {
  return JSON.parse(fs.readFileSync(path.join(dir, `${name}.truth.json`), 'utf8')) as NoticeTruth[];
}

function expected(name: string) {
  return JSON.parse(fs.readFileSync(path.join(dir, `${name}.expected.json`), 'utf8')) as Awaited<ReturnType<typeof joncAdapter.parse>>;
}

describe('JONC parser fixtures', () => {
  it('covers a portal publication, an electronic one, a bulletin, truncated and scanned PDFs, a notice without RIDET and greffe lists', () => {
    expect(cases).toEqual(['bulletin-greffe-list', 'bulletin-page-break', 'electronic-publication', 'no-ridet', 'portal-greffe-list', 'portal-publication', 'scanned', 'truncated']);
  });

  // The truth is the world's (or, for hand-written texts, their author's), every field it knows;
  // what the parser still gets wrong is listed, field by field, in known-gaps.ts.
  for (const name of cases) {
    it(`reads ${name} as its truth says, every field, but for the listed known gaps`, async () => {
      const { notices } = await joncAdapter.parse(load(name), testParseContext());
      const known = KNOWN_GAPS.filter((g) => g.fixture === name).map(({ fixture: _f, reason: _r, ...gap }) => gap);
      expect(compareWithTruth(notices, truth(name))).toEqual(known);
    });
  }

  it('lists known gaps only for fixtures that exist, each with a reason', () => {
    for (const gap of KNOWN_GAPS) {
      expect(cases).toContain(gap.fixture);
      expect(gap.reason.length).toBeGreaterThan(10);
    }
  });

  it('gives one announcement per company of a greffe list printed in a bulletin; the other notices keep their plain reference', async () => {
    const { notices, quarantined } = await joncAdapter.parse(load('bulletin-greffe-list'), testParseContext());
    expect(quarantined).toEqual([]);
    expect(notices.map((n) => [n.reference, n.ridet, n.type, n.denomination])).toEqual([
      ['10301-01', '1620442001', 'dissolution', 'CASE AUX AROMATES'],
      ['10301-02#1', '1302116001', 'procedure', 'TÔLERIE DU PACIFIQUE SUD'],
      ['10301-02#2', '1455906001', 'procedure', 'SNACK LES PALMIERS BLEUS'],
      ['10301-02#3', '0998211002', 'procedure', "ATELIER MÉTALLIQUE DE LA PRESQU'ÎLE"],
      ['10301-03', '1513779001', 'siege', 'LAGUNE CONSEIL'],
    ]);
    // Each entry carries its own court appointees and the date.
    expect(notices[2]?.organes_procedure).toEqual([{ nom: 'RAMBERT', prenoms: 'Hugo', fonction: 'liquidateur', action: 'nomination' }]);
    expect(new Set(notices.map((n) => n.date))).toEqual(new Set(['2021-05-04']));
  });

  it('gives one announcement per company of a greffe list published on the portal, `PL-<publication id>#n`', async () => {
    const { notices } = await joncAdapter.parse(load('portal-greffe-list'), testParseContext());
    expect(notices.map((n) => [n.reference, n.ridet])).toEqual([
      ['PL-7418#1', '1302116001'],
      ['PL-7418#2', '1455906001'],
      ['PL-7418#3', '0998211002'],
    ]);
  });

  for (const name of cases) {
    it(`parses ${name} exactly as expected`, async () => {
      expect(await joncAdapter.parse(load(name), testParseContext())).toEqual(expected(name));
    });
  }

  it('reads a portal publication: reference `PL-<id>`, publication date and heading from the crawl meta', async () => {
    const doc = load('portal-publication');
    const meta = doc.meta as { publicationId: number; datePublication: string; titre: string };
    const { notices } = await joncAdapter.parse(doc, testParseContext());
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ reference: `PL-${meta.publicationId}`, date: meta.datePublication, titre: meta.titre });
    expect(notices[0]?.texte).not.toMatch(/JOURNAL OFFICIEL|PUBLICATION LÉGALE/);
  });

  it('reads an electronic publication: its own JONC number is its reference, with or without crawl meta', async () => {
    const doc = load('electronic-publication');
    const numero = String(doc.meta['numeroJonc']);
    expect(numero).toMatch(/^20\d\d-\d{5}$/);
    const withMeta = await joncAdapter.parse(doc, testParseContext());
    const bare = await joncAdapter.parse(load('electronic-publication', false), testParseContext());
    expect(withMeta.notices.map((n) => [n.reference, n.date])).toEqual([[numero, doc.meta['datePublication']]]);
    expect(bare.notices.map((n) => [n.reference, n.date, n.ridet])).toEqual(withMeta.notices.map((n) => [n.reference, n.date, n.ridet]));
  });

  it('splits a bulletin into its notices, one of them read on across a page break', async () => {
    const doc = load('bulletin-page-break');
    const { pages } = await pdfText(doc.body, testParseContext());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const { notices } = await joncAdapter.parse(doc, testParseContext());
    const want = truth('bulletin-page-break');
    expect(want.length).toBeGreaterThanOrEqual(2);
    expect(notices.map((n) => n.reference)).toEqual(want.map((t) => t.reference));
    for (const n of notices) {
      expect(n.date).toBe(doc.meta['datePublication']);
      // The running header printed in the middle of a notice is gone.
      expect(n.texte).not.toMatch(/JOURNAL OFFICIEL/);
      expect(n.texte.trim().endsWith('.')).toBe(true);
    }
  });

  it('parses a bulletin without crawl meta (pipeline parse --source jonc) to the same notices, dated from the masthead', async () => {
    const withMeta = await joncAdapter.parse(load('bulletin-page-break'), testParseContext());
    const bare = await joncAdapter.parse(load('bulletin-page-break', false), testParseContext());
    expect(bare).toEqual(withMeta);
  });

  it('parses a publication without crawl meta from its printed header', async () => {
    const withMeta = await joncAdapter.parse(load('portal-publication'), testParseContext());
    const bare = await joncAdapter.parse(load('portal-publication', false), testParseContext());
    expect(bare.notices.map((n) => [n.reference, n.date, n.ridet, n.type])).toEqual(withMeta.notices.map((n) => [n.reference, n.date, n.ridet, n.type]));
  });

  it('quarantines with a precise French detail: truncated, scanned, no RIDET', async () => {
    const truncated = await joncAdapter.parse(load('truncated'), testParseContext());
    expect(truncated.quarantined[0]).toMatchObject({ reason: 'pdf_illisible' });
    expect(truncated.quarantined[0]?.detail).toMatch(/tronqué/);
    const scanned = await joncAdapter.parse(load('scanned'), testParseContext());
    expect(scanned.quarantined[0]?.detail).toMatch(/numérisé/);
    const noRidet = await joncAdapter.parse(load('no-ridet'), testParseContext());
    expect(noRidet.quarantined[0]).toMatchObject({ reason: 'ridet_absent', reference: `PL-${String(load('no-ridet').meta['publicationId'])}` });
  });

  it('never throws: a body that is not a PDF is quarantined as format_inconnu', async () => {
    const outcome = await joncAdapter.parse({ ...load('portal-publication'), body: Buffer.from('<html>Erreur</html>'), contentType: 'text/html' }, testParseContext());
    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined[0]?.reason).toBe('format_inconnu');
  });
});
