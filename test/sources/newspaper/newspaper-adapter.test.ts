import { describe, expect, it } from 'vitest';
import { createNewspaperAdapter, NewspaperConfigError, selectorAdReader, selectorListingReader, type NewspaperConfig } from '../../../sources/newspaper/index.ts';
import type { RawDocument } from '../../../sources/source-adapter.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const config: NewspaperConfig = {
  id: 'Gazette',
  description: 'Une gazette habilitée de test',
  schedule: '0 3 * * *',
  canonicalBase: 'https://gazette.invalid',
  periods: [{ from: '2024-01-01', to: null, note: 'habilitée par arrêté de test' }],
  listings: (base) => [{ url: `${base}/annonces`, key: 'toutes', category: null }],
  readListing: selectorListingReader({ item: 'li', link: 'a', adIdFromUrl: /(\d+)$/, next: 'a.next' }),
  readAd: selectorAdReader({ text: '.texte', date: { selector: '.date' }, reference: { selector: '.ref' } }),
};

const page = (html: string, meta: Record<string, unknown> = {}): RawDocument => ({
  source: 'Gazette',
  url: 'https://gazette.invalid/annonce/7',
  contentType: 'text/html; charset=utf-8',
  body: Buffer.from(html, 'utf8'),
  sha256: '0'.repeat(64),
  fetchedAt: '2024-06-01T00:00:00.000Z',
  meta,
});

const notice = `<div class="texte"><p>AVIS DE CONSTITUTION</p><p>Aux termes d'un acte sous seing privé en date à Nouméa du 4 mars 2024, il a été constitué une société présentant les caractéristiques suivantes :</p>
<p>Dénomination : KAGOU SERVICES</p><p>Forme : SARL</p><p>Capital : 100 000 F CFP</p><p>Siège social : 3 rue Jules Ferry, 98800 Nouméa</p><p>RIDET : 1 231 083.001</p><p>Pour avis, la gérance.</p></div>`;

describe('createNewspaperAdapter', () => {
  it('refuses a configuration that cannot work, saying what it expected', () => {
    expect(() => createNewspaperAdapter({ ...config, safetyMarginDays: -1 })).toThrow(NewspaperConfigError);
    expect(() => createNewspaperAdapter({ ...config, listings: () => [] })).toThrow(/at least one listing/);
    expect(() => createNewspaperAdapter({ ...config, id: 'la gazette' })).toThrow(/alphanumeric/);
    expect(() => createNewspaperAdapter({ ...config, canonicalBase: 'http://127.0.0.1:8080/gazette' })).toThrow(/https origin/);
    expect(() => createNewspaperAdapter({ ...config, periods: [] })).toThrow(/at least one validity period/);
    expect(() => createNewspaperAdapter({ ...config, periods: [{ from: '2024-02-30', to: null, note: '' }] })).toThrow(/YYYY-MM-DD/);
    expect(() => createNewspaperAdapter({ ...config, periods: [{ from: '2024-06-01', to: '2024-01-01', note: '' }] })).toThrow(/before it starts/);
    expect(() => createNewspaperAdapter({ ...config, periods: [{ from: null, to: null, note: '' }, { from: '2025-01-01', to: null, note: '' }] })).toThrow(/start after/);
  });

  const adapter = createNewspaperAdapter(config);

  it('parses an ad page with its printed date and reference', async () => {
    const outcome = await adapter.parse(page(`<html><body><span class="ref">G-7</span><span class="date">Publiée le 12 mars 2024</span>${notice}</body></html>`), testParseContext());
    expect(outcome.quarantined).toEqual([]);
    expect(outcome.notices[0]).toMatchObject({ reference: 'G-7', ridet: '1231083001', type: 'creation', date: '2024-03-12', denomination: 'KAGOU SERVICES' });
  });

  it('falls back on what the listing said when the page prints no date or reference', async () => {
    const outcome = await adapter.parse(page(`<html><body>${notice}</body></html>`, { adId: '7', publicationDate: '2024-03-14' }), testParseContext());
    expect(outcome.notices[0]).toMatchObject({ reference: '7', date: '2024-03-14' });
  });

  it('never parses a page cut short, even when part of the text is there', async () => {
    const outcome = await adapter.parse(page(`<html><body><span class="ref">G-7</span>${notice.slice(0, 200)}`, { adId: '7' }), testParseContext());
    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined[0]).toMatchObject({ reference: 'G-7', reason: 'html_invalide' });
    expect(outcome.quarantined[0]?.detail).toMatch(/tronquée/);
  });
});
