import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ParseOutcome } from '../../../kernel/model/announcement.ts';
import type { SourceAdapter } from '../../../sources/source-adapter.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

/**
 * Every `case.html` of a newspaper's fixture folder parses to its `case.expected.json`. Pages
 * were captured from the offline copy (raw bytes, Windows-1252 ones included) and their expected
 * notices checked against the sample world's ground truth; no charset is given, as when a
 * server sends none, so the pages' own bytes and meta tags decide.
 */
export function describeAdFixtures(adapter: SourceAdapter, dir: string): void {
  const cases = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -'.html'.length)).sort();
  describe(`${adapter.id} ad page fixtures`, () => {
    it('has fixtures for every category and tricky page', () => {
      expect(cases.length).toBeGreaterThanOrEqual(15);
    });
    for (const name of cases) {
      it(`parses ${name}.html to ${name}.expected.json`, async () => {
        const body = fs.readFileSync(path.join(dir, `${name}.html`));
        const expected = JSON.parse(fs.readFileSync(path.join(dir, `${name}.expected.json`), 'utf8')) as ParseOutcome;
        const outcome = await adapter.parse({
          source: adapter.id,
          url: `https://example.invalid/${adapter.id.toLowerCase()}/fixtures/${name}.html`,
          contentType: 'text/html',
          body,
          sha256: createHash('sha256').update(body).digest('hex'),
          fetchedAt: '2026-11-21T00:00:00.000Z',
          meta: {},
        }, testParseContext());
        expect(outcome).toEqual(expected);
      });
    }
  });
}
