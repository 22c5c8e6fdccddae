import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SourceAdapter } from '../../../sources/source-adapter.ts';
import { provinceIlesAdapter } from '../../../sources/province-iles/index.ts';
import { provinceNordAdapter } from '../../../sources/province-nord/index.ts';
import { provinceSudAdapter } from '../../../sources/province-sud/index.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ADAPTERS: Record<string, SourceAdapter> = { sud: provinceSudAdapter, nord: provinceNordAdapter, iles: provinceIlesAdapter };

interface FixtureMeta {
  contentType?: string;
  meta?: Record<string, unknown>;
}

// Each case is an act document as its site serves it (`case.pdf` or `case.html`), with what the
// parser must output (`case.expected.json`) and, when the listing's facts matter, `case.meta.json`.
const cases = fs
  .readdirSync(FIXTURES)
  .filter((f) => /\.(pdf|html)$/.test(f))
  .sort();

describe('province act fixtures', () => {
  it('covers each province, an empty outcome and a quarantine', () => {
    expect(new Set(cases.map((c) => c.split('-')[0]))).toEqual(new Set(['sud', 'nord', 'iles']));
    const expected = cases.map((c) => JSON.parse(fs.readFileSync(path.join(FIXTURES, c.replace(/\.(pdf|html)$/, '.expected.json')), 'utf8')));
    expect(expected.some((o) => o.notices.length === 0 && o.quarantined.length === 0)).toBe(true);
    expect(expected.some((o) => o.quarantined.length > 0)).toBe(true);
  });

  for (const file of cases) {
    it(`parses ${file} exactly`, async () => {
      const name = file.replace(/\.(pdf|html)$/, '');
      const adapter = ADAPTERS[name.split('-')[0]!]!;
      const metaFile = path.join(FIXTURES, `${name}.meta.json`);
      const extra: FixtureMeta = fs.existsSync(metaFile) ? JSON.parse(fs.readFileSync(metaFile, 'utf8')) : {};
      const contentType = extra.contentType ?? (file.endsWith('.pdf') ? 'application/pdf' : 'text/html; charset=utf-8');
      const outcome = await adapter.parse({
        source: adapter.id,
        url: `https://exemple.invalid/${file}`,
        contentType,
        body: fs.readFileSync(path.join(FIXTURES, file)),
        sha256: '0'.repeat(64),
        fetchedAt: '2024-06-30T00:00:00.000Z',
        meta: extra.meta ?? {},
      }, testParseContext());
      const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8'));
      expect(outcome).toEqual(expected);
    });
  }
});
