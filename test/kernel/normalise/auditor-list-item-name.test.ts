import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// Auditors listed under their heading, each item opened by its position alone (`– titulaire :`,
// `– suppléant :`): the company an item names holds an office in the notice's company, it is not
// the company introduced before the identifier. Every text is made up for this file.
const constitution = (auditor: string): string =>
  [
    'AVIS DE CONSTITUTION',
    '',
    'CLINIQUE DU PARC',
    "Société anonyme à conseil d'administration au capital de 60 000 000 F CFP",
    'Siège social : 9, rue Higginson, 98800 Nouméa',
    '',
    "Suivant acte sous seing privé du 3 août 2026, il a été constitué une société anonyme pour l'exploitation d'une clinique.",
    'Administrateurs : Dr Luc TEIN ; Dr Rose WAIA ; M. Marc HNA.',
    'Commissaires aux comptes désignés pour six exercices :',
    `– titulaire : ${auditor}, SARL, 4, rue Anatole-France, 98800 Nouméa ;`,
    '– suppléant : Mme Anne KOU, même adresse.',
    'La société est immatriculée au RIDET sous le n° 1 173 319.001.',
    'Pour avis, le conseil d’administration.',
  ].join('\n');

describe('an auditor named in its list item', () => {
  it('never gives its name to the company introduced by its header', () => {
    const notice = noticeOf(constitution('la société AUDIT DES ÎLES'));
    expect(notice.ridet).toBe('1173319001');
    expect(notice.denomination).toBe('CLINIQUE DU PARC');
  });

  it('never gives its bare name either', () => {
    expect(noticeOf(constitution('AUDIT DES ÎLES')).denomination).toBe('CLINIQUE DU PARC');
  });

  it('still names the company a list item introduces as the subject outside an office', () => {
    const text = [
      'AVIS DE TRANSFERT DE SIÈGE',
      "L'associé unique a décidé le 5 août 2026 de transférer le siège de la société suivante :",
      '– la société MARÉE HAUTE, SARL, RIDET 1 041 219.001, au 7, rue de Sébastopol, 98800 Nouméa.',
    ].join('\n');
    expect(noticeOf(text).denomination).toBe('MARÉE HAUTE');
  });
});

describe('auditors listed under their heading, each item opened by its position alone', () => {
  it('reads the titular auditor as commissaire aux comptes and the deputy after it', () => {
    const officers = noticeOf(constitution('la société AUDIT DES ÎLES')).dirigeants.map((d) => `${d.nom}:${d.fonction}`);
    expect(officers).toContain('AUDIT DES ÎLES:commissaire aux comptes');
    expect(officers).toContain('KOU:commissaire aux comptes suppléant');
  });
});
