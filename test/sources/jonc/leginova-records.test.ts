import { describe, expect, it } from 'vitest';
import { contenuSchema, publicationSchema, summaryPublicationSchema, summarySchema, yearListSchema } from '../../../sources/jonc/leginova-records.ts';
import { officialPage } from '../../../sources/jonc/official-pages.ts';
import { compareJoncNumeros } from '../../../sources/jonc/jonc-number.ts';
import { readWatermark, WatermarkTracker } from '../../../sources/jonc/watermark.ts';

// Leginova "omits or nulls fields freely" (SOURCES.md): every reader must take an answer with
// fields missing, null, of another type, or unknown, and say null rather than throw.
describe('Leginova record readers', () => {
  it('reads a year list whose entries lack fields, null them, mistype them or add unknown ones', () => {
    const list = yearListSchema.parse({
      listAnnee: [{
        annee: '2024',
        listJonc: [
          { id: 9, numero: '10500', datePublication: '2024-03-05T00:00:00.000+11:00', nombreActes: 12, instanceLabel: 'JONC n° 10500', _liens: {} },
          { numero: 10501, datePublication: null },
          { numero: '2026-00020', nombreActes: 'un' },
          { id: 12, datePublication: '2024-03-07' },
          'pas un objet',
        ],
      }],
      totalElements: 4,
    });
    expect(list.listAnnee).toHaveLength(1);
    expect(list.listAnnee[0]?.annee).toBe(2024);
    expect(list.listAnnee[0]?.listJonc).toEqual([
      { id: 9, numero: '10500', datePublication: '2024-03-05', nombreActes: 12 },
      { id: null, numero: '10501', datePublication: null, nombreActes: null },
      { id: null, numero: '2026-00020', datePublication: null, nombreActes: null },
      { id: 12, numero: null, datePublication: '2024-03-07', nombreActes: null },
    ]);
  });

  it('reads a missing or null list as empty, and a number that is no JONC number as none', () => {
    expect(yearListSchema.parse({}).listAnnee).toEqual([]);
    expect(yearListSchema.parse({ listAnnee: null }).listAnnee).toEqual([]);
    expect(yearListSchema.parse({ listAnnee: [{ listJonc: [{ numero: 'n° 10500' }] }] }).listAnnee[0]?.listJonc[0]?.numero).toBeNull();
    expect(summarySchema.parse({ numeroJonc: 10500 })).toEqual({ numeroJonc: '10500', datePublication: null, listPublicationLegale: [] });
  });

  it('names a summary entry by objet, titre or libelle, whichever is given, and reads ids given as text', () => {
    expect(summaryPublicationSchema.parse({ id: 7301, objet: ' AVIS DE CONSTITUTION ' })).toEqual({ id: 7301, titre: 'AVIS DE CONSTITUTION' });
    expect(summaryPublicationSchema.parse({ id: '7302', libelle: 'LIQUIDATION JUDICIAIRE' })).toEqual({ id: 7302, titre: 'LIQUIDATION JUDICIAIRE' });
    expect(summaryPublicationSchema.parse({ titre: null, objet: 3 })).toEqual({ id: null, titre: null });
  });

  it('reads a publication record that is empty, partial or full of unknown fields', () => {
    expect(publicationSchema.parse({})).toEqual({ id: null, numeroJonc: null, datePublication: null, titre: null });
    expect(publicationSchema.parse({ id: 7301, numeroJonc: '10500', datePublication: '2024-03-05T00:00:00.000+11:00', objet: 'CESSION', versionSchema: 3 }))
      .toEqual({ id: 7301, numeroJonc: '10500', datePublication: '2024-03-05', titre: 'CESSION' });
  });

  it('knows an electronic item by typeContenu, or by the key its record sits under when typeContenu is missing', () => {
    expect(contenuSchema.parse({ numeroJonc: '2026-00020', typeContenu: 'PUBLICATION_LEGALE', publicationLegale: { id: 8 } }).typeContenu).toBe('PUBLICATION_LEGALE');
    expect(contenuSchema.parse({ publicationLegale: { id: 8 } }).typeContenu).toBe('PUBLICATION_LEGALE');
    expect(contenuSchema.parse({ acte: { id: 8 } }).typeContenu).toBe('ACTE');
    expect(contenuSchema.parse({ typeContenu: 'AUTRE_CHOSE', associationFondation: {} }).typeContenu).toBe('ASSOCIATION_FONDATION');
    expect(contenuSchema.parse({ datePublication: '2026-01-08' }).typeContenu).toBeNull();
  });

  it('cites the official public pages on leginova.gouv.nc', () => {
    expect(officialPage('10500', 7301)).toBe('https://leginova.gouv.nc/jonc/sommaire-analytique/10500/publication/7301');
    expect(officialPage('10500')).toBe('https://leginova.gouv.nc/jonc/sommaire-analytique/10500');
    expect(officialPage('2026-00020', 8)).toBe('https://leginova.gouv.nc/jonc/contenu/2026-00020');
  });
});

describe('JONC watermark over classic and electronic numbers', () => {
  it('puts every electronic number after every classic one, electronic ones by year then rank', () => {
    const sorted = ['2026-00020', 10500, '2027-00001', '9999', '2026-00003', 10488].sort(compareJoncNumeros);
    expect(sorted).toEqual(['9999', 10488, 10500, '2026-00003', '2026-00020', '2027-00001']);
  });

  it('reads states written before the electronic JONC and writes classic numbers as numbers', () => {
    const tracker = new WatermarkTracker(readWatermark({ lastNumero: 10488, lastDate: '2024-06-04' }));
    expect(tracker.fromYear).toBe(2024);
    expect(tracker.isNew('10488')).toBe(false);
    expect(tracker.isNew('2026-00001')).toBe(true);
    tracker.note('10490', '2024-01-01');
    tracker.refineDate(10490, '2024-06-11');
    expect(tracker.toState()).toEqual({ lastNumero: 10490, lastDate: '2024-06-11' });
    tracker.note('2026-00002', '2026-01-08');
    expect(tracker.toState()).toEqual({ lastNumero: '2026-00002', lastDate: '2026-01-08' });
    expect(readWatermark({ lastNumero: 'dix', lastDate: '2024-06-04' })).toBeNull();
  });
});
