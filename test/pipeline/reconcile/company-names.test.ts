import { describe, expect, it } from 'vitest';
import { chooseNames, type NameEvidence } from '../../../pipeline/reconcile/company-names.ts';

const row = (id: string, date: string, denomination: string, change: { from?: string; to?: string } = {}): NameEvidence => ({
  id, date, denomination, ancienne_denomination: change.from ?? null, nouvelle_denomination: change.to ?? null,
});

describe('which name a company carries, from all its notices', () => {
  it('keeps the form most notices print when one notice misspells it, even the latest, and makes no former name of the slip', () => {
    const names = chooseNames([
      row('a', '2021-02-10', 'BOULANGERIE DU PORT'),
      row('b', '2023-03-10', 'BOULANGERIE DU PORT'),
      row('c', '2025-05-09', 'BOULANEGRIE DU PORT'),
    ]);
    expect(names?.denomination).toBe('BOULANGERIE DU PORT');
    expect(names?.anciennes_denominations).toEqual([]);
    expect(names?.decisions).toEqual([
      expect.objectContaining({ annonce_id: 'c', regle: 'variante_denomination', valeur_imprimee: 'BOULANEGRIE DU PORT', valeur_retenue: 'BOULANGERIE DU PORT' }),
    ]);
  });

  it('reads a name a scan split in two as the name', () => {
    const names = chooseNames([row('a', '2022-01-01', 'TRANSPORTS KAORI'), row('b', '2022-06-01', 'TRANSPORTS KAORI'), row('c', '2024-01-01', 'TRANS PORTS KAORI')]);
    expect(names).toMatchObject({ denomination: 'TRANSPORTS KAORI', anciennes_denominations: [] });
  });

  it('breaks a tie between two spellings in favour of the latest, and tells nothing about capitals and accents', () => {
    const tie = chooseNames([row('a', '2022-01-01', 'MENUISERIE DES ILES'), row('b', '2023-01-01', 'MENUISERIE DES ÎLES'), row('c', '2024-01-01', 'MENUISERIE DES ÎLLES')]);
    expect(tie?.denomination).toBe('MENUISERIE DES ÎLLES');
    expect(tie?.decisions.map((d) => d.annonce_id)).toEqual(['a', 'b']);
    expect(chooseNames([row('a', '2022-01-01', 'Menuiserie des Îles'), row('b', '2023-01-01', 'MENUISERIE DES ÎLES')])?.decisions).toEqual([]);
  });

  it('makes a former name of a published change only, written as most notices wrote it', () => {
    const names = chooseNames([
      row('a', '2020-01-01', 'PÊCHERIES DU NORD'),
      row('b', '2021-01-01', 'PÊCHERIES DU NORD'),
      row('c', '2022-01-01', 'PÊCHERIES DU NORD', { from: 'PECHERIES DU NROD', to: 'OCÉAN NORD' }),
      row('d', '2023-01-01', 'OCÉAN NORD'),
    ]);
    expect(names?.denomination).toBe('OCÉAN NORD');
    expect(names?.anciennes_denominations).toEqual(['PÊCHERIES DU NORD']);
    expect(names?.decisions).toContainEqual(expect.objectContaining({ annonce_id: 'c', regle: 'changement_denomination', valeur_retenue: 'OCÉAN NORD' }));
  });

  it('keeps the new name after a change even when fewer notices print it, and a change that only fixes a spelling makes no former name', () => {
    const renamed = chooseNames([
      row('a', '2020-01-01', 'ALIZÉS CONSEIL'), row('b', '2020-06-01', 'ALIZÉS CONSEIL'), row('c', '2021-01-01', 'ALIZÉS CONSEIL'),
      row('d', '2024-01-01', 'CAP CONSEIL', { from: 'ALIZÉS CONSEIL', to: 'CAP CONSEIL' }),
    ]);
    expect(renamed).toMatchObject({ denomination: 'CAP CONSEIL', anciennes_denominations: ['ALIZÉS CONSEIL'] });
    const respelt = chooseNames([row('a', '2020-01-01', 'ALIZES CONSEIL'), row('b', '2024-01-01', 'ALIZÉS CONSEIL', { from: 'ALIZES CONSEIL', to: 'ALIZÉS CONSEIL' })]);
    expect(respelt?.anciennes_denominations).toEqual([]);
  });

  it('does not make a former name of another name printed without a change: it is recorded as not kept', () => {
    const names = chooseNames([row('a', '2020-01-01', 'CAP CONSEIL'), row('b', '2021-01-01', 'CAP CONSEIL'), row('c', '2022-01-01', 'GARAGE DE LA BAIE')]);
    expect(names).toMatchObject({ denomination: 'CAP CONSEIL', anciennes_denominations: [] });
    expect(names?.decisions).toEqual([expect.objectContaining({ annonce_id: 'c', regle: 'denomination_non_retenue', valeur_retenue: null })]);
  });
  it('keeps working when a change of name publishes a name of legal-form words only (a misread), and keeps it as printed', () => {
    const names = chooseNames([row('a', '2022-01-01', 'ALPHA'), row('b', '2023-01-01', 'ALPHA', { from: 'ALPHA', to: 'SARL' })]);
    expect(names).toMatchObject({ denomination: 'SARL', anciennes_denominations: ['ALPHA'] });
    expect(names?.decisions).toContainEqual(expect.objectContaining({ annonce_id: 'b', regle: 'changement_denomination', valeur_retenue: 'SARL' }));
    expect(chooseNames([row('a', '2022-01-01', 'ALPHA'), row('b', '2023-01-01', 'ALPHA', { from: 'SARL', to: 'BETA' })])).toMatchObject({ denomination: 'BETA', anciennes_denominations: ['SARL'] });
  });
});

describe('a name read by OCR with doubtful words', () => {
  it('never replaces the spelling a sure reading prints, even as the latest of two', () => {
    const names = chooseNames([
      { id: 'a', date: '2019-05-02', denomination: 'ZOZO TRANSPORTS', ancienne_denomination: null, nouvelle_denomination: null },
      { id: 'b', date: '2021-03-04', denomination: 'ZOZO TRA NSPORTS', ancienne_denomination: null, nouvelle_denomination: null, nom_douteux: true },
    ])!;
    expect(names.denomination).toBe('ZOZO TRANSPORTS');
    expect(names.decisions).toEqual([expect.objectContaining({ annonce_id: 'b', regle: 'variante_denomination', valeur_retenue: 'ZOZO TRANSPORTS', motif: expect.stringContaining('lu par OCR') })]);
    // Without the doubt, the latest of two equal votes wins as before.
    expect(chooseNames([
      { id: 'a', date: '2019-05-02', denomination: 'ZOZO TRANSPORTS', ancienne_denomination: null, nouvelle_denomination: null },
      { id: 'b', date: '2021-03-04', denomination: 'ZOZO TRA NSPORTS', ancienne_denomination: null, nouvelle_denomination: null },
    ])!.denomination).toBe('ZOZO TRA NSPORTS');
  });
});
