import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { actuncAdapter } from '../../../sources/actunc/index.ts';
import { describeAdFixtures } from '../newspaper/ad-fixtures.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describeAdFixtures(actuncAdapter, dir);

describe('Actu.nc fixtures, read as a person would', () => {
  const expected = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.expected.json`), 'utf8'));

  it('reads the numeric publication date and the AL- reference of the page', () => {
    const html = fs.readFileSync(path.join(dir, 'constitution.html'), 'latin1');
    const [, day, month, year] = /Parution du (\d{2})\/(\d{2})\/(\d{4})/.exec(html) ?? [];
    const notice = expected('constitution').notices[0];
    expect(notice.date).toBe(`${year}-${month}-${day}`);
    expect(notice.reference).toMatch(/^AL-\d+$/);
  });

  it('decodes the Windows-1252 site, including the page mislabelled as UTF-8', () => {
    for (const name of ['constitution', 'page-mislabelled', 'page-unclosed']) {
      const texte: string = expected(name).notices[0].texte;
      expect(texte).not.toContain('\uFFFD');
      expect(texte).not.toMatch(/Imprimer cette annonce|Votre publicité/);
    }
  });

  it('quarantines the truncated page and the ad without RIDET', () => {
    expect(expected('page-truncated').quarantined[0].reason).toBe('html_invalide');
    expect(expected('sans-ridet').quarantined[0].reason).toBe('ridet_absent');
  });
});
