import { describe, expect, it } from 'vitest';
import { companyState, stateEffect, type StateEvent } from '../../../publish/artefacts/company-state.ts';

let n = 0;
function notice(date: string, type: string, titre: string, resume = ''): StateEvent {
  n += 1;
  return { id: `a${String(n).padStart(3, '0')}`, date, type, titre, resume };
}

describe('stateEffect', () => {
  it('reads court notices from their title and summary, accents and case folded', () => {
    expect(stateEffect(notice('2025-01-01', 'procedure', 'REDRESSEMENT JUDICIAIRE'))).toBe('en_procedure');
    expect(stateEffect(notice('2025-01-01', 'procedure', 'LIQUIDATION JUDICIAIRE'))).toBe('en_procedure');
    expect(stateEffect(notice('2025-01-01', 'procedure', 'Jugement', 'ouverture d’une procédure de sauvegarde'))).toBe('en_procedure');
    expect(stateEffect(notice('2025-01-01', 'procedure', 'CONVERSION EN LIQUIDATION JUDICIAIRE'))).toBe('en_procedure');
    expect(stateEffect(notice('2025-01-01', 'procedure', 'CLÔTURE POUR INSUFFISANCE D’ACTIF'))).toBe('dissoute');
    expect(stateEffect(notice('2025-01-01', 'procedure', 'PLAN DE REDRESSEMENT', 'a arrêté le plan de redressement par voie de continuation'))).toBe('en_activite');
    expect(stateEffect(notice('2025-01-01', 'procedure', 'Jugement', 'résolution du plan de redressement et ouverture d’une liquidation judiciaire'))).toBe('en_procedure');
  });

  it('makes every dissolution notice decisive and every other type ordinary', () => {
    expect(stateEffect(notice('2025-01-01', 'dissolution', 'DISSOLUTION ANTICIPÉE'))).toBe('dissoute');
    expect(stateEffect(notice('2025-01-01', 'dissolution', 'CLÔTURE DE LIQUIDATION'))).toBe('dissoute');
    for (const type of ['creation', 'capital', 'siege', 'statuts', 'nomination', 'cession']) {
      expect(stateEffect(notice('2025-01-01', type, 'AVIS'))).toBe('ordinaire');
    }
  });
});

describe('companyState', () => {
  it('has no state without announcements', () => {
    expect(companyState([])).toBeNull();
  });

  it('is en_activite since the oldest notice when nothing decisive happened', () => {
    const creation = notice('2020-03-12', 'creation', 'AVIS DE CONSTITUTION');
    const later = [notice('2021-01-01', 'capital', 'AUGMENTATION DE CAPITAL'), notice('2022-05-05', 'siege', 'TRANSFERT DE SIÈGE')];
    expect(companyState([...later, creation])).toEqual({ valeur: 'en_activite', depuis: '2020-03-12', annonce_id: creation.id });
  });

  it('is en_procedure from the opening judgment, and ordinary notices during the procedure change nothing', () => {
    const opening = notice('2024-02-01', 'procedure', 'REDRESSEMENT JUDICIAIRE');
    const history = [
      notice('2020-01-01', 'creation', 'AVIS DE CONSTITUTION'),
      opening,
      notice('2024-03-01', 'cession', 'VENTE DE FONDS'),
      notice('2024-04-01', 'nomination', 'CHANGEMENT DE GÉRANT'),
    ];
    expect(companyState(history)).toEqual({
      valeur: 'en_procedure', depuis: '2024-02-01', annonce_id: opening.id,
      procedure: { type: 'redressement_judiciaire', etape: 'ouverture', depuis: '2024-02-01', annonce_id: opening.id, ouverture: '2024-02-01', ouverture_annonce_id: opening.id },
    });
  });

  it('comes back to en_activite when a plan is adopted, and stays so through later ordinary notices', () => {
    const plan = notice('2024-09-01', 'procedure', 'PLAN DE REDRESSEMENT', 'le tribunal a arrêté le plan de redressement par voie de continuation');
    const history = [
      notice('2020-01-01', 'creation', 'AVIS DE CONSTITUTION'),
      notice('2024-02-01', 'procedure', 'REDRESSEMENT JUDICIAIRE'),
      plan,
      notice('2025-01-01', 'capital', 'AUGMENTATION DE CAPITAL'),
    ];
    expect(companyState(history)).toEqual({
      valeur: 'en_activite', depuis: '2024-09-01', annonce_id: plan.id,
      procedure: { type: 'redressement_judiciaire', etape: 'plan_continuation', depuis: '2024-09-01', annonce_id: plan.id, ouverture: '2024-02-01', ouverture_annonce_id: history[1]!.id },
    });
  });

  it('keeps the opening judgment as the start of a procedure converted into liquidation, then dissoute at the closure', () => {
    const opening = notice('2024-02-01', 'procedure', 'REDRESSEMENT JUDICIAIRE');
    const conversion = notice('2024-06-01', 'procedure', 'CONVERSION EN LIQUIDATION JUDICIAIRE');
    // The state stays en_procedure since the opening; the procedure says it became a liquidation, and when.
    expect(companyState([opening, conversion])).toEqual({
      valeur: 'en_procedure', depuis: '2024-02-01', annonce_id: opening.id,
      procedure: { type: 'liquidation_judiciaire', etape: 'conversion', depuis: '2024-06-01', annonce_id: conversion.id, ouverture: '2024-02-01', ouverture_annonce_id: opening.id },
    });
    const closure = notice('2025-06-01', 'procedure', 'CLÔTURE POUR INSUFFISANCE D’ACTIF');
    expect(companyState([opening, conversion, closure])).toEqual({
      valeur: 'dissoute', depuis: '2025-06-01', annonce_id: closure.id,
      procedure: { type: 'liquidation_judiciaire', etape: 'cloture', depuis: '2025-06-01', annonce_id: closure.id, ouverture: '2024-02-01', ouverture_annonce_id: opening.id },
    });
  });

  it('is dissoute from the dissolution; the liquidator’s notices and the closure keep that date', () => {
    const dissolution = notice('2023-05-10', 'dissolution', 'DISSOLUTION ANTICIPÉE', 'mise en liquidation amiable');
    const history = [
      notice('2019-01-01', 'creation', 'AVIS DE CONSTITUTION'),
      dissolution,
      notice('2023-06-01', 'siege', 'TRANSFERT DU SIÈGE DE LA LIQUIDATION'),
      notice('2023-12-20', 'dissolution', 'CLÔTURE DE LIQUIDATION'),
    ];
    expect(companyState(history)).toEqual({ valeur: 'dissoute', depuis: '2023-05-10', annonce_id: dissolution.id });
  });

  it('lets a court open a procedure against a company in liquidation amiable', () => {
    const judgment = notice('2024-01-15', 'procedure', 'LIQUIDATION JUDICIAIRE');
    const history = [notice('2023-05-10', 'dissolution', 'DISSOLUTION ANTICIPÉE'), judgment];
    expect(companyState(history)).toEqual({
      valeur: 'en_procedure', depuis: '2024-01-15', annonce_id: judgment.id,
      procedure: { type: 'liquidation_judiciaire', etape: 'ouverture', depuis: '2024-01-15', annonce_id: judgment.id, ouverture: '2024-01-15', ouverture_annonce_id: judgment.id },
    });
  });

  it('orders same-day notices by id, whatever the order given', () => {
    const a = { id: 'x1', date: '2024-01-01', type: 'creation', titre: 'CONSTITUTION', resume: '' };
    const b = { id: 'x2', date: '2024-01-01', type: 'dissolution', titre: 'DISSOLUTION', resume: '' };
    expect(companyState([b, a])).toEqual({ valeur: 'dissoute', depuis: '2024-01-01', annonce_id: 'x2' });
    expect(companyState([a, b])).toEqual(companyState([b, a]));
  });
});
