import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { lncAdapter } from '../../../sources/lnc/index.ts';
import { describeAdFixtures } from '../newspaper/ad-fixtures.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describeAdFixtures(lncAdapter, dir);

describe('LNC fixtures, read as a person would', () => {
  const expected = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.expected.json`), 'utf8'));

  it('takes the publication date from the page, in French, not the date of the act', () => {
    const notice = expected('constitution').notices[0];
    expect(notice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fs.readFileSync(path.join(dir, 'constitution.html'), 'utf8')).toContain('Publiée le <time>');
  });

  it('keeps layout noise (in-read ad, share links, related ads) out of the notice text', () => {
    for (const name of ['constitution', 'modification-capital', 'page-unclosed']) {
      const texte: string = expected(name).notices[0].texte;
      expect(texte).not.toMatch(/Publicité|Partager|À lire aussi|cookies/);
    }
  });

  it('decodes Windows-1252 pages, labelled or mislabelled as UTF-8, without replacement characters', () => {
    for (const name of ['page-windows-1252', 'page-mislabelled']) {
      const texte: string = expected(name).notices[0].texte;
      expect(texte).not.toContain('\uFFFD');
      expect(texte).toMatch(/[éèàç]/);
    }
  });

  it('quarantines the truncated page as html_invalide and the ad without RIDET as ridet_absent', () => {
    expect(expected('page-truncated').quarantined[0].reason).toBe('html_invalide');
    expect(expected('sans-ridet').quarantined[0].reason).toBe('ridet_absent');
  });

  it('picks the main event of ads that mention several', () => {
    expect(expected('dissolution-liquidateur').notices[0].type).toBe('dissolution');
    expect(expected('avis-divers-cession-gerance').notices[0].type).toBe('cession');
  });

  it('gives one announcement per company of a greffe list printed in one ad, `<ad id>#n`, dated by the page', () => {
    const { notices, quarantined } = expected('liste-jugements');
    expect(quarantined).toEqual([]);
    expect(notices.map((n: { reference: string; denomination: string; type: string; date: string }) => [n.reference, n.denomination, n.type, n.date])).toEqual([
      ['30999#1', 'BOUTIQUE DU MOTU', 'procedure', '2024-06-11'],
      ['30999#2', 'KONÉ FROID SERVICES', 'procedure', '2024-06-11'],
      ['30999#3', 'TRANSPORTS DU COL DES ROUSSETTES', 'procedure', '2024-06-11'],
    ]);
    // An ordinary ad keeps its id as its reference, so re-crawls never duplicate it.
    expect(expected('constitution').notices[0].reference).toMatch(/^\d+$/);
  });
});
