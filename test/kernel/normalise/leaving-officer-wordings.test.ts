import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Officers who leave, told in the wordings and layouts every drafter uses: a resignation handed in
// by a verb of its own, a plural of leaving, an office not renewed told by its label, a grid of
// movements under its headings. Who leaves is never published as an officer in office. Every text
// is made up for this file.

const SA = 'NOMINATIONS\nKOTI NAUTIC\nSA au capital de 10 000 000 F CFP\nRIDET 1 987 654.001\n\n';

/** Every officer of the notice, those who leave marked so: 'Prénoms NOM (fonction)' or '… (fonction, sortant)'. */
function everyOfficer(text: string): string[] {
  return noticeOf(text).dirigeants.map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction}${d.action === 'cessation' ? ', sortant' : ''})`);
}

describe('an officer who hands in a resignation', () => {
  it("reads 'a présenté sa démission' after a long address as the officer leaving", () => {
    const text = `${SA}Par lettre du 2 mai 2026, Mme Irène PALOMBE, administratrice, demeurant 4, rue Verte, Quartier Latin, 98800 Nouméa (Nouvelle-Calédonie), a présenté sa démission de ses fonctions. L'assemblée du 20 mai 2026 a nommé administrateur M. Tom BALLU.`;
    expect(everyOfficer(text)).toEqual(['Irène PALOMBE (administrateur, sortant)', 'Tom BALLU (administrateur)']);
  });

  it("reads 'a notifié sa démission' as 'a remis sa démission' is read", () => {
    const text = `${SA}Mme Irène PALOMBE, directrice générale, a notifié sa démission avec effet au 31 mai 2026. Le conseil du 2 juin 2026 a nommé M. Tom BALLU directeur général.`;
    expect(everyOfficer(text)).toEqual(['Irène PALOMBE (directeur général, sortant)', 'Tom BALLU (directeur général)']);
  });
});

// Made up (2026-12-08, nineteenth session, from barbacanes bj17).
describe('two officers staying, each named after the office, joined by “et”', () => {
  it("reads 'Le président, M. X, et la directrice générale, Mme Y, restent en fonctions' as both in office", () => {
    const text = `${SA}L'assemblée du 2 mars 2026 a transféré le siège au 3, rue Exemple, Nouméa. Le président, M. Tom BALLU, et la directrice générale, Mme Anne VIRO, restent en fonctions.`;
    expect(officersOf(noticeOf(text))).toEqual(['Tom BALLU (président)', 'Anne VIRO (directeur général)']);
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek17).
describe('a board’s composition, the preposition repeated before each name, the office in the plural after the last', () => {
  it("reads 'composé de M. X, …, de Mme Y et de M. Z, administrateurs' as each a director", () => {
    const text = `${SA}L'assemblée du 25 mars 2026 a prorogé la durée de la société. Le conseil d'administration est composé de M. Tom BALLU, administrateur et président-directeur général, de Mme Anne VIRO épouse BALLU et de M. Paul LANGUE, administrateurs.`;
    expect(officersOf(noticeOf(text))).toEqual(['Tom BALLU (administrateur)', 'Tom BALLU (président)', 'Tom BALLU (directeur général)', 'Anne VIRO épouse BALLU (administrateur)', 'Paul LANGUE (administrateur)']);
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek26).
describe('the other holders of an office, beside those the notice changes', () => {
  it("reads 'Les autres administrateurs, M. X et la société Y, restent en fonctions' as both in office", () => {
    const text = `${SA}Le conseil d'administration du 20 octobre 2026 a coopté Mme Anne VIRO en qualité d'administratrice. Les autres administrateurs, M. Tom BALLU et la société TESTS PARTICIPATIONS, représentée par M. Paul LANGUE, restent en fonctions.`;
    expect(officersOf(noticeOf(text))).toEqual(['Anne VIRO (administrateur)', 'Tom BALLU (administrateur)', 'TESTS PARTICIPATIONS (administrateur)']);
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek21).
describe('a second officer leaving told by the pronoun of the first one’s resignation', () => {
  it("reads 'ainsi que de celle de Mme Y, administratrice' as her leaving too", () => {
    const text = `${SA}Le conseil d'administration du 16 avril 2026 a pris acte de la démission de M. Paul LANGUE de ses mandats d'administrateur et de président du conseil, ainsi que de celle de Mme Rose TERRE, administratrice. Il a nommé président M. Tom BALLU.`;
    expect(everyOfficer(text)).toContain('Rose TERRE (administrateur, sortant)');
    expect(officersOf(noticeOf(text))).toEqual(['Tom BALLU (président)']);
  });
});

describe('officers who leave named in the plural', () => {
  it("reads 'administrateurs démissionnaires' after two replaced names as both leaving", () => {
    const text = `${SA}L'assemblée générale du 2 mai 2026 a nommé administrateurs M. Tom BALLU et Mme Anne VIRO, en remplacement de M. Paul LANGUE et de Mme Rose TERRE, administrateurs démissionnaires.`;
    expect(everyOfficer(text)).toEqual(['Tom BALLU (administrateur)', 'Anne VIRO (administrateur)', 'Paul LANGUE (administrateur, sortant)', 'Rose TERRE (administrateur, sortant)']);
  });

  it("reads 'dont les mandats n'ont pas été renouvelés' as each one's leaving", () => {
    const text = `${SA}L'assemblée du 2 mai 2026 a nommé commissaire aux comptes titulaire la société AUDIT DES ÎLES, SARL, en remplacement de la société CONTRÔLE DU NORD, commissaire aux comptes titulaire, et de M. Jean VOLTA, commissaire aux comptes suppléant, dont les mandats expirés n'ont pas été renouvelés.`;
    expect(everyOfficer(text)).toEqual(['AUDIT DES ÎLES (commissaire aux comptes)', 'CONTRÔLE DU NORD (commissaire aux comptes, sortant)', 'Jean VOLTA (commissaire aux comptes suppléant, sortant)']);
  });
});

describe('an office not renewed told by its label', () => {
  it("reads 'Administrateur dont le mandat n'a pas été renouvelé :' and 'Administratrice non renouvelée :' as leaving", () => {
    const text = `${SA}Décisions : assemblée générale du 2 mai 2026.\nAdministrateurs renouvelés : M. Tom BALLU, Mme Anne VIRO.\nAdministrateur dont le mandat n'a pas été renouvelé : M. Paul LANGUE.\nAdministratrice non renouvelée : Mme Rose TERRE.`;
    expect(everyOfficer(text)).toEqual(['Tom BALLU (administrateur)', 'Anne VIRO (administrateur)', 'Paul LANGUE (administrateur, sortant)', 'Rose TERRE (administrateur, sortant)']);
  });
});

describe('a grid of movements under its headings', () => {
  it("reads the items under 'Départs :' as leaving and those under 'Arrivées :' as appointed", () => {
    const text = `${SA}Date des décisions : assemblée générale du 2 mai 2026\n\nDéparts :\n– M. Paul LANGUE, directeur général délégué ;\n– la société CONTRÔLE DU NORD, commissaire aux comptes titulaire.\n\nArrivées :\n– Directeur général délégué : M. Tom BALLU ;\n– Commissaire aux comptes titulaire : la société AUDIT DES ÎLES, SARL.`;
    expect(everyOfficer(text)).toEqual([
      'Paul LANGUE (directeur général délégué, sortant)',
      'CONTRÔLE DU NORD (commissaire aux comptes, sortant)',
      'Tom BALLU (directeur général délégué)',
      'AUDIT DES ÎLES (commissaire aux comptes)',
    ]);
  });

  it('reads an item under a leaving heading that names the successor by its own words', () => {
    const text = `${SA}Conseil d'administration du 2 mai 2026.\nDémissions :\n– M. Paul LANGUE, directeur général, remplacé par M. Tom BALLU, nommé directeur général.`;
    expect(everyOfficer(text)).toContain('Tom BALLU (directeur général)');
  });
});

describe('a company leaving an office and the company appointed in its place', () => {
  it('takes the office the leaving company held, the appointee after its complements, a narrow column breaking after the article', () => {
    const text = [
      'TESTS PNEUS',
      'SAS au capital de 4 000 000 F CFP',
      'RIDET 1 000 002.001',
      "Aux termes d'une décision collective des associés du 20 août 2026, il a été pris acte de la démission de la",
      "société TESTS HOLDING, SAS, RIDET 2 000 002.001, de ses fonctions de présidente, et a été nommée en remplacement, pour une durée indéterminée, la société TESTS PARTICIPATIONS, SARL, RIDET 4 000 004.001, représentée par son gérant, M. Paul TESTARD.",
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['TESTS PARTICIPATIONS (président)']);
  });
});
