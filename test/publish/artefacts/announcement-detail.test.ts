import { describe, expect, it } from 'vitest';
import { DetailReplay } from '../../../publish/artefacts/announcement-detail.ts';
import type { AnnonceDetail } from '../../../publish/artefacts/feed-layout.ts';
import type { AnnonceRow } from '../../../publish/artefacts/warehouse-batches.ts';

/** The detail's "changes" rule on rows as the warehouse gives them, company by company, oldest first. */

function row(id: string, date: string, fields: Record<string, unknown> = {}, ridet = '1234567001'): AnnonceRow {
  return {
    id, ridet, date, type: 'capital', denomination: 'SCN MINERAIS', titre: 't', resume: 'r', source: 'JONC',
    source_url: `https://jonc.test/${id}`, fetched_at: '2026-01-01T00:00:00.000Z', raw_sha256: 'a'.repeat(64),
    etablissement_inconnu: false, organes_procedure: null, evenement_id: null, ocr: false, ocr_confiance: null, corrections: null,
    ridet_luhn_valide: true, ridet_imprime: null, capital: null, forme_juridique: null, siege: null, objet: null,
    ancienne_denomination: null, nouvelle_denomination: null, dirigeants: '[]', texte: `texte ${id}`, ...fields,
  };
}

function replay(rows: AnnonceRow[]): Map<string, AnnonceDetail> {
  const details = new DetailReplay('https://annonces.test');
  return new Map(rows.map((r) => {
    const artefact = details.next(r);
    expect(artefact.path).toBe(`annonces/detail/${r.id}.json`);
    return [r.id, JSON.parse(artefact.body.toString('utf8')) as AnnonceDetail];
  }));
}

describe('DetailReplay', () => {
  it('takes "before" from the company’s earlier notices, and sees no change in an amount written another way', () => {
    const details = replay([
      row('a', '2024-01-01', { capital: '1 000 000 F CFP', forme_juridique: 'SARL' }),
      row('b', '2024-02-01', { capital: '1.000.000 XPF', forme_juridique: 'sarl' }),
      row('c', '2024-03-01', { capital: '2 000 000 F CFP', forme_juridique: 'SAS' }),
    ]);
    expect(details.get('a')!.changements).toMatchObject({ capital: { avant: null, apres: '1 000 000 F CFP' }, forme_juridique: { avant: null, apres: 'SARL' } });
    expect(details.get('b')!.changements).toMatchObject({ capital: null, forme_juridique: null });
    expect(details.get('c')!.changements).toMatchObject({ capital: { avant: '1.000.000 XPF', apres: '2 000 000 F CFP' }, forme_juridique: { avant: 'sarl', apres: 'SAS' } });
  });

  it('keeps each company’s history apart, and a notice that states nothing changes nothing', () => {
    const details = replay([
      row('a', '2024-01-01', { siege: 'Nouméa' }),
      row('x', '2024-01-02', { siege: 'Koné' }, '7654321002'),
      row('b', '2024-02-01'),
      row('c', '2024-03-01', { siege: 'Dumbéa' }),
    ]);
    expect(details.get('x')!.changements.siege).toEqual({ avant: null, apres: 'Koné' });
    expect(details.get('b')!.changements).toEqual({ dirigeants_nommes: [], dirigeants_partis: [], denomination: null, forme_juridique: null, capital: null, siege: null, objet: null });
    expect(details.get('c')!.changements.siege).toEqual({ avant: 'Nouméa', apres: 'Dumbéa' });
  });

  it('tells a change of activity (objet) from a reprint of the same one', () => {
    const details = replay([
      row('a', '2024-01-01', { objet: 'le transport de marchandises' }),
      row('b', '2024-02-01', { objet: 'Le transport  de marchandises' }),
      row('c', '2024-03-01', { objet: 'la location de véhicules' }),
    ]);
    expect(details.get('a')!.changements.objet).toEqual({ avant: null, apres: 'le transport de marchandises' });
    expect(details.get('b')!.changements.objet).toBeNull();
    expect(details.get('c')!.changements.objet).toEqual({ avant: 'Le transport  de marchandises', apres: 'la location de véhicules' });
  });

  it('splits the officers by action, and keeps a printed change of name only when the names differ', () => {
    const details = replay([
      row('a', '2024-01-01', {
        dirigeants: JSON.stringify([
          { nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'cessation' },
          { nom: 'WAMYTAN', prenoms: null, fonction: 'gérante', action: 'nomination' },
        ]),
        ancienne_denomination: 'SCN MINERAIS', nouvelle_denomination: 'SCN Minerais',
      }),
      row('b', '2024-02-01', { ancienne_denomination: 'SCN MINERAIS', nouvelle_denomination: 'NICKEL DU NORD' }),
    ]);
    expect(details.get('a')!.changements).toMatchObject({
      dirigeants_nommes: [{ nom: 'WAMYTAN', prenoms: null, fonction: 'gérante' }],
      dirigeants_partis: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant' }],
      denomination: null,
    });
    expect(details.get('b')!.changements.denomination).toEqual({ avant: 'SCN MINERAIS', apres: 'NICKEL DU NORD' });
    expect(details.get('b')!).toMatchObject({ texte: 'texte b', corrections: [], provenance: { source: 'JONC', source_url: 'https://jonc.test/b' } });
  });
});
